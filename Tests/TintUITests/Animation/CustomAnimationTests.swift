import Foundation
import Testing
import TintUI

/// `CustomAnimation` through `Animation(_:)`, an animation's own `animate`, and
/// `.animation(_:body:)` animating only the effects its body applies.
@MainActor
@Suite struct CustomAnimationTests {
    /// Two steps: a quarter of the way for half a second, then three quarters, done at 1 s.
    struct Steps: CustomAnimation {
        var duration = 1.0
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            guard time < duration else { return nil }
            return value.scaled(by: time < duration / 2 ? 0.25 : 0.75)
        }
    }

    final class Model: ObservableObject {
        @Published var width = 100.0
        @Published var opacity = 1.0
    }

    struct Bar: View {
        @ObservedObject var model: Model
        var body: some View {
            Color.blue.frame(width: model.width, height: 10).accessibilityIdentifier("bar")
        }
    }

    func start<V: View>(_ view: V) -> HeadlessHost {
        let host = HeadlessHost(rootView: view, width: 300, height: 100)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 10)
        host.renderFrame()
        return host
    }

    @Test func aCustomAnimationMovesEachNumberByItsCurve() throws {
        let model = Model()
        let host = start(Bar(model: model))
        withAnimation(Animation(Steps())) { model.width = 200 }
        host.renderFrame()
        host.advance(by: 0.25)
        #expect(try #require(host.frame(of: "bar")).width == 125)
        host.advance(by: 0.5)
        #expect(try #require(host.frame(of: "bar")).width == 175)
        #expect(host.isAnimating)
        host.advance(by: 0.5)
        #expect(try #require(host.frame(of: "bar")).width == 200)
        #expect(!host.isAnimating, "done once the curve answers nil")
    }

    /// A quarter further at each step, whatever the time: only a context kept from one step to
    /// the next can tell the steps apart.
    struct Counting: CustomAnimation {
        struct Steps: AnimationStateKey { static var defaultValue: Int { 0 } }
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            guard time < 1 else { return nil }
            context.state[Steps.self] += 1
            return value.scaled(by: min(1, 0.25 * Double(context.state[Steps.self])))
        }
    }

    @Test func eachNumberKeepsItsContextFromStepToStep() throws {
        let model = Model()
        let host = start(Bar(model: model))
        withAnimation(Animation(Counting())) { model.width = 200 }
        host.renderFrame()
        var widths: [CGFloat] = []
        for _ in 0..<3 {
            host.advance(by: 0.1)
            widths.append(try #require(host.frame(of: "bar")).width)
        }
        #expect(widths == [125, 150, 175], "\(widths)")
        host.advance(by: 1)
        #expect(try #require(host.frame(of: "bar")).width == 200)
        #expect(!host.isAnimating)
    }

    @Test func customAnimationsCompareByValueAndRepeat() {
        #expect(Animation(Steps()) == Animation(Steps()))
        #expect(Animation(Steps()) != Animation(Steps(duration: 2)))
        #expect(Animation(Steps()) != .linear(duration: 1))
        let twice = Animation(Steps()).repeatCount(2, autoreverses: false)
        var context = AnimationContext<Double>()
        #expect(twice.animate(value: 8.0, time: 1.25, context: &context) == 2, "the second play: a quarter again")
    }

    @Test func anAnimationAnswersForAnyVector() {
        var context = AnimationContext<Double>()
        let linear = Animation.linear(duration: 2)
        #expect(linear.animate(value: 10.0, time: 1, context: &context) == 5)
        #expect(linear.animate(value: 10.0, time: 3, context: &context) == nil)
        #expect(abs((linear.velocity(value: 10.0, time: 1, context: context) ?? 0) - 5) < 1e-6)
        var pairs = AnimationContext<AnimatablePair<Double, Double>>()
        let pair = linear.animate(value: AnimatablePair(2.0, 4.0), time: 0.5, context: &pairs)
        #expect(pair?.first == 0.5 && pair?.second == 1)
    }

    struct PausedKey: AnimationStateKey {
        static var defaultValue: Bool { false }
    }

    @Test func animationStateKeepsValuesByKey() {
        var state = AnimationState<Double>()
        #expect(state[PausedKey.self] == false)
        state[PausedKey.self] = true
        #expect(state[PausedKey.self])
    }

    struct Scoped: View {
        @ObservedObject var model: Model
        var body: some View {
            Color.blue.frame(width: model.width, height: 10).accessibilityIdentifier("bar")
                .animation(.linear(duration: 1)) { content in
                    content.opacity(model.opacity)
                }
        }
    }

    @Test func theBodysEffectsAnimateAndTheViewsOwnChangesDoNot() throws {
        let model = Model()
        let host = start(Scoped(model: model))
        model.width = 200
        host.renderFrame()
        #expect(try #require(host.frame(of: "bar")).width == 200, "the view's own change: at once")
        #expect(!host.isAnimating)
        model.opacity = 0.5
        host.renderFrame()
        #expect(host.isAnimating, "the body's opacity: animated")
        host.advance(by: 1.1)
        #expect(!host.isAnimating)
        // Inside withAnimation the view's own change animates with that animation.
        withAnimation(.linear(duration: 1)) { model.width = 100 }
        host.renderFrame()
        host.advance(by: 0.5)
        #expect(abs(try #require(host.frame(of: "bar")).width - 150) < 0.01)
    }
}
