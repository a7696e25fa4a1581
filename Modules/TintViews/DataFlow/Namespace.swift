/// A dynamic property type that gives a view a namespace of its own, as SwiftUI's `@Namespace`:
/// an identifier that stays the same for the view's lifetime and differs from every other view's
/// (a focus scope's, a matched geometry group's).
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// A namespace's identifier.
    public struct ID: Hashable, Sendable {
        package let value: Int
    }

    private var storage: NamespaceStorage?

    public init() {}

    /// The namespace's identifier; outside a mounted view, one of its own that no other shares.
    public var wrappedValue: ID {
        guard let storage else {
            RuntimeWarnings.emitOnce("Reading a Namespace property outside View.body: it is not stable across reads.", fix: "read the namespace in body")
            return ID(value: -1)
        }
        return ID(value: storage.id)
    }

    public static func _linkStorage(at field: UnsafeMutableRawPointer, storage: inout AnyObject?, context: DynamicPropertyContext) {
        if storage == nil {
            NamespaceStorage.last += 1
            storage = NamespaceStorage(id: NamespaceStorage.last)
        }
        field.assumingMemoryBound(to: Namespace.self).pointee.storage = unsafeDowncast(storage!, to: NamespaceStorage.self)
    }
}

/// A namespace's number, kept in the graph for the view's lifetime.
@MainActor
final class NamespaceStorage {
    /// The last number handed out.
    static var last = 0
    let id: Int

    init(id: Int) {
        self.id = id
    }
}
