import Foundation
import TintViews

/// Windows of one kind, as SwiftUI's `WindowGroup`: the app's main window, and as many more as
/// "New Window" (Ctrl+N) or `openWindow(id:)` opens. `WindowGroup(for:)` shows a value in each
/// window: `openWindow(value:)` opens a window for a value, or brings forward the one showing it.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    var definition: SceneDefinition

    public var body: Never { fatalError("WindowGroup has no body") }

    func appendDefinitions(to list: inout SceneList) { list.definitions.append(definition) }

    init(title: String, id: String?, content: @escaping @MainActor () -> Content) {
        definition = SceneDefinition(kind: .windowGroup, id: id, title: title, content: { _ in AnyView(content()) })
    }

    /// Windows of `content`, titled with the app's name.
    public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: AppIdentity.name, id: nil, content: content)
    }

    /// The same, with an id for `openWindow(id:)`.
    public init(id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: AppIdentity.name, id: id, content: content)
    }

    /// Windows titled `title`.
    public init(_ title: Text, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: title.content, id: nil, content: content)
    }

    public init(_ title: Text, id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: title.content, id: id, content: content)
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: titleKey._text, id: nil, content: content)
    }

    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: titleKey._text, id: id, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: String(title), id: nil, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: String(title), id: id, content: content)
    }
}

/// The content of a window that shows a value (`WindowGroup(for:)`): the app's view, made with
/// a binding to the window's value (optional, or never nil with a default value), as SwiftUI's
/// `PresentedWindowContent`.
public struct PresentedWindowContent<Data: Hashable, Content: View>: View {
    let content: () -> Content

    public var body: some View { content() }
}

extension WindowGroup {
    /// Windows that each show a value of `type`; a window opened without one (New Window)
    /// shows nil. The content closure is not `@MainActor`, for the reason `ForEach`'s is not:
    /// a closure with a `$value` parameter then takes the isolation of where it is written.
    init<D: Codable & Hashable, C: View>(title: String, id: String?, for type: D.Type, content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        definition = SceneDefinition(kind: .windowGroup, id: id, title: title, valueType: type, content: { window in
            let access = WindowValueAccess<D>(window: window)
            let binding = Binding<D?>(get: { access.read() }, set: { access.write($0) })
            return AnyView(PresentedWindowContent<D, C> { content(binding) })
        })
    }

    public init<D: Codable & Hashable, C: View>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: AppIdentity.name, id: nil, for: type, content: content)
    }

    public init<D: Codable & Hashable, C: View>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: AppIdentity.name, id: id, for: type, content: content)
    }

    public init<D: Codable & Hashable, C: View>(_ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: title.content, id: nil, for: type, content: content)
    }

    public init<D: Codable & Hashable, C: View>(_ title: Text, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: title.content, id: id, for: type, content: content)
    }

    public init<D: Codable & Hashable, C: View>(_ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: titleKey._text, id: nil, for: type, content: content)
    }

    public init<D: Codable & Hashable, C: View>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type,
                                               @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: titleKey._text, id: id, for: type, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, D: Codable & Hashable, C: View>(_ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: String(title), id: nil, for: type, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, D: Codable & Hashable, C: View>(_ title: S, id: String, for type: D.Type,
                                                                  @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: String(title), id: id, for: type, content: content)
    }
}

extension WindowGroup {
    /// Windows that each show a value of `type`; a window opened without one shows
    /// `defaultValue()`.
    init<D: Codable & Hashable, C: View>(title: String, id: String?, for type: D.Type, content: @escaping (Binding<D>) -> C,
                                         defaultValue: @escaping @MainActor () -> D)
    where Content == PresentedWindowContent<D, C> {
        definition = SceneDefinition(kind: .windowGroup, id: id, title: title, valueType: type, defaultValue: { AnyHashable(defaultValue()) },
                                     content: { window in
            let access = WindowValueAccess<D>(window: window)
            let binding = Binding<D>(get: { access.read() ?? defaultValue() }, set: { access.write($0) })
            return AnyView(PresentedWindowContent<D, C> { content(binding) })
        })
    }

    public init<D: Codable & Hashable, C: View>(for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
                                               defaultValue: @escaping @MainActor () -> D)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: AppIdentity.name, id: nil, for: type, content: content, defaultValue: defaultValue)
    }

    public init<D: Codable & Hashable, C: View>(id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
                                               defaultValue: @escaping @MainActor () -> D)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: AppIdentity.name, id: id, for: type, content: content, defaultValue: defaultValue)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, D: Codable & Hashable, C: View>(_ title: S, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
                                                                  defaultValue: @escaping @MainActor () -> D)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: String(title), id: nil, for: type, content: content, defaultValue: defaultValue)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, D: Codable & Hashable, C: View>(_ title: S, id: String, for type: D.Type = D.self,
                                                                  @ViewBuilder content: @escaping (Binding<D>) -> C,
                                                                  defaultValue: @escaping @MainActor () -> D)
    where Content == PresentedWindowContent<D, C> {
        self.init(title: String(title), id: id, for: type, content: content, defaultValue: defaultValue)
    }
}

/// A single window, as SwiftUI's `Window`: opening it again brings it to the front.
public struct Window<Content: View>: Scene, PrimitiveScene {
    var definition: SceneDefinition

    public var body: Never { fatalError("Window has no body") }

    func appendDefinitions(to list: inout SceneList) { list.definitions.append(definition) }

    init(title: String, id: String, content: @escaping @MainActor () -> Content) {
        definition = SceneDefinition(kind: .window, id: id, title: title, content: { _ in AnyView(content()) })
    }

    public init(_ title: Text, id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: title.content, id: id, content: content)
    }

    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: titleKey._text, id: id, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: String(title), id: id, content: content)
    }
}

/// The app's settings window, as SwiftUI's `Settings`: opened from the app menu's
/// "Settings…", Ctrl+Comma or `openSettings`, never at launch.
public struct Settings<Content: View>: Scene, PrimitiveScene {
    var definition: SceneDefinition

    public var body: Never { fatalError("Settings has no body") }

    func appendDefinitions(to list: inout SceneList) { list.definitions.append(definition) }

    public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
        definition = SceneDefinition(kind: .settings, id: nil, title: "\(AppIdentity.name) Settings", content: { _ in AnyView(content()) })
        definition.width = 500
        definition.height = 400
        definition.resizability = .contentSize
    }
}

/// Where the app's windows get their default title: the program's name.
enum AppIdentity {
    static var name: String { ProcessInfo.processInfo.processName }
}

/// A window's value read and written as `D`. The casts live in methods, not in the bindings'
/// closures: a main-actor closure may not use the metatype of a type not known to be
/// `Sendable`, which a cast to it and a conversion from it need.
@MainActor
private struct WindowValueAccess<D: Hashable> {
    let window: WindowValue?

    func read() -> D? { window?.value?.base as? D }

    func write(_ value: D?) {
        if let value { window?.value = AnyHashable(value) } else { window?.value = nil }
    }
}
