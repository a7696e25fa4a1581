import Benchmark
import Foundation
import TintUI

/// tools/bench --quick sets TINT_BENCH_QUICK: a short run that proves every benchmark runs.
let quickRun = ProcessInfo.processInfo.environment["TINT_BENCH_QUICK"] == "1"

/// How long a benchmark samples: `seconds` in a full run, 0.3 s in a quick one. A second by
/// default keeps the whole suite (some 230 benchmarks) under ten minutes on two cores; the
/// slow-sampling benchmarks ask for more to get tens of samples.
func samplingTime(seconds: Int = 1) -> Duration {
    quickRun ? .milliseconds(300) : .seconds(seconds)
}

/// The suite: every benchmark file registers its benchmarks here.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        // CPU time only where samples take milliseconds (the Update benchmarks): the kernel counts
        // it in 10 ms ticks, and it also covers the harness's own work around each sample.
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        warmupIterations: quickRun ? 1 : 10,
        // 1,000 operations per sample, so the harness's own per-sample cost (a task hop to the
        // main actor, a few allocations) vanishes in the per-operation figures.
        scalingFactor: .kilo,
        maxDuration: samplingTime(),
        maxIterations: quickRun ? 20 : 1_000_000
    )
    counterBenchmarks()
    compareBenchmarks()
    compareRatioBenchmarks()
    treeBenchmarks()
    treeFloorBenchmarks()
    keyedDiffBenchmarks()
    listBenchmarks()
    observedListBenchmarks()
    millionRowBenchmarks()
    rasterBenchmarks()
    layerEffectBenchmarks()
    textBenchmarks()
    mixedScriptTextBenchmarks()
    layoutBenchmarks()
    lazyStackBenchmarks()
    scrollViewBenchmarks()
    imageGridBenchmarks()
    textFieldBenchmarks()
    soakBenchmarks()
    deepTreeBenchmarks()
    memoryBenchmarks()
    structureBenchmarks()
    frameBenchmarks()
    threadedRepaintBenchmarks()
    animationBenchmarks()
    gestureBenchmarks()
    canvasBenchmarks()
    windowBenchmarks()
    windowCycleBenchmarks()
    soakWindowBenchmarks()
    alertChurnBenchmarks()
    accessibilityBenchmarks()
}
