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
    }

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
        if current.recognized {
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
            tree.setPressed(nil)
        }
        press = current
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
