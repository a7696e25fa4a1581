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

extension PixelBuffer {
    /// The visible pixels, row by row.
    fileprivate func copyPixels() -> [UInt32] {
        (0..<height).flatMap { y in (0..<width).map { x in self[x, y] } }
    }
}
