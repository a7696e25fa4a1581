import Foundation
import Testing
import TintUI

/// `Toggle`, `Slider`, drags and the pressed look of buttons.
@MainActor
@Suite struct ControlTests {
    private struct Panel: View {
        @State var on = false
        @State var level = 0.25
        @State var clicks = 0
        var body: some View {
            VStack(alignment: .leading, spacing: 10) {
                Toggle("Wi-Fi", isOn: $on).accessibilityIdentifier("toggle")
                Slider(value: $level, in: 0...1).accessibilityIdentifier("slider")
                Text("level \(Int((level * 100).rounded())) on \(on ? "yes" : "no")").accessibilityIdentifier("label")
                Button("Click") { clicks += 1 }.accessibilityIdentifier("button")
                Text("clicks \(clicks)")
            }
            .padding(12)
            .frame(width: 240)
        }
    }

    @Test func toggleFlipsWhenClicked() throws {
        let host = HeadlessHost(rootView: Panel(), width: 260, height: 200)
        host.renderFrame()
        let toggle = try #require(host.frame(of: "toggle"))
        let knobBefore = host.pixel(x: Int(toggle.maxX) - 10, y: Int(toggle.midY))
        host.tap("toggle")
        host.renderFrame()
        // The track turned blue and the knob moved to the trailing end (white there now).
        #expect(host.pixel(x: Int(toggle.maxX) - 10, y: Int(toggle.midY)) != knobBefore)
        #expect(host.pixel(x: Int(toggle.maxX) - 30, y: Int(toggle.midY)) == RGBA8(Color.accentColor))
        host.tap("toggle")
        host.renderFrame()
        #expect(host.pixel(x: Int(toggle.maxX) - 10, y: Int(toggle.midY)) == knobBefore)
    }

    @Test func sliderFollowsADragAndClampsToItsRange() throws {
        let host = HeadlessHost(rootView: Panel(), width: 260, height: 200)
        host.renderFrame()
        let slider = try #require(host.frame(of: "slider"))
        let track = Int(slider.midY)
        let grey = host.pixel(x: Int(slider.midX), y: track)
        // Drag from the left end to the middle: the value follows the pointer (knob centred).
        host.drag(from: CGPoint(x: slider.minX + 9, y: slider.midY), to: CGPoint(x: slider.midX, y: slider.midY))
        let report = host.renderFrame()
        #expect(report.bodyEvaluations["Panel"] == 1)
        if let path = ProcessInfo.processInfo.environment["TINT_CONTROLS_SHOT"] { try host.writePNG(to: path) }
        #expect(host.pixel(x: Int(slider.midX) - 20, y: track) == RGBA8(Color.accentColor))
        #expect(host.pixel(x: Int(slider.midX) + 20, y: track) == grey)
        // Past the end: clamped to 1, the track filled up to the knob at the trailing end.
        host.drag(from: CGPoint(x: slider.midX, y: slider.midY), to: CGPoint(x: slider.maxX + 100, y: slider.midY))
        host.renderFrame()
        #expect(host.pixel(x: Int(slider.maxX) - 25, y: track) == RGBA8(Color.accentColor))
        // Before the start: 0, nothing filled.
        host.drag(from: CGPoint(x: slider.midX, y: slider.midY), to: CGPoint(x: slider.minX - 100, y: slider.midY))
        host.renderFrame()
        #expect(host.pixel(x: Int(slider.minX) + 25, y: track) == grey)
    }

    @Test func buttonLooksPressedWhileThePointerIsDownOnIt() throws {
        let host = HeadlessHost(rootView: Panel(), width: 260, height: 200)
        host.renderFrame()
        let button = try #require(host.frame(of: "button"))
        let corner = (x: Int(button.minX) + 3, y: Int(button.minY) + 3)
        let normal = host.pixel(x: corner.x, y: corner.y)
        host.pointerDown(at: CGPoint(x: button.midX, y: button.midY))
        var report = host.renderFrame()
        #expect(report.totalBodyEvaluations == 0 && report.repaintedPixels > 0)
        let pressed = host.pixel(x: corner.x, y: corner.y)
        #expect(pressed.r < normal.r)
        // Released outside: no click, and the normal look again.
        host.pointerUp(at: CGPoint(x: button.maxX + 40, y: button.midY))
        report = host.renderFrame()
        #expect(report.totalBodyEvaluations == 0)
        #expect(host.pixel(x: corner.x, y: corner.y) == normal)
        // Pressed and released on it: one click.
        host.drag(from: CGPoint(x: button.midX, y: button.midY), to: CGPoint(x: button.midX + 2, y: button.midY))
        #expect(host.renderFrame().bodyEvaluations["Panel"] == 1)
    }

    /// `.keyboardShortcut` runs its button's action, with exactly its modifiers. While a text
    /// field has the focus, plain keys are typing, and Ctrl shortcuts (macOS's Command ones)
    /// still run their buttons; Ctrl keys no shortcut takes go to the field.
    @Test func keyboardShortcutsRunTheirButton() throws {
        struct Editor: View {
            @State var saves = 0
            @State var text = ""
            var body: some View {
                VStack {
                    TextField("Notes", text: $text).accessibilityIdentifier("notes")
                    Button("Save \(saves)") { saves += 1 }.keyboardShortcut("s")
                    Button("OK") { saves += 10 }.keyboardShortcut(.defaultAction)
                }
                .frame(width: 200)
            }
        }
        let host = HeadlessHost(rootView: Editor(), width: 220, height: 120)
        host.renderFrame()
        #expect(host.pressKey("S", control: true))
        #expect(!host.pressKey("S"), "without Ctrl it is not the shortcut")
        #expect(!host.pressKey("S", shift: true, control: true))
        #expect(host.pressKey("Return"))
        host.renderFrame()
        #expect(host.bodyEvaluationCount(of: Editor.self) == 2)
        // With the field focused, Return goes to the field, Ctrl+S to its button, and Ctrl+A
        // (no shortcut) to the field.
        host.tap("notes")
        host.type("draft")
        #expect(host.pressKey("Return"))
        host.renderFrame()
        #expect(host.bodyEvaluationCount(of: Editor.self) == 2, "typing and Return stayed in the field (RULES 1.7: the parent only passed $text)")
        #expect(host.pressKey("S", control: true))
        host.renderFrame()
        #expect(host.bodyEvaluationCount(of: Editor.self) == 3, "Ctrl+S saved while editing")
        #expect(host.frame(of: "notes") != nil)
        #expect(host.pressKey("A", control: true), "the field took Ctrl+A")
    }
}
