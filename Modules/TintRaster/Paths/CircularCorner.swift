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

    /// Calls `span(y, x0, x1)` for the runs of wholly covered pixels of the box `columns` x
    /// `rows` (pixel indices) inside `clip`, and `pixels(y, x0, coverage, count)` for the runs
    /// the arc or the rectangle's edges cross (coverage in 0...255, one byte a pixel). `edgeX`
    /// and `edgeY` are the rectangle's outer edges at this corner.
    @inline(__always)
    func forEachPixel(columns: Range<Int>, rows: Range<Int>, edgeX: CGFloat, edgeY: CGFloat, clip: PixelRect, memory: RasterScratch,
                      span: (Int, Int, Int) -> Void, pixels: (Int, Int, UnsafePointer<UInt8>, Int) -> Void) {
        let x0 = Swift.max(columns.lowerBound, clip.x), x1 = Swift.min(columns.upperBound, clip.maxX)
        let y0 = Swift.max(rows.lowerBound, clip.y), y1 = Swift.min(rows.upperBound, clip.maxY)
        guard x1 > x0, y1 > y0 else { return }
        let r = Double(radius), count = x1 - x0, centerX = Double(center.x), centerY = Double(center.y)
        let xSign = Double(self.xSign), ySign = Double(self.ySign), edgeX = Double(edgeX), edgeY = Double(edgeY)
        // Per column, shared by every row: its u range clamped to the square, F at both ends,
        // and its width inside the rectangle. F is worked out once per pixel edge, shared by
        // the two columns (or rows) that meet there.
        let edges = count + 1, rowEdges = y1 - y0 + 1
        // u at the box's inner side (its innermost pixel's near edge, unclamped).
        let farEdgeBase = xSign > 0 ? Double(x0) - centerX : centerX - Double(x1)
        let doubles = 5 * count + 3 * edges + 3 * rowEdges
        let base = memory.bytes(8 * doubles + count)
        let uLow = base.bindMemory(to: Double.self, capacity: doubles), uHigh = uLow + count, fLow = uHigh + count, fHigh = fLow + count, widths = fHigh + count
        // Three arrays, each the column edges' values followed by the row edges'.
        let edgeU = widths + count, rowS = edgeU + edges, roots = rowS + rowEdges, rowT = roots + edges
        let edgeF = rowT + rowEdges, rowF = edgeF + edges
        let coverage = (base + 8 * doubles).bindMemory(to: UInt8.self, capacity: count)
        for k in 0..<edges {
            edgeU[k] = Swift.min(r, Swift.max(0, xSign * (Double(x0 + k) - centerX)))
        }
        for j in 0..<rowEdges {
            rowS[j] = Swift.min(r, Swift.max(0, ySign * (Double(y0 + j) - centerY)))
        }
        if r > 0 {
            ArcIntegral.atColumnsThenRows(edgeU, roots: roots, integrals: edgeF, columns: edges, rows: rowEdges, radius: r)
        } else {
            edgeF.update(repeating: 0, count: edges)
            rowT.update(repeating: 0, count: rowEdges)
            rowF.update(repeating: 0, count: rowEdges)
        }
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
                xSign > 0 ? span(y, x0, x0 + inner) : span(y, x1 - inner, x1)
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
            pixels(y, x0 + first, coverage, end - first)
        }
    }
}
