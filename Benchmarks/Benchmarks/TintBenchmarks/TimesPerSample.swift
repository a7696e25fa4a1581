import Benchmark
import TintBenchReport

extension Benchmark.Configuration {
    /// Marks a benchmark that times `count` operations in each sample (a batch too small for the
    /// harness's kilo scaling, too short to time alone). The harness shows the tag after the
    /// name; the report divides the sample's time and allocations by `count`.
    mutating func timesPerSample(_ count: Int, _ noun: String) {
        tags[BenchmarkFigures.operationsPerSampleTag] = "\(count) \(noun)"
    }
}
