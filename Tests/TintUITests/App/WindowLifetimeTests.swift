import Foundation
import Testing
import TintUI

/// Windows an app opens and closes leave nothing behind, and an app opening a thousand
/// windows keeps working.
@MainActor
@Suite struct WindowLifetimeTests {
    @Observable @MainActor
    final class Model {
        var taps = 0
    }

    struct Content: View {
        @State private var model = Model()
        @State private var text = "window"
        var body: some View {
            VStack {
                Text("\(text) \(model.taps)")
                Button("Tap") { model.taps += 1 }.accessibilityIdentifier("tap")
                List(0..<10, id: \.self) { Text("Row \($0)") }
            }
        }
    }

    struct CycleApp: App {
        var body: some Scene {
            WindowGroup("Cycle") { Content() }
                .defaultSize(width: 240, height: 180)
        }
    }

    final class WeakHost {
        weak var host: HeadlessHost?
        init(_ host: HeadlessHost) { self.host = host }
    }

    @Test func closedWindowsAreReleasedWithTheirGraphs() throws {
        let app = HeadlessApp(CycleApp())
        app.renderFrame()
        var closed: [WeakHost] = []
        for _ in 0..<100 {
            app.performMenuItem("File/New Window")
            app.renderFrame()
            let window = try #require(app.windows.last)
            window.tap("tap")
            app.renderFrame()
            closed.append(WeakHost(window))
            app.closeWindow(window)
        }
        app.renderFrame()
        #expect(app.windows.count == 1)
        #expect(closed.filter { $0.host != nil }.isEmpty, "every closed window's host, graph and model are released")
    }

    @Test func aThousandWindowsOpenDrawAndClose() throws {
        let app = HeadlessApp(CycleApp())
        for _ in 0..<999 { app.performMenuItem("File/New Window") }
        let reports = app.renderFrame()
        #expect(app.windows.count == 1_000 && reports.count == 1_000)
        #expect(reports.allSatisfy { $0.repaintedPixels > 0 }, "every window drew its first frame")
        #expect(app.menuItems.filter { $0.hasPrefix("Window/Cycle") }.count == 1_000, "the Window menu lists them all")
        let middle = app.windows[500]
        middle.tap("tap")
        app.renderFrame()
        #expect(middle.texts().contains("window 1") && !app.windows[499].texts().contains("window 1"))
        weak let probe = app.windows.first
        while let window = app.windows.last { app.closeWindow(window) }
        #expect(!app.isRunning && app.windows.isEmpty)
        #expect(probe == nil)
    }
}
