import TintBoxes
import TintViews

/// The node of `_ConditionalContent`: the node of the branch shown now. Flipping the branch
/// unmounts the old branch (its state ends, its boxes go) and mounts the new one fresh
/// (RULES 2.2); the same branch is updated in place.
final class ConditionalNode<T: View, F: View>: TypedNode<_ConditionalContent<T, F>> {
    /// The shown branch's node, untyped (`ShownBranch`): an enum of the two typed nodes nested
    /// in this generic class would be a generic type of its own, whose metadata every mount
    /// and update looked up (a hash-table search each time, a tenth of mounting a tree of
    /// conditionals). One word, as the typed enum was: a flag beside the node grew the node
    /// by a whole allocation step.
    private var shown: ShownBranch!
    private var node: ViewNode { shown.node }

    /// A node with no branch yet: `_ConditionalContent.makePrimitiveNode` mounts the first one,
    /// where the view's type is at hand without asking the runtime for it.
    override init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) {
        super.init(graph: graph, parent: parent, environment: environment)
    }

    /// The graph and environment are handed in: each read of `self.graph` (`unowned(unsafe)`)
    /// or `self.environment` retains and releases it.
    func mount(first content: T, graph: ViewGraph, environment: EnvironmentValues) {
        shown = .first(makeNode(content, parent: self, graph: graph, environment: environment))
    }

    func mount(second content: F, graph: ViewGraph, environment: EnvironmentValues) {
        shown = .second(makeNode(content, parent: self, graph: graph, environment: environment))
    }

    override func update(_ view: _ConditionalContent<T, F>, environment: EnvironmentValues) {
        self.environment = environment
        // One switch inside another, not over a pair: a pair with the generic view is a tuple
        // type whose metadata the runtime would look up.
        switch view {
        case .trueContent(let content):
            if case .first(let node) = shown! {
                unsafeDowncast(node, to: TypedNode<T>.self).update(content, environment: environment)
            } else {
                flip { mount(first: content, graph: graph, environment: environment) }
            }
        case .falseContent(let content):
            if case .second(let node) = shown! {
                unsafeDowncast(node, to: TypedNode<F>.self).update(content, environment: environment)
            } else {
                flip { mount(second: content, graph: graph, environment: environment) }
            }
        }
    }

    /// Ends the shown branch and mounts the other (`mount`).
    private func flip(_ mount: () -> Void) {
        node.unmount(removeBoxes: true)
        mount()
        childBoxesChanged()
    }

    // The branch shown depends on the value alone: a new environment goes to its node.
    override var updatesEnvironmentAlone: Bool { node.updatesEnvironmentAlone }
    override func updateEnvironment(_ environment: EnvironmentValues) {
        self.environment = environment
        node.updateEnvironment(environment)
    }

    override func appendBoxes(to list: inout [BoxID]) { node.appendBoxes(to: &list) }
    override func forEachChild(_ body: (ViewNode) -> Void) { body(node) }
    override func unmount(removeBoxes: Bool) { node.unmount(removeBoxes: removeBoxes) }
}

/// The branch a `ConditionalNode` shows and its node. Not generic, so no metadata is looked up
/// to use it.
private enum ShownBranch {
    case first(ViewNode)
    case second(ViewNode)

    var node: ViewNode {
        switch self {
        case .first(let node), .second(let node): node
        }
    }
}

extension _ConditionalContent: PrimitiveView {
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<Self> {
        makePrimitiveNode(view, parent: parent, graph: graph, environment: environment, record: graph.record(for: Self.self))
    }

    // Inlined into the conformance's witness, which is handed `Self`'s metadata: called, this
    // method is handed `TrueContent` and `FalseContent` alone, and rebuilt `Self` from them
    // at every mount to switch over the view (a hash-table search, as `ConditionalNode`'s
    // class is, which the record keeps).
    @inline(__always)
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues, record: ViewTypeRecord) -> TypedNode<Self> {
        let nodeType = record.nodeClass(ConditionalNode<TrueContent, FalseContent>.self)
        let node = nodeType.init(graph: graph, parent: parent, environment: environment)
        switch view {
        case .trueContent(let content): node.mount(first: content, graph: graph, environment: environment)
        case .falseContent(let content): node.mount(second: content, graph: graph, environment: environment)
        }
        return node
    }
}

/// The node of an optional view (`if` without `else`): the content's node while present.
/// Appearing mounts it fresh; disappearing unmounts it and ends its state (RULES 2.1).
final class OptionalNode<Wrapped: View>: TypedNode<Wrapped?> {
    private var child: TypedNode<Wrapped>?

    init(_ view: Wrapped?, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        super.init(graph: graph, parent: parent, environment: environment)
        child = view.map { makeNode($0, parent: self, graph: graph, environment: environment) }
    }

    override func update(_ view: Wrapped?, environment: EnvironmentValues) {
        self.environment = environment
        switch (child, view) {
        case (let node?, let content?):
            node.update(content, environment: environment)
        case (nil, nil):
            return
        case (let node?, nil):
            node.unmount(removeBoxes: true)
            child = nil
            childBoxesChanged()
        case (nil, let content?):
            child = makeNode(content, parent: self, graph: graph, environment: environment)
            childBoxesChanged()
        }
    }

    override var updatesEnvironmentAlone: Bool { child?.updatesEnvironmentAlone ?? true }
    override func updateEnvironment(_ environment: EnvironmentValues) {
        self.environment = environment
        child?.updateEnvironment(environment)
    }

    override func appendBoxes(to list: inout [BoxID]) { child?.appendBoxes(to: &list) }
    override func forEachChild(_ body: (ViewNode) -> Void) { if let child { body(child) } }
    override func unmount(removeBoxes: Bool) {
        child?.unmount(removeBoxes: removeBoxes)
        child = nil
    }
}

extension Optional: PrimitiveView where Wrapped: View {
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<Self> {
        OptionalNode(view, parent: parent, graph: graph, environment: environment)
    }
}

/// The node of a `Group`: its content's node, whose boxes join the enclosing container's.
final class GroupNode<Content: View>: PassThroughNode<Group<Content>> {
    init(_ view: Group<Content>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        super.init(graph: graph, parent: parent, environment: environment)
        child = makeNode(view.content, parent: self, graph: graph, environment: environment)
    }

    override func update(_ view: Group<Content>, environment: EnvironmentValues) {
        self.environment = environment
        child(as: Content.self).update(view.content, environment: environment)
    }

    override var updatesEnvironmentAlone: Bool { child.updatesEnvironmentAlone }
    override func updateEnvironment(_ environment: EnvironmentValues) {
        self.environment = environment
        child.updateEnvironment(environment)
    }
}

extension Group: PrimitiveView {
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<Self> {
        GroupNode(view, parent: parent, graph: graph, environment: environment)
    }
}
