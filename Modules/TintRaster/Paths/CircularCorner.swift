import Foundation
import TintCore

/// The exact coverage of a rounded rectangle's corner box, computed from the circle itself.
///
/// A corner box holds the square of side `radius` at the rectangle's corner plus the partly
/// covered pixels along its two outer edges. In the corner's own axes (`u` and `v` grow from the
/// arc's centre towards the corner) the shape is every point inside the rectangle except those
/// of the square outside the quarter disc, so a pixel's coverage is its area inside the
/// rectangle, less its area inside the square, plus its area inside the quarter disc:
///
///     ∫ clamp(√(r² − u²) − v₀, 0, v₁ − v₀) du  over the pixel's u range,
///
/// whose antiderivative needs `F(t) = ½(t √(r² − t²) + r² asin(t / r))` only at the pixel's
/// column edges (shared by every row) and where the arc crosses the row's edges (shared by two
/// rows), each computed once (`ArcIntegral`, all of a corner's in one run). Against a polygon of
/// a dozen edges through the scanline cells, the corner costs half as much, and its coverage is
/// the circle's.
struct CircularCorner {
    /// The arc's centre, in pixels.
    let center: CGPoint
    let radius: CGFloat
    /// +1 when `u` grows with x (a trailing corner), -1 when against it (a leading one).
    let xSign: CGFloat
    /// +1 when `v` grows with y (a bottom corner), -1 when against it (a top one).
    let ySign: CGFloat

    /// The pixel edges of a corner box along one axis inside the clip, with the arc's values
    /// there. The two corners on a centre line (the top ones share their rows, the leading
    /// ones their columns) have the same table when their radii are equal, and it is worked
    /// out once for both (`forEachPixel(of:clip:memory:into:)`).
    struct Edges {
        /// The first pixel (column or row) inside the clip; the edges are its near side and the
        /// far side of each pixel from it: one more than the pixels.
        let first: Int
        let count: Int
        /// Each edge's distance from the arc's centre along the axis, clamped to 0...r.
        let offsets: UnsafeMutablePointer<Double>
        /// At a row edge, the half chord where the arc crosses it (at a column edge, unused).
        let roots: UnsafeMutablePointer<Double>
        /// F at a column edge; at a row edge, F at the half chord.
        let integrals: UnsafeMutablePointer<Double>

        var pixels: Int { count - 1 }
    }

    /// A corner box of a rounded rectangle: the corner, its pixel columns and rows, and the
    /// rectangle's outer edges at it.
    struct Box {
        let corner: CircularCorner
        let columns: Range<Int>
        let rows: Range<Int>
        let edgeX: CGFloat
        let edgeY: CGFloat

        @inline(__always)
        func forEachPixel(clip: PixelRect, memory: RasterScratch, into target: CornerTarget) {
            corner.forEachPixel(columns: columns, rows: rows, edgeX: edgeX, edgeY: edgeY, clip: clip, memory: memory, into: target)
        }

        @inline(__always)
        func forEachPixel(columns: Edges, rows: Edges, working: UnsafeMutableRawPointer,
                          into target: CornerTarget) {
            corner.forEachPixel(columns: columns, rows: rows, edgeX: edgeX, edgeY: edgeY, working: working, into: target)
        }
    }

    /// Blends a rounded rectangle's four corner boxes (top leading, top trailing, bottom
    /// trailing, bottom leading) inside `clip` into `target`, a box at a time in that order.
    ///
    /// With the four radii equal (and every box inside the clip in part), the top boxes share
    /// their rows' table, the bottom ones theirs, the leading ones their columns' and the
    /// trailing ones theirs: four tables worked out in one call, not eight in four. Each value
    /// is computed alone, so sharing changes no bit of it.
    @inline(__always)
    static func forEachPixel(of boxes: (Box, Box, Box, Box), clip: PixelRect, memory: RasterScratch,
                             into target: CornerTarget) {
        func clipped(_ range: Range<Int>, _ low: Int, _ high: Int) -> Range<Int> {
            let lower = Swift.max(range.lowerBound, low), upper = Swift.min(range.upperBound, high)
            return lower..<Swift.max(lower, upper)
        }
        let (topLeading, topTrailing, bottomTrailing, bottomLeading) = boxes
        let leading = clipped(topLeading.columns, clip.x, clip.maxX), trailing = clipped(topTrailing.columns, clip.x, clip.maxX)
        let top = clipped(topLeading.rows, clip.y, clip.maxY), bottom = clipped(bottomLeading.rows, clip.y, clip.maxY)
        let radius = topLeading.corner.radius
        guard radius > 0, topTrailing.corner.radius == radius, bottomTrailing.corner.radius == radius, bottomLeading.corner.radius == radius,
              !leading.isEmpty, !trailing.isEmpty, !top.isEmpty, !bottom.isEmpty,
              clipped(bottomLeading.columns, clip.x, clip.maxX) == leading, clipped(bottomTrailing.columns, clip.x, clip.maxX) == trailing,
              clipped(topTrailing.rows, clip.y, clip.maxY) == top, clipped(bottomTrailing.rows, clip.y, clip.maxY) == bottom else {
            // Four calls written out: an array of the boxes to loop over was an allocation.
            topLeading.forEachPixel(clip: clip, memory: memory, into: target)
            topTrailing.forEachPixel(clip: clip, memory: memory, into: target)
            bottomTrailing.forEachPixel(clip: clip, memory: memory, into: target)
            bottomLeading.forEachPixel(clip: clip, memory: memory, into: target)
            return
        }
        // The four tables, columns then rows (as `ArcIntegral` takes them), then one box's
        // working arrays.
        let leadingEdges = leading.count + 1, trailingEdges = trailing.count + 1, topEdges = top.count + 1, bottomEdges = bottom.count + 1
        let columnEdges = leadingEdges + trailingEdges, edges = columnEdges + topEdges + bottomEdges
        let widest = Swift.max(leading.count, trailing.count)
        let doubles = 3 * edges + 5 * widest
        let base = memory.bytes(8 * doubles + widest)
        let offsets = base.bindMemory(to: Double.self, capacity: doubles), roots = offsets + edges, integrals = roots + edges
        func table(_ first: Int, _ count: Int, at start: Int) -> Edges {
            Edges(first: first, count: count, offsets: offsets + start, roots: roots + start, integrals: integrals + start)
        }
        let leadingTable = table(leading.lowerBound, leadingEdges, at: 0)
        let trailingTable = table(trailing.lowerBound, trailingEdges, at: leadingEdges)
        let topTable = table(top.lowerBound, topEdges, at: columnEdges)
        let bottomTable = table(bottom.lowerBound, bottomEdges, at: columnEdges + topEdges)
        topLeading.corner.setOffsets(columns: leadingTable, rows: topTable)
        bottomTrailing.corner.setOffsets(columns: trailingTable, rows: bottomTable)
        ArcIntegral.atColumnsThenRows(offsets, roots: roots, integrals: integrals, columns: columnEdges, rows: edges - columnEdges, radius: Double(radius))
        let working = UnsafeMutableRawPointer(integrals + edges)
        topLeading.forEachPixel(columns: leadingTable, rows: topTable, working: working, into: target)
        topTrailing.forEachPixel(columns: trailingTable, rows: topTable, working: working, into: target)
        bottomTrailing.forEachPixel(columns: trailingTable, rows: bottomTable, working: working, into: target)
        bottomLeading.forEachPixel(columns: leadingTable, rows: bottomTable, working: working, into: target)
    }

    /// Blends the box `columns` x `rows` (pixel indices) inside `clip` into `target`. `edgeX`
    /// and `edgeY` are the rectangle's outer edges at this corner.
    @inline(__always)
    func forEachPixel(columns: Range<Int>, rows: Range<Int>, edgeX: CGFloat, edgeY: CGFloat, clip: PixelRect, memory: RasterScratch,
                      into target: CornerTarget) {
        let x0 = Swift.max(columns.lowerBound, clip.x), x1 = Swift.min(columns.upperBound, clip.maxX)
        let y0 = Swift.max(rows.lowerBound, clip.y), y1 = Swift.min(rows.upperBound, clip.maxY)
        guard x1 > x0, y1 > y0 else { return }
        let edges = x1 - x0 + 1, rowEdges = y1 - y0 + 1, count = x1 - x0
        let doubles = 3 * (edges + rowEdges) + 5 * count
        let base = memory.bytes(8 * doubles + count)
        let offsets = base.bindMemory(to: Double.self, capacity: doubles), roots = offsets + edges + rowEdges, integrals = roots + edges + rowEdges
        let columnTable = Edges(first: x0, count: edges, offsets: offsets, roots: roots, integrals: integrals)
        let rowTable = Edges(first: y0, count: rowEdges, offsets: offsets + edges, roots: roots + edges, integrals: integrals + edges)
        setOffsets(columns: columnTable, rows: rowTable)
        if radius > 0 {
            ArcIntegral.atColumnsThenRows(offsets, roots: roots, integrals: integrals, columns: edges, rows: rowEdges, radius: Double(radius))
        } else {
            roots.update(repeating: 0, count: edges + rowEdges)
            integrals.update(repeating: 0, count: edges + rowEdges)
        }
        forEachPixel(columns: columnTable, rows: rowTable, edgeX: edgeX, edgeY: edgeY, working: UnsafeMutableRawPointer(integrals + edges + rowEdges),
                     into: target)
    }

    /// Each edge's distance from the arc's centre, clamped to the square: the tables' inputs.
    @inline(__always)
    func setOffsets(columns: Edges, rows: Edges) {
        let r = Double(radius)
        for k in 0..<columns.count {
            columns.offsets[k] = Swift.min(r, Swift.max(0, Double(xSign) * (Double(columns.first + k) - Double(center.x))))
        }
        for j in 0..<rows.count {
            rows.offsets[j] = Swift.min(r, Swift.max(0, Double(ySign) * (Double(rows.first + j) - Double(center.y))))
        }
    }

    /// The pixels of one corner box from its tables (`Edges`, inside the clip); `working` holds
    /// five doubles and a byte for each of its columns.
    @inline(__always)
    func forEachPixel(columns: Edges, rows: Edges, edgeX: CGFloat, edgeY: CGFloat, working: UnsafeMutableRawPointer,
                      into target: CornerTarget) {
        let x0 = columns.first, count = columns.pixels, x1 = x0 + count
        let y0 = rows.first, y1 = y0 + rows.pixels
        let r = Double(radius), centerX = Double(center.x)
        let xSign = Double(self.xSign), ySign = Double(self.ySign), edgeX = Double(edgeX), edgeY = Double(edgeY)
        // u at the box's inner side (its innermost pixel's near edge, unclamped).
        let farEdgeBase = xSign > 0 ? Double(x0) - centerX : centerX - Double(x1)
        // Per column, shared by every row: its u range clamped to the square, F at both ends,
        // and its width inside the rectangle.
        let uLow = working.bindMemory(to: Double.self, capacity: 5 * count), uHigh = uLow + count, fLow = uHigh + count, fHigh = fLow + count, widths = fHigh + count
        let coverage = (working + 40 * count).bindMemory(to: UInt8.self, capacity: count)
        let edgeU = columns.offsets, edgeF = columns.integrals
        let rowS = rows.offsets, rowT = rows.roots, rowF = rows.integrals
        for i in 0..<count {
            let left = Double(x0 + i), right = left + 1
            // Clamped values keep their order: the low end is the smaller one.
            if edgeU[i] <= edgeU[i + 1] {
                uLow[i] = edgeU[i]; fLow[i] = edgeF[i]; uHigh[i] = edgeU[i + 1]; fHigh[i] = edgeF[i + 1]
            } else {
                uLow[i] = edgeU[i + 1]; fLow[i] = edgeF[i + 1]; uHigh[i] = edgeU[i]; fHigh[i] = edgeF[i]
            }
            widths[i] = xSign < 0 ? Swift.max(0, right - Swift.max(left, edgeX)) : Swift.max(0, Swift.min(right, edgeX) - left)
        }
        // The arc's crossing of each row edge.
        func crossing(_ y: Int) -> (s: Double, t: Double, f: Double) {
            (rowS[y - y0], rowT[y - y0], rowF[y - y0])
        }
        var upper = crossing(y0)
        for y in y0..<y1 {
            let top = Double(y), bottom = top + 1
            let lower = crossing(y + 1)
            defer { upper = lower }
            // The square's v range in this row, and where the arc crosses its two ends.
            let (near, far) = upper.s <= lower.s ? (upper, lower) : (lower, upper)
            let sLow = near.s, sHigh = far.s
            let squareHeight = Swift.max(0, sHigh - sLow)
            let t1 = far.t, t2 = near.t
            let f1 = squareHeight > 0 ? far.f : 0, f2 = squareHeight > 0 ? near.f : 0
            let height = ySign < 0 ? Swift.max(0, bottom - Swift.max(top, edgeY)) : Swift.max(0, Swift.min(bottom, edgeY) - top)
            // The pixels in order from the arc's centre outwards (x grows outwards on a
            // trailing corner): a run wholly covered (left of where the arc crosses the row's
            // far edge), a run the arc crosses, and a run wholly outside (past where it crosses
            // the near edge). Only the middle run's areas are worked out; the outer runs'
            // coverage (255 and 0) is what the area formula gives them, exactly.
            @inline(__always) func index(_ p: Int) -> Int { xSign > 0 ? p : count - 1 - p }
            var inner = 0, outer = count
            if height == 1 {
                // Every pixel is a whole pixel wide but perhaps the outermost, and the pixels'
                // far ends, a pixel apart, grow outwards from `farEdgeBase` + 1: the covered
                // run is those whose far end is within the far crossing, worked out rather
                // than searched for (a loop stopping at the first pixel past it mispredicted
                // once a row). Where rounding puts a far end an ulp the other side of the
                // crossing, the area formula gives the pixel 255 too.
                var within = count
                if squareHeight > 0, t1 < r {
                    let reach = t1 - farEdgeBase
                    within = reach <= 0 ? 0 : reach >= Double(count) ? count : Int(reach)
                }
                inner = Swift.min(within, widths[index(count - 1)] == 1 ? count : count - 1)
                if squareHeight == 1 {
                    while outer > inner, uLow[index(outer - 1)] >= t2, uHigh[index(outer - 1)] - uLow[index(outer - 1)] == widths[index(outer - 1)] {
                        outer -= 1
                    }
                }
            }
            if inner > 0 {
                xSign > 0 ? target.span(y, x0, x0 + inner) : target.span(y, x1 - inner, x1)
            }
            guard outer > inner else { continue }
            let first = Swift.min(index(inner), index(outer - 1)), end = Swift.max(index(inner), index(outer - 1)) + 1
            for i in first..<end {
                var area = widths[i] * height
                let a = uLow[i], b = uHigh[i]
                if squareHeight > 0, b > a, b > t1 {
                    // Part of the pixel lies in the square outside the disc.
                    if a >= t2 {
                        area -= squareHeight * (b - a)
                    } else {
                        let c = Swift.max(a, t1), d = Swift.min(b, t2)
                        let fc = c == a ? fLow[i] : f1, fd = d == b ? fHigh[i] : f2
                        let disc = squareHeight * Swift.max(0, t1 - a) + (fd - fc) - sLow * (d - c)
                        area -= squareHeight * (b - a) - disc
                    }
                }
                coverage[i - first] = UInt8(Swift.min(255, Swift.max(0, area) * 255 + 0.5))
            }
            target.pixels(y, x0 + first, coverage, end - first)
        }
    }
}

/// Where a corner's pixels go and in what colour: the wholly covered runs are blended as spans,
/// the runs the arc or the edges cross through their coverage bytes. A type, not two closures:
/// closures passed down four corners were left as calls, two a row.
struct CornerTarget {
    let canvas: Canvas
    let source: UInt32

    /// The pixels `x0..<x1` of row `y`, wholly covered.
    @inline(__always)
    func span(_ y: Int, _ x0: Int, _ x1: Int) {
        SpanBlending.blend(source, into: canvas.row(y) + x0, count: x1 - x0)
    }

    /// `count` pixels of row `y` from `x0`, with `coverage`.
    @inline(__always)
    func pixels(_ y: Int, _ x0: Int, _ coverage: UnsafePointer<UInt8>, _ count: Int) {
        SpanBlending.blend(source, into: canvas.row(y) + x0, coverage: coverage, count: count)
    }
}
