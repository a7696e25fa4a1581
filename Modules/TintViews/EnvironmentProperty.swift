/// Reads a value from the environment, as SwiftUI's `@Environment(\.key)`. A view that reads
/// it re-runs when that key's value changes, and only then (RULES 1.9).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public let keyPath: KeyPath<EnvironmentValues, Value>
    private var box: EnvironmentBox?

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        guard let box else {
            RuntimeWarnings.emit("Accessing Environment's value outside of being installed on a View; the default value is used.")
            return EnvironmentValues()[keyPath: keyPath]
        }
        return box.values[keyPath: keyPath]
    }

    public static func _linkStorage(at field: UnsafeMutableRawPointer, storage: inout AnyObject?, context: DynamicPropertyContext) {
        let property = field.assumingMemoryBound(to: Environment<Value>.self)
        let box = (storage as? EnvironmentBox) ?? EnvironmentBox()
        box.values = context.environment
        storage = box
        property.pointee.box = box
    }
}

/// The environment a linked `@Environment` reads, refreshed before every body.
@MainActor
final class EnvironmentBox {
    var values = EnvironmentValues()
}

/// A dynamic property that depends on some environment values: the reconciler asks it whether
/// a change of environment concerns it (RULES 1.9).
@MainActor
package protocol EnvironmentReading {
    /// Whether the value this property reads differs between `old` and `new`.
    static func _readsChange(at field: UnsafeRawPointer, from old: EnvironmentValues, to new: EnvironmentValues) -> Bool
}

extension Environment: EnvironmentReading {
    package static func _readsChange(at field: UnsafeRawPointer, from old: EnvironmentValues, to new: EnvironmentValues) -> Bool {
        let keyPath = field.assumingMemoryBound(to: Environment<Value>.self).pointee.keyPath
        return !(ValueEquality.equal(old[keyPath: keyPath], new[keyPath: keyPath]) ?? false)
    }
}
