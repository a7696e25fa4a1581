import Foundation

// The other forms SwiftUI gives `background`, `overlay`, `offset`, `aspectRatio` and
// `safeAreaPadding`, each in terms of the base form.

extension View {
    /// Paints the background style here (`.backgroundStyle(_:)`, else the window's background)
    /// behind the view, over its whole frame.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Paints the background style here behind the view, in `shape` laid over its frame.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Paints `style` over the view, over its whole frame (`.overlay(.red.opacity(0.2))`).
    @_disfavoredOverload
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(Rectangle().fill(style))
    }

    /// Paints `style` over the view, in `shape` laid over its frame.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(shape.fill(style))
    }

    /// Draws the view moved by `offset`, its place in the layout unchanged.
    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Sizes the view at the ratio of `aspectRatio`'s width to its height (a size with no
    /// width or height: the view's own ratio).
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode = .fit) -> some View {
        let valid = aspectRatio.width.isFinite && aspectRatio.height.isFinite && aspectRatio.width > 0 && aspectRatio.height > 0
        return self.aspectRatio(valid ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// Insets the view's content by `insets`, as SwiftUI's `safeAreaPadding`. Tint has no safe
    /// area (a desktop window has no notch or home bar): the nearest meaning is padding, and
    /// a scroll view's content is inset as by `contentMargins`, except that it does not scroll
    /// under the margin.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        padding(insets)
    }

    /// The same, by `length` (the platform's padding when nil) on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// The same, by `length` on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        padding(length)
    }
}
