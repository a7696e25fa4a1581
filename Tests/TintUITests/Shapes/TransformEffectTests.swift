import Foundation
import Testing
import TintUI

/// `.scaleEffect` and `.rotationEffect` with `Angle`: drawn transformed about the anchor; the
/// layout is unchanged; changes inside repaint the transformed group exactly.
@MainActor
@Suite struct TransformEffectTests {
    @Test func scaleEffectDrawsTheViewLargerAboutItsCentre() throws {
        let view = Color.red.frame(width: 20, height: 20).scaleEffect(2).accessibilityIdentifier("square")
        let host = HeadlessHost(rootView: view, width: 100, height: 100)
        host.renderFrame()
        // Layout keeps the 20x20 frame, centred; the drawing spans 40x40 about the centre.
        #expect(try #require(host.frame(of: "square")).size == CGSize(width: 20, height: 20))
        #expect(host.pixel(x: 50, y: 50) == RGBA8(Color.red))
        #expect(host.pixel(x: 33, y: 33) == RGBA8(Color.red))
        #expect(host.pixel(x: 26, y: 50) == RGBA8(Color.white))
    }

    @Test func rotationEffectTurnsTheViewAboutItsAnchor() {
        let view = Color.blue.frame(width: 40, height: 40).rotationEffect(.degrees(45))
        let host = HeadlessHost(rootView: view, width: 100, height: 100)
        host.renderFrame()
        // A diamond: its top corner reaches about 28 points above the centre, its old corner
        // (the square's top-left) is now empty.
        #expect(host.pixel(x: 50, y: 25) == RGBA8(Color.blue))
        #expect(host.pixel(x: 32, y: 32) == RGBA8(Color.white))
        #expect(Angle.degrees(180).radians == .pi)
    }

    @Test func aChangeInsideRepaintsExactly() throws {
        struct Spinner: View {
            @State var turns = 0.0
            var body: some View {
                VStack {
                    Button("Turn") { turns += 30 }.accessibilityIdentifier("turn")
                    Text("Tint \(Int(turns))").padding().background(Color.yellow).rotationEffect(.degrees(turns))
                        .scaleEffect(x: 1.5, y: 0.75, anchor: .topLeading)
                }
                .frame(width: 200, height: 160)
            }
        }
        let host = HeadlessHost(rootView: Spinner(), width: 200, height: 160)
        host.renderFrame()
        for _ in 0..<4 {
            host.tap("turn")
            host.renderFrame()
            #expect(firstDifference(host.pixelBuffer, host.fullRepaint()) == nil)
        }
    }

    @Test func badTransformNumbersAreRepaired() {
        let host = HeadlessHost(rootView: Color.red.frame(width: 10, height: 10).scaleEffect(.nan).rotationEffect(.radians(.infinity)), width: 50, height: 50)
        let report = host.renderFrame()
        #expect(report.warnings.contains { $0.contains("scaleEffect") })
        #expect(report.warnings.contains { $0.contains("rotationEffect angle") })
    }
}
