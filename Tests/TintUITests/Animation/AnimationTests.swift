import Foundation
import Observation
import Testing
import TintUI

/// Animation on the host's clock: `withAnimation`, `.animation(_:value:)`, the curves, the
/// frames that only interpolate (no body runs, damage only where the views move), retargeting
/// and completion.
@MainActor
@Suite struct AnimationTests {
    final class Model {
        var wide = false
        var faded = false
    }

    struct Bar: View {
        @State var wide = false
        @State var faded = false
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: wide ? 200 : 100, height: 20).accessibilityIdentifier("bar")
                Color.blue.frame(width: 50, height: 20).opacity(faded ? 0 : 1).accessibilityIdentifier("dot")
                Button("widen") { withAnimation(.linear(duration: 1)) { wide.toggle() } }.accessibilityIdentifier("widen")
                Button("widen at once") { wide.toggle() }.accessibilityIdentifier("jump")
                Button("fade") { withAnimation(.easeInOut(duration: 1)) { faded.toggle() } }.accessibilityIdentifier("fade")
            }
        }
    }

    func host() -> HeadlessHost {
        let host = HeadlessHost(rootView: Bar(), width: 300, height: 200)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 1000)
        host.renderFrame()
        return host
    }

    /// A linear animation is at its fraction of the way at each instant, and lands on the
    /// target; its frames run no body.
    @Test func linearFrameChangeIsProportional() throws {
        let host = host()
        host.tap("widen")
        let start = host.renderFrame()
        #expect(start.totalBodyEvaluations > 0)
        #expect(host.frame(of: "bar")?.width == 100)
        for step in 1...4 {
            let report = host.advance(by: 0.25)
            let width = try #require(host.frame(of: "bar")).width
            if step < 4 {
                #expect(abs(width - (100 + 25 * Double(step))) < 0.01, "step \(step): \(width)")
                #expect(report.bodyEvaluations.isEmpty, "\(report.bodyEvaluations)")
                #expect(!report.damage.isEmpty)
            } else {
                #expect(width == 200)
            }
        }
        #expect(host.advance(by: 0.25).damage.isEmpty)
    }

    /// Without `withAnimation` the change is drawn at once.
    @Test func unanimatedChangesJump() {
        let host = host()
        host.tap("jump")
        host.renderFrame()
        #expect(host.frame(of: "bar")?.width == 200)
    }

    /// Opacity moves along the curve: half way through an ease-in-out, half faded.
    @Test func opacityAnimatesAlongTheCurve() throws {
        let host = host()
        host.tap("fade")
        host.renderFrame()
        let dot = try #require(host.frame(of: "dot"))
        let before = host.pixel(x: Int(dot.midX), y: Int(dot.midY))
        #expect(before.r < 10 && before.b > 245, "\(before)")
        let report = host.advance(by: 0.5)
        #expect(report.bodyEvaluations.isEmpty)
        let half = host.pixel(x: Int(dot.midX), y: Int(dot.midY))
        #expect(abs(Int(half.r) - 128) <= 3 && half.b > 245, "\(half)")
        _ = host.advance(by: 0.6)
        let after = host.pixel(x: Int(dot.midX), y: Int(dot.midY))
        #expect(after.r > 250 && after.g > 250 && after.b > 250, "\(after)")
    }

    /// An animation frame damages only what moves: the bar's old and new bounds.
    @Test func animationFramesDamageOnlyTheMovingView() throws {
        let host = host()
        host.tap("widen")
        host.renderFrame()
        let report = host.advance(by: 0.5)
        let bar = try #require(host.frame(of: "bar"))
        for rect in report.damage {
            #expect(rect.minY >= bar.minY - 1 && rect.maxY <= bar.maxY + 1, "damage \(rect) beyond the bar \(bar)")
        }
        #expect(!report.damage.isEmpty)
    }

    struct Scoped: View {
        @State var big = false
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: big ? 200 : 100, height: 20).accessibilityIdentifier("scoped")
                    .animation(.linear(duration: 1), value: big)
                Color.blue.frame(width: big ? 200 : 100, height: 20).accessibilityIdentifier("free")
                Button("toggle") { big.toggle() }.accessibilityIdentifier("toggle")
            }
        }
    }

    /// `.animation(_:value:)` animates the changes inside it when its value changes; the view
    /// beside it, outside the modifier, changes at once.
    @Test func implicitAnimationIsScopedToItsContent() throws {
        let host = HeadlessHost(rootView: Scoped(), width: 300, height: 200)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 50)
        host.renderFrame()
        host.tap("toggle")
        host.renderFrame()
        _ = host.advance(by: 0.5)
        #expect(abs((host.frame(of: "scoped")?.width ?? 0) - 150) < 0.01)
        #expect(host.frame(of: "free")?.width == 200)
        _ = host.advance(by: 0.5)
        #expect(host.frame(of: "scoped")?.width == 200)
    }

    /// A change that arrives while an animation runs starts from where the view is drawn:
    /// no jump.
    @Test func retargetingStartsFromThePresentedValue() throws {
        let host = host()
        host.tap("widen")
        host.renderFrame()
        _ = host.advance(by: 0.5)
        #expect(abs((host.frame(of: "bar")?.width ?? 0) - 150) < 0.01)
        host.tap("widen")
        host.renderFrame()
        #expect(abs((host.frame(of: "bar")?.width ?? 0) - 150) < 0.01, "no jump at the new change")
        _ = host.advance(by: 0.5)
        // Half way from 150 back to 100.
        #expect(abs((host.frame(of: "bar")?.width ?? 0) - 125) < 0.01)
        _ = host.advance(by: 0.5)
        #expect(host.frame(of: "bar")?.width == 100)
    }

    /// Each curve against its formula.
    @Test func curvesFollowTheirFormulas() {
        func value(_ animation: Animation, at t: Double) -> Double { animation._value(from: 0, to: 1, velocity: 0, at: t) }
        #expect(abs(value(.linear(duration: 2), at: 0.5) - 0.25) < 1e-9)
        // CSS's ease-in-out is the same Bézier: 0.1291 at a quarter of the time.
        #expect(abs(value(.easeInOut(duration: 1), at: 0.25) - 0.1291) < 1e-3)
        #expect(abs(value(.easeInOut(duration: 1), at: 0.5) - 0.5) < 1e-6)
        #expect(value(.easeIn(duration: 1), at: 0.5) < 0.5 && value(.easeOut(duration: 1), at: 0.5) > 0.5)
        // A critically damped spring: 1 - (1 + wt) e^-wt with w = 2 pi / response.
        let w = 2 * Double.pi / 0.55
        for t in [0.05, 0.1, 0.3] {
            #expect(abs(value(.default, at: t) - (1 - (1 + w * t) * exp(-w * t))) < 1e-9)
        }
        // A bouncy spring overshoots; every spring settles on its target.
        #expect((0..<100).map { value(.bouncy, at: Double($0) / 100) }.max()! > 1.01)
        #expect(value(.bouncy, at: 10) == 1)
        // Delay, speed, repeats.
        #expect(value(.linear(duration: 1).delay(0.5), at: 0.5) == 0)
        #expect(abs(value(.linear(duration: 1).speed(2), at: 0.25) - 0.5) < 1e-9)
        let reversing = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
        #expect(abs(value(reversing, at: 1.25) - 0.75) < 1e-9)
        #expect(abs(value(reversing, at: 2.25) - 0.25) < 1e-9)
        #expect(value(reversing, at: 3.5) == 1)
        #expect(Animation.linear.repeatForever()._totalDuration == nil)
    }

    /// Bad values are repaired with a warning, never a crash.
    @Test func badAnimationValuesAreRepaired() {
        let nan = Animation.linear(duration: .nan)._value(from: 0, to: 1, velocity: 0, at: 0.1)
        #expect(nan.isFinite)
        let spring = Animation.interpolatingSpring(stiffness: -5, damping: 0)._value(from: 0, to: 1, velocity: 0, at: 0.2)
        #expect(spring.isFinite)
        #expect(Animation.linear(duration: 0)._value(from: 0, to: 1, velocity: 0, at: 0.01) == 1)
        // Each repair is said, and taken here so no other test's frame reports it.
        let said = RuntimeWarnings.take { $0.hasPrefix("Animation") }
        #expect(said.contains { $0.contains("duration nan") } && said.contains { $0.contains("stiffness -5") })
    }

    final class Counter { var count = 0 }

    struct Completing: View {
        let counter: Counter
        @State var on = false
        var body: some View {
            VStack {
                Color.green.frame(width: on ? 100 : 50, height: 10)
                Button("go") {
                    withAnimation(.linear(duration: 1)) { on.toggle() } completion: { counter.count += 1 }
                }.accessibilityIdentifier("go")
            }
        }
    }

    /// `withAnimation`'s completion runs once, when the animation ends.
    @Test func completionRunsOnceAtTheEnd() {
        let counter = Counter()
        let host = HeadlessHost(rootView: Completing(counter: counter), width: 200, height: 100)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 10)
        host.renderFrame()
        host.tap("go")
        host.renderFrame()
        _ = host.advance(by: 0.5)
        #expect(counter.count == 0)
        _ = host.advance(by: 0.6)
        #expect(counter.count == 1)
        _ = host.advance(by: 1)
        #expect(counter.count == 1)
    }

    struct Pulsing: View {
        @State var shown = true
        @State var big = false
        var body: some View {
            VStack {
                if shown {
                    Color.orange.frame(width: 40, height: 40).scaleEffect(big ? 2 : 1)
                        .animation(.easeInOut(duration: 0.5).repeatForever(), value: big)
                        .onAppear { big = true }
                }
                Button("hide") { shown = false }.accessibilityIdentifier("hide")
            }
        }
    }

    /// A view animating for ever stops animating when it is removed: no runaway frames.
    @Test func aForeverAnimationEndsWithItsView() {
        let host = HeadlessHost(rootView: Pulsing(), width: 200, height: 200)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 10)
        host.renderFrame()
        host.renderFrame()
        _ = host.advance(by: 0.3)
        #expect(host.isAnimating)
        _ = host.advance(by: 10)
        #expect(host.isAnimating)
        host.tap("hide")
        host.renderFrame()
        _ = host.advance(by: 0.1)
        #expect(!host.isAnimating)
    }

    @Observable final class Shared {
        var moved = false
    }

    struct ObservedOffset: View {
        let model: Shared
        var body: some View {
            Color.teal.frame(width: 20, height: 20).accessibilityIdentifier("square").offset(x: model.moved ? 100 : 0)
        }
    }

    /// A change to an observed model inside `withAnimation` animates as a state change does;
    /// `.offset` moves the view along the way.
    @Test func observedChangesAnimateToo() throws {
        let model = Shared()
        let host = HeadlessHost(rootView: ObservedOffset(model: model), width: 300, height: 100)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 5)
        host.renderFrame()
        let start = try #require(host.frame(of: "square"))
        withAnimation(.linear(duration: 1)) { model.moved = true }
        host.renderFrame()
        #expect(host.isAnimating)
        _ = host.advance(by: 0.5)
        let half = try #require(host.frame(of: "square"))
        #expect(abs(half.minX - start.minX - 50) < 0.01, "\(start) -> \(half)")
    }

    /// With less motion asked for, a frame change is drawn at once.
    @Test func reducedMotionDrawsFrameChangesAtOnce() {
        let host = host()
        var options = HostOptions()
        options.reduceMotion = true
        host.options = options
        host.renderFrame()
        host.tap("widen")
        host.renderFrame()
        #expect(host.frame(of: "bar")?.width == 200)
        #expect(!host.isAnimating)
    }
}
