/// `.frame(width:height:alignment:)`: a fixed size on the axes given (RULES 3.4).
package struct _FrameLayout: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public var layout: FixedFrameLayout
}

/// `.frame(minWidth:idealWidth:maxWidth:...)`: bounds on each axis (RULES 3.5).
package struct _FlexibleFrameLayout: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public var layout: FlexibleFrameLayout
}

/// `.fixedSize(horizontal:vertical:)`: the view at its ideal size on the fixed axes.
package struct _FixedSizeLayout: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public var layout: FixedSizeLayout
}

/// `.aspectRatio(_:contentMode:)`: the view at a width-to-height ratio.
package struct _AspectRatioLayout: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public var layout: AspectRatioLayout
}

/// How `.aspectRatio` sizes a view in the space offered, as in SwiftUI.
public enum ContentMode: Equatable, Hashable, Sendable {
    /// As large as fits inside.
    case fit
    /// As small as covers it.
    case fill
}

/// `.padding(_:)`: space around the view (RULES 3.3: 16 by default).
package struct _PaddingLayout: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public var layout: PaddingLayout
}

/// Tint's default padding on every edge (RULES 3.3).
public let defaultPadding: CGFloat = 16

extension View {
    /// Makes the view exactly `width` x `height` on the axes given; the view is placed inside by
    /// `alignment` and may overflow (it is not clipped).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(layout: FixedFrameLayout(width: width, height: height, alignment: alignment)))
    }

    /// Sizes the view at `ratio` (width over height; `nil`: its own ideal ratio), fitting in or
    /// filling the space offered.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode = .fit) -> some View {
        modifier(_AspectRatioLayout(layout: AspectRatioLayout(ratio: ratio, fill: contentMode == .fill)))
    }

    /// Proposes nothing on the fixed axes, so the view takes its ideal size there (RULES 3.6).
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        modifier(_FixedSizeLayout(layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical)))
    }

    /// Bounds on the view's size (RULES 3.5): `maxWidth: .infinity` fills the width offered;
    /// `minWidth` keeps it at least that wide; an ideal is what it asks for when offered nothing.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(_FlexibleFrameLayout(layout: FlexibleFrameLayout(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)))
    }

    /// Pads every edge by `length` (16 when nil).
    public func padding(_ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(length ?? defaultPadding))
    }

    /// Pads the edges in `edges` by `length` (16 when nil), as `.padding(.horizontal, 12)`.
    public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? defaultPadding))
    }

    /// Pads each edge by its inset.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingLayout(layout: PaddingLayout(insets)))
    }
}
