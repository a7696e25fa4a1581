import Foundation
import Testing
import TintUI

/// `.task` and `.task(id:)`: started when the view appears, restarted when the id changes,
/// cancelled when the view goes.
@MainActor
@Suite struct TaskTests {
    final class Log: @unchecked Sendable {
        var lines: [String] = []
    }

    struct Loader: View {
        let id: Int
        let log: Log
        @State var loaded = "none"
        var body: some View {
            Text("loaded").accessibilityIdentifier("loaded-\(loaded)")
                .task(id: id) {
                    log.lines.append("start \(id)")
                    loaded = "item \(id)"
                    // Long enough never to finish while the suite runs, however busy the machine.
                    try? await Task.sleep(for: .seconds(3600))
                    log.lines.append(Task.isCancelled ? "cancelled \(id)" : "finished \(id)")
                }
        }
    }

    struct Parent: View {
        let log: Log
        @State var id = 1
        @State var shown = true
        var body: some View {
            VStack {
                Button("Next") { id += 1 }.accessibilityIdentifier("next")
                Button("Hide") { shown = false }.accessibilityIdentifier("hide")
                if shown { Loader(id: id, log: log) }
            }
        }
    }

    /// Lets the main actor run the tasks started so far.
    private func settle(_ host: HeadlessHost) async {
        for _ in 0..<20 { await Task.yield() }
        try? await Task.sleep(for: .milliseconds(20))
        host.renderFrame()
    }

    @Test func aTaskRunsOnAppearRestartsOnANewIdAndIsCancelledWhenTheViewGoes() async throws {
        let log = Log()
        let host = HeadlessHost(rootView: Parent(log: log), width: 300, height: 200)
        host.renderFrame()
        await settle(host)
        #expect(host.frame(of: "loaded-item 1") != nil)
        host.tap("next")
        host.renderFrame()
        await settle(host)
        #expect(host.frame(of: "loaded-item 2") != nil)
        host.tap("hide")
        host.renderFrame()
        await settle(host)
        // The old task hears of its cancellation when it next runs, which may be after the new
        // one started; neither finished.
        #expect(log.lines.first == "start 1")
        #expect(log.lines.sorted() == ["cancelled 1", "cancelled 2", "start 1", "start 2"])
    }

    /// Reads and writes its state after a pause, cancelled or not.
    struct Late: View {
        let log: Log
        @State var value = 0
        var body: some View {
            Text("\(value)").task {
                try? await Task.sleep(for: .milliseconds(30))
                value += 1
                log.lines.append("wrote")
            }
        }
    }

    /// A task that outlives its host (released without unmounting) reads and writes its state
    /// after the graph is gone: the write is dropped, nothing crashes.
    @Test func aTaskOutlivingItsHostTouchesItsStateSafely() async {
        let log = Log()
        var host: HeadlessHost? = HeadlessHost(rootView: Late(log: log), width: 100, height: 40)
        host?.renderFrame()
        for _ in 0..<20 { await Task.yield() }
        host = nil
        for _ in 0..<100 where log.lines.isEmpty { try? await Task.sleep(for: .milliseconds(10)) }
        #expect(log.lines == ["wrote"], "the task went on past its state's read and write")
    }
}
