import Foundation
import Testing
import TintUI

/// Keyframes: `KeyframeTimeline`'s values for each kind of keyframe, and `KeyframeAnimator` /
/// `.keyframeAnimator` playing them by the host's clock, repeating or once per trigger.
@MainActor
@Suite struct KeyframeTests {
    struct Motion {
        var scale = 1.0
        var offset = 0.0
        var angle = Angle.zero
    }

    @Test func linearKeyframesInterpolateAlongTheirCurve() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(0.0, duration: 2, timingCurve: .easeIn)
        }
        #expect(timeline.duration == 3)
        #expect(abs(timeline.value(time: 0.5) - 5) < 1e-9)
        #expect(timeline.value(time: 1) == 10)
        // Ease-in: less than half way down at half its time.
        #expect(timeline.value(time: 2) > 5)
        #expect(timeline.value(time: 3) == 0)
        #expect(timeline.value(time: 10) == 0, "holds its end")
        #expect(timeline.value(time: -1) == 0, "its start before it")
        #expect(abs(timeline.value(progress: 0.5) - timeline.value(time: 1.5)) < 1e-12)
    }

    @Test func tracksMoveTheirPropertiesSideBySide() {
        let timeline = KeyframeTimeline(initialValue: Motion()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 1)
            }
            KeyframeTrack(\.offset) {
                MoveKeyframe(-20.0)
                LinearKeyframe(0.0, duration: 2)
            }
            KeyframeTrack(\.angle) {
                LinearKeyframe(Angle.degrees(90), duration: 0.5)
            }
        }
        #expect(timeline.duration == 2, "the longest track")
        let early = timeline.value(time: 0.25)
        #expect(abs(early.scale - 1.25) < 1e-9)
        #expect(abs(early.offset - -17.5) < 1e-9, "jumped to -20 at once, then on its way back")
        #expect(abs(early.angle.degrees - 45) < 1e-9)
        let late = timeline.value(time: 1.5)
        #expect(late.scale == 2 && late.angle.degrees == 90, "ended tracks hold their value")
        #expect(abs(late.offset - -5) < 1e-9)
    }

    @Test func cubicKeyframesPassThroughEachValueSmoothly() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(20.0, duration: 1)
            CubicKeyframe(0.0, duration: 1)
        }
        #expect(abs(timeline.value(time: 1) - 10) < 1e-9)
        #expect(abs(timeline.value(time: 2) - 20) < 1e-9)
        #expect(abs(timeline.value(time: 3)) < 1e-9)
        // Smooth through the keyframe at 1 s: the slope either side is the same.
        let h = 1e-4
        let before = (timeline.value(time: 1) - timeline.value(time: 1 - h)) / h
        let after = (timeline.value(time: 1 + h) - timeline.value(time: 1)) / h
        #expect(abs(before - after) < 0.01, "\(before) \(after)")
        #expect(abs(before - 10) < 0.01, "the slope between its neighbours: (20 - 0) / 2 s")
        // From rest: the first moment barely moves.
        #expect(timeline.value(time: 0.01) < 0.01)
        // Given velocities are kept.
        let pushed = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(1.0, duration: 1, startVelocity: 5.0, endVelocity: 0.0) }
        #expect(abs((pushed.value(time: h) - pushed.value(time: 0)) / h - 5) < 0.01)
    }

    @Test func springKeyframesSettleAndCarryOn() {
        let spring = Spring(duration: 0.4, bounce: 0.3)
        let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(100.0, spring: spring) }
        #expect(abs(timeline.duration - spring.settlingDuration) < 1e-9, "nil duration: until the spring settles")
        let peak = stride(from: 0.0, through: timeline.duration, by: 0.01).map { timeline.value(time: $0) }.max() ?? 0
        #expect(peak > 101, "a bouncy spring overshoots: \(peak)")
        #expect(abs(timeline.value(time: timeline.duration) - 100) < 0.2)
        // Cut short, the next keyframe starts from wherever it got to.
        let cut = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(100.0, duration: 0.05, spring: spring)
            LinearKeyframe(100.0, duration: 1)
        }
        let reached = cut.value(time: 0.05)
        #expect(reached > 0 && reached < 60)
        #expect(abs(cut.value(time: 0.55) - (reached + (100 - reached) / 2)) < 1e-6)
    }

    @Test func zeroAndBadDurationsJump() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(5.0, duration: 0)
            LinearKeyframe(7.0, duration: .nan)
            CubicKeyframe(9.0, duration: -3)
        }
        // Each bad duration is warned about (taken here, not left for another test's report).
        #expect(RuntimeWarnings.take { $0.contains("was given the duration") }.count == 2)
        #expect(timeline.duration == 0)
        #expect(timeline.value(time: 0) == 9)
        #expect(timeline.value(time: 1) == 9)
        let empty = KeyframeTimeline(initialValue: 3.0) {}
        #expect(empty.duration == 0 && empty.value(time: 1) == 3)
    }

    @Test func buildersTakeConditionsAndLoops() {
        let far = true
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                if far { LinearKeyframe(100.0, duration: 1) } else { LinearKeyframe(10.0, duration: 1) }
                for step in 1...3 { LinearKeyframe(100.0 - Double(step), duration: 1) }
            }
        }
        #expect(timeline.duration == 4)
        #expect(timeline.value(time: 1) == 100)
        #expect(timeline.value(time: 4) == 97)
    }

    // MARK: The animator

    final class Counter {
        var parentBodies = 0
    }

    struct Repeating: View {
        let counter: Counter
        var body: some View {
            counter.parentBodies += 1
            return KeyframeAnimator(initialValue: 10.0) { width in
                Color.blue.frame(width: width, height: 10).accessibilityIdentifier("bar")
            } keyframes: { _ in
                LinearKeyframe(110.0, duration: 1)
                LinearKeyframe(10.0, duration: 1)
            }
        }
    }

    func start<V: View>(_ view: V) -> HeadlessHost {
        let host = HeadlessHost(rootView: view, width: 300, height: 100)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 10)
        host.renderFrame()
        return host
    }

    func width(_ host: HeadlessHost, _ id: String = "bar") throws -> Double {
        Double(try #require(host.frame(of: id)).width)
    }

    @Test func repeatsFromWhenItAppearsRunningOnlyItsContent() throws {
        let counter = Counter()
        let host = start(Repeating(counter: counter))
        #expect(try width(host) == 10)
        host.advance(by: 0.5)
        #expect(abs(try width(host) - 60) < 0.01, "\(String(describing: host.frame(of: "bar")))")
        host.advance(by: 0.5)
        #expect(abs(try width(host) - 110) < 0.01, "\(String(describing: host.frame(of: "bar")))")
        host.advance(by: 0.75)
        #expect(abs(try width(host) - 35) < 0.01, "\(String(describing: host.frame(of: "bar")))")
        host.advance(by: 0.5)                   // 2.25 s: round again
        #expect(abs(try width(host) - 35) < 0.01, "\(String(describing: host.frame(of: "bar")))")
        #expect(counter.parentBodies == 1, "the frames run the content closure, not the view around it")
    }

    final class Taps: ObservableObject {
        @Published var count = 0
        var startingValues: [Double] = []
    }

    struct Triggered: View {
        @ObservedObject var taps: Taps
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .keyframeAnimator(initialValue: 1.0, trigger: taps.count) { content, scale in
                    content.frame(width: 20 * scale, height: 10).accessibilityIdentifier("bar")
                } keyframes: { [taps] value in
                    let _ = taps.startingValues.append(value)
                    LinearKeyframe(value + 1, duration: 1)
                }
        }
    }

    @Test func playsOncePerTriggerFromWhereTheLastEnded() throws {
        let taps = Taps()
        let host = start(Triggered(taps: taps))
        host.advance(by: 1)
        #expect(try width(host) == 20, "rests at the initial value")
        #expect(!host.isAnimating)
        taps.count += 1
        host.renderFrame()                      // the change is seen
        host.renderFrame()                      // the play starts
        host.advance(by: 0.5)
        #expect(abs(try width(host) - 30) < 0.01, "\(String(describing: host.frame(of: "bar")))")
        host.advance(by: 0.6)
        #expect(abs(try width(host) - 40) < 0.01, "\(String(describing: host.frame(of: "bar")))")
        host.advance(by: 0.5)
        #expect(!host.isAnimating, "one play, then rest")
        #expect(abs(try width(host) - 40) < 0.01, "\(String(describing: host.frame(of: "bar")))")
        taps.count += 1
        host.renderFrame()
        host.renderFrame()
        host.advance(by: 2)
        #expect(abs(try width(host) - 60) < 0.01, "\(String(describing: host.frame(of: "bar")))")
        #expect(taps.startingValues == [1, 2], "each play starts from where the last one ended")
    }
}
