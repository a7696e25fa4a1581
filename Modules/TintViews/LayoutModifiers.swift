/// `.frame(width:height:alignment:)`: a fixed size on the axes given (SEMANTICS 3.4).
public struct _FrameLayout: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public var layout: FixedFrameLayout
}

/// `.padding(_:)`: space around the view (SEMANTICS 3.3: 16 by default).
public struct _PaddingLayout: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public var layout: PaddingLayout
}

/// Tint's default padding on every edge (SEMANTICS 3.3).
public let defaultPadding: CGFloat = 16

extension View {
    /// Makes the view exactly `width` x `height` on the axes given; the view is placed inside by
    /// `alignment` and may overflow (it is not clipped).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _FrameLayout> {
        modifier(_FrameLayout(layout: FixedFrameLayout(width: width, height: height, alignment: alignment)))
    }

    /// Pads every edge by `length` (16 when nil).
    public func padding(_ length: CGFloat? = nil) -> ModifiedContent<Self, _PaddingLayout> {
        padding(EdgeInsets(length ?? defaultPadding))
    }

    /// Pads each edge by its inset.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(layout: PaddingLayout(insets)))
    }
}
