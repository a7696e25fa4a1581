import Foundation
import Testing
import TintUI

/// `.shadow`: a blurred copy under the view, moved by its offset; changes inside repaint it.
@MainActor
@Suite struct ShadowTests {
    struct Card: View {
        @State var wide = false
        var body: some View {
            VStack {
                Button("Grow") { wide.toggle() }.accessibilityIdentifier("grow")
                Color.white.frame(width: wide ? 120 : 60, height: 40)
                    .shadow(color: .black, radius: 6, x: 4, y: 4)
                    .accessibilityIdentifier("card")
            }
            .frame(width: 200, height: 140)
            .background(Color(white: 0.9))
        }
    }

    @Test func aShadowDarkensBelowAndBesideTheView() throws {
        let host = HeadlessHost(rootView: Card(), width: 200, height: 140)
        host.renderFrame()
        let card = try #require(host.frame(of: "card"))
        let background = host.pixel(x: 5, y: 135)
        // Just past the bottom-right corner, in the offset direction: darker than the page.
        let below = host.pixel(x: Int(card.midX), y: Int(card.maxY) + 3)
        #expect(below.r < background.r)
        // Far away: untouched.
        #expect(host.pixel(x: 5, y: 135) == background)
        // The view itself stays on top, white.
        #expect(host.pixel(x: Int(card.midX), y: Int(card.midY)) == RGBA8(Color.white))
    }

    @Test func aChangeInsideRepaintsTheShadowExactly() throws {
        let host = HeadlessHost(rootView: Card(), width: 200, height: 140)
        host.renderFrame()
        for _ in 0..<3 {
            host.tap("grow")
            host.renderFrame()
            #expect(firstDifference(host.pixelBuffer, host.fullRepaint()) == nil)
        }
    }

    @Test func badShadowNumbersAreRepaired() {
        let host = HeadlessHost(rootView: Color.red.frame(width: 20, height: 20).shadow(radius: .nan, x: .infinity, y: -5), width: 60, height: 60)
        let report = host.renderFrame()
        #expect(report.warnings.contains { $0.contains("shadow radius") })
        #expect(report.warnings.contains { $0.contains("shadow x") })
    }
}
