import Foundation
import Testing
import TintUI

/// `PhaseAnimator` and `.phaseAnimator`: each phase animates in with its own animation, the next
/// follows when it is done; continuously, or once per change of a trigger.
@MainActor
@Suite struct PhaseAnimatorTests {
    struct Pulse: View {
        var body: some View {
            PhaseAnimator([0.0, 1.0]) { phase in
                Color.blue.frame(width: 50 + 100 * phase, height: 10).accessibilityIdentifier("bar")
            } animation: { _ in .linear(duration: 1) }
        }
    }

    final class Trigger: ObservableObject {
        @Published var taps = 0
    }

    struct Triggered: View {
        @ObservedObject var trigger: Trigger
        var body: some View {
            Color.red.frame(width: 20, height: 10).accessibilityIdentifier("bar")
                .phaseAnimator([0.0, 1.0, 2.0], trigger: trigger.taps) { content, phase in
                    content.frame(width: 20 + 40 * phase, height: 10, alignment: .leading)
                } animation: { _ in .linear(duration: 1) }
                .accessibilityIdentifier("frame")
        }
    }

    func start<V: View>(_ view: V) -> HeadlessHost {
        let host = HeadlessHost(rootView: view, width: 300, height: 100)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 10)
        host.renderFrame()
        return host
    }

    func width(_ host: HeadlessHost, _ id: String) throws -> Double {
        Double(try #require(host.frame(of: id)).width)
    }

    /// Without a trigger the phases cycle for as long as the view is shown.
    @Test func cyclesContinuously() throws {
        let host = start(Pulse())
        host.renderFrame()                    // the first step starts (onAppear)
        #expect(try width(host, "bar") == 50)
        host.advance(by: 0.5)
        #expect(abs(try width(host, "bar") - 100) < 0.01)
        host.advance(by: 0.6)                // at phase 1; the step back starts
        host.renderFrame()
        #expect(try width(host, "bar") == 150)
        host.advance(by: 0.5)
        #expect(abs(try width(host, "bar") - 100) < 1, "on its way back")
        host.advance(by: 0.6)
        host.renderFrame()
        #expect(host.isAnimating, "and on again")
    }

    /// With a trigger it rests at the first phase and plays the cycle once per change.
    @Test func playsOncePerTrigger() throws {
        let trigger = Trigger()
        let host = start(Triggered(trigger: trigger))
        host.advance(by: 1)
        #expect(try width(host, "frame") == 20)
        #expect(!host.isAnimating)
        trigger.taps += 1
        host.renderFrame()
        host.renderFrame()
        var widths: [Double] = []
        for _ in 0..<8 {
            host.advance(by: 0.55)
            widths.append(try width(host, "frame"))
        }
        // Up to 60 by way of a half-way 40, then 100, then back to 20, and at rest.
        #expect(widths.contains { abs($0 - 60) < 0.5 }, "\(widths)")
        #expect(widths.contains { abs($0 - 100) < 0.5 }, "\(widths)")
        #expect(widths.last == 20, "\(widths)")
        host.advance(by: 1)
        #expect(!host.isAnimating)
    }
}
