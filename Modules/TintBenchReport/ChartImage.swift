import TintImageIO
import TintUI

/// Renders a chart offscreen through `HeadlessHost`, in an image exactly the chart's size.
@MainActor
public enum ChartImage {
    /// Wide enough for the label column, the plot and the value column of `BarChart`.
    static let width = 900

    /// The chart's pixels: laid out once in a tall host to learn its height, then rendered in a
    /// host of that height, so the image has no margin to trim.
    public static func render(_ data: BarChartData) -> PixelBuffer {
        let chart = BarChart(data: data).fixedSize().accessibilityIdentifier("chart")
        let probe = HeadlessHost(rootView: chart, width: width, height: 8_000)
        probe.renderFrame()
        let height = Int((probe.frame(of: "chart")?.height ?? 600).rounded(.up))
        let host = HeadlessHost(rootView: chart, width: width, height: max(1, height))
        host.renderFrame()
        return host.pixelBuffer
    }

    /// Writes the chart as a PNG file.
    public static func write(_ data: BarChartData, to path: String) throws {
        try PNGFile.write(render(data), to: path)
    }
}
