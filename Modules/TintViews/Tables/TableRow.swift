import Foundation

/// A table's rows, as SwiftUI's `TableRowContent`: a `TableRow`, a `ForEach` of them, or
/// several built by `TableRowBuilder`.
@MainActor
public protocol TableRowContent<TableRowValue> {
    /// The type of value each row shows.
    associatedtype TableRowValue: Identifiable
    /// The rows, as a collection built as it is read. Public because it is the requirement of
    /// the public protocol; apps never spell it.
    var _tableRows: _TableRowList<TableRowValue> { get }
}

/// One row of a table, showing `value`, as SwiftUI's `TableRow`.
///
/// Also a `View` that shows nothing, so that `ForEach(rows) { TableRow($0) }` can hold it:
/// Tint's `ForEach` takes view content only. Outside a table it draws nothing.
public struct TableRow<Value: Identifiable>: TableRowContent, View {
    public typealias TableRowValue = Value
    let value: Value

    public var body: some View { EmptyView() }

    public init(_ value: Value) {
        self.value = value
    }

    public var _tableRows: _TableRowList<Value> { _TableRowList(values: [value]) }
}

/// A table's rows in order, read as they are shown (`_Stretches`): a table of 100,000 rows
/// builds only those on screen.
public typealias _TableRowList<Value: Identifiable> = _Stretches<Value>

extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue

    /// A `ForEach` of `TableRow`s is read a row at a time as rows are shown; other content is
    /// gathered whole.
    public var _tableRows: _TableRowList<Content.TableRowValue> {
        // Read as the table shows its rows, on the main actor, as this runs.
        nonisolated(unsafe) let data = self.data
        let content = self.content
        if Content.self == TableRow<Content.TableRowValue>.self {
            var rows = _TableRowList<Content.TableRowValue>()
            rows.append(count: data.count) { offset in
                (content(data[data.index(data.startIndex, offsetBy: offset)]) as! TableRow<Content.TableRowValue>).value
            }
            return rows
        }
        var rows = _TableRowList<Content.TableRowValue>()
        for element in data { rows.append(contentsOf: content(element)._tableRows) }
        return rows
    }
}

/// The rows of a table made from data, as SwiftUI's `TableForEachContent`: a row per element.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    let data: Data

    public var _tableRows: _TableRowList<Data.Element> { _TableRowList(data: data) }
}

/// Builds a table's rows, as SwiftUI's `TableRowBuilder`.
@resultBuilder
@MainActor
public enum TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<Row: TableRowContent>(_ row: Row) -> _TableRowList<Value> where Row.TableRowValue == Value {
        row._tableRows
    }

    public static func buildBlock(_ parts: _TableRowList<Value>...) -> _TableRowList<Value> {
        var rows = _TableRowList<Value>()
        for part in parts { rows.append(contentsOf: part) }
        return rows
    }

    public static func buildOptional(_ part: _TableRowList<Value>?) -> _TableRowList<Value> { part ?? _TableRowList() }

    public static func buildEither(first part: _TableRowList<Value>) -> _TableRowList<Value> { part }

    public static func buildEither(second part: _TableRowList<Value>) -> _TableRowList<Value> { part }

    public static func buildArray(_ parts: [_TableRowList<Value>]) -> _TableRowList<Value> {
        var rows = _TableRowList<Value>()
        for part in parts { rows.append(contentsOf: part) }
        return rows
    }

    public static func buildFinalResult(_ rows: _TableRowList<Value>) -> _TableRowGroup<Value> {
        _TableRowGroup(_tableRows: rows)
    }
}

/// Rows built by `TableRowBuilder`.
public struct _TableRowGroup<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public let _tableRows: _TableRowList<Value>
}
