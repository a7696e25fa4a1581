import OpenCombine

/// The graph-side slot of an `@ObservedObject`, `@StateObject` or `@EnvironmentObject`: the
/// subscription to its object's `objectWillChange`, which re-runs the owning view's body at the
/// next update. Kept across rebuilds of the view; cancelled when the view goes (the slot is
/// released with the node).
@MainActor
final class _ObjectSubscription {
    /// The object subscribed to, compared by identity when the view brings another.
    private(set) weak var object: AnyObject?
    private var cancellable: AnyCancellable?
    /// The object a `@StateObject` made, owned here for the view's lifetime.
    var owned: AnyObject?

    /// Subscribes to `object` unless it is the one already subscribed to.
    func observe<O: ObservableObject>(_ object: O, context: DynamicPropertyContext) {
        guard object !== self.object else { return }
        self.object = object
        cancellable = object.objectWillChange.sink(receiveValue: Self.receiver(graph: context.graph, owner: context.owner, name: context.name))
    }

    /// The `objectWillChange` receiver, made outside the main actor: a closure made in a
    /// main-actor method is main-actor isolated, and an object changed on another thread would
    /// trap on its isolation check. The graph records the change and applies it on the main
    /// actor.
    private nonisolated static func receiver<Output>(graph: any StateGraph, owner: AnyObject, name: String) -> (Output) -> Void {
        nonisolated(unsafe) let graph = graph
        nonisolated(unsafe) weak let owner = owner
        return { _ in
            if let owner { graph.objectWillChange(owner: owner, name: name) }
        }
    }
}

/// A dynamic property that compares by the identity of the object it holds: a view given
/// another object runs its body, one given the same object does not (RULES 1.3's class
/// rule). The comparison reads the property's stored fields, the object among them.
package protocol _IdentityComparedProperty: DynamicProperty {}
