import Testing
import TintUI

/// Text, anti-aliased curves, a gradient, a translucent group and fractional frames: the
/// parts of a frame where rounding or cache state could make two renders differ.
private struct Scene: View {
    var body: some View {
        VStack(spacing: 6) {
            Text("Determinism, 4.3").font(.system(size: 15, weight: .bold))
            HStack(spacing: 5) {
                RoundedRectangle(cornerRadius: 7.5).fill(Color.blue).frame(width: 41.3, height: 23.7)
                Circle().stroke(Color.red, lineWidth: 2.5).frame(width: 27, height: 27)
                Capsule().fill(LinearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 60.5, height: 18)
            }
            Text("Wrapped at word boundaries in a narrow frame").font(.system(size: 11)).frame(width: 97)
                .opacity(0.6)
        }
        .padding(3.3)
    }
}

/// Texts no other test here uses, rendered first in one of the hosts so that its shared caches
/// (faces, glyphs, text layouts) start in another state.
private struct Warmup: View {
    var body: some View {
        VStack { ForEach(0..<40) { Text("warm \($0) ,.;:!?").font(.system(size: CGFloat(9 + $0 % 7))) } }
    }
}

/// RULES 4.3: the same tree at the same size and scale gives the same pixels, whatever was
/// rendered before; golden-image tests rest on it.
@MainActor
@Suite struct DeterminismTests {
    private func render(_ view: some View, scale: CGFloat = 1) -> PixelBuffer {
        let host = HeadlessHost(rootView: view, width: 240, height: 160, scale: scale)
        host.renderFrame()
        return host.pixelBuffer.copy()
    }

    @Test(arguments: [1.0, 2.0])
    func rule4_3_theSameTreeGivesTheSamePixels(scale: CGFloat) throws {
        let first = render(Scene(), scale: scale)
        _ = render(Warmup(), scale: scale)
        let second = render(Scene(), scale: scale)
        // Not vacuous: the scene painted something over the background.
        let background = first[0, 0]
        var painted = 0
        for y in 0..<first.height { for x in 0..<first.width where first[x, y] != background { painted += 1 } }
        #expect(painted > 1_000)
        if let at = firstDifference(first, second) {
            Issue.record("the second render differs at \(at)")
        }
    }

    /// The frame a host painted equals a full repaint of the same state: painting order and
    /// caches filled by the first paint change nothing.
    @Test func rule4_3_aRepaintGivesTheSamePixels() throws {
        let host = HeadlessHost(rootView: Scene(), width: 240, height: 160)
        host.renderFrame()
        let painted = host.pixelBuffer.copy()
        let repainted = host.fullRepaint()
        if let at = firstDifference(painted, repainted) {
            Issue.record("the repaint differs at \(at)")
        }
    }
}
