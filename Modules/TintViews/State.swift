/// A value owned by a view and kept by the view graph across rebuilds of the view, as
/// SwiftUI's `@State`.
///
/// The view value holds only the initial value and, once linked by the graph, a reference to
/// the storage. Rebuilding the view (a parent's `body` runs) makes a fresh, unlinked `State`;
/// the graph links it to the same storage, so the value survives (RULES 2.1).
@propertyWrapper
public struct State<Value>: DynamicProperty, _StateProperty {
    private let initialValue: Value
    private var storage: StateStorage<Value>?

    public init(wrappedValue: Value) {
        initialValue = wrappedValue
    }

    public init(initialValue: Value) {
        self.initialValue = initialValue
    }

    public var wrappedValue: Value {
        get {
            guard let storage else {
                RuntimeWarnings.emit("Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.", fix: "read @State in body (or later), not in init; to start from a value, write State(initialValue:) in init")
                return initialValue
            }
            return storage.value
        }
        nonmutating set {
            guard let storage else {
                RuntimeWarnings.emit("Writing a State that is not installed on a View has no effect", fix: "write @State from body, an action or a task of a view on screen, not from init")
                return
            }
            storage.write(newValue)
        }
    }

    /// A binding to this state: `$count`. Unlinked (outside a mounted view), a constant binding
    /// of the initial value, with a warning, as in SwiftUI.
    public var projectedValue: Binding<Value> {
        guard let storage else {
            RuntimeWarnings.emit("Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.",
                                 fix: "make the binding ($value) in body (or later), not in init")
            return .constant(initialValue)
        }
        return Binding(get: { storage.value }, set: { storage.write($0) })
    }

    public static func _linkStorage(at field: UnsafeMutableRawPointer, storage: inout AnyObject?, context: DynamicPropertyContext) {
        let state = field.assumingMemoryBound(to: State<Value>.self)
        if storage == nil {
            storage = StateStorage(value: state.pointee.initialValue, context: context)
        }
        // The slot was created by this same generic instantiation, so the cast cannot fail.
        state.pointee.storage = unsafeDowncast(storage!, to: StateStorage<Value>.self)
    }
}

/// The persistent storage of one `@State`: lives in the graph node, referenced by linked views.
///
/// It remembers which bodies read it (RULES 1.7): a write re-runs those, not the owner as
/// such. An owner that only passes `$value` down does not read it and is not re-run.
@MainActor
final class StateStorage<Value> {
    private var stored: Value
    /// Unowned, not weak: a weak reference would give the graph a side table, and every retain
    /// of it would take the slow path. The graph is only touched while `owner` (a node the
    /// graph owns) lives: an async task may hold the storage (through a captured view) and
    /// read or write after its host and graph are gone, and those are dropped.
    private unowned let graph: any StateGraph
    private weak var owner: AnyObject?
    private let name: String
    private var readers: [StateReader] = []

    init(value: Value, context: DynamicPropertyContext) {
        self.stored = value
        self.graph = context.graph
        self.owner = context.owner
        self.name = context.name
    }

    /// The value; reading it inside a body makes that body depend on it.
    var value: Value {
        if owner != nil, let reader = graph.currentReader, !readers.contains(where: { $0.scope === reader.scope && $0.evaluation == reader.evaluation }) {
            // Drop readers whose newer bodies may no longer read this value.
            readers.removeAll { $0.scope === reader.scope || !$0.isCurrent }
            readers.append(reader)
        }
        return stored
    }

    func write(_ newValue: Value) {
        guard owner != nil else {
            // The view is gone (its identity ended, or its host); SwiftUI drops such writes too.
            return
        }
        graph.stateWrite(name: name) { [self] in
            // Writing an equal value schedules nothing (RULES 1.6).
            if let same = ValueEquality.equal(stored, newValue), same { return nil }
            stored = newValue
            return readers.compactMap { $0.isCurrent ? $0.scope.readerNode : nil }
        }
    }
}
