import Foundation
import Testing
import TintRaster
import TintUI
@testable import TintViews

/// `ColorPicker`: a swatch of the colour that opens a palette; a pick sets the colour and keeps
/// its opacity.
@MainActor
@Suite struct ColorPickerTests {
    struct Picking: View {
        @State var color = Color.blue.opacity(0.5)
        var body: some View {
            VStack {
                ColorPicker("Colour", selection: $color)
                Text("alpha \(Int((color.alpha * 100).rounded()))").accessibilityIdentifier("alpha-\(Int((color.alpha * 100).rounded()))")
                Color(white: 1).frame(width: 1, height: 1).accessibilityIdentifier(color.resolved(in: .light).red > 0.9 ? "reddish" : "not-red")
            }
        }
    }

    @Test func theSwatchOpensAPaletteAndAPickKeepsTheOpacity() throws {
        let host = HeadlessHost(rootView: Picking(), width: 400, height: 300)
        host.renderFrame()
        #expect(host.frame(of: "not-red") != nil)
        host.tap("color-picker-swatch")
        host.renderFrame()
        // The first row's first colour is the system red.
        host.tap("color-0-0")
        host.renderFrame()
        #expect(host.frame(of: "reddish") != nil)
        #expect(host.frame(of: "alpha-50") != nil)
        // The popover closed with the pick.
        #expect(host.frame(of: "color-0-0") == nil)
    }

    @Test func thePaletteHasHuesShadesAndGreys() {
        let palette = ColorPicker<Text>.palette
        #expect(palette.count == 4 && palette[0].count == 12 && palette[3].count == 5)
        #expect(Set(palette.joined().map { RGBA8($0) }).count == 12 * 3 + 5)
    }
}
