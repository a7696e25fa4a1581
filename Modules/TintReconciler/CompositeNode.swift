import TintViews

/// The node of a view with a `body`: it owns the view's state and the node of its body.
///
/// Its body runs on mount, when its state is written, when its environment changes, and when
/// the parent hands it a value the comparator finds different (SEMANTICS 1.1, 1.2).
final class CompositeNode<V: View>: TypedNode<V> {
    private var view: V
    private var slots: [AnyObject?] = []
    private let linker: DynamicPropertyLinker
    private var child: TypedNode<V.Body>?
    /// Set by a state write; cleared when the body runs.
    private(set) var isDirty = false
    private var dirtyCauses: [String] = []
    private(set) var isMounted = true

    init(_ view: V, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        self.view = view
        self.linker = DynamicPropertyLinker(for: V.self)
        super.init(graph: graph, parent: parent, environment: environment)
        evaluateBody(because: "@identity")
    }

    override func update(_ newView: V, environment: EnvironmentValues) {
        let environmentChanged = environment != self.environment
        self.environment = environment
        if !isDirty && !environmentChanged && graph.comparator.areEqual(view, newView) {
            graph.recordSkip()
            return
        }
        let cause = isDirty ? causeText : environmentChanged ? "@environment" : "@self"
        view = newView
        evaluateBody(because: cause)
    }

    /// Marks the body as needing to run at the next update, naming why.
    func invalidate(because cause: String) {
        if !dirtyCauses.contains(cause) { dirtyCauses.append(cause) }
        guard !isDirty, isMounted else { return }
        isDirty = true
        graph.enqueueDirty(self)
    }

    /// Runs the body if it is still dirty (an ancestor's update may have run it already).
    func reevaluateIfDirty() {
        guard isDirty, isMounted else { return }
        evaluateBody(because: causeText)
    }

    private var causeText: String { dirtyCauses.joined(separator: ", ") }

    private func evaluateBody(because cause: String) {
        if !linker.isEmpty { linker.link(&view, slots: &slots, graph: graph, owner: self) }
        graph.willEvaluateBody()
        let body = view.body
        graph.didEvaluateBody(of: V.self, because: cause)
        isDirty = false
        dirtyCauses.removeAll()
        if let child {
            child.update(body, environment: environment)
        } else {
            child = makeNode(body, parent: self, graph: graph, environment: environment)
        }
    }

    override func appendBoxes(to list: inout [BoxID]) {
        child?.appendBoxes(to: &list)
    }

    override func unmount(removeBoxes: Bool) {
        isMounted = false
        child?.unmount(removeBoxes: removeBoxes)
        child = nil
        slots.removeAll()
    }
}
