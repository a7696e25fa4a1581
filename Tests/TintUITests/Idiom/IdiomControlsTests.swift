import Foundation
import Testing
import TintUI

/// In the iPad idiom sliders, steppers and pickers take iOS's metrics: a 28-point white knob,
/// a 94 by 32 point minus-and-plus stepper at the row's end, segments sharing the width in a
/// 32-point track, a menu picker's choice in the accent colour with up-and-down chevrons; each
/// still works as on the Mac.
@MainActor
@Suite struct IdiomControlsTests {
    struct Settings: View {
        @State var volume = 0.5
        @State var copies = 2
        @State var size = "M"
        @State var theme = "Light"
        var body: some View {
            VStack(spacing: 12) {
                Slider(value: $volume) { Text("Volume") }.accessibilityIdentifier("slider")
                Stepper("Copies: \(copies)", value: $copies, in: 1...5).accessibilityIdentifier("stepper")
                Picker("Size", selection: $size) {
                    Text("S").tag("S").accessibilityIdentifier("segment-S")
                    Text("M").tag("M")
                    Text("L").tag("L").accessibilityIdentifier("segment-L")
                }
                .pickerStyle(.segmented)
                .accessibilityIdentifier("segmented")
                Picker("Theme", selection: $theme) {
                    Text("Light").tag("Light")
                    Text("Dark").tag("Dark")
                }
                .accessibilityIdentifier("menu")
            }
            .frame(width: 360)
            .padding(20)
        }
    }

    func pad() -> HeadlessHost {
        let host = HeadlessHost(rootView: Settings(), width: 400, height: 260)
        host.options.idiom = .pad
        host.renderFrame()
        return host
    }

    @Test func theSliderHasIOSsKnobAndNoLabel() throws {
        let mac = HeadlessHost(rootView: Settings(), width: 400, height: 260)
        mac.renderFrame()
        #expect(try #require(mac.frame(of: "slider")).height == 22 && mac.texts().contains("Volume"))

        let host = pad()
        let slider = try #require(host.frame(of: "slider"))
        #expect(slider.height == 34 && slider.width == 360, "\(slider)")
        #expect(!host.texts().contains("Volume"), "iOS shows no label beside a slider")
        // The knob, white, at the middle of the travel.
        #expect(host.pixel(x: Int(slider.midX), y: Int(slider.midY)) == RGBA8(Color.white))
        host.drag(from: CGPoint(x: slider.midX, y: slider.midY), to: CGPoint(x: slider.maxX, y: slider.midY))
        host.renderFrame()
        #expect(host.pixel(x: Int(slider.maxX) - 14, y: Int(slider.midY)) == RGBA8(Color.white), "dragged to the end")
    }

    @Test func theStepperIsAMinusAndPlusAtTheRowsEnd() throws {
        let host = pad()
        let stepper = try #require(host.frame(of: "stepper"))
        let minus = try #require(host.frame(of: "stepper-decrement")), plus = try #require(host.frame(of: "stepper-increment"))
        #expect(plus.maxX == stepper.maxX && minus.height == 32 && plus.maxX - minus.minX == 94, "\(minus) \(plus) in \(stepper)")
        #expect(minus.maxX <= plus.minX, "minus first")
        host.tap("stepper-increment")
        host.renderFrame()
        #expect(host.texts().contains("Copies: 3"))
        host.tap("stepper-decrement")
        host.tap("stepper-decrement")
        host.tap("stepper-decrement")
        host.renderFrame()
        #expect(host.texts().contains("Copies: 1"), "kept in its range")
    }

    @Test func segmentsShareTheWidthAndAMenuPickerSitsAtTheEnd() throws {
        let host = pad()
        let segmented = try #require(host.frame(of: "segmented"))
        let small = try #require(host.frame(of: "segment-S")), large = try #require(host.frame(of: "segment-L"))
        #expect(segmented.height == 32 && segmented.width == 360, "\(segmented)")
        #expect(!host.texts().contains("Size"), "no label beside iOS's segments")
        #expect(small.minX < segmented.minX + 60 && large.minX > segmented.maxX - 120, "spread across: \(small) \(large)")
        host.tap("segment-L")
        host.renderFrame()
        // The chosen segment's white plate moved under L.
        let plate = RGBA8(Color(uiColor: .secondarySystemGroupedBackground))
        #expect(host.pixel(x: Int(segmented.maxX) - 10, y: Int(segmented.midY)) == plate)
        #expect(host.pixel(x: Int(segmented.midX), y: Int(segmented.midY) - 10) != plate)

        let menu = try #require(host.frame(of: "menu"))
        #expect(host.texts().contains("Theme") && host.texts().contains("Light"))
        // The choice is at the row's trailing end, in the accent colour.
        var accent = 0
        for x in Int(menu.maxX) - 80..<Int(menu.maxX) {
            for y in Int(menu.minY)..<Int(menu.maxY) where host.pixel(x: x, y: y) == RGBA8(Color.accentColor) { accent += 1 }
        }
        #expect(accent > 20, "the choice in the accent colour at the end: \(accent) pixels")
    }

    @Test func controlsGolden() throws {
        try GoldenImage.check(pad().pixelBuffer, named: "idiom-pad-controls")
    }
}
