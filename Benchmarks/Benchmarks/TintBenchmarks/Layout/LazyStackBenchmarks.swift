import Benchmark
import TintUI

/// Lazy stacks: a `LazyVStack` of 1k, 10k and 100k rows in a `ScrollView` at 1280x800.
func lazyStackBenchmarks() {
    rowCountBenchmarks("LazyVStack") { LazyRowList(rows: $0) }
}

/// The first frame (mount + layout + paint of the rows in view) and a scroll by one screen (the
/// old rows released, the new ones built, laid out and painted; 10 per sample, a tag the report
/// divides by) of the view `make` builds over 1k, 10k and 100k rows, named "Layout: `subject`
/// of N rows, ...". The view tags its scroll view "list". Neither figure may grow with the row
/// count.
func rowCountBenchmarks<V: View>(_ subject: String, make: @escaping @MainActor @Sendable ([NumberedRow]) -> V) {
    for (count, name) in [(1_000, "1k"), (10_000, "10k"), (100_000, "100k")] {
        let rows = (0..<count).map { NumberedRow(id: $0, title: "Row number \($0)") }
        scrollingViewBenchmarks("Layout: \(subject) of \(name) rows", scrollView: "list") { make(rows) }
    }
}

/// Two benchmarks of a scrolling view at 1280x800: "`name`, first frame" (mount, layout and
/// paint of what is in view) and "`name`, scroll by one screen" (10 scrolls per sample, down
/// ten screens then back up, each followed by a frame). `scrollView` is the identifier of the
/// scroll view `make` builds.
func scrollingViewBenchmarks<V: View>(_ name: String, scrollView: String, make: @escaping @MainActor @Sendable () -> V) {
    let configuration = Benchmark.Configuration.frames()
    let scrolling = Benchmark.Configuration.frames(10, "scrolls")
    Benchmark("\(name), first frame", configuration: configuration) { benchmark in
        await onMainActor(benchmark) { benchmark in
            for _ in benchmark.scaledIterations {
                let host = HeadlessHost(rootView: make(), width: 1280, height: 800)
                benchmark.startMeasurement()
                blackHole(host.renderFrame().repaintedPixels)
                benchmark.stopMeasurement()
            }
        }
    }
    Benchmark("\(name), scroll by one screen", configuration: scrolling) { benchmark in
        await onMainActor(benchmark) { benchmark in
            let host = HeadlessHost(rootView: make(), width: 1280, height: 800)
            host.renderFrame()
            var down = true
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                for _ in 0..<10 {
                    // Down ten screens, then back up: never past the end of the 1k list.
                    host.scroll(scrollView, by: CGSize(width: 0, height: down ? 800 : -800))
                    blackHole(host.renderFrame().repaintedPixels)
                }
                benchmark.stopMeasurement()
                down.toggle()
            }
        }
    }
}

/// A row of the row-count benchmarks.
struct NumberedRow: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
}

private struct LazyRowList: View {
    let rows: [NumberedRow]
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(rows) { TitleAndFigureRow(title: $0.title, figure: "#\($0.id)", height: 28) }
            }
        }
        .accessibilityIdentifier("list")
    }
}
