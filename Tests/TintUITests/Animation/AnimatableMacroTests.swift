#if Previews
import Foundation
import Testing
import TintUI

/// A shape made `Animatable` by `@Animatable` animates as one written by hand: its width and
/// its angle move together, and the property marked `@AnimatableIgnored` jumps.
@MainActor
@Suite struct AnimatableMacroTests {
    /// A bar `share` of its width wide, turned by `turn` about its leading edge (not at all
    /// here: the test keeps it at zero and checks it takes part in the data).
    @Animatable
    struct Bar: Shape {
        var share: CGFloat
        var turn: Angle
        @AnimatableIgnored var tall: Bool
        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * share, height: tall ? rect.height : rect.height / 2))
        }
    }

    /// Not a shape: `@Animatable` gives a plain struct the conformance too.
    @Animatable
    struct Gauge {
        var level: Double
        var size: CGSize
    }

    struct Meter: View {
        @State var full = false
        var body: some View {
            VStack(spacing: 0) {
                Bar(share: full ? 1 : 0, turn: .zero, tall: full).fill(Color.red).frame(width: 100, height: 10)
                    .accessibilityIdentifier("bar")
                Button("fill") { withAnimation(.linear(duration: 1)) { full = true } }.accessibilityIdentifier("fill")
            }
        }
    }

    @Test func theMacroMakesTheDataFromTheStoredVars() {
        var bar = Bar(share: 0.25, turn: .degrees(90), tall: false)
        #expect(bar.animatableData.first == 0.25)
        #expect(abs(bar.animatableData.second - Double.pi / 2) < 1e-12)
        bar.animatableData = AnimatablePair(0.75, Double.pi)
        #expect(bar.share == 0.75 && abs(bar.turn.degrees - 180) < 1e-9 && !bar.tall)
        var gauge = Gauge(level: 2, size: CGSize(width: 3, height: 4))
        gauge.animatableData = gauge.animatableData.scaled(by: 2)
        #expect(gauge.level == 4 && gauge.size == CGSize(width: 6, height: 8))
    }

    @Test func aMacroShapeAnimatesBetweenItsValues() throws {
        let host = HeadlessHost(rootView: Meter(), width: 200, height: 100)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 0)
        host.renderFrame()
        host.tap("fill")
        host.renderFrame()
        let bar = try #require(host.frame(of: "bar"))
        func red() -> Int {
            var n = 0
            for y in Int(bar.minY)..<Int(bar.maxY) {
                for x in Int(bar.minX)..<Int(bar.maxX) where host.pixel(x: x, y: y).r > 200 && host.pixel(x: x, y: y).g < 80 { n += 1 }
            }
            return n
        }
        host.currentDate = Date(timeIntervalSinceReferenceDate: 0.5)
        let half = host.renderFrame()
        #expect(half.bodyEvaluations.isEmpty, "\(half.bodyEvaluations)")
        let halfRed = red()
        host.currentDate = Date(timeIntervalSinceReferenceDate: 1.1)
        host.renderFrame()
        let fullRed = red()
        // Full: the whole bar, tall. Half way: half the width, and already tall (the ignored
        // property does not animate), so half the pixels.
        #expect(fullRed >= 900, "\(fullRed)")
        #expect(abs(Double(halfRed) / Double(fullRed) - 0.5) < 0.06, "\(halfRed) of \(fullRed)")
    }
}
#endif
