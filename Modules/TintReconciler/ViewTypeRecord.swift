import TintViews

/// What one graph knows of one view type, worked out at the type's first mount and found with
/// one look-up per node afterwards.
///
/// Mounting a node used to ask the runtime whether its type is a primitive (a conformance
/// look-up), and a composite node then looked up its dynamic properties and its comparison,
/// and counted every body run in a dictionary by type: four hashed look-ups per view, in code
/// that runs for every view of a large tree. A record answers all of them, and counts body runs
/// in a plain field.
@MainActor
final class ViewTypeRecord {
    let type: Any.Type
    /// The primitive's own metatype when the type is one; `nil` for a view with a `body`.
    let primitive: (any PrimitiveView.Type)?
    /// Whether the type has a `body` (its `Body` is not `Never`).
    let hasBody: Bool
    /// The type as `Animatable` when it is one (its data animates, its body re-run at each
    /// step); found once.
    let animatable: (any Animatable.Type)?
    /// The class of the type's nodes when it is generic over the view's type or parameters,
    /// found once: a node made through this metatype needs no look-up of the generic class's
    /// metadata, which `CompositeNode<V>(...)` made at every mount (a hash-table search, 2 % of
    /// a first frame). `CompositeNode<V>` for a view with a body, set here; a primitive sets
    /// its own node class at its first mount (`_ConditionalContent`: `ConditionalNode<T, F>`).
    @exclusivity(unchecked) var nodeClass: AnyClass?
    /// Body runs of this type in the current update; reported and reset when it ends.
    @exclusivity(unchecked) var runsThisUpdate = 0
    /// Body runs before the current update, since the graph was made.
    @exclusivity(unchecked) var runsBefore = 0

    /// The `@State`, `@Binding`, `@Environment`... properties, found once by reflection.
    private(set) lazy var linker = DynamicPropertyLinker(for: type)
    /// Whether the type has any dynamic property: read at every body run, where a copy of the
    /// linker (its lists retained and released) cost more than the check.
    @exclusivity(unchecked) private(set) var hasDynamicProperties = false
    /// "Type: new view", the explanation of every first body run of the type.
    var identityExplanation: String {
        if let identity { return identity }
        let made = TypeNames.identityExplanation(of: type)
        identity = made
        return made
    }
    /// Made at the type's first explained body run; unchecked, as read at every one.
    @exclusivity(unchecked) private var identity: String?

    /// The record of the type's `Body`, found at the first body mounted: every node of the
    /// type mounts bodies of that one type.
    @exclusivity(unchecked) private var bodyRecord: ViewTypeRecord?

    func bodyRecord<Body: View>(of type: Body.Type, in graph: ViewGraph) -> ViewTypeRecord {
        if let bodyRecord { return bodyRecord }
        let found = graph.record(for: type)
        bodyRecord = found
        return found
    }

    /// The comparison for the type under the comparator of generation `differGeneration`
    /// (-1: none made yet; the graph's generations start at 0).
    private var differ: AnyObject?
    private var differGeneration = -1

    init<V: View>(_ type: V.Type) {
        self.type = type
        self.primitive = type as? any PrimitiveView.Type
        self.hasBody = V.Body.self != Never.self
        self.animatable = type as? any Animatable.Type
        self.nodeClass = primitive == nil && hasBody ? CompositeNode<V>.self : nil
        // Worked out here for views with a body (found by reflection once per type); a
        // primitive has none the graph links.
        if primitive == nil, hasBody { hasDynamicProperties = !linker.isEmpty }
    }

    /// The type's comparison under `graph`'s current comparator, made once per comparator.
    func differ<V: View>(for type: V.Type, in graph: ViewGraph) -> ViewDiffer<V> {
        if differGeneration != graph.comparatorGeneration {
            differ = graph.comparator.differ(for: type)
            differGeneration = graph.comparatorGeneration
        }
        return unsafeDowncast(differ!, to: ViewDiffer<V>.self)
    }
}

extension ViewTypeRecord {
    /// `nodeClass` as `N`, set from `type` at the first call. Inlined, so that `N`, a class
    /// generic over a view's parameters, is only looked up by `type` at that first call.
    @inline(__always)
    func nodeClass<N: AnyObject>(_ type: @autoclosure () -> N.Type) -> N.Type {
        if let known = nodeClass { return unsafeBitCast(known, to: N.Type.self) }
        let made = type()
        nodeClass = made
        return made
    }
}
