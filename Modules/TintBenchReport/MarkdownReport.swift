/// The report as Markdown: where and when it was measured, the charts, then one section per
/// benchmark group with a table per comparison.
public enum MarkdownReport {
    /// `charts` are the image files beside the report, with their alt text; `comparisons` are
    /// the run's figures grouped (given when the caller grouped them already, for its charts).
    public static func render(_ run: BenchmarkRun, charts: [(file: String, title: String)], comparisons: [Comparison]? = nil) -> String {
        var lines = [
            "# Tint benchmark report",
            "",
            "Commit `\(run.commit)`, \(run.date). Machine: \(run.machine).",
            "",
        ]
        if run.quick {
            lines += ["**Quick run** (`tools/bench --quick`): a few short samples per benchmark. It proves every benchmark runs; its figures are rough. Run `tools/bench` for figures to quote.", ""]
        }
        lines += [
            "Every figure is per operation: the median (p50) sample, except CPU time, whose mean is given because the kernel counts it in whole scheduler ticks (it is measured only where a sample takes milliseconds). `x best` is a row's figure over the best row's in the same table, both from this run: this machine is noisy, so compare within a table, not across runs.",
            "",
        ]
        if !charts.isEmpty {
            lines += ["## Charts", ""]
            for chart in charts { lines += ["![\(chart.title)](\(chart.file))", ""] }
        }
        let comparisons = comparisons ?? Comparison.grouping(run.figures)
        for group in ReportSection.order(Set(comparisons.map(\.group))) {
            let section = ReportSection.named(group)
            lines += ["## \(group.isEmpty ? "Other" : group)", ""]
            if !section.summary.isEmpty { lines += [section.summary, ""] }
            let inGroup = comparisons.filter { $0.group == group }
            // Benchmarks compared with nothing share one table, named in full.
            let alone = inGroup.filter { $0.rows.count == 1 }
            for comparison in inGroup where comparison.rows.count > 1 {
                lines += ["### \(comparison.subject)", ""] + table(comparison, heading: "variant") + [""]
            }
            if !alone.isEmpty {
                let merged = Comparison(group: group, subject: "", rows: alone.map { comparison in
                    let row = comparison.rows[0]
                    let label = row.figures.parsedName.variant.map { "\(comparison.subject), \($0)" } ?? comparison.subject
                    return Comparison.Row(label: label, figures: row.figures)
                })
                lines += table(merged, heading: "benchmark", ratios: false) + [""]
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A Markdown table: a row per variant, a column per metric, and beside each cost its
    /// ratio to the best row.
    static func table(_ comparison: Comparison, heading: String, ratios: Bool = true) -> [String] {
        let metrics = comparison.metrics
        var header = [heading], rule = ["---"]
        for metric in metrics {
            header.append(metric.title)
            rule.append("---:")
            if ratios && metric.isCost {
                header.append("x best")
                rule.append("---:")
            }
        }
        var lines = ["| " + header.joined(separator: " | ") + " |", "| " + rule.joined(separator: " | ") + " |"]
        for row in comparison.rows {
            var cells = [row.label]
            for metric in metrics {
                cells.append(row.figures.medians[metric].map { FigureFormat.figure($0, metric) } ?? "")
                if ratios && metric.isCost {
                    cells.append(comparison.ratio(metric, of: row).map(FigureFormat.ratio) ?? "")
                }
            }
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines
    }
}
