import Foundation

/// The benchmarks of one subject side by side: each variant's figures and their ratio to the
/// best variant, metric by metric, all from the same run (this machine is too noisy to compare
/// runs).
public struct Comparison: Sendable, Equatable {
    public var group: String
    public var subject: String
    /// One row per variant, fastest (lowest wall-clock median) first.
    public var rows: [Row]

    public struct Row: Sendable, Equatable {
        /// The variant, or the subject when the benchmark has none.
        public var label: String
        public var figures: BenchmarkFigures
    }

    /// The metrics any row has, in the report's column order.
    public var metrics: [BenchmarkMetricKind] {
        Set(rows.flatMap { $0.figures.medians.keys }).sorted()
    }

    /// `row`'s median of `metric` over the smallest median of any row: 1 for the best row.
    /// Nil when the row lacks the metric; infinite when the best is zero and this row is not.
    public func ratio(_ metric: BenchmarkMetricKind, of row: Row) -> Double? {
        guard let value = row.figures.medians[metric] else { return nil }
        let best = rows.compactMap { $0.figures.medians[metric] }.min() ?? value
        if best == 0 { return value == 0 ? 1 : .infinity }
        return value / best
    }

    /// The comparisons the figures make: benchmarks with the same group and subject become one
    /// comparison. Subjects come in natural order ("1000" before "10000"); rows fastest first.
    public static func grouping(_ figures: [BenchmarkFigures]) -> [Comparison] {
        var bySubject: [BenchmarkName: [BenchmarkFigures]] = [:]
        for figure in figures {
            var key = figure.parsedName
            key.variant = nil
            bySubject[key, default: []].append(figure)
        }
        return bySubject.map { key, figures in
            let rows = figures.map { Row(label: $0.parsedName.variant ?? key.subject, figures: $0) }
                .sorted { a, b in
                    let x = a.figures.medians[.wallClock] ?? .infinity, y = b.figures.medians[.wallClock] ?? .infinity
                    return x != y ? x < y : a.label < b.label
                }
            return Comparison(group: key.group, subject: key.subject, rows: rows)
        }
        .sorted { a, b in
            a.group != b.group ? a.group < b.group : a.subject.compare(b.subject, options: .numeric) == .orderedAscending
        }
    }
}
