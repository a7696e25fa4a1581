import TintCore

/// One column of a vertical grid or one row of a horizontal one, as SwiftUI's `GridItem`.
public struct GridTrack: Equatable, Sendable {
    /// How wide a grid track is: fixed, flexible between bounds, or adaptive (as many as fit),
    /// as SwiftUI's `GridItem.Size`.
    public enum Size: Equatable, Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat, maximum: CGFloat)
        case adaptive(minimum: CGFloat, maximum: CGFloat)
    }

    public var size: Size
    /// The space after this track (`nil`: the default spacing).
    public var spacing: CGFloat?
    /// Where a cell sits in this track (`nil`: the grid's alignment).
    public var alignment: Alignment?

    public init(size: Size, spacing: CGFloat?, alignment: Alignment?) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The layout of `LazyVGrid` and `LazyHGrid`: cells fill the tracks (columns of a vertical grid,
/// rows of a horizontal one) in order, a line at a time. Fixed tracks take their size; the
/// space left is shared by the flexible and adaptive tracks, each flexible track clamped to its
/// bounds and each adaptive one split into as many tracks of at least its minimum as fit. A
/// line is as long as its longest cell; cells sit in their track by its alignment.
///
/// Lazily: of `itemCount` cells only those from `firstItem` on are subviews (the built ones);
/// lines not built count at the average length of the built ones, as in `LazyStackLayout`.
public struct LazyGridLayout: Layout, Equatable, Sendable {
    public var tracks: [GridTrack]
    /// `.vertical`: the tracks are columns and lines go down; `.horizontal`: the reverse.
    public var axis: Axis
    public var alignment: Alignment
    /// The space between lines (`nil`: the default spacing).
    public var spacing: CGFloat?
    /// All cells, built or not; `nil` when every cell is a subview.
    public var itemCount: Int?
    /// The cell of the first subview.
    public var firstItem: Int

    public init(tracks: [GridTrack], axis: Axis, alignment: Alignment, spacing: CGFloat?, itemCount: Int? = nil, firstItem: Int = 0) {
        self.tracks = tracks
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing.map { LayoutInput.length($0, name: "grid spacing") }
        self.itemCount = itemCount
        self.firstItem = firstItem
    }

    /// The tracks' lengths and the spacing after each, for `available` points across them
    /// (`nil`: each at its smallest).
    public func resolvedTracks(_ available: CGFloat?) -> [(length: CGFloat, spacing: CGFloat, alignment: Alignment?)] {
        let gaps = tracks.map { LayoutInput.length($0.spacing ?? defaultStackSpacing, name: "grid item spacing") }
        var fixed: CGFloat = 0
        var shared = 0
        for (index, track) in tracks.enumerated() {
            if index < tracks.count - 1 { fixed += gaps[index] }
            if case .fixed(let length) = track.size { fixed += LayoutInput.length(length, name: "grid item size") } else { shared += 1 }
        }
        let share = available.map { Swift.max(0, ($0.isFinite ? $0 : 0) - fixed) / CGFloat(Swift.max(shared, 1)) }
        var result: [(length: CGFloat, spacing: CGFloat, alignment: Alignment?)] = []
        for (index, track) in tracks.enumerated() {
            let gap = gaps[index]
            switch track.size {
            case .fixed(let length):
                result.append((LayoutInput.length(length, name: "grid item size"), gap, track.alignment))
            case .flexible(let minimum, let maximum):
                let low = LayoutInput.length(minimum, name: "grid item minimum"), high = Swift.max(low, maximum.isNaN ? .infinity : maximum)
                result.append((Swift.min(Swift.max(share ?? low, low), high), gap, track.alignment))
            case .adaptive(let minimum, let maximum):
                let low = Swift.max(1, LayoutInput.length(minimum, name: "grid item minimum")), high = Swift.max(low, maximum.isNaN ? .infinity : maximum)
                let room = share ?? low
                // At most 10,000 tracks: a huge width must not make an uncountable grid.
                let fit = ((room + gap) / (low + gap)).rounded(.down)
                let count = fit.isFinite ? Swift.max(1, Int(Swift.min(fit, 10_000))) : 1
                let length = Swift.min(Swift.max((room - gap * CGFloat(count - 1)) / CGFloat(count), low), high)
                for _ in 0..<count { result.append((length, gap, track.alignment)) }
            }
        }
        return result
    }

    /// How many cells a line holds when the grid is `available` points across its tracks.
    public func cellsPerLine(_ available: CGFloat?) -> Int { Swift.max(1, resolvedTracks(available).count) }

    private func across(_ size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }
    private func along(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }

    /// The tracks for `proposal`, the line of the first subview, and each built line's length.
    private func measure(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (tracks: [(length: CGFloat, spacing: CGFloat, alignment: Alignment?)], firstLine: Int, lines: [CGFloat]) {
        let available = axis == .vertical ? proposal.width : proposal.height
        let resolved = resolvedTracks(available)
        guard !resolved.isEmpty else { return ([], 0, []) }
        let first = itemCount == nil ? 0 : firstItem
        let firstLine = first / resolved.count
        var lines: [CGFloat] = []
        for (offset, subview) in subviews.enumerated() {
            let item = first + offset
            let line = item / resolved.count - firstLine
            let cell = axis == .vertical ? ProposedViewSize(width: resolved[item % resolved.count].length, height: nil)
                : ProposedViewSize(width: nil, height: resolved[item % resolved.count].length)
            let length = along(subview.sizeThatFits(cell))
            if line < lines.count { lines[line] = Swift.max(lines[line], length) } else { lines.append(length) }
        }
        return (resolved, firstLine, lines)
    }

    private var lineSpacing: CGFloat { spacing ?? defaultStackSpacing }

    /// The average length of a built line (what an unbuilt line counts at).
    private func estimate(_ lines: [CGFloat]) -> CGFloat {
        lines.isEmpty ? 0 : lines.reduce(0, +) / CGFloat(lines.count)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (tracks, _, lines) = measure(proposal, subviews)
        let width = tracks.enumerated().reduce(CGFloat(0)) { $0 + $1.element.length + ($1.offset < tracks.count - 1 ? $1.element.spacing : 0) }
        let lineCount = tracks.isEmpty ? 0 : Swift.max(lines.count, ((itemCount ?? subviews.count) + tracks.count - 1) / tracks.count)
        let length = lines.reduce(0, +) + CGFloat(lineCount - lines.count) * estimate(lines) + lineSpacing * CGFloat(Swift.max(0, lineCount - 1))
        return axis == .vertical ? CGSize(width: width, height: length) : CGSize(width: length, height: width)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (tracks, firstLine, lines) = measure(proposal, subviews)
        guard !tracks.isEmpty else { return }
        let first = itemCount == nil ? 0 : firstItem
        // Built lines sit where the estimate puts their first line.
        var lineStart = (axis == .vertical ? bounds.minY : bounds.minX) + CGFloat(firstLine) * (estimate(lines) + lineSpacing)
        var trackStart = axis == .vertical ? bounds.minX : bounds.minY
        var currentLine = 0
        for (offset, subview) in subviews.enumerated() {
            let item = first + offset
            let line = item / tracks.count - firstLine
            while currentLine < line {
                lineStart += lines[currentLine] + lineSpacing
                currentLine += 1
                trackStart = axis == .vertical ? bounds.minX : bounds.minY
            }
            let column = item % tracks.count
            if offset == 0 {
                // A first built cell in mid-line starts at its own track.
                for previous in 0..<column { trackStart += tracks[previous].length + tracks[previous].spacing }
            }
            let track = tracks[column]
            let lineLength = lines[line]
            let cell = axis == .vertical
                ? CGRect(x: trackStart, y: lineStart, width: track.length, height: lineLength)
                : CGRect(x: lineStart, y: trackStart, width: lineLength, height: track.length)
            let cellProposal = axis == .vertical ? ProposedViewSize(width: track.length, height: nil) : ProposedViewSize(width: nil, height: track.length)
            AlignmentGuides.place(subview, in: cell, proposal: cellProposal, alignment: track.alignment ?? alignment)
            trackStart += track.length + track.spacing
        }
    }
}

/// How many columns a `Grid` cell spans (`.gridCellColumns`).
public struct _GridCellColumns: LayoutValueKey { public static let defaultValue = 1 }
/// Where a `Grid` cell's view sits in its cell (`.gridCellAnchor`); `nil`: the grid's alignment.
public struct _GridCellAnchor: LayoutValueKey { public static let defaultValue: UnitPoint? = nil }
/// The axes along which a `Grid` cell does not size its column or row (`.gridCellUnsizedAxes`).
public struct _GridCellUnsizedAxes: LayoutValueKey { public static let defaultValue: Axis.Set = [] }
/// The horizontal alignment of a `Grid` cell's whole column (`.gridColumnAlignment`).
public struct _GridColumnAlignment: LayoutValueKey { public static let defaultValue: HorizontalAlignment? = nil }

/// The layout of `Grid`: rows of cells whose columns line up. Each column is as wide as its
/// widest cell and each row as tall as its tallest; a row of one cell marked as spanning
/// (`spans`) takes the whole width. A cell may span several columns (`.gridCellColumns`: the
/// columns widen equally when it is wider than they are), leave its column's width or its
/// row's height to the other cells (`.gridCellUnsizedAxes`), and sit at an anchor of its cell
/// (`.gridCellAnchor`); a column may align its cells its own way (`.gridColumnAlignment`), a row
/// vertically (`GridRow(alignment:)`).
public struct GridTableLayout: Layout, Equatable, Sendable {
    /// The number of cells in each row, in order; the cells follow one another in the subviews.
    public var rowCounts: [Int]
    /// For each row, whether its one cell spans every column (a view in a `Grid` outside any
    /// `GridRow`).
    public var spans: [Bool]
    /// Each row's vertical alignment (`GridRow(alignment:)`); `nil`: the grid's.
    public var rowAlignments: [VerticalAlignment?]
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(rowCounts: [Int], spans: [Bool], rowAlignments: [VerticalAlignment?] = [], alignment: Alignment,
                horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?) {
        self.rowCounts = rowCounts
        self.spans = spans
        self.rowAlignments = rowAlignments
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing.map { LayoutInput.length($0, name: "Grid horizontalSpacing") }
        self.verticalSpacing = verticalSpacing.map { LayoutInput.length($0, name: "Grid verticalSpacing") }
    }

    private var columnGap: CGFloat { horizontalSpacing ?? defaultStackSpacing }
    private var rowGap: CGFloat { verticalSpacing ?? defaultStackSpacing }

    /// Where each cell is in the table, and what it asks of it.
    private struct Cell {
        var index: Int
        var row: Int
        var column: Int
        var columns: Int
        var ideal: CGSize
        var unsized: Axis.Set
    }

    private struct Table {
        var cells: [Cell] = []
        var columns: [CGFloat] = []
        var rows: [CGFloat] = []
        var columnAlignments: [HorizontalAlignment?] = []
    }

    @MainActor
    private func measure(_ subviews: Subviews) -> Table {
        var table = Table()
        var index = 0
        for (row, count) in rowCounts.enumerated() {
            var column = 0
            for _ in 0..<count where index < subviews.count {
                let subview = subviews[index]
                let span = spans[row] ? 0 : Swift.min(Swift.max(subview[_GridCellColumns.self], 1), 1_000)
                table.cells.append(Cell(index: index, row: row, column: column, columns: span,
                                        ideal: subview.sizeThatFits(.unspecified), unsized: subview[_GridCellUnsizedAxes.self]))
                column += span
                index += 1
            }
        }
        let columnCount = table.cells.map { $0.column + $0.columns }.max() ?? 0
        table.columns = [CGFloat](repeating: 0, count: columnCount)
        table.columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        for cell in table.cells where cell.columns == 1 {
            if !cell.unsized.contains(.horizontal) {
                table.columns[cell.column] = Swift.max(table.columns[cell.column], cell.ideal.width)
            }
            if table.columnAlignments[cell.column] == nil, let aligned = subviews[cell.index][_GridColumnAlignment.self] {
                table.columnAlignments[cell.column] = aligned
            }
        }
        // A cell across several columns wider than they are together widens them equally.
        for cell in table.cells where cell.columns > 1 && !cell.unsized.contains(.horizontal) {
            let range = cell.column..<(cell.column + cell.columns)
            let width = table.columns[range].reduce(0, +) + columnGap * CGFloat(cell.columns - 1)
            if cell.ideal.width > width {
                let share = (cell.ideal.width - width) / CGFloat(cell.columns)
                for column in range { table.columns[column] += share }
            }
        }
        table.rows = [CGFloat](repeating: 0, count: rowCounts.count)
        for cell in table.cells where !cell.unsized.contains(.vertical) {
            table.rows[cell.row] = Swift.max(table.rows[cell.row], cell.ideal.height)
        }
        return table
    }

    private func total(_ lengths: [CGFloat], _ gap: CGFloat) -> CGFloat {
        lengths.reduce(0, +) + gap * CGFloat(Swift.max(0, lengths.count - 1))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let table = measure(subviews)
        return CGSize(width: total(table.columns, columnGap), height: total(table.rows, rowGap))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let table = measure(subviews)
        let width = total(table.columns, columnGap)
        var columnStarts: [CGFloat] = []
        var x = bounds.minX
        for column in table.columns {
            columnStarts.append(x)
            x += column + columnGap
        }
        var rowStarts: [CGFloat] = []
        var y = bounds.minY
        for row in table.rows {
            rowStarts.append(y)
            y += row + rowGap
        }
        for cell in table.cells {
            let isSpan = cell.columns == 0
            let range = cell.column..<Swift.min(cell.column + cell.columns, table.columns.count)
            let cellWidth = isSpan ? width : table.columns[range].reduce(0, +) + columnGap * CGFloat(Swift.max(0, range.count - 1))
            let frame = CGRect(x: isSpan || range.isEmpty ? bounds.minX : columnStarts[cell.column], y: rowStarts[cell.row],
                               width: cellWidth, height: table.rows[cell.row])
            let cellProposal = ProposedViewSize(width: frame.width, height: frame.height)
            let subview = subviews[cell.index]
            if let anchor = subview[_GridCellAnchor.self] {
                subview.place(at: CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height),
                              anchor: anchor, proposal: cellProposal)
                continue
            }
            let horizontal = isSpan || range.count != 1 ? alignment.horizontal : table.columnAlignments[cell.column] ?? alignment.horizontal
            let vertical = cell.row < rowAlignments.count ? rowAlignments[cell.row] ?? alignment.vertical : alignment.vertical
            AlignmentGuides.place(subview, in: frame, proposal: cellProposal, alignment: Alignment(horizontal: horizontal, vertical: vertical))
        }
    }
}
