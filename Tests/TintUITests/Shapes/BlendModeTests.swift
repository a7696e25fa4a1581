import Foundation
import Testing
import TintUI

/// `.blendMode`: a view combined with what is drawn beneath it, as the W3C modes say.
@MainActor
@Suite struct BlendModeTests {
    /// The pixel where a square of `top` in `mode` lies over a square of `bottom` on white.
    private func blended(_ mode: BlendMode, top: Color, bottom: Color, grouped: Bool = false) -> RGBA8 {
        let pair = ZStack {
            bottom.frame(width: 40, height: 40)
            top.frame(width: 40, height: 40).blendMode(mode)
        }
        let view = (grouped ? AnyView(pair.compositingGroup()) : AnyView(pair))
        .frame(width: 60, height: 60)
        .background(Color.white)
        let host = HeadlessHost(rootView: view, width: 60, height: 60)
        host.renderFrame()
        return host.pixel(x: 30, y: 30)
    }

    private func near(_ pixel: RGBA8, _ r: Int, _ g: Int, _ b: Int) -> Bool {
        abs(Int(pixel.r) - r) <= 2 && abs(Int(pixel.g) - g) <= 2 && abs(Int(pixel.b) - b) <= 2
    }

    let top = Color(red: 1, green: 0.5, blue: 0.5)
    let bottom = Color(red: 0.5, green: 1, blue: 0.5)

    @Test func separableModesFollowTheirFormulas() {
        #expect(near(blended(.normal, top: top, bottom: bottom), 255, 128, 128))
        #expect(near(blended(.multiply, top: top, bottom: bottom), 128, 128, 64), "\(blended(.multiply, top: top, bottom: bottom))")
        #expect(near(blended(.screen, top: top, bottom: bottom), 255, 255, 191))
        #expect(near(blended(.darken, top: top, bottom: bottom), 128, 128, 128))
        #expect(near(blended(.lighten, top: top, bottom: bottom), 255, 255, 128))
        #expect(near(blended(.difference, top: top, bottom: bottom), 128, 128, 0))
        #expect(near(blended(.exclusion, top: top, bottom: bottom), 128, 128, 128))
        // Overlay is hard light with the layers swapped: backdrop 0.5 → multiply by 2 × 0.5.
        #expect(near(blended(.overlay, top: top, bottom: bottom), 255, 255, 128))
    }

    @Test func nonSeparableModesKeepTheirParts() {
        // Luminosity: the backdrop's hue and saturation at the source's luminosity; a grey
        // source over a grey backdrop is that grey.
        let grey = Color(white: 0.25), light = Color(white: 0.75)
        #expect(near(blended(.luminosity, top: grey, bottom: light), 64, 64, 64))
        // Color: the source's hue and saturation at the backdrop's luminosity: a grey source
        // makes a grey of the backdrop's luminosity.
        let color = blended(.color, top: grey, bottom: bottom)
        #expect(color.r == color.g && color.g == color.b, "\(color)")
        let lum = 0.3 * 0.5 + 0.59 * 1 + 0.11 * 0.5
        #expect(abs(Double(color.r) / 255 - lum) < 0.02, "\(color) should be grey at \(lum)")
    }

    @Test func compositingModesWorkOnCoverage() {
        // In a compositing group, an opaque source under destinationOut cuts the group's
        // backdrop away, and the white beneath the group shows through.
        let cut = blended(.destinationOut, top: top, bottom: bottom, grouped: true)
        #expect(near(cut, 255, 255, 255), "the square is cut out of the group: \(cut)")
        // Outside a group it cuts the window's own pixels: clear.
        #expect(blended(.destinationOut, top: top, bottom: bottom).a == 0)
        #expect(near(blended(.destinationOver, top: top, bottom: bottom), 128, 255, 128), "the backdrop stays over the source")
        #expect(near(blended(.plusLighter, top: top, bottom: bottom), 255, 255, 255))
        #expect(near(blended(.plusDarker, top: top, bottom: bottom), 128, 128, 0))
    }

    @Test func aDamagedRepaintOfABlendedViewMatchesAFullOne() {
        struct Screen: View {
            @State var shifted = false
            var body: some View {
                ZStack(alignment: .topLeading) {
                    Color.blue.frame(width: 80, height: 80).offset(x: shifted ? 20 : 0)
                    Color.red.frame(width: 40, height: 40).offset(x: 20, y: 20).blendMode(.multiply)
                    Button("Move") { shifted.toggle() }.accessibilityIdentifier("move").offset(y: 100)
                }
                .frame(width: 200, height: 160, alignment: .topLeading)
            }
        }
        let host = HeadlessHost(rootView: Screen(), width: 200, height: 160)
        host.renderFrame()
        host.tap("move")
        host.renderFrame()
        let damaged = host.pixelBuffer
        let full = host.fullRepaint()
        var differing = 0
        for y in 0..<full.height { for x in 0..<full.width where damaged[x, y] != full[x, y] { differing += 1 } }
        #expect(differing == 0)
    }
}
