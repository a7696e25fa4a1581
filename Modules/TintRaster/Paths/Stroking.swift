import TintCore

extension Canvas {
    /// Strokes `path` (in points) with a line `lineWidth` points wide, centred on it, with
    /// round joins and caps.
    public func stroke(_ path: VectorPath, lineWidth: CGFloat, color: Color) {
        guard color.alpha > 0 else { return }
        stroke(path, lineWidth: lineWidth, paint: .solid(color))
    }

    /// Strokes `path` with `paint`, round joins and caps.
    public func stroke(_ path: VectorPath, lineWidth: CGFloat, paint: Paint) {
        stroke(path, options: StrokeOptions(width: lineWidth, cap: .round, join: .round), paint: paint)
    }

    /// Strokes `path` as `options` say: its width, caps, joins and dashes.
    ///
    /// The stroke is the union of pieces: one quadrilateral per flattened segment, one join per
    /// corner, one cap per open end, all wound the same way and filled non-zero, so overlaps
    /// count once. (Where two pieces overlap inside an edge pixel their partial coverages add,
    /// so joins can be a shade darker at their rim: a known limit of this stroker.)
    public func stroke(_ path: VectorPath, options: StrokeOptions, paint: Paint) {
        guard options.width.isFinite, options.width > 0, !path.isEmpty else { return }
        guard path.isFinite else {
            RuntimeWarnings.emit("a path with a NaN or infinite coordinate was not stroked", fix: "check the numbers the path is built from (a division by zero, a size that is not finite)")
            return
        }
        // Miter joins reach farther than the width: any pixel.
        if recorded(.strokePath(path, options, paint)) { return }
        let flat = path.flattened(tolerance: 0.1 / Swift.max(scale, 1e-6))
        var stroker = Stroker(half: options.width * scale / 2, options: options)
        let pattern = DashPattern(options.dash, phase: options.dashPhase, scale: scale)
        var start = 0
        for (polygonIndex, end) in flat.ends.enumerated() {
            var points = flat.points[start..<end].map { CGPoint(x: $0.x * scale, y: $0.y * scale) }
            start = end
            // Closed subpaths join their last point to their first.
            let closed = flat.closed[polygonIndex] && points.count > 2
            if let pattern {
                if closed, points.last != points.first { points.append(points[0]) }
                pattern.forEachDash(along: points) { stroker.addLine($0, closed: false) }
            } else {
                stroker.addLine(points, closed: closed)
            }
        }
        fillPolygons(stroker.pieces, paint: paint, rule: .nonZero)
    }
}

/// Builds a stroke's pieces, each wound positively (as the discs of `ShapeOutlines.ellipse`).
private struct Stroker {
    let half: CGFloat
    let options: StrokeOptions
    var pieces = PolygonList()

    init(half: CGFloat, options: StrokeOptions) {
        self.half = half
        self.options = options
    }

    /// One polyline, in pixels.
    mutating func addLine(_ line: [CGPoint], closed: Bool) {
        // No two neighbours equal (a segment needs a direction); a closed line's end is its start.
        var points: [CGPoint] = []
        points.reserveCapacity(line.count)
        for point in line where points.last != point { points.append(point) }
        if closed, points.count > 1, points.last == points.first { points.removeLast() }
        let closed = closed && points.count > 2
        guard let first = points.first else { return }
        if points.count == 1 {
            // A dot: only caps that reach beyond the end draw it, as in Core Graphics.
            switch options.cap {
            case .round: addDisc(at: first)
            case .square: addPiece([CGPoint(x: first.x - half, y: first.y - half), CGPoint(x: first.x + half, y: first.y - half),
                                    CGPoint(x: first.x + half, y: first.y + half), CGPoint(x: first.x - half, y: first.y + half)])
            case .butt: break
            }
            return
        }
        let count = points.count
        let segmentCount = closed ? count : count - 1
        var directions: [CGPoint] = []
        directions.reserveCapacity(segmentCount)
        for index in 0..<segmentCount {
            let a = points[index], b = points[(index + 1) % count]
            let dx = b.x - a.x, dy = b.y - a.y, length = (dx * dx + dy * dy).squareRoot()
            let d = CGPoint(x: dx / length, y: dy / length)
            directions.append(d)
            let n = normal(d)
            addPiece([CGPoint(x: a.x - n.x, y: a.y - n.y), CGPoint(x: b.x - n.x, y: b.y - n.y),
                      CGPoint(x: b.x + n.x, y: b.y + n.y), CGPoint(x: a.x + n.x, y: a.y + n.y)])
        }
        // Joins at every inner vertex; a closed line's first vertex is a corner too.
        for index in (closed ? 0 : 1)..<(closed ? count : count - 1) {
            let incoming = directions[(index - 1 + segmentCount) % segmentCount]
            addJoin(at: points[index], incoming, directions[index % segmentCount])
        }
        if !closed {
            addCap(at: points[0], outward: CGPoint(x: -directions[0].x, y: -directions[0].y))
            addCap(at: points[count - 1], outward: directions[segmentCount - 1])
        }
    }

    /// The normal of unit direction `d`, half a width long.
    private func normal(_ d: CGPoint) -> CGPoint { CGPoint(x: -d.y * half, y: d.x * half) }

    private mutating func addJoin(at p: CGPoint, _ d0: CGPoint, _ d1: CGPoint) {
        let cross = d0.x * d1.y - d0.y * d1.x, dot = d0.x * d1.x + d0.y * d1.y
        // Straight on: the two quads already meet.
        guard abs(cross) > 1e-9 || dot < 0 else { return }
        if options.join == .round {
            addDisc(at: p)
            return
        }
        // The corner's outer side is away from the turn.
        let side: CGFloat = cross > 0 ? -1 : 1
        let n0 = normal(d0), n1 = normal(d1)
        let a = CGPoint(x: p.x + side * n0.x, y: p.y + side * n0.y), b = CGPoint(x: p.x + side * n1.x, y: p.y + side * n1.y)
        // Miter length over width is 1 / cos(turn / 2); cos(turn / 2) = sqrt((1 + dot) / 2).
        let cosHalfTurn = ((1 + dot) / 2).squareRoot()
        if options.join == .miter, cosHalfTurn > 1e-9, 1 / cosHalfTurn <= options.miterLimit {
            let bisector = CGPoint(x: a.x + b.x - 2 * p.x, y: a.y + b.y - 2 * p.y)
            let length = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
            guard length > 0 else { return }
            let reach = half / cosHalfTurn
            let tip = CGPoint(x: p.x + bisector.x / length * reach, y: p.y + bisector.y / length * reach)
            addPiece([p, a, tip, b])
        } else {
            addPiece([p, a, b])
        }
    }

    private mutating func addCap(at p: CGPoint, outward d: CGPoint) {
        switch options.cap {
        case .butt:
            break
        case .round:
            addDisc(at: p)
        case .square:
            let n = normal(d), e = CGPoint(x: p.x + d.x * half, y: p.y + d.y * half)
            addPiece([CGPoint(x: p.x - n.x, y: p.y - n.y), CGPoint(x: e.x - n.x, y: e.y - n.y),
                      CGPoint(x: e.x + n.x, y: e.y + n.y), CGPoint(x: p.x + n.x, y: p.y + n.y)])
        }
    }

    private mutating func addDisc(at p: CGPoint) {
        pieces.points += ShapeOutlines.ellipse(in: CGRect(x: p.x - half, y: p.y - half, width: 2 * half, height: 2 * half))
        pieces.finish()
    }

    /// Adds a convex piece, reversed if it winds the other way.
    private mutating func addPiece(_ points: [CGPoint]) {
        var area: CGFloat = 0
        for index in points.indices {
            let a = points[index], b = points[(index + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        guard area != 0 else { return }
        pieces.points += area > 0 ? points : points.reversed()
        pieces.finish()
    }
}

/// A dash pattern in pixels: on and off lengths, and where in it a line starts.
private struct DashPattern {
    let lengths: [CGFloat]
    let period: CGFloat
    let phase: CGFloat
    /// Dashes per line at most: a pattern far finer than a pixel over a long line would
    /// otherwise build millions of pieces.
    static let maximumDashes = 20_000

    /// Nil (solid) for an empty pattern; a pattern with a negative, infinite or NaN length, or
    /// one that sums to nothing, is drawn solid with a warning, as Core Graphics ignores it.
    init?(_ dash: [CGFloat], phase: CGFloat, scale: CGFloat) {
        guard !dash.isEmpty else { return nil }
        guard dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.reduce(0, +) > 0, phase.isFinite else {
            RuntimeWarnings.emit("StrokeStyle dash \(dash) (phase \(phase)) is not a pattern of finite, non-negative lengths; stroking solid", fix: "give the dash finite lengths of 0 or more, not all 0")
            return nil
        }
        // An odd count repeats, as in Core Graphics: [5] is 5 on, 5 off.
        let even = dash.count % 2 == 0 ? dash : dash + dash
        lengths = even.map { $0 * scale }
        period = lengths.reduce(0, +)
        let shifted = (phase * scale).truncatingRemainder(dividingBy: period)
        self.phase = shifted < 0 ? shifted + period : shifted
    }

    /// Calls `body` with each dash along `points` as its own open line.
    func forEachDash(along points: [CGPoint], _ body: ([CGPoint]) -> Void) {
        guard points.count > 1 else { return }
        var total: CGFloat = 0
        for index in 1..<points.count { total += distance(points[index - 1], points[index]) }
        if total / period * CGFloat(lengths.count) > CGFloat(DashPattern.maximumDashes) {
            // `total` may be huge or infinite (a path over a 1e300-point frame): not an Int.
            RuntimeWarnings.emit("a dash pattern of \(period) pixels per period over a \(total)-pixel line is too fine to draw; stroking solid", fix: "use longer dashes")
            body(points)
            return
        }
        // Where the pattern stands at the line's start.
        var patternIndex = 0, remaining = lengths[0]
        var skip = phase
        while skip > 0 {
            if skip >= remaining {
                skip -= remaining
                patternIndex = (patternIndex + 1) % lengths.count
                remaining = lengths[patternIndex]
            } else {
                remaining -= skip
                skip = 0
            }
        }
        var current: [CGPoint] = patternIndex % 2 == 0 ? [points[0]] : []
        for index in 1..<points.count {
            var a = points[index - 1]
            let b = points[index]
            var left = distance(a, b)
            while left > 0 {
                if remaining >= left {
                    remaining -= left
                    left = 0
                    if patternIndex % 2 == 0 { current.append(b) }
                } else {
                    let t = remaining / left
                    let cut = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    left -= remaining
                    a = cut
                    if patternIndex % 2 == 0 {
                        current.append(cut)
                        body(current)
                        current = []
                    } else {
                        current = [cut]
                    }
                    patternIndex = (patternIndex + 1) % lengths.count
                    remaining = lengths[patternIndex]
                }
            }
        }
        if patternIndex % 2 == 0, current.count > 1 { body(current) }
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
}
