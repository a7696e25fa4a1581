import TintUI

/// A horizontal bar chart drawn by Tint: a title, a legend, one block of bars per group, grid
/// lines at the axis's ticks and the axis labelled underneath. Every size is fixed, so the
/// chart's height follows from its data and the picture repeats exactly.
public struct BarChart: View {
    public let data: BarChartData

    public init(data: BarChartData) {
        self.data = data
    }

    /// Colours told apart with colour-blind eyes too (Okabe and Ito's palette).
    static let palette: [Color] = [
        Color(rgb: 0xE69F00), Color(rgb: 0x56B4E9), Color(rgb: 0x009E73),
        Color(rgb: 0xD55E00), Color(rgb: 0x0072B2), Color(rgb: 0xCC79A7),
    ]

    static let labelWidth: CGFloat = 190
    static let plotWidth: CGFloat = 560
    static let valueWidth: CGFloat = 90
    static let barHeight: CGFloat = 14

    static func color(_ series: Int) -> Color { palette[series % palette.count] }

    public var body: some View {
        let axis = data.axis
        VStack(alignment: .leading, spacing: 6) {
            Text(data.title).font(.system(size: 16, weight: .bold))
            Text(data.caption).font(.system(size: 11)).foregroundColor(Color(white: 0.35))
            ChartLegend(series: data.series)
            ForEach(Array(data.groups.enumerated()), id: \.offset) { _, group in
                VStack(alignment: .leading, spacing: 2) {
                    Text(group.label).font(.system(size: 12, weight: .bold))
                    ForEach(Array(data.series.enumerated()), id: \.offset) { index, series in
                        if let value = group.values[index] {
                            ChartBarRow(label: series, value: value, color: BarChart.color(index), axis: axis, metric: data.metric)
                        }
                    }
                }
            }
            ChartAxisLabels(axis: axis, metric: data.metric)
        }
        .padding(16)
        .background(Color.white)
    }
}

/// One swatch and name per series.
struct ChartLegend: View {
    let series: [String]

    var body: some View {
        HStack(spacing: 14) {
            ForEach(Array(series.enumerated()), id: \.offset) { index, name in
                HStack(spacing: 5) {
                    Rectangle().fill(BarChart.color(index)).frame(width: 12, height: 12)
                    Text(name).font(.system(size: 11))
                }
            }
        }
        .padding(.bottom, 4)
    }
}

/// A series' name, its bar over the grid, and its value.
struct ChartBarRow: View {
    let label: String
    let value: Double
    let color: Color
    let axis: ChartAxis
    let metric: BenchmarkMetricKind

    var body: some View {
        HStack(spacing: 8) {
            Text(label).font(.system(size: 11)).frame(width: BarChart.labelWidth, alignment: .trailing)
            ZStack(alignment: .leading) {
                ChartGrid(axis: axis, height: BarChart.barHeight)
                Rectangle().fill(color)
                    .frame(width: BarChart.plotWidth * (axis.position(of: value) ?? 0), height: BarChart.barHeight)
            }
            .frame(width: BarChart.plotWidth, height: BarChart.barHeight, alignment: .leading)
            Text(FigureFormat.figure(value, metric)).font(.system(size: 11))
                .frame(width: BarChart.valueWidth, alignment: .leading)
        }
    }
}

/// Thin vertical lines at the axis's ticks, across one row.
struct ChartGrid: View {
    let axis: ChartAxis
    let height: CGFloat

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color(white: 0.97).frame(width: BarChart.plotWidth, height: height)
            ForEach(Array(axis.ticks.enumerated()), id: \.offset) { _, tick in
                Rectangle().fill(Color(white: 0.82)).frame(width: 1, height: height)
                    .offset(x: min(BarChart.plotWidth - 1, BarChart.plotWidth * (axis.position(of: tick) ?? 0)))
            }
        }
    }
}

/// The tick values under the plot, and what the axis measures.
struct ChartAxisLabels: View {
    let axis: ChartAxis
    let metric: BenchmarkMetricKind

    /// Room for a tick label centred on its line.
    static let tickLabelWidth: CGFloat = 60

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack(spacing: 8) {
                Color.clear.frame(width: BarChart.labelWidth, height: 1)
                ZStack(alignment: .topLeading) {
                    Color.clear.frame(width: BarChart.plotWidth + ChartAxisLabels.tickLabelWidth, height: 14)
                    ForEach(Array(axis.ticks.enumerated()), id: \.offset) { _, tick in
                        Text(FigureFormat.figure(tick, metric)).font(.system(size: 10))
                            .frame(width: ChartAxisLabels.tickLabelWidth, alignment: .center)
                            .offset(x: BarChart.plotWidth * (axis.position(of: tick) ?? 0) - ChartAxisLabels.tickLabelWidth / 2)
                    }
                }
            }
            HStack(spacing: 8) {
                Color.clear.frame(width: BarChart.labelWidth, height: 1)
                Text(axisTitle).font(.system(size: 11)).foregroundColor(Color(white: 0.35))
                    .frame(width: BarChart.plotWidth, alignment: .center)
            }
        }
    }

    var axisTitle: String {
        let what = metric.isTime ? "time per operation (\(metric.title))" : metric.title
        return axis.scale == .logarithmic ? "\(what), logarithmic scale" : what
    }
}
