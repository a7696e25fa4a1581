import Testing
import TintBoxes
import TintUI
@testable import TintViews

/// A gesture is a `PointerRecognizer` and the modifier that attaches it: this one, written
/// here and known to no module, gets every step of a press on its view in the view's own
/// coordinates, and once it takes the press the button under it is not clicked.
@MainActor
@Suite struct RecognizerTests {
    /// Records the steps it sees; takes the press once it moved `claimAfter` points right.
    private struct SwipeRecognizer: PointerRecognizer {
        let log: Log
        let claimAfter: CGFloat

        func handle(_ step: PointerStep) -> Bool {
            switch step {
            case .began(let sample):
                log.steps.append("began \(Int(sample.location.x)),\(Int(sample.location.y)) in \(Int(sample.boxSize.width))x\(Int(sample.boxSize.height))")
                return false
            case .moved(let sample):
                let owns = sample.isOwned || sample.location.x - sample.startLocation.x >= claimAfter
                if owns, !sample.isOwned { log.steps.append("took it at \(Int(sample.location.x))") }
                return owns
            case .ended(let sample):
                log.steps.append("ended \(Int(sample.location.x)), owned \(sample.isOwned)")
                return sample.isOwned
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
        #expect(log.steps == ["began 60,20 in 120x40", "ended 65, owned false"])
        #expect(log.clicks == 1)
    }
}
