import TintBoxes

/// A property wrapper type that updates a property while the user performs a gesture and resets
/// the property back to its initial state when the gesture ends, as SwiftUI's `GestureState`.
///
/// Stored in the view graph as `@State` is (a body that reads it runs again when a gesture
/// writes it); only a gesture's `updating(_:body:)` writes it.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initialValue: Value
    private let resetTransaction: @MainActor (Value, inout Transaction) -> Void
    private var storage: StateStorage<Value>?

    /// Creates a view state that's derived from a gesture.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, reset: { _, _ in })
    }

    /// Creates a view state that's derived from a gesture with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Creates a view state that's derived from a gesture with a wrapped state value and a
    /// transaction to reset it.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue, reset: { _, transaction in transaction = resetTransaction })
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// transaction to reset it.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with a wrapped state value and a
    /// closure that provides a transaction to reset it.
    public init(wrappedValue: Value, reset: @escaping @MainActor (Value, inout Transaction) -> Void) {
        initialValue = wrappedValue
        resetTransaction = reset
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// closure that provides a transaction to reset it.
    public init(initialValue: Value, reset: @escaping @MainActor (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The wrapped value: the state a gesture in progress gave it, else the initial value.
    public var wrappedValue: Value {
        storage?.value ?? initialValue
    }

    /// A binding to the gesture state property, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    public static func _linkStorage(at field: UnsafeMutableRawPointer, storage: inout AnyObject?, context: DynamicPropertyContext) {
        let state = field.assumingMemoryBound(to: GestureState<Value>.self)
        if storage == nil {
            storage = StateStorage(value: state.pointee.initialValue, context: context)
        }
        // The slot was created by this same generic instantiation, so the cast cannot fail.
        state.pointee.storage = unsafeDowncast(storage!, to: StateStorage<Value>.self)
    }

    /// A gesture's update.
    @MainActor func set(_ value: Value, in transaction: Transaction) {
        guard let storage else {
            RuntimeWarnings.emitOnce("GestureState: updating a gesture state that is not installed on a view has no effect", fix: "update the GestureState through .updating on a gesture attached to a view")
            return
        }
        withTransaction(transaction) { storage.write(value) }
    }

    /// The gesture ended: back to the initial value, in the reset transaction.
    @MainActor func reset() {
        guard let storage else { return }
        var transaction = Transaction()
        resetTransaction(storage.value, &transaction)
        withTransaction(transaction) { storage.write(initialValue) }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a view state that's derived from a gesture with a transaction to reset it.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with a closure that provides a
    /// transaction to reset it.
    public init(reset: @escaping @MainActor (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}
