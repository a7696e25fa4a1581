import Benchmark
import Foundation
import Observation
import TintUI

/// Animation frames: views moving on the host's clock, one frame at 1280x800 with
/// update + layout + damage + paint (an animation frame runs no body: it interpolates).
/// - 1,000 views animating their offsets at once (budget 4 ms a frame);
/// - 10,000 views animating their opacity (budget 8 ms);
/// - one animating view among 100 and among 10,000 static ones: the cost must not grow with
///   the static views.
/// The animations last far longer than a run, so every frame moves every animated view.
func animationBenchmarks() {
    let configuration = Benchmark.Configuration.frames(60, "frames")
    Benchmark("Animation: 1,000 views animating offsets, one frame", configuration: configuration) { benchmark in
        await onMainActor(benchmark) { benchmark in
            let host = animatingHost(AnimatedGrid(columns: 40, rows: 25, side: 24, kind: .offset))
            runFrames(host, benchmark)
        }
    }
    Benchmark("Animation: 10,000 views animating opacity, one frame", configuration: configuration) { benchmark in
        await onMainActor(benchmark) { benchmark in
            let host = animatingHost(AnimatedGrid(columns: 125, rows: 80, side: 10, kind: .opacity))
            runFrames(host, benchmark)
        }
    }
    for (columns, rows) in [(10, 10), (125, 80)] {
        Benchmark("Animation: one view animating among \((columns * rows).formatted()) static, one frame", configuration: configuration) { benchmark in
            await onMainActor(benchmark) { benchmark in
                let host = animatingHost(AnimatedGrid(columns: columns, rows: rows, side: 10, kind: .oneOffset))
                runFrames(host, benchmark)
            }
        }
    }
}

@MainActor
private func animatingHost(_ grid: AnimatedGrid) -> HeadlessHost {
    let host = HeadlessHost(rootView: grid, width: 1280, height: 800)
    var options = HostOptions()
    options.recordExplanations = false
    host.options = options
    host.currentDate = Date(timeIntervalSinceReferenceDate: 0)
    host.renderFrame()
    withAnimation(.linear(duration: 1_000_000)) { grid.model.moved = true }
    host.renderFrame()
    host.currentDate = host.currentDate.addingTimeInterval(1.0 / 60)
    host.renderFrame()
    return host
}

@MainActor
private func runFrames(_ host: HeadlessHost, _ benchmark: Benchmark) {
    for _ in benchmark.scaledIterations {
        benchmark.startMeasurement()
        for _ in 0..<60 {
            host.currentDate = host.currentDate.addingTimeInterval(1.0 / 60)
            blackHole(host.renderFrame().repaintedPixels)
        }
        benchmark.stopMeasurement()
    }
}

@MainActor
@Observable
private final class AnimatedGridModel {
    var moved = false
}

/// A grid of coloured squares, each moved (or faded) when the model says so.
private struct AnimatedGrid: View {
    enum Kind { case offset, opacity, oneOffset }
    let columns: Int
    let rows: Int
    let side: CGFloat
    let kind: Kind
    let model = AnimatedGridModel()

    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<rows, id: \.self) { row in
                HStack(spacing: 2) {
                    ForEach(0..<columns, id: \.self) { column in
                        AnimatedCell(model: model, index: row * columns + column, side: side, kind: kind)
                    }
                }
            }
        }
        .frame(width: 1280, height: 800, alignment: .topLeading)
    }
}

private struct AnimatedCell: View {
    let model: AnimatedGridModel
    let index: Int
    let side: CGFloat
    let kind: AnimatedGrid.Kind

    var body: some View {
        let moved = model.moved
        let animated = kind != .oneOffset || index == 0
        Color(red: Double(index % 7) / 7, green: 0.4, blue: 0.8)
            .frame(width: side, height: side)
            .offset(x: animated && kind != .opacity && moved ? 8 : 0)
            .opacity(kind == .opacity && moved ? 0.2 : 1)
    }
}
