import TintViews

/// A view the reconciler mounts directly instead of asking for its `body`.
///
/// TintViews keeps its primitives as plain values; their node-making lives here, added by
/// extensions, so the view DSL holds no update logic.
@MainActor
protocol PrimitiveView: View {
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<Self>
    /// The same, handed the type's record, where a primitive whose node class is generic over
    /// the view's own parameters keeps that class (`ViewTypeRecord.nodeClass`). Default: the
    /// method above.
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues, record: ViewTypeRecord) -> TypedNode<Self>
}

extension PrimitiveView {
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues, record: ViewTypeRecord) -> TypedNode<Self> {
        makePrimitiveNode(view, parent: parent, graph: graph, environment: environment)
    }
}

/// Mounts `view`: a node of the right shape for its type, with its subtree. A caller that
/// mounts many views of one type (a composite's bodies, a `ForEach`'s rows) hands in `V`'s
/// record, found once, rather than have every mount look it up.
@MainActor
func makeNode<V: View>(_ view: V, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues, record: ViewTypeRecord? = nil) -> TypedNode<V> {
    if let parent, (parent.depth + 1) % recursionBoundaryInterval == 0 {
        return RecursionBoundaryNode(view, parent: parent, graph: graph, environment: environment)
    }
    return makeNodeInPlace(view, parent: parent, graph: graph, environment: environment, record: record ?? graph.record(for: V.self))
}

/// Mounts `view` here, without a recursion boundary.
@MainActor
private func makeNodeInPlace<V: View>(_ view: V, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues, record: ViewTypeRecord) -> TypedNode<V> {
    if let primitive = record.primitive {
        func make<P: PrimitiveView>(_: P.Type) -> ViewNode {
            P.makePrimitiveNode(reinterpret(view, as: P.self), parent: parent, graph: graph, environment: environment, record: record)
        }
        // `P` is `V`, so the node is a `TypedNode<V>`.
        return unsafeDowncast(make(primitive), to: TypedNode<V>.self)
    }
    if !record.hasBody {
        RuntimeWarnings.emit("\(V.self) has no body and is not a view Tint knows how to draw; it shows nothing", fix: "give \(V.self) a body, or use a view Tint provides in its place")
        return EmptyNode(graph: graph, parent: parent, environment: environment)
    }
    // The record made `nodeClass` from `V` (see there).
    let nodeType = unsafeBitCast(record.nodeClass, to: CompositeNode<V>.Type.self)
    return nodeType.init(view, record: record, parent: parent, graph: graph, environment: environment)
}

/// `value` seen as `T`, which must be its own type (checked by the caller's dynamic cast).
@inline(__always)
func reinterpret<V, T>(_ value: V, as _: T.Type) -> T {
    withUnsafePointer(to: value) { UnsafeRawPointer($0).assumingMemoryBound(to: T.self).pointee }
}

extension EmptyView: PrimitiveView {
    static func makePrimitiveNode(_ view: EmptyView, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<EmptyView> {
        EmptyNode(graph: graph, parent: parent, environment: environment)
    }
}
