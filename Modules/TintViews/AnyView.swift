/// A type-erased view, as SwiftUI's `AnyView`. Its identity includes the erased type
/// (SEMANTICS 2.6): a different type in the same place is a new view, with fresh state.
/// Prefer `if`/`else` or generics where the types are known: erasure hides structure from
/// the diff.
public struct AnyView: View {
    public typealias Body = Never
    /// The erased view.
    public var view: any View

    public init<V: View>(_ view: V) {
        self.view = view
    }

    /// Erases `view`, which may itself be an existential.
    public init(erasing view: any View) {
        self.view = view
    }
}
