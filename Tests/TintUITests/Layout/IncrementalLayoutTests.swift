import Observation
import Testing
import TintUI

private struct Column: View {
    @State var long: Bool
    var body: some View {
        VStack(alignment: .leading) {
            Button("Toggle") { long.toggle() }.accessibilityIdentifier("toggle")
            HStack {
                Text("Left").accessibilityIdentifier("left")
                Text(long ? "A much longer middle text that wraps in a narrow column" : "Short")
                    .frame(maxWidth: 140)
                    .accessibilityIdentifier("middle")
                Text("Right").accessibilityIdentifier("right")
            }
            Text("Below").accessibilityIdentifier("below")
            ZStack { Color.gray.frame(width: 50, height: 10) }.accessibilityIdentifier("untouched")
        }
    }
}

/// Incremental layout: after a change only the changed box's ancestors are placed again (the
/// rest is skipped when its frame and proposal did not change), and the frames are exactly
/// those of a layout from scratch of the same state.
@MainActor
@Suite struct IncrementalLayoutTests {
    private let ids = ["toggle", "left", "middle", "right", "below", "untouched"]

    @Test func relayoutAfterAChangeEqualsAFreshLayout() throws {
        let host = HeadlessHost(rootView: Column(long: false), width: 360, height: 300)
        host.renderFrame()
        for expectLong in [true, false, true] {
            host.tap("toggle")
            host.renderFrame()
            let fresh = HeadlessHost(rootView: Column(long: expectLong), width: 360, height: 300)
            fresh.renderFrame()
            for id in ids {
                #expect(host.frame(of: id) == fresh.frame(of: id), "\(id) after toggling to long: \(expectLong)")
            }
            // The pixels agree too.
            #expect(host.pixelBuffer.copyPixels() == fresh.pixelBuffer.copyPixels())
        }
    }
}

/// Labels in alternating stacks squeezed into a small window, so that stacks ask their texts
/// for sizes at zero, at their share and unbounded: some answers come from a text's one-line
/// size, some from laid-out blocks.
@MainActor
@Observable
private final class Labels {
    var texts: [String] = (0..<27).map { "\($0)" }
}

private struct Squeezed: View {
    let labels: Labels
    let level: Int
    let index: Int
    var body: some View {
        if level == 0 {
            Text(labels.texts[index]).accessibilityIdentifier("t\(index)")
        } else if level % 2 == 0 {
            VStack(spacing: 1) { ForEach(0..<3) { Squeezed(labels: labels, level: level - 1, index: index * 3 + $0) } }.accessibilityIdentifier("s\(level)-\(index)")
        } else {
            HStack(spacing: 1) { ForEach(0..<3) { Squeezed(labels: labels, level: level - 1, index: index * 3 + $0) } }.accessibilityIdentifier("s\(level)-\(index)")
        }
    }
}

@MainActor
extension IncrementalLayoutTests {
    /// Random label changes (longer, shorter, same width, two lines) in a squeezed tree: after
    /// each, every frame equals a fresh layout's. (Written for the one-line shortcut, it found
    /// relayout judging boxes in the order changes arrived: a box judged before a change in a
    /// sibling subtree was known could stop that change, in two runs out of three.)
    @Test func squeezedLabelsRelayoutLikeAFreshLayout() {
        var seed: UInt64 = 0x9E3779B97F4A7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        let words = ["", "1", "7", "42", "24", "wide label", "ii", "WW", "a\nb", "...", "long text that wraps"]
        let labels = Labels()
        let host = HeadlessHost(rootView: Squeezed(labels: labels, level: 3, index: 0), width: 90, height: 40)
        host.renderFrame()
        for round in 0..<80 {
            for _ in 0..<(1 + next(3)) { labels.texts[next(27)] = words[next(words.count)] }
            host.renderFrame()
            let fresh = Labels()
            fresh.texts = labels.texts
            let freshHost = HeadlessHost(rootView: Squeezed(labels: fresh, level: 3, index: 0), width: 90, height: 40)
            freshHost.renderFrame()
            let differing = (0..<27).filter { host.frame(of: "t\($0)") != freshHost.frame(of: "t\($0)") }
            #expect(differing.isEmpty, "round \(round): labels \(differing) differ from a fresh layout")
        }
    }
}

extension PixelBuffer {
    /// The visible pixels, row by row.
    fileprivate func copyPixels() -> [UInt32] {
        (0..<height).flatMap { y in (0..<width).map { x in self[x, y] } }
    }
}
