import Foundation

/// Writes a run's report: `report.md` and the charts as PNG files, in one directory.
@MainActor
public enum BenchmarkReport {
    /// Returns the paths written, the report first.
    @discardableResult
    public static func write(_ run: BenchmarkRun, to directory: String, charts specs: [ChartSpec] = ChartSpec.standard) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let comparisons = Comparison.grouping(run.figures)
        var charts: [(file: String, title: String)] = []
        var written: [String] = []
        for spec in specs {
            guard let data = spec.data(from: comparisons) else { continue }
            let path = (directory as NSString).appendingPathComponent(spec.file)
            try ChartImage.write(data, to: path)
            charts.append((spec.file, spec.title))
            written.append(path)
        }
        let report = (directory as NSString).appendingPathComponent("report.md")
        try MarkdownReport.render(run, charts: charts, comparisons: comparisons).write(toFile: report, atomically: true, encoding: .utf8)
        return [report] + written
    }
}
