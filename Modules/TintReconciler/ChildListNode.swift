import TintBoxes
import TintViews

/// A node with an ordered list of child nodes whose boxes it contributes in order: tuples and
/// `ForEach`. `Child` is the children's static node type (`TypedNode<Content>` for `ForEach`,
/// so its updates need no cast).
class ChildListNode<V: View, Child: ViewNode>: TypedNode<V> {
    /// Unchecked exclusivity: appended to once per child at mount, only by this node.
    @exclusivity(unchecked) var children: [Child] = []

    override func appendBoxes(to list: inout [BoxID]) {
        for child in children { child.appendBoxes(to: &list) }
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        children.forEach(body)
    }

    override func unmount(removeBoxes: Bool) {
        for child in children { child.unmount(removeBoxes: removeBoxes) }
        children.removeAll()
    }
}
