import TintCore

/// A value a view hands the layout that holds it, as SwiftUI's `LayoutValueKey`: set with
/// `.layoutValue(key:value:)`, read in a `Layout` as `subviews[i][Key.self]`; a subview that
/// sets none reads `defaultValue`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// One layout value set on a box: its key's type and the value.
public struct LayoutValueEntry: @unchecked Sendable {
    public let key: ObjectIdentifier
    /// Any value of the key's `Value` type: set and read on the main actor only.
    public let value: Any
    /// Whether `value` equals another's (by the key's value type, as views' inputs compare).
    public let equals: @MainActor (Any) -> Bool

    public init(key: ObjectIdentifier, value: Any, equals: @escaping @MainActor (Any) -> Bool) {
        self.key = key
        self.value = value
        self.equals = equals
    }
}

extension LayoutSubview {
    /// The value the subview set for `key` (`.layoutValue(key:value:)`), or the key's default.
    /// Found on the subview or under the modifiers wrapped around it after it was set.
    @MainActor public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        item.layoutValue(for: ObjectIdentifier(key)) as? K.Value ?? K.defaultValue
    }
}
