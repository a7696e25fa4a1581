import TintBoxes
import TintViews

extension _ScrollTargetLayoutModifier: ModifierPrimitive {
    static func makeModifiedNode<C: View>(_ view: ModifiedContent<C, Self>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<ModifiedContent<C, Self>> {
        ScrollTargetLayoutNode(view, parent: parent, graph: graph, environment: environment)
    }
}

/// The node of `.scrollTargetLayout()`: tells the scroll view around it (through the slot its
/// node put in the environment) that the views this layout names are its scroll targets. No box
/// of its own.
final class ScrollTargetLayoutNode<C: View>: TypedNode<ModifiedContent<C, _ScrollTargetLayoutModifier>> {
    private var child: TypedNode<C>!

    init(_ view: ModifiedContent<C, _ScrollTargetLayoutModifier>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        super.init(graph: graph, parent: parent, environment: environment)
        child = makeNode(view.content, parent: self, graph: graph, environment: environment)
        register(view.modifier.isEnabled)
    }

    private func register(_ isEnabled: Bool) {
        guard let slot = environment._scrollTargetLayoutSlot else { return }
        if isEnabled { slot.layout = self } else if slot.layout === self { slot.layout = nil }
    }

    override func update(_ view: ModifiedContent<C, _ScrollTargetLayoutModifier>, environment: EnvironmentValues) {
        self.environment = environment
        register(view.modifier.isEnabled)
        child.update(view.content, environment: environment)
    }

    override func appendBoxes(to list: inout [BoxID]) { child.appendBoxes(to: &list) }
    override func forEachChild(_ body: (ViewNode) -> Void) { body(child) }
    override func unmount(removeBoxes: Bool) {
        register(false)
        child.unmount(removeBoxes: removeBoxes)
    }
}

extension ViewNode {
    /// The first node in the subtree, depth first, that the id names, built if it is a lazy
    /// row not built yet. A loop over an explicit stack: a deep tree must not overflow the
    /// thread's stack.
    func descendant(namedByScrollID id: AnyHashable) -> ViewNode? {
        var pending: [ViewNode] = [self]
        var children: [ViewNode] = []
        while let node = pending.popLast() {
            if let named = node.materialize(namedByScrollID: id) { return named }
            children.removeAll(keepingCapacity: true)
            node.forEachChild { children.append($0) }
            pending.append(contentsOf: children.reversed())
        }
        return nil
    }

    /// The views the subtree names, outermost first and in order (a `ForEach`'s rows, views
    /// with an `.id(_:)`), each with its id: the scroll targets of a scroll view. A named view's
    /// own subtree is not searched further.
    func namedDescendants() -> [(id: AnyHashable, node: ViewNode)] {
        var found: [(id: AnyHashable, node: ViewNode)] = []
        var pending: [ViewNode] = [self]
        var children: [ViewNode] = []
        while let node = pending.popLast() {
            if node.forEachNamedChild({ found.append(($0, $1)) }) { continue }
            children.removeAll(keepingCapacity: true)
            node.forEachChild { children.append($0) }
            pending.append(contentsOf: children.reversed())
        }
        return found
    }
}
