import Benchmark
import Foundation
import TintUI

/// The budgets of docs/budgets.md as ratios, each measured within one sample so machine noise
/// affects both sides alike: the compiled engine against the hand-written `==`, and the mirror
/// engine against the compiled one, on the 6-field view. Each sample alternates short timed
/// batches of the two and reports the ratio of their best batches, times 100 (300 = 3.00x).
func compareRatioBenchmarks() {
    var configuration = Benchmark.defaultConfiguration
    configuration.metrics = [compiledOverEquatable, mirrorOverCompiled]
    configuration.scalingFactor = .one
    Benchmark("Compare: 6 fields, budget ratios", configuration: configuration) { benchmark in
        await onMainActor(benchmark) { benchmark in
            let lefts = [SixFields.make(1), SixFields.make(1)], rights = [SixFields.make(1), SixFields.make(1)]
            let compiled = ViewComparator(policy: .reflection, engine: .compiled).differ(for: SixFields.self)
            let mirror = ViewComparator(policy: .reflection, engine: .mirror).differ(for: SixFields.self)
            lefts.withUnsafeBufferPointer { lefts in
                rights.withUnsafeBufferPointer { rights in
                    let l = lefts.baseAddress!, r = rights.baseAddress!
                    var best = (equatable: UInt64.max, compiled: UInt64.max, mirror: UInt64.max)
                    for _ in 0..<20 {
                        best.equatable = min(best.equatable, batch(10_000) { blackHole(lefts[$0 & 1] == rights[$0 & 1]) })
                        best.compiled = min(best.compiled, batch(10_000) { blackHole(compiled.areEqual(at: l + ($0 & 1), r + ($0 & 1))) })
                        best.mirror = min(best.mirror, batch(10) { blackHole(mirror.areEqual(at: l + ($0 & 1), r + ($0 & 1))) })
                    }
                    // Per comparison: the batches differ in size (10,000 against 10).
                    let equatable = Double(best.equatable) / 10_000, compiledEach = Double(best.compiled) / 10_000
                    let mirrorEach = Double(best.mirror) / 10
                    benchmark.measurement(compiledOverEquatable, Int((compiledEach / equatable * 100).rounded()))
                    benchmark.measurement(mirrorOverCompiled, Int((mirrorEach / compiledEach).rounded()))
                }
            }
        }
    }
}

let compiledOverEquatable = BenchmarkMetric.custom("compiled / == (x100)", polarity: .prefersSmaller, useScalingFactor: false)
let mirrorOverCompiled = BenchmarkMetric.custom("mirror / compiled", polarity: .prefersLarger, useScalingFactor: false)

/// Nanoseconds for `count` runs of `body`, inlined so each side's loop is as tight as the
/// compiler makes it (an indirect call per run would add the same cost to both and hide the
/// ratio).
@inline(__always)
private func batch(_ count: Int, _ body: (Int) -> Void) -> UInt64 {
    let start = DispatchTime.now().uptimeNanoseconds
    for index in 0..<count { body(index) }
    return DispatchTime.now().uptimeNanoseconds - start
}
