import TintBoxes
import TintViews

extension _TaskModifier: ModifierPrimitive {
    static func makeModifiedNode<C: View>(_ view: ModifiedContent<C, Self>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<ModifiedContent<C, Self>> {
        TaskNode(view, parent: parent, graph: graph, environment: environment)
    }
}

/// The node of `.task`: its content, and the task, started after the update that mounts the
/// view (as `onAppear` runs), restarted when the id changes, cancelled when the view goes.
final class TaskNode<C: View, ID: Equatable>: TypedNode<ModifiedContent<C, _TaskModifier<ID>>> {
    private var child: TypedNode<C>!
    private var id: ID
    private var task: Task<Void, Never>?
    private var isMounted = true

    /// A graph released without unmounting (its host went away) still ends the task.
    isolated deinit {
        task?.cancel()
    }

    init(_ view: ModifiedContent<C, _TaskModifier<ID>>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        id = view.modifier.id
        super.init(graph: graph, parent: parent, environment: environment)
        child = makeNode(view.content, parent: self, graph: graph, environment: environment)
        start(view.modifier)
    }

    private func start(_ modifier: _TaskModifier<ID>) {
        graph.enqueueLifetimeAction { [weak self] in
            guard let self, self.isMounted else { return }
            self.task?.cancel()
            self.task = Task(priority: modifier.priority) { @MainActor in await modifier.action() }
        }
    }

    override func update(_ view: ModifiedContent<C, _TaskModifier<ID>>, environment: EnvironmentValues) {
        self.environment = environment
        if view.modifier.id != id {
            id = view.modifier.id
            task?.cancel()
            start(view.modifier)
        }
        child.update(view.content, environment: environment)
    }

    override func appendBoxes(to list: inout [BoxID]) { child.appendBoxes(to: &list) }
    override func forEachChild(_ body: (ViewNode) -> Void) { body(child) }
    override func unmount(removeBoxes: Bool) {
        isMounted = false
        task?.cancel()
        task = nil
        child.unmount(removeBoxes: removeBoxes)
    }
}
