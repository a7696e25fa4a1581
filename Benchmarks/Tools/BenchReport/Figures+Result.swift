import Benchmark
import TintBenchReport

extension BenchmarkFigures {
    /// One benchmark's figures from its results, one result per metric: the median sample,
    /// divided by the operations it timed (the scaling factor, and the `per sample` tag).
    init(name: String, results: [BenchmarkResult]) {
        let tags = results.first?.tags ?? [:]
        let operations = Double(BenchmarkFigures.operationsPerSample(tags: tags))
        var medians: [BenchmarkMetricKind: Double] = [:]
        for result in results {
            // Raw samples: nanoseconds for times, counts otherwise.
            let median = Double(result.statistics.histogram.valueAtPercentile(50))
            let perOperation = median / Double(result.scalingFactor.rawValue) / operations
            switch result.metric {
            case .wallClock:
                medians[.wallClock] = perOperation
            case .cpuTotal:
                // The kernel counts CPU time in scheduler ticks (10 ms here), so one sample reads
                // 0 or a whole tick: only the mean over the samples estimates the cost.
                medians[.cpuTime] = result.statistics.histogram.mean / Double(result.scalingFactor.rawValue) / operations
            case .mallocCountTotal:
                medians[.allocations] = perOperation
            case .custom(let metric, _, let scaled):
                // The suite's own counts are per operation already unless they ask for scaling.
                let value = scaled ? median / Double(result.scalingFactor.rawValue) : median
                medians[metric == BenchmarkMetricKind.bodiesMetricName ? .bodies : .count(metric)] = value
            default:
                continue
            }
        }
        self.init(name: BenchmarkFigures.baseName(of: name, tags: tags), medians: medians)
    }
}
