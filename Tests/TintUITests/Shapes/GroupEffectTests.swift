import Testing
import TintUI

private struct EffectsGallery: View {
    var body: some View {
        HStack(spacing: 10) {
            // Two squares faded as one group (overlap within a group is checked in TintRasterTests).
            TwoSquares()
                .opacity(0.5)
            LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
                .frame(width: 60, height: 40)
                .cornerRadius(12)
            LinearGradient(colors: [.mint, .blue], startPoint: .top, endPoint: .bottom)
                .frame(width: 40, height: 40)
                .clipShape(Circle())
            // A wide bar in a narrow frame, clipped to the frame.
            Color.purple.frame(width: 80, height: 12).frame(width: 30, height: 30).clipped()
            Capsule().fill(.green).frame(width: 50, height: 20).opacity(0.25)
            Text("Bordered").padding(4).border(.red, width: 1.5)
        }
    }
}

/// Two squares, one above the other.
private struct TwoSquares: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.blue.frame(width: 40, height: 40)
            Color.red.frame(width: 40, height: 40)
        }
    }
}

private struct Fading: View {
    @State var opacity = 1.0
    var body: some View {
        VStack {
            Button("Fade") { opacity = 0.3 }.accessibilityIdentifier("fade")
            Color.blue.frame(width: 60, height: 30).opacity(opacity)
        }
    }
}

/// `.opacity`, `.cornerRadius`, `.clipShape` and `.clipped`, drawn through layers.
@MainActor
@Suite struct GroupEffectTests {
    @Test func effectsGallery() throws {
        let host = HeadlessHost(rootView: EffectsGallery(), width: 400, height: 80, scale: 2)
        host.renderFrame()
        try GoldenImage.check(host.pixelBuffer, named: "effects-gallery")
    }

    @Test func opacityFadesTheGroupAndRepaintsItsPixels() {
        let host = HeadlessHost(rootView: Fading(), width: 200, height: 100)
        host.renderFrame()
        let before = host.pixel(x: 100, y: 70)
        #expect(before == RGBA8(Color.blue))
        host.tap("fade")
        let report = host.renderFrame()
        #expect(report.repaintedPixels >= 60 * 30)
        let after = host.pixel(x: 100, y: 70)
        // 30 % blue over white.
        #expect(after.b == 255 && abs(Int(after.r) - 178) <= 2)
    }

    @Test func clippingHidesWhatLiesOutsideTheShape() {
        let host = HeadlessHost(rootView: Color.red.frame(width: 100, height: 10).frame(width: 20, height: 20).clipped(), width: 100, height: 40)
        host.renderFrame()
        // The bar is centred on the 20-point frame at x 40...60; beyond it, the background.
        #expect(host.pixel(x: 50, y: 20).r == 255 && host.pixel(x: 50, y: 20).g < 80)
        #expect(host.pixel(x: 20, y: 20) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(host.pixel(x: 80, y: 20) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    /// An app's own shape clips too (through a mask of its fill): a triangle pointing up keeps
    /// the red below its apex and drops the corners beside it.
    @Test func clippingToAnAppsShape() {
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
                return path
            }
        }
        let host = HeadlessHost(rootView: Color.red.frame(width: 40, height: 40).clipShape(Triangle()), width: 40, height: 40)
        host.renderFrame()
        #expect(host.pixel(x: 20, y: 30) == RGBA8(Color.red))
        #expect(host.pixel(x: 3, y: 3) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(host.pixel(x: 36, y: 3) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }
}
