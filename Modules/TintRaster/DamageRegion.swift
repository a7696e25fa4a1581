/// The pixels that must be painted again: a short list of disjoint-ish rectangles.
///
/// Overlapping or touching rectangles are merged when added. Past `maximumRectangles` the region
/// collapses to its bounding box: painting a little more is cheaper than clipping to many pieces.
public struct DamageRegion: Equatable, Sendable {
    public private(set) var rects: [PixelRect] = []
    /// Beyond this many rectangles the region becomes its bounding box.
    public static let maximumRectangles = 20

    public init() {}

    public var isEmpty: Bool { rects.isEmpty }

    /// Pixels covered, counting overlaps once only where rectangles were merged.
    public var area: Int { rects.reduce(0) { $0 + $1.area } }

    public var bounds: PixelRect {
        rects.reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }
    }

    /// Adds `rect`, clipped to `clip`.
    public mutating func add(_ rect: PixelRect, clip: PixelRect) {
        var r = rect.intersection(clip)
        guard !r.isEmpty else { return }
        // Already covered (a region collapsed to its bounds takes thousands of small rects).
        for existing in rects where existing.contains(r) { return }
        // Merge with every rectangle it overlaps, repeatedly, so the list stays disjoint-ish.
        var merged = true
        while merged {
            merged = false
            if let i = rects.firstIndex(where: { $0.intersects(r) || $0.touches(r) }) {
                r = r.union(rects.remove(at: i))
                merged = true
            }
        }
        rects.append(r)
        if rects.count > DamageRegion.maximumRectangles {
            rects = [bounds]
        }
    }

    public mutating func removeAll() {
        rects.removeAll(keepingCapacity: true)
    }
}

extension PixelRect {
    /// True when the rectangles share an edge (merging them adds no pixels).
    func touches(_ o: PixelRect) -> Bool {
        let sameRows = y == o.y && height == o.height && (maxX == o.x || o.maxX == x)
        let sameColumns = x == o.x && width == o.width && (maxY == o.y || o.maxY == y)
        return sameRows || sameColumns
    }
}
