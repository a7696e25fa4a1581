@_exported import Foundation

// Tint uses Foundation's CGFloat, CGPoint, CGSize and CGRect, as SwiftUI does, so that
// layout code ports unchanged. This file adds the few helpers every module needs.

extension CGFloat {
    /// Replaces NaN with `fallback` and clamps to be non-negative; used where a negative or
    /// undefined size would otherwise poison layout or rasterization.
    @inlinable
    public func sanitizedLength(fallback: CGFloat = 0) -> CGFloat {
        if isNaN { return fallback }
        return Swift.max(0, self)
    }
}

extension CGRect {
    /// The smallest rectangle with integer edges that contains this one: the pixels it touches.
    public var pixelAligned: CGRect {
        if isNull || isEmpty { return .zero }
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        let x1 = maxX.rounded(.up), y1 = maxY.rounded(.up)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when every coordinate is a finite number.
    public var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
