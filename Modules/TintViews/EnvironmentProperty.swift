import Observation

/// Reads a value from the environment, as SwiftUI's `@Environment(\.key)`, or an `@Observable`
/// object an ancestor put there with `.environment(_:)`, as `@Environment(Model.self)`. A view
/// that reads it re-runs when that value changes, and only then (RULES 1.9).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let source: Source
    private var box: EnvironmentBox?

    /// Where the value comes from.
    private enum Source {
        case key(KeyPath<EnvironmentValues, Value>)
        /// An `@Observable` object, by its type. `required`: the property is not optional, so a
        /// body cannot run without it. `value` casts what the environment holds (nil included).
        case object(ObjectIdentifier, name: String, required: Bool, value: (AnyObject?) -> Value)
    }

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .key(keyPath)
    }

    /// The `@Observable` object of type `objectType` that an ancestor put in the environment
    /// with `.environment(_:)`. A view that reads one no ancestor provides shows nothing, with a
    /// warning naming the type (SwiftUI stops the app).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object(ObjectIdentifier(objectType), name: "\(objectType)", required: true) { object in
            guard let object = object as? Value else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        }
    }

    /// The `@Observable` object of type `objectType` in the environment, or `nil` when no
    /// ancestor put one there.
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject & Observable {
        source = .object(ObjectIdentifier(objectType), name: "\(objectType)", required: false) { $0 as? T }
    }

    public var wrappedValue: Value {
        guard let box else {
            RuntimeWarnings.emit("Accessing Environment's value outside of being installed on a View; the default value is used.", fix: "read @Environment properties in body (or later), not in init")
            return Self.read(source, in: EnvironmentValues())
        }
        return Self.read(source, in: box.values)
    }

    private static func read(_ source: Source, in values: EnvironmentValues) -> Value {
        switch source {
        case .key(let keyPath): values[keyPath: keyPath]
        case .object(let type, _, _, let value): value(values._observableObjects[type])
        }
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
        switch field.assumingMemoryBound(to: Environment<Value>.self).pointee.source {
        case .key(let keyPath):
            return !(ValueEquality.equal(old[keyPath: keyPath], new[keyPath: keyPath]) ?? false)
        case .object(let type, _, _, _):
            // Another object, or none: the object's own properties are observed as it is read.
            return old._observableObjects[type] !== new._observableObjects[type]
        }
    }
}

extension Environment: _RequiredEnvironmentProperty {
    package static func _missingValue(at field: UnsafeRawPointer, in environment: EnvironmentValues) -> String? {
        guard case .object(let type, let name, true, _) = field.assumingMemoryBound(to: Environment<Value>.self).pointee.source,
              environment._observableObjects[type] == nil else { return nil }
        return "No Observable object of type \(name) found. A View.environment(_:) for \(name) may be missing as an ancestor of this view; the view shows nothing."
    }
}
