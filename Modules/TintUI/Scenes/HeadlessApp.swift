import Foundation
import TintViews

/// Runs an `App`'s scenes offscreen, for tests: its first window opens at once, and every
/// window the app opens after (`openWindow`, New Window, Settings) is a `HeadlessHost` of its
/// own, with its own view graph.
///
/// ```swift
/// let app = HeadlessApp(MyApp())
/// app.renderFrame()
/// app.performMenuItem("File/New Window")
/// #expect(app.windows.count == 2)
/// ```
@MainActor
public final class HeadlessApp {
    private let session: AppSession<HeadlessHost>
    private let answers = DialogAnswers()

    /// The answer armed for the next file dialog: nil until one is.
    @MainActor
    private final class DialogAnswers {
        var next: [URL]??

        /// Answers `request` with the armed answer, if one is; whether it did.
        func answer(_ request: _FileDialogRequest) -> Bool {
            guard case .some(let urls) = next else { return false }
            next = .none
            request.finish(urls)
            return true
        }
    }

    /// Starts `app`: reads its scenes and opens the first window (each window at its scene's
    /// default size, at `scale` pixels per point).
    public init<A: App>(_ app: A, scale: CGFloat = 1) {
        let answers = answers
        session = AppSession(app: app, makeHost: { root, definition in
            let host = HeadlessHost(rootView: root, width: definition.width, height: definition.height, scale: scale)
            host.pipeline.fileDialogs.answersAtOnce = { answers.answer($0) }
            return host
        })
        session.presentWindowlessDialog = { request in
            guard !answers.answer(request) else { return }
            RuntimeWarnings.emit("No window is open to show the file dialog in, and no answer is armed; it is answered as cancelled",
                                 fix: "set fileDialogAnswer before the item that asks (File > Open…)")
            request.finish(nil)
        }
        session.launch()
    }

    /// How the next file dialog answers (File > Open…, Save As…, a view's `.fileImporter` or
    /// `.fileExporter`): with these URLs as if chosen in it (for a save, the one to write to),
    /// or cancelled when set to nil. A dialog already waiting is answered at once. Reads the
    /// answer still armed (nil when none is, or a cancel is).
    public var fileDialogAnswer: [URL]? {
        get { answers.next ?? nil }
        set {
            if let waiting = session.windows.last(where: { $0.host.fileDialog != nil }) {
                waiting.host.pipeline.fileDialogs.answer(newValue)
            } else {
                answers.next = .some(newValue)
            }
        }
    }

    /// The question or error the window is showing over its content (a document's "save the
    /// changes?", why a document could not be opened or saved): its title and message, nil
    /// when none is up.
    public func prompt(in window: HeadlessHost) -> (title: String, message: String)? {
        guard let question = session.windows.first(where: { $0.host === window })?.prompt.current else { return nil }
        return (question.title, question.message)
    }

    /// The open windows, the front-most (the key window) last.
    public var windows: [HeadlessHost] { session.windows.map(\.host) }

    /// Whether the app still runs: it ends with its last window, or on Quit.
    public var isRunning: Bool { session.isRunning }

    /// Renders a frame of every open window; their reports, in the order of `windows`.
    @discardableResult
    public func renderFrame() -> [FrameReport] {
        // The app's body is read again first: its scenes' commands and `onChange` follow the
        // app's state.
        session.refreshScenes()
        // As on the desktop: the key window is active, the others inactive, a minimized one
        // in the background until it comes forward.
        for window in session.windows {
            let isKey = window === session.windows.last
            let phase = window.host.pipeline.scenePhase
            if isKey { window.host.pipeline.scenePhase = .active } else if phase != .background { window.host.pipeline.scenePhase = .inactive }
        }
        return session.windows.map { $0.host.renderFrame() }
    }

    /// Every menu item's path, "Menu/Item", with the titles macOS shows: the app menu is named
    /// for the app ("MyApp/Settings…", "MyApp/Quit MyApp"), then "File/New Window",
    /// "Edit/Copy"..., the app's own menus' items, "Window/Minimize" and the open windows.
    public var menuItems: [String] { session.menuBar.paths }

    /// Runs the item at `path` as a click on it would; a path that names no item, or a
    /// disabled one, runs nothing and says so.
    public func performMenuItem(_ path: String) {
        guard let item = session.menuBar.item(at: path) else {
            RuntimeWarnings.emit("performMenuItem: no menu item at \"\(path)\"", fix: "use a path from menuItems (\"Menu/Item\")")
            return
        }
        guard !item.isDisabled else {
            RuntimeWarnings.emit("performMenuItem: \"\(path)\" is disabled now; it does nothing", fix: "perform it when the app enables it")
            return
        }
        MenuBar.perform(item)
    }

    /// Opens the Settings window (or brings it forward), as Ctrl+Comma does.
    public func openSettings() {
        session.openSettings()
    }

    /// Closes `window`, as its close button would.
    public func closeWindow(_ window: HeadlessHost) {
        guard let open = session.windows.first(where: { $0.host === window }) else { return }
        session.requestClose(open)
    }
}
