import Foundation

/// CoreGraphics' name for an affine map, which `import SwiftUI` brings along: Foundation on
/// Linux has none. The fields and the order of the factors are CoreGraphics': a point maps to
/// `(a x + c y + tx, b x + d y + ty)`, and `t1.concatenating(t2)` is `t1`, then `t2`.
public typealias CGAffineTransform = AffineMap

extension AffineMap {
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// A turn by `angle` radians (clockwise on screen, where y grows downward).
    public init(rotationAngle angle: CGFloat) {
        let cosine = Foundation.cos(angle), sine = Foundation.sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    public var isIdentity: Bool { self == .identity }

    /// This map, then `other`.
    public func concatenating(_ other: AffineMap) -> AffineMap {
        AffineMap(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                  c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                  tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A move by (`tx`, `ty`), then this map.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> AffineMap {
        AffineMap(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale by (`sx`, `sy`), then this map.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> AffineMap {
        AffineMap(scaleX: sx, y: sy).concatenating(self)
    }

    /// A turn by `angle` radians, then this map.
    public func rotated(by angle: CGFloat) -> AffineMap {
        AffineMap(rotationAngle: angle).concatenating(self)
    }

    /// The inverse map; the map itself when it has none (it flattens the plane), as
    /// CoreGraphics returns.
    public func inverted() -> AffineMap { inverse ?? self }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint { t.apply(self) }
}

extension CGSize {
    /// The size mapped without the translation.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding this one mapped.
    public func applying(_ t: CGAffineTransform) -> CGRect { t.boundingBox(of: self) }
}
