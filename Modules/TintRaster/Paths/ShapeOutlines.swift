import TintCore

/// Outlines of the standard shapes as polygons whose area is the shape's exact area.
///
/// Arcs are not approximated by Béziers and then flattened: they are emitted directly as
/// polygon vertices on a radius slightly larger than the arc's, chosen so that each polygon
/// fan has the same area as the circular sector it replaces (a chord polygon on the radius
/// itself would lose area: 1.7 % on a radius-2 corner). With exact-area cell coverage, a
/// shape's summed coverage then equals its analytic area, and each pixel is within the
/// flattening tolerance of exact.
enum ShapeOutlines {
    /// How far (pixels) a chord may stray from the arc.
    static let tolerance: CGFloat = 0.05

    /// Appends an arc around `center` from angle `start` to `end` (radians, y down: 0 is +x,
    /// π/2 is +y) with radii `rx`, `ry`, as area-preserving polygon vertices.
    ///
    /// With `exactEnds` the first and last vertices lie on the arc itself (a rounded
    /// rectangle's corner meets its straight sides there) and only the vertices between move
    /// out; otherwise (a closed ellipse) every vertex sits on the same grown radius.
    static func appendArc(to points: inout [CGPoint], center: CGPoint, rx: CGFloat, ry: CGFloat,
                          from start: CGFloat, to end: CGFloat, exactEnds: Bool) {
        let sweep = end - start
        let radius = Swift.max(rx, ry)
        guard radius > 0, sweep != 0 else {
            points.append(center)
            return
        }
        // Chord error r(1 - cos(φ/2)) <= tolerance; at least two steps so that, with exact
        // ends, there is a vertex in between to carry the area.
        let maxStep = 2 * acos(Swift.max(-1, 1 - tolerance / radius))
        // Clamped before the conversion: a radius so large that `maxStep` is 0 makes the ratio
        // infinite, and converting that to `Int` traps.
        let steps = Int(Swift.max(2, Swift.min(4_096, (abs(sweep) / maxStep).rounded(.up))))
        let step = sweep / CGFloat(steps)
        let phi = abs(step), theta = abs(sweep), n = CGFloat(steps)
        let grow: CGFloat
        if exactEnds {
            // Fan area ½ sin φ (2rR + (n-2)R²) = sector area ½ r² θ, solved for R/r.
            grow = steps == 2 ? theta / (2 * sin(phi)) : ((1 + (n - 2) * theta / sin(phi)).squareRoot() - 1) / (n - 2)
        } else {
            // ½ n R² sin φ = ½ r² θ.
            grow = (theta / (n * sin(phi))).squareRoot()
        }
        // Each vertex is the previous one turned by `step`: one sine and cosine per arc instead
        // of per vertex (they were a tenth of a rounded rectangle's cost). Over at most a few
        // thousand steps the rounding drift stays far below the flattening tolerance.
        let turnCos = cos(step), turnSin = sin(step)
        var c = cos(start), s = sin(start)
        for index in 0...steps {
            let g = exactEnds && (index == 0 || index == steps) ? 1 : grow
            points.append(CGPoint(x: center.x + rx * g * c, y: center.y + ry * g * s))
            (c, s) = (c * turnCos - s * turnSin, s * turnCos + c * turnSin)
        }
    }

    /// A rounded rectangle, clockwise on screen (y down), or counter-clockwise when `reversed`.
    static func roundedRect(_ rect: CGRect, radii: RectangleCornerRadii, reversed: Bool = false) -> [CGPoint] {
        let r = rect.standardized
        let radii = radii.clamped(to: r.size)
        var points: [CGPoint] = []
        let halfPi = CGFloat.pi / 2
        // Top-trailing, bottom-trailing, bottom-leading, top-leading corners, clockwise.
        appendCorner(&points, CGPoint(x: r.maxX - radii.topTrailing, y: r.minY + radii.topTrailing), radii.topTrailing, -halfPi, 0)
        appendCorner(&points, CGPoint(x: r.maxX - radii.bottomTrailing, y: r.maxY - radii.bottomTrailing), radii.bottomTrailing, 0, halfPi)
        appendCorner(&points, CGPoint(x: r.minX + radii.bottomLeading, y: r.maxY - radii.bottomLeading), radii.bottomLeading, halfPi, .pi)
        appendCorner(&points, CGPoint(x: r.minX + radii.topLeading, y: r.minY + radii.topLeading), radii.topLeading, .pi, 3 * halfPi)
        return reversed ? points.reversed() : points
    }

    static func appendCorner(_ points: inout [CGPoint], _ center: CGPoint, _ radius: CGFloat, _ start: CGFloat, _ end: CGFloat) {
        if radius <= 0 {
            points.append(center)
        } else {
            appendArc(to: &points, center: center, rx: radius, ry: radius, from: start, to: end, exactEnds: true)
        }
    }

    /// An ellipse inscribed in `rect`.
    static func ellipse(in rect: CGRect, reversed: Bool = false) -> [CGPoint] {
        let r = rect.standardized
        var points: [CGPoint] = []
        appendArc(to: &points, center: CGPoint(x: r.midX, y: r.midY), rx: r.width / 2, ry: r.height / 2, from: 0, to: 2 * .pi, exactEnds: false)
        points.removeLast()  // the closing vertex repeats the first
        return reversed ? points.reversed() : points
    }
}
