import Testing
@testable import TintBenchReport
import TintUI

/// Charts drawn by Tint: the axis's range and ticks, bars whose lengths follow the values, and
/// the whole picture against its golden.
@Suite @MainActor struct BarChartTests {
    @Test func logarithmicAxisSpansWholeDecadesAroundTheValues() {
        let axis = ChartAxis(values: [3, 8_000, 0], scale: .logarithmic)
        #expect(axis.lower == 1 && axis.upper == 10_000)
        #expect(axis.ticks == [1, 10, 100, 1_000, 10_000])
        #expect(axis.position(of: 100) == 0.5)
        #expect(axis.position(of: 0) == nil)
        // A value on a decade gets a decade of room below it, so its bar has a length.
        #expect(ChartAxis(values: [100, 500], scale: .logarithmic).lower == 10)
        // One value still gives a range.
        let single = ChartAxis(values: [5], scale: .logarithmic)
        #expect(single.lower < 5 && single.upper > 5)
    }

    @Test func linearAxisStartsAtZeroWithRoundSteps() {
        let axis = ChartAxis(values: [3.4, 9.1], scale: .linear)
        #expect(axis.lower == 0 && axis.upper == 10)
        #expect(axis.ticks == [0, 2, 4, 6, 8, 10])
        #expect(axis.position(of: 5) == 0.5)
        #expect(axis.position(of: .nan) == nil)
        #expect(ChartAxis(values: [], scale: .linear).upper > 0)
    }

    static let data = BarChartData(
        title: "Update pass per strategy",
        caption: "Median wall-clock time of one update; shorter is faster.",
        series: ["alwaysEvaluate", "reflection+mirror", "reflection+compiled", ".equatable() rows"],
        groups: [
            .init(label: "1,024-row list, one row changed", values: [6_800_000, 11_000_000, 600_000, 760_000]),
            .init(label: "64-level chain, top changed", values: [486_000, 501_000, 20_000, nil]),
        ],
        metric: .wallClock,
        scale: .logarithmic
    )

    @Test func chartMatchesItsGolden() throws {
        try GoldenImage.check(ChartImage.render(Self.data), named: "bench-chart")
    }

    /// On a linear axis, each bar's coloured run of pixels is as long as its share of the axis.
    @Test func barLengthsFollowTheValues() throws {
        let data = BarChartData(title: "T", caption: "C", series: ["a", "b"], groups: [.init(label: "g", values: [2, 8])], metric: .count("n"), scale: .linear)
        let image = ChartImage.render(data)
        func barLength(_ color: Color) -> Int {
            let target = RGBA8(color)
            var longest = 0
            for y in 0..<image.height {
                var run = 0
                for x in 0..<image.width {
                    let pixel = image.straightPixel(x: x, y: y)!
                    run = pixel == target ? run + 1 : 0
                    longest = max(longest, run)
                }
            }
            return longest
        }
        let plot = Double(BarChart.plotWidth)
        let axis = data.axis
        let a = barLength(BarChart.color(0)), b = barLength(BarChart.color(1))
        // The legend's swatches are 12 pixels: the bars are longer.
        #expect(abs(Double(a) - plot * axis.position(of: 2)!) <= 1)
        #expect(abs(Double(b) - plot * axis.position(of: 8)!) <= 1)
        #expect(image.width == 900)
    }
}
