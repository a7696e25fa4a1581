import Benchmark
import Foundation
import Observation
import TintUI

/// The budget of a `Canvas`: 1,000 small star paths filled by one canvas against the same stars
/// as 1,000 shape views, in a frame where every star changes colour (each side draws all 1,000
/// again: the canvas records its renderer anew, the views run their bodies). Each sample
/// alternates batches of the two on hosts of their own and reports the ratio of their best
/// batches, times 100 (130 = 1.30x).
func canvasBenchmarks() {
    var configuration = Benchmark.defaultConfiguration
    configuration.metrics = [canvasOverViews]
    configuration.scalingFactor = .one
    Benchmark("Canvas: 1,000 paths against the same shapes as views, budget ratio", configuration: configuration) { benchmark in
        await onMainActor(benchmark) { benchmark in
            let canvas = StarsHost(canvas: true), views = StarsHost(canvas: false)
            benchmark.measurement(canvasOverViews, bestBatchRatio { canvas.frames(5) } against: { views.frames(5) })
        }
    }
}

let canvasOverViews = BenchmarkMetric.custom("canvas / views (x100)", polarity: .prefersSmaller, useScalingFactor: false)

/// The stars' places: 40 columns of 25 rows in a 1280 x 800 window.
private enum StarGrid {
    static let count = 1_000
    static func origin(_ index: Int) -> CGPoint { CGPoint(x: CGFloat(index % 40) * 32 + 6, y: CGFloat(index / 40) * 32 + 6) }

    /// A five-pointed star in a 20-point square.
    static let star: Path = {
        var path = Path()
        for point in 0..<10 {
            let angle = Double(point) * .pi / 5 - .pi / 2
            let radius: Double = point % 2 == 0 ? 10 : 4
            let p = CGPoint(x: 10 + radius * cos(angle), y: 10 + radius * sin(angle))
            if point == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }()

    static func color(_ index: Int, _ hue: Double) -> Color {
        Color(hue: (hue + Double(index % 40) / 40).truncatingRemainder(dividingBy: 1), saturation: 0.7, brightness: 0.9)
    }
}

@MainActor
@Observable
private final class StarsModel {
    var hue = 0.0
}

/// A host showing the stars one way or the other.
@MainActor
private final class StarsHost {
    let host: HeadlessHost
    let model = StarsModel()

    init(canvas: Bool) {
        host = canvas ? HeadlessHost(rootView: CanvasStars(model: model), width: 1280, height: 800)
            : HeadlessHost(rootView: ViewStars(model: model), width: 1280, height: 800)
        var options = HostOptions()
        options.recordExplanations = false
        host.options = options
        host.renderFrame()
    }

    /// Nanoseconds for `count` frames, each recolouring every star.
    func frames(_ count: Int) -> UInt64 {
        let begin = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<count {
            model.hue = (model.hue + 0.01).truncatingRemainder(dividingBy: 1)
            blackHole(host.renderFrame().repaintedPixels)
        }
        return DispatchTime.now().uptimeNanoseconds - begin
    }
}

private struct CanvasStars: View {
    let model: StarsModel

    var body: some View {
        let hue = model.hue
        Canvas { context, _ in
            for index in 0..<StarGrid.count {
                let origin = StarGrid.origin(index)
                context.fill(StarGrid.star.offsetBy(dx: origin.x, dy: origin.y), with: .color(StarGrid.color(index, hue)))
            }
        }
        .frame(width: 1280, height: 800)
    }
}

private struct StarShape: Shape {
    func path(in rect: CGRect) -> Path { StarGrid.star }
}

private struct ViewStars: View {
    let model: StarsModel

    var body: some View {
        let hue = model.hue
        ZStack(alignment: .topLeading) {
            ForEach(0..<StarGrid.count, id: \.self) { index in
                let origin = StarGrid.origin(index)
                StarShape().fill(StarGrid.color(index, hue)).frame(width: 20, height: 20).offset(x: origin.x, y: origin.y)
            }
        }
        .frame(width: 1280, height: 800, alignment: .topLeading)
    }
}
