import TintBoxes

/// A shape style that fills a shape with an image repeated, as SwiftUI's `ImagePaint`: the
/// part `sourceRect` of `image` (in unit coordinates: the whole image by default), tiled from
/// the shape's top-left corner, each tile the image's size times `scale`. An image that cannot
/// be loaded paints nothing, with a warning.
public struct ImagePaint: ShapeStyle, Equatable {
    /// The image repeated.
    public var image: Image
    /// The part of the image repeated, in unit coordinates of its size.
    public var sourceRect: CGRect
    /// How large a tile is, as a multiple of the image's size.
    public var scale: CGFloat

    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    public var _style: _ShapeStyle {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        return .image(ImageFill(source: image._source, sourceRect: sourceRect, scale: scale / image._scale))
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// `image` repeated: the part `sourceRect` of it (unit coordinates), each tile its size
    /// times `scale`.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
