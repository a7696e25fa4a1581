import TintCore

/// An image repeated to fill a shape (SwiftUI's `ImagePaint`): the part `sourceRect` of the
/// image (in unit coordinates of its size) tiled from the shape's frame's top-left corner, each
/// tile its pixels times `scale` points large.
public struct ImageFill: Equatable, Sendable {
    public var source: ImageSource
    public var sourceRect: CGRect
    public var scale: CGFloat

    public init(source: ImageSource, sourceRect: CGRect, scale: CGFloat) {
        self.source = source
        self.sourceRect = sourceRect
        self.scale = scale
    }
}
