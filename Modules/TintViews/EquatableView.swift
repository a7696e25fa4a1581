/// A view whose own `==` alone decides whether it changed, as SwiftUI's `EquatableView`
/// (RULES 1.3, first branch): nothing else is compared, under every policy but
/// `alwaysEvaluate`. Use it to ignore closures, or to compare only what the body shows.
public struct EquatableView<Content: View & Equatable>: View {
    public typealias Body = Never
    public var content: Content

    public init(content: Content) {
        self.content = content
    }
}

extension View where Self: Equatable {
    /// Wraps this view so its `==` decides when its body runs, as SwiftUI's `.equatable()`.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
