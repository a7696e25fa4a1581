import TintBoxes
import TintViews

/// A node whose one child stands in its place: the child's boxes are its boxes, and unmounting
/// it unmounts the child. `Group` and the window's content are such nodes; each says how its
/// value and environment reach the child.
class PassThroughNode<V: View, Child: View>: TypedNode<V> {
    final var child: TypedNode<Child>!

    override func appendBoxes(to list: inout [BoxID]) { child.appendBoxes(to: &list) }
    override func forEachChild(_ body: (ViewNode) -> Void) { body(child) }
    override func unmount(removeBoxes: Bool) { child.unmount(removeBoxes: removeBoxes) }
}
