import Testing
import TintUI

@MainActor
private final class Log {
    var lines: [String] = []
    var lastCount: Int?
}

/// Seed 003's IDView: a child whose state an explicit id resets.
private struct Counted: View {
    let log: Log
    let name: String
    @State var count = 0

    var body: some View {
        log.lastCount = count
        return Button("\(name): \(count)") { count += 1 }
            .accessibilityIdentifier("count")
            .onAppear { log.lines.append("appear \(name)") }
            .onDisappear { log.lines.append("disappear \(name)") }
    }
}

private struct IDParent: View {
    let log: Log
    @State var generation = 0
    @State var tick = 0
    @State var show = true

    var body: some View {
        VStack {
            Button("Reset") { generation += 1 }.accessibilityIdentifier("reset")
            Button("Tick") { tick += 1 }.accessibilityIdentifier("tick")
            Button("Hide") { show.toggle() }.accessibilityIdentifier("hide")
            Text("tick \(tick)")
            if show {
                Counted(log: log, name: "child \(generation)").id(generation)
            }
        }
    }
}

/// RULES 2.3 and 2.7: explicit identity and lifetime callbacks.
@MainActor
@Suite struct ExplicitIdentityTests {
    private func mounted() -> (HeadlessHost, Log) {
        let log = Log()
        let host = HeadlessHost(rootView: IDParent(log: log), width: 320, height: 240)
        host.renderFrame()
        return (host, log)
    }

    /// 2.7: onAppear runs once, before the first frame is presented; parent updates that keep
    /// the view do not run it again.
    @Test func rule2_7_onAppearOncePerAppearance() {
        let (host, log) = mounted()
        #expect(log.lines == ["appear child 0"])
        host.tap("tick")
        host.renderFrame()
        host.tap("count")
        host.renderFrame()
        #expect(log.lines == ["appear child 0"])
        #expect(log.lastCount == 1)
    }

    /// 2.3: a new id resets the subtree's state; the new appears, then the old disappears (2.7:
    /// SwiftUI logs `A` before `D` on a swap).
    @Test func rule2_3_changedIDResetsState() {
        let (host, log) = mounted()
        host.tap("count")
        host.renderFrame()
        host.tap("count")
        host.renderFrame()
        #expect(log.lastCount == 2)
        host.tap("reset")
        let report = host.renderFrame()
        #expect(log.lastCount == 0)
        #expect(log.lines == ["appear child 0", "appear child 1", "disappear child 0"])
        #expect(report.explanations.contains("Counted: @identity changed."))
    }

    /// 2.3: an unchanged id keeps the state through parent updates (the seed's Child(value: 5)
    /// idea, with an explicit id).
    @Test func rule2_3_sameIDKeepsState() {
        let (host, log) = mounted()
        host.tap("count")
        host.renderFrame()
        host.tap("tick")
        host.renderFrame()
        #expect(log.lastCount == 1)
    }

    /// 2.7: removing the view runs onDisappear once; showing it again appears it fresh.
    @Test func rule2_7_onDisappearAfterRemoval() {
        let (host, log) = mounted()
        host.tap("hide")
        host.renderFrame()
        #expect(log.lines == ["appear child 0", "disappear child 0"])
        #expect(host.frame(of: "count") == nil)
        host.tap("hide")
        host.renderFrame()
        #expect(log.lines == ["appear child 0", "disappear child 0", "appear child 0"])
    }

    /// A state write inside onAppear is an ordinary write: no warning, applied next update.
    @Test func rule2_7_stateWrittenInOnAppearAppliesNextUpdate() {
        struct Loader: View {
            @State var loaded = false
            var body: some View {
                Text(loaded ? "loaded" : "loading")
                    .accessibilityIdentifier(loaded ? "loaded" : "loading")
                    .onAppear { loaded = true }
            }
        }
        let host = HeadlessHost(rootView: Loader(), width: 200, height: 100)
        let first = host.renderFrame()
        #expect(!first.warnings.contains { $0.contains("Modifying state during view update") })
        host.renderFrame()
        #expect(host.frame(of: "loaded") != nil)
    }
}

private struct Watcher: View {
    let log: Log
    @State var count = 0
    @State var tick = 0

    var body: some View {
        VStack {
            Button("Count \(count)") { count += 1 }.accessibilityIdentifier("count")
            Button("Tick \(tick)") { tick += 1 }.accessibilityIdentifier("tick")
        }
        .onChange(of: count) { old, new in log.lines.append("count \(old) -> \(new)") }
    }
}

/// `.onChange(of:)`: runs after an update in which the value changed, with old and new values;
/// not on first appearance, not when other state changes.
@MainActor
@Suite struct OnChangeTests {
    @Test func onChangeRunsOnlyWhenItsValueChanges() {
        let log = Log()
        let host = HeadlessHost(rootView: Watcher(log: log), width: 320, height: 240)
        host.renderFrame()
        #expect(log.lines.isEmpty)
        host.tap("tick")
        host.renderFrame()
        #expect(log.lines.isEmpty)
        host.tap("count")
        host.renderFrame()
        host.tap("count")
        host.renderFrame()
        #expect(log.lines == ["count 0 -> 1", "count 1 -> 2"])
    }
}
