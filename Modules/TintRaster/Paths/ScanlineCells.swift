import TintCore

/// Exact-area anti-aliasing: the coverage of every pixel by a polygon, as the signed area of
/// the polygon inside it, computed from the edges alone (the cell method of FreeType's "gray"
/// rasterizer and of font-rs).
///
/// Each piece of an edge inside one pixel adds to that pixel's cell its height `cover` (signed:
/// downward edges count positive) and `area`, the part of that height to the pixel's left.
/// Sweeping a row left to right with a running sum of `cover`, a pixel's coverage is
/// `sum + cover - area` at a cell and `sum` between cells, so the inside of a shape comes out as
/// whole spans of constant coverage: only pixels an edge crosses are visited one by one.
///
/// Cells live in one pool, chained per row in x order; a fill touches O(edge length) cells.
/// Their sums are doubles: a clip sums a row's cells in another order (the pieces left of it
/// gathered on its boundary), and in floats that moved a pixel's coverage across a rounding
/// boundary often enough that a shape drawn in strips differed from one drawn whole by a
/// level, in about one random shape in a thousand.
/// Nothing outside `clip` is ever produced: rows outside are skipped, edge pieces left of it
/// are moved onto its left boundary (they cover every pixel to their right fully), and pieces
/// right of it are dropped.
final class ScanlineCells {
    private struct Cell {
        var x: Int32
        var next: Int32
        var cover: Double
        var area: Double
    }

    // Unchecked exclusivity: these are touched several times per cell, and the runtime's
    // access tracking for class properties cost as much as the rasterizing itself. Only this
    // class's methods touch them, never reentrantly.
    @exclusivity(unchecked) private var cells: [Cell] = []
    @exclusivity(unchecked) private var heads: [Int32] = []
    @exclusivity(unchecked) private var clip = PixelRect(x: 0, y: 0, width: 0, height: 0)
    /// The cell touched last, found again without walking its row (consecutive pieces of an
    /// edge usually land in the same cell).
    @exclusivity(unchecked) private var lastRow = -1
    @exclusivity(unchecked) private var lastX = Int32.min
    @exclusivity(unchecked) private var lastIndex: Int32 = -1

    /// Starts a new fill limited to `clip`.
    func reset(clip: PixelRect) {
        self.clip = clip
        cells.removeAll(keepingCapacity: true)
        if heads.count < clip.height { heads = [Int32](repeating: -1, count: clip.height) }
        for row in 0..<clip.height { heads[row] = -1 }
        lastRow = -1
    }

    /// Adds the edge from `p0` to `p1` (pixel coordinates).
    func addEdge(_ p0: CGPoint, _ p1: CGPoint) {
        guard p0.y != p1.y, p0.x.isFinite, p0.y.isFinite, p1.x.isFinite, p1.y.isFinite else { return }
        let sign: Double = p0.y < p1.y ? 1 : -1
        let (top, bottom) = p0.y < p1.y ? (p0, p1) : (p1, p0)
        let y0 = Swift.max(top.y, CGFloat(clip.y)), y1 = Swift.min(bottom.y, CGFloat(clip.maxY))
        guard y0 < y1 else { return }
        let dxdy = (bottom.x - top.x) / (bottom.y - top.y)
        var row = Int(y0.rounded(.down))
        let lastRowIndex = Int(y1.rounded(.up)) - 1
        while row <= lastRowIndex {
            let ya = Swift.max(y0, CGFloat(row)), yb = Swift.min(y1, CGFloat(row + 1))
            if yb > ya {
                let xa = top.x + (ya - top.y) * dxdy, xb = top.x + (yb - top.y) * dxdy
                addRowPiece(row: row, xa, xb, dy: Double(yb - ya) * sign)
            }
            row += 1
        }
    }

    /// One edge's piece within one row: from x `xa` to `xb`, spanning height `dy`.
    private func addRowPiece(row: Int, _ xa: CGFloat, _ xb: CGFloat, dy: Double) {
        let left = Swift.min(xa, xb), right = Swift.max(xa, xb)
        let minX = CGFloat(clip.x), maxX = CGFloat(clip.maxX)
        if right <= minX {
            // Wholly left of the clip: it covers every clipped pixel of the row to its right.
            addCell(row: row, x: clip.x, cover: dy, area: 0)
            return
        }
        if left >= maxX { return }
        let width = right - left
        // Ends past the clip are clamped to just beyond it before becoming `Int`s (an edge may
        // run from -1e300 to 1e300): the cells made are the same.
        let firstColumn = Int(Swift.max(left, minX - 1).rounded(.down)), lastColumn = Int(Swift.min(right, maxX).rounded(.down))
        if firstColumn == lastColumn {
            let column = firstColumn
            addCell(row: row, x: column, cover: dy, area: dy * Double((left + right) / 2 - CGFloat(column)))
            return
        }
        var column = firstColumn
        if left < minX {
            // The part left of the clip, moved onto its boundary.
            addCell(row: row, x: clip.x, cover: dy * Double((minX - left) / width), area: 0)
            column = clip.x
        }
        let endColumn = Swift.min(lastColumn, clip.maxX - 1)
        while column <= endColumn {
            let segmentLeft = Swift.max(left, CGFloat(column)), segmentRight = Swift.min(right, CGFloat(column + 1))
            if segmentRight > segmentLeft {
                let piece = dy * Double((segmentRight - segmentLeft) / width)
                addCell(row: row, x: column, cover: piece, area: piece * Double((segmentLeft + segmentRight) / 2 - CGFloat(column)))
            }
            column += 1
        }
    }

    private func addCell(row: Int, x: Int, cover: Double, area: Double) {
        let x32 = Int32(x)
        if row == lastRow, x32 == lastX {
            cells[Int(lastIndex)].cover += cover
            cells[Int(lastIndex)].area += area
            return
        }
        let rowIndex = row - clip.y
        // Sorted insertion into the row's chain; rows hold a handful of cells.
        var previous: Int32 = -1
        var index = heads[rowIndex]
        while index >= 0, cells[Int(index)].x < x32 {
            previous = index
            index = cells[Int(index)].next
        }
        if index >= 0, cells[Int(index)].x == x32 {
            cells[Int(index)].cover += cover
            cells[Int(index)].area += area
        } else {
            let new = Int32(cells.count)
            cells.append(Cell(x: x32, next: index, cover: cover, area: area))
            if previous >= 0 { cells[Int(previous)].next = new } else { heads[rowIndex] = new }
            index = new
        }
        lastRow = row
        lastX = x32
        lastIndex = index
    }

    /// Sweeps every row: `span(y, x0, x1, coverage)` for runs of equal coverage between cells,
    /// `pixel(y, x, coverage)` at cells; coverage is 1...255 (zero is never reported).
    func sweep(rule: FillRule, span: (Int, Int, Int, UInt32) -> Void, pixel: (Int, Int, UInt32) -> Void) {
        @inline(__always) func byte(_ winding: Double) -> UInt32 {
            UInt32(Swift.min(255, rule.coverage(winding) * 255 + 0.5))
        }
        cells.withUnsafeBufferPointer { cells in
            for rowIndex in 0..<clip.height {
                var index = heads[rowIndex]
                guard index >= 0 else { continue }
                let y = clip.y + rowIndex
                var sum: Double = 0
                var x = clip.x
                while index >= 0 {
                    let cell = cells[Int(index)]
                    let cellX = Int(cell.x)
                    if cellX > x {
                        let c = byte(sum)
                        if c > 0 { span(y, x, cellX, c) }
                    }
                    if cellX < clip.maxX {
                        let c = byte(sum + cell.cover - cell.area)
                        if c > 0 { pixel(y, cellX, c) }
                    }
                    sum += cell.cover
                    x = cellX + 1
                    index = cell.next
                }
                if x < clip.maxX {
                    let c = byte(sum)
                    if c > 0 { span(y, x, clip.maxX, c) }
                }
            }
        }
    }
}
