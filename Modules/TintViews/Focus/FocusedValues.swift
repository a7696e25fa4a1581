import Observation
import OpenCombine
import TintBoxes

/// A key for accessing values in the focused values, as SwiftUI's `FocusedValueKey`.
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values the focused view and the views around it publish (`.focusedValue`), and those
/// published for the whole scene (`.focusedSceneValue`), as SwiftUI's `FocusedValues`: what a
/// menu command reads to act on the focused document or selection.
public struct FocusedValues {
    var storage: [ObjectIdentifier: Any] = [:]

    public init() {}

    /// The value for `key`, if the focused view or a view around it publishes one.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { storage[ObjectIdentifier(key)] as? Key.Value }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

/// The focused values as the host last worked them out; views that read them run again when
/// they change. Equatable by identity: the environment carries it, and a value it cannot
/// compare counts as changed at every update.
@MainActor
package final class _FocusedValuesStore: Observable, Equatable {
    package nonisolated static func == (a: _FocusedValuesStore, b: _FocusedValuesStore) -> Bool { a === b }

    private let registrar = ObservationRegistrar()
    private var stored = FocusedValues()

    package init() {}

    package var values: FocusedValues {
        registrar.access(self, keyPath: \.values)
        return stored
    }

    /// New values from the focus: readers run again only when something differs.
    package func update(_ storage: [ObjectIdentifier: Any]) {
        guard !_FocusedValuesStore.same(storage, stored.storage) else { return }
        registrar.withMutation(of: self, keyPath: \.values) { stored.storage = storage }
    }

    private static func same(_ a: [ObjectIdentifier: Any], _ b: [ObjectIdentifier: Any]) -> Bool {
        guard a.count == b.count else { return false }
        for (key, value) in a {
            guard let other = b[key], ValueEquality.equalDynamic(value, other) == true else { return false }
        }
        return true
    }
}

private struct FocusedValuesStoreKey: EnvironmentKey {
    static var defaultValue: _FocusedValuesStore? { nil }
}

extension EnvironmentValues {
    /// The host's focused values (`nil` outside a host: nothing is focused).
    package var _focusedValues: _FocusedValuesStore? {
        get { self[FocusedValuesStoreKey.self] }
        set { self[FocusedValuesStoreKey.self] = newValue }
    }
}

/// A property wrapper for observing values from the focused view or one of its ancestors, as
/// SwiftUI's `@FocusedValue`: `nil` while nothing publishes one.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    @Environment(\._focusedValues) private var store
    private let read: @MainActor (FocusedValues) -> Value?

    /// A focused value for `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        let box = KeyPathBox(keyPath: keyPath)
        read = { $0[keyPath: box.keyPath] }
    }

    /// The focused value of an observable type (`.focusedValue(model)`).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0.storage[ObjectIdentifier(objectType)] as? Value }
    }

    /// The value, if any is published now.
    @MainActor public var wrappedValue: Value? {
        store.flatMap { read($0.values) }
    }
}

/// A convenience property wrapper for observing and automatically unwrapping state bindings from
/// the focused view or one of its ancestors, as SwiftUI's `@FocusedBinding`.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    @Environment(\._focusedValues) private var store
    private let read: @MainActor (FocusedValues) -> Binding<Value>?

    /// A focused binding for `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        let box = KeyPathBox(keyPath: keyPath)
        read = { $0[keyPath: box.keyPath] }
    }

    /// The bound value, if a binding is published now; writing it writes through the binding.
    @MainActor public var wrappedValue: Value? {
        get { store.flatMap { read($0.values) }?.wrappedValue }
        nonmutating set {
            guard let newValue, let binding = store.flatMap({ read($0.values) }) else { return }
            binding.wrappedValue = newValue
        }
    }

    /// A binding to the optional value.
    @MainActor public var projectedValue: Binding<Value?> {
        let store = store, read = read
        return Binding(get: { store.flatMap { read($0.values) }?.wrappedValue },
                       set: { value in if let value, let binding = store.flatMap({ read($0.values) }) { binding.wrappedValue = value } })
    }
}

/// A key path carried into a main-actor closure made outside the main actor. Unchecked
/// `Sendable`: a key path is immutable.
private struct KeyPathBox<Root, Value>: @unchecked Sendable {
    let keyPath: KeyPath<Root, Value>
}

/// `.focusedValue`, `.focusedSceneValue`: the box publishes a value.
package struct _FocusedValueModifier: ViewModifier, Equatable {
    package typealias Body = Never
    package let publication: FocusedValuePublication

    package nonisolated static func == (a: Self, b: Self) -> Bool { false }
}

extension View {
    /// Modifies this view by injecting a value that you provide for use by other views whose
    /// state depends on the focused view hierarchy.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        publishFocused(keyPath, value, sceneWide: false)
    }

    /// Publishes `value` (or nothing, for `nil`) for the focused view hierarchy.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        publishFocused(keyPath, value, sceneWide: false)
    }

    /// Publishes an observable object for `@FocusedValue(Type.self)` readers.
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_FocusedValueModifier(publication: FocusedValuePublication(isSceneWide: false) { storage in
            if let object { storage[ObjectIdentifier(T.self)] = object }
        }))
    }

    /// Modifies this view by injecting a value that you provide for use by other views whose
    /// state depends on the focused scene: it counts wherever the focus is in the window.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        publishFocused(keyPath, value, sceneWide: true)
    }

    /// Publishes `value` (or nothing, for `nil`) for the whole scene.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        publishFocused(keyPath, value, sceneWide: true)
    }

    private func publishFocused<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?, sceneWide: Bool) -> some View {
        let box = WritableKeyPathBox(keyPath: keyPath)
        return modifier(_FocusedValueModifier(publication: FocusedValuePublication(isSceneWide: sceneWide) { storage in
            guard let value else { return }
            var values = FocusedValues(storage: storage)
            values[keyPath: box.keyPath] = value
            storage = values.storage
        }))
    }
}

/// A writable key path carried into a main-actor closure. Unchecked `Sendable`: a key path is
/// immutable.
private struct WritableKeyPathBox<Root, Value>: @unchecked Sendable {
    let keyPath: WritableKeyPath<Root, Value>
}

extension FocusedValues {
    init(storage: [ObjectIdentifier: Any]) {
        self.storage = storage
    }
}
