/// A value owned by a view and kept by the view graph across rebuilds of the view, as
/// SwiftUI's `@State`.
///
/// The view value holds only the initial value and, once linked by the graph, a reference to
/// the storage. Rebuilding the view (a parent's `body` runs) makes a fresh, unlinked `State`;
/// the graph links it to the same storage, so the value survives (SEMANTICS 2.1).
@propertyWrapper
public struct State<Value>: DynamicProperty {
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
                RuntimeWarnings.emit("Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.")
                return initialValue
            }
            return storage.value
        }
        nonmutating set {
            guard let storage else {
                RuntimeWarnings.emit("Writing a State that is not installed on a View has no effect.")
                return
            }
            storage.write(newValue)
        }
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
@MainActor
final class StateStorage<Value> {
    var value: Value
    private unowned let graph: any StateGraph
    private weak var owner: AnyObject?
    private let name: String

    init(value: Value, context: DynamicPropertyContext) {
        self.value = value
        self.graph = context.graph
        self.owner = context.owner
        self.name = context.name
    }

    func write(_ newValue: Value) {
        guard let owner else {
            // The view is gone (its identity ended); SwiftUI drops such writes too.
            return
        }
        graph.stateWrite(owner: owner, name: name) { [self] in
            // Writing an equal value schedules nothing (SEMANTICS 1.6).
            if let same = ValueEquality.equal(value, newValue), same { return false }
            value = newValue
            return true
        }
    }
}
