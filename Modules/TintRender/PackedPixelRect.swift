import TintRaster

/// A `PixelRect` in 32-bit fields, for the three a render box keeps (16 bytes each instead of
/// 32: a million boxes, 48 MB).
///
/// Pixel coordinates are already clamped to a billion either way (`PixelRect.wholePixels`),
/// which fits; the clamp here only guards a rectangle grown past that by unions and outsets,
/// and keeps its part within the range (which holds any canvas) exact.
struct PackedPixelRect: Equatable {
    private var x: Int32
    private var y: Int32
    private var width: Int32
    private var height: Int32

    static let zero = PackedPixelRect(PixelRect(x: 0, y: 0, width: 0, height: 0))

    init(_ rect: PixelRect) {
        let limit = Int(Int32.max / 2)
        let x0 = min(max(rect.x, -limit), limit), y0 = min(max(rect.y, -limit), limit)
        let x1 = min(max(rect.maxX, -limit), limit), y1 = min(max(rect.maxY, -limit), limit)
        x = Int32(x0)
        y = Int32(y0)
        width = Int32(x1 - x0)
        height = Int32(y1 - y0)
    }

    var rect: PixelRect {
        PixelRect(x: Int(x), y: Int(y), width: Int(width), height: Int(height))
    }
}
