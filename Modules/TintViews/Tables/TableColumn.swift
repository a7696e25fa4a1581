import Foundation

/// A table's columns, as SwiftUI's `TableColumnContent`: a `TableColumn`, or several built by
/// `TableColumnBuilder`.
@MainActor
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of the rows the columns show.
    associatedtype TableRowValue: Identifiable
    /// How a column sorts its rows (`KeyPathComparator`), or `Never` for columns that do not.
    associatedtype TableColumnSortComparator
    /// The columns, erased. Public because it is the requirement of the public protocol, as
    /// SwiftUI's `TableColumnContent` carries an underscored requirement; apps never spell it.
    var _tableColumns: [_TableColumnEntry<TableRowValue>] { get }
}

/// One column of a table, erased: its title, its cells, its width and how it sorts.
/// Public because it is the requirement of the public `TableColumnContent`; apps never spell it.
public struct _TableColumnEntry<RowValue> {
    let label: AnyView
    let cell: @MainActor (RowValue) -> AnyView
    var width = TableColumnWidth()
    /// How clicking the header sorts (a `SortComparator` of the table's sort type), or nil.
    let comparator: (any SortComparator)?
}

/// A column's width: fixed, or between a least and a most with an ideal.
struct TableColumnWidth: Equatable {
    var min: CGFloat? = nil
    var ideal: CGFloat? = nil
    var max: CGFloat? = nil

    /// Fixed at `width`.
    static func fixed(_ width: CGFloat) -> TableColumnWidth {
        TableColumnWidth(min: width, ideal: width, max: width)
    }
}

/// A column of a table, as SwiftUI's `TableColumn`: a title, and a cell for each row, built
/// from the row's value; a column made with a `value` key path sorts the table by it when its
/// header is clicked (the table's `sortOrder` changes; the app sorts its rows, as in SwiftUI).
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort

    var entry: _TableColumnEntry<RowValue>

    public var _tableColumns: [_TableColumnEntry<RowValue>] { [entry] }

    init(label: Label, comparator: (any SortComparator)?, cell: @escaping @MainActor (RowValue) -> Content) {
        entry = _TableColumnEntry(label: AnyView(label), cell: { AnyView(cell($0)) }, comparator: comparator)
    }

    /// This column `width` points wide.
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var copy = self
        if let width { copy.entry.width = .fixed(LayoutInput.length(width, name: "TableColumn width")) }
        return copy
    }

    /// This column between `min` and `max` points wide, `ideal` when there is room.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var copy = self
        copy.entry.width = TableColumnWidth(min: LayoutInput.length(min, name: "TableColumn minimum width"),
                                            ideal: LayoutInput.length(ideal, name: "TableColumn ideal width"),
                                            max: LayoutInput.length(max, name: "TableColumn maximum width"))
        return copy
    }

    /// Accepted: Tint's tables have no column customization yet, so every column shows.
    public func customizationID(_ id: String) -> TableColumn { self }
}

// A text column: the title and each row's string at `value`, sorted by it.
extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String> & Sendable) {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value)) { row in Text(verbatim: row[keyPath: value]) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String> & Sendable) {
        self.init(label: Text(title), comparator: KeyPathComparator(value)) { row in Text(verbatim: row[keyPath: value]) }
    }

    /// The same, with the strings compared by `comparator` (`.localizedStandard`).
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String> & Sendable, comparator: String.StandardComparator) {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator)) { row in Text(verbatim: row[keyPath: value]) }
    }
}

// A column of any content, sorted by the comparable value at `value`.
extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable,
                               @ViewBuilder content: @escaping @MainActor (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value), cell: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V> & Sendable,
                                                  @ViewBuilder content: @escaping @MainActor (RowValue) -> Content) {
        self.init(label: Text(title), comparator: KeyPathComparator(value), cell: content)
    }
}

// A column that does not sort.
extension TableColumn where Sort == Never, Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: nil, cell: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content) {
        self.init(label: Text(title), comparator: nil, cell: content)
    }
}

// A column sorted by a comparator of the app's own.
extension TableColumn where Label == Text {
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
                @ViewBuilder content: @escaping @MainActor (RowValue) -> Content) where Sort: SortComparator, Sort.Compared == RowValue {
        self.init(label: Text(titleKey), comparator: comparator, cell: content)
    }

    public init<V>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable, comparator: some SortComparator<V>,
                   @ViewBuilder content: @escaping @MainActor (RowValue) -> Content) where Sort == KeyPathComparator<RowValue> {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator), cell: content)
    }
}

// A column titled by a view.
extension TableColumn where Sort == Never {
    public init(@ViewBuilder content: @escaping @MainActor (RowValue) -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), comparator: nil, cell: content)
    }
}

/// Several columns, as `TableColumnBuilder` makes them.
public struct _TableColumnList<RowValue: Identifiable, Sort>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public let _tableColumns: [_TableColumnEntry<RowValue>]
}

/// Builds a table's columns, as SwiftUI's `TableColumnBuilder`: columns one after another,
/// with `if` and `if`-`else` choosing among them.
@resultBuilder
@MainActor
public enum TableColumnBuilder<RowValue: Identifiable, Sort> {
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> [_TableColumnEntry<RowValue>]
    where Column.TableRowValue == RowValue {
        column._tableColumns
    }

    public static func buildBlock(_ parts: [_TableColumnEntry<RowValue>]...) -> [_TableColumnEntry<RowValue>] {
        parts.flatMap { $0 }
    }

    public static func buildOptional(_ part: [_TableColumnEntry<RowValue>]?) -> [_TableColumnEntry<RowValue>] { part ?? [] }

    public static func buildEither(first part: [_TableColumnEntry<RowValue>]) -> [_TableColumnEntry<RowValue>] { part }

    public static func buildEither(second part: [_TableColumnEntry<RowValue>]) -> [_TableColumnEntry<RowValue>] { part }

    public static func buildLimitedAvailability(_ part: [_TableColumnEntry<RowValue>]) -> [_TableColumnEntry<RowValue>] { part }

    public static func buildFinalResult(_ parts: [_TableColumnEntry<RowValue>]) -> _TableColumnList<RowValue, Sort> {
        _TableColumnList(_tableColumns: parts)
    }
}
