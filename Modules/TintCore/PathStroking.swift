import Foundation

extension Path {
    /// The outline of this path stroked in `style`, as SwiftUI's `strokedPath(_:)`: a path whose
    /// fill covers what the stroke would, with its caps, joins and dashes.
    ///
    /// Built as the rasterizer strokes: a quadrilateral along each segment (curves followed
    /// within a twentieth of a point), a piece at each join and cap, all turned one way; their
    /// union (`normalized`) is the outline. A width that is not a positive number gives an
    /// empty path.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let width = style.lineWidth
        guard width.isFinite, width > 0 else { return Path() }
        var pieces = PathStrokePieces(style: style)
        forEachSubpath(tolerance: PathBooleans.tolerance) { points, closed in
            var line: [CGPoint] = []
            for point in points where point.x.isFinite && point.y.isFinite && line.last != point { line.append(point) }
            if closed, line.count > 2, line.first == line.last { line.removeLast() }
            if let dashes = PathStrokePieces.dashes(style.dash, phase: style.dashPhase) {
                for dash in PathStrokePieces.split(line, closed: closed, dashes: dashes) { pieces.add(dash, closed: false) }
            } else {
                pieces.add(line, closed: closed && line.count > 2)
            }
        }
        return pieces.path.normalized(eoFill: false)
    }
}

/// The pieces of a stroke: each a closed polygon turned counter-clockwise (in a y-up sense),
/// so that their union by the non-zero rule is the stroke.
struct PathStrokePieces {
    let half: CGFloat
    let style: StrokeStyle
    var path = Path()

    init(style: StrokeStyle) {
        self.style = style
        half = style.lineWidth / 2
    }

    /// A polygon, turned the common way.
    mutating func polygon(_ points: [CGPoint]) {
        guard points.count > 2 else { return }
        var area: CGFloat = 0
        for index in points.indices {
            let a = points[index], b = points[(index + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        guard area != 0 else { return }
        let turned = area > 0 ? points : points.reversed()
        path.move(to: turned[0])
        for point in turned.dropFirst() { path.addLine(to: point) }
        path.closeSubpath()
    }

    /// A disc of radius `half` about `center`, in as many sides as keep it within a twentieth of
    /// a point of round.
    var discSides: Int {
        Swift.max(8, Swift.min(64, Int((CGFloat.pi / acos(Swift.max(-1, 1 - 0.05 / half))).rounded(.up))))
    }

    mutating func disc(_ center: CGPoint) {
        let sides = discSides
        polygon((0..<sides).map { index in
            let angle = 2 * CGFloat.pi * CGFloat(index) / CGFloat(sides)
            return CGPoint(x: center.x + half * cos(angle), y: center.y + half * sin(angle))
        })
    }

    /// The unit normal of the segment from `a` to `b`.
    static func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        return CGPoint(x: -dy / length, y: dx / length)
    }

    /// One polyline: its segments, its joins and (when open) its caps.
    mutating func add(_ line: [CGPoint], closed: Bool) {
        guard let first = line.first else { return }
        if line.count == 1 {
            // A dot: only caps that reach beyond the end draw it.
            switch style.lineCap {
            case .round: disc(first)
            case .square: polygon([CGPoint(x: first.x - half, y: first.y - half), CGPoint(x: first.x + half, y: first.y - half),
                                   CGPoint(x: first.x + half, y: first.y + half), CGPoint(x: first.x - half, y: first.y + half)])
            case .butt: break
            }
            return
        }
        let count = closed ? line.count : line.count - 1
        for index in 0..<count {
            let a = line[index], b = line[(index + 1) % line.count]
            let n = Self.normal(a, b)
            var start = a, end = b
            if !closed, style.lineCap == .square {
                // Square caps lengthen the end segments by half the width.
                let t = CGPoint(x: n.y, y: -n.x)
                if index == 0 { start = CGPoint(x: a.x - t.x * half, y: a.y - t.y * half) }
                if index == count - 1 { end = CGPoint(x: b.x + t.x * half, y: b.y + t.y * half) }
            }
            polygon([CGPoint(x: start.x + n.x * half, y: start.y + n.y * half), CGPoint(x: end.x + n.x * half, y: end.y + n.y * half),
                     CGPoint(x: end.x - n.x * half, y: end.y - n.y * half), CGPoint(x: start.x - n.x * half, y: start.y - n.y * half)])
        }
        // Joins at the inner points, and at the first for a closed line.
        let joints = closed ? Array(0..<line.count) : Array(1..<(line.count - 1))
        for index in joints {
            let previous = line[(index - 1 + line.count) % line.count], point = line[index], next = line[(index + 1) % line.count]
            join(previous, point, next)
        }
        if !closed, style.lineCap == .round {
            disc(line[0])
            disc(line[line.count - 1])
        }
    }

    /// The piece that fills the corner at `point` between the segments from `previous` and to
    /// `next`, on both sides (the inner side lies within the segments).
    mutating func join(_ previous: CGPoint, _ point: CGPoint, _ next: CGPoint) {
        let n0 = Self.normal(previous, point), n1 = Self.normal(point, next)
        switch style.lineJoin {
        case .round:
            // The arc between the two edges' ends on the outer side, as a wedge from the point
            // (the inner side lies within the segments).
            let turn = n0.x * n1.y - n0.y * n1.x
            let side: CGFloat = turn > 0 ? -1 : 1
            let start = atan2(n0.y * side, n0.x * side)
            var end = atan2(n1.y * side, n1.x * side)
            // The short way round, in the direction the line turns.
            if turn > 0 { while end < start { end += 2 * .pi } } else { while end > start { end -= 2 * .pi } }
            let sweep = end - start
            let steps = Swift.max(1, Int((abs(sweep) / (2 * .pi) * CGFloat(discSides)).rounded(.up)))
            var wedge = [point]
            for step in 0...steps {
                let angle = start + sweep * CGFloat(step) / CGFloat(steps)
                wedge.append(CGPoint(x: point.x + half * cos(angle), y: point.y + half * sin(angle)))
            }
            polygon(wedge)
        case .bevel, .miter:
            for side in [CGFloat(1), -1] {
                let a = CGPoint(x: point.x + n0.x * half * side, y: point.y + n0.y * half * side)
                let b = CGPoint(x: point.x + n1.x * half * side, y: point.y + n1.y * half * side)
                var corner = [point, a, b]
                if style.lineJoin == .miter {
                    // The miter's tip, where the two edges' lines meet, unless it passes the limit.
                    let bisector = CGPoint(x: n0.x + n1.x, y: n0.y + n1.y)
                    let cosine = (n0.x * n1.x + n0.y * n1.y)
                    let length = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
                    let miter = 1 / Swift.max(1e-9, ((1 + cosine) / 2).squareRoot())
                    if length > 1e-9, miter <= Swift.max(1, style.miterLimit) {
                        let tip = CGPoint(x: point.x + bisector.x / length * half * miter * side, y: point.y + bisector.y / length * half * miter * side)
                        corner = [point, a, tip, b]
                    }
                }
                polygon(corner)
            }
        }
    }

    /// The dash pattern's lengths, or nil for a solid line (none, or none positive).
    static func dashes(_ dash: [CGFloat], phase: CGFloat) -> (lengths: [CGFloat], phase: CGFloat)? {
        let lengths = dash.map { $0.isFinite ? Swift.max(0, $0) : 0 }
        let total = lengths.reduce(0, +)
        guard !lengths.isEmpty, total > 0 else { return nil }
        // An odd count repeats, as Core Graphics does.
        let pattern = lengths.count % 2 == 1 ? lengths + lengths : lengths
        let period = pattern.reduce(0, +)
        var start = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
        if start < 0 { start += period }
        return (pattern, start)
    }

    /// The dashes of a polyline: the pieces under the pattern's even entries.
    static func split(_ line: [CGPoint], closed: Bool, dashes: (lengths: [CGFloat], phase: CGFloat)) -> [[CGPoint]] {
        var points = line
        if closed, let first = line.first, line.count > 2 { points.append(first) }
        guard points.count > 1 else { return [points] }
        var result: [[CGPoint]] = []
        var current: [CGPoint] = []
        var entry = 0
        var left = dashes.lengths[0]
        // Skip the phase.
        var skip = dashes.phase
        while skip > 0 {
            if skip >= left {
                skip -= left
                entry = (entry + 1) % dashes.lengths.count
                left = dashes.lengths[entry]
            } else {
                left -= skip
                skip = 0
            }
        }
        var on = entry % 2 == 0
        if on { current = [points[0]] }
        for index in 1..<points.count {
            var a = points[index - 1]
            let b = points[index]
            var segment = hypot(b.x - a.x, b.y - a.y)
            while segment > 0 {
                if left >= segment {
                    left -= segment
                    if on { current.append(b) }
                    segment = 0
                } else {
                    let t = left / segment
                    let cut = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if on {
                        current.append(cut)
                        result.append(current)
                        current = []
                    } else {
                        current = [cut]
                    }
                    on.toggle()
                    segment -= left
                    a = cut
                    entry = (entry + 1) % dashes.lengths.count
                    left = dashes.lengths[entry]
                }
            }
        }
        if on, current.count > 1 { result.append(current) }
        return result
    }
}
