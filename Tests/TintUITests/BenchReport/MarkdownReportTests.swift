import Testing
import TintBenchReport

/// The report's text: the run's facts, a table per comparison with ratios, lone benchmarks in
/// one table, sections in reading order.
@Suite struct MarkdownReportTests {
    static let run = BenchmarkRun(commit: "abc1234", date: "2026-11-23 04:00 UTC", machine: "host, 2 x86_64 processors", quick: true, figures: ComparisonTests.run)

    @Test func tablesCarryFiguresAndRatios() {
        let text = MarkdownReport.render(Self.run, charts: [("update-time.png", "Update pass")])
        #expect(text.contains("Commit `abc1234`, 2026-11-23 04:00 UTC. Machine: host, 2 x86_64 processors."))
        #expect(text.contains("**Quick run**"))
        #expect(text.contains("![Update pass](update-time.png)"))
        #expect(text.contains("| variant | wall p50 | x best | allocations | x best | bodies | x best |"))
        #expect(text.contains("| compiled | 600 ns | 1.00x | 0 | 1.00x | 12 | 1.00x |"))
        #expect(text.contains("| mirror | 11 µs | 18.3x | 500 | ∞ | 12 | 1.00x |"))
        // A benchmark compared with nothing goes to its group's shared table, without ratios.
        #expect(text.contains("| benchmark | wall p50 |"))
        #expect(text.contains("| idle | 0 ns |"))
    }

    @Test func sectionsFollowTheReadingOrder() throws {
        let text = MarkdownReport.render(Self.run, charts: [])
        let update = try #require(text.range(of: "## Update"))
        let keyed = try #require(text.range(of: "## Keyed diff"))
        let window = try #require(text.range(of: "## Window"))
        #expect(update.lowerBound < keyed.lowerBound && keyed.lowerBound < window.lowerBound)
        #expect(!text.contains("## Charts"))
        #expect(!MarkdownReport.render(BenchmarkRun(commit: "c", date: "d", machine: "m", quick: false, figures: []), charts: []).contains("Quick run"))
    }
}
