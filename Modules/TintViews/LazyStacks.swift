/// A vertical stack that builds only the rows in view, as SwiftUI's `LazyVStack`: with a
/// `ForEach` as its content, rows outside its visible part (in a `ScrollView`, the viewport)
/// plus a few rows of overscan are not built, and rows that leave it are released (their state
/// with them). Rows not built count at the average length of the built ones.
public struct LazyVStack<Content: View>: View {
    public typealias Body = Never
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public var content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// A horizontal stack that builds only the columns in view, as SwiftUI's `LazyHStack` (see
/// `LazyVStack`).
public struct LazyHStack<Content: View>: View {
    public typealias Body = Never
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public var content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}
