import TintBoxes
import TintViews

/// The node of `.id(_:)`: a changed id unmounts the subtree (its state ends) and mounts a new
/// one (RULES 2.3); an unchanged id updates it in place.
final class IDViewNode<Content: View, ID: Hashable>: TypedNode<IDView<Content, ID>> {
    private var id: ID
    private var child: TypedNode<Content>!

    init(_ view: IDView<Content, ID>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        id = view.id
        super.init(graph: graph, parent: parent, environment: environment)
        child = makeNode(view.content, parent: self, graph: graph, environment: environment)
    }

    override func update(_ view: IDView<Content, ID>, environment: EnvironmentValues) {
        self.environment = environment
        guard view.id != id else {
            child.update(view.content, environment: environment)
            return
        }
        id = view.id
        child.unmount(removeBoxes: true)
        child = makeNode(view.content, parent: self, graph: graph, environment: environment)
        childBoxesChanged()
    }

    override func appendBoxes(to list: inout [BoxID]) { child.appendBoxes(to: &list) }
    override func forEachChild(_ body: (ViewNode) -> Void) { body(child) }
    override func node(namedByScrollID id: AnyHashable) -> ViewNode? { AnyHashable(self.id) == id ? self : nil }
    override func forEachNamedChild(_ body: (AnyHashable, ViewNode) -> Void) -> Bool {
        body(AnyHashable(id), self)
        return true
    }
    override func unmount(removeBoxes: Bool) { child.unmount(removeBoxes: removeBoxes) }
}

extension IDView: PrimitiveView {
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<Self> {
        IDViewNode(view, parent: parent, graph: graph, environment: environment)
    }
}

/// The node of `.onAppear` / `.onDisappear`: queues the appear action when mounted and the
/// disappear action when unmounted; the graph runs them after the update pass, so the view is
/// in the tree before its first frame and their state writes schedule the next update
/// (RULES 2.7).
final class AppearanceNode<Content: View>: TypedNode<ModifiedContent<Content, _AppearanceActionModifier>> {
    private var actions: _AppearanceActionModifier
    private var child: TypedNode<Content>!

    init(_ view: ModifiedContent<Content, _AppearanceActionModifier>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        actions = view.modifier
        super.init(graph: graph, parent: parent, environment: environment)
        child = makeNode(view.content, parent: self, graph: graph, environment: environment)
        if let appear = actions.appear { graph.enqueueLifetimeAction(appear) }
    }

    override func update(_ view: ModifiedContent<Content, _AppearanceActionModifier>, environment: EnvironmentValues) {
        self.environment = environment
        // The newest closures run: they may capture newer values.
        actions = view.modifier
        child.update(view.content, environment: environment)
    }

    override func appendBoxes(to list: inout [BoxID]) { child.appendBoxes(to: &list) }
    override func forEachChild(_ body: (ViewNode) -> Void) { body(child) }
    override func unmount(removeBoxes: Bool) {
        var boxes: [BoxID] = []
        if actions.disappear != nil, graph.holdsDisappearActions { child.appendBoxes(to: &boxes) }
        child.unmount(removeBoxes: removeBoxes)
        if let disappear = actions.disappear { graph.enqueueDisappearAction(disappear, boxes: boxes) }
    }
}

extension _AppearanceActionModifier: ModifierPrimitive {
    static func makeModifiedNode<C: View>(_ view: ModifiedContent<C, Self>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<ModifiedContent<C, Self>> {
        AppearanceNode(view, parent: parent, graph: graph, environment: environment)
    }
}

/// The node of `.onChange(of:)`: compares the value at each update and queues the action,
/// with the old and new value, to run after the update pass like the lifetime actions.
final class ValueActionNode<Content: View, Value: Equatable>: TypedNode<ModifiedContent<Content, _ValueActionModifier<Value>>> {
    private var value: Value
    private var child: TypedNode<Content>!

    init(_ view: ModifiedContent<Content, _ValueActionModifier<Value>>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        value = view.modifier.value
        super.init(graph: graph, parent: parent, environment: environment)
        child = makeNode(view.content, parent: self, graph: graph, environment: environment)
        if view.modifier.initial {
            let action = view.modifier.action, value = self.value
            graph.enqueueLifetimeAction { action(value, value) }
        }
    }

    override func update(_ view: ModifiedContent<Content, _ValueActionModifier<Value>>, environment: EnvironmentValues) {
        self.environment = environment
        let old = value, new = view.modifier.value
        if old != new {
            value = new
            let action = view.modifier.action
            graph.enqueueLifetimeAction { action(old, new) }
        }
        child.update(view.content, environment: environment)
    }

    override func appendBoxes(to list: inout [BoxID]) { child.appendBoxes(to: &list) }
    override func forEachChild(_ body: (ViewNode) -> Void) { body(child) }
    override func unmount(removeBoxes: Bool) { child.unmount(removeBoxes: removeBoxes) }
}

extension _ValueActionModifier: ModifierPrimitive {
    static func makeModifiedNode<C: View>(_ view: ModifiedContent<C, Self>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<ModifiedContent<C, Self>> {
        ValueActionNode(view, parent: parent, graph: graph, environment: environment)
    }
}
