/// One benchmark's result as the report reads it: the median (p50) of each metric, per
/// operation (CPU time excepted, see `BenchmarkMetricKind.cpuTime`).
///
/// The harness records one value per sample; a sample may time many operations (its scaling
/// factor, and the `per sample` tag of benchmarks that batch by hand), so the figures are
/// divided back to one operation before any comparison.
public struct BenchmarkFigures: Sendable, Equatable {
    /// The tag a benchmark sets when each sample times several operations, as "100 changes".
    public static let operationsPerSampleTag = "per sample"

    /// The benchmark's name without the harness's tag suffix, as "Update: tree, strategy".
    public var name: String
    /// The median of each metric, per operation.
    public var medians: [BenchmarkMetricKind: Double]

    public init(name: String, medians: [BenchmarkMetricKind: Double]) {
        self.name = name
        self.medians = medians
    }

    /// The group, subject and variant the name spells.
    public var parsedName: BenchmarkName { BenchmarkName(name) }

    /// How many operations one sample times, read from the tag's leading number (1 without it).
    public static func operationsPerSample(tags: [String: String]) -> Int {
        guard let tag = tags[operationsPerSampleTag],
              let count = Int(tag.prefix(while: \.isNumber)), count > 0 else { return 1 }
        return count
    }

    /// The harness's name for a benchmark with tags: the base name, then the tags in brackets.
    /// Returns the base name.
    public static func baseName(of name: String, tags: [String: String]) -> String {
        guard !tags.isEmpty, let open = name.range(of: " (", options: .backwards) else { return name }
        return String(name[..<open.lowerBound])
    }
}

/// What a metric measures, and so how its figures are written and whether they divide by the
/// operations in a sample.
public enum BenchmarkMetricKind: Hashable, Sendable, Comparable {
    /// Wall-clock time, in nanoseconds.
    case wallClock
    /// CPU time (user and system), in nanoseconds: the mean, not the median, because the
    /// kernel counts it in whole scheduler ticks per sample.
    case cpuTime
    /// Calls to malloc.
    case allocations
    /// Bodies run per update (the suite's `Bodies per update`), per operation already.
    case bodies
    /// A count the benchmark reports itself (bodies run, moves), per operation already.
    case count(String)

    /// The name of the suite's custom metric that counts bodies run.
    public static let bodiesMetricName = "Bodies per update"

    /// Time metrics are written with a unit; the others as plain numbers.
    public var isTime: Bool { self == .wallClock || self == .cpuTime }

    /// Whether a row's figure over the best row's means something: costs do; a benchmark's own
    /// counts (moves made, a ratio it measured) are facts about one row.
    public var isCost: Bool {
        if case .count = self { return false }
        return true
    }

    /// The column heading in the report.
    public var title: String {
        switch self {
        case .wallClock: "wall p50"
        case .cpuTime: "CPU mean"
        case .allocations: "allocations"
        case .bodies: "bodies"
        case .count(let name): name
        }
    }
}
