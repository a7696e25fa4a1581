import TintBoxes
import TintViews

/// A node that owns one render box whose children are the boxes of one child node: containers,
/// `GeometryReader`, `ScrollView`, lazy stacks. Subclasses make the box and the child.
class SingleChildBoxNode<V: View, ChildView: View>: TypedNode<V> {
    let box: BoxID
    var child: TypedNode<ChildView>!

    init(box: BoxID, graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) {
        self.box = box
        super.init(graph: graph, parent: parent, environment: environment)
    }

    /// Hands the render tree the child's boxes as the box's children; returns how many.
    @discardableResult
    final func publishChildren() -> Int {
        var boxes: [BoxID] = []
        child.appendBoxes(to: &boxes)
        graph.setChildren(of: box, boxes)
        return boxes.count
    }

    override func absorbChildBoxesChange() -> Bool {
        publishChildren()
        return true
    }

    override func appendBoxes(to list: inout [BoxID]) {
        list.append(box)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        body(child)
    }

    override func unmount(removeBoxes: Bool) {
        child?.unmount(removeBoxes: false)
        if removeBoxes { graph.removeBox(box) }
    }
}
