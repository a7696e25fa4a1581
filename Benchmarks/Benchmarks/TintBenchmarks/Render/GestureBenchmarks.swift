import Benchmark
import Foundation
import Observation
import TintUI

/// The budget of a drag: a card dragged over a 1,000-row list, one frame per pointer move, with
/// the card's offset coming from a `DragGesture` through `@GestureState` against the same frame
/// with the offset set directly. Each sample alternates batches of the two on hosts of their own
/// and reports the ratio of their best batches, times 100 (120 = 1.20x).
func gestureBenchmarks() {
    var configuration = Benchmark.defaultConfiguration
    configuration.metrics = [dragOverDirect]
    configuration.scalingFactor = .one
    Benchmark("Gesture: a drag's frame over a 1,000-row list, budget ratio", configuration: configuration) { benchmark in
        await onMainActor(benchmark) { benchmark in
            let dragged = DragListHost(gesture: true), direct = DragListHost(gesture: false)
            let ratio = bestBatchRatio { dragged.frames(50) } against: { direct.frames(50) }
            dragged.finish()
            benchmark.measurement(dragOverDirect, ratio)
        }
    }
}

/// Ten batches of each, alternated so that both meet the machine's same moments, and the ratio
/// of the first's best batch to the second's, times 100 (a budget ratio measured in one run).
@MainActor
func bestBatchRatio(_ batch: () -> UInt64, against other: () -> UInt64) -> Int {
    var best = (first: UInt64.max, second: UInt64.max)
    for _ in 0..<10 {
        best.first = min(best.first, batch())
        best.second = min(best.second, other())
    }
    return Int((Double(best.first) / Double(best.second) * 100).rounded())
}

let dragOverDirect = BenchmarkMetric.custom("drag gesture / direct (x100)", polarity: .prefersSmaller, useScalingFactor: false)

/// A host showing the list and the card, moved one way or the other.
@MainActor
private final class DragListHost {
    let host: HeadlessHost
    let model = DragListModel()
    let gesture: Bool
    private var step = 0
    private static let start = CGPoint(x: 60, y: 30)

    init(gesture: Bool) {
        self.gesture = gesture
        host = HeadlessHost(rootView: DragList(model: model, gesture: gesture), width: 1280, height: 800)
        var options = HostOptions()
        options.recordExplanations = false
        host.options = options
        host.renderFrame()
        if gesture { host.pointerDown(at: DragListHost.start) }
    }

    /// Nanoseconds for `count` frames, each moving the card a point further.
    func frames(_ count: Int) -> UInt64 {
        let begin = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<count {
            step += 1
            // Back and forth over 200 points, past the gesture's 10-point start.
            let x = CGFloat(20 + step % 200)
            if gesture {
                host.movePointer(to: CGPoint(x: DragListHost.start.x + x, y: DragListHost.start.y + 10))
            } else {
                model.offset = CGSize(width: x, height: 10)
            }
            blackHole(host.renderFrame().repaintedPixels)
        }
        return DispatchTime.now().uptimeNanoseconds - begin
    }

    func finish() {
        if gesture { host.pointerUp(at: DragListHost.start) }
    }
}

@MainActor
@Observable
private final class DragListModel {
    var offset = CGSize.zero
}

private struct DragList: View {
    let model: DragListModel
    let gesture: Bool
    @GestureState private var dragOffset = CGSize.zero

    var body: some View {
        ZStack(alignment: .topLeading) {
            VStack(spacing: 0) {
                ForEach(0..<1_000, id: \.self) { TitleAndFigureRow(title: "Item \($0)", figure: "\($0)", height: 20) }
            }
            .frame(width: 1280, height: 800, alignment: .top)
            Card()
                .offset(gesture ? dragOffset : model.offset)
                .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation }, isEnabled: gesture)
        }
    }
}

/// The dragged card: its body reads nothing that moves.
private struct Card: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 8).fill(Color.orange).frame(width: 120, height: 60)
    }
}
