import Foundation
import Testing
import TintRaster
import TintUI

/// A custom `ButtonStyle`: its body draws the button, `isPressed` follows the pointer, the
/// button's action still runs on a click, and the innermost `.buttonStyle` wins.
@MainActor
@Suite struct ButtonStyleTests {
    struct Capsule: ButtonStyle {
        var color: Color
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(8)
                .background(configuration.isPressed ? Color.black : color)
                .foregroundColor(.white)
                .accessibilityIdentifier(configuration.isPressed ? "pressed" : "idle")
        }
    }

    struct Screen: View {
        @State var taps = 0
        var body: some View {
            VStack {
                Button("Go") { taps += 1 }.buttonStyle(Capsule(color: .blue))
                Text("taps \(taps)").accessibilityIdentifier("taps-\(taps)")
            }
        }
    }

    @Test func theStyleDrawsTheButtonAndFollowsThePress() throws {
        let host = HeadlessHost(rootView: Screen(), width: 200, height: 100)
        host.renderFrame()
        let idle = try #require(host.frame(of: "idle"))
        #expect(host.pixel(x: Int(idle.minX) + 2, y: Int(idle.minY) + 2) == RGBA8(Color.blue))
        let centre = CGPoint(x: idle.midX, y: idle.midY)
        host.pointerDown(at: centre)
        host.renderFrame()
        let pressed = try #require(host.frame(of: "pressed"))
        #expect(host.pixel(x: Int(pressed.minX) + 2, y: Int(pressed.minY) + 2) == RGBA8(Color.black))
        host.pointerUp(at: centre)
        host.renderFrame()
        #expect(host.frame(of: "idle") != nil)
        #expect(host.frame(of: "taps-1") != nil)
    }

    @Test func aDragOffTheButtonEndsThePressWithoutAClick() throws {
        let host = HeadlessHost(rootView: Screen(), width: 200, height: 100)
        host.renderFrame()
        let idle = try #require(host.frame(of: "idle"))
        host.pointerDown(at: CGPoint(x: idle.midX, y: idle.midY))
        host.renderFrame()
        host.pointerUp(at: CGPoint(x: 190, y: 90))
        host.renderFrame()
        #expect(host.frame(of: "idle") != nil)
        #expect(host.frame(of: "taps-0") != nil)
    }

    @Test func theInnermostStyleWins() throws {
        let view = VStack {
            Button("Inner") {}.buttonStyle(.bordered).accessibilityIdentifier("inner")
            Button("Outer") {}.accessibilityIdentifier("outer")
        }.buttonStyle(Capsule(color: .red))
        let host = HeadlessHost(rootView: view, width: 200, height: 100)
        let report = host.renderFrame()
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let outer = try #require(host.frame(of: "outer")), inner = try #require(host.frame(of: "inner"))
        #expect(host.pixel(x: Int(outer.minX) + 2, y: Int(outer.minY) + 2) == RGBA8(Color.red))
        #expect(host.pixel(x: Int(inner.midX), y: Int(inner.minY) + 2) != RGBA8(Color.red))
    }

    /// The style draws the label: a destructive role does not turn it red behind the style's
    /// back (the style reads `configuration.role`).
    @Test func aCustomStyleDrawsTheLabelItself() throws {
        struct Bare: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View { configuration.label.accessibilityIdentifier("label") }
        }
        let host = HeadlessHost(rootView: Button("Delete everything", role: .destructive) {}.buttonStyle(Bare()).font(.system(size: 30)), width: 400, height: 80)
        host.renderFrame()
        let frame = try #require(host.frame(of: "label"))
        var reddish = 0, dark = 0
        for y in Int(frame.minY)..<Int(frame.maxY) {
            for x in Int(frame.minX)..<Int(frame.maxX) {
                let p = host.pixel(x: x, y: y)
                if p.r > 150 && p.g < 120 { reddish += 1 }
                if p.r < 80 && p.g < 80 && p.b < 80 { dark += 1 }
            }
        }
        #expect(reddish == 0 && dark > 100, "\(reddish) red, \(dark) dark pixels")
    }

    /// A style restated with equal values each body is the same style: the buttons under it
    /// run no body again.
    @Test func restatingAnEqualStyleRerunsNothingBelow() throws {
        struct Parent: View {
            @State var tick = 0
            var body: some View {
                VStack {
                    Text("\(tick)")
                    Button("Tick") { tick += 1 }.accessibilityIdentifier("tick")
                    Counted().buttonStyle(Capsule(color: .blue))
                }
            }
        }
        struct Counted: View {
            var body: some View { Button("Counted") {} }
        }
        let host = HeadlessHost(rootView: Parent(), width: 200, height: 150)
        host.renderFrame()
        host.tap("tick")
        let report = host.renderFrame()
        let rerun = report.bodyEvaluations.keys.filter { $0.contains("Counted") || $0.contains("StyledButton") }
        #expect(rerun.isEmpty, "\(report.bodyEvaluations)")
    }
}
