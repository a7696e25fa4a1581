import Benchmark
import TintUI

/// Lists, tables and navigation: a `List` of 1k, 10k and 100k rows at 1280x800, its first
/// frame and a scroll by one screen (10 per sample), which must not grow with the row count, as
/// for the lazy stacks; a `Table` of the same rows in two columns (title and figure), whose
/// first frame and scroll must stay within 1.5x of the list's; the same rows as the roots of an
/// outline (`List(rows, children:)`, nothing expanded), held to the same; and a push and pop
/// over a navigation stack whose root holds 1,000 rows, which must run no body of the root
/// (checked once, untimed: the run stops if it does).
func structureBenchmarks() {
    rowCountBenchmarks("List") { ItemList(rows: $0) }
    rowCountBenchmarks("Table") { ItemTable(rows: $0) }
    rowCountBenchmarks("outline List") { ItemOutline(rows: $0) }
    let pushing = Benchmark.Configuration.frames(10, "pushes")
    Benchmark("Navigation: push and pop over a 1,000-row root", configuration: pushing) { benchmark in
        await onMainActor(benchmark) { benchmark in
            let host = HeadlessHost(rootView: StackOverRows(), width: 1280, height: 800)
            host.renderFrame()
            // Untimed: a push runs the pushed level's body and none of the root's.
            host.tap("push")
            let push = host.renderFrame()
            guard push.bodyEvaluations["RootRow"] == nil, push.bodyEvaluations["StackOverRows"] == nil,
                  push.bodyEvaluations["PushedLevel"] == 1 else {
                fatalError("a push ran \(push.bodyEvaluations); it must run the pushed level alone")
            }
            host.tap("navigation-back")
            host.renderFrame()
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                for _ in 0..<10 {
                    host.tap("push")
                    blackHole(host.renderFrame().repaintedPixels)
                    host.tap("navigation-back")
                    blackHole(host.renderFrame().repaintedPixels)
                }
                benchmark.stopMeasurement()
            }
        }
    }
}

private struct ItemList: View {
    let rows: [NumberedRow]
    var body: some View {
        List(rows) { TitleAndFigureRow(title: $0.title, figure: "#\($0.id)", height: 20) }
            .accessibilityIdentifier("list")
    }
}

private struct ItemTable: View {
    let rows: [NumberedRow]
    var body: some View {
        Table(rows) {
            TableColumn("Title", value: \.title)
            TableColumn("Figure") { Text("#\($0.id)") }
        }
        .accessibilityIdentifier("list")
    }
}

private struct ItemOutline: View {
    let rows: [NumberedRow]
    var body: some View {
        List(rows, children: \.children) { TitleAndFigureRow(title: $0.title, figure: "#\($0.id)", height: 20) }
            .accessibilityIdentifier("list")
    }
}

extension NumberedRow {
    /// None: the rows are the roots of an outline with nothing under them.
    var children: [NumberedRow]? { nil }
}

private struct RootRow: View {
    let index: Int
    var body: some View { Text("Row \(index)") }
}

private struct PushedLevel: View {
    let value: Int
    var body: some View { Text("Level \(value)") }
}

private struct StackOverRows: View {
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 0) {
                NavigationLink("Push", value: 1).accessibilityIdentifier("push")
                ForEach(0..<1_000) { RootRow(index: $0) }
            }
            .navigationTitle("Rows")
            .navigationDestination(for: Int.self) { PushedLevel(value: $0) }
        }
    }
}
