import Foundation
internal import TintDBus
import TintSDL
import TintViews

/// Runs an app's scenes on the desktop: a native window per open window, all served by one
/// loop over SDL's event queue (each event to the window it names), each window drawing only
/// its own damage. The loop sleeps until an event or the first frame any window has due, and
/// ends with the app (its last window closed, or Quit).
@MainActor
package final class DesktopApp {
    private let session: AppSession<WindowHost>
    /// Why the last window that could not open did not.
    private final class Failure { var error: SDLError? }
    private let failure = Failure()
    /// Set up each window as it opens (the demo turns its debug keys on).
    private final class Setup { var configure: (@MainActor (WindowHost) -> Void)? }
    private let setup = Setup()

    /// Called with each window as it opens, before its first frame.
    package var configureWindow: (@MainActor (WindowHost) -> Void)? {
        get { setup.configure }
        set { setup.configure = newValue }
    }

    package init<A: App>(_ app: A) {
        let failure = self.failure, setup = self.setup
        session = AppSession(app: app, wake: { SDLWindow.pushWake() }, makeHost: { root, definition in
            do throws(SDLError) {
                let host = try WindowHost(rootView: root, title: definition.title, width: definition.width, height: definition.height)
                host.window.isResizable = definition.resizability != .contentSize
                if let minimumSize = definition.minimumSize { host.window.setMinimumSize(width: minimumSize.width, height: minimumSize.height) }
                host.window.place(at: definition.position)
                setup.configure?(host)
                return host
            } catch {
                failure.error = error
                RuntimeWarnings.emit("\(definition.title): the window could not open (\(error))", fix: "run the app in a desktop session (or under xvfb-run); the error says what is missing")
                return nil
            }
        })
        session.onClose = { host in host.window.close() }
        session.recentDocuments = RecentDocuments(file: RecentDocuments.desktopFile(app: AppIdentity.name))
    }

    /// Opens the app's first window and runs until the app ends; throws when no window could
    /// open at all (no display).
    package func run() throws(SDLError) {
        try start()
        while try step(timeout: nil) {}
    }

    /// Opens the app's first window and draws it.
    package func start() throws(SDLError) {
        // Files named on the command line open as documents (a document app's "open with");
        // with none, the app starts as it does without them.
        let files = DesktopApp.documentArguments(CommandLine.arguments.dropFirst())
        if files.isEmpty || session.scenes.documentScenes.isEmpty { session.launch() }
        if !session.scenes.documentScenes.isEmpty { files.forEach { session.openDocument(at: $0) } }
        // None of them could be opened (each said why): an app that makes documents starts
        // with a new one.
        if session.windows.isEmpty, !files.isEmpty, session.scenes.launchScene != nil { session.launch() }
        // An app of status items only needs them before it can run without a window.
        if session.windows.isEmpty { publishStatusItems() }
        guard !session.windows.isEmpty || !statusItems.isEmpty else {
            if let error = failure.error { throw error }
            if !session.scenes.documentScenes.isEmpty {
                throw SDLError("the app only views documents and none was opened; name a file to open on the command line")
            }
            throw SDLError("the app has no WindowGroup or Window scene; add one to its body")
        }
        // The desktop's look, changed while the app runs (dark at sunset, a new accent).
        DesktopPortal.shared.onChange(wake: { SDLWindow.pushWake() }) { [session] settings in
            for window in session.windows { window.host.follow(settings) }
        }
        for window in session.windows { try window.host.renderAndPresent() }
        // After the first frames, which take the warnings before them into their reports.
        publishStatusItems()
        accessibility = AccessibilityBus.start(appName: ProcessInfo.processInfo.processName, session: DesktopPortal.shared.connection)
        if accessibility != nil {
            // A reader connected: the app is read (and may be by a screen reader).
            let status = AccessibilityBus.status(session: DesktopPortal.shared.connection)
            assistiveTechnology = (true, status.screenReader)
            // A screen reader started or quit later: every window's environment follows.
            AccessibilityBus.followStatus(session: DesktopPortal.shared.connection) { [weak self] running in
                guard let self else { return }
                assistiveTechnology.screenReader = running
                for entry in accessibleWindows { entry.host.pipeline.assistiveTechnology = assistiveTechnology }
            }
        }
        followWindowsForAccessibility()
    }

    /// The app on the accessibility bus, when there is one.
    private var accessibility: ATSPIServer?
    /// What `\.accessibilityEnabled` and `\.accessibilityVoiceOverEnabled` say in every window.
    private var assistiveTechnology = (connected: false, screenReader: false)
    private var accessibleWindows: [(host: WindowHost, id: Int)] = []
    private var nextAccessibleWindow = 1

    /// Gives the accessibility server the windows opened since, and takes away those closed;
    /// has it bring their trees up to date with the frames drawn since (what changed is told
    /// to readers), then answers what readers asked.
    private func followWindowsForAccessibility() {
        guard let server = accessibility else { return }
        let hosts = session.windows.map(\.host)
        for gone in accessibleWindows where !hosts.contains(where: { $0 === gone.host }) { server.remove(window: gone.id) }
        accessibleWindows.removeAll { entry in !hosts.contains { $0 === entry.host } }
        for host in hosts where !accessibleWindows.contains(where: { $0.host === host }) {
            let id = nextAccessibleWindow
            nextAccessibleWindow += 1
            accessibleWindows.append((host, id))
            host.pipeline.assistiveTechnology = assistiveTechnology
            server.add(ATSPIServer.Window(
                id: id, title: { [weak host] in host?.title ?? "" },
                tree: { [weak host] in host?.pipeline.tree.accessibility },
                focused: { [weak host] in host?.pipeline.input.focus.focused },
                origin: { [weak host] in host.map { CGPoint(x: $0.window.position.x, y: $0.window.position.y) } ?? .zero },
                scale: { [weak host] in host?.scale ?? 1 },
                size: { [weak host] in host.map { CGSize(width: CGFloat($0.window.width) / $0.scale, height: CGFloat($0.window.height) / $0.scale) } ?? .zero },
                isActive: { [weak self, weak host] in self?.session.windows.last?.host === host },
                copy: { [weak host] text in host?.pipeline.input.keyboard.clipboard.text = text },
                paste: { [weak host] in host?.pipeline.input.keyboard.clipboard.text }))
        }
        server.sync()
        server.connection.process()
    }

    /// The app's menu bar extras in the desktop's status area.
    private var statusItems: [StatusNotifierItem] = []
    private var publishedStatusItems = false

    /// Publishes each `MenuBarExtra` as a status item; where the desktop has no status area
    /// (no session bus, no StatusNotifierWatcher), says so once.
    private func publishStatusItems() {
        guard !publishedStatusItems else { return }
        publishedStatusItems = true
        for index in session.scenes.definitions.indices where session.scenes.definitions[index].kind == .menuBarExtra {
            let definition = session.scenes.definitions[index]
            do throws(DBusError) {
                guard let connection = DesktopPortal.shared.connection else { throw DBusError("tint.NoBus", "no session bus") }
                let item = try StatusNotifierItem(connection: connection, title: definition.title, icon: definition.statusIcon?(22, 2)) { [session] in
                    guard session.scenes.definitions.indices.contains(index) else { return [] }
                    return session.scenes.definitions[index].menuItems?() ?? []
                }
                statusItems.append(item)
                connection.startWatching { SDLWindow.pushWake() }
            } catch {
                RuntimeWarnings.emit("MenuBarExtra \"\(definition.title)\": the desktop has no status area to show it in (\(error))",
                                     fix: "offer the same items in a CommandMenu, which every window's menu bar shows; on GNOME, the AppIndicator extension adds a status area")
            }
        }
    }

    /// Waits for events (at most until the first frame a window has due, or `limit` seconds
    /// when given), hands them to their windows and draws what changed; false once the app
    /// has ended.
    package func step(timeout limit: Double?) throws(SDLError) -> Bool {
        guard session.isRunning else { return false }
        if session.windows.isEmpty, !statusItems.isEmpty {
            // Only status items: the bus is all there is to wait for.
            DesktopPortal.shared.connection?.process(waitingUpTo: limit.map { Swift.min($0, 0.5) } ?? 0.5)
            session.refreshScenes()
            statusItems.forEach { $0.refresh() }
            return session.isRunning
        }
        let hosts = session.windows.map(\.host)
        let due = ([WindowHost.runLoopTimer()] + hosts.map(\.nextFrameDue)).compactMap { $0 }.min()
        let timeout = [due.map { Swift.max(0, $0.timeIntervalSinceNow) }, limit].compactMap { $0 }.min()
        if timeout.map({ $0 > 0.25 }) ?? true { hosts.forEach { $0.idle() } }
        // The wait ends at the first event, or at one SDL keeps to itself (a window shown or
        // moved): whatever else is queued is handled before the frame either way.
        if let first = SDLWindow.nextEvent(for: hosts.map(\.window), timeout: timeout) { dispatch(first) }
        while session.isRunning, let next = SDLWindow.pollEvent(for: session.windows.map(\.host.window)) { dispatch(next) }
        guard session.isRunning else { return false }
        DesktopPortal.shared.process()
        session.refreshScenes()
        statusItems.forEach { $0.refresh() }
        for window in session.windows { try window.host.renderAndPresent() }
        followWindowsForAccessibility()
        return true
    }

    /// The paths among `arguments` that name files (options, which start with "-", left out).
    static func documentArguments(_ arguments: ArraySlice<String>) -> [URL] {
        arguments.filter { !$0.hasPrefix("-") && !$0.isEmpty }.map { URL(fileURLWithPath: $0) }
    }

    /// The open windows, the key window last.
    package var windows: [WindowHost] { session.windows.map(\.host) }

    /// Hands an event to its window: a close request closes that window, a quit (the desktop's,
    /// or the window's Ctrl+Q) ends the app, focus makes the window the key one.
    private func dispatch(_ routed: (window: SDLWindow?, event: WindowEvent)) {
        guard let target = routed.window, let window = session.windows.last(where: { $0.host.window === target }) else {
            if routed.event == .quit { session.requestQuit() }
            return
        }
        if routed.event == .activation(.focused) { session.bringToFront(window) }
        guard !window.host.handle(routed.event) else { return }
        if routed.event == .closeRequested { session.requestClose(window) } else { session.requestQuit() }
    }
}
