import TintBoxes
import TintViews

/// The node of an `EquatableView`: the content's `==` decides, and nothing else is compared
/// (RULES 1.3). When it finds a change, the content runs without a second comparison.
final class EquatableViewNode<Content: View & Equatable>: TypedNode<EquatableView<Content>> {
    private var content: Content
    private var child: TypedNode<Content>!

    init(_ view: EquatableView<Content>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        content = view.content
        super.init(graph: graph, parent: parent, environment: environment)
        child = makeNode(view.content, parent: self, graph: graph, environment: environment)
    }

    override func update(_ view: EquatableView<Content>, environment: EnvironmentValues) {
        let environmentChanged = environment != self.environment
        self.environment = environment
        let alwaysEvaluate = graph.comparator.policy == .alwaysEvaluate
        if !alwaysEvaluate, !environmentChanged, content == view.content {
            graph.recordSkip()
            // State below may still be dirty; it runs on its own (RULES 1.2).
            return
        }
        content = view.content
        if !environmentChanged, let composite = child as? CompositeNode<Content> {
            let rule: DiffRule = alwaysEvaluate ? .alwaysEvaluate : .equatableView
            composite.update(view.content, environment: environment, decidedBy: ViewDifference(path: "", rule: rule))
        } else {
            child.update(view.content, environment: environment)
        }
    }

    override func appendBoxes(to list: inout [BoxID]) { child.appendBoxes(to: &list) }
    override func forEachChild(_ body: (ViewNode) -> Void) { body(child) }
    override func unmount(removeBoxes: Bool) { child.unmount(removeBoxes: removeBoxes) }
}

extension EquatableView: PrimitiveView {
    static func makePrimitiveNode(_ view: EquatableView<Content>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<EquatableView<Content>> {
        EquatableViewNode(view, parent: parent, graph: graph, environment: environment)
    }
}
