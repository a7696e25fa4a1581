import Foundation
import TintBoxes
import TintCore
import TintRender

/// Presses, releases, clicks and touchpad gestures: a press shows the control under it pressed,
/// gives the focus to the text field there and starts a `GestureSession` with the gestures of the
/// boxes under it and the click (the control's action or the text's link), which arbitrates
/// between them by SwiftUI's rules. The click runs at the release when nothing took the press and
/// the pointer is still over the control (as a desktop button does). A secondary click runs a
/// context menu's action. Clicks close in time and place count up (a double click), as the
/// desktop counts them.
@MainActor
final class PointerInput {
    private let tree: RenderTree
    private let focus: KeyboardFocus

    /// The pointer pressed: where, which tappable control.
    private struct Press {
        var start: CGPoint
        var tapBox: RenderBox?
        /// The link of a text the button went down on.
        var link: URL?
        /// When a repeating button's action runs next (`ButtonRepeatBehavior.enabled`); nil
        /// for other presses.
        var nextRepeat: Date?
        /// Whether the pointer is over the pressed button (a repeating press pauses off it).
        var isOverTapBox = true
    }

    /// The host's clock (the graph's), which a held repeating button and a long press follow.
    var now: @MainActor () -> Date = { Date() }
    /// A repeating button's first repeat comes this long after the press, the next ones this
    /// far apart.
    static let repeatDelay: TimeInterval = 0.5
    static let repeatInterval: TimeInterval = 0.1
    /// Two clicks this close in place (points), and in time (`GestureEvent.doubleClickInterval`),
    /// are a double click.
    static let doubleClickDistance: CGFloat = 5
    /// A pinch made with Ctrl and the wheel (or on a touch surface) ends this long after its last
    /// event; each notch of the wheel scales by `wheelMagnification`.
    static let wheelPinchEnd: TimeInterval = 0.3
    static let wheelMagnification: CGFloat = 1.1

    private var press: Press?
    /// Told after each release, once the gestures heard it.
    var released: (@MainActor () -> Void)?
    /// The gestures of the last press: they outlive it while a double click may follow.
    private var session: GestureSession?
    /// A pinch or rotation under way, and when a wheel's pinch ends.
    private var transformSession: GestureSession?
    /// A pinch from the wheel or a touch surface: its scale and rotation so far, and when it
    /// ends (neither says when the fingers lift: it ends when its events stop coming).
    private var pinchInProgress: (scale: CGFloat, radians: Double, endsAt: Date)?
    /// The last release: where, when, which click of a run it was.
    private var lastRelease: (location: CGPoint, time: Date, count: Int)?
    /// Where the last press went down (left or right), in points: of two views answering one
    /// key, the one there takes it (`RenderTree.shortcutAction`). Nil until the first press.
    private(set) var lastPress: CGPoint?

    init(tree: RenderTree, focus: KeyboardFocus) {
        self.tree = tree
        self.focus = focus
    }

    /// A press and a release at one point (focus, gestures, actions); true when a view there had
    /// an action.
    func click(_ event: PointerEvent) -> Bool {
        let hadTarget = tree.actionTarget(at: event.location) != nil
        down(event)
        up(event)
        return hadTarget
    }

    /// The (left) button went down.
    func down(_ event: PointerEvent) {
        let point = event.location
        let time = now()
        // A press while one is down (a release the window never told): the old one is over.
        if press != nil {
            session?.cancelAll()
            session = nil
            press?.tapBox?.content.pressChanged?(false)
        }
        PointerLocation.lastClick = point
        lastPress = point
        focus.focus(tree.clickFocusTarget(at: point))
        let tapBox = tree.actionTarget(at: point)
        press = Press(start: point, tapBox: tapBox, link: tree.link(at: point)?.url)
        tree.setPressed(tapBox)
        tapBox?.content.pressChanged?(true)
        var clickCount = 1
        if let last = lastRelease, time.timeIntervalSince(last.time) <= GestureEvent.doubleClickInterval,
           hypot(point.x - last.location.x, point.y - last.location.y) <= PointerInput.doubleClickDistance {
            clickCount = last.count + 1
        }
        // A press that goes on a run of clicks carries the gestures waiting for it; any other
        // ends what the last press left waiting.
        let previous = session
        if clickCount == 1 { previous?.finish() }
        let next = GestureSession(chain: tree.gestureChain(at: point), click: clickStep, clickBox: tapBox, at: point,
                                  carrying: clickCount > 1 ? previous : nil)
        next.clickCount = clickCount
        next.modifiers = event.modifiers
        next.isPressed = true
        session = next
        if let tapBox, tapBox.content.repeatsAction {
            // A repeating button acts as the press begins, then while it is held.
            press?.nextRepeat = time.addingTimeInterval(PointerInput.repeatDelay)
            tapBox.content.action?.run(ActionEvent(modifiers: event.modifiers))
        }
        next.feed(.began, time: time)
        claimed()
    }

    /// The button came up.
    func up(_ event: PointerEvent) {
        guard press != nil else { return }
        let time = now()
        if let session {
            session.location = event.location
            session.modifiers = event.modifiers
            session.isPressed = false
            session.feed(.ended, time: time)
            session.settle()
            lastRelease = (event.location, time, session.clickCount)
        }
        guard let current = press else { return }
        press = nil
        tree.setPressed(nil)
        current.tapBox?.content.pressChanged?(false)
        if session?.isLive == false { session = nil }
        released?()
    }

    /// While pressed, the pointer moved.
    func moved(to point: CGPoint) {
        guard press != nil, let session else { return }
        if let tapBox = press?.tapBox, press?.nextRepeat != nil {
            press?.isOverTapBox = tree.actionTarget(at: point) === tapBox
        }
        guard point != session.location else { return }
        session.location = point
        session.feed(.moved, time: now())
        claimed()
    }

    /// The click's part in a press: it recognizes at the release when the pointer is still over
    /// its control (or the same link); a repeating button acted while held.
    private func clickStep(_ event: GestureEvent) -> GestureStep {
        guard event.kind == .ended else { return GestureStep(phase: .possible) }
        guard let current = press else { return GestureStep(phase: .failed) }
        if current.nextRepeat != nil { return GestureStep(phase: .ended) }
        let modifiers = event.modifiers
        if let url = current.link, let link = tree.link(at: event.location), link.url == url {
            // A click on a text's link opens it (the same link under the press and release).
            return GestureStep(phase: .ended, effects: [{ link.open.open(url) }])
        }
        if let tapBox = current.tapBox, tapBox === tree.actionTarget(at: event.location), let action = tapBox.content.action {
            return GestureStep(phase: .ended, effects: [{ action.run(ActionEvent(modifiers: modifiers)) }])
        }
        return GestureStep(phase: .failed)
    }

    /// Once a gesture takes the press, the control it began on no longer shows pressed and will
    /// not be clicked.
    private func claimed() {
        guard session?.gestureClaimed == true, var current = press, current.tapBox != nil else { return }
        current.tapBox?.content.pressChanged?(false)
        current.tapBox = nil
        current.nextRepeat = nil
        press = current
        tree.setPressed(nil)
    }

    /// When gestures next want time to pass (a long press's duration, a double click's
    /// interval, a wheel pinch's end).
    var nextDeadline: Date? {
        [session?.deadline, transformSession?.deadline, pinchInProgress?.endsAt].compactMap { $0 }.min()
    }

    /// Tells the gestures waiting for time that it passed.
    func tick(now time: Date) {
        if let pinch = pinchInProgress, time >= pinch.endsAt {
            pinchInProgress = nil
            transform(.transformEnded, at: transformSession?.location ?? .zero)
        }
        for candidate in [session, transformSession] {
            guard let candidate, let due = candidate.deadline, time >= due else { continue }
            candidate.feed(.tick, time: time)
            candidate.settle()
        }
        claimed()
        if press == nil, session?.isLive == false { session = nil }
        if transformSession?.isLive == false { transformSession = nil }
    }

    /// A touchpad's pinch or rotation over `point` (`.magnify` and `.rotate` carry the total
    /// since it began; `.transformEnded` ends it).
    func transform(_ kind: GestureEvent.Kind, at point: CGPoint) {
        let time = now()
        if transformSession == nil {
            guard kind != .transformEnded else { return }
            transformSession = GestureSession(chain: tree.gestureChain(at: point), click: nil, clickBox: nil, at: point)
        }
        guard let current = transformSession else { return }
        current.location = point
        current.feed(kind, time: time)
        if kind == .transformEnded {
            current.settle()
            transformSession = nil
        }
    }

    /// The wheel turned with Ctrl held over `point`: a pinch, when a gesture there may hear
    /// one; false (the wheel scrolls) when none may.
    func wheelPinch(notches: CGFloat, at point: CGPoint) -> Bool {
        guard pinchInProgress != nil || tree.gestureChain(at: point).contains(where: { $0.content.recognizer?.hearsTransforms == true }) else {
            return false
        }
        touchTransform(scale: pow(PointerInput.wheelMagnification, notches), radians: 0, at: point)
        return true
    }

    /// Fingers on a touch surface spread by `scale` and turned by `radians` since the last
    /// event: the pinch and rotation under way go on.
    func touchTransform(scale: CGFloat, radians: Double, at point: CGPoint) {
        guard scale.isFinite, scale > 0, radians.isFinite else { return }
        let total = (scale: (pinchInProgress?.scale ?? 1) * scale, radians: (pinchInProgress?.radians ?? 0) + radians)
        pinchInProgress = (total.scale, total.radians, now().addingTimeInterval(PointerInput.wheelPinchEnd))
        if scale != 1 { transform(.magnify(total.scale), at: point) }
        if radians != 0 { transform(.rotate(total.radians), at: point) }
    }

    /// Whether a repeating button is held: frames must keep coming for its repeats.
    var isRepeating: Bool { press?.nextRepeat != nil }

    /// Runs a held repeating button's action for each repeat due by `now`; true when it ran.
    @discardableResult
    func fireRepeats(now: Date) -> Bool {
        guard var current = press, var next = current.nextRepeat, let box = current.tapBox else { return false }
        guard box.isInTree else {
            current.nextRepeat = nil
            press = current
            return false
        }
        // At most a second's worth: a host that slept does not run a burst.
        if now.timeIntervalSince(next) > 1 { next = now.addingTimeInterval(-1) }
        var fired = 0
        while next <= now {
            next = next.addingTimeInterval(PointerInput.repeatInterval)
            guard current.isOverTapBox else { continue }
            box.content.action?.run(ActionEvent(modifiers: []))
            fired += 1
        }
        current.nextRepeat = next
        press = current
        return fired > 0
    }

    /// A secondary (right) click: runs the context menu action of the topmost view there that
    /// has one; true when there was one.
    func secondaryClick(_ event: PointerEvent) -> Bool {
        PointerLocation.lastClick = event.location
        lastPress = event.location
        guard let action = tree.secondaryActionTarget(at: event.location)?.content.secondaryAction else { return false }
        action()
        return true
    }
}
