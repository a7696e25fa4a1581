import TintBoxes
import TintCore
import TintRender

/// Input, in one room: the hosts hand each event to the router, which gives it to the type
/// that handles its kind (pointer presses and drags, hover, keys and text, keyboard focus,
/// scrolling). Each finds its targets in the render tree and calls the handlers the boxes
/// carry (`BoxContent`'s action, drag, hover, text input and scroll handlers); state changes
/// they make show at the next frame. A new kind of input is a new type here plus the handler
/// its view modifier puts in the box.
@MainActor
final class InputRouter {
    let focus: KeyboardFocus
    let pointer: PointerInput
    let hover: HoverInput
    let keyboard: KeyboardInput
    let dragDrop: DragDropInput
    private let tree: RenderTree

    init(tree: RenderTree) {
        self.tree = tree
        focus = KeyboardFocus(tree: tree)
        pointer = PointerInput(tree: tree, focus: focus)
        hover = HoverInput(tree: tree)
        keyboard = KeyboardInput(tree: tree, focus: focus, pointer: pointer)
        dragDrop = DragDropInput(tree: tree)
        // A drag still under way when the button comes up (its gesture was cancelled) ends
        // without a drop.
        pointer.released = { [dragDrop] in dragDrop.cancel() }
    }

    /// The pointer moved (`nil`: out of the window): hovers change, and a drag follows.
    func pointerMoved(to point: CGPoint?) {
        hover.moved(to: point)
        if let point { pointer.moved(to: point) }
    }

    /// A wheel or a test scrolled `target`; false when it is not in a scroll view.
    @discardableResult
    func scroll(_ target: RenderBox?, _ request: ScrollRequest) -> Bool {
        ScrollInput.scroll(target, request)
    }

    /// After an update applied to the tree: a new presentation takes the focus; focus states
    /// move it.
    func treeChanged(layersBefore: Int) {
        if tree.roots.count > layersBefore { focus.layerAppeared() }
        if tree.containsFocusLinks { focus.applyFocusStates() }
        focus.treeChanged()
    }
}
