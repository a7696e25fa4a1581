import Testing
import TintBenchReport

/// The suite's naming convention and the per-sample tag, as the report reads them.
@Suite struct BenchmarkFiguresTests {
    @Test func namesSplitIntoGroupSubjectAndVariant() {
        let name = BenchmarkName("Update: 1,024-row list, one row changed, reflection+compiled")
        #expect(name.group == "Update")
        #expect(name.subject == "1,024-row list, one row changed")
        #expect(name.variant == "reflection+compiled")
        let alone = BenchmarkName("Window: idle event loop for 5 s")
        #expect(alone.group == "Window")
        #expect(alone.subject == "idle event loop for 5 s")
        #expect(alone.variant == nil)
        #expect(BenchmarkName("no group").group == "")
    }

    @Test func perSampleTagGivesTheOperationCount() {
        #expect(BenchmarkFigures.operationsPerSample(tags: ["per sample": "100 changes"]) == 100)
        #expect(BenchmarkFigures.operationsPerSample(tags: [:]) == 1)
        #expect(BenchmarkFigures.operationsPerSample(tags: ["per sample": "many"]) == 1)
        #expect(BenchmarkFigures.operationsPerSample(tags: ["per sample": "0 changes"]) == 1)
    }

    @Test func baseNameDropsTheTagSuffixOnlyWhenTagged() {
        let tags = ["per sample": "10 scrolls"]
        #expect(BenchmarkFigures.baseName(of: "Layout: lazy (1k), scroll (per sample: 10 scrolls)", tags: tags) == "Layout: lazy (1k), scroll")
        #expect(BenchmarkFigures.baseName(of: "Layout: lazy (1k), scroll", tags: [:]) == "Layout: lazy (1k), scroll")
    }

    @Test func figuresAreWrittenWithUnitsAndSeparators() {
        #expect(FigureFormat.time(nanoseconds: 8.123) == "8.12 ns")
        #expect(FigureFormat.time(nanoseconds: 13_400) == "13.4 µs")
        #expect(FigureFormat.time(nanoseconds: 1_800_000) == "1.8 ms")
        #expect(FigureFormat.time(nanoseconds: 520_000_000) == "520 ms")
        #expect(FigureFormat.time(nanoseconds: 2_500_000_000) == "2.5 s")
        #expect(FigureFormat.time(nanoseconds: 0) == "0 ns")
        #expect(FigureFormat.count(2_048) == "2,048")
        #expect(FigureFormat.count(1_234_567) == "1,234,567")
        #expect(FigureFormat.count(0.25) == "0.25")
        #expect(FigureFormat.ratio(1) == "1.00x")
        #expect(FigureFormat.ratio(3.216) == "3.22x")
        #expect(FigureFormat.ratio(42.04) == "42.0x")
        #expect(FigureFormat.ratio(1_083.4) == "1,083x")
        #expect(FigureFormat.ratio(.infinity) == "∞")
        #expect(FigureFormat.time(nanoseconds: .nan) == "-")
    }
}
