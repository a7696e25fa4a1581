import Foundation

/// A bitmap image, under Core Graphics's name (Foundation on Linux has none): what
/// `ImageRenderer` makes and `Image(decorative:scale:)` shows. Its pixels are premultiplied
/// ARGB, eight bits a channel, one `UInt32` a pixel (Tint's own format); it never changes once
/// made, and compares by identity, as Core Graphics's images do.
public final class CGImage: Hashable, @unchecked Sendable {
    public let width: Int
    public let height: Int
    /// Premultiplied ARGB, row after row, `width` pixels a row.
    public let pixels: [UInt32]

    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { width * 4 }

    /// An image of `width` x `height` pixels; nil when `pixels` does not hold that many.
    public init?(width: Int, height: Int, pixels: [UInt32]) {
        guard width >= 0, height >= 0, width.multipliedReportingOverflow(by: height).overflow == false,
              pixels.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The part of the image inside `rect` (in pixels); nil when they do not meet.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard rect.isFiniteRect else { return nil }
        let area = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        let x0 = Int(area.minX), y0 = Int(area.minY), w = Int(area.width), h = Int(area.height)
        var cropped: [UInt32] = []
        cropped.reserveCapacity(w * h)
        for y in y0..<(y0 + h) { cropped += pixels[(y * width + x0)..<(y * width + x0 + w)] }
        return CGImage(width: w, height: h, pixels: cropped)
    }

    public static func == (a: CGImage, b: CGImage) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
