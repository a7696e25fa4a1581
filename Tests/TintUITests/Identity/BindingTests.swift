import Testing
import TintUI

private struct Profile: Equatable, Sendable {
    var name: String
    var age: Int
}

/// Owns the text, only passes `$text` down: never reads it in its body.
private struct Owner: View {
    @State var text = "hello"
    @State var profile = Profile(name: "Ada", age: 36)

    var body: some View {
        VStack {
            Editor(text: $text)
            AgeField(age: $profile.age)
        }
    }
}

/// Reads and writes the binding.
private struct Editor: View {
    @Binding var text: String

    var body: some View {
        HStack {
            Text(text).accessibilityIdentifier("text")
            Button("Append") { text += "!" }.accessibilityIdentifier("append")
        }
    }
}

private struct AgeField: View {
    @Binding var age: Int

    var body: some View {
        Button("Age \(age)") { age += 1 }.accessibilityIdentifier("age")
    }
}

/// The owner reads the value too.
private struct ReadingOwner: View {
    @State var text = "hello"

    var body: some View {
        VStack {
            Text("Owner sees \(text)")
            Editor(text: $text)
        }
    }
}

/// RULES 1.7 and the Binding rule of 1.3.
@MainActor
@Suite struct BindingTests {
    /// 1.7: the child writes through the binding; only the child, which reads it, re-runs.
    @Test func rule1_7_ownerThatOnlyPassesTheBindingDoesNotRerun() {
        let host = HeadlessHost(rootView: Owner(), width: 320, height: 240)
        host.renderFrame()
        let before = host.frame(of: "text")!
        host.tap("append")
        let report = host.renderFrame()
        #expect(report.bodyEvaluations == ["Editor": 1])
        #expect(report.explanations == ["Editor: _text changed."])
        #expect(host.frame(of: "text")!.width > before.width, "the text grew by one character")
    }

    /// A binding derived by dynamic member lookup (`$profile.age`) writes the part.
    @Test func derivedBindingWritesThePart() {
        let host = HeadlessHost(rootView: Owner(), width: 320, height: 240)
        host.renderFrame()
        let before = host.frame(of: "age")!
        for _ in 0..<64 {
            host.tap("age")
            host.renderFrame()
        }
        #expect(host.frame(of: "age")!.width > before.width, "Age 36 became Age 100")
        #expect(host.bodyEvaluationCount(of: Owner.self) == 1)
        #expect(host.bodyEvaluationCount(of: AgeField.self) == 65)
    }

    /// When the owner reads the value as well, both re-run; the child runs once, by the write
    /// (its rebuilt binding compares by current value and is not counted twice).
    @Test func rule1_7_readingOwnerRerunsToo() {
        let host = HeadlessHost(rootView: ReadingOwner(), width: 320, height: 240)
        host.renderFrame()
        host.tap("append")
        let report = host.renderFrame()
        #expect(report.bodyEvaluations == ["ReadingOwner": 1, "Editor": 1])
    }

    /// 1.3: a binding compares its current value, in both engines; `.constant` works.
    @Test func rule1_3_bindingComparesCurrentValue() {
        for engine in ReflectionEngine.allCases {
            let comparator = ViewComparator(policy: .reflection, engine: engine)
            let a = Editor(text: .constant("x")), same = Editor(text: .constant("x")), other = Editor(text: .constant("y"))
            #expect(comparator.areEqual(a, same), "\(engine): equal current values")
            #expect(!comparator.areEqual(a, other), "\(engine): different current values")
            #expect(comparator.difference(a, other)?.description == "_text changed (binding value)")
        }
    }
}
