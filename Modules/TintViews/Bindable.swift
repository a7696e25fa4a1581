import Observation

/// Bindings to the properties of an `@Observable` model, as SwiftUI's `@Bindable`:
/// `$model.name` is a `Binding<String>` that reads and writes `model.name`. Skipped when views
/// are compared (RULES 1.3); reading the model in a body tracks what it read (1.8).
@MainActor @propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable>: DynamicProperty {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(_ value: Value) {
        self.wrappedValue = value
    }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let model = wrappedValue
        return Binding(get: { model[keyPath: keyPath] }, set: { model[keyPath: keyPath] = $0 })
    }

    /// Nothing to link: the model is the storage.
    public static func _linkStorage(at field: UnsafeMutableRawPointer, storage: inout AnyObject?, context: DynamicPropertyContext) {}
}
