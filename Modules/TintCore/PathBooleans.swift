import Foundation

/// Set operations on paths, as SwiftUI's `Path.union(_:eoFill:)` and the rest: the outline of
/// the area two paths cover together, in common, one without the other, or either but not both;
/// and the part of one path's line inside or outside the other.
///
/// Both paths are followed as lines (curves within a twentieth of a point), every edge is cut
/// where it crosses another, and each piece is kept where the result's inside lies on one side
/// of it and not the other, turned so that the inside is on its left; the kept pieces are then
/// chained into closed outlines. The result fills correctly by the non-zero rule (holes run the
/// other way round), whatever rule the operands were read with.
///
/// Crossings are found by a sweep along x (edges compared only with those overlapping them in
/// x); which side of a piece is inside is decided by a winding count over the operands' edges,
/// so the work grows with the product of the pieces and the edges: a few milliseconds for shapes
/// of hundreds of edges. Paths with more than `maximumEdges` edges between them are not combined:
/// the result is empty, with a warning.
extension Path {
    /// The area either path covers.
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        PathBooleans.area(self, other, eoFill: eoFill, operation: "union") { $0 || $1 }
    }

    /// The area both paths cover.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
        PathBooleans.area(self, other, eoFill: eoFill, operation: "intersection") { $0 && $1 }
    }

    /// The area this path covers and `other` does not.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
        PathBooleans.area(self, other, eoFill: eoFill, operation: "subtracting") { $0 && !$1 }
    }

    /// The area one path covers and the other does not.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        PathBooleans.area(self, other, eoFill: eoFill, operation: "symmetricDifference") { $0 != $1 }
    }

    /// The area this path covers, as outlines that do not cross themselves or each other.
    public func normalized(eoFill: Bool = true) -> Path {
        PathBooleans.area(self, Path(), eoFill: eoFill, operation: "normalized") { inside, _ in inside }
    }

    /// The parts of this path's line inside `other`'s area.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        PathBooleans.line(self, other, eoFill: eoFill, keepInside: true)
    }

    /// The parts of this path's line outside `other`'s area.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        PathBooleans.line(self, other, eoFill: eoFill, keepInside: false)
    }
}

package enum PathBooleans {
    /// Edges of both paths together beyond which they are not combined.
    package static let maximumEdges = 50_000
    /// How closely curves are followed, in points.
    static let tolerance: CGFloat = 0.05

    /// One edge of an operand: from `a` to `b`, of subpath `subpath` of operand `owner`.
    struct Edge {
        let a: CGPoint
        let b: CGPoint
        let owner: Int
        let subpath: Int
        /// Where crossings cut it: the fraction along it and the point (shared with the other
        /// edge, so both pieces meet exactly).
        var cuts: [(t: CGFloat, point: CGPoint)] = []
    }

    /// The edges of `path`'s subpaths, each closed for an area, or as drawn for a line.
    static func edges(of path: Path, owner: Int, closed: Bool, firstSubpath: Int = 0) -> (edges: [Edge], closedSubpaths: Set<Int>) {
        var edges: [Edge] = []
        var closedSubpaths: Set<Int> = []
        var subpath = firstSubpath
        path.forEachSubpath(tolerance: tolerance) { points, isClosed in
            let close = closed || isClosed
            if close { closedSubpaths.insert(subpath) }
            let count = close ? points.count : points.count - 1
            for index in 0..<count {
                let a = points[index], b = points[(index + 1) % points.count]
                if a != b, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite {
                    edges.append(Edge(a: a, b: b, owner: owner, subpath: subpath))
                }
            }
            subpath += 1
        }
        return (edges, closedSubpaths)
    }

    /// The edges of one subpath, contiguous in the list, and their bounds.
    struct Ring {
        let owner: Int
        let bounds: CGRect
        let range: Range<Int>
    }

    /// The subpaths of `edges` (each contiguous), with their bounds.
    static func rings(of edges: [Edge]) -> [Ring] {
        var rings: [Ring] = []
        var start = 0
        while start < edges.count {
            var end = start
            var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
            while end < edges.count, edges[end].owner == edges[start].owner, edges[end].subpath == edges[start].subpath {
                for p in [edges[end].a, edges[end].b] {
                    minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
                    minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
                }
                end += 1
            }
            rings.append(Ring(owner: edges[start].owner, bounds: CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), range: start..<end))
            start = end
        }
        return rings
    }

    /// Whether `point` is inside the area of the rings of `owner`: a ray toward +x, counted
    /// only against rings it can cross.
    static func inside(_ point: CGPoint, _ edges: [Edge], rings: [Ring], owner: Int, eoFill: Bool) -> Bool {
        var winding = 0, crossings = 0
        for ring in rings where ring.owner == owner && point.y >= ring.bounds.minY && point.y <= ring.bounds.maxY && point.x < ring.bounds.maxX {
            for index in ring.range {
                let crossing = Path.rayCrossing(edges[index].a, edges[index].b, from: point)
                winding += crossing
                crossings += crossing & 1
            }
        }
        return eoFill ? crossings % 2 == 1 : winding != 0
    }

    /// Cuts every edge where another crosses or touches it; with `pairs`, only edges of
    /// different operands are compared.
    static func cut(_ edges: inout [Edge], onlyBetweenOperands: Bool) {
        let order = edges.indices.sorted { Swift.min(edges[$0].a.x, edges[$0].b.x) < Swift.min(edges[$1].a.x, edges[$1].b.x) }
        var active: [Int] = []
        for index in order {
            let minX = Swift.min(edges[index].a.x, edges[index].b.x)
            active.removeAll { Swift.max(edges[$0].a.x, edges[$0].b.x) < minX }
            for other in active where !(onlyBetweenOperands && edges[other].owner == edges[index].owner) {
                cross(&edges, index, other)
            }
            active.append(index)
        }
    }

    /// Records where edges `i` and `j` cross, touch or overlap.
    private static func cross(_ edges: inout [Edge], _ i: Int, _ j: Int) {
        let p = edges[i].a, r = CGPoint(x: edges[i].b.x - p.x, y: edges[i].b.y - p.y)
        let q = edges[j].a, s = CGPoint(x: edges[j].b.x - q.x, y: edges[j].b.y - q.y)
        guard Swift.max(p.y, edges[i].b.y) >= Swift.min(q.y, edges[j].b.y),
              Swift.max(q.y, edges[j].b.y) >= Swift.min(p.y, edges[i].b.y) else { return }
        func cross(_ u: CGPoint, _ v: CGPoint) -> CGFloat { u.x * v.y - u.y * v.x }
        let qp = CGPoint(x: q.x - p.x, y: q.y - p.y)
        let denominator = cross(r, s)
        let scale = Swift.max(abs(r.x) + abs(r.y), abs(s.x) + abs(s.y))
        let epsilon: CGFloat = 1e-9
        if abs(denominator) <= epsilon * scale * scale {
            // Parallel: cut each where the other's ends lie along it, if they are on one line.
            guard abs(cross(qp, r)) <= 1e-7 * scale * scale else { return }
            let rr = r.x * r.x + r.y * r.y, ss = s.x * s.x + s.y * s.y
            for end in [edges[j].a, edges[j].b] {
                let t = ((end.x - p.x) * r.x + (end.y - p.y) * r.y) / rr
                if t > 1e-9, t < 1 - 1e-9 { edges[i].cuts.append((t, end)) }
            }
            for end in [edges[i].a, edges[i].b] {
                let u = ((end.x - q.x) * s.x + (end.y - q.y) * s.y) / ss
                if u > 1e-9, u < 1 - 1e-9 { edges[j].cuts.append((u, end)) }
            }
            return
        }
        let t = cross(qp, s) / denominator
        let u = cross(qp, r) / denominator
        let slack: CGFloat = 1e-9
        guard t >= -slack, t <= 1 + slack, u >= -slack, u <= 1 + slack else { return }
        // The point where they meet: an end when one meets the other there, so pieces share it.
        let point: CGPoint
        if t <= slack { point = p } else if t >= 1 - slack { point = edges[i].b }
        else if u <= slack { point = q } else if u >= 1 - slack { point = edges[j].b }
        else { point = CGPoint(x: p.x + t * r.x, y: p.y + t * r.y) }
        if t > slack, t < 1 - slack { edges[i].cuts.append((t, point)) }
        if u > slack, u < 1 - slack { edges[j].cuts.append((u, point)) }
    }

    /// The pieces of `edge` between its cuts, in order.
    static func pieces(of edge: Edge) -> [(CGPoint, CGPoint)] {
        var points = [edge.a]
        for cut in edge.cuts.sorted(by: { $0.t < $1.t }) where cut.point != points.last { points.append(cut.point) }
        if points.last != edge.b { points.append(edge.b) }
        return zip(points, points.dropFirst()).map { ($0, $1) }
    }

    static func tooMany(_ count: Int, _ operation: String) -> Bool {
        guard count > maximumEdges else { return false }
        RuntimeWarnings.emit("Path.\(operation): the two paths have \(count) edges between them, more than the \(maximumEdges) Tint combines; the result is empty", fix: "combine simpler paths, or draw the two over each other")
        return true
    }

    /// The outline of the area where `keep(insideSelf, insideOther)` holds.
    static func area(_ path: Path, _ other: Path, eoFill: Bool, operation: String, keep: (Bool, Bool) -> Bool) -> Path {
        var edges = self.edges(of: path, owner: 0, closed: true).edges + self.edges(of: other, owner: 1, closed: true).edges
        guard !edges.isEmpty, !tooMany(edges.count, operation) else { return Path() }
        cut(&edges, onlyBetweenOperands: false)
        var bounds = CGRect.null
        for edge in edges { bounds = bounds.union(CGRect(origin: edge.a, size: .zero)).union(CGRect(origin: edge.b, size: .zero)) }
        let offset = Swift.max(bounds.width, bounds.height, 1) * 1e-6
        let originals = edges
        let rings = self.rings(of: originals)
        func insideResult(_ point: CGPoint) -> Bool {
            keep(inside(point, originals, rings: rings, owner: 0, eoFill: eoFill), inside(point, originals, rings: rings, owner: 1, eoFill: eoFill))
        }
        // The kept pieces, turned so the inside is on their left, by where they start.
        var kept: [Key: [(CGPoint, CGPoint)]] = [:]
        var seen: Set<PieceKey> = []
        var count = 0
        var snapper = PointSnapper(tolerance: offset)
        for edge in edges {
            for (start, end) in pieces(of: edge) {
                // Ends that several crossings computed a hair apart are made one point.
                let a = snapper.snap(start), b = snapper.snap(end)
                guard a != b else { continue }
                let dx = b.x - a.x, dy = b.y - a.y
                let length = (dx * dx + dy * dy).squareRoot()
                guard length > 1e-12 else { continue }
                let mid = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
                // Both sides of the piece: it is kept turned so the inside is on the side of its
                // normal (-dy, dx), the same side for every piece.
                let nx = -dy / length * offset, ny = dx / length * offset
                let sideA = insideResult(CGPoint(x: mid.x + nx, y: mid.y + ny))
                let sideB = insideResult(CGPoint(x: mid.x - nx, y: mid.y - ny))
                guard sideA != sideB else { continue }
                let piece = sideA ? (a, b) : (b, a)
                // Two operands sharing an edge give it twice: keep it once.
                guard seen.insert(PieceKey(Key(piece.0), Key(piece.1))).inserted else { continue }
                kept[Key(piece.0), default: []].append(piece)
                count += 1
            }
        }
        return chain(kept, count: count)
    }

    /// Closed outlines from pieces that meet end to start.
    static func chain(_ pieces: [Key: [(CGPoint, CGPoint)]], count: Int) -> Path {
        var pieces = pieces
        var result = Path()
        var used = 0
        while used < count, let start = pieces.first(where: { !$0.value.isEmpty })?.key {
            var piece = pieces[start]!.removeLast()
            used += 1
            result.move(to: piece.0)
            var steps = 0
            while Key(piece.1) != start, steps < count {
                result.addLine(to: piece.1)
                let next = Key(piece.1)
                guard var outgoing = pieces[next], !outgoing.isEmpty else { break }
                piece = outgoing.removeLast()
                pieces[next] = outgoing
                used += 1
                steps += 1
            }
            result.closeSubpath()
        }
        return result
    }

    /// The parts of `path`'s line inside (or outside) `other`'s area, in `path`'s order.
    static func line(_ path: Path, _ other: Path, eoFill: Bool, keepInside: Bool) -> Path {
        let own = edges(of: path, owner: 0, closed: false)
        var edges = own.edges + self.edges(of: other, owner: 1, closed: true, firstSubpath: Int.max / 2).edges
        guard !own.edges.isEmpty, !tooMany(edges.count, keepInside ? "lineIntersection" : "lineSubtraction") else { return Path() }
        cut(&edges, onlyBetweenOperands: true)
        let originals = edges
        let rings = self.rings(of: originals)
        var result = Path()
        var open = false
        var last: CGPoint?
        var lastSubpath = -1
        var subpathStart: CGPoint?
        var wholeSubpath = true
        func finish() {
            // A closed subpath kept whole stays closed.
            if open, wholeSubpath, own.closedSubpaths.contains(lastSubpath), last == subpathStart { result.closeSubpath() }
            open = false
        }
        for edge in edges where edge.owner == 0 {
            if edge.subpath != lastSubpath {
                finish()
                lastSubpath = edge.subpath
                subpathStart = edge.a
                wholeSubpath = true
                last = nil
            }
            for (a, b) in pieces(of: edge) {
                let mid = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
                guard inside(mid, originals, rings: rings, owner: 1, eoFill: eoFill) == keepInside else {
                    wholeSubpath = false
                    open = false
                    continue
                }
                if !open || last != a {
                    result.move(to: a)
                    open = true
                }
                result.addLine(to: b)
                last = b
            }
        }
        finish()
        return result
    }

    /// Makes points closer than `tolerance` one: the first seen of them stands for all.
    struct PointSnapper {
        let tolerance: CGFloat
        private var cells: [Key: [CGPoint]] = [:]

        init(tolerance: CGFloat) {
            self.tolerance = tolerance
        }

        mutating func snap(_ point: CGPoint) -> CGPoint {
            let size = tolerance * 4
            let cx = (point.x / size).rounded(.down), cy = (point.y / size).rounded(.down)
            for dx in [-1.0, 0, 1] {
                for dy in [-1.0, 0, 1] {
                    for known in cells[Key(CGPoint(x: cx + dx, y: cy + dy))] ?? []
                    where abs(known.x - point.x) <= tolerance && abs(known.y - point.y) <= tolerance {
                        return known
                    }
                }
            }
            cells[Key(CGPoint(x: cx, y: cy)), default: []].append(point)
            return point
        }
    }

    /// A point, as a key for meeting ends (snapped first, so equal ends are equal bits).
    struct Key: Hashable {
        let x: CGFloat
        let y: CGFloat
        init(_ point: CGPoint) {
            x = point.x
            y = point.y
        }
    }

    struct PieceKey: Hashable {
        let start: Key
        let end: Key
        init(_ start: Key, _ end: Key) {
            self.start = start
            self.end = end
        }
    }
}
