/// A length that grows with the text size, as SwiftUI's `@ScaledMetric`: `@ScaledMetric var
/// size: CGFloat = 24` is 24 at the default `.large` size and follows `.dynamicTypeSize(_:)`
/// set above (by the body text's steps, whatever `relativeTo` names). A view that reads one
/// runs its body again when the size changes.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let base: Value
    private var size = DynamicTypeSize.large

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
    }

    public init(wrappedValue: Value) {
        base = wrappedValue
    }

    public var wrappedValue: Value { base * Value(size.scale) }

    public static func _linkStorage(at field: UnsafeMutableRawPointer, storage: inout AnyObject?, context: DynamicPropertyContext) {
        field.assumingMemoryBound(to: ScaledMetric<Value>.self).pointee.size = context.environment.dynamicTypeSize
    }
}

extension ScaledMetric: EnvironmentReading {
    package static func _readsChange(at field: UnsafeRawPointer, from old: EnvironmentValues, to new: EnvironmentValues) -> Bool {
        old.dynamicTypeSize != new.dynamicTypeSize
    }
}
