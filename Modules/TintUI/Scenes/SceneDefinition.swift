import Foundation
import Observation
import TintViews

/// What one scene says of its windows: its kind, id, title, size and content, and the
/// scene modifiers applied to it. The app's scenes flatten into a list of these
/// (`SceneList`), from which windows open.
@MainActor
struct SceneDefinition {
    enum Kind: Equatable {
        /// A `WindowGroup`: any number of windows (one per value for `WindowGroup(for:)`).
        case windowGroup
        /// A `Window`: one window at most.
        case window
        /// `Settings`: one window at most, opened by `openSettings` and Ctrl+Comma.
        case settings
        /// A `MenuBarExtra`: no window of its own.
        case menuBarExtra
        /// A `DocumentGroup`: a window per open document.
        case documentGroup
    }

    let kind: Kind
    var id: String?
    var title: String
    /// The type of the values the scene's windows show (`WindowGroup(for:)`).
    var valueType: Any.Type?
    /// The value a window opened without one shows (`defaultValue:`).
    var defaultValue: (@MainActor () -> AnyHashable)?
    /// A window's content, given the window's value (nil for scenes without values).
    let content: @MainActor (WindowValue?) -> AnyView

    var width = 800
    var height = 600
    var minimumSize: (width: Int, height: Int)?
    var resizability: WindowResizability = .automatic
    /// Where a new window goes on the screen (`defaultPosition`).
    var position: UnitPoint = .center
    /// Whether the window's title bar is hidden (`.windowStyle(.hiddenTitleBar)`).
    var hidesTitleBar = false
    /// Whether the window's toolbar shows the title (`.windowToolbarStyle(.unified(showsTitle:))`).
    var toolbarShowsTitle = true
    /// What the scene's windows' content is wrapped in (`.environment` and
    /// `.environmentObject` on the scene), innermost first.
    var wrappers: [@MainActor (AnyView) -> AnyView] = []
    /// `.commands`: menu content this scene adds to the app's menu bar.
    var commands: [CommandContent] = []
    /// `.commandsRemoved()`: the scene's own standard items (New Window, the window's menu
    /// entry) are not in the menu bar.
    var commandsRemoved = false
    /// `.commandsReplaced`: the menu bar holds only these, in place of every standard menu.
    var replacementCommands: [CommandContent]?
    /// `.keyboardShortcut` on the scene: the shortcut that opens one of its windows.
    var openShortcut: KeyboardShortcut?
    /// `.onChange(of:)` on the scene: run when the app's body gives a new value.
    var changeWatchers: [SceneChangeWatcher] = []
    /// A `DocumentGroup`'s documents: their types, how to make and read one, a window's content.
    var documents: DocumentKind?
    /// A `MenuBarExtra`'s menu items, as its content gives them now.
    var menuItems: (@MainActor () -> [_MenuItem])?
    /// A `MenuBarExtra`'s icon: its label drawn at `size` points and `scale`.
    var statusIcon: (@MainActor (_ size: CGFloat, _ scale: CGFloat) -> CGImage?)?

    /// Whether the scene's windows are opened by New Window and `openWindow` (a window group
    /// or a `Window`; not Settings, documents or menu bar extras).
    var opensPlainWindows: Bool { kind == .windowGroup || kind == .window }
}

/// A scene's `.onChange(of:initial:)`: its value as the app's body last gave it, compared
/// (as the value's own `==`) each time the body is read again.
@MainActor
struct SceneChangeWatcher {
    let value: Any
    let initial: Bool
    /// Whether `other` (the same watcher's value from a later body) differs from `value`.
    let differs: @MainActor (_ other: Any) -> Bool
    let action: @MainActor (_ old: Any, _ new: Any) -> Void
}

/// The app's scenes, flattened in the order the body lists them.
@MainActor
struct SceneList {
    var definitions: [SceneDefinition] = []

    init() {}

    /// The definitions of `scene` and the scenes inside it.
    init<S: Scene>(_ scene: S) {
        scene.appendDefinitions(to: &self)
    }

    /// The scene the app opens at launch: the first with windows of its own (not Settings,
    /// not a menu bar extra, not a document viewer, which waits for a document to be opened),
    /// as macOS does.
    var launchScene: Int? {
        definitions.firstIndex { $0.opensPlainWindows || $0.documents?.makeNew != nil }
    }

    /// The document groups' scenes, in order.
    var documentScenes: [Int] { definitions.indices.filter { definitions[$0].documents != nil } }
}

/// A window's value (`WindowGroup(for:)`), which the window's content reads and may change
/// through its binding: observable, so a change runs the bodies that read it.
@MainActor @Observable
final class WindowValue {
    var value: AnyHashable?

    init(_ value: AnyHashable?) {
        self.value = value
    }
}
