import Testing
import TintBenchReport

/// Benchmarks grouped into comparisons, and each row's ratio to the best.
@Suite struct ComparisonTests {
    static func figures(_ name: String, wall: Double?, bodies: Double? = nil, allocations: Double? = nil) -> BenchmarkFigures {
        var medians: [BenchmarkMetricKind: Double] = [:]
        medians[.wallClock] = wall
        medians[.bodies] = bodies
        medians[.allocations] = allocations
        return BenchmarkFigures(name: name, medians: medians)
    }

    static let run: [BenchmarkFigures] = [
        figures("Update: list, mirror", wall: 11_000, bodies: 12, allocations: 500),
        figures("Update: list, compiled", wall: 600, bodies: 12, allocations: 0),
        figures("Update: list, alwaysEvaluate", wall: 6_800, bodies: 2_048, allocations: 40),
        figures("Update: chain, compiled", wall: 20, bodies: 1),
        figures("Keyed diff: Int ids, 10000, moves, Tint", wall: 5),
        figures("Keyed diff: Int ids, 1000, moves, Tint", wall: 1),
        figures("Window: idle", wall: 0),
    ]

    @Test func benchmarksOfOneSubjectFormOneComparisonFastestFirst() throws {
        let comparisons = Comparison.grouping(Self.run)
        let list = try #require(comparisons.first { $0.group == "Update" && $0.subject == "list" })
        #expect(list.rows.map(\.label) == ["compiled", "alwaysEvaluate", "mirror"])
        #expect(comparisons.filter { $0.group == "Update" }.map(\.subject) == ["chain", "list"])
        // Natural order: 1000 before 10000.
        #expect(comparisons.filter { $0.group == "Keyed diff" }.map(\.subject) == ["Int ids, 1000, moves", "Int ids, 10000, moves"])
        #expect(comparisons.first { $0.group == "Window" }?.rows.map(\.label) == ["idle"])
    }

    @Test func ratiosAreToTheBestRowOfEachMetric() throws {
        let list = try #require(Comparison.grouping(Self.run).first { $0.subject == "list" })
        let mirror = try #require(list.rows.first { $0.label == "mirror" })
        let always = try #require(list.rows.first { $0.label == "alwaysEvaluate" })
        #expect(list.ratio(.wallClock, of: mirror) == 11_000.0 / 600)
        #expect(list.ratio(.bodies, of: mirror) == 1)
        #expect(list.ratio(.bodies, of: always) == 2_048.0 / 12)
        // The best allocates nothing: others are infinitely worse, the best is 1.
        #expect(list.ratio(.allocations, of: always) == .infinity)
        #expect(list.ratio(.allocations, of: list.rows[0]) == 1)
        #expect(list.ratio(.cpuTime, of: mirror) == nil)
        #expect(list.metrics == [.wallClock, .allocations, .bodies])
    }
}
