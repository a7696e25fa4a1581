import Benchmark
import Observation
import TintUI

/// Layout at scale (issue 5): a balanced tree of stacks, ten children per stack, with text
/// leaves. The first frame of 10,000 views; then one leaf's text changed in trees of 1k, 10k
/// and 100k views: update + layout + paint, whose cost must grow with the depth (3, 4, 5
/// levels), not with the number of views. The change rows time 100 changes per sample (a tag the
/// report divides by).
func layoutBenchmarks() {
    var first = Benchmark.defaultConfiguration
    first.scalingFactor = .one
    first.metrics = [.wallClock, .mallocCountTotal]
    first.maxDuration = samplingTime(seconds: 3)
    Benchmark("Layout: first frame of a 10,000-view tree", configuration: first) { benchmark in
        await onMainActor(benchmark) { benchmark in
            for _ in benchmark.scaledIterations {
                let host = HeadlessHost(rootView: Branch(level: 4, index: 0, model: LeafModel()), width: 1280, height: 800)
                benchmark.startMeasurement()
                host.renderFrame()
                benchmark.stopMeasurement()
            }
        }
    }
    for (levels, name) in [(3, "1k"), (4, "10k"), (5, "100k")] {
        // A hundred changes per sample, after one untimed change: the first change after
        // mounting also pays one-time costs (observation set-up, first caches).
        var configuration = Benchmark.defaultConfiguration
        configuration.scalingFactor = .one
        configuration.metrics = [.wallClock, .mallocCountTotal]
        configuration.maxDuration = samplingTime(seconds: 3)
        configuration.timesPerSample(100, "changes")
        Benchmark("Layout: one leaf's text changed, \(name) views", configuration: configuration) { benchmark in
            await onMainActor(benchmark) { benchmark in
                let model = LeafModel()
                let host = HeadlessHost(rootView: Branch(level: levels, index: 0, model: model), width: 1280, height: 800)
                host.renderFrame()
                model.value += 1
                host.renderFrame()
                benchmark.startMeasurement()
                for _ in 0..<100 {
                    model.value += 1
                    blackHole(host.renderFrame().repaintedPixels)
                }
                benchmark.stopMeasurement()
            }
        }
    }
}

@MainActor
@Observable
private final class LeafModel {
    var value = 0
}

/// Ten children per level, alternating vertical and horizontal stacks; leaf 0 shows the model.
private struct Branch: View {
    let level: Int
    let index: Int
    let model: LeafModel

    var body: some View {
        if level == 0 {
            Leaf(index: index, model: model)
        } else if level % 2 == 0 {
            VStack(spacing: 0) { ForEach(0..<10) { Branch(level: level - 1, index: index * 10 + $0, model: model) } }
        } else {
            HStack(spacing: 0) { ForEach(0..<10) { Branch(level: level - 1, index: index * 10 + $0, model: model) } }
        }
    }
}

private struct Leaf: View {
    let index: Int
    let model: LeafModel
    var body: some View {
        Text(index == 0 ? "v\(model.value)" : "\(index % 100)").font(.system(size: 9))
    }
}
