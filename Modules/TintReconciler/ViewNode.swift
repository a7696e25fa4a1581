import TintBoxes
import TintViews

/// A persistent node of the view graph: one per view in the tree, kept across updates.
///
/// Subclasses give each kind of view its shape: a composite view owns state and one child (its
/// body); a tuple owns a fixed list; a primitive owns a render box. The static type of a view
/// decides the node's shape once, at mount; afterwards updates only walk values.
@MainActor
public class ViewNode {
    /// `unowned(unsafe)`: the graph owns every node (through its root) and outlives them; a
    /// strong reference would make a cycle. Each use still retains and releases the graph
    /// (measured: one pair per use), so hot paths take it once, as a parameter or a local.
    unowned(unsafe) let graph: ViewGraph
    /// `unowned(unsafe)` rather than `weak`: a weak reference gives the parent a side table, and
    /// every retain and release of a node with one takes the slow path (a tenth of mounting a
    /// large tree). Safe because a parent owns its children and outlives them, and the parent
    /// is read only while updating mounted nodes: work scheduled on a node that was unmounted
    /// since (`runScheduledWork`) returns before it reads the parent.
    unowned(unsafe) let parent: ViewNode?
    /// Distance from the root; dirty nodes are re-evaluated in increasing depth (top-down).
    let depth: Int
    /// Unchecked exclusivity: every node reads and replaces it whole, on the main actor, and a
    /// checked access cost a thread-local access-set insert each time.
    @exclusivity(unchecked) var environment: EnvironmentValues

    init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) {
        self.graph = graph
        self.parent = parent
        self.depth = (parent?.depth ?? -1) + 1
        self.environment = environment
    }

    /// Appends the boxes this node contributes to its nearest container, in order.
    func appendBoxes(to list: inout [BoxID]) {}

    /// Calls `body` with each child node, in order (for tools that walk the graph).
    func forEachChild(_ body: (ViewNode) -> Void) {}

    /// The node this one names `id` (itself for `.id(_:)`, a row for a `ForEach`), for
    /// `ScrollViewProxy.scrollTo`; nil for most nodes.
    func node(namedByScrollID id: AnyHashable) -> ViewNode? { nil }

    /// Calls `body` with each child this node names and its id (a `ForEach`'s rows, an
    /// `.id(_:)`'s content) and returns true; false for a node that names none.
    func forEachNamedChild(_ body: (AnyHashable, ViewNode) -> Void) -> Bool { false }

    /// As `node(namedByScrollID:)`, building the view first where it is not built (a lazy
    /// stack's row far from view), for a scroll by code to it.
    func materialize(namedByScrollID id: AnyHashable) -> ViewNode? { node(namedByScrollID: id) }

    /// The value this node writes for preference `key` in place of its subtree's (RULES 1.12);
    /// `.none` for every node but the preference writers.
    func preferenceWrite<K: PreferenceKey>(for key: K.Type) -> PreferenceWrite<K.Value> { .none }

    /// Whether the node stands for a view value of the tree; false for the graph's own
    /// bookkeeping nodes (recursion boundaries), which `mountedViewCount` leaves out.
    var isView: Bool { true }

    /// Whose views this node's descendants are: the app's (true), the window's own chrome
    /// (false), or as this node's own (nil, every node but the window's). `mountedViewCount`
    /// counts the app's alone, so a tree's count does not move with the window around it.
    var descendantsAreApps: Bool? { nil }

    /// Whether the node keeps the scope of what its last build read (for tests: a view whose
    /// body read nothing keeps none).
    var holdsReadScope: Bool { false }

    /// The boxes this node contributes changed (a branch flipped, a row was inserted): the
    /// nearest container must hand the render tree its new child list.
    ///
    /// A loop up the parents rather than a call on the parent, so a deep tree cannot overflow
    /// the stack.
    final func childBoxesChanged() {
        var node = self
        while !node.absorbChildBoxesChange() {
            guard let parent = node.parent else {
                graph.rootBoxesChanged()
                return
            }
            node = parent
        }
    }

    /// Called on this node and then on each ancestor when boxes below changed; returns true to
    /// stop there (a container publishes its new child list).
    func absorbChildBoxesChange() -> Bool { false }

    /// Whether `updateEnvironment` can bring the node (and all below it) up to date with a new
    /// environment, without its view value. A view with a body whose child can keeps no copy
    /// of its last body (`CompositeNode.keptBody`) to hand the environment down with.
    var updatesEnvironmentAlone: Bool { false }

    /// The environment above changed and the node's view value did not (the ancestor's body
    /// did not run): the node takes `environment` as `update` would with its value unchanged.
    /// Only called where `updatesEnvironmentAlone` is true.
    func updateEnvironment(_ environment: EnvironmentValues) {
        preconditionFailure("\(Self.self) cannot take an environment without its view value")
    }

    /// The work the graph scheduled for this node (a dirty body, a boundary's deferred child).
    func runScheduledWork() {}

    /// Hands over the subtree the graph releases separately (see `RecursionBoundaryNode`),
    /// holding it no more.
    func takeSubtreeForTeardown() -> ViewNode? { nil }

    /// Replaces `content` of `box` with `newContent`, telling the render tree only when it must:
    /// when pixels or geometry change, or a handler needs replacing.
    func refreshBox(_ box: BoxID, _ content: inout BoxContent, with newContent: BoxContent) {
        let visual = newContent.differsVisually(from: content)
        let update = visual || newContent.carriesHandlers || newContent.accessibilityDiffers(from: content)
        if let scope = newContent.animationScope { graph.animatableViews.noteScope(of: self, old: content.animationScope, new: scope) }
        content = newContent
        if update { graph.updateBox(box, newContent, visual: visual) }
    }

    /// Ends this node's identity: releases its state and, when `removeBoxes`, removes its boxes
    /// from the render tree (a removed box takes its descendants along, so only the topmost
    /// removed boxes need an operation).
    func unmount(removeBoxes: Bool) {}
}

/// A node for views of type `V`: it can be updated with a new `V` value.
@MainActor
public class TypedNode<V: View>: ViewNode {
    /// Brings the node up to date with `view`, rebuilt by the parent's `body`.
    func update(_ view: V, environment: EnvironmentValues) {
        preconditionFailure("\(Self.self) must override update(_:environment:)")
    }
}

/// The node for `EmptyView`, and for primitives Tint does not know: it shows nothing.
final class EmptyNode<V: View>: TypedNode<V> {
    override func update(_ view: V, environment: EnvironmentValues) {
        self.environment = environment
    }

    override var updatesEnvironmentAlone: Bool { true }
    override func updateEnvironment(_ environment: EnvironmentValues) {
        self.environment = environment
    }
}
