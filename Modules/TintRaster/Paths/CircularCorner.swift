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
/// rows), each computed once, and none where the edge lies at 0 or r. Against a polygon of a
/// dozen edges through the scanline cells, the corner costs half as much, and its coverage is
/// the circle's.
struct CircularCorner {
    /// The arc's centre, in pixels.
    let center: CGPoint
    let radius: CGFloat
    /// +1 when `u` grows with x (a trailing corner), -1 when against it (a leading one).
    let xSign: CGFloat
    /// +1 when `v` grows with y (a bottom corner), -1 when against it (a top one).
    let ySign: CGFloat

    /// `∫₀ᵗ √(r² − s²) ds` for `0 ≤ t ≤ r`.
    @inline(__always)
    private func integral(_ t: CGFloat) -> CGFloat { arcIntegral(t, radius: radius) }

    /// Calls `body(x, y, coverage)` for every pixel of the box `columns` x `rows` (pixel
    /// indices) inside `clip`, with coverage in 0...255 (pixels with none are skipped). `edgeX`
    /// and `edgeY` are the rectangle's outer edges at this corner.
    ///
    /// Runs of fully covered pixels go to `span(y, x0, x1)` instead, to be blended several at a
    /// time (most of a corner box is inside the circle).
    func forEachPixel(columns: Range<Int>, rows: Range<Int>, edgeX: CGFloat, edgeY: CGFloat, clip: PixelRect,
                      span: (Int, Int, Int) -> Void, _ body: (Int, Int, UInt32) -> Void) {
        let x0 = Swift.max(columns.lowerBound, clip.x), x1 = Swift.min(columns.upperBound, clip.maxX)
        let y0 = Swift.max(rows.lowerBound, clip.y), y1 = Swift.min(rows.upperBound, clip.maxY)
        guard x1 > x0, y1 > y0 else { return }
        let r = radius, count = x1 - x0
        // Per column, shared by every row: its u range clamped to the square, F at both ends,
        // and its width inside the rectangle.
        // F at 0 and at r needs no arcsine; every other value is computed once per pixel edge,
        // shared by the two columns (or rows) that meet there.
        let quarter = r > 0 ? integral(r) : 0
        func edgeIntegral(_ t: CGFloat) -> CGFloat {
            t <= 0 || r <= 0 ? 0 : t >= r ? quarter : integral(t)
        }
        withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: 5 * count) { scratch in
            let uLow = scratch.baseAddress!, uHigh = uLow + count, fLow = uHigh + count, fHigh = fLow + count, widths = fHigh + count
            var previousU = Swift.min(r, Swift.max(0, xSign * (CGFloat(x0) - center.x))), previousF = edgeIntegral(previousU)
            for i in 0..<count {
                let left = CGFloat(x0 + i), right = left + 1
                let u = Swift.min(r, Swift.max(0, xSign * (right - center.x))), f = edgeIntegral(u)
                // Clamped values keep their order: the low end is the smaller one.
                if previousU <= u {
                    uLow[i] = previousU; fLow[i] = previousF; uHigh[i] = u; fHigh[i] = f
                } else {
                    uLow[i] = u; fLow[i] = f; uHigh[i] = previousU; fHigh[i] = previousF
                }
                previousU = u; previousF = f
                widths[i] = xSign < 0 ? Swift.max(0, right - Swift.max(left, edgeX)) : Swift.max(0, Swift.min(right, edgeX) - left)
            }
            // The arc's crossing of each row edge, kept for the next row.
            func crossing(_ rowEdge: CGFloat) -> (s: CGFloat, t: CGFloat, f: CGFloat) {
                let s = Swift.min(r, Swift.max(0, ySign * (rowEdge - center.y)))
                let t = (Swift.max(0, r * r - s * s)).squareRoot()
                return (s, t, edgeIntegral(t))
            }
            var upper = crossing(CGFloat(y0))
            for y in y0..<y1 {
                let top = CGFloat(y), bottom = top + 1
                let lower = crossing(bottom)
                defer { upper = lower }
                // The square's v range in this row, and where the arc crosses its two ends.
                let (near, far) = upper.s <= lower.s ? (upper, lower) : (lower, upper)
                let sLow = near.s, sHigh = far.s
                let squareHeight = Swift.max(0, sHigh - sLow)
                let t1 = far.t, t2 = near.t
                let f1 = squareHeight > 0 ? far.f : 0, f2 = squareHeight > 0 ? near.f : 0
                let height = ySign < 0 ? Swift.max(0, bottom - Swift.max(top, edgeY)) : Swift.max(0, Swift.min(bottom, edgeY) - top)
                var runStart = -1
                for i in 0..<count {
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
                    let coverage = UInt32(Swift.min(255, Swift.max(0, area) * 255 + 0.5))
                    if coverage == 255 {
                        if runStart < 0 { runStart = x0 + i }
                        continue
                    }
                    if runStart >= 0 {
                        span(y, runStart, x0 + i)
                        runStart = -1
                    }
                    if coverage > 0 { body(x0 + i, y, coverage) }
                }
                if runStart >= 0 { span(y, runStart, x1) }
            }
        }
    }
}
