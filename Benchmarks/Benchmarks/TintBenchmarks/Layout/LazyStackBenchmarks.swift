import Benchmark
import TintUI

/// Lazy stacks (issue 5): a `LazyVStack` of 1k, 10k and 100k rows in a `ScrollView` at 1280x800.
/// The first frame (mount + layout + paint of the rows in view), and a scroll by one screen
/// (the old rows released, the new ones built, laid out and painted), timed 10 per sample (a
/// tag the report divides by). Neither may grow with the row count.
func lazyStackBenchmarks() {
    var configuration = Benchmark.defaultConfiguration
    configuration.scalingFactor = .one
    configuration.metrics = [.wallClock, .mallocCountTotal]
    configuration.maxDuration = samplingTime(seconds: 2)
    var scrolling = configuration
    scrolling.timesPerSample(10, "scrolls")
    for (count, name) in [(1_000, "1k"), (10_000, "10k"), (100_000, "100k")] {
        let rows = (0..<count).map { LazyRowItem(id: $0, title: "Row number \($0)") }
        Benchmark("Layout: LazyVStack of \(name) rows, first frame", configuration: configuration) { benchmark in
            await onMainActor(benchmark) { benchmark in
                for _ in benchmark.scaledIterations {
                    let host = HeadlessHost(rootView: LazyRowList(rows: rows), width: 1280, height: 800)
                    benchmark.startMeasurement()
                    blackHole(host.renderFrame().repaintedPixels)
                    benchmark.stopMeasurement()
                }
            }
        }
        Benchmark("Layout: LazyVStack of \(name) rows, scroll by one screen", configuration: scrolling) { benchmark in
            await onMainActor(benchmark) { benchmark in
                let host = HeadlessHost(rootView: LazyRowList(rows: rows), width: 1280, height: 800)
                host.renderFrame()
                var down = true
                for _ in benchmark.scaledIterations {
                    benchmark.startMeasurement()
                    for _ in 0..<10 {
                        // Down ten screens, then back up: never past the end of the 1k list.
                        host.scroll("list", by: CGSize(width: 0, height: down ? 800 : -800))
                        blackHole(host.renderFrame().repaintedPixels)
                    }
                    benchmark.stopMeasurement()
                    down.toggle()
                }
            }
        }
    }
}

private struct LazyRowItem: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
}

private struct LazyRowList: View {
    let rows: [LazyRowItem]
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(rows) { TitleAndFigureRow(title: $0.title, figure: "#\($0.id)", height: 28) }
            }
        }
        .accessibilityIdentifier("list")
    }
}
