import Foundation
import TintViews

/// A scene with its definitions changed by a scene modifier.
public struct _ModifiedScene<Content: Scene>: Scene, PrimitiveScene {
    let content: Content
    let change: @MainActor (inout SceneDefinition) -> Void

    public var body: Never { fatalError("_ModifiedScene has no body") }

    func appendDefinitions(to list: inout SceneList) {
        let start = list.definitions.count
        content.appendDefinitions(to: &list)
        for index in start..<list.definitions.count { change(&list.definitions[index]) }
    }
}

extension Scene {
    func modified(_ change: @escaping @MainActor (inout SceneDefinition) -> Void) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self, change: change)
    }

    /// The size a new window of the scene opens at, in points (not finite or below 1: the
    /// size stays as it was).
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        modified { definition in
            if width.isFinite, width >= 1 { definition.width = Int(width.rounded()) }
            if height.isFinite, height >= 1 { definition.height = Int(height.rounded()) }
        }
    }

    /// The same, as a size.
    public func defaultSize(_ size: CGSize) -> some Scene {
        defaultSize(width: size.width, height: size.height)
    }

    /// Whether and how far the scene's windows can be resized; `.contentMinSize` keeps them at
    /// least their default size.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        modified { definition in
            definition.resizability = resizability
            if resizability == .contentMinSize { definition.minimumSize = (definition.width, definition.height) }
        }
    }

    /// Where on the screen a new window of the scene goes, as a point of the screen (`.center`,
    /// `.topLeading`...).
    public func defaultPosition(_ position: UnitPoint) -> some Scene {
        modified { $0.position = position }
    }

    /// The look of the scene's windows: `.hiddenTitleBar` draws the content up to the window's
    /// top edge.
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene {
        modified { $0.hidesTitleBar = style.hidesTitleBar }
    }

    /// How the scene's windows show their toolbar: `.unified(showsTitle: false)` leaves the
    /// title out of it.
    public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene {
        modified { $0.toolbarShowsTitle = style.showsTitle }
    }

    /// Sets an environment value for every view in the scene's windows.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        nonisolated(unsafe) let keyPath = keyPath
        nonisolated(unsafe) let value = value
        return modified { $0.wrappers.append { content in AnyView(content.environment(keyPath, value)) } }
    }

    /// Puts an observable object in the environment of the scene's windows
    /// (`@Environment(Model.self)` reads it).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        modified { $0.wrappers.append { content in AnyView(content.environment(object)) } }
    }

    /// Puts an observable object in the environment of the scene's windows
    /// (`@EnvironmentObject` reads it).
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        modified { $0.wrappers.append { content in AnyView(content.environmentObject(object)) } }
    }

    /// Runs `action` when `value` differs from what the app's body gave before (the body is
    /// read again when the app's state changes); with `initial`, also when the app starts.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                      _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void) -> some Scene {
        modified { definition in
            definition.changeWatchers.append(SceneChangeWatcher(value: value, initial: initial, differs: { ($0 as? V) != value }) { old, new in
                if let old = old as? V, let new = new as? V { action(old, new) }
            })
        }
    }

    /// The same, the action taking no values.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void) -> some Scene {
        onChange(of: value, initial: initial) { (_: V, _: V) in action() }
    }

    /// A shortcut that opens a new window of the scene (the scene's "New" item shows it).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some Scene {
        modified { $0.openShortcut = KeyboardShortcut(key, modifiers: modifiers) }
    }

    /// The same, as a shortcut (nil: none).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some Scene {
        modified { $0.openShortcut = shortcut }
    }

    /// Which external events (URLs the app is asked to open) the scene's windows take. Tint
    /// passes no such events to apps, so this changes no window; accepted so that files that
    /// route them compile.
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene {
        self
    }

    /// Adds menus and items to the app's menu bar.
    public func commands<C: Commands>(@CommandsBuilder content: () -> C) -> some Scene {
        let content = CommandContent(content())
        return modified { $0.commands.append(content) }
    }

    /// Leaves the scene's own standard items (its "New Window", its entry in the Window menu)
    /// out of the menu bar.
    public func commandsRemoved() -> some Scene {
        modified { $0.commandsRemoved = true }
    }

    /// Replaces every standard menu with `content`.
    public func commandsReplaced<C: Commands>(@CommandsBuilder content: () -> C) -> some Scene {
        let content = CommandContent(content())
        return modified { definition in
            definition.replacementCommands = (definition.replacementCommands ?? []) + [content]
        }
    }

    /// How a `MenuBarExtra` shows its content: as a menu or as a window under its icon.
    public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> some Scene {
        modified { _ in }
    }
}

extension View {
    /// Which external events this view's window prefers and allows. Tint passes no such events
    /// to apps, so the view is as it was; accepted so that files that route them compile.
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
        self
    }
}

/// Whether the user may resize a window, as SwiftUI's `WindowResizability`.
public enum WindowResizability: Sendable {
    /// Resizable (Tint's default).
    case automatic
    /// Fixed at its size.
    case contentSize
    /// Resizable, but not below its size.
    case contentMinSize
}

/// The look of a scene's windows, as SwiftUI's `WindowStyle`.
public protocol WindowStyle: Sendable {
    var hidesTitleBar: Bool { get }
}

/// The platform's window: a title bar over the content.
public struct DefaultWindowStyle: WindowStyle { public init() {}; public var hidesTitleBar: Bool { false } }
/// A title bar over the content.
public struct TitleBarWindowStyle: WindowStyle { public init() {}; public var hidesTitleBar: Bool { false } }
/// The content up to the window's top edge, with no title bar drawn.
public struct HiddenTitleBarWindowStyle: WindowStyle { public init() {}; public var hidesTitleBar: Bool { true } }
/// A window with no chrome at all.
public struct PlainWindowStyle: WindowStyle { public init() {}; public var hidesTitleBar: Bool { true } }

extension WindowStyle where Self == DefaultWindowStyle { public static var automatic: DefaultWindowStyle { .init() } }
extension WindowStyle where Self == TitleBarWindowStyle { public static var titleBar: TitleBarWindowStyle { .init() } }
extension WindowStyle where Self == HiddenTitleBarWindowStyle { public static var hiddenTitleBar: HiddenTitleBarWindowStyle { .init() } }
extension WindowStyle where Self == PlainWindowStyle { public static var plain: PlainWindowStyle { .init() } }

/// How a window shows its toolbar, as SwiftUI's `WindowToolbarStyle`.
public protocol WindowToolbarStyle: Sendable {
    var showsTitle: Bool { get }
}

/// The platform's toolbar.
public struct DefaultWindowToolbarStyle: WindowToolbarStyle { public init() {}; public var showsTitle: Bool { true } }
/// The title and the toolbar's items in one row.
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
    public let showsTitle: Bool
    public init() { showsTitle = true }
    public init(showsTitle: Bool) { self.showsTitle = showsTitle }
}
/// The same, shorter.
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
    public let showsTitle: Bool
    public init() { showsTitle = true }
    public init(showsTitle: Bool) { self.showsTitle = showsTitle }
}
/// The title above the toolbar's items.
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle { public init() {}; public var showsTitle: Bool { true } }

extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle { public static var automatic: DefaultWindowToolbarStyle { .init() } }
extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
    public static var unified: UnifiedWindowToolbarStyle { .init() }
    public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle { .init(showsTitle: showsTitle) }
}
extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
    public static var unifiedCompact: UnifiedCompactWindowToolbarStyle { .init() }
    public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle { .init(showsTitle: showsTitle) }
}
extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle { public static var expanded: ExpandedWindowToolbarStyle { .init() } }

/// How a `MenuBarExtra` shows its content, as SwiftUI's `MenuBarExtraStyle`.
public protocol MenuBarExtraStyle: Sendable {}
public struct AutomaticMenuBarExtraStyle: MenuBarExtraStyle { public init() {} }
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle { public init() {} }
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle { public init() {} }
extension MenuBarExtraStyle where Self == AutomaticMenuBarExtraStyle { public static var automatic: AutomaticMenuBarExtraStyle { .init() } }
extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle { public static var menu: PullDownMenuBarExtraStyle { .init() } }
extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle { public static var window: WindowMenuBarExtraStyle { .init() } }
