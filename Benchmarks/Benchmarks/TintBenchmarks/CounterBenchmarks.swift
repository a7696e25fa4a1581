import Benchmark
import TintDemoScenes
import TintUI

/// One frame after a tap on "Add": the state write, `Counter`'s body, the skipped `Caption`,
/// the change set, layout, and the damage-only repaint of the count text.
func counterBenchmarks() {
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
