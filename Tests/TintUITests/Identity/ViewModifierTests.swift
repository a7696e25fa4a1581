import Testing
import TintUI

@MainActor
private final class Probe {
    var innerCount: Int?
}

/// A modifier with a body: a title above the content.
private struct Titled: ViewModifier {
    let title: String
    func body(content: Content) -> some View {
        VStack {
            Text(title).accessibilityIdentifier("title")
            content
        }
    }
}

/// A modifier with state of its own.
private struct TapCounting: ViewModifier {
    @State var taps = 0
    func body(content: Content) -> some View {
        VStack {
            Button("Taps \(taps)") { taps += 1 }.accessibilityIdentifier("modifier-tap")
            content
        }
    }
}

/// The modified content: a counter with state, and a label from its parent.
private struct Inner: View {
    let label: String
    let probe: Probe
    @State var count = 0
    var body: some View {
        probe.innerCount = count
        return Button("\(label) \(count)") { count += 1 }.accessibilityIdentifier("inner")
    }
}

private struct Screen: View {
    let probe: Probe
    @State var title = "Title"
    @State var label = "Inner"
    @State var unrelated = 0
    var body: some View {
        VStack {
            Button("Retitle") { title += "!" }.accessibilityIdentifier("retitle")
            Button("Relabel") { label += "?" }.accessibilityIdentifier("relabel")
            Button("Unrelated \(unrelated)") { unrelated += 1 }.accessibilityIdentifier("unrelated")
            Inner(label: label, probe: probe)
                .modifier(TapCounting())
                .modifier(Titled(title: title))
        }
    }
}

/// `ViewModifier` with `body(content:)`: the modifier is compared like a view, may hold state,
/// and its content keeps its identity and state (RULES 1.1, 1.2 and 2.1 for modifiers).
@MainActor
@Suite struct ViewModifierTests {
    private func mounted() -> (HeadlessHost, Probe) {
        let probe = Probe()
        let host = HeadlessHost(rootView: Screen(probe: probe), width: 320, height: 240)
        let first = host.renderFrame()
        #expect(first.bodyEvaluations["Titled"] == 1)
        #expect(first.bodyEvaluations["TapCounting"] == 1)
        #expect(first.bodyEvaluations["Inner"] == 1)
        host.tap("inner")
        host.renderFrame()
        return (host, probe)
    }

    @Test func theBodyShowsTheContentWhereContentAppears() throws {
        let (host, _) = mounted()
        let title = try #require(host.frame(of: "title"))
        let tap = try #require(host.frame(of: "modifier-tap"))
        let inner = try #require(host.frame(of: "inner"))
        #expect(title.maxY <= tap.minY)
        #expect(tap.maxY <= inner.minY)
    }

    @Test func anEqualModifierAndUnchangedContentRunNoBody() {
        let (host, _) = mounted()
        host.tap("unrelated")
        let report = host.renderFrame()
        #expect(report.bodyEvaluations == ["Screen": 1])
    }

    @Test func aChangedModifierRunsItsBodyButNotTheContents() {
        let (host, probe) = mounted()
        host.tap("retitle")
        let report = host.renderFrame()
        #expect(report.bodyEvaluations == ["Screen": 1, "Titled": 1])
        #expect(report.explanations.contains("Titled: title changed (==)"))
        #expect(probe.innerCount == 1)
    }

    @Test func changedContentRunsTheContentButNotTheModifiers() {
        let (host, probe) = mounted()
        host.tap("relabel")
        let report = host.renderFrame()
        #expect(report.bodyEvaluations == ["Screen": 1, "Inner": 1])
        #expect(probe.innerCount == 1)  // the content's state survived
    }

    @Test func aModifiersStateIsItsOwn() {
        let (host, probe) = mounted()
        host.tap("modifier-tap")
        let report = host.renderFrame()
        #expect(report.bodyEvaluations == ["TapCounting": 1])
        #expect(report.explanations == ["TapCounting: _taps changed."])
        host.tap("retitle")
        host.renderFrame()
        host.tap("modifier-tap")
        #expect(host.renderFrame().bodyEvaluations == ["TapCounting": 1])
        #expect(probe.innerCount == 1)
    }
}

/// `EmptyModifier` changes nothing; `.sensoryFeedback`'s chooser is asked when its trigger
/// changes (and plays nothing: no haptics on a desktop).
@MainActor
@Suite struct EmptyModifierAndFeedbackTests {
    @Test func anEmptyModifierLeavesTheViewAsItIs() {
        let plain = HeadlessHost(rootView: Text("Same").padding(), width: 100, height: 50)
        plain.renderFrame()
        let modified = HeadlessHost(rootView: Text("Same").modifier(EmptyModifier.identity).padding(), width: 100, height: 50)
        modified.renderFrame()
        #expect(plain.pixel(x: 30, y: 25) == modified.pixel(x: 30, y: 25))
        #expect(modified.texts() == ["Same"])
    }

    @Test func theFeedbackChooserIsAskedWhenTheTriggerChanges() {
        @MainActor final class Log { var chosen: [SensoryFeedback] = [] }
        struct Root: View {
            @State var count = 0
            let log: Log
            var body: some View {
                Button("Add") { count += 1 }
                    .accessibilityIdentifier("add")
                    .sensoryFeedback(trigger: count) { old, new in
                        let feedback: SensoryFeedback = new > old ? .increase : .decrease
                        log.chosen.append(feedback)
                        return feedback
                    }
                    .sensoryFeedback(.impact(weight: .light), trigger: count)
                    .persistentSystemOverlays(.hidden)
            }
        }
        let log = Log()
        let host = HeadlessHost(rootView: Root(log: log), width: 100, height: 50)
        host.renderFrame()
        host.tap("add")
        host.renderFrame()
        #expect(log.chosen == [.increase])
    }
}
