import Benchmark
import Observation
import TintUI

/// Layout at scale: balanced trees of stacks with text leaves (`LayoutTree`).
///
/// The first frame (mount + layout + paint) of the budget's 10,000-view tree (docs/budgets.md: first
/// render of a 10,000-view tree <= 20 ms): the smallest tree of this shape four levels deep
/// with at least 10,000 views (fan-out 7: 13,655 views, 2,401 labels). Then the first frame of
/// the tree of 10,000 labels (fan-out 10), which holds 54,545 views. Then one leaf's text changed in trees of 1k, 10k and 100k labels: update +
/// layout + paint, whose cost must grow with the depth (3, 4, 5 levels), not with the number
/// of views. The change rows time 100 changes per sample (a tag the report divides by).
///
/// Each benchmark checks, once, that its tree mounts as many views as its name says.
func layoutBenchmarks() {
    var first = Benchmark.defaultConfiguration
    first.scalingFactor = .one
    first.metrics = [.wallClock, .mallocCountTotal]
    first.maxDuration = samplingTime(seconds: 3)
    let budgetTree = LayoutTree(levels: 4, fanout: 7)
    let labelTree = LayoutTree(levels: 4, fanout: 10)
    // "first frame, variant": the report compares the two trees in one table.
    for (tree, name) in [(budgetTree, "10,000-view tree (\(budgetTree.summary))"), (labelTree, "10,000 labels (\(labelTree.views.formatted) views)")] {
        Benchmark("Layout: first frame, \(name)", configuration: first) { benchmark in
            await onMainActor(benchmark) { benchmark in
                var checked = false
                for _ in benchmark.scaledIterations {
                    let host = HeadlessHost(rootView: tree.root(model: LeafModel()), width: 1280, height: 800)
                    benchmark.startMeasurement()
                    host.renderFrame()
                    benchmark.stopMeasurement()
                    if !checked { tree.checkViewCount(of: host); checked = true }
                }
            }
        }
    }
    for (levels, name) in [(3, "1k"), (4, "10k"), (5, "100k")] {
        let tree = LayoutTree(levels: levels, fanout: 10)
        // A hundred changes per sample, after one untimed change: the first change after
        // mounting also pays one-time costs (observation set-up, first caches).
        var configuration = Benchmark.defaultConfiguration
        configuration.scalingFactor = .one
        configuration.metrics = [.wallClock, .mallocCountTotal]
        configuration.maxDuration = samplingTime(seconds: 3)
        configuration.timesPerSample(100, "changes")
        Benchmark("Layout: one leaf's text changed, \(name) labels (\(tree.views.formatted) views)", configuration: configuration) { benchmark in
            await onMainActor(benchmark) { benchmark in
                let model = LeafModel()
                let host = HeadlessHost(rootView: tree.root(model: model), width: 1280, height: 800)
                host.renderFrame()
                tree.checkViewCount(of: host)
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

/// A balanced tree `levels` deep, `fanout` children per stack, alternating vertical and
/// horizontal stacks, with a label at each leaf; leaf 0 shows a model's value.
///
/// Every view of it counts. `Branch`'s `if` / `else if` / `else` builds two conditionals
/// around the `Leaf` and the `VStack` and one around the `HStack`, so a leaf is 5 views (the
/// `Branch`, two conditionals, the `Leaf`, its `Text`), a vertical level 5 (the `Branch`, two
/// conditionals, the stack, its `ForEach`) and a horizontal level 4.
struct LayoutTree: Sendable {
    let levels: Int
    let fanout: Int

    /// The branches at `level` (0: the leaves).
    private func branches(at level: Int) -> Int { (level..<levels).reduce(1) { product, _ in product * fanout } }
    var labels: Int { branches(at: 0) }
    var views: Int {
        (0...levels).reduce(0) { total, level in
            total + branches(at: level) * (level == 0 || level % 2 == 0 ? 5 : 4)
        }
    }
    /// No ", " inside: the report splits a name's variant off at the last one.
    var summary: String { "\(views.formatted) views; \(labels.formatted) labels" }

    @MainActor
    func root(model: LeafModel) -> some View {
        Branch(level: levels, index: 0, fanout: fanout, model: model)
    }

    /// Stops the run when the tree mounts another number of views than the benchmark's name
    /// says: a figure under a wrong name is worse than none.
    @MainActor
    func checkViewCount(of host: HeadlessHost) {
        let mounted = host.mountedViewCount
        precondition(mounted == views, "the tree mounts \(mounted) views, not the \(views) its benchmark is named for")
    }
}

@MainActor
@Observable
final class LeafModel {
    var value = 0
}

private struct Branch: View {
    let level: Int
    let index: Int
    let fanout: Int
    let model: LeafModel

    var body: some View {
        if level == 0 {
            Leaf(index: index, model: model)
        } else if level % 2 == 0 {
            VStack(spacing: 0) { ForEach(0..<fanout) { Branch(level: level - 1, index: index * fanout + $0, fanout: fanout, model: model) } }
        } else {
            HStack(spacing: 0) { ForEach(0..<fanout) { Branch(level: level - 1, index: index * fanout + $0, fanout: fanout, model: model) } }
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

extension Int {
    /// With thousands separators, as the benchmark names write counts: 45,555.
    fileprivate var formatted: String {
        let digits = String(self)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
