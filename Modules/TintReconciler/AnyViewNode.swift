import TintBoxes
import TintViews

/// The node of `AnyView`: the node of the erased view while its type stays the same; a new
/// type unmounts it and mounts the new one (RULES 2.6).
final class AnyViewNode: PassThroughNode<AnyView> {
    private var erasedType: ObjectIdentifier

    init(_ view: AnyView, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        erasedType = ObjectIdentifier(type(of: view.view))
        super.init(graph: graph, parent: parent, environment: environment)
        child = mount(view.view)
    }

    private func mount(_ erased: any View) -> ViewNode {
        func make<V: View>(_ view: V) -> ViewNode {
            makeNode(view, parent: self, graph: graph, environment: environment)
        }
        return make(erased)
    }

    override func update(_ view: AnyView, environment: EnvironmentValues) {
        self.environment = environment
        let newType = ObjectIdentifier(type(of: view.view))
        guard newType == erasedType else {
            erasedType = newType
            child.unmount(removeBoxes: true)
            child = mount(view.view)
            childBoxesChanged()
            return
        }
        func update<V: View>(_ view: V) {
            // Same erased type as the mounted child, so the node is a `TypedNode<V>`.
            child(as: V.self).update(view, environment: environment)
        }
        update(view.view)
    }
}

extension AnyView: PrimitiveView {
    static func makePrimitiveNode(_ view: AnyView, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<AnyView> {
        AnyViewNode(view, parent: parent, graph: graph, environment: environment)
    }
}
