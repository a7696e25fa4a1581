import Foundation
import Testing
import TintUI

/// Views and modifiers conforming to `Animatable`: as in SwiftUI, their data moves along the
/// animation and their body runs at every frame with it part way; no other body runs.
@MainActor
@Suite struct AnimatableViewTests {
    /// A bar whose width is its level: an `Animatable` view.
    struct Meter: View, Animatable {
        var level: Double
        var animatableData: Double {
            get { level }
            set { level = newValue }
        }
        var body: some View {
            Color.blue.frame(width: max(0, level) * 100, height: 10).accessibilityIdentifier("meter")
        }
    }

    /// Moves its content by `amount` points: an `AnimatableModifier`.
    struct Nudge: AnimatableModifier {
        var amount: CGFloat
        var animatableData: CGFloat {
            get { amount }
            set { amount = newValue }
        }
        func body(content: Content) -> some View { content.offset(x: amount) }
    }

    /// A still neighbour: its body must not run in animation frames.
    struct Still: View {
        var body: some View { Color.gray.frame(width: 20, height: 10) }
    }

    final class Log { var completions = 0 }

    struct Panel: View {
        let log: Log
        @State var level = 0.0
        @State var scoped = 0.0
        @State var nudge: CGFloat = 0
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Meter(level: level)
                Meter(level: scoped).animation(.linear(duration: 1), value: scoped).accessibilityIdentifier("scopedBox")
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("nudged").modifier(Nudge(amount: nudge))
                Still()
                Button("fill") { withAnimation(.linear(duration: 1)) { level = 1 } }.accessibilityIdentifier("fill")
                Button("half") { withAnimation(.linear(duration: 1)) { level = 0.5 } }.accessibilityIdentifier("half")
                Button("complete") {
                    withAnimation(.linear(duration: 1)) { level = 1 } completion: { log.completions += 1 }
                }.accessibilityIdentifier("complete")
                Button("jump") { level = 1 }.accessibilityIdentifier("jump")
                Button("scoped") { scoped = 1 }.accessibilityIdentifier("scoped")
                Button("nudge") { withAnimation(.easeInOut(duration: 1)) { nudge = 80 } }.accessibilityIdentifier("nudge")
            }
            .frame(width: 300, alignment: .leading)
        }
    }

    func host(_ log: Log = Log()) -> HeadlessHost {
        let host = HeadlessHost(rootView: Panel(log: log), width: 320, height: 300)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 500)
        host.renderFrame()
        return host
    }

    func meterWidth(_ host: HeadlessHost) throws -> Double {
        Double(try #require(host.frame(of: "meter")).width)
    }

    /// A linear animation of an `Animatable` view: its body runs at each frame with its data
    /// at the fraction of the way, and no other body runs.
    @Test func bodyRunsEachFrameWithTheDataPartWay() throws {
        let host = host()
        host.tap("fill")
        host.renderFrame()
        #expect(try meterWidth(host) == 0, "drawn from where it was")
        #expect(host.isAnimating)
        for step in 1...3 {
            let report = host.advance(by: 0.25)
            #expect(abs(try meterWidth(host) - 25 * Double(step)) < 0.01)
            #expect(report.bodyEvaluations == ["Meter": 1], "\(report.bodyEvaluations)")
        }
        let last = host.advance(by: 0.25)
        #expect(try meterWidth(host) == 100)
        #expect(last.bodyEvaluations == ["Meter": 1])
        #expect(!host.isAnimating)
        #expect(host.advance(by: 0.25).bodyEvaluations.isEmpty, "nothing runs once it landed")
    }

    /// Without an animation the new data is shown at once, in one body run.
    @Test func unanimatedChangeJumps() throws {
        let host = host()
        host.tap("jump")
        host.renderFrame()
        #expect(try meterWidth(host) == 100)
        #expect(!host.isAnimating)
    }

    /// `.animation(_:value:)` around the view animates it when the value changes.
    @Test func scopedAnimationDrivesTheView() throws {
        let host = host()
        host.tap("scoped")
        host.renderFrame()
        let report = host.advance(by: 0.5)
        let width = try #require(host.frame(of: "scopedBox")).width
        // The scoped meter's frame is its fixed 10-point height and its width part way.
        #expect(abs(width - 50) < 0.01, "\(width)")
        #expect(report.bodyEvaluations == ["Meter": 1], "\(report.bodyEvaluations)")
    }

    /// A new target while one is in flight starts from where the view is: no jump.
    @Test func retargetStartsWhereTheViewIs() throws {
        let host = host()
        host.tap("fill")
        host.renderFrame()
        _ = host.advance(by: 0.5)
        #expect(abs(try meterWidth(host) - 50) < 0.01)
        host.tap("half")
        host.renderFrame()
        #expect(abs(try meterWidth(host) - 50) < 0.01, "no jump at the retarget")
        _ = host.advance(by: 0.5)
        #expect(abs(try meterWidth(host) - 50) < 0.01, "from 50 to 50: stays")
        _ = host.advance(by: 0.6)
        #expect(try meterWidth(host) == 50)
    }

    /// `withAnimation`'s completion waits for the view's animation to end, and runs once.
    @Test func completionWaitsForTheView() throws {
        let log = Log()
        let host = host(log)
        host.tap("complete")
        host.renderFrame()
        _ = host.advance(by: 0.5)
        #expect(log.completions == 0)
        _ = host.advance(by: 0.6)
        _ = host.advance(by: 0.1)
        #expect(log.completions == 1)
        _ = host.advance(by: 1)
        #expect(log.completions == 1)
    }

    /// An `AnimatableModifier` runs its body at each step with its numbers part way.
    @Test func animatableModifierSteps() throws {
        let host = host()
        let start = try #require(host.frame(of: "nudged")).minX
        host.tap("nudge")
        host.renderFrame()
        #expect(try #require(host.frame(of: "nudged")).minX == start)
        let report = host.advance(by: 0.5)
        // Half way along an ease-in-out is half the distance.
        let moved = try #require(host.frame(of: "nudged")).minX - start
        #expect(abs(moved - 40) < 0.5, "\(moved)")
        let ran = Array(report.bodyEvaluations.keys)
        #expect(!ran.isEmpty && ran.allSatisfy { $0.contains("Nudge") }, "\(report.bodyEvaluations)")
        _ = host.advance(by: 0.6)
        #expect(try #require(host.frame(of: "nudged")).minX - start == 80)
    }
}
