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

/// The layout of `Grid`: rows of cells whose columns line up. Each column is as wide as its
/// widest cell and each row as tall as its tallest; a row of one cell marked as spanning
/// (`spans`) takes the whole width.
public struct GridTableLayout: Layout, Equatable, Sendable {
    /// The number of cells in each row, in order; the cells follow one another in the subviews.
    public var rowCounts: [Int]
    /// For each row, whether its one cell spans every column (a view in a `Grid` outside any
    /// `GridRow`).
    public var spans: [Bool]
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(rowCounts: [Int], spans: [Bool], alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?) {
        self.rowCounts = rowCounts
        self.spans = spans
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing.map { LayoutInput.length($0, name: "Grid horizontalSpacing") }
        self.verticalSpacing = verticalSpacing.map { LayoutInput.length($0, name: "Grid verticalSpacing") }
    }

    private var columnGap: CGFloat { horizontalSpacing ?? defaultStackSpacing }
    private var rowGap: CGFloat { verticalSpacing ?? defaultStackSpacing }

    /// Column widths, row heights and each row's first subview.
    private func measure(_ subviews: Subviews) -> (columns: [CGFloat], rows: [CGFloat], starts: [Int]) {
        let columnCount = zip(rowCounts, spans).map { $1 ? 0 : $0 }.max() ?? 0
        var columns = [CGFloat](repeating: 0, count: columnCount)
        var starts: [Int] = []
        var index = 0
        var ideal: [CGSize] = []
        for count in rowCounts {
            starts.append(index)
            for _ in 0..<count where index < subviews.count {
                ideal.append(subviews[index].sizeThatFits(.unspecified))
                index += 1
            }
        }
        for (row, count) in rowCounts.enumerated() where !spans[row] {
            for column in 0..<count where starts[row] + column < ideal.count {
                columns[column] = Swift.max(columns[column], ideal[starts[row] + column].width)
            }
        }
        let rows = rowCounts.enumerated().map { row, count in
            (0..<count).reduce(CGFloat(0)) { longest, column in
                let index = starts[row] + column
                return index < ideal.count ? Swift.max(longest, ideal[index].height) : longest
            }
        }
        return (columns, rows, starts)
    }

    private func total(_ lengths: [CGFloat], _ gap: CGFloat) -> CGFloat {
        lengths.reduce(0, +) + gap * CGFloat(Swift.max(0, lengths.count - 1))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (columns, rows, _) = measure(subviews)
        return CGSize(width: total(columns, columnGap), height: total(rows, rowGap))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (columns, rows, starts) = measure(subviews)
        let width = total(columns, columnGap)
        var y = bounds.minY
        for (row, height) in rows.enumerated() {
            var x = bounds.minX
            for column in 0..<rowCounts[row] {
                let index = starts[row] + column
                guard index < subviews.count else { break }
                let cellWidth = spans[row] ? width : (column < columns.count ? columns[column] : 0)
                let cell = CGRect(x: x, y: y, width: cellWidth, height: height)
                AlignmentGuides.place(subviews[index], in: cell, proposal: ProposedViewSize(width: cellWidth, height: height), alignment: alignment)
                x += cellWidth + columnGap
            }
            y += height + rowGap
        }
    }
}
