import Foundation
import Testing
import TintImageIO
import TintRaster
import TintDemoScenes
import TintSDL
import TintUI

/// Every test that touches SDL video is in this one serialized suite: SDL's video subsystem is
/// process-wide and not thread-safe.
@MainActor
@Suite(.serialized) struct WindowTests {
    /// A window: a real X11 one when a display exists (tools/test runs under xvfb-run), else
    /// SDL's offscreen driver.
    /// Without a display, SDL's offscreen driver (asked for by name, so it is allowed).
    private func useOffscreenDriverWithoutDisplay() {
        if ProcessInfo.processInfo.environment["DISPLAY"] == nil && ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil {
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
        }
    }

    private func openHost(_ width: Int = 320, _ height: Int = 240) throws -> WindowHost {
        try openHost(Counter(), width, height)
    }

    private func openHost<Root: View>(_ root: Root, _ width: Int = 320, _ height: Int = 240) throws -> WindowHost {
        useOffscreenDriverWithoutDisplay()
        return try WindowHost(rootView: root, title: "Tint test", width: width, height: height)
    }

    private struct ScrollingRows: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<50) { Text("Row \($0)").frame(maxWidth: .infinity, minHeight: 20).accessibilityIdentifier("row\($0)") }
                }
            }
        }
    }

    private struct FixedApp: App {
        var body: some Scene {
            WindowGroup("Fixed") { Counter() }
                .defaultSize(width: 300, height: 200)
                .windowResizability(.contentSize)
        }
    }

    /// An `App`'s `WindowGroup` opens its window at its default size, fixed when asked, and
    /// shows its content.
    @Test func appWindowGroupOpensItsWindow() throws {
        useOffscreenDriverWithoutDisplay()
        let host = try #require(try FixedApp().openLaunchWindow())
        defer { host.window.close() }
        // The offscreen driver keeps no window flags; a real (X11) window is fixed.
        if host.window.driverName == "x11" { #expect(!host.window.isResizable) }
        #expect(host.window.width == 300 && host.window.height == 200)
        try host.renderAndPresent()
        #expect(host.frame(of: "add") != nil)
    }

    private final class Clicks {
        @MainActor static var byWindow: [String: Int] = [:]
    }

    private struct Clicker: View {
        let name: String
        var body: some View {
            Button("Click \(name)") { Clicks.byWindow[name, default: 0] += 1 }
                .accessibilityIdentifier("click")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }

    private struct TwoScenes: App {
        var body: some Scene {
            WindowGroup("First") { Clicker(name: "first") }.defaultSize(width: 300, height: 200)
            Window("Second", id: "second") { Clicker(name: "second") }.defaultSize(width: 260, height: 180)
                .keyboardShortcut("2")
        }
    }

    /// Steps `app` until `done` holds or five steps have passed (the X server hands a new
    /// window's events over a few passes); whether the app still runs.
    @discardableResult
    private func steps(_ app: DesktopApp, until done: () -> Bool) throws -> Bool {
        var running = true
        for _ in 0..<5 where running && !done() { running = try app.step(timeout: 0.2) }
        return running
    }

    /// An app's windows are native windows served by one loop: each event reaches the window
    /// it names, a close button closes its window only, and Ctrl+Q ends the app.
    @Test func anAppsWindowsShareOneLoopAndEachGetsItsOwnEvents() throws {
        useOffscreenDriverWithoutDisplay()
        Clicks.byWindow = [:]
        let app = DesktopApp(TwoScenes())
        try app.start()
        #expect(app.windows.map(\.title) == ["First"])
        app.windows[0].window.pushKey("2", control: true)
        #expect(try steps(app) { app.windows.count == 2 })
        // In focus order: the desktop's focus events make a window the key one.
        #expect(app.windows.map(\.title).sorted() == ["First", "Second"])
        let first = try #require(app.windows.first { $0.title == "First" }), second = try #require(app.windows.first { $0.title == "Second" })
        #expect(first.window.windowID != second.window.windowID && second.window.width == 260)
        let button = try #require(second.frame(of: "click"))
        second.window.pushClick(at: CGPoint(x: button.midX, y: button.midY))
        #expect(try steps(app) { Clicks.byWindow["second"] != nil })
        #expect(Clicks.byWindow == ["second": 1], "the click reached the window it was in")
        second.window.pushCloseRequest()
        #expect(try steps(app) { second.window.isClosed })
        #expect(app.windows.map(\.title) == ["First"] && second.window.isClosed)
        first.window.pushKey("Q", control: true)
        #expect(try !steps(app) { false })
        #expect(app.windows.isEmpty && first.window.isClosed)
    }

    private struct StatusApp: App {
        static var shown = true
        var body: some Scene {
            WindowGroup("Main") { Text("main") }.defaultSize(width: 200, height: 120)
            MenuBarExtra("Status", systemImage: "star", isInserted: Binding(get: { StatusApp.shown }, set: { StatusApp.shown = $0 })) {
                Button("Quit") {}
            }
        }
    }

    /// A MenuBarExtra adds no window; the desktop app says once that its icon is not shown, and
    /// says nothing for one that is not inserted.
    @Test func aMenuBarExtraIsSaidToBeUnshown() throws {
        useOffscreenDriverWithoutDisplay()
        StatusApp.shown = true
        let app = DesktopApp(StatusApp())
        try app.start()
        #expect(app.windows.map(\.title) == ["Main"])
        #expect(RuntimeWarnings.take { $0.contains("MenuBarExtra \"Status\"") && $0.contains("Fix:") }.count == 1)
        app.windows[0].window.pushCloseRequest()
        #expect(try !steps(app) { false })
        StatusApp.shown = false
        let hidden = DesktopApp(StatusApp())
        try hidden.start()
        #expect(RuntimeWarnings.take { $0.contains("MenuBarExtra") }.isEmpty)
        hidden.windows[0].window.pushCloseRequest()
        #expect(try !steps(hidden) { false })
    }

    /// A wheel turn goes through SDL's queue to the scroll view under the pointer.
    @Test func syntheticWheelScrollsTheScrollViewUnderThePointer() throws {
        let host = try openHost(ScrollingRows())
        defer { host.window.close() }
        try host.renderAndPresent()
        #expect(host.handlePendingEvents())
        try host.renderAndPresent()
        let before = try #require(host.frame(of: "row0"))
        host.window.pushWheel(at: CGPoint(x: 160, y: 120), notches: 2)
        #expect(host.handlePendingEvents())
        let report = try host.renderAndPresent()
        let after = try #require(host.frame(of: "row0"))
        #expect(after.minY == before.minY - 2 * SDLWindow.wheelStep)
        #expect(report.repaintedPixels > 0)
        // What the window shows is what a headless host shows after the same scroll.
        let headless = HeadlessHost(rootView: ScrollingRows(), width: 320, height: 240)
        headless.renderFrame()
        headless.scroll(at: CGPoint(x: 160, y: 120), by: CGSize(width: 0, height: 2 * SDLWindow.wheelStep))
        headless.renderFrame()
        expectSameImage(try host.window.readPixels(), headless.pixelBuffer, "scrolled window against headless")
    }

    private struct HoverCard: View {
        @State var hovering = false
        var body: some View {
            Color(white: hovering ? 0.2 : 0.8).frame(width: 100, height: 100).onHover { hovering = $0 }.accessibilityIdentifier("card")
        }
    }

    /// 10,000 queued pointer moves cost one hit test and one frame, which reflects the last.
    @Test func floodOfPointerMovesIsOneFrame() throws {
        let host = try openHost(HoverCard())
        defer { host.window.close() }
        try host.renderAndPresent()
        // Start with the pointer outside the card (an earlier test may have left it inside).
        host.window.warpPointer(to: CGPoint(x: 5, y: 5))
        host.window.pushMouseMove(to: CGPoint(x: 5, y: 5))
        #expect(host.handlePendingEvents())
        try host.renderAndPresent()
        #expect(host.pixelBuffer.straightPixel(x: 160, y: 120) == RGBA8(Color(white: 0.8)))
        for i in 0..<10_000 { host.window.pushMouseMove(to: CGPoint(x: i % 300, y: 5)) }
        // The last one where the real pointer goes too (an X server reports where it is).
        host.window.warpPointer(to: CGPoint(x: 160, y: 120))
        host.window.pushMouseMove(to: CGPoint(x: 160, y: 120))
        #expect(host.handlePendingEvents())
        let report = try host.renderAndPresent()
        #expect(report.bodyEvaluations["HoverCard"] == 1)
        #expect(host.pixelBuffer.straightPixel(x: 160, y: 120) == RGBA8(Color(white: 0.2)))
        #expect(try host.renderAndPresent().repaintedPixels == 0)
    }

    private struct NameForm: View {
        @State var name = ""
        var body: some View {
            VStack(spacing: 8) {
                TextField("Name", text: $name).accessibilityIdentifier("field")
                Text("[\(name)]").accessibilityIdentifier("echo")
            }
            .frame(width: 200)
        }
    }

    /// Typing into a text field through SDL's queue: a click focuses it, text and editing keys
    /// arrive as events, and the debug keys type instead of toggling while it has the focus.
    @Test func typingIntoATextField() throws {
        let host = try openHost(NameForm())
        defer { host.window.close() }
        host.options.debugKeys = true
        try host.renderAndPresent()
        #expect(host.handlePendingEvents())
        try host.renderAndPresent()
        let field = try #require(host.frame(of: "field"))
        let empty = try #require(host.frame(of: "echo")).width
        host.window.pushClick(at: CGPoint(x: field.midX, y: field.midY))
        host.window.pushText("Tint")
        host.window.pushKey("T")
        host.window.pushKey("Backspace")
        #expect(host.handlePendingEvents())
        try host.renderAndPresent()
        #expect(!host.options.debugTint, "T went to the field")
        let typed = try #require(host.frame(of: "echo")).width
        #expect(typed > empty)
        // The window shows what a headless host shows after the same input.
        let headless = HeadlessHost(rootView: NameForm(), width: 320, height: 240)
        headless.renderFrame()
        headless.tap("field")
        headless.type("Tint")
        headless.pressKey("T")
        headless.pressKey("Backspace")
        headless.renderFrame()
        #expect(try #require(headless.frame(of: "echo")).width == typed)
        expectSameImage(try host.window.readPixels(), headless.pixelBuffer, "typed window against headless")
    }

    /// A resize to nothing and back, and a window closed between frames: no crash, clear
    /// errors, and the content laid out again at the new size.
    @Test func resizeToZeroAndClosedWindow() throws {
        let host = try openHost(ScrollingRows())
        try host.renderAndPresent()
        #expect(host.handle(.resized(width: 0, height: 0)))
        _ = try? host.renderAndPresent()
        #expect(host.handle(.resized(width: 200, height: 100)))
        _ = try? host.renderAndPresent()
        #expect(try #require(host.frame(of: "row0")).width == 200)
        host.window.close()
        // Presenting into a closed window is an error, not a crash.
        #expect(host.handle(.exposed))
        #expect(throws: SDLError.self) { try host.renderAndPresent() }
    }

    /// A window at scale 2 (a high-density display): twice the pixels, the same layout in
    /// points, clicks given in pixels land on the right control.
    @Test func highDensityWindow() throws {
        useOffscreenDriverWithoutDisplay()
        let host = try WindowHost(rootView: Counter(), title: "Tint test", width: 160, height: 120, scale: 2)
        defer { host.window.close() }
        #expect(host.window.width == 320 && host.window.height == 240)
        try host.renderAndPresent()
        #expect(host.handlePendingEvents())
        try host.renderAndPresent()
        let add = try #require(host.frame(of: "add"))
        host.window.pushClick(at: CGPoint(x: add.midX * 2, y: add.midY * 2))
        #expect(host.handlePendingEvents())
        try host.renderAndPresent()
        let headless = HeadlessHost(rootView: Counter(), width: 160, height: 120, scale: 2)
        headless.renderFrame()
        headless.tap("add")
        headless.renderFrame()
        expectSameImage(try host.window.readPixels(), headless.pixelBuffer, "scale-2 window against headless")
    }

    /// With the debug keys turned on (the demo's), T, B and H turn the debug tint, the badges
    /// and the heads-up display on and off. Off, as in every app by default, they are only
    /// keys, and Ctrl+S writes no screenshot.
    @Test func debugKeysToggleTheOverlays() throws {
        let host = try openHost()
        defer { host.window.close() }
        try host.renderAndPresent()
        #expect(host.handlePendingEvents())
        #expect(!host.options.debugKeys)
        let folder = FileManager.default.currentDirectoryPath
        let shotsBefore = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("tint-screenshot-") }
        for key in ["T", "B", "H"] { host.window.pushKey(key) }
        host.window.pushKey("S", control: true)
        #expect(host.handlePendingEvents())
        #expect(!host.options.debugTint && !host.options.renderCountBadges && !host.options.headsUpDisplay)
        let shotsAfter = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("tint-screenshot-") }
        #expect(shotsAfter == shotsBefore, "no screenshot from an app's Ctrl+S")
        host.options.debugKeys = true
        for key in ["T", "B", "H"] { host.window.pushKey(key) }
        #expect(host.handlePendingEvents())
        #expect(host.options.debugTint && host.options.renderCountBadges && host.options.headsUpDisplay)
        let report = try host.renderAndPresent()
        #expect(report.repaintedPixels > 0, "the heads-up display appears at once")
        host.window.pushKey("T")
        #expect(host.handlePendingEvents())
        #expect(!host.options.debugTint && host.options.headsUpDisplay)
        // Ctrl+T is not the debug key.
        host.window.pushKey("B", control: true)
        #expect(host.handlePendingEvents())
        #expect(host.options.renderCountBadges)
    }

    private func expectSameImage(_ a: PixelBuffer, _ b: PixelBuffer, _ what: String) {
        #expect(a.width == b.width && a.height == b.height, "\(what): sizes differ")
        guard a.width == b.width, a.height == b.height else { return }
        var differing = 0
        for y in 0..<a.height {
            for x in 0..<a.width where a.straightPixel(x: x, y: y) != b.straightPixel(x: x, y: y) {
                differing += 1
            }
        }
        #expect(differing == 0, "\(what): \(differing) pixels differ")
    }

    @Test func presentedWindowEqualsHeadlessRender() throws {
        let host = try openHost()
        defer { host.window.close() }
        try host.renderAndPresent()
        let shown = try host.window.readPixels()
        let headless = HeadlessHost(rootView: Counter(), width: 320, height: 240)
        headless.renderFrame()
        expectSameImage(shown, headless.pixelBuffer, "window surface against headless")
        if let screen = try screenCapture(of: host) {
            expectSameImage(screen, headless.pixelBuffer, "X11 screen against headless")
        } else {
            print("WindowTests: no X11 screen capture (driver \(host.window.driverName)); compared the window surface only")
        }
    }

    /// A synthetic click goes through SDL's event queue, hit testing and the button's action;
    /// the next frame shows what the headless host shows after a tap.
    @Test func syntheticClickIncrementsTheCounter() throws {
        let host = try openHost()
        defer { host.window.close() }
        try host.renderAndPresent()
        // Let the window settle: opening it queues expose and size events (full repaints).
        #expect(host.handlePendingEvents())
        try host.renderAndPresent()
        let add = try #require(host.frame(of: "add"))
        host.window.pushClick(at: CGPoint(x: add.midX, y: add.midY))
        #expect(host.handlePendingEvents())
        let report = try host.renderAndPresent()
        #expect(report.bodyEvaluations == ["Counter": 1])
        #expect(report.repaintedPixels > 0 && report.repaintedPixels < 320 * 240 / 10)
        let headless = HeadlessHost(rootView: Counter(), width: 320, height: 240)
        headless.renderFrame()
        headless.tap("add")
        headless.renderFrame()
        expectSameImage(try host.window.readPixels(), headless.pixelBuffer, "after a click")
        // The click's damage is small: on X11 it went to the server without SDL (X11Presenter),
        // and the screen must show it all the same.
        if host.window.driverName == "x11" { #expect(host.window.presentsSmallDamageDirectly) }
        if let screen = try screenCapture(of: host) {
            expectSameImage(screen, headless.pixelBuffer, "X11 screen after a click")
        }
    }

    @Test func quitEventEndsTheLoop() throws {
        let host = try openHost(100, 80)
        defer { host.window.close() }
        host.window.pushQuit()
        #expect(host.handlePendingEvents() == false)
    }

    /// Bad input: no usable video driver gives an error saying what to install or set.
    @Test func noDisplayIsAClearError() {
        let saved = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
        setenv("SDL_VIDEODRIVER", "no-such-driver", 1)
        SDLVideo.shutDown()
        defer {
            if let saved { setenv("SDL_VIDEODRIVER", saved, 1) } else { unsetenv("SDL_VIDEODRIVER") }
        }
        do {
            _ = try SDLWindow(title: "never", width: 10, height: 10)
            Issue.record("a window opened with a non-existent video driver")
        } catch {
            #expect(error.description.contains("xvfb-run"))
            #expect(error.description.contains("SDL_VIDEODRIVER"))
        }
    }

    /// Bad input: with no display SDL would fall back to an invisible window; the window refuses
    /// it and says so, so an app can render headless instead of waiting forever.
    @Test func invisibleFallbackDriverCountsAsNoDisplay() {
        let environment = ProcessInfo.processInfo.environment
        unsetenv("DISPLAY")
        unsetenv("WAYLAND_DISPLAY")
        unsetenv("SDL_VIDEODRIVER")
        SDLVideo.shutDown()
        defer {
            for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] {
                if let value = environment[name] { setenv(name, value, 1) }
            }
            SDLVideo.shutDown()
        }
        do {
            let window = try SDLWindow(title: "never", width: 10, height: 10)
            window.close()
            Issue.record("a window opened without a display (driver \(window.driverName))")
        } catch {
            #expect(error.description.contains("no display is available"))
        }
    }

    /// What the X server shows inside the window, via xwd and ImageMagick; nil when the window is
    /// not on X11 or the tools are missing.
    private func screenCapture(of host: WindowHost) throws -> PixelBuffer? {
        guard host.window.driverName == "x11",
            let xwd = executable("xwd"), FileManager.default.isExecutableFile(atPath: "/usr/bin/convert")
        else { return nil }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tint-x11-\(UUID())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        host.window.finishPresenting()
        let position = host.window.position
        let dump = dir.appendingPathComponent("screen.xwd").path
        let png = dir.appendingPathComponent("window.png").path
        try run(xwd, ["-root", "-silent", "-out", dump])
        try run("/usr/bin/convert", [dump, "-crop", "\(host.window.width)x\(host.window.height)+\(position.x)+\(position.y)", "+repage", png])
        return try PNGFile.read(from: png)
    }

    private func executable(_ name: String) -> String? {
        ["/usr/bin/\(name)", "/bin/\(name)"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private func run(_ path: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw SDLError("\(path) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
    }
}
