import Foundation
import TintCore

/// The exact coverage of a filled circle, row by row: the pixels wholly inside go out as spans,
/// and only those the circle's edge crosses get their area worked out.
///
/// A pixel's coverage is the area of the disc inside it, from the disc's area left of `u` and
/// below `v` (`cumulative`, in the circle's own axes):
///
///     area = Q(u₁, v₁) − Q(u₀, v₁) − Q(u₁, v₀) + Q(u₀, v₀)
///
/// where Q needs `I(x) = ∫₀ˣ √(r² − t²) dt = ½(x √(r² − x²) + r² asin(x / r))` at the pixel's
/// column edges (computed once a circle, shared by every row) and at the half chords of its
/// row edges (shared by two rows). Through a polygon and the scanline cells, 1,000 circles of
/// radius 20 took 7.3 ms against 4.3 (with row prefetching) this way, and the coverage was the
/// polygon's, up to 7 levels from the circle's.
struct DiscCoverage {
    /// The centre and radius, in pixels.
    let centerX: Double
    let centerY: Double
    let radius: Double

    /// The row edge at `v` (relative to the centre, clamped to [−r, r]): its half chord `w` and
    /// `I(w)`.
    private struct RowEdge {
        let v: Double
        let halfChord: Double
        let integralAtChord: Double
    }

    /// The disc's area left of `u` and below the row edge `edge`; `u` clamped to [−r, r] with
    /// `integralAtU` its `I`.
    @inline(__always)
    private func cumulative(_ u: Double, _ integralAtU: Double, _ edge: RowEdge, quarter: Double) -> Double {
        let w = edge.halfChord, v = edge.v
        let inChord = u > -w
        let m = Swift.min(u, w), integralAtM = u < w ? integralAtU : edge.integralAtChord
        if v >= 0 {
            // Every column left of u up to its full height, less what lies above v within the chord.
            let full = 2 * (integralAtU + quarter)
            return inChord ? full - ((integralAtM + edge.integralAtChord) - v * (m + w)) : full
        }
        // Below a negative v only the chord's columns reach, each from −h(x) up to v.
        return inChord ? (integralAtM + edge.integralAtChord) + v * (m + w) : 0
    }

    /// Calls `rowStarts(y, columns)` before each row with the columns the circle may touch in
    /// it, `span(y, x0, x1)` for the runs of pixels wholly inside the circle and
    /// `pixels(y, x0, coverage, count)` for the runs its edge crosses (coverage in 0...255, one
    /// byte a pixel), within `clip`. Its tables are kept in `memory`.
    ///
    /// Edge pixels go out a run at a time: called for each one, the call's saving and restoring
    /// of registers cost as much as working the area out.
    @inline(__always)
    func forEachPixel(clip: PixelRect, memory: RasterScratch, rowStarts: (Int, Range<Int>) -> Void, span: (Int, Int, Int) -> Void,
                      pixels: (Int, Int, UnsafePointer<UInt8>, Int) -> Void) {
        let r = radius
        guard r > 0 else { return }
        let firstRow = Swift.max(clip.y, Int((centerY - r).rounded(.down))), endRow = Swift.min(clip.maxY, Int((centerY + r).rounded(.up)))
        let firstColumn = Swift.max(clip.x, Int((centerX - r).rounded(.down))), endColumn = Swift.min(clip.maxX, Int((centerX + r).rounded(.up)))
        guard endRow > firstRow, endColumn > firstColumn else { return }
        let quarter = ArcIntegral.quarter(radius: r)
        let columns = endColumn - firstColumn, rows = endRow - firstRow
        // u and I(u) at each column edge, clamped to the circle, and each row edge's v, half
        // chord and I there, worked out ahead for all of them at once.
        let doubles = 3 * (columns + 1) + 3 * (rows + 1)
        let base = memory.bytes(8 * doubles + columns)
        // Three arrays, each the column edges' values followed by the row edges'.
        let edgeU = base.bindMemory(to: Double.self, capacity: doubles), rowV = edgeU + columns + 1
        let roots = rowV + rows + 1, rowChord = roots + columns + 1
        let edgeI = rowChord + rows + 1, rowI = edgeI + columns + 1
        let coverage = (base + 8 * doubles).bindMemory(to: UInt8.self, capacity: columns)
        for index in 0...columns {
            edgeU[index] = Swift.max(-r, Swift.min(r, Double(firstColumn + index) - centerX))
        }
        for index in 0...rows {
            rowV[index] = Swift.max(-r, Swift.min(r, Double(firstRow + index) - centerY))
        }
        ArcIntegral.atColumnsThenRows(edgeU, roots: roots, integrals: edgeI, columns: columns + 1, rows: rows + 1, radius: r)
        func rowEdge(_ y: Int) -> RowEdge {
            RowEdge(v: rowV[y - firstRow], halfChord: rowChord[y - firstRow], integralAtChord: rowI[y - firstRow])
        }
        var top = rowEdge(firstRow)
        for y in firstRow..<endRow {
            rowStarts(y, firstColumn..<endColumn)
            let bottom = rowEdge(y + 1)
            defer { top = bottom }
            // The row lies wholly within the circle's height when neither edge was clamped.
            let fullHeight = Double(y) - centerY >= -r && Double(y + 1) - centerY <= r
            let narrow = Swift.min(top.halfChord, bottom.halfChord)
            let wide = top.v <= 0 && bottom.v >= 0 ? r : Swift.max(top.halfChord, bottom.halfChord)
            // Columns wholly inside (both corners of each pixel within the narrower chord).
            var innerStart = Swift.max(firstColumn, Int((centerX - narrow).rounded(.up)))
            var innerEnd = Swift.min(endColumn, Int((centerX + narrow).rounded(.down)))
            if !fullHeight || innerEnd <= innerStart { innerStart = endColumn; innerEnd = endColumn }
            let outerStart = Swift.max(firstColumn, Int((centerX - wide).rounded(.down)))
            let outerEnd = Swift.min(endColumn, Int((centerX + wide).rounded(.up)))
            // The area between the two row edges left of column edge k: each column edge's is
            // shared by the pixels on either side of it.
            func band(_ k: Int) -> Double {
                cumulative(edgeU[k], edgeI[k], bottom, quarter: quarter) - cumulative(edgeU[k], edgeI[k], top, quarter: quarter)
            }
            func edgePixels(_ from: Int, _ to: Int) {
                guard to > from else { return }
                var left = band(from - firstColumn)
                for x in from..<to {
                    let right = band(x + 1 - firstColumn)
                    coverage[x - from] = UInt8(Swift.min(255, Swift.max(0, (right - left) * 255 + 0.5)))
                    left = right
                }
                pixels(y, from, coverage, to - from)
            }
            if innerStart < innerEnd {
                edgePixels(outerStart, innerStart)
                span(y, innerStart, innerEnd)
                edgePixels(innerEnd, outerEnd)
            } else {
                edgePixels(outerStart, outerEnd)
            }
        }
    }
}
