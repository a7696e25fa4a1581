import Testing
import TintUI

@MainActor
private final class Seen {
    var count: Int?
}

/// A counter whose type differs by `Tag`: two distinct view types from one definition.
private struct TaggedCounter<Tag>: View {
    let seen: Seen
    let name: String
    @State var count = 0
    var body: some View {
        seen.count = count
        return Button("\(name) \(count)") { count += 1 }.accessibilityIdentifier(name)
    }
}

private enum A {}
private enum B {}
private typealias CounterA = TaggedCounter<A>
private typealias CounterB = TaggedCounter<B>

private struct Switcher: View {
    let seen: Seen
    @State var useB = false
    @State var tick = 0

    var body: some View {
        VStack {
            Button("Switch") { useB.toggle() }.accessibilityIdentifier("switch")
            Button("Tick \(tick)") { tick += 1 }.accessibilityIdentifier("tick")
            useB ? AnyView(CounterB(seen: seen, name: "b")) : AnyView(CounterA(seen: seen, name: "a"))
        }
    }
}

/// A view handed an erased view, as a card is handed its content.
private struct Card: View {
    let content: AnyView
    var body: some View { VStack { content }.padding(4) }
}

private struct CardHolder: View {
    @State var tick = 0
    @State var title = "One"
    var body: some View {
        VStack {
            Button("Tick \(tick)") { tick += 1 }.accessibilityIdentifier("tick")
            Button("Rename") { title += "!" }.accessibilityIdentifier("rename")
            Card(content: AnyView(Text(title)))
        }
    }
}

/// RULES 2.6: an `AnyView`'s identity includes the erased type.
@MainActor
@Suite struct AnyViewTests {
    @Test func rule2_6_sameErasedTypeKeepsState() {
        let seen = Seen()
        let host = HeadlessHost(rootView: Switcher(seen: seen), width: 320, height: 240)
        host.renderFrame()
        host.tap("a")
        host.renderFrame()
        host.tap("tick")
        host.renderFrame()
        #expect(seen.count == 1)
    }

    @Test func rule2_6_differentErasedTypeIsANewView() {
        let seen = Seen()
        let host = HeadlessHost(rootView: Switcher(seen: seen), width: 320, height: 240)
        host.renderFrame()
        host.tap("a")
        host.renderFrame()
        host.tap("switch")
        let switched = host.renderFrame()
        #expect(switched.explanations.contains("TaggedCounter<B>: @identity changed."))
        #expect(host.frame(of: "a") == nil && host.frame(of: "b") != nil)
        host.tap("switch")
        host.renderFrame()
        #expect(seen.count == 0, "CounterA came back with fresh state")
    }

    /// A view holding an `AnyView` is compared by what the `AnyView` erases, under both engines:
    /// an equal erased view skips the body, a changed one runs it and says where.
    @Test func aHeldAnyViewIsComparedByWhatItErases() {
        for engine in ReflectionEngine.allCases {
            let host = HeadlessHost(rootView: CardHolder(), width: 320, height: 240)
            host.options.reflection = engine
            host.renderFrame()
            host.tap("tick")
            #expect(host.renderFrame().bodyEvaluations == ["CardHolder": 1], "\(engine)")
            host.tap("rename")
            let renamed = host.renderFrame()
            #expect(renamed.bodyEvaluations["Card"] == 1, "\(engine)")
            #expect(renamed.explanations.contains { $0.hasPrefix("Card: content.view") }, "\(engine): \(renamed.explanations)")
        }
    }
}
