import Foundation

extension Path {
    /// The part of the path between `from` and `to`, as fractions of its whole length (closing
    /// lines included), as SwiftUI's `trimmedPath(from:to:)`. Curves stay curves: each cut
    /// splits a Bézier at the parameter where its measured length reaches the cut.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        guard from.isFinite, to.isFinite else { return Path() }
        let from = Swift.min(1, Swift.max(0, from)), to = Swift.min(1, Swift.max(0, to))
        if from <= 0 && to >= 1 { return self }
        guard from < to else { return Path() }
        let segments = PathSegment.segments(of: self)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let start = from * total, end = to * total
        var result = Path()
        var pen: CGPoint?
        var walked: CGFloat = 0
        for segment in segments {
            defer { walked += segment.length }
            let lower = Swift.max(start, walked), upper = Swift.min(end, walked + segment.length)
            guard upper > lower || (segment.length == 0 && lower == upper && walked >= start && walked < end) else { continue }
            let piece = segment.piece(from: segment.parameter(atLength: lower - walked), to: segment.parameter(atLength: upper - walked))
            if pen != piece.start { result.move(to: piece.start) }
            piece.append(to: &result)
            pen = piece.end
        }
        return result
    }
}

/// One drawn piece of a path: a line or a Bézier curve, with its length measured along it.
struct PathSegment {
    /// The control points: 2 for a line, 3 for a quadratic, 4 for a cubic.
    var points: [CGPoint]
    /// Lengths from the start at evenly spaced parameters (0, 1/n, ..., 1).
    private var lengths: [CGFloat] = [0]

    var start: CGPoint { points[0] }
    var end: CGPoint { points[points.count - 1] }
    var length: CGFloat { lengths[lengths.count - 1] }

    init(_ points: [CGPoint]) {
        self.points = points
        let steps = points.count == 2 ? 1 : 32
        var previous = points[0]
        for step in 1...steps {
            let point = self.point(at: CGFloat(step) / CGFloat(steps))
            lengths.append(lengths[lengths.count - 1] + hypot(point.x - previous.x, point.y - previous.y))
            previous = point
        }
    }

    /// The drawn segments of `path`: its lines and curves, and the lines that close subpaths.
    static func segments(of path: Path) -> [PathSegment] {
        var segments: [PathSegment] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
            case .line(let p):
                segments.append(PathSegment([current, p]))
                current = p
            case .quadCurve(let p, let c):
                segments.append(PathSegment([current, c, p]))
                current = p
            case .curve(let p, let c1, let c2):
                segments.append(PathSegment([current, c1, c2, p]))
                current = p
            case .closeSubpath:
                if current != subpathStart { segments.append(PathSegment([current, subpathStart])) }
                current = subpathStart
            }
        }
        return segments
    }

    /// The point at parameter `t` (de Casteljau).
    func point(at t: CGFloat) -> CGPoint {
        var level = points
        while level.count > 1 {
            level = (0..<(level.count - 1)).map { i in
                CGPoint(x: level[i].x + (level[i + 1].x - level[i].x) * t, y: level[i].y + (level[i + 1].y - level[i].y) * t)
            }
        }
        return level[0]
    }

    /// The parameter where the length along the segment reaches `distance` (interpolated
    /// between the measured samples).
    func parameter(atLength distance: CGFloat) -> CGFloat {
        guard length > 0 else { return 0 }
        let steps = lengths.count - 1
        guard let upper = lengths.firstIndex(where: { $0 >= distance }), upper > 0 else { return distance <= 0 ? 0 : 1 }
        let span = lengths[upper] - lengths[upper - 1]
        let fraction = span > 0 ? (distance - lengths[upper - 1]) / span : 0
        return (CGFloat(upper - 1) + fraction) / CGFloat(steps)
    }

    /// The part between parameters `t0` and `t1`, as a segment of the same degree.
    func piece(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
        // The first part up to t1, then the last part of that from t0 / t1.
        let head = split(points, at: t1).first
        let tail = t1 > 0 ? split(head, at: t0 / t1).second : [head[0], head[0]]
        return PathSegment(tail)
    }

    /// Appends the segment after the pen (already at its start).
    func append(to path: inout Path) {
        switch points.count {
        case 2: path.addLine(to: points[1])
        case 3: path.addQuadCurve(to: points[2], control: points[1])
        default: path.addCurve(to: points[3], control1: points[1], control2: points[2])
        }
    }

    private func split(_ points: [CGPoint], at t: CGFloat) -> (first: [CGPoint], second: [CGPoint]) {
        var first = [points[0]], second = [points[points.count - 1]]
        var level = points
        while level.count > 1 {
            level = (0..<(level.count - 1)).map { i in
                CGPoint(x: level[i].x + (level[i + 1].x - level[i].x) * t, y: level[i].y + (level[i + 1].y - level[i].y) * t)
            }
            first.append(level[0])
            second.insert(level[level.count - 1], at: 0)
        }
        return (first, second)
    }
}
