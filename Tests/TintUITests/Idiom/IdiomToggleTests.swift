import Foundation
import Testing
import TintUI

/// In the iPad idiom a default toggle is iOS's switch: 51 by 31 points and green when on
/// (a tint still wins); on the Mac it is the smaller switch in the accent colour.
@MainActor
@Suite struct IdiomToggleTests {
    struct Settings: View {
        @State var wifi = true
        @State var tinted = true
        var body: some View {
            VStack {
                Toggle("Wi-Fi", isOn: $wifi).accessibilityIdentifier("wifi")
                Toggle("Tinted", isOn: $tinted).tint(.purple).accessibilityIdentifier("tinted")
            }
            .frame(width: 240)
            .padding(20)
        }
    }

    func count(_ host: HeadlessHost, in rect: CGRect, of color: Color) -> Int {
        let target = RGBA8(color)
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where host.pixel(x: x, y: y) == target { n += 1 }
        }
        return n
    }

    @Test func theIPadsSwitchIsLargerAndGreen() throws {
        let green = Color(red: 0.2, green: 0.78, blue: 0.35)
        let mac = HeadlessHost(rootView: Settings(), width: 300, height: 200)
        mac.renderFrame()
        let macRow = try #require(mac.frame(of: "wifi"))
        #expect(macRow.height == 20 && count(mac, in: macRow, of: green) == 0)

        let pad = HeadlessHost(rootView: Settings(), width: 300, height: 200)
        pad.options.idiom = .pad
        pad.renderFrame()
        let row = try #require(pad.frame(of: "wifi"))
        #expect(row.height == 31, "\(row)")
        #expect(count(pad, in: row, of: green) > 300, "green when on")
        let tinted = try #require(pad.frame(of: "tinted"))
        #expect(count(pad, in: tinted, of: green) == 0 && count(pad, in: tinted, of: .purple) > 300, "a tint wins")
        pad.tap("wifi")
        pad.renderFrame()
        #expect(count(pad, in: row, of: green) == 0, "grey when off")
    }
}
