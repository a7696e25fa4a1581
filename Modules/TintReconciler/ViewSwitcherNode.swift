import TintBoxes
import TintViews

extension _ViewSwitcher: PrimitiveView {
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<Self> {
        ViewSwitcherNode(view, parent: parent, graph: graph, environment: environment)
    }
}

/// The node of `_ViewSwitcher`: a node per item built so far, keyed by the item's id; only the
/// shown item's boxes are handed to the container. The boxes of the others stay in the render
/// tree, detached, so showing an item again costs a layout of its subtree and no mount.
final class ViewSwitcherNode: TypedNode<_ViewSwitcher> {
    private var nodes: [AnyHashable: TypedNode<AnyView>] = [:]
    private var shown: AnyHashable?

    init(_ view: _ViewSwitcher, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        super.init(graph: graph, parent: parent, environment: environment)
        sync(view, environment: environment)
    }

    override func update(_ view: _ViewSwitcher, environment: EnvironmentValues) {
        self.environment = environment
        if sync(view, environment: environment) { childBoxesChanged() }
    }

    /// Brings the nodes up to date with `view`; returns whether the shown boxes changed.
    @discardableResult
    private func sync(_ view: _ViewSwitcher, environment: EnvironmentValues) -> Bool {
        var changed = false
        var seen = Set<AnyHashable>()
        for item in view.items {
            guard seen.insert(item.id).inserted else {
                RuntimeWarnings.emit("\(item.id) appears twice among a container's items; the second is not shown", fix: "give each item its own id or tag")
                continue
            }
            if let node = nodes[item.id] {
                node.update(item.view, environment: environment)
            } else if view.buildsAll || item.id == view.shown {
                nodes[item.id] = makeNode(item.view, parent: self, graph: graph, environment: environment)
                if item.id == view.shown { changed = true }
            }
        }
        for (id, node) in nodes where !seen.contains(id) {
            node.unmount(removeBoxes: true)
            nodes[id] = nil
            if id == shown { changed = true }
        }
        let newShown = view.shown.flatMap { nodes[$0] != nil ? $0 : nil }
        if newShown != shown {
            shown = newShown
            changed = true
        }
        return changed
    }

    override func appendBoxes(to list: inout [BoxID]) {
        if let shown, let node = nodes[shown] { node.appendBoxes(to: &list) }
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        for node in nodes.values { body(node) }
    }

    override func unmount(removeBoxes: Bool) {
        // Only the shown item's boxes hang under the container's box; the others are removed
        // on their own.
        for (id, node) in nodes { node.unmount(removeBoxes: removeBoxes || id != shown) }
        nodes.removeAll()
    }
}
