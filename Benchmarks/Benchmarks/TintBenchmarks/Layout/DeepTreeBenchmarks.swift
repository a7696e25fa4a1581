import Benchmark
import TintUI

/// Deep trees: 100,000 nested stacks from a recursive view, mounted, laid out and
/// painted up to the render depth, then freed. Target: under 1 s, and linear in depth (the
/// 10,000-level row beside it should take about a tenth). Then chains of one nested value
/// (stacks, `AnyView`s, modifiers, each level wrapped in an `AnyView`), mounted, drawn and
/// freed: their release must not recurse, and only a release build shows whether it does
/// (the optimizer moves releases; the tests run a debug build).
func deepTreeBenchmarks() {
    for (depth, name) in [(10_000, "10k"), (100_000, "100k")] {
        Benchmark("Layout: \(name) nested stacks, first frame and free", configuration: .frames()) { benchmark in
            await onMainActor(benchmark) { benchmark in
                for _ in benchmark.scaledIterations {
                    benchmark.startMeasurement()
                    do {
                        let host = HeadlessHost(rootView: NestedStacks(depth: depth), width: 400, height: 300)
                        blackHole(host.renderFrame().repaintedPixels)
                    }
                    benchmark.stopMeasurement()
                }
            }
        }
    }
    for kind in ChainOfValues.Kind.allCases {
        Benchmark("Layout: 100k-level chain of \(kind.rawValue), first frame and free", configuration: .frames()) { benchmark in
            await onMainActor(benchmark) { benchmark in
                for _ in benchmark.scaledIterations {
                    benchmark.startMeasurement()
                    do {
                        let host = HeadlessHost(rootView: ChainOfValues(kind: kind, depth: 100_000), width: 400, height: 300)
                        blackHole(host.renderFrame().repaintedPixels)
                    }
                    benchmark.stopMeasurement()
                }
            }
        }
    }
}

/// One view value nested `depth` times, built by a loop.
private struct ChainOfValues: View {
    enum Kind: String, CaseIterable { case stacks, anyViews = "AnyViews", modifiers }
    let kind: Kind
    let depth: Int
    var body: some View {
        var view = AnyView(Text("bottom"))
        for _ in 0..<depth {
            switch kind {
            case .stacks: view = AnyView(VStack { view })
            case .anyViews: view = AnyView(AnyView(view.padding(0)))
            case .modifiers: view = AnyView(view.padding(0).opacity(1))
            }
        }
        return view
    }
}

private struct NestedStacks: View {
    let depth: Int
    var body: some View {
        if depth > 0 {
            VStack { NestedStacks(depth: depth - 1) }
        } else {
            Text("bottom")
        }
    }
}
