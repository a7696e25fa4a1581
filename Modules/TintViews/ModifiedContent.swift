/// A modifier that Tint applies to a view: `content.modifier(m)` makes a `ModifiedContent`.
///
/// As in SwiftUI, an app's modifier describes its result in `body(content:)`, where `content`
/// stands for the view it modifies; it may hold `@State`, `@Environment` and other dynamic
/// properties, and it is compared like a view (RULES 1.3) to decide whether its body runs.
/// Built-in modifiers are primitives (`Body == Never`) that the reconciler applies directly.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    /// The modified view, as it appears inside `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    /// Primitive modifiers have no body: the reconciler applies them itself.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier; Tint applies it without calling body(content:)")
    }
}

/// The placeholder for the modified view inside a `ViewModifier`'s `body(content:)`: where it
/// appears, the reconciler shows the view the modifier was applied to.
/// SwiftUI's own name for the content a modifier's body receives.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    init() {}
}

/// A modifier's body seen as a view, so the reconciler runs it like any view's body: its state,
/// comparison and explanations. Its only stored property is the modifier, so the two share a
/// layout (the reconciler reads the modifier's dynamic properties through it).
package struct _ModifierBody<Modifier: ViewModifier>: View {
    public var modifier: Modifier

    public init(modifier: Modifier) {
        self.modifier = modifier
    }

    public var body: Modifier.Body { modifier.body(content: _ViewModifier_Content()) }
}

/// A modifier's numbers animate as a view's do: `AnimatableModifier` (and any
/// `ViewModifier & Animatable`) has its body run at each step with its data part way.
extension _ModifierBody: Animatable where Modifier: Animatable {
    package var animatableData: Modifier.AnimatableData {
        get { modifier.animatableData }
        set { modifier.animatableData = newValue }
    }
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

/// Two modifiers as one, as SwiftUI's `ModifiedContent` of modifiers (`A().concat(B())`): the
/// first applied, then the second.
extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> ModifiedContent<ModifiedContent<_ViewModifier_Content<Self>, Content>, Modifier> {
        content.modifier(self.content).modifier(self.modifier)
    }
}

extension ViewModifier {
    /// This modifier followed by `modifier`, as one.
    public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
