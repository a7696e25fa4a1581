import Foundation
import TintViews

/// What shows one of an app's windows: a `HeadlessHost`, or a `WindowHost` on the desktop.
@MainActor
protocol SceneWindowHost: AnyObject {
    var pipeline: FramePipeline { get }
    var title: String { get set }
}

extension HeadlessHost: SceneWindowHost {}
extension WindowHost: SceneWindowHost {}

/// The running app's scenes and windows, whatever shows them (a `HeadlessApp`'s hosts, or
/// the desktop's windows): which windows are open, in front-to-back order, opening and
/// closing them as `openWindow`, `dismissWindow`, `openSettings` and the menu bar ask, and the
/// menu bar itself.
@MainActor
final class AppSession<Host: SceneWindowHost> {
    /// One open window.
    final class OpenWindow {
        let scene: Int
        let value: WindowValue?
        let host: Host
        /// The window's title, as its host has it.
        @MainActor var title: String { host.title }

        init(scene: Int, value: WindowValue?, host: Host) {
            self.scene = scene
            self.value = value
            self.host = host
        }
    }

    /// Reads the app's body again.
    private let readScenes: @MainActor () -> SceneList
    private(set) var scenes: SceneList
    /// The open windows, the front-most (the key window) last.
    private(set) var windows: [OpenWindow] = []
    /// Whether the app still runs: it ends when its last window closes, or on Quit.
    private(set) var isRunning = true
    /// Makes a window's host for a root view and its scene (nil: it could not be made, said
    /// by a warning).
    private let makeHost: @MainActor (AnyView, SceneDefinition) -> Host?
    /// Told when a window closes, to let its host go (a desktop window is destroyed).
    var onClose: (@MainActor (Host) -> Void)?

    init(scenes: @escaping @MainActor () -> SceneList, makeHost: @escaping @MainActor (AnyView, SceneDefinition) -> Host?) {
        readScenes = scenes
        self.scenes = scenes()
        self.makeHost = makeHost
        for definition in self.scenes.definitions {
            for watcher in definition.changeWatchers where watcher.initial { watcher.action(watcher.value, watcher.value) }
        }
    }

    /// Opens the scene the app starts with; with none (only Settings or menu bar extras), no
    /// window.
    func launch() {
        guard let scene = scenes.launchScene else {
            RuntimeWarnings.emit("The app has no WindowGroup or Window scene; no window opens",
                                 fix: "add a WindowGroup { } (or a Window) to the App's body")
            return
        }
        open(scene: scene, value: nil)
        updateDrawnMenus()
    }

    // MARK: Opening and closing

    /// Opens (or brings to the front) a window as `openWindow(id:value:)` asks.
    func openWindow(id: String?, value: AnyHashable?) {
        let candidates = scenes.definitions.indices.filter { index in
            let definition = scenes.definitions[index]
            guard definition.kind == .windowGroup || definition.kind == .window else { return false }
            if let id, definition.id != id { return false }
            if let value, let type = definition.valueType, type != Swift.type(of: value.base) { return false }
            if value != nil, definition.valueType == nil { return false }
            return true
        }
        guard let scene = candidates.first else {
            let asked = id.map { "id \"\($0)\"" } ?? value.map { "a value of type \(type(of: $0.base))" } ?? "nothing"
            RuntimeWarnings.emit("openWindow: no scene of the app has \(asked); nothing opens",
                                 fix: "give a WindowGroup or Window that id (WindowGroup(id:)), or a WindowGroup(for:) of the value's type")
            return
        }
        open(scene: scene, value: value)
    }

    /// Opens a window of `scene` showing `value`, or brings forward the one that already does
    /// (a `Window` and `Settings` have one window at most).
    func open(scene: Int, value: AnyHashable?) {
        let definition = scenes.definitions[scene]
        let single = definition.kind == .window || definition.kind == .settings
        if let existing = windows.last(where: { $0.scene == scene && (single || (value != nil && $0.value?.value == value)) }) {
            bringToFront(existing)
            return
        }
        let box = definition.valueType == nil ? nil : WindowValue(value ?? definition.defaultValue?())
        let handle = WindowHandle()
        guard let host = makeHost(root(for: definition, value: box, handle: handle), definition) else { return }
        host.title = definition.title
        host.pipeline.input.keyboard.menuShortcut = { [weak self] key in self?.performShortcut(key) ?? false }
        let window = OpenWindow(scene: scene, value: box, host: host)
        handle.window = window
        windows.append(window)
    }

    /// The window a root's views are in, for their `dismissWindow()`: set once the window is
    /// made (after its root).
    final class WindowHandle {
        weak var window: OpenWindow?
    }

    /// A window's root view: the scene's content for its value, in the scene's wrappers, with
    /// the app's window actions in its environment.
    private func root(for definition: SceneDefinition, value: WindowValue?, handle: WindowHandle) -> AnyView {
        var content = definition.content(value)
        for wrap in definition.wrappers { content = wrap(content) }
        let hasSettings = scenes.definitions.contains { $0.kind == .settings }
        let open = OpenWindowAction { [weak self] id, value in self?.openWindow(id: id, value: value) }
        let dismiss = DismissWindowAction { [weak self] id, value in
            if id == nil, value == nil {
                if let window = handle.window { self?.close(window) }
            } else {
                self?.dismissWindows(id: id, value: value)
            }
        }
        let settings = hasSettings ? OpenSettingsAction { [weak self] in self?.openSettings() } : nil
        // Every window but Settings draws the app's menu bar along its top.
        let bar = definition.kind == .settings ? nil : menuState
        return AnyView(_AppWindowRoot(content: content, menuBar: bar, openWindow: open, dismissWindow: dismiss, openSettings: settings))
    }

    /// Closes the windows of the scene with `id`, or the one showing `value`.
    private func dismissWindows(id: String?, value: AnyHashable?) {
        let matching = windows.filter { window in
            let definition = scenes.definitions[window.scene]
            if let id, definition.id != id { return false }
            if let value, window.value?.value != value { return false }
            return true
        }
        matching.forEach(close)
    }

    /// Opens the Settings window, or brings it forward.
    func openSettings() {
        guard let scene = scenes.definitions.firstIndex(where: { $0.kind == .settings }) else {
            RuntimeWarnings.emit("openSettings: the app has no Settings scene; nothing opens", fix: "add a Settings { } scene to the App's body")
            return
        }
        open(scene: scene, value: nil)
    }

    /// Closes `window`; the app ends with its last window.
    func close(_ window: OpenWindow) {
        guard let index = windows.firstIndex(where: { $0 === window }) else { return }
        windows.remove(at: index)
        onClose?(window.host)
        if windows.isEmpty { isRunning = false }
    }

    /// Makes `window` the key window.
    func bringToFront(_ window: OpenWindow) {
        guard let index = windows.firstIndex(where: { $0 === window }) else { return }
        windows.append(windows.remove(at: index))
    }

    /// Ends the app: every window closes.
    func quit() {
        let closing = windows
        windows.removeAll()
        closing.forEach { onClose?($0.host) }
        isRunning = false
    }

    // MARK: The menu bar

    /// The menu bar as it is now (its items' titles and state follow the app's).
    var menuBar: MenuBar { MenuBar(session: self) }

    /// The menus the windows draw.
    let menuState = _MenuBarState()
    /// What the drawn menus last showed: their paths and which items were disabled or on.
    private var drawnMenus: [String] = []

    /// Hands the windows' bars the menus as they are now, when they changed.
    func updateDrawnMenus() {
        let bar = menuBar
        let signature = bar.signature
        guard signature != drawnMenus else { return }
        drawnMenus = signature
        menuState.menus = bar.menus.map { _MenuBarMenu(title: $0.title, items: $0.items) }
    }

    /// Runs the menu item whose shortcut `key` is, if one is enabled; whether one ran.
    func performShortcut(_ key: KeyEvent) -> Bool {
        guard let item = menuBar.item(forKeyName: key.name, shift: key.shift, control: key.control, option: key.option) else { return false }
        MenuBar.perform(item)
        return true
    }

    /// Reads the app's body again: new scene values (their commands), and the scenes'
    /// `onChange` actions for values that changed.
    func refreshScenes() {
        let fresh = readScenes()
        for (old, new) in zip(scenes.definitions, fresh.definitions) {
            for (before, after) in zip(old.changeWatchers, new.changeWatchers) where before.differs(after.value) {
                after.action(before.value, after.value)
            }
        }
        scenes = fresh
        updateDrawnMenus()
    }
}

/// A window's root in an app: the scene's content with the app's window actions in its
/// environment.
struct _AppWindowRoot: View {
    let content: AnyView
    let menuBar: _MenuBarState?
    let openWindow: OpenWindowAction
    let dismissWindow: DismissWindowAction
    let openSettings: OpenSettingsAction?

    var body: some View {
        VStack(spacing: 0) {
            if let menuBar { _MenuBarView(state: menuBar) }
            content.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
            .environment(\.openWindow, openWindow)
            .environment(\.dismissWindow, dismissWindow)
            .transformEnvironment(\.openSettings) { action in
                if let openSettings { action = openSettings }
            }
            .environment(\.supportsMultipleWindows, true)
    }
}
