import Observation
import Testing
import TintUI

// Seed 003, "plain variables", "@State" and "IDView", and rule 1.1's list of inputs.

@MainActor
private final class Recorder {
    var childStatus: Int?
}

private final class Box {}

/// Seed 003's Child: a value from its parent and state of its own.
private struct Child: View {
    var value: Int
    let recorder: Recorder
    @State var status: Int = 0
    var body: some View {
        recorder.childStatus = status
        return Button("test: \(value) / \(status)") { status += 1 }.accessibilityIdentifier("child")
    }
}

/// A child with a constant, an array and a class instance, as in the seed's variations.
private struct ConstantChild: View {
    var value: Int
    var body: some View { Text("test") }
}

private struct ArrayChild: View {
    var value: [Int]
    var body: some View { Text("array") }
}

private struct ObjectChild: View {
    var object: Box
    var body: some View { Text("object") }
}

private struct Parent: View {
    let recorder: Recorder
    let shared: Box
    /// How the seed's `Child` is placed: by plain position, or wrapped in `.id(count)`.
    let resetsChildWithCount: Bool
    @State var count = 0

    var body: some View {
        VStack {
            Button("Tick") { count += 1 }.accessibilityIdentifier("tick")
            ConstantChild(value: 5)
            ArrayChild(value: [5])
            ObjectChild(object: shared)
            ObjectChild(object: Box())
            if resetsChildWithCount {
                Child(value: count, recorder: recorder).id(count)
            } else {
                Child(value: count, recorder: recorder)
            }
            Text("count: \(count)")
        }
    }
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = "light"
}

extension EnvironmentValues {
    fileprivate var seedTheme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

@Observable
private final class Feed {
    var headline = "News"
}

/// Reads one of each input of rule 1.1: a value, its own state, an environment key, an
/// observable property.
private struct Reader: View {
    let label: String
    let feed: Feed
    @State var taps = 0
    @Environment(\.seedTheme) var theme
    var body: some View {
        Button("\(label) \(taps) \(theme) \(feed.headline)") { taps += 1 }.accessibilityIdentifier("reader")
    }
}

private struct ReaderRoot: View {
    let feed: Feed
    @State var label = "A"
    @State var theme = "light"
    @State var unrelated = 0
    var body: some View {
        VStack {
            Button("Label") { label += "!" }.accessibilityIdentifier("label")
            Button("Theme") { theme = theme == "light" ? "dark" : "light" }.accessibilityIdentifier("theme")
            Button("Unrelated \(unrelated)") { unrelated += 1 }.accessibilityIdentifier("unrelated")
            Reader(label: label, feed: feed).environment(\.seedTheme, theme)
        }
    }
}

@MainActor
@Suite struct Seed003Tests {
    private func parent(resetting: Bool = false) -> (HeadlessHost, Recorder) {
        let recorder = Recorder()
        let host = HeadlessHost(rootView: Parent(recorder: recorder, shared: Box(), resetsChildWithCount: resetting), width: 320, height: 400)
        host.renderFrame()
        return (host, recorder)
    }

    /// `Child(value: 5)` never re-runs while `count` ticks (rule 1.2); an array rebuilt equal
    /// does not either (Tint walks arrays, RULES 1.3, where the seed saw SwiftUI re-run);
    /// the same object does not, a new object does (classes compare by identity).
    @Test func seed003_plainVariables() {
        let (host, _) = parent()
        for _ in 0..<3 {
            host.tap("tick")
            let report = host.renderFrame()
            #expect(report.bodyEvaluations["ConstantChild"] == nil)
            #expect(report.bodyEvaluations["ArrayChild"] == nil)
            #expect(report.bodyEvaluations["ObjectChild"] == 1)
            #expect(report.explanations.contains("ObjectChild: object changed (reference identity)"))
        }
    }

    /// The child's `@State` survives every re-render of its parent, while its value updates.
    @Test func seed003_stateSurvivesParentRerenders() {
        let (host, recorder) = parent()
        host.tap("child")
        host.renderFrame()
        #expect(recorder.childStatus == 1)
        host.tap("tick")
        let report = host.renderFrame()
        #expect(report.bodyEvaluations["Child"] == 1)
        #expect(recorder.childStatus == 1)
    }

    /// `IDView(Child(value: count), id: count)`, written `.id(count)`: each tick is a new child.
    @Test func seed003_changingIDResetsState() {
        let (host, recorder) = parent(resetting: true)
        host.tap("child")
        host.renderFrame()
        #expect(recorder.childStatus == 1)
        host.tap("tick")
        let report = host.renderFrame()
        #expect(report.explanations.contains("Child: @identity changed."))
        #expect(recorder.childStatus == 0)
    }

    /// Rule 1.1: a body runs on first appearance, then only when its own value, its state, an
    /// environment key it reads or an observable property it read changed; each run names why.
    @Test func rule1_1_bodyRunsOnAppearanceAndForEachKindOfInput() {
        let feed = Feed()
        let host = HeadlessHost(rootView: ReaderRoot(feed: feed), width: 320, height: 240)
        #expect(host.renderFrame().explanations.contains("Reader: @identity changed."))

        host.tap("unrelated")
        #expect(host.renderFrame().bodyEvaluations["Reader"] == nil)

        host.tap("label")
        #expect(host.renderFrame().explanations.contains("Reader: label changed (==)"))

        host.tap("reader")
        #expect(host.renderFrame().explanations == ["Reader: _taps changed."])

        host.tap("theme")
        #expect(host.renderFrame().explanations.contains("Reader: _theme changed (environment)."))

        feed.headline = "Update"
        #expect(host.renderFrame().explanations == ["Reader: @observable changed."])

        #expect(host.renderFrame().bodyEvaluations.isEmpty)
    }
}
