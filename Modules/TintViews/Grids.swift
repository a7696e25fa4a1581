/// A column of a `LazyVGrid` or a row of a `LazyHGrid`, as SwiftUI's `GridItem`.
public struct GridItem: Equatable, Sendable {
    /// How large the track is.
    public enum Size: Equatable, Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the room left, within the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit in a share of the room left.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    var track: GridTrack {
        let trackSize: GridTrack.Size = switch size {
        case .fixed(let length): .fixed(length)
        case .flexible(let minimum, let maximum): .flexible(minimum: minimum, maximum: maximum)
        case .adaptive(let minimum, let maximum): .adaptive(minimum: minimum, maximum: maximum)
        }
        return GridTrack(size: trackSize, spacing: spacing, alignment: alignment)
    }
}

/// Views pinned while their section scrolls, as SwiftUI's `PinnedScrollableViews` (accepted;
/// Tint does not pin yet).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Cells in columns, filled row by row, as SwiftUI's `LazyVGrid` (`LazyGridLayout`): with a
/// `ForEach` as its content, only the lines of cells in view (in a `ScrollView`, the viewport)
/// plus a few lines of overscan are built, as in `LazyVStack`.
public struct LazyVGrid<Content: View>: View {
    public typealias Body = Never
    public let layout: LazyGridLayout
    public let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(tracks: columns.map(\.track), axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        self.content = content()
    }
}

/// Cells in rows, filled column by column, as SwiftUI's `LazyHGrid` (lazy as `LazyVGrid`).
public struct LazyHGrid<Content: View>: View {
    public typealias Body = Never
    public let layout: LazyGridLayout
    public let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(tracks: rows.map(\.track), axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        self.content = content()
    }
}

/// A table of views whose columns line up, as SwiftUI's `Grid`: each `GridRow` is a row; a view
/// outside any `GridRow` takes a row of its own across every column.
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public var body: some View {
        var cells: [_ViewListItem] = []
        var counts: [Int] = []
        var spans: [Bool] = []
        var rowAlignments: [VerticalAlignment?] = []
        for item in _ViewList(content).items {
            if let row = item.view.view as? any _GridRowContent {
                let rowCells = row._cells()
                cells += rowCells
                counts.append(rowCells.count)
                spans.append(false)
                rowAlignments.append(row._alignment)
            } else {
                cells.append(item)
                counts.append(1)
                spans.append(true)
                rowAlignments.append(nil)
            }
        }
        let layout = GridTableLayout(rowCounts: counts, spans: spans, rowAlignments: rowAlignments, alignment: alignment,
                                     horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        return layout {
            ForEach(cells) { $0.view }
        }
    }
}

/// A row of a `Grid`, as SwiftUI's `GridRow`; outside a grid its cells show in a row.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: some View {
        HStack(alignment: alignment ?? .center) { content }
    }
}

/// A `GridRow` seen through `AnyView`: its cells.
@MainActor
protocol _GridRowContent {
    func _cells() -> [_ViewListItem]
    var _alignment: VerticalAlignment? { get }
}

extension GridRow: _GridRowContent {
    func _cells() -> [_ViewListItem] { _ViewList(content).items }
    var _alignment: VerticalAlignment? { alignment }
}

/// A grid's layout as a value, as SwiftUI's `GridLayout`: `GridLayout(...) { GridRow { ... } }`
/// is a `Grid`. Used as a `Layout` itself (through `AnyLayout`), each subview is a row of its
/// own across the grid.
public struct GridLayout: Layout, Equatable, Sendable {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The grid of `content`'s rows.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> Grid<V> {
        Grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, content: content)
    }

    private func rows(_ count: Int) -> GridTableLayout {
        GridTableLayout(rowCounts: Array(repeating: 1, count: count), spans: Array(repeating: true, count: count), alignment: alignment,
                        horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        rows(subviews.count).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        rows(subviews.count).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

extension View {
    /// Makes this `Grid` cell span `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        if count < 1 { RuntimeWarnings.emit("gridCellColumns(\(count)): a cell spans at least one column; using 1", fix: "pass a count of 1 or more") }
        return layoutValue(key: _GridCellColumns.self, value: Swift.max(count, 1))
    }

    /// Places this view at `anchor` in its `Grid` cell, over the grid's and column's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: _GridCellAnchor.self, value: anchor)
    }

    /// Leaves this cell's column width (`.horizontal`) or row height (`.vertical`) to the other
    /// cells: a flexible view fills what they need without growing the grid.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: _GridCellUnsizedAxes.self, value: axes)
    }

    /// Aligns every cell of this view's `Grid` column horizontally by `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: _GridColumnAlignment.self, value: guide)
    }
}
