import Benchmark

/// The harness's stored run (`.benchmarkBaselines/<target>/<name>/results.json`), read with the
/// harness's own `BenchmarkResult`. The wrapper types are the harness's tool's, which it does
/// not export; their shape is restated here, field for field.
struct StoredRun: Decodable {
    struct Identifier: Codable, Hashable {
        var target: String
        var name: String
    }

    struct Machine: Codable {
        var hostname: String
        var processors: Int
        var processorType: String
        var memory: Int
        var kernelVersion: String
    }

    var machine: Machine
    var results: [Identifier: [BenchmarkResult]]
}
