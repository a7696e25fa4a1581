/// A read-write reference to a value owned elsewhere, as SwiftUI's `Binding`: `$state` hands
/// one down, `.constant` makes a fixed one, `$model.field` derives one for a part.
///
/// A view that reads a binding's value in its `body` depends on the source; the owner of the
/// source does not, unless it reads the value itself (RULES 1.7). When a rebuilt view is
/// compared, a binding compares its current value (1.3).
@MainActor @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let read: @MainActor () -> Value
    private let write: @MainActor (Value) -> Void

    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        read = get
        write = set
    }

    /// A binding to a fixed value; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to one part of the value: `$person.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.read()[keyPath: keyPath] }, set: { part in
            var whole = self.read()
            whole[keyPath: keyPath] = part
            self.write(whole)
        })
    }
}
