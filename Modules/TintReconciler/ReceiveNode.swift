import OpenCombine
import TintBoxes
import TintViews

extension _ReceiveModifier: ModifierPrimitive {
    static func makeModifiedNode<C: View>(_ view: ModifiedContent<C, Self>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<ModifiedContent<C, Self>> {
        ReceiveNode(view, parent: parent, graph: graph, environment: environment)
    }
}

/// The node of `.onReceive`: its content in place, and a subscription to the publisher for as
/// long as the view is mounted. Each value runs the latest action on the main actor at the
/// start of the next update, whichever thread sent it, so the state the action writes shows in
/// that update.
final class ReceiveNode<C: View, P: Publisher>: TypedNode<ModifiedContent<C, _ReceiveModifier<P>>> where P.Failure == Never {
    private var child: TypedNode<C>!
    private var action: @MainActor (P.Output) -> Void
    private var cancellable: AnyCancellable?

    init(_ view: ModifiedContent<C, _ReceiveModifier<P>>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        action = view.modifier.action
        super.init(graph: graph, parent: parent, environment: environment)
        child = makeNode(view.content, parent: self, graph: graph, environment: environment)
        subscribe(view.modifier.publisher)
    }

    private func subscribe(_ publisher: P) {
        weak let node = self
        cancellable = publisher.sink(receiveValue: Self.receiver(graph: graph) { value in node?.action(value) })
    }

    /// The publisher's receiver, made outside the main actor: a closure made in a main-actor
    /// method is main-actor isolated, and a publisher sending from another thread would trap
    /// on its isolation check. Each value waits for the next update, on the main actor.
    private nonisolated static func receiver(graph: ViewGraph, run: @escaping @MainActor (P.Output) -> Void) -> (P.Output) -> Void {
        return { value in
            nonisolated(unsafe) let value = value
            graph.runAtNextUpdate { run(value) }
        }
    }

    override func update(_ view: ModifiedContent<C, _ReceiveModifier<P>>, environment: EnvironmentValues) {
        self.environment = environment
        action = view.modifier.action
        child.update(view.content, environment: environment)
    }

    override func appendBoxes(to list: inout [BoxID]) { child.appendBoxes(to: &list) }
    override func forEachChild(_ body: (ViewNode) -> Void) { body(child) }
    override func unmount(removeBoxes: Bool) {
        cancellable?.cancel()
        cancellable = nil
        child.unmount(removeBoxes: removeBoxes)
    }
}
