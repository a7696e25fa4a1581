import Benchmark
import Foundation
import TintUI

/// The suite: every benchmark file registers its benchmarks here.
let benchmarks: @Sendable () -> Void = {
    // tools/bench --quick sets TINT_BENCH_QUICK: a short run that proves every benchmark runs.
    let quick = ProcessInfo.processInfo.environment["TINT_BENCH_QUICK"] == "1"
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        warmupIterations: quick ? 1 : 10,
        // 1,000 operations per sample, so the harness's own per-sample cost (a task hop to the
        // main actor, a few allocations) vanishes in the per-operation figures.
        scalingFactor: .kilo,
        maxDuration: quick ? .milliseconds(300) : .seconds(3),
        maxIterations: quick ? 20 : 1_000_000
    )
    counterBenchmarks()
    compareBenchmarks()
    compareRatioBenchmarks()
    treeBenchmarks()
    keyedDiffBenchmarks()
    listBenchmarks()
    observedListBenchmarks()
    millionRowBenchmarks()
    rasterBenchmarks()
    textBenchmarks()
    layoutBenchmarks()
    lazyStackBenchmarks()
    frameBenchmarks()
    windowBenchmarks()
}
