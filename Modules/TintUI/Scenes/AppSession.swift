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
        /// The document it shows (a `DocumentGroup`'s window).
        let document: OpenDocument?
        /// The question or error it is showing.
        let prompt: WindowPrompt
        /// The menu bar it draws (nil for Settings).
        let menuBar: _MenuBarState?
        /// Which `@SceneStorage` store it has: the lowest number no other open window has.
        var sceneSlot = 1
        /// Counts the times its content was made again from the app's body. One a window, not
        /// one an app: its content's body is tracked by Observation, and a registration on an
        /// object that outlives the window stays (with what its callback holds) until that
        /// object next changes, some 1.4 KB for every window closed.
        let contentRevision: ContentRevision
        let host: Host
        /// The window's title, as its host has it.
        @MainActor var title: String { host.title }

        init(scene: Int, value: WindowValue?, document: OpenDocument?, prompt: WindowPrompt, menuBar: _MenuBarState?,
             contentRevision: ContentRevision, host: Host) {
            self.scene = scene
            self.contentRevision = contentRevision
            self.value = value
            self.document = document
            self.prompt = prompt
            self.menuBar = menuBar
            self.host = host
        }
    }

    /// Reads the app's body again.
    private let readScenes: @MainActor () -> SceneList
    /// Whether what the app's body depends on changed since last asked (its `@State`...):
    /// the windows' content is then made again from the new scenes.
    private let appChanged: @MainActor () -> Bool
    /// The app's delegate, if it has an adaptor.
    private let lifecycle: (any ApplicationLifecycle)?
    /// How many times the windows' content has been made again: the windows' content reads
    /// it, so a change runs their roots' bodies.
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
    /// Shows a file dialog of the app's (File > Open…) while no window is open to show it in.
    var presentWindowlessDialog: (@MainActor (_FileDialogRequest) -> Void)?
    /// The documents opened and saved lately (File > Open Recent).
    var recentDocuments = RecentDocuments(file: nil)
    /// How many untitled documents the app has made (for "Untitled 2"...).
    var untitledCount = 0

    /// A session of `app`, whose windows `makeHost` makes; `wake` wakes the loop that reads
    /// the app's body again (from any thread) when its state changes.
    init<A: App>(app: A, wake: @escaping @Sendable () -> Void = {}, makeHost: @escaping @MainActor (AnyView, SceneDefinition) -> Host?) {
        let state = AppState(app, wake: wake)
        readScenes = { state.readScenes() }
        appChanged = { state.takeChange() }
        lifecycle = ApplicationDelegates.lifecycle(of: state.linkedApp)
        self.scenes = state.readScenes()
        self.makeHost = makeHost
        state.windowGraphs = { [weak self] in self?.windows.map(\.host.pipeline.graph) ?? [] }
        for definition in self.scenes.definitions {
            for watcher in definition.changeWatchers where watcher.initial { watcher.action(watcher.value, watcher.value) }
        }
    }

    /// Opens the scene the app starts with; with none (only Settings or menu bar extras), no
    /// window.
    func launch() {
        NSApplication.shared.started(quit: { [weak self] in self?.requestQuit() })
        lifecycle?.willLaunch()
        defer { lifecycle?.didLaunch() }
        guard let scene = scenes.launchScene else {
            // An app of status items only runs without a window.
            guard !scenes.definitions.contains(where: { $0.kind == .menuBarExtra }) else { return }
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
            guard definition.opensPlainWindows else { return false }
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
    /// (a `Window` and `Settings` have one window at most); a document group's window shows a
    /// new document.
    func open(scene: Int, value: AnyHashable?) {
        let definition = scenes.definitions[scene]
        if definition.kind == .documentGroup { return newDocument(scene: scene) }
        let single = definition.kind == .window || definition.kind == .settings
        if let existing = windows.last(where: { $0.scene == scene && (single || (value != nil && $0.value?.value == value)) }) {
            bringToFront(existing)
            return
        }
        let box = definition.valueType == nil ? nil : WindowValue(value ?? definition.defaultValue?())
        makeWindow(scene: scene, value: box, document: nil)
    }

    /// Makes a window of `scene` for a value or a document, in front of the others.
    func makeWindow(scene: Int, value: WindowValue?, document: OpenDocument?) {
        let definition = scenes.definitions[scene]
        let handle = WindowHandle()
        let prompt = WindowPrompt()
        // Every window but Settings draws the app's menu bar along its top, with its own open
        // menu.
        let bar = definition.kind == .settings ? nil : _MenuBarState()
        bar?.menus = drawnMenuList
        let slot = (1...).first { number in !windows.contains { $0.sceneSlot == number } } ?? 1
        let revision = ContentRevision()
        let content = root(for: scene, value: value, document: document, prompt: prompt, menuBar: bar, revision: revision, handle: handle)
        let sceneStore = AppSession.sceneStore(slot)
        guard let host = makeHost(AnyView(content.environment(\._sceneStorageStore, sceneStore)), definition) else { return }
        host.title = document?.windowTitle ?? definition.title
        host.pipeline.input.keyboard.menuShortcut = { [weak self, weak bar] key in
            // F10 opens the bar's first menu from the keyboard, as GTK's menu bars do.
            if key.name == "F10", key.modifiers.isEmpty, let bar {
                bar.keyboardOpen()
                return true
            }
            return self?.performShortcut(key) ?? false
        }
        let window = OpenWindow(scene: scene, value: value, document: document, prompt: prompt, menuBar: bar,
                                contentRevision: revision, host: host)
        window.sceneSlot = slot
        handle.window = window
        windows.append(window)
    }

    /// The `@SceneStorage` store of a window's slot: the first window's is `scene-state.json`,
    /// the others' `scene-state-2.json`... beside it, so two windows keep their own values
    /// and a window opened in that place at the next launch finds them. One store a file.
    static func sceneStore(_ slot: Int) -> _AppStorageStore {
        if slot <= 1 { return .scene }
        if let store = sceneStores[slot] { return store }
        let store = _AppStorageStore(file: _AppStorageStore.defaultFile(named: "scene-state-\(slot).json"))
        sceneStores[slot] = store
        return store
    }

    private static var sceneStores: [Int: _AppStorageStore] {
        get { SceneStores.byslot }
        set { SceneStores.byslot = newValue }
    }

    /// The window a root's views are in, for their `dismissWindow()`: set once the window is
    /// made (after its root).
    final class WindowHandle {
        weak var window: OpenWindow?
    }

    /// A window's root view: the scene's content for its value or document, in the scene's
    /// wrappers, with the app's window actions in its environment and its prompts over it.
    private func root(for scene: Int, value: WindowValue?, document: OpenDocument?, prompt: WindowPrompt, menuBar bar: _MenuBarState?,
                      revision: ContentRevision, handle: WindowHandle) -> AnyView {
        let definition = scenes.definitions[scene]
        // The content follows the app's body: made again from the scene as the body gives it
        // now whenever the app's state changes (the scene it was opened from, while the body
        // still has it).
        var content = AnyView(_SceneContent(revision: revision) { [weak self] in
            let current = self.flatMap { $0.scenes.definitions.indices.contains(scene) ? $0.scenes.definitions[scene] : nil }
            let fresh = current.flatMap { $0.kind == definition.kind ? $0 : nil } ?? definition
            return document.flatMap { document in fresh.documents.map { $0.content(document) } } ?? fresh.content(value)
        })
        for wrap in definition.wrappers { content = wrap(content) }
        if let lifecycle { content = lifecycle.environment(content) }
        let hasSettings = scenes.definitions.contains { $0.kind == .settings }
        let open = OpenWindowAction { [weak self] id, value in self?.openWindow(id: id, value: value) }
        let dismiss = DismissWindowAction { [weak self] id, value in
            if id == nil, value == nil {
                if let window = handle.window { self?.requestClose(window) }
            } else {
                self?.dismissWindows(id: id, value: value)
            }
        }
        let settings = hasSettings ? OpenSettingsAction { [weak self] in self?.openSettings() } : nil
        return AnyView(_AppWindowRoot(content: content, menuBar: bar, prompt: prompt, openWindow: open, dismissWindow: dismiss, openSettings: settings))
    }

    /// Closes the windows of the scene with `id`, or the one showing `value`.
    private func dismissWindows(id: String?, value: AnyHashable?) {
        let matching = windows.filter { window in
            let definition = scenes.definitions[window.scene]
            if let id, definition.id != id { return false }
            if let value, window.value?.value != value { return false }
            return true
        }
        matching.forEach { requestClose($0) }
    }

    /// Opens the Settings window, or brings it forward.
    func openSettings() {
        guard let scene = scenes.definitions.firstIndex(where: { $0.kind == .settings }) else {
            RuntimeWarnings.emit("openSettings: the app has no Settings scene; nothing opens", fix: "add a Settings { } scene to the App's body")
            return
        }
        open(scene: scene, value: nil)
    }

    /// The app's About panel, as macOS's standard one: the app's name and version (the
    /// bundle's `CFBundleShortVersionString` and `CFBundleVersion` when it has them), over the
    /// key window.
    func showAbout() {
        guard let window = windows.last else { return }
        let info = Bundle.main.infoDictionary ?? [:]
        let version = info["CFBundleShortVersionString"] as? String
        let build = info["CFBundleVersion"] as? String
        var lines: [String] = []
        if let version { lines.append("Version \(version)" + (build.map { " (\($0))" } ?? "")) }
        if let copyright = info["NSHumanReadableCopyright"] as? String { lines.append(copyright) }
        lines.append("Made with Tint")
        window.prompt.tell(AppIdentity.name, message: lines.joined(separator: "\n"))
    }

    /// Closes `window` as its close button asks: a document with unsaved changes first asks
    /// whether to save them (Save, Don’t Save, Cancel); `then` runs once it has closed.
    func requestClose(_ window: OpenWindow, then: (@MainActor () -> Void)? = nil) {
        window.document?.collectEdits()
        guard let document = window.document, document.isEdited, document.isEditable else {
            close(window)
            then?()
            return
        }
        bringToFront(window)
        window.prompt.ask("Do you want to save the changes made to the document “\(document.displayName)”?",
                          message: "Your changes will be lost if you don’t save them.", choices: [
            .init(title: "Save", role: nil) { [weak self] in self?.save(window) { self?.close(window); then?() } },
            .init(title: "Don’t Save", role: .destructive) { [weak self] in self?.close(window); then?() },
            .init(title: "Cancel", role: .cancel) {},
        ])
    }

    /// Ends the app as Quit asks: each document with unsaved changes asks first, and a Cancel
    /// keeps the app running.
    func requestQuit() {
        collectEdits()
        if let edited = windows.last(where: { ($0.document?.isEdited ?? false) && ($0.document?.isEditable ?? false) }) {
            requestClose(edited) { [weak self] in self?.requestQuit() }
        } else {
            quit()
        }
    }

    /// Closes `window` at once; the app ends with its last window, unless its delegate
    /// answers `applicationShouldTerminateAfterLastWindowClosed` with false.
    func close(_ window: OpenWindow) {
        guard let index = windows.firstIndex(where: { $0 === window }) else { return }
        windows.remove(at: index)
        onClose?(window.host)
        guard windows.isEmpty else { return }
        if lifecycle?.endsAfterLastWindowClosed() ?? true {
            terminate()
        } else {
            RuntimeWarnings.emit("The app's last window closed and its delegate keeps it running without a window",
                                 fix: "answer true from applicationShouldTerminateAfterLastWindowClosed, or end the app with NSApp.terminate(nil)")
        }
    }

    /// Makes `window` the key window.
    func bringToFront(_ window: OpenWindow) {
        guard let index = windows.firstIndex(where: { $0 === window }) else { return }
        windows.append(windows.remove(at: index))
    }

    /// Ends the app: every window closes, unless the delegate's
    /// `applicationShouldTerminate` cancels.
    func quit() {
        terminate()
    }

    /// Ends the app as the delegate allows: it is told the app will end, then every window
    /// closes. A delegate that cancels keeps the app running (and its windows open).
    private func terminate() {
        guard isRunning else { return }
        guard lifecycle?.mayTerminate() ?? true else { return }
        lifecycle?.willTerminate()
        let closing = windows
        windows.removeAll()
        closing.forEach { onClose?($0.host) }
        isRunning = false
        NSApplication.shared.ended()
    }

    // MARK: The menu bar

    /// The menu bar as it is now (its items' titles and state follow the app's).
    var menuBar: MenuBar {
        collectEdits()
        return MenuBar(session: self)
    }

    /// Takes in the changes every open document has had (for the titles, Save and Revert).
    func collectEdits() {
        for window in windows { window.document?.collectEdits() }
    }

    /// The menus the windows draw, as last handed to them.
    private var drawnMenuList: [_MenuBarMenu] = []
    /// What the drawn menus last showed: their paths and which items were disabled or on.
    private var drawnMenus: [String] = []

    /// Hands the windows' bars the menus as they are now, when they changed.
    func updateDrawnMenus() {
        let bar = menuBar
        let signature = bar.signature
        guard signature != drawnMenus else { return }
        drawnMenus = signature
        drawnMenuList = bar.menus.enumerated().map { index, menu in
            _MenuBarMenu(title: menu.title, items: drawnItems(menu.items, at: [index]))
        }
        for window in windows { window.menuBar?.menus = drawnMenuList }
    }

    /// The items as the windows draw them: each runs the item at its place in the menu bar as
    /// it is when clicked, not the one it was made from. The drawn menus are handed over only
    /// when what they show changes, and an item made earlier would hold what it acted on then
    /// (a window since closed, kept alive; the key window of before).
    private func drawnItems(_ items: [_MenuItem], at place: [Int]) -> [_MenuItem] {
        items.enumerated().map { index, item in
            let path = place + [index]
            var drawn = item
            switch item.kind {
            case .action:
                drawn.kind = .action { [weak self] in
                    guard let self, let current = self.menuBar.item(atIndices: path) else { return }
                    MenuBar.perform(current)
                }
            case .toggle:
                drawn.kind = .toggle(Binding(get: { [weak self] in
                    guard let self, case .toggle(let isOn) = self.menuBar.item(atIndices: path)?.kind else { return false }
                    return isOn.wrappedValue
                }, set: { [weak self] value in
                    guard let self, case .toggle(let isOn) = self.menuBar.item(atIndices: path)?.kind else { return }
                    isOn.wrappedValue = value
                }))
            case .submenu(let inner):
                drawn.kind = .submenu(drawnItems(inner, at: path))
            case .divider:
                break
            }
            return drawn
        }
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
        if appChanged() {
            for window in windows { window.contentRevision.count += 1 }
        }
        for (old, new) in zip(scenes.definitions, fresh.definitions) {
            for (before, after) in zip(old.changeWatchers, new.changeWatchers) where before.differs(after.value) {
                after.action(before.value, after.value)
            }
        }
        scenes = fresh
        updateDrawnMenus()
        for window in windows {
            if let title = window.document?.windowTitle, title != window.host.title { window.host.title = title }
        }
    }
}

/// How many times an app's windows' content has been made again (see `_SceneContent`).
@MainActor @Observable
final class ContentRevision {
    var count = 0
}

/// A window's content as its scene gives it now: made again (and diffed against what it
/// was) each time the app's state changes.
struct _SceneContent: View {
    let revision: ContentRevision
    let make: @MainActor () -> AnyView

    var body: some View {
        _ = revision.count
        return make()
    }
}

/// A window's root in an app: the scene's content with the app's window actions in its
/// environment.
struct _AppWindowRoot: View {
    let content: AnyView
    let menuBar: _MenuBarState?
    let prompt: WindowPrompt
    let openWindow: OpenWindowAction
    let dismissWindow: DismissWindowAction
    let openSettings: OpenSettingsAction?

    var body: some View {
        VStack(spacing: 0) {
            if let menuBar { _MenuBarView(state: menuBar) }
            content.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
            .modifier(_WindowPromptAlert(prompt: prompt))
            .environment(\.openWindow, openWindow)
            .environment(\.dismissWindow, dismissWindow)
            .transformEnvironment(\.openSettings) { action in
                if let openSettings { action = openSettings }
            }
            .environment(\.supportsMultipleWindows, true)
    }
}

/// The scene stores made so far, shared by every app session of the process (a generic class
/// has no static stored properties).
@MainActor
private enum SceneStores {
    static var byslot: [Int: _AppStorageStore] = [:]
}
