import Foundation

/// A 2D projective map (a homography): `(x, y)` goes to `(X / W, Y / W)` where `(X, Y, W)` is
/// the 3x3 matrix times `(x, y, 1)`. Affine maps are the ones with `W = 1`; `.rotation3DEffect`
/// needs the rest, as a plane turned in space and seen in perspective is.
public struct ProjectiveMap: Equatable, Sendable {
    /// Row-major 3x3.
    public var m: [CGFloat]

    public init(_ m: [CGFloat]) {
        precondition(m.count == 9, "a projective map has 9 entries")
        self.m = m
    }

    public init(_ affine: AffineMap) {
        self.init([affine.a, affine.c, affine.tx, affine.b, affine.d, affine.ty, 0, 0, 1])
    }

    /// This map, then `next` (the matrix product `next · self`).
    public func then(_ next: ProjectiveMap) -> ProjectiveMap {
        var result = [CGFloat](repeating: 0, count: 9)
        for row in 0..<3 {
            for column in 0..<3 {
                result[row * 3 + column] = next.m[row * 3] * m[column] + next.m[row * 3 + 1] * m[3 + column] + next.m[row * 3 + 2] * m[6 + column]
            }
        }
        return ProjectiveMap(result)
    }

    /// Whether the map keeps `W = 1` (no perspective).
    public var isAffine: Bool { m[6] == 0 && m[7] == 0 && m[8] == 1 }

    /// The homogeneous weight of `p`: positive in front of the viewer.
    public func weight(_ p: CGPoint) -> CGFloat { m[6] * p.x + m[7] * p.y + m[8] }

    /// `p` mapped; nil where the map sends it to or behind the viewer (`W <= 0`).
    public func apply(_ p: CGPoint) -> CGPoint? {
        let w = weight(p)
        guard w > 1e-9 else { return nil }
        return CGPoint(x: (m[0] * p.x + m[1] * p.y + m[2]) / w, y: (m[3] * p.x + m[4] * p.y + m[5]) / w)
    }

    /// The inverse map; nil when the map flattens the plane.
    public var inverted: ProjectiveMap? {
        let a = m[0], b = m[1], c = m[2], d = m[3], e = m[4], f = m[5], g = m[6], h = m[7], i = m[8]
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let det = a * A + b * B + c * C
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let inverse = [A, -(b * i - c * h), b * f - c * e,
                       B, a * i - c * g, -(a * f - c * d),
                       C, -(a * h - b * g), a * e - b * d]
        return ProjectiveMap(inverse.map { $0 / det })
    }

    /// The smallest rectangle holding `rect` mapped; nil when part of it goes behind the viewer
    /// (its image is then unbounded).
    public func boundingBox(of rect: CGRect) -> CGRect? {
        // The four corners without arrays: a layer turned in space asks once a frame for each
        // item it records, and four arrays a call were a tenth of such a frame's allocations.
        guard let a = apply(CGPoint(x: rect.minX, y: rect.minY)), let b = apply(CGPoint(x: rect.maxX, y: rect.minY)),
              let c = apply(CGPoint(x: rect.minX, y: rect.maxY)), let d = apply(CGPoint(x: rect.maxX, y: rect.maxY)) else { return nil }
        let minX = Swift.min(a.x, b.x, c.x, d.x), maxX = Swift.max(a.x, b.x, c.x, d.x)
        let minY = Swift.min(a.y, b.y, c.y, d.y), maxY = Swift.max(a.y, b.y, c.y, d.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A plane turned by `radians` about `axis` through `anchor` (z = `anchorZ`), seen from
    /// `distance` in front of it, as Core Animation's `m34 = -1 / distance` perspective: the
    /// side turned away from the viewer shrinks. Angles turn as `.rotationEffect` does about z.
    public static func rotation3D(radians: Double, axis: (x: Double, y: Double, z: Double), anchor: CGPoint, anchorZ: CGFloat, distance: CGFloat) -> ProjectiveMap? {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite, radians.isFinite, distance.isFinite, distance > 0 else { return nil }
        let x = axis.x / length, y = axis.y / length, z = axis.z / length
        let c = cos(radians), s = sin(radians), t = 1 - c
        // Rodrigues' rotation matrix.
        let r = [t * x * x + c, t * x * y - s * z, t * x * z + s * y,
                 t * x * y + s * z, t * y * y + c, t * y * z - s * x,
                 t * x * z - s * y, t * y * z + s * x, t * z * z + c].map { CGFloat($0) }
        // v = (p - anchor, -anchorZ); v' = R v; W = 1 - v'.z / distance;
        // out = (v'.x / W + anchor.x, v'.y / W + anchor.y): linear in (p.x, p.y, 1) before the division.
        func row(_ i: Int) -> [CGFloat] {
            [r[i * 3], r[i * 3 + 1], -r[i * 3] * anchor.x - r[i * 3 + 1] * anchor.y - r[i * 3 + 2] * anchorZ]
        }
        let X = row(0), Y = row(1), Z = row(2)
        let W = [-Z[0] / distance, -Z[1] / distance, 1 - Z[2] / distance]
        return ProjectiveMap([X[0] + anchor.x * W[0], X[1] + anchor.x * W[1], X[2] + anchor.x * W[2],
                              Y[0] + anchor.y * W[0], Y[1] + anchor.y * W[1], Y[2] + anchor.y * W[2],
                              W[0], W[1], W[2]])
    }
}
