import Testing
import TintBoxes
import TintUI
@testable import TintViews

/// A gesture is a `PointerRecognizer` and the modifier that attaches it: this one, written
/// here and known to no module, gets every event of a press on its view (window points and its
/// view's frame) with the state it made for the press, and once it takes the press the button
/// under it is not clicked.
@MainActor
@Suite struct RecognizerTests {
    /// Records the events it sees; takes the press once it moved `claimAfter` points right.
    private struct SwipeRecognizer: PointerRecognizer {
        let log: Log
        let claimAfter: CGFloat

        final class Press {
            var owned = false
        }

        var arbitration: GestureArbitration { GestureArbitration() }
        var hearsTransforms: Bool { false }
        func makeState() -> AnyObject { Press() }
        func cancel(state: AnyObject) { log.steps.append("cancelled") }

        func handle(_ event: GestureEvent, state: AnyObject) -> GestureStep {
            let press = state as! Press
            let x = Int(event.location.x - event.boxFrame.minX), y = Int(event.location.y - event.boxFrame.minY)
            switch event.kind {
            case .began:
                log.steps.append("began \(x),\(y) in \(Int(event.boxFrame.width))x\(Int(event.boxFrame.height))")
                return GestureStep(phase: .possible)
            case .moved:
                if !press.owned, event.location.x - event.startLocation.x >= claimAfter {
                    press.owned = true
                    let log = log
                    return GestureStep(phase: .active, effects: [{ log.steps.append("took it at \(x)") }])
                }
                return GestureStep(phase: press.owned ? .active : .possible)
            case .ended:
                log.steps.append("ended \(x), owned \(press.owned)")
                return GestureStep(phase: press.owned ? .ended : .failed)
            default:
                return GestureStep(phase: .possible)
            }
        }
    }

    @MainActor private final class Log {
        var steps: [String] = []
        var clicks = 0
    }

    private struct Swipeable: View {
        let log: Log
        var body: some View {
            Button("Press") { log.clicks += 1 }
                .frame(width: 120, height: 40)
                .modifier(_GestureModifier(recognizer: SwipeRecognizer(log: log, claimAfter: 30)))
                .accessibilityIdentifier("swipe")
        }
    }

    @Test func aNewRecognizerGetsThePressInItsViewsCoordinates() throws {
        let log = Log()
        let host = HeadlessHost(rootView: Swipeable(log: log), width: 200, height: 100)
        host.renderFrame()
        let frame = try #require(host.frame(of: "swipe"))
        host.drag(from: CGPoint(x: frame.minX + 10, y: frame.midY), to: CGPoint(x: frame.minX + 60, y: frame.midY), steps: 5)
        #expect(log.steps == ["began 10,20 in 120x40", "took it at 40", "ended 60, owned true"])
        // The recognizer took the press: it was a swipe, not a click.
        #expect(log.clicks == 0)
    }

    @Test func aPressTheRecognizerDoesNotTakeStaysAClick() throws {
        let log = Log()
        let host = HeadlessHost(rootView: Swipeable(log: log), width: 200, height: 100)
        host.renderFrame()
        let frame = try #require(host.frame(of: "swipe"))
        host.drag(from: CGPoint(x: frame.midX, y: frame.midY), to: CGPoint(x: frame.midX + 5, y: frame.midY), steps: 2)
        // The button inside the gesture's view recognized the click: the gesture lost, and was
        // cancelled.
        #expect(log.steps == ["began 60,20 in 120x40", "cancelled"])
        #expect(log.clicks == 1)
    }
}
