import Testing
import TintBenchReport

/// Which benchmarks a chart draws.
@Suite struct ChartSpecTests {
    @Test func chartSeriesFollowTheSpecAndSkipRowsWithoutTheMetric() throws {
        let figures = ComparisonTests.run + [
            BenchmarkFigures(name: "Update: list, ratios", medians: [.count("ratio"): 2.5]),
        ]
        let spec = ChartSpec(file: "f.png", title: "t", caption: "c", group: "Update", metric: .wallClock, seriesOrder: ["alwaysEvaluate", "mirror", "compiled"])
        let data = try #require(spec.data(from: Comparison.grouping(figures)))
        #expect(data.series == ["alwaysEvaluate", "mirror", "compiled"])
        // The chain is compared with nothing: no group of bars.
        #expect(data.groups.map(\.label) == ["list"])
        #expect(data.groups[0].values == [6_800, 11_000, 600])
        let none = ChartSpec(file: "f.png", title: "t", caption: "c", group: "Raster", metric: .wallClock)
        #expect(none.data(from: Comparison.grouping(figures)) == nil)
    }
}
