import Testing
import TintUI

/// What the tests read out of bodies, and a model whose lifetime they watch.
@MainActor
private final class Probe {
    var lastCount: Int?
    weak var model: Model?
}

private final class Model {}

/// A child with its own state: a count, and a model object held in `@State`.
private struct Tally: View {
    let probe: Probe
    @State var count = 0
    @State var model = Model()

    var body: some View {
        probe.lastCount = count
        probe.model = model
        return VStack {
            Text("Count \(count)")
            Button("More") { count += 1 }.accessibilityIdentifier("more")
        }
    }
}

private struct Branches: View {
    let probe: Probe
    @State var show = true
    @State var tick = 0

    var body: some View {
        VStack {
            Button("Flip") { show.toggle() }.accessibilityIdentifier("flip")
            Button("Tick") { tick += 1 }.accessibilityIdentifier("tick")
            Text("tick \(tick)")
            if show {
                Tally(probe: probe)
            } else {
                Text("Nothing to count")
            }
        }
    }
}

private struct Appearing: View {
    let probe: Probe
    @State var show = true

    var body: some View {
        VStack {
            Button("Flip") { show.toggle() }.accessibilityIdentifier("flip")
            if show {
                Tally(probe: probe)
            }
            Group {
                Text("after")
            }
        }
    }
}

/// RULES 2.1 and 2.2: structural identity through `if`/`else` and `if`.
@MainActor
@Suite struct ConditionalIdentityTests {
    private func tapTwice(_ host: HeadlessHost, _ id: String) {
        for _ in 0..<2 {
            host.tap(id)
            host.renderFrame()
        }
    }

    /// 2.1: while the branch stays, the child keeps its state through its parent's updates.
    @Test func rule2_1_sameBranchKeepsState() {
        let probe = Probe()
        let host = HeadlessHost(rootView: Branches(probe: probe), width: 320, height: 240)
        host.renderFrame()
        tapTwice(host, "more")
        tapTwice(host, "tick")
        #expect(probe.lastCount == 2)
        #expect(host.bodyEvaluationCount(of: Tally.self) == 3)  // mount and two writes; ticks skip it
    }

    /// 2.2: flipping away destroys the branch's state, and frees it; flipping back starts from
    /// the initial value.
    @Test func rule2_2_flipResetsStateAndFreesIt() {
        let probe = Probe()
        let host = HeadlessHost(rootView: Branches(probe: probe), width: 320, height: 240)
        host.renderFrame()
        tapTwice(host, "more")
        #expect(probe.lastCount == 2)
        #expect(probe.model != nil)
        host.tap("flip")
        host.renderFrame()
        #expect(host.frame(of: "more") == nil)
        #expect(probe.model == nil, "the old branch's @State model must be freed")
        host.tap("flip")
        let back = host.renderFrame()
        #expect(probe.lastCount == 0)
        #expect(back.explanations.contains("Tally: @identity changed."))
        #expect(host.frame(of: "more") != nil)
    }

    /// 2.1: `if` alone; presence is identity. Disappearing and reappearing resets state, and
    /// the views after it (a `Group`) move up and back.
    @Test func rule2_1_optionalContentAppearsFresh() {
        let probe = Probe()
        let host = HeadlessHost(rootView: Appearing(probe: probe), width: 320, height: 240)
        host.renderFrame()
        tapTwice(host, "more")
        host.tap("flip")
        host.renderFrame()
        #expect(host.frame(of: "more") == nil)
        host.tap("flip")
        host.renderFrame()
        #expect(probe.lastCount == 0)
    }

    /// Flipping through branches leaves exactly the pixels a fresh render of the same state
    /// has: the removed boxes are gone and their area repainted.
    @Test func flippedBranchRendersLikeAFreshMount() {
        let host = HeadlessHost(rootView: Branches(probe: Probe()), width: 320, height: 240)
        host.renderFrame()
        host.tap("flip")
        host.renderFrame()
        host.tap("flip")
        host.renderFrame()
        host.tap("flip")
        host.renderFrame()
        let fresh = HeadlessHost(rootView: Branches(probe: Probe()), width: 320, height: 240)
        fresh.renderFrame()
        fresh.tap("flip")
        fresh.renderFrame()
        let a = host.pixelBuffer, b = fresh.pixelBuffer
        var differing = 0
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { differing += 1 } }
        #expect(differing == 0)
        #expect(host.frame(of: "more") == nil)
    }
}
