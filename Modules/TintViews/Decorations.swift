/// A view with another behind or over it, sized by the view (`.background`, `.overlay`).
package struct _DecoratedView<Content: View, Decoration: View>: View {
    public typealias Body = Never
    public var content: Content
    public var decoration: Decoration
    public var alignment: Alignment
    /// Whether the decoration is drawn over the content (`.overlay`) or behind it.
    public var isOverlay: Bool

    package init(content: Content, decoration: Decoration, alignment: Alignment, isOverlay: Bool) {
        self.content = content
        self.decoration = decoration
        self.alignment = alignment
        self.isOverlay = isOverlay
    }
}

/// `.offset(x:y:)`.
package struct _OffsetEffect: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public var layout: OffsetLayout
}

/// `.position(x:y:)`: the view's centre at a point of the space it is offered.
package struct _PositionLayout: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public var layout: PositionLayout
}

/// `.layoutPriority(_:)`: stacks offer space to higher priorities first (RULES 3.2).
package struct _LayoutPriorityModifier: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public var priority: Double
}

extension View {
    /// Draws `content` behind this view, proposed this view's size (RULES 3.7).
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> V) -> some View {
        _DecoratedView(content: self, decoration: content(), alignment: alignment, isOverlay: false)
    }

    /// Draws `view` behind this view.
    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        _DecoratedView(content: self, decoration: view, alignment: alignment, isOverlay: false)
    }

    /// Draws `content` over this view, proposed this view's size (RULES 3.7).
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> V) -> some View {
        _DecoratedView(content: self, decoration: content(), alignment: alignment, isOverlay: true)
    }

    /// Draws `view` over this view.
    public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        _DecoratedView(content: self, decoration: view, alignment: alignment, isOverlay: true)
    }

    /// Draws the view moved by `x`, `y` without changing its place in the layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_OffsetEffect(layout: OffsetLayout(x: x, y: y)))
    }

    /// Places the view's centre at (`x`, `y`) of the space it is offered, which the view then
    /// takes whole, as SwiftUI's `position`.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_PositionLayout(layout: PositionLayout(x: x, y: y)))
    }

    /// Places the view's centre at `position`.
    public func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }

    /// Accepted: a desktop window has no safe area to extend into.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }

    /// The older spelling of `ignoresSafeArea` (deprecated in SwiftUI, still common).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self { self }

    /// Stacks offer space to views of higher priority first (default 0).
    public func layoutPriority(_ priority: Double) -> some View {
        modifier(_LayoutPriorityModifier(priority: LayoutInput.finite(priority, name: "layoutPriority")))
    }
}

/// Which safe areas a view extends into, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
