import TintBoxes
import TintViews

/// A node placed every `recursionBoundaryInterval` levels of the node tree, between a parent
/// and the child it would mount, so that no update ever recurses more than that many levels.
///
/// Mounting and updating are recursive (a body's child is mounted or updated inside the
/// parent's update), and a tree 10,000 views deep would overflow the stack. Rather than make
/// every node kind iterative, the recursion is cut at boundaries, as React's fiber work loop
/// cuts it: a boundary never mounts or updates its child in place; it keeps the latest value and
/// asks the graph to schedule it, and the graph's work loop runs it at its depth, in the same
/// update, after shallower work (so top-down order and "each body at most once" still hold).
/// Unmounting is handed to the graph's loop the same way, and so is releasing the subtree, so
/// that tearing down a deep tree cannot recurse either. A boundary adds no identity: it is
/// created at the same position on every mount and is transparent to boxes and tools.
final class RecursionBoundaryNode<V: View>: TypedNode<V> {

    private var child: TypedNode<V>?
    /// The value to apply when the graph runs this node's work.
    private var pending: (view: V, environment: EnvironmentValues)?
    /// The child's boxes, kept so that collecting boxes never recurses past a boundary either.
    private var boxes: [BoxID] = []
    private var isMounted = true

    init(_ view: V, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        super.init(graph: graph, parent: parent, environment: environment)
        pending = (view, environment)
        graph.schedule(self)
        graph.containsRecursionBoundaries = true
    }

    override func update(_ view: V, environment: EnvironmentValues) {
        self.environment = environment
        let isScheduled = pending != nil
        pending = (view, environment)
        if !isScheduled { graph.schedule(self) }
    }

    override func runScheduledWork() {
        guard isMounted, let (view, environment) = pending else { return }
        self.pending = nil
        if let child {
            child.update(view, environment: environment)
        } else {
            child = makeNode(view, parent: self, graph: graph, environment: environment)
            childBoxesChanged()
        }
    }

    override func absorbChildBoxesChange() -> Bool {
        boxes.removeAll(keepingCapacity: true)
        child?.appendBoxes(to: &boxes)
        return false
    }

    override func appendBoxes(to list: inout [BoxID]) { list.append(contentsOf: boxes) }
    override func forEachChild(_ body: (ViewNode) -> Void) { if let child { body(child) } }
    override var isView: Bool { false }

    override func unmount(removeBoxes: Bool) {
        isMounted = false
        pending = nil
        if let child { graph.scheduleUnmount(child, removeBoxes: removeBoxes) }
        child = nil
        boxes.removeAll()
    }

    /// Hands over the subtree without unmounting it (the graph is going away).
    override func takeSubtreeForTeardown() -> ViewNode? {
        defer { child = nil }
        return child
    }
}

/// Marks boundary nodes for the graph's teardown walk, whatever their view type.
protocol RecursionBoundary {}

extension RecursionBoundaryNode: RecursionBoundary {}

/// Levels between recursion boundaries. Small enough that this many levels of the
/// deepest-framed nodes fit comfortably in a debug build's stack; large enough that boundaries
/// are rare. A global rather than a static of the generic class: reading that would look up
/// the class's metadata for the view type at every mount.
let recursionBoundaryInterval = 128
