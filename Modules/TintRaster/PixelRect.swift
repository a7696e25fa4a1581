import TintCore

/// A rectangle of whole pixels: the unit of clipping, damage and presentation.
public struct PixelRect: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
    }

    /// The pixels a rectangle in points touches, at `scale` pixels per point. Non-finite
    /// rectangles cover nothing.
    public init(covering rect: CGRect, scale: CGFloat = 1) {
        guard rect.isFiniteRect, !rect.isNull, rect.width > 0, rect.height > 0 else {
            self.init(x: 0, y: 0, width: 0, height: 0)
            return
        }
        let x0 = PixelRect.wholePixels(rect.minX * scale, .down), y0 = PixelRect.wholePixels(rect.minY * scale, .down)
        let x1 = PixelRect.wholePixels(rect.maxX * scale, .up), y1 = PixelRect.wholePixels(rect.maxY * scale, .up)
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `pixels` rounded to a whole pixel, clamped to a billion either way (NaN: 0): converting
    /// a huge value to `Int` would trap, and a layout can place views anywhere a finite number
    /// reaches (`.padding(1e300)`). Inlined so that the rule is a constant where it is called:
    /// as a parameter, the standard library's resilient rounding rule was switched on through
    /// its metadata and value witnesses (5 % of the rounded-rectangle benchmark).
    @inlinable @inline(__always)
    public static func wholePixels(_ pixels: CGFloat, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int {
        guard !pixels.isNaN else { return 0 }
        return Int(Swift.min(Swift.max(pixels.rounded(rule), -1e9), 1e9))
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }
    public var area: Int { width * height }

    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = Swift.max(x, other.x), y0 = Swift.max(y, other.y)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle grown by `margin` pixels on every side (clamped to half of `Int`'s range).
    public func outset(by margin: Int) -> PixelRect {
        let margin = Swift.max(0, Swift.min(margin, Int(Int32.max)))
        return PixelRect(x: x - margin, y: y - margin, width: width + 2 * margin, height: height + 2 * margin)
    }

    public func intersects(_ other: PixelRect) -> Bool { !intersection(other).isEmpty }

    /// Whether every pixel of `other` is in this rectangle.
    public func contains(_ other: PixelRect) -> Bool {
        other.x >= x && other.y >= y && other.x + other.width <= x + width && other.y + other.height <= y + height
    }

    /// The smallest rectangle containing both (an empty rectangle contributes nothing).
    public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = Swift.min(x, other.x), y0 = Swift.min(y, other.y)
        return PixelRect(x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
    }

    /// The rectangle in points at `scale`.
    public func cgRect(scale: CGFloat = 1) -> CGRect {
        CGRect(x: CGFloat(x) / scale, y: CGFloat(y) / scale, width: CGFloat(width) / scale, height: CGFloat(height) / scale)
    }

    public var description: String { "(\(x), \(y), \(width)x\(height))" }
}

extension CGRect {
    /// Whether every edge (in pixels) lies within the billion pixels either way that
    /// `PixelRect.wholePixels` keeps exact: code that converts edges to `Int` checks this first.
    var isWithinWholePixelRange: Bool {
        isFiniteRect && Swift.min(minX, minY) >= -1e9 && Swift.max(maxX, maxY) <= 1e9
    }
}
