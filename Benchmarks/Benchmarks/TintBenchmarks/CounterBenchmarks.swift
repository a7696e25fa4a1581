import Benchmark
import TintDemoScenes
import TintUI

/// One frame after a tap on "Add": the state write, `Counter`'s body, the skipped `Caption`,
/// the change set, layout, and the damage-only repaint of the count text.
let benchmarks: @Sendable () -> Void = {
    // tools/bench --quick sets TINT_BENCH_QUICK: a short run that proves every benchmark runs.
    let quick = ProcessInfo.processInfo.environment["TINT_BENCH_QUICK"] == "1"
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        warmupIterations: quick ? 1 : 10,
        // 1,000 frames per sample, so the harness's own per-sample cost (a task hop to the main
        // actor, a few allocations) vanishes in the per-frame figures.
        scalingFactor: .kilo,
        maxDuration: quick ? .milliseconds(300) : .seconds(3),
        maxIterations: quick ? 20 : 1_000_000
    )

    Benchmark("Counter: tap, then update + layout + paint") { benchmark in
        await onMainActor(benchmark) { benchmark in
            let host = HeadlessHost(rootView: Counter(), width: 320, height: 240)
            host.renderFrame()
            guard let add = host.frame(of: "add") else { fatalError("the counter has no Add button") }
            let point = CGPoint(x: add.midX, y: add.midY)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                host.tap(at: point)
                blackHole(host.renderFrame())
            }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Counter: idle frame (nothing changed)") { benchmark in
        await onMainActor(benchmark) { benchmark in
            let host = HeadlessHost(rootView: Counter(), width: 320, height: 240)
            host.renderFrame()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(host.renderFrame())
            }
            benchmark.stopMeasurement()
        }
    }
}
