/// A modifier that Tint applies to a view: `content.modifier(m)` makes a `ModifiedContent`.
///
/// Built-in modifiers are primitives (`Body == Never`) that the reconciler knows; modifiers with
/// a `body` arrive with the reconciler issue.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
}

/// A view with a modifier applied, as in SwiftUI; the static type keeps both.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
