import Benchmark
import Observation
import TintUI

/// The whole pipeline: one value changed in a 1,000-row list at 1280x800, then
/// `renderFrame()`: update + layout + damage + paint. Three rows, 100 changes per sample
/// (a tag the report divides by):
/// - `damage-only`: Tint as it runs, repainting only the changed row's pixels;
/// - `full repaint`: the same change with the whole window repainted (`repaintsEverything`);
/// - `rasterizing the damage alone`: painting exactly the damage of such a change again, with
///   nothing else: what `damage-only` costs beyond it is Tint's own per-frame work (budget 50 us).
func frameBenchmarks() {
    let configuration = Benchmark.Configuration.frames(100, "changes")
    for full in [false, true] {
        Benchmark("Frame: 1,000-row list, one row changed, \(full ? "full repaint" : "damage-only")", configuration: configuration) { benchmark in
            await onMainActor(benchmark) { benchmark in
                let (host, model) = frameListHost(fullRepaint: full)
                var change = 0
                for _ in benchmark.scaledIterations {
                    benchmark.startMeasurement()
                    for _ in 0..<100 {
                        change += 1
                        model.items[change % 40].value += 1
                        blackHole(host.renderFrame().repaintedPixels)
                    }
                    benchmark.stopMeasurement()
                }
            }
        }
    }
    Benchmark("Frame: 1,000-row list, one row changed, rasterizing the damage alone", configuration: configuration) { benchmark in
        await onMainActor(benchmark) { benchmark in
            let (host, model) = frameListHost(fullRepaint: false)
            model.items[7].value += 1
            let damage = host.renderFrame().damage
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                for _ in 0..<100 { host.repaint(damage) }
                benchmark.stopMeasurement()
            }
        }
    }
}

@MainActor
private func frameListHost(fullRepaint: Bool) -> (HeadlessHost, FrameListModel) {
    let model = FrameListModel()
    let host = HeadlessHost(rootView: FrameList(model: model), width: 1280, height: 800)
    var options = HostOptions()
    options.repaintsEverything = fullRepaint
    options.recordExplanations = false
    host.options = options
    host.renderFrame()
    // One untimed change: first-change costs (caches, observation set-up) are not the point.
    model.items[0].value += 1
    host.renderFrame()
    return (host, model)
}
