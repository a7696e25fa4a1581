import Foundation
import Testing
import TintUI

/// The other forms of `background`, `overlay`, `offset`, `aspectRatio` and `safeAreaPadding`.
@MainActor
@Suite struct DecorationFormTests {
    private func pixel(_ view: some View, at point: (Int, Int), size: (Int, Int) = (100, 60)) -> RGBA8 {
        let host = HeadlessHost(rootView: ZStack { Color.red; view }, width: size.0, height: size.1)
        host.renderFrame()
        return host.pixel(x: point.0, y: point.1)
    }

    @Test func backgroundsAndOverlaysOfStyles() {
        let box = Color.clear.frame(width: 40, height: 40)
        // The background style: the window's white unless set.
        #expect(pixel(box.background(), at: (50, 30)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(pixel(box.background().backgroundStyle(.green), at: (50, 30)) == pixel(Color.green.frame(width: 40, height: 40), at: (50, 30)))
        // In a shape: the middle painted, the corner of the frame not.
        #expect(pixel(box.background(in: Circle()), at: (50, 30)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(pixel(box.background(in: Circle()), at: (32, 12)) == pixel(box, at: (5, 5)))
        // Overlays over the view.
        #expect(pixel(Color.white.frame(width: 40, height: 40).overlay(.blue), at: (50, 30)) == pixel(Color.blue.frame(width: 40, height: 40), at: (50, 30)))
        let ring = Color.white.frame(width: 40, height: 40).overlay(.blue, in: Circle())
        #expect(pixel(ring, at: (50, 30)) == pixel(Color.blue, at: (50, 30)))
        #expect(pixel(ring, at: (32, 12)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func offsetsRatiosAndSafeAreaPadding() throws {
        func frame(_ view: some View) -> CGRect {
            let host = HeadlessHost(rootView: view.accessibilityIdentifier("v"), width: 300, height: 300)
            host.renderFrame()
            return host.frame(of: "v") ?? .zero
        }
        let moved = HeadlessHost(rootView: Text("a").offset(CGSize(width: 7, height: 9)), width: 60, height: 40)
        moved.renderFrame()
        let byXY = HeadlessHost(rootView: Text("a").offset(x: 7, y: 9), width: 60, height: 40)
        byXY.renderFrame()
        #expect((0..<40).allSatisfy { y in (0..<60).allSatisfy { moved.pixel(x: $0, y: y) == byXY.pixel(x: $0, y: y) } })
        let ratio = frame(Color.blue.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit).frame(width: 200, height: 200))
        #expect(ratio.width == 200 && ratio.height == 200)
        let inner = frame(Color.blue.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit))
        #expect(abs(inner.width / inner.height - 4.0 / 3.0) < 0.01)
        // A degenerate size keeps the view's own ratio (a colour has none: it fills).
        #expect(frame(Color.blue.aspectRatio(CGSize(width: 4, height: 0))).size == CGSize(width: 300, height: 300))
        let text = frame(Text("Padded"))
        #expect(frame(Text("Padded").safeAreaPadding(.horizontal, 20)).width == text.width + 40)
        #expect(frame(Text("Padded").safeAreaPadding(5)).height == text.height + 10)
    }
}
