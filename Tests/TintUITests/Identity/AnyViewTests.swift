import Testing
import TintUI

@MainActor
private final class Seen {
    var count: Int?
}

private struct CounterA: View {
    let seen: Seen
    @State var count = 0
    var body: some View {
        seen.count = count
        return Button("A \(count)") { count += 1 }.accessibilityIdentifier("a")
    }
}

private struct CounterB: View {
    let seen: Seen
    @State var count = 0
    var body: some View {
        seen.count = count
        return Button("B \(count)") { count += 1 }.accessibilityIdentifier("b")
    }
}

private struct Switcher: View {
    let seen: Seen
    @State var useB = false
    @State var tick = 0

    var body: some View {
        VStack {
            Button("Switch") { useB.toggle() }.accessibilityIdentifier("switch")
            Button("Tick \(tick)") { tick += 1 }.accessibilityIdentifier("tick")
            useB ? AnyView(CounterB(seen: seen)) : AnyView(CounterA(seen: seen))
        }
    }
}

/// SEMANTICS 2.6: an `AnyView`'s identity includes the erased type.
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
        #expect(switched.explanations.contains("CounterB: @identity changed."))
        #expect(host.frame(of: "a") == nil && host.frame(of: "b") != nil)
        host.tap("switch")
        host.renderFrame()
        #expect(seen.count == 0, "CounterA came back with fresh state")
    }
}
