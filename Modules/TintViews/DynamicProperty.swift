/// A stored property of a view whose value lives in the view graph rather than in the view
/// value (`@State`, and later `@Environment`, observable holders), as in SwiftUI.
///
/// Dynamic properties are skipped when views are compared (RULES 1.3): they have their own
/// update path. The reconciler finds them once per view type through the type's field layout and
/// links each to its persistent storage before every `body`.
@MainActor @preconcurrency
public protocol DynamicProperty {
    /// Links the property stored at `field` to its storage in the graph, creating the storage
    /// on first use. `storage` is the graph's slot for this property and survives view rebuilds.
    /// Public because it is the requirement of the public protocol, as SwiftUI's
    /// `DynamicProperty` carries `_makeProperty`; apps never spell it.
    static func _linkStorage(at field: UnsafeMutableRawPointer, storage: inout AnyObject?, context: DynamicPropertyContext)

    /// Called before each body of the view that holds the property, after the dynamic
    /// properties inside it are linked: a composite property (a struct of `@State`,
    /// `@Environment`...) brings its own values up to date here.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}

    /// An app's dynamic property, made of others: the properties inside it are linked as a
    /// view's are, each to a storage of its own kept in `storage`, then `update()` runs.
    public static func _linkStorage(at field: UnsafeMutableRawPointer, storage: inout AnyObject?, context: DynamicPropertyContext) {
        (context.graph as? any CompositePropertyLinking)?.linkFields(at: field, of: Self.self, storage: &storage, context: context)
        field.assumingMemoryBound(to: Self.self).pointee.update()
    }
}

/// The graph's side of composite dynamic properties: it links the properties inside one.
@MainActor
package protocol CompositePropertyLinking {
    /// Links the dynamic properties inside the value of `type` at `field` to storages kept in
    /// `storage`, for the view of `context`.
    func linkFields(at field: UnsafeMutableRawPointer, of type: Any.Type, storage: inout AnyObject?, context: DynamicPropertyContext)
}

/// What the graph tells a dynamic property when it links it.
@MainActor
public struct DynamicPropertyContext {
    /// Receives writes, so the graph can schedule updates.
    public unowned let graph: any StateGraph
    /// The owning node, handed back on writes.
    public unowned let owner: AnyObject
    /// The property's name as declared (`_count` for `@State var count`).
    public let name: String
    /// The environment the owning view sees now.
    public let environment: EnvironmentValues

    public init(graph: any StateGraph, owner: AnyObject, name: String, environment: EnvironmentValues = EnvironmentValues()) {
        self.graph = graph
        self.owner = owner
        self.name = name
        self.environment = environment
    }
}

/// The graph's side of state: it decides when a write takes effect (RULES 1.6) and whose
/// bodies a write invalidates (1.7).
@MainActor
public protocol StateGraph: AnyObject {
    /// Called for every write to a linked `@State`; the graph applies it through `apply` now or at
    /// the next frame. `apply` returns the nodes to invalidate (the bodies that read the value),
    /// or `nil` when the value did not change.
    func stateWrite(name: String, apply: @escaping @MainActor () -> [AnyObject]?)
    /// The node whose body is running now, and the number of that evaluation; `nil` outside
    /// any body. A state read records it, so a later write re-runs exactly the readers.
    var currentReader: StateReader? { get }
    /// An object the view `owner` depends on is about to change (`objectWillChange`), on any
    /// thread: the owner's body runs at the next update.
    nonisolated func objectWillChange(owner: AnyObject, name: String)
}

/// The reads of one graph node, as a state storage sees them: which node, and which of its
/// body evaluations is the latest. Readers keep the scope, not the node, so a storage that
/// outlives its readers never keeps a node alive or points at a freed one.
@MainActor
public protocol StateReaderScope: AnyObject {
    /// The node, while it is mounted; `nil` after.
    var readerNode: AnyObject? { get }
    /// Whether `evaluation` is still the node's latest body, so what it read still counts.
    func isCurrent(_ evaluation: Int) -> Bool
}

/// One body evaluation that read a state value: the node's read scope and which of its
/// evaluations it was.
@MainActor
public struct StateReader {
    public let scope: any StateReaderScope
    public let evaluation: Int

    public init(scope: any StateReaderScope, evaluation: Int) {
        self.scope = scope
        self.evaluation = evaluation
    }

    /// Whether the node's latest body is still the one that read, so it still depends.
    public var isCurrent: Bool { scope.isCurrent(evaluation) }
}
