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

/// `.transformEffect` and `.projectionEffect`: any map of the view, in its own coordinates.
@MainActor
@Suite struct AffineEffectTests {
    let red = RGBA8(r: 255, g: 0, b: 0, a: 255), white = RGBA8(r: 255, g: 255, b: 255, a: 255)

    func host(_ view: some View) -> HeadlessHost {
        let host = HeadlessHost(rootView: view.frame(width: 100, height: 100, alignment: .topLeading), width: 100, height: 100)
        host.renderFrame()
        return host
    }

    @Test func anAffineTransformMovesAndScalesTheDrawingNotTheLayout() {
        let moved = host(Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
            .transformEffect(CGAffineTransform(translationX: 50, y: 30)).accessibilityIdentifier("square"))
        #expect(moved.pixel(x: 60, y: 40) == red)
        #expect(moved.pixel(x: 10, y: 10) == white)
        #expect(moved.frame(of: "square") == CGRect(x: 0, y: 0, width: 20, height: 20))
        let doubled = host(Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20).transformEffect(CGAffineTransform(scaleX: 2, y: 2)))
        #expect(doubled.pixel(x: 35, y: 35) == red)
        #expect(doubled.pixel(x: 45, y: 45) == white)
    }

    @Test func aProjectionTransformCanBeAffineOrInverted() {
        var projection = ProjectionTransform(CGAffineTransform(translationX: 40, y: 0))
        #expect(projection.isAffine && !projection.isIdentity)
        let drawn = host(Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20).projectionEffect(projection))
        #expect(drawn.pixel(x: 50, y: 10) == red && drawn.pixel(x: 10, y: 10) == white)
        let inverted = projection.invert()
        #expect(inverted)
        #expect(projection.m31 == -40)
        #expect(projection.concatenating(projection.inverted()).isIdentity)
        var flat = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        let flatInverted = flat.invert()
        #expect(!flatInverted)
    }

    @Test func aMapThatFlattensTheViewDrawsItUntransformedWithAWarning() {
        let host = HeadlessHost(rootView: Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
            .transformEffect(CGAffineTransform(scaleX: 0, y: 0)).frame(width: 100, height: 100, alignment: .topLeading), width: 100, height: 100)
        let report = host.renderFrame()
        #expect(report.warnings.contains { $0.contains("transformEffect") })
        #expect(host.pixel(x: 10, y: 10) == red)
    }
}
