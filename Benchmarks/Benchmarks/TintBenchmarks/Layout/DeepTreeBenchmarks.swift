import Benchmark
import TintUI

/// Deep trees (issue 26): 100,000 nested stacks from a recursive view, mounted, laid out and
/// painted up to the render depth, then freed. Target: under 1 s, and linear in depth (the
/// 10,000-level row beside it should take about a tenth).
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
