import Foundation
import TintBoxes
import TintCore
import TintRender

/// Presses, releases and clicks: a press shows the control under it pressed, may start a drag
/// and gives the focus to the text field there; the release ends the drag, or opens the link or
/// runs the action the press went down on if it is still under the pointer (as a desktop button
/// does). A secondary click runs a context menu's action.
@MainActor
final class PointerInput {
    private let tree: RenderTree
    private let focus: KeyboardFocus

    /// The pointer pressed: where, on which drag target and which tappable control.
    private struct Press {
        var start: CGPoint
        var dragBox: RenderBox?
        var tapBox: RenderBox?
        /// The link of a text the button went down on.
        var link: URL?
        var dragging = false
    }

    private var press: Press?
    /// Where the last press went down (left or right), in points: of two views answering one
    /// key, the one there takes it (`RenderTree.shortcutAction`). Nil until the first press.
    private(set) var lastPress: CGPoint?

    init(tree: RenderTree, focus: KeyboardFocus) {
        self.tree = tree
        self.focus = focus
    }

    /// A press and a release at one point (focus, drags, actions); true when a view there had
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
        _PointerLocation.lastClick = point
        lastPress = point
        focus.focus(tree.textInputTarget(at: point))
        let tapBox = tree.actionTarget(at: point)
        press = Press(start: point, dragBox: tree.dragTarget(at: point), tapBox: tapBox, link: tree.link(at: point)?.url)
        tree.setPressed(tapBox)
        tapBox?.content.pressChanged?(true)
        moved(to: point)
    }

    /// The button came up.
    func up(_ event: PointerEvent) {
        let point = event.location
        guard let current = press else { return }
        press = nil
        tree.setPressed(nil)
        current.tapBox?.content.pressChanged?(false)
        if current.dragging, let box = current.dragBox, let drag = box.content.drag {
            drag.ended?(dragValue(current, point, box))
        } else if let url = current.link, let link = tree.link(at: point), link.url == url {
            // A click on a text's link opens it (the same link under the press and release).
            link.open.open(url)
        } else if let tapBox = current.tapBox, tapBox === tree.actionTarget(at: point) {
            tapBox.content.action?(ActionEvent(modifiers: event.modifiers))
        }
    }

    /// A secondary (right) click: runs the context menu action of the topmost view there that
    /// has one; true when there was one.
    func secondaryClick(_ event: PointerEvent) -> Bool {
        _PointerLocation.lastClick = event.location
        lastPress = event.location
        guard let action = tree.secondaryActionTarget(at: event.location)?.content.secondaryAction else { return false }
        action()
        return true
    }

    /// While pressed: a drag begins once the pointer moved its minimum distance, then follows it.
    func moved(to point: CGPoint) {
        guard var current = press, let box = current.dragBox, let drag = box.content.drag else { return }
        if !current.dragging {
            let distance = ((point.x - current.start.x) * (point.x - current.start.x) + (point.y - current.start.y) * (point.y - current.start.y)).squareRoot()
            guard distance >= drag.minimumDistance else { return }
            current.dragging = true
            // A drag is not a click: the control it started on no longer shows pressed.
            current.tapBox?.content.pressChanged?(false)
            current.tapBox = nil
            tree.setPressed(nil)
            press = current
        }
        drag.changed?(dragValue(current, point, box))
    }

    /// The drag in the dragged box's own coordinates.
    private func dragValue(_ press: Press, _ point: CGPoint, _ box: RenderBox) -> DragValue {
        let origin = box.frame.origin
        var value = DragValue(startLocation: CGPoint(x: press.start.x - origin.x, y: press.start.y - origin.y),
                              location: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
        value.viewSize = box.frame.size
        return value
    }
}
