import Foundation

/// An angle, as SwiftUI's `Angle`: in radians, made from degrees or radians.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()

    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    public static func * (a: Angle, k: Double) -> Angle { Angle(radians: a.radians * k) }
    public static func / (a: Angle, k: Double) -> Angle { Angle(radians: a.radians / k) }
    public static func += (a: inout Angle, b: Angle) { a.radians += b.radians }
    public static func -= (a: inout Angle, b: Angle) { a.radians -= b.radians }
}

/// A 2D affine map (`x' = a x + c y + tx`, `y' = b x + d y + ty`), as Core Graphics'
/// `CGAffineTransform` without its name (Foundation on Linux has none): the transform effects
/// (`.scaleEffect`, `.rotationEffect`) draw through it.
public struct AffineMap: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineMap(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Scaling by (`sx`, `sy`) and rotating by `radians` about `anchor`.
    public static func about(_ anchor: CGPoint, scaleX sx: CGFloat, scaleY sy: CGFloat, radians: Double) -> AffineMap {
        let cosine = CGFloat(Foundation.cos(radians)), sine = CGFloat(Foundation.sin(radians))
        let a = cosine * sx, b = sine * sx, c = -sine * sy, d = cosine * sy
        return AffineMap(a: a, b: b, c: c, d: d, tx: anchor.x - a * anchor.x - c * anchor.y, ty: anchor.y - b * anchor.x - d * anchor.y)
    }

    public func apply(_ p: CGPoint) -> CGPoint {
        CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The inverse map; `nil` when the map flattens the plane (a zero scale).
    public var inverse: AffineMap? {
        let det = a * d - b * c
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        return AffineMap(a: d / det, b: -b / det, c: -c / det, d: a / det,
                         tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// The smallest rectangle holding `rect` mapped.
    public func boundingBox(of rect: CGRect) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
