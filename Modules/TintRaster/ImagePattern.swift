import TintCore

/// An image repeated over the canvas, in pixel coordinates (SwiftUI's `ImagePaint`): the
/// pixels of `image` inside `source` make a tile `tileSize` pixels large, laid from `origin`
/// in every direction. Sampled at the nearest pixel: a pattern keeps its pixels' edges.
public struct ImagePatternPaint: Sendable, Equatable {
    public var image: PixelBuffer
    /// The part of the image repeated, in its pixels.
    public var source: CGRect
    public var origin: CGPoint
    public var tileSize: CGSize

    public init(image: PixelBuffer, source: CGRect, origin: CGPoint, tileSize: CGSize) {
        self.image = image
        self.source = source
        self.origin = origin
        self.tileSize = tileSize
    }

    /// Equal when of one image object and the same geometry.
    public static func == (a: ImagePatternPaint, b: ImagePatternPaint) -> Bool {
        a.image === b.image && a.source == b.source && a.origin == b.origin && a.tileSize == b.tileSize
    }
}

/// A pattern ready to shade pixels: the source clamped to the image, and the tile's size.
struct PatternShader {
    let paint: ImagePatternPaint
    let source: (x: Int, y: Int, width: Int, height: Int)
    let tile: CGSize

    /// Nil where nothing can be drawn: an empty image or source, a tile without size.
    init?(_ paint: ImagePatternPaint) {
        let image = paint.image
        let bounds = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        let clamped = paint.source.standardized.intersection(bounds)
        guard !clamped.isNull, clamped.width >= 1, clamped.height >= 1,
              paint.tileSize.width.isFinite, paint.tileSize.height.isFinite, paint.tileSize.width > 0, paint.tileSize.height > 0,
              paint.origin.x.isFinite, paint.origin.y.isFinite else { return nil }
        self.paint = paint
        source = (Int(clamped.minX), Int(clamped.minY), Swift.max(1, Int(clamped.width)), Swift.max(1, Int(clamped.height)))
        tile = paint.tileSize
    }

    /// The fraction of the way across its tile a coordinate lies, 0..<1.
    @inline(__always)
    private static func fraction(_ value: CGFloat, _ origin: CGFloat, _ length: CGFloat) -> CGFloat {
        let t = (value - origin) / length
        return t - t.rounded(.down)
    }

    /// Composites the pattern over `count` pixels of row `y` from column `x`, scaled by
    /// `coverage` (0...255).
    func shade(row: UnsafeMutablePointer<UInt32>, y: Int, x: Int, count: Int, coverage: UInt32) {
        let v = Self.fraction(CGFloat(y) + 0.5, paint.origin.y, tile.height)
        let sy = source.y + Swift.min(source.height - 1, Int(v * CGFloat(source.height)))
        let image = paint.image
        for index in 0..<count {
            let u = Self.fraction(CGFloat(x + index) + 0.5, paint.origin.x, tile.width)
            let sx = source.x + Swift.min(source.width - 1, Int(u * CGFloat(source.width)))
            let pixel = image[sx, sy]
            let color = coverage >= 255 ? pixel : Compositing.scale(pixel, by: coverage)
            row[x + index] = Compositing.over(color, row[x + index])
        }
    }
}
