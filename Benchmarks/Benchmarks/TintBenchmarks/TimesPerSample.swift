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

extension Benchmark.Configuration {
    /// A whole-frame benchmark's configuration: one iteration per sample (each is a frame or a
    /// batch of them, `timesPerSample` when given), wall clock and allocations, two seconds.
    static func frames(_ count: Int? = nil, _ noun: String = "") -> Benchmark.Configuration {
        var configuration = Benchmark.defaultConfiguration
        configuration.scalingFactor = .one
        configuration.metrics = [.wallClock, .mallocCountTotal]
        configuration.maxDuration = samplingTime(seconds: 2)
        if let count { configuration.timesPerSample(count, noun) }
        return configuration
    }
}
