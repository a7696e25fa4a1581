import Benchmark
import TintUI

/// A plain `VStack` of 1,000 rows in a `ScrollView` at 1280x800, as SwiftUI code often scrolls
/// a list it does not make lazy: the first frame builds and lays out every row; a scroll by one
/// screen and a scroll by 10 points (a wheel's or a trackpad's step: 10 per sample, a tag the
/// report divides by) move them all. A step moves the content's boxes, without placing each row
/// again (it took 24 ms a step that way); what it costs still grows with the rows, as every box
/// moved and its pixels' bounds are worked out again.
func scrollViewBenchmarks() {
    let rows = (0..<1_000).map { NumberedRow(id: $0, title: "Row number \($0)") }
    let name = "Layout: VStack of 1k rows in a ScrollView"
    scrollingViewBenchmarks(name, scrollView: "list") { PlainRowList(rows: rows) }
    Benchmark("\(name), scroll by 10 points", configuration: .frames(10, "scrolls")) { benchmark in
        await onMainActor(benchmark) { benchmark in
            let host = HeadlessHost(rootView: PlainRowList(rows: rows), width: 1280, height: 800)
            host.renderFrame()
            var down = true
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                for _ in 0..<10 {
                    // At the window's centre, as a wheel scrolls: the scroll view is found by
                    // hit testing, as for the user's wheel.
                    host.scroll(at: CGPoint(x: 640, y: 400), by: CGSize(width: 0, height: down ? 10 : -10))
                    blackHole(host.renderFrame().repaintedPixels)
                }
                benchmark.stopMeasurement()
                down.toggle()
            }
        }
    }
}

private struct PlainRowList: View {
    let rows: [NumberedRow]
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(rows) { TitleAndFigureRow(title: $0.title, figure: "#\($0.id)", height: 28) }
            }
        }
        .accessibilityIdentifier("list")
    }
}
