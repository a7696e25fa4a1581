import Foundation

// The queries and transforms of SwiftUI's `Path`: its elements walked in order, the path
// moved or mapped, whether it holds a point, and the rest of its building calls.
extension Path {
    /// Calls `body` with each element, in order.
    public func forEach(_ body: (Element) -> Void) {
        for element in elements { body(element) }
    }

    /// The path with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var result = Path()
        result.elements = elements.map { element in
            switch element {
            case .move(let to): .move(to: transform.apply(to))
            case .line(let to): .line(to: transform.apply(to))
            case .quadCurve(let to, let control): .quadCurve(to: transform.apply(to), control: transform.apply(control))
            case .curve(let to, let control1, let control2):
                .curve(to: transform.apply(to), control1: transform.apply(control1), control2: transform.apply(control2))
            case .closeSubpath: .closeSubpath
            }
        }
        return result
    }

    /// The path moved by (`dx`, `dy`).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// Each rectangle as a closed subpath.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addPath(Path(rect).applying(transform)) }
    }

    /// `path` mapped by `transform`, added.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform) {
        addPath(path.applying(transform))
    }

    /// A rounded corner between the line from the current point to `tangent1End` and the line
    /// from there to `tangent2End`: a line to where the arc of `radius` touches the first, then
    /// the arc (as CoreGraphics' `addArc(tangent1End:tangent2End:radius:)`). Without a current
    /// point it starts at `tangent1End`; where the lines do not turn, it is a line to
    /// `tangent1End`.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard let start = currentPoint else {
            move(to: transform.apply(tangent1End))
            return
        }
        // Work in the path's own space: `start` is already mapped, the tangents are not.
        let corner = transform.apply(tangent1End), end = transform.apply(tangent2End)
        let v1 = CGPoint(x: start.x - corner.x, y: start.y - corner.y), v2 = CGPoint(x: end.x - corner.x, y: end.y - corner.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius.isFinite, radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 else {
            addLine(to: corner)
            return
        }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        // The half angle between the lines; the arc touches each at `distance` from the corner.
        let cosine = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
        let half = acos(cosine) / 2
        let distance = radius / tan(half)
        let p1 = CGPoint(x: corner.x + u1.x * distance, y: corner.y + u1.y * distance)
        let p2 = CGPoint(x: corner.x + u2.x * distance, y: corner.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(half)
        let center = CGPoint(x: corner.x + bisector.x / bisectorLength * centerDistance, y: corner.y + bisector.y / bisectorLength * centerDistance)
        addLine(to: p1)
        let startAngle = atan2(p1.y - center.y, p1.x - center.x), endAngle = atan2(p2.y - center.y, p2.x - center.x)
        var delta = endAngle - startAngle
        // The short way round: the arc is less than half a turn.
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        addRelativeArc(center: center, radius: radius, startAngle: Angle(radians: Double(startAngle)), delta: Angle(radians: Double(delta)))
    }

    /// Whether `point` is inside the path, by the non-zero rule or (`eoFill`) the even-odd
    /// rule; curves are followed within a hundredth of a point of their course.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        var winding = 0, crossings = 0
        forEachPolygon(tolerance: 0.01) { polygon in
            for index in polygon.indices {
                let crossing = Path.rayCrossing(polygon[index], polygon[(index + 1) % polygon.count], from: point)
                winding += crossing
                crossings += crossing & 1
            }
        }
        return eoFill ? crossings % 2 == 1 : winding != 0
    }

    /// How the edge from `a` to `b` crosses the ray from `point` toward +x: 1 going down, -1
    /// going up, 0 not at all. Half-open in y, so a vertex on the ray is counted once.
    @inline(__always)
    package static func rayCrossing(_ a: CGPoint, _ b: CGPoint, from point: CGPoint) -> Int {
        guard (a.y <= point.y) != (b.y <= point.y) else { return 0 }
        let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
        guard x > point.x else { return 0 }
        return b.y > a.y ? 1 : -1
    }

    /// Each subpath as a closed polygon, curves cut into lines within `tolerance`.
    package func forEachPolygon(tolerance: CGFloat, _ body: ([CGPoint]) -> Void) {
        forEachSubpath(tolerance: tolerance) { points, _ in body(points) }
    }

    /// Each subpath as its points, curves cut into lines within `tolerance`, and whether it was
    /// closed (`closeSubpath`).
    package func forEachSubpath(tolerance: CGFloat, _ body: ([CGPoint], Bool) -> Void) {
        var polygon: [CGPoint] = []
        var last = CGPoint.zero
        func finish(closed: Bool) {
            if polygon.count > 1 { body(polygon, closed) }
            polygon = []
        }
        for element in elements {
            switch element {
            case .move(let to):
                finish(closed: false)
                polygon = [to]
                last = to
            case .line(let to):
                if polygon.isEmpty { polygon = [last] }
                polygon.append(to)
                last = to
            case .quadCurve(let to, let control):
                if polygon.isEmpty { polygon = [last] }
                let steps = Path.steps(for: [last, control, to], tolerance: tolerance)
                for step in 1...steps {
                    let t = CGFloat(step) / CGFloat(steps), u = 1 - t
                    polygon.append(CGPoint(x: u * u * last.x + 2 * u * t * control.x + t * t * to.x,
                                           y: u * u * last.y + 2 * u * t * control.y + t * t * to.y))
                }
                last = to
            case .curve(let to, let c1, let c2):
                if polygon.isEmpty { polygon = [last] }
                let steps = Path.steps(for: [last, c1, c2, to], tolerance: tolerance)
                for step in 1...steps {
                    let t = CGFloat(step) / CGFloat(steps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    polygon.append(CGPoint(x: a * last.x + b * c1.x + c * c2.x + d * to.x,
                                           y: a * last.y + b * c1.y + c * c2.y + d * to.y))
                }
                last = to
            case .closeSubpath:
                if let first = polygon.first { last = first }
                finish(closed: true)
            }
        }
        finish(closed: false)
    }

    /// How many lines follow a curve with these control points within `tolerance`: from the
    /// length of its control polygon, between 1 and 256.
    private static func steps(for points: [CGPoint], tolerance: CGFloat) -> Int {
        var length: CGFloat = 0
        for index in 1..<points.count { length += hypot(points[index].x - points[index - 1].x, points[index].y - points[index - 1].y) }
        guard length.isFinite else { return 1 }
        return max(1, min(256, Int((length / max(tolerance, 1e-6)).squareRoot().rounded(.up))))
    }
}
