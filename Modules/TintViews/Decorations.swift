/// A view with another behind or over it, sized by the view (`.background`, `.overlay`).
public struct _DecoratedView<Content: View, Decoration: View>: View {
    public typealias Body = Never
    public var content: Content
    public var decoration: Decoration
    public var alignment: Alignment
    /// Whether the decoration is drawn over the content (`.overlay`) or behind it.
    public var isOverlay: Bool
}

/// `.offset(x:y:)`.
public struct _OffsetEffect: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public var layout: OffsetLayout
}

/// `.layoutPriority(_:)`: stacks offer space to higher priorities first (SEMANTICS 3.2).
public struct _LayoutPriorityModifier: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public var priority: Double
}

extension View {
    /// Draws `content` behind this view, proposed this view's size (SEMANTICS 3.7).
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> V) -> _DecoratedView<Self, V> {
        _DecoratedView(content: self, decoration: content(), alignment: alignment, isOverlay: false)
    }

    /// Draws `view` behind this view.
    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> _DecoratedView<Self, V> {
        _DecoratedView(content: self, decoration: view, alignment: alignment, isOverlay: false)
    }

    /// Draws `content` over this view, proposed this view's size (SEMANTICS 3.7).
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> V) -> _DecoratedView<Self, V> {
        _DecoratedView(content: self, decoration: content(), alignment: alignment, isOverlay: true)
    }

    /// Draws `view` over this view.
    public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> _DecoratedView<Self, V> {
        _DecoratedView(content: self, decoration: view, alignment: alignment, isOverlay: true)
    }

    /// Draws the view moved by `x`, `y` without changing its place in the layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _OffsetEffect> {
        modifier(_OffsetEffect(layout: OffsetLayout(x: x, y: y)))
    }

    /// Stacks offer space to views of higher priority first (default 0).
    public func layoutPriority(_ priority: Double) -> ModifiedContent<Self, _LayoutPriorityModifier> {
        modifier(_LayoutPriorityModifier(priority: LayoutInput.finite(priority, name: "layoutPriority")))
    }
}
