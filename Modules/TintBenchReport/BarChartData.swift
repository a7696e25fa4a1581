/// What a bar chart shows: groups of bars, one bar per series in each group, and how to write
/// the values.
public struct BarChartData: Sendable, Equatable {
    public var title: String
    /// One line under the title: what is measured and how to read it.
    public var caption: String
    /// The series, in legend order; each group has one value (or none) per series.
    public var series: [String]
    public var groups: [Group]
    /// What the values are, for their labels and the axis title.
    public var metric: BenchmarkMetricKind
    public var scale: ChartScale

    public struct Group: Sendable, Equatable {
        public var label: String
        /// Aligned with `series`; nil where the group has no such bar.
        public var values: [Double?]

        public init(label: String, values: [Double?]) {
            self.label = label
            self.values = values
        }
    }

    public init(title: String, caption: String, series: [String], groups: [Group], metric: BenchmarkMetricKind, scale: ChartScale) {
        self.title = title
        self.caption = caption
        self.series = series
        self.groups = groups
        self.metric = metric
        self.scale = scale
    }

    /// The axis every bar of the chart is drawn against.
    public var axis: ChartAxis {
        ChartAxis(values: groups.flatMap { $0.values.compactMap { $0 } }, scale: scale)
    }
}
