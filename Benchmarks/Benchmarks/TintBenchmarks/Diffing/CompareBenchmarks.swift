import Benchmark
import TintUI

/// One comparison of two equal values (the skip case, a full walk), per engine and view shape:
/// the hand-written `==`, the compiled plan, and the `Mirror` walk. Budget (docs/budgets.md):
/// compiled <= 3x `==` and >= 500x faster than mirror on the 6-field view.
///
/// Each pair is built separately, as a parent's `body` builds a child anew; two pairs
/// alternate so the compiler cannot hoist the comparison out of the loop.
func compareBenchmarks() {
    compare("1 field") { OneField(count: 1) }
    compare("6 fields") { SixFields.make(1) }
    compare("20 fields") { TwentyFields.make(1) }
    compare("nested structs") { NestedFields.make(1) }
    compare("long string") { LongString.make(1) }
    compare("100 Ints") { IntArray.make(1) }
    compare("20 structs") { StructArray.make(1) }
}

private func compare<V: View & Equatable>(_ shape: String, _ make: @escaping @MainActor @Sendable () -> V) {
    Benchmark("Compare: \(shape), ==") { benchmark in
        await onMainActor(benchmark) { benchmark in
            let lefts = [make(), make()], rights = [make(), make()]
            benchmark.startMeasurement()
            for index in benchmark.scaledIterations {
                blackHole(lefts[index & 1] == rights[index & 1])
            }
            benchmark.stopMeasurement()
        }
    }
    for engine in ReflectionEngine.allCases {
        Benchmark("Compare: \(shape), \(engine.rawValue)") { benchmark in
            await onMainActor(benchmark) { benchmark in
                let lefts = [make(), make()], rights = [make(), make()]
                let differ = ViewComparator(policy: .reflection, engine: engine).differ(for: V.self)
                precondition(differ.areEqual(lefts[0], rights[0]), "\(shape): equal values must compare equal")
                // Values in place, as the reconciler compares a node's stored view with the
                // rebuilt one: no copies.
                lefts.withUnsafeBufferPointer { lefts in
                    rights.withUnsafeBufferPointer { rights in
                        benchmark.startMeasurement()
                        for index in benchmark.scaledIterations {
                            blackHole(differ.areEqual(at: lefts.baseAddress! + (index & 1), rights.baseAddress! + (index & 1)))
                        }
                        benchmark.stopMeasurement()
                    }
                }
            }
        }
    }
}
