import Foundation
import TintBoxes
import TintCore
import TintRender

/// The gestures following one press (or one run of clicks, or one pinch), and the arbitration
/// between them, by SwiftUI's rules:
///
/// - The gestures of the boxes along the chain under the press take part: high-priority ones
///   first, outermost first; then the normal ones and the click (a control's action), innermost
///   first. A simultaneous gesture takes part beside them and excludes none.
/// - A gesture that recognizes (becomes active, or ends) claims the press unless one before it
///   is still undecided: then it waits, its effects held, until that one fails (and its held
///   effects run) or claims (and it is cancelled). A claim cancels every other.
/// - The click is weak until the release: a drag may take the press from a button (as on a
///   desktop, the button then does not act); at the release it recognizes like a tap.
/// - A gesture's view that goes away cancels its gesture.
@MainActor
final class GestureSession {
    /// One gesture taking part, or the click.
    final class Participant {
        enum Role {
            case gesture(RenderBox)
            /// The action or link under the press; its step is the pointer input's.
            case click((GestureEvent) -> GestureStep)
        }

        enum Status {
            /// Undecided.
            case possible
            /// Ended while blocked: claims when what blocks it fails.
            case waiting
            /// Won the press and goes on.
            case claimed
            /// Ended, failed or cancelled.
            case done
        }

        let role: Role
        let arbitration: GestureArbitration
        /// The recognizer last stepped, to cancel with when the box is gone.
        var recognizer: (any PointerRecognizer)?
        var state: AnyObject?
        var status = Status.possible
        /// Effects of steps made while blocked.
        var held: [@MainActor () -> Void] = []
        var deadline: Date?
        /// The click, until its release.
        var isWeak: Bool

        init(role: Role, arbitration: GestureArbitration) {
            self.role = role
            self.arbitration = arbitration
            if case .click = role { isWeak = true } else { isWeak = false }
        }

        var isLive: Bool { status != .done }
        var box: RenderBox? {
            if case .gesture(let box) = role { return box }
            return nil
        }
        var isClick: Bool { box == nil }
    }

    /// The competing participants in priority order.
    private(set) var exclusive: [Participant] = []
    private(set) var simultaneous: [Participant] = []
    /// The participant that claimed the press.
    private(set) var winner: Participant?

    var startLocation: CGPoint
    var location: CGPoint
    var clickCount = 1
    var modifiers: EventModifiers = []
    var isPressed = false
    /// At most this many held effects per participant (a long blocked drag): the oldest moves
    /// are dropped, the latest kept.
    static let heldLimit = 4096

    /// A session for `chain` (innermost first, as `RenderTree.gestureChain` gives it), with the
    /// click (`click`, for the action of `clickBox`) placed inside the boxes that enclose it.
    /// The live participants of `carrying` whose boxes are in the chain go on with their
    /// states (a double click's second press).
    init(chain: [RenderBox], click: ((GestureEvent) -> GestureStep)?, clickBox: RenderBox?, at location: CGPoint,
         carrying previous: GestureSession? = nil) {
        startLocation = location
        self.location = location
        var inner: [Participant] = []
        var clickPending = click.map { Participant(role: .click($0), arbitration: GestureArbitration()) }
        let carried = previous.map { $0.exclusive + $0.simultaneous } ?? []
        for box in chain {
            if let pending = clickPending, clickBox.map({ box.encloses($0) }) ?? false {
                inner.append(pending)
                clickPending = nil
            }
            guard let recognizer = box.content.recognizer else { continue }
            let arbitration = recognizer.arbitration
            if !arbitration.includesSubviews { inner.removeAll() }
            guard arbitration.includesGesture else { continue }
            if let old = carried.first(where: { $0.box === box && $0.isLive }) {
                inner.append(old)
            } else {
                let participant = Participant(role: .gesture(box), arbitration: arbitration)
                participant.recognizer = recognizer
                participant.state = recognizer.makeState()
                inner.append(participant)
            }
        }
        // A click under no gesture's box (none encloses it) comes last.
        if let pending = clickPending { inner.append(pending) }
        simultaneous = inner.filter { $0.arbitration.priority == .simultaneous }
        exclusive = inner.filter { $0.arbitration.priority == .high }.reversed() + inner.filter { $0.arbitration.priority == .normal }
        // What the previous session held and this one does not carry runs out of time.
        if let previous {
            let kept = Set((exclusive + simultaneous).map(ObjectIdentifier.init))
            previous.exclusive.removeAll { kept.contains(ObjectIdentifier($0)) }
            previous.simultaneous.removeAll { kept.contains(ObjectIdentifier($0)) }
            if previous.winner.map({ kept.contains(ObjectIdentifier($0)) }) ?? false { previous.winner = nil }
            previous.finish()
        }
    }

    /// Whether any gesture still follows.
    var isLive: Bool { (exclusive + simultaneous).contains(where: \.isLive) }

    /// Whether a gesture (not the click) won the press.
    var gestureClaimed: Bool { winner.map { !$0.isClick } ?? false }

    /// When the next `.tick` is due.
    var deadline: Date? {
        (exclusive + simultaneous).filter(\.isLive).compactMap(\.deadline).min()
    }

    /// Hands an event to every participant that may hear it, and arbitrates: the competing
    /// ones first (inner gestures before the simultaneous ones around them), then the
    /// simultaneous ones.
    func feed(_ kind: GestureEvent.Kind, time: Date) {
        feedExclusive(kind, time: time)
        for participant in simultaneous where participant.isLive {
            let step = self.step(participant, kind, time)
            run(step.effects)
            if step.phase == .ended || step.phase == .failed { participant.status = .done }
        }
    }

    private func feedExclusive(_ kind: GestureEvent.Kind, time: Date) {
        if let winner {
            guard winner.isLive else { return }
            let step = self.step(winner, kind, time)
            run(step.effects)
            if step.phase == .ended || step.phase == .failed { winner.status = .done }
            return
        }
        for (index, participant) in exclusive.enumerated() where participant.status == .possible {
            // An earlier participant's claim in this same event ends the loop.
            guard winner == nil else { break }
            let step = self.step(participant, kind, time)
            switch step.phase {
            case .possible:
                if participant.held.isEmpty { run(step.effects) } else { hold(step.effects, for: participant) }
            case .failed:
                participant.held = []
                participant.status = .done
                run(step.effects)
            case .active, .ended:
                if isBlocked(index) {
                    hold(step.effects, for: participant)
                    if step.phase == .ended { participant.status = .waiting }
                } else {
                    claim(participant, with: step.effects, ended: step.phase == .ended)
                }
            }
            if case .click = participant.role, kind == .ended { participant.isWeak = false }
        }
        releaseWaiting()
    }

    /// After a release (or a tick with the button up): gestures that wait for nothing in time
    /// cannot be recognized any more and are cancelled; those they blocked go on.
    func settle() {
        guard !isPressed else { return }
        for participant in exclusive + simultaneous where participant.isLive && participant.status != .waiting && participant.deadline == nil {
            cancel(participant)
        }
        releaseWaiting()
    }

    /// Time ran out for everything still undecided (a new press elsewhere, the window closing):
    /// what waited for a double click happens now.
    func finish() {
        isPressed = false
        feed(.tick, time: .distantFuture)
        for participant in exclusive + simultaneous { participant.deadline = nil }
        settle()
    }

    /// Cancels every participant (the session is dropped mid-press).
    func cancelAll() {
        for participant in exclusive + simultaneous where participant.isLive { cancel(participant) }
    }

    private func isBlocked(_ index: Int) -> Bool {
        exclusive[..<index].contains { ($0.status == .possible && !$0.isWeak) || $0.status == .waiting }
    }

    private func hold(_ effects: [@MainActor () -> Void], for participant: Participant) {
        participant.held += effects
        if participant.held.count > GestureSession.heldLimit {
            participant.held.removeFirst(participant.held.count - GestureSession.heldLimit)
        }
    }

    private func claim(_ participant: Participant, with effects: [@MainActor () -> Void], ended: Bool) {
        winner = participant
        let held = participant.held
        participant.held = []
        participant.status = ended ? .done : .claimed
        for other in exclusive where other !== participant && other.isLive { cancel(other) }
        run(held)
        run(effects)
    }

    /// The first waiting participant that nothing blocks any more claims.
    private func releaseWaiting() {
        guard winner == nil else { return }
        for (index, participant) in exclusive.enumerated() where participant.status == .waiting && !isBlocked(index) {
            claim(participant, with: [], ended: true)
            return
        }
    }

    private func cancel(_ participant: Participant) {
        participant.status = .done
        participant.held = []
        participant.deadline = nil
        if let state = participant.state { participant.recognizer?.cancel(state: state) }
    }

    private func step(_ participant: Participant, _ kind: GestureEvent.Kind, _ time: Date) -> GestureStep {
        var event = GestureEvent(kind: kind, time: time, location: location, startLocation: startLocation, boxFrame: .zero,
                                 clickCount: clickCount, modifiers: modifiers, isPressed: isPressed)
        let step: GestureStep
        switch participant.role {
        case .click(let clickStep):
            step = clickStep(event)
        case .gesture(let box):
            // A view gone mid-gesture (or its gesture removed) cancels it.
            guard box.isInTree, let recognizer = box.content.recognizer, let state = participant.state else {
                cancel(participant)
                return GestureStep(phase: .failed)
            }
            event.boxFrame = box.frame
            participant.recognizer = recognizer
            step = recognizer.handle(event, state: state)
        }
        participant.deadline = step.deadline
        return step
    }

    private func run(_ effects: [@MainActor () -> Void]) {
        for effect in effects { effect() }
    }
}
