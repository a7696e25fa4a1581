import Foundation
import Testing
import TintUI

/// Shapes animate through their `animatableData`: a trimmed circle (a progress ring) and an
/// app's own shape are drawn at each step between their values, without running a body.
@MainActor
@Suite struct AnimatableShapeTests {
    /// A bar whose filled share animates through `animatableData`.
    struct Bar: Shape {
        var share: Double
        var animatableData: Double {
            get { share }
            set { share = newValue }
        }
        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * share, height: rect.height))
        }
    }

    struct Gauges: View {
        @State var full = false
        var body: some View {
            VStack(spacing: 0) {
                Bar(share: full ? 1 : 0).fill(Color.red).frame(width: 100, height: 10).accessibilityIdentifier("bar")
                Circle().trim(from: 0, to: full ? 1 : 0).stroke(Color.blue, lineWidth: 6).frame(width: 60, height: 60)
                    .accessibilityIdentifier("ring")
                Button("fill") { withAnimation(.linear(duration: 1)) { full = true } }.accessibilityIdentifier("fill")
            }
        }
    }

    func count(_ host: HeadlessHost, in rect: CGRect, where test: (RGBA8) -> Bool) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) { for x in Int(rect.minX)..<Int(rect.maxX) where test(host.pixel(x: x, y: y)) { n += 1 } }
        return n
    }

    @Test func shapesAnimateThroughTheirData() throws {
        let host = HeadlessHost(rootView: Gauges(), width: 200, height: 160)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 0)
        host.renderFrame()
        host.tap("fill")
        host.renderFrame()
        let bar = try #require(host.frame(of: "bar")), ring = try #require(host.frame(of: "ring"))
        func red() -> Int { count(host, in: bar) { $0.r > 200 && $0.g < 80 } }
        func blue() -> Int { count(host, in: ring.insetBy(dx: -4, dy: -4)) { $0.b > 200 && $0.r < 80 } }
        #expect(red() == 0 && blue() == 0)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 0.5)
        let half = host.renderFrame()
        #expect(half.bodyEvaluations.isEmpty, "\(half.bodyEvaluations)")
        let halfRed = red(), halfBlue = blue()
        host.currentDate = Date(timeIntervalSinceReferenceDate: 1.1)
        host.renderFrame()
        let fullRed = red(), fullBlue = blue()
        #expect(fullRed >= 900, "\(fullRed)")
        #expect(abs(Double(halfRed) / Double(fullRed) - 0.5) < 0.06, "\(halfRed) of \(fullRed)")
        #expect(abs(Double(halfBlue) / Double(fullBlue) - 0.5) < 0.08, "\(halfBlue) of \(fullBlue)")
        #expect(!host.isAnimating)
    }
}
