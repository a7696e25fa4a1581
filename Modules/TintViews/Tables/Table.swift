import TintBoxes

import Foundation

/// Rows of values shown in columns, as SwiftUI's `Table` on macOS: a header of column titles,
/// then a row per value, a cell per column. Rows select as a `List`'s do (click, Shift, Ctrl,
/// the arrows) and are built lazily, as a `List`'s are: a table of 100,000 rows opens and
/// scrolls at the cost of one screen. Clicking the title of a sortable column (one made with a
/// `value` key path, or `sortUsing:`) makes it the first key of `sortOrder`, or reverses it
/// when it is already; the app sorts its rows when the order changes, as in SwiftUI.
///
/// Columns share the width the table does not give to columns of fixed width, each within its
/// own least and most (`TableColumn.width`); a cell's content never moves a column.
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    let rows: Rows
    let columns: Columns
    let selection: Selection
    let sorting: TableSorting?

    @Environment(\._tableStyle) private var style
    @Environment(\._alternatingRows) private var alternatingRows
    @Environment(\._tableColumnHeaders) private var headers

    /// How the table's rows select, with the binding's own type.
    enum Selection {
        case none
        case single(Binding<Value.ID?>)
        case multiple(Binding<Set<Value.ID>>)
    }

    init(rows: Rows, columns: Columns, selection: Selection, sorting: TableSorting?) {
        self.rows = rows
        self.columns = columns
        self.selection = selection
        self.sorting = sorting
    }

    public var body: some View {
        let columns = self.columns._tableColumns
        let widths = columns.map(\.width)
        let alternates = style.alternates ?? alternatingRows.alternates ?? true
        return VStack(alignment: .leading, spacing: 0) {
            if headers != .hidden {
                // The directions are worked out here, where the sort order is read: compared
                // as values, a new order runs the header's body (its chevrons follow).
                let sorting = self.sorting
                _TableHeader(labels: columns.map(\.label), widths: widths,
                             directions: columns.map { column in column.comparator.flatMap { sorting?.direction($0) } },
                             comparators: columns.map(\.comparator), sorting: sorting)
            }
            rowList(columns, widths: widths)
                .environment(\._listStyle, _ListStyleKind(base: .table, alternatesRowBackgrounds: alternates))
        }
        .background(Color._windowBackground)
        .overlay {
            if style.bordered { Rectangle().stroke(Color._controlBorder, lineWidth: 1) }
        }
        // A reader's table: the column headers, then a row of cells per value.
        ._accessibility { mark in
            mark.role = .table
            mark.children = .contain
        }
    }

    @ViewBuilder private func rowList(_ columns: [_TableColumnEntry<Value>], widths: [TableColumnWidth]) -> some View {
        let rows = ForEach(self.rows._tableRows) { value in
            _TableCells(cells: columns.map { $0.cell(value) }, widths: widths)
        }
        switch selection {
        case .none: List { rows }
        case .single(let binding): List(selection: binding) { rows }
        case .multiple(let binding): List(selection: binding) { rows }
        }
    }
}

/// A table's sort order, seen through its columns' comparators (each of the order's own type).
struct TableSorting {
    /// The direction of the order's first key, when it is `comparator` (either way).
    let direction: @MainActor (any SortComparator) -> SortOrder?
    /// Makes `comparator` the first key, or reverses it when it already is.
    let click: @MainActor (any SortComparator) -> Void

    init<Sort: SortComparator>(_ order: Binding<[Sort]>) {
        func forward(_ comparator: Sort) -> Sort {
            var copy = comparator
            copy.order = .forward
            return copy
        }
        direction = { column in
            guard let column = column as? Sort, let first = order.wrappedValue.first, forward(first) == forward(column) else { return nil }
            return first.order
        }
        click = { column in
            guard let column = column as? Sort else { return }
            var keys = order.wrappedValue
            if let first = keys.first, forward(first) == forward(column) {
                keys[0].order = first.order == .forward ? .reverse : .forward
            } else {
                keys.removeAll { forward($0) == forward(column) }
                keys.insert(forward(column), at: 0)
            }
            order.wrappedValue = keys
        }
    }
}

/// How a column's cells and title fill its width (`TableColumnWidth`).
struct _TableColumnFrame: ViewModifier {
    let width: TableColumnWidth

    func body(content: Content) -> some View {
        content
            .lineLimit(1)
            .padding(.horizontal, 4)
            .frame(minWidth: width.min ?? 0, idealWidth: width.ideal, maxWidth: width.max ?? .infinity, alignment: .leading)
    }
}

/// One row's cells, each in its column's width.
struct _TableCells: View {
    let cells: [AnyView]
    let widths: [TableColumnWidth]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(cells.indices, id: \.self) { index in
                cells[index].modifier(_TableColumnFrame(width: widths[index]))
                    ._accessibility { mark in
                        mark.role = .tableCell
                        mark.children = .contain
                    }
            }
        }
    }
}

/// A table's header: each column's title in its column's width, a divider between them, and
/// a chevron on the column the rows are sorted by; a sortable column's title sorts by it when
/// clicked.
struct _TableHeader: View {
    let labels: [AnyView]
    let widths: [TableColumnWidth]
    /// Each column's sort direction when the rows are sorted by it first.
    let directions: [SortOrder?]
    @DiffIgnored var comparators: [(any SortComparator)?]
    @DiffIgnored var sorting: TableSorting?

    var body: some View {
        HStack(spacing: 0) {
            ForEach(labels.indices, id: \.self) { index in
                cell(index)
            }
        }
        .font(.headline)
        .padding(.horizontal, 8)
        .frame(minHeight: 24)
        .background(Color._barBackground)
        .overlay(alignment: .bottom) { Color._separator.frame(height: 1) }
    }

    @ViewBuilder private func cell(_ index: Int) -> some View {
        let direction = directions[index]
        let title = HStack(spacing: 4) {
            // The title first: the chevron and the space give way to it.
            labels[index].layoutPriority(1)
            Spacer(minLength: 0)
            if let direction {
                Image(systemName: direction == .forward ? "chevron.up" : "chevron.down").font(.caption).accessibilityHidden(true)
            }
        }
        .modifier(_TableColumnFrame(width: widths[index]))
        // A reader's column header, saying which way the rows are sorted by it.
        ._accessibility { mark in
            mark.role = .tableColumnHeader
            if let direction { mark.attributes["sort"] = direction == .forward ? "ascending" : "descending" }
        }
        .overlay(alignment: .trailing) {
            if index < labels.count - 1 { Color._separator.frame(width: 1).padding(.vertical, 4) }
        }
        if let comparator = comparators[index], let sorting {
            title.contentShape(Rectangle()).onTapGesture { sorting.click(comparator) }
        } else {
            title
        }
    }
}

// MARK: Initializers

extension Table {
    /// A table of a row per element of `data`.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .none, sorting: nil)
    }

    /// The same, with one row selectable at a time.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection), sorting: nil)
    }

    /// The same, with any set of rows selectable.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection), sorting: nil)
    }

    /// A table of a row per element of `data`, sorted by clicking its columns' titles.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, sortOrder: Binding<[Sort]>,
                                                                     @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .none, sorting: TableSorting(sortOrder))
    }

    /// The same, with one row selectable at a time.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                                                                     @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection), sorting: TableSorting(sortOrder))
    }

    /// The same, with any set of rows selectable.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
                                                                     @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection), sorting: TableSorting(sortOrder))
    }

    /// A table of the rows `rows` builds (`TableRow`s, `ForEach`es of them).
    public init(of valueType: Value.Type = Value.self, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: .none, sorting: nil)
    }

    /// The same, with one row selectable at a time.
    public init(of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: .single(selection), sorting: nil)
    }

    /// The same, with any set of rows selectable.
    public init(of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection), sorting: nil)
    }

    /// Built rows, sorted by clicking the columns' titles.
    public init<Sort: SortComparator>(of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: .none, sorting: TableSorting(sortOrder))
    }

    /// The same, with one row selectable at a time.
    public init<Sort: SortComparator>(of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: .single(selection), sorting: TableSorting(sortOrder))
    }

    /// The same, with any set of rows selectable.
    public init<Sort: SortComparator>(of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection), sorting: TableSorting(sortOrder))
    }
}
