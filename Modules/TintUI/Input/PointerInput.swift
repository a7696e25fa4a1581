import Foundation
import TintBoxes
import TintCore
import TintRender

/// Presses, releases and clicks: a press shows the control under it pressed, gives the focus to
/// the text field there and goes to the gesture recognizer of the topmost box under it that has
/// one (`PointerRecognizer`: a drag). The release ends the gesture, or, when no recognizer took
/// the press, opens the link or runs the action the press went down on if it is still under the
/// pointer (as a desktop button does). A secondary click runs a context menu's action.
@MainActor
final class PointerInput {
    private let tree: RenderTree
    private let focus: KeyboardFocus

    /// The pointer pressed: where, which box's recognizer follows it, which tappable control.
    private struct Press {
        var start: CGPoint
        var recognizing: RenderBox?
        var tapBox: RenderBox?
        /// The link of a text the button went down on.
        var link: URL?
        /// Whether the recognizer took the press: then it is not a click.
        var recognized = false
        /// When a repeating button's action runs next (`ButtonRepeatBehavior.enabled`); nil
        /// for other presses.
        var nextRepeat: Date?
        /// Whether the pointer is over the pressed button (a repeating press pauses off it).
        var isOverTapBox = true
    }

    /// The host's clock (the graph's), which a held repeating button follows.
    var now: @MainActor () -> Date = { Date() }
    /// A repeating button's first repeat comes this long after the press, the next ones this
    /// far apart.
    static let repeatDelay: TimeInterval = 0.5
    static let repeatInterval: TimeInterval = 0.1

    private var press: Press?
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
        PointerLocation.lastClick = point
        lastPress = point
        focus.focus(tree.textInputTarget(at: point))
        let tapBox = tree.actionTarget(at: point)
        let recognizing = tree.recognizerTarget(at: point)
        press = Press(start: point, recognizing: recognizing, tapBox: tapBox, link: tree.link(at: point)?.url)
        tree.setPressed(tapBox)
        tapBox?.content.pressChanged?(true)
        if let tapBox, tapBox.content.repeatsAction {
            // A repeating button acts as the press begins, then while it is held.
            press?.nextRepeat = now().addingTimeInterval(PointerInput.repeatDelay)
            tapBox.content.action?.run(ActionEvent(modifiers: event.modifiers))
        }
        follow(event) { .began($0) }
    }

    /// The button came up.
    func up(_ event: PointerEvent) {
        let point = event.location
        guard press != nil else { return }
        follow(event) { .ended($0) }
        guard let current = press else { return }
        press = nil
        tree.setPressed(nil)
        current.tapBox?.content.pressChanged?(false)
        if current.recognized || current.nextRepeat != nil {
            // A gesture's, or a repeating button's (which acted while held).
            return
        } else if let url = current.link, let link = tree.link(at: point), link.url == url {
            // A click on a text's link opens it (the same link under the press and release).
            link.open.open(url)
        } else if let tapBox = current.tapBox, tapBox === tree.actionTarget(at: point) {
            tapBox.content.action?.run(ActionEvent(modifiers: event.modifiers))
        }
    }

    /// While pressed, the pointer moved.
    func moved(to point: CGPoint) {
        if let tapBox = press?.tapBox, press?.nextRepeat != nil {
            press?.isOverTapBox = tree.actionTarget(at: point) === tapBox
        }
        follow(PointerEvent(location: point)) { .moved($0) }
    }

    /// Hands a step of the press to its recognizer; once the recognizer takes the press, the
    /// control it began on no longer shows pressed and will not be clicked.
    private func follow(_ event: PointerEvent, _ step: (PointerSample) -> PointerStep) {
        guard var current = press, let box = current.recognizing, let recognizer = box.content.recognizer else { return }
        let origin = box.frame.origin
        let sample = PointerSample(startLocation: CGPoint(x: current.start.x - origin.x, y: current.start.y - origin.y),
                                   location: CGPoint(x: event.location.x - origin.x, y: event.location.y - origin.y),
                                   boxSize: box.frame.size, modifiers: event.modifiers, isOwned: current.recognized)
        let owns = recognizer.handle(step(sample))
        if owns, !current.recognized {
            current.recognized = true
            // A gesture is not a click: the control it started on no longer shows pressed.
            current.tapBox?.content.pressChanged?(false)
            current.tapBox = nil
            current.nextRepeat = nil
            tree.setPressed(nil)
        }
        press = current
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
