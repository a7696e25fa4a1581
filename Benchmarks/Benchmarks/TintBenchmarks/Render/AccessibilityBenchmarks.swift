import Benchmark
import Foundation
import Observation
import TintUI

/// The budget of the accessibility tree kept for a screen reader: one label changed in a
/// 1,000-row list, a frame, then the tree brought up to date as the app does after each frame
/// while a reader is connected (`updateAccessibility()`). Reported per change:
/// - `update` alone, timed around each call (budget 20 us: what a reader adds to a frame);
/// - the frame with the update against the frame without, on two hosts alternated in one run,
///   times 100 (the same frames, 100 = nothing added).
func accessibilityBenchmarks() {
    var configuration = Benchmark.defaultConfiguration
    configuration.metrics = [accessibilityUpdateNanoseconds, accessibilityFrameRatio]
    configuration.scalingFactor = .one
    Benchmark("Accessibility: 1,000-row list, one label changed, tree kept up to date", configuration: configuration) { benchmark in
        await onMainActor(benchmark) { benchmark in
            let kept = AccessibleListHost(keepsTree: true), plain = AccessibleListHost(keepsTree: false)
            let ratio = bestBatchRatio { kept.frames(100) } against: { plain.frames(100) }
            benchmark.measurement(accessibilityFrameRatio, ratio)
            benchmark.measurement(accessibilityUpdateNanoseconds, Int(kept.bestUpdate))
        }
    }
}

let accessibilityUpdateNanoseconds = BenchmarkMetric.custom("tree update per changed label (ns)", polarity: .prefersSmaller, useScalingFactor: false)
let accessibilityFrameRatio = BenchmarkMetric.custom("frame with tree / without (x100)", polarity: .prefersSmaller, useScalingFactor: false)

/// A host of the list, its accessibility tree kept or not.
@MainActor
private final class AccessibleListHost {
    let host: HeadlessHost
    let model = FrameListModel()
    let keepsTree: Bool
    private var change = 0
    /// The best batch's update time per change, in nanoseconds.
    private(set) var bestUpdate = UInt64.max

    init(keepsTree: Bool) {
        self.keepsTree = keepsTree
        host = HeadlessHost(rootView: FrameList(model: model), width: 1280, height: 800)
        var options = HostOptions()
        options.recordExplanations = false
        host.options = options
        host.renderFrame()
        model.items[0].value += 1
        host.renderFrame()
        if keepsTree { host.updateAccessibility() }
    }

    /// Nanoseconds for `count` frames, each changing one row's figure.
    func frames(_ count: Int) -> UInt64 {
        var updates: UInt64 = 0
        let begin = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<count {
            change += 1
            model.items[change % 40].value += 1
            blackHole(host.renderFrame().repaintedPixels)
            if keepsTree {
                let before = DispatchTime.now().uptimeNanoseconds
                let update = host.updateAccessibility()
                updates += DispatchTime.now().uptimeNanoseconds - before
                precondition(update.changed.count == 1 && update.added == 0, "one label changes: \(update)")
            }
        }
        let total = DispatchTime.now().uptimeNanoseconds - begin
        if keepsTree { bestUpdate = min(bestUpdate, updates / UInt64(count)) }
        return total
    }
}
