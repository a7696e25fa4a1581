import TintCore

/// Closed polygons: what a `VectorPath` becomes once its curves are flattened. Every subpath is
/// closed implicitly (filling treats an open subpath as closed, as every 2D library does).
struct PolygonList {
    /// Points of all polygons, back to back.
    var points: [CGPoint] = []
    /// Where each polygon ends in `points` (exclusive).
    var ends: [Int] = []
    /// Whether each polygon's subpath was closed explicitly (strokes join its ends only then).
    var closed: [Bool] = []

    /// Ends the polygon being built (`explicitlyClosed`: its subpath said `close`); the next
    /// point starts a new one.
    mutating func finish(explicitlyClosed: Bool = true) {
        if ends.last != points.count {
            ends.append(points.count)
            closed.append(explicitlyClosed)
        }
    }

    /// Calls `body` with each edge (from, to) of every polygon, closing edges included.
    func forEachEdge(_ body: (CGPoint, CGPoint) -> Void) {
        var start = 0
        for end in ends {
            if end - start >= 2 {
                for index in start..<(end - 1) { body(points[index], points[index + 1]) }
                body(points[end - 1], points[start])
            }
            start = end
        }
    }
}

extension VectorPath {
    /// The path with curves replaced by line segments no farther than `tolerance` pixels from
    /// the curve.
    ///
    /// The number of segments of a curve comes from its control polygon's deviation (a
    /// quadratic's error after n uniform steps is at most d/(4n²), a cubic's 3d/(4n²) with d the
    /// second-difference size), so no recursion and no allocation per curve.
    /// Segments for a curve needing `exact` of them: 1 to 1,000. A curve with coordinates near
    /// the largest finite numbers has a deviation that overflows to infinity (or NaN): the most
    /// segments, never a trap converting it to `Int`.
    static func flatteningSteps(_ exact: CGFloat) -> Int {
        guard !exact.isNaN else { return 1_000 }
        return Int(Swift.max(1, Swift.min(1_000, exact.rounded(.up))))
    }

    func flattened(tolerance: CGFloat = 0.1) -> PolygonList {
        var list = PolygonList()
        var current = CGPoint.zero, start = CGPoint.zero
        var open = false
        func begin(_ p: CGPoint) {
            if open { list.finish(explicitlyClosed: false) }
            list.points.append(p)
            current = p
            start = p
            open = true
        }
        func lineTo(_ p: CGPoint) {
            if !open { begin(current) }
            list.points.append(p)
            current = p
        }
        for element in elements {
            switch element {
            case .move(let p):
                begin(p)
            case .line(let p):
                lineTo(p)
            case .quad(let c, let p):
                let p0 = current
                let d = hypot(p0.x - 2 * c.x + p.x, p0.y - 2 * c.y + p.y)
                let steps = Self.flatteningSteps((d / (4 * tolerance)).squareRoot())
                for step in 1...steps {
                    let t = CGFloat(step) / CGFloat(steps), u = 1 - t
                    lineTo(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                                   y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .cubic(let c1, let c2, let p):
                let p0 = current
                let d1 = hypot(p0.x - 2 * c1.x + c2.x, p0.y - 2 * c1.y + c2.y)
                let d2 = hypot(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y)
                let d = Swift.max(d1, d2)
                let steps = Self.flatteningSteps((3 * d / (4 * tolerance)).squareRoot())
                for step in 1...steps {
                    let t = CGFloat(step) / CGFloat(steps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, cc = 3 * u * t * t, e = t * t * t
                    lineTo(CGPoint(x: a * p0.x + b * c1.x + cc * c2.x + e * p.x,
                                   y: a * p0.y + b * c1.y + cc * c2.y + e * p.y))
                }
            case .close:
                if open {
                    list.finish()
                    open = false
                    current = start
                }
            }
        }
        if open { list.finish(explicitlyClosed: false) }
        return list
    }
}

extension VectorPath {
    /// Calls `body` with each edge of the path flattened (closing edges included), for
    /// point-in-shape tests.
    public func forEachFlattenedEdge(_ body: (CGPoint, CGPoint) -> Void) {
        flattened().forEachEdge(body)
    }
}
