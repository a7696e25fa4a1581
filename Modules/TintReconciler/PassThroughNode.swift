import TintBoxes
import TintViews

/// A node whose one child stands in its place: the child's boxes are its boxes, and unmounting
/// it unmounts the child. `Group`, `AnyView` and the window's toolbar area and content are such
/// nodes; each says how its value and environment reach the child.
class PassThroughNode<V: View>: TypedNode<V> {
    final var child: ViewNode!

    /// The child as the node of a `C`, which the subclass knows it is.
    final func child<C: View>(as type: C.Type) -> TypedNode<C> {
        unsafeDowncast(child, to: TypedNode<C>.self)
    }

    override func appendBoxes(to list: inout [BoxID]) { child.appendBoxes(to: &list) }
    override func forEachChild(_ body: (ViewNode) -> Void) { body(child) }
    override func unmount(removeBoxes: Bool) { child.unmount(removeBoxes: removeBoxes) }
}
