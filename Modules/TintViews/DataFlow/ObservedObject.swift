import Observation
import OpenCombine

/// An `ObservableObject` a view depends on, owned elsewhere, as SwiftUI's `@ObservedObject`:
/// when the object announces a change (`objectWillChange`, sent by its `@Published`
/// properties), the view's body runs again. A view handed another object runs its body too;
/// one handed the same object is compared equal.
@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: _IdentityComparedProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    /// `$model`: bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        projectedValue[dynamicMember: keyPath]
    }

    public static func _linkStorage(at field: UnsafeMutableRawPointer, storage: inout AnyObject?, context: DynamicPropertyContext) {
        let property = field.assumingMemoryBound(to: ObservedObject<ObjectType>.self)
        let subscription = (storage as? _ObjectSubscription) ?? _ObjectSubscription()
        storage = subscription
        subscription.observe(property.pointee.wrappedValue, context: context)
    }

    /// Bindings to an observable object's properties, as SwiftUI's `ObservedObject.Wrapper`.
    @MainActor @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// An `ObservableObject` a view creates and owns, as SwiftUI's `@StateObject`: made once, when
/// the view first appears, and kept (like `@State`) until the view goes; its changes re-run the
/// view's body.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let make: () -> ObjectType
    private var object: ObjectType?

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        make = thunk
    }

    public var wrappedValue: ObjectType {
        if let object { return object }
        RuntimeWarnings.emit("Accessing StateObject's object without being installed on a View. This will create a new instance each time.", fix: "read the @StateObject in body (or later), not in init")
        return make()
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }

    public static func _linkStorage(at field: UnsafeMutableRawPointer, storage: inout AnyObject?, context: DynamicPropertyContext) {
        let property = field.assumingMemoryBound(to: StateObject<ObjectType>.self)
        let subscription = (storage as? _ObjectSubscription) ?? _ObjectSubscription()
        storage = subscription
        // Made once per view identity; a rebuilt view's thunk is never called again.
        let object = (subscription.owned as? ObjectType) ?? property.pointee.make()
        subscription.owned = object
        property.pointee.object = object
        subscription.observe(object, context: context)
    }
}

/// An `ObservableObject` an ancestor put in the environment with `.environmentObject(_:)`, found
/// by its type, as SwiftUI's `@EnvironmentObject`. A view that reads one no ancestor provides
/// shows nothing, with a warning naming the type (SwiftUI stops the app).
@propertyWrapper @dynamicMemberLookup
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, _RequiredEnvironmentProperty {
    private var object: ObjectType?

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        projectedValue[dynamicMember: keyPath]
    }

    public static func _linkStorage(at field: UnsafeMutableRawPointer, storage: inout AnyObject?, context: DynamicPropertyContext) {
        let property = field.assumingMemoryBound(to: EnvironmentObject<ObjectType>.self)
        let subscription = (storage as? _ObjectSubscription) ?? _ObjectSubscription()
        storage = subscription
        guard let object = context.environment._environmentObjects[ObjectIdentifier(ObjectType.self)] as? ObjectType else { return }
        property.pointee.object = object
        subscription.observe(object, context: context)
    }

    package static func _missingValue(at field: UnsafeRawPointer, in environment: EnvironmentValues) -> String? {
        environment._environmentObjects[ObjectIdentifier(ObjectType.self)] is ObjectType
            ? nil
            : "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view; the view shows nothing."
    }
}

/// A dynamic property that needs a value from the environment: without it the view's body
/// cannot run (the graph shows nothing for the view, with this warning).
@MainActor
package protocol _RequiredEnvironmentProperty {
    /// Why a body cannot run without the property at `field` (in a view's bytes); `nil` when
    /// `environment` has what it needs.
    static func _missingValue(at field: UnsafeRawPointer, in environment: EnvironmentValues) -> String?
}

/// The objects put in the environment by `.environmentObject`, by type.
package struct _EnvironmentObjects: Equatable, @unchecked Sendable {
    var objects: [ObjectIdentifier: AnyObject] = [:]

    subscript(type: ObjectIdentifier) -> AnyObject? { objects[type] }

    package static func == (a: _EnvironmentObjects, b: _EnvironmentObjects) -> Bool {
        a.objects.count == b.objects.count && a.objects.allSatisfy { b.objects[$0.key] === $0.value }
    }
}

private struct EnvironmentObjectsKey: EnvironmentKey {
    static let defaultValue = _EnvironmentObjects()
}

/// Kept apart from the `ObservableObject`s, as SwiftUI keeps them: `@EnvironmentObject` never
/// finds an object `.environment(_:)` put there, nor `@Environment(T.self)` the other way.
private struct ObservableObjectsKey: EnvironmentKey {
    static let defaultValue = _EnvironmentObjects()
}

extension EnvironmentValues {
    /// The objects of `.environmentObject`, by type.
    package var _environmentObjects: _EnvironmentObjects {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }

    /// The `@Observable` objects of `.environment(_:)`, by type.
    package var _observableObjects: _EnvironmentObjects {
        get { self[ObservableObjectsKey.self] }
        set { self[ObservableObjectsKey.self] = newValue }
    }
}

/// `.environmentObject(_:)`: adds an object to the environment.
package struct _EnvironmentObjectModifier: ViewModifier {
    public typealias Body = Never
    public let type: ObjectIdentifier
    /// `nil` takes the type's object out of the environment below (`.environment(nil as T?)`).
    public let object: AnyObject?
    /// An `@Observable` object of `.environment(_:)`, rather than an `ObservableObject`.
    public var isObservable = false
}

extension View {
    /// Puts `object` in the environment of this view, for `@EnvironmentObject` properties of
    /// its type below.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_EnvironmentObjectModifier(type: ObjectIdentifier(T.self), object: object))
    }

    /// Puts the `@Observable` `object` in the environment of this view, for the
    /// `@Environment(T.self)` properties below; `nil` takes an ancestor's object of the type away.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_EnvironmentObjectModifier(type: ObjectIdentifier(T.self), object: object, isObservable: true))
    }

    /// Runs `action` with each value `publisher` sends, on the main actor, while this view is
    /// shown.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void) -> some View where P.Failure == Never {
        modifier(_ReceiveModifier(publisher: publisher, action: action))
    }
}

/// `.onReceive(_:perform:)`.
package struct _ReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    public typealias Body = Never
    public let publisher: P
    public let action: @MainActor (P.Output) -> Void
}

extension _EnvironmentObjects {
    /// These objects with `object` for `type`.
    package func adding(_ object: AnyObject?, for type: ObjectIdentifier) -> _EnvironmentObjects {
        var copy = self
        copy.objects[type] = object
        return copy
    }
}
