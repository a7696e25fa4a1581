import TintCore

extension Canvas {
    /// Strokes `path` (in points) with a line `lineWidth` points wide, centred on it, with round
    /// joins and caps.
    ///
    /// The stroke is the union of one rectangle per flattened segment and one disc per vertex,
    /// all wound the same way and filled non-zero, so overlaps count once. (Where two pieces
    /// overlap inside an edge pixel their partial coverages add, so joins can be a shade darker
    /// at their rim: a known limit of this first stroker.)
    public func stroke(_ path: VectorPath, lineWidth: CGFloat, color: Color) {
        guard color.alpha > 0 else { return }
        stroke(path, lineWidth: lineWidth, paint: .solid(color))
    }

    /// Strokes `path` with `paint`.
    public func stroke(_ path: VectorPath, lineWidth: CGFloat, paint: Paint) {
        guard lineWidth.isFinite, lineWidth > 0, !path.isEmpty else { return }
        guard path.isFinite else {
            RuntimeWarnings.emit("a path with a NaN or infinite coordinate was not stroked")
            return
        }
        let flat = path.flattened(tolerance: 0.1 / Swift.max(scale, 1e-6))
        let half = lineWidth * scale / 2
        var pieces = PolygonList()
        var start = 0
        for (polygonIndex, end) in flat.ends.enumerated() {
            let points = flat.points[start..<end].map { CGPoint(x: $0.x * scale, y: $0.y * scale) }
            start = end
            guard let first = points.first else { continue }
            // Closed subpaths join their last point to their first.
            let closed = flat.closed[polygonIndex] && points.count > 2
            let segmentCount = closed ? points.count : points.count - 1
            for index in 0..<Swift.max(segmentCount, 0) {
                let a = points[index], b = points[(index + 1) % points.count]
                let dx = b.x - a.x, dy = b.y - a.y, length = (dx * dx + dy * dy).squareRoot()
                guard length > 0 else { continue }
                // The normal, scaled to half the width. Going a-n, b-n, b+n, a+n winds the quad
                // by the sign of cross(b - a, n) = |b - a| * half > 0: always the way the discs
                // below wind (angle increasing), so every piece adds to the winding.
                let nx = -dy / length * half, ny = dx / length * half
                pieces.points += [CGPoint(x: a.x - nx, y: a.y - ny), CGPoint(x: b.x - nx, y: b.y - ny),
                                  CGPoint(x: b.x + nx, y: b.y + ny), CGPoint(x: a.x + nx, y: a.y + ny)]
                pieces.finish()
            }
            for point in (points.count == 1 ? [first] : points) {
                pieces.points += ShapeOutlines.ellipse(in: CGRect(x: point.x - half, y: point.y - half, width: 2 * half, height: 2 * half))
                pieces.finish()
            }
        }
        fillPolygons(pieces, paint: paint, rule: .nonZero)
    }
}
