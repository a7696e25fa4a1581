/// A type-erased view, as SwiftUI's `AnyView`. Its identity includes the erased type
/// (RULES 2.6): a different type in the same place is a new view, with fresh state.
/// Prefer `if`/`else` or generics where the types are known: erasure hides structure from
/// the diff.
public struct AnyView: View {
    public typealias Body = Never

    /// The erased view, held by an object of Tint's own rather than in an existential box, so a
    /// chain of erased views nested 100,000 deep is released by a loop (`ErasedViewStorage`).
    private var storage: ErasedViewStorage

    /// The erased view.
    public var view: any View {
        get { storage.view }
        set { storage = ErasedViewStorage(newValue) }
    }

    public init<V: View>(_ view: V) {
        storage = ErasedViewStorage(view)
    }

    /// Erases `view`, which may itself be an existential.
    public init(erasing view: any View) {
        storage = ErasedViewStorage(view)
    }
}
