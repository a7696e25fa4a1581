/// Which chart the report draws from which benchmarks: one group's comparisons, one metric, the
/// variants as series.
public struct ChartSpec: Sendable {
    public var file: String
    public var title: String
    public var caption: String
    public var group: String
    public var metric: BenchmarkMetricKind
    public var scale: ChartScale
    /// Series in this order (the legend's); variants not listed follow in order of appearance.
    public var seriesOrder: [String]

    public init(file: String, title: String, caption: String, group: String, metric: BenchmarkMetricKind, scale: ChartScale = .logarithmic, seriesOrder: [String] = []) {
        self.file = file
        self.title = title
        self.caption = caption
        self.group = group
        self.metric = metric
        self.scale = scale
        self.seriesOrder = seriesOrder
    }

    /// The four ways of diffing, slowest in principle first, as the Update benchmarks name them.
    public static let strategies = ["alwaysEvaluate", "reflection+mirror", "reflection+compiled", ".equatable() rows"]

    /// The charts of the report.
    public static let standard: [ChartSpec] = [
        ChartSpec(file: "update-time.png", title: "Update pass per strategy", caption: "Median wall-clock time of one update of each tree; shorter is faster.", group: "Update", metric: .wallClock, seriesOrder: strategies),
        ChartSpec(file: "update-bodies.png", title: "Bodies run per update", caption: "How many bodies each strategy ran for the same state writes; fewer is better.", group: "Update", metric: .bodies, seriesOrder: strategies),
        ChartSpec(file: "compare-time.png", title: "One comparison of two equal views", caption: "Median time of one comparison per view shape: hand-written ==, the compiled engine, the Mirror engine.", group: "Compare", metric: .wallClock, seriesOrder: ["==", "compiled", "mirror"]),
        ChartSpec(file: "raster-time.png", title: "Rasterizing a 1920x1080 scene", caption: "Median time to draw each scene, Tint against cairo in the same run.", group: "Raster", metric: .wallClock, scale: .linear, seriesOrder: ["Tint", "cairo"]),
    ]

    /// The chart's data: one group of bars per comparison of the spec's group that has the
    /// metric. Nil when no benchmark gives any.
    public func data(from comparisons: [Comparison]) -> BarChartData? {
        let chosen = comparisons.filter { comparison in
            comparison.group == group && comparison.rows.count > 1 && comparison.rows.contains { $0.figures.medians[metric] != nil }
        }
        guard !chosen.isEmpty else { return nil }
        // Only variants with a figure of this metric: a row of other metrics gets no legend entry.
        let labels = chosen.flatMap { $0.rows.filter { $0.figures.medians[metric] != nil }.map(\.label) }
        var series = seriesOrder.filter(labels.contains)
        for label in labels where !series.contains(label) { series.append(label) }
        let groups = chosen.map { comparison in
            BarChartData.Group(label: comparison.subject, values: series.map { name in
                comparison.rows.first { $0.label == name }?.figures.medians[metric]
            })
        }
        return BarChartData(title: title, caption: caption, series: series, groups: groups, metric: metric, scale: scale)
    }
}
