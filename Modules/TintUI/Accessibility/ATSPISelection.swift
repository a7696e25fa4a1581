import Foundation
import TintBoxes
import TintRender
internal import TintDBus

/// AT-SPI's Selection for the elements whose children are chosen among (a list's items, a
/// table's rows, a tab list's tabs, a group's radio buttons), and Table for a table: its
/// column headers, and its rows of cells. Choosing through them clicks the child, as the
/// pointer would: the app's selection changes at its next frame.
extension ATSPIServer {
    /// Whether a reader chooses among the children of an element of this role.
    static func selects(_ role: AccessibilityRole) -> Bool {
        role == .list || role == .table || role == .pageTabList
    }

    /// The children that can be chosen: a list's items, a table's rows, a tab list's tabs.
    func choosable(of box: BoxID, in tree: AccessibilityTree) -> [BoxID] {
        tree.children(of: box).filter { tree.element($0)?.role.isSelectable == true }
    }

    func selectedChildren(of box: BoxID, in tree: AccessibilityTree) -> [BoxID] {
        choosable(of: box, in: tree).filter { tree.element($0)?.isSelected == true }
    }

    func selection(_ message: DBusMessage, entry: Target) -> DBusReply? {
        guard let tree = entry.tree, let box = entry.box, Self.selects(entry.element.role) else { return .unknownMethod(message) }
        let children = choosable(of: box, in: tree)
        let selected = children.filter { tree.element($0)?.isSelected == true }
        let index = Int(message.arguments.first?.number ?? -1)
        func path(_ id: BoxID) -> String { Self.path(window: entry.window.id, box: id) }
        /// Clicks the child when its selection is not yet as asked.
        func choose(_ child: BoxID?, selected wanted: Bool) -> DBusReply {
            guard let child, entry.element.isEnabled, let element = tree.element(child) else { return .values([.boolean(false)]) }
            if element.isSelected == wanted { return .values([.boolean(true)]) }
            return .values([.boolean(tree.perform("click", on: child))])
        }
        switch message.member {
        case "GetSelectedChild":
            return .values([selected.indices.contains(index) ? reference(path(selected[index])) : Self.nullReference])
        case "SelectChild": return choose(children.indices.contains(index) ? children[index] : nil, selected: true)
        case "DeselectChild": return choose(children.indices.contains(index) ? children[index] : nil, selected: false)
        case "DeselectSelectedChild": return choose(selected.indices.contains(index) ? selected[index] : nil, selected: false)
        case "IsChildSelected":
            return .values([.boolean(children.indices.contains(index) && tree.element(children[index])?.isSelected == true)])
        // Choosing all, or none, is the app's to offer (a list's Select All command), not a reader's.
        case "SelectAll", "ClearSelection": return .values([.boolean(false)])
        default: return .unknownMethod(message)
        }
    }

    /// A table as AT-SPI counts it: its column headers, and its rows of cells.
    struct TableShape {
        var headers: [BoxID]
        var rows: [BoxID]
        var columns: Int

        @MainActor
        init(_ table: BoxID, in tree: AccessibilityTree) {
            let children = tree.children(of: table)
            headers = children.filter { tree.element($0)?.role == .tableColumnHeader }
            rows = children.filter { tree.element($0)?.role == .tableRow }
            columns = Swift.max(headers.count, rows.map { tree.children(of: $0).count }.max() ?? 0)
        }
    }

    func table(_ message: DBusMessage, entry: Target) -> DBusReply? {
        guard let tree = entry.tree, let box = entry.box, entry.element.role == .table else { return .unknownMethod(message) }
        let shape = TableShape(box, in: tree)
        let numbers = message.arguments.map { Int($0.number ?? -1) }
        func path(_ id: BoxID) -> String { Self.path(window: entry.window.id, box: id) }
        func cell(_ row: Int, _ column: Int) -> BoxID? {
            guard shape.rows.indices.contains(row) else { return nil }
            let cells = tree.children(of: shape.rows[row])
            return cells.indices.contains(column) ? cells[column] : nil
        }
        let row = numbers.first ?? -1, column = numbers.count > 1 ? numbers[1] : -1
        let columns = Swift.max(1, shape.columns)
        switch message.member {
        case "GetAccessibleAt": return .values([cell(row, column).map { reference(path($0)) } ?? Self.nullReference])
        case "GetIndexAt": return .values([.int32(cell(row, column) == nil ? -1 : Int32(row * columns + column))])
        case "GetRowAtIndex": return .values([.int32(row < 0 ? -1 : Int32(row / columns))])
        case "GetColumnAtIndex": return .values([.int32(row < 0 ? -1 : Int32(row % columns))])
        case "GetRowDescription": return .values([.string("")])
        case "GetColumnDescription":
            return .values([.string(shape.headers.indices.contains(row) ? tree.element(shape.headers[row])?.name ?? "" : "")])
        case "GetRowExtentAt", "GetColumnExtentAt": return .values([.int32(cell(row, column) == nil ? 0 : 1)])
        case "GetRowHeader": return .values([Self.nullReference])
        case "GetColumnHeader":
            return .values([shape.headers.indices.contains(row) ? reference(path(shape.headers[row])) : Self.nullReference])
        case "GetSelectedRows":
            return .values([.array(element: "i", shape.rows.indices.filter { tree.element(shape.rows[$0])?.isSelected == true }.map { .int32(Int32($0)) })])
        case "GetSelectedColumns": return .values([.array(element: "i", [])])
        case "IsRowSelected": return .values([.boolean(shape.rows.indices.contains(row) && tree.element(shape.rows[row])?.isSelected == true)])
        case "IsColumnSelected": return .values([.boolean(false)])
        case "IsSelected": return .values([.boolean(cell(row, column) != nil && tree.element(shape.rows[row])?.isSelected == true)])
        case "AddRowSelection", "RemoveRowSelection":
            guard shape.rows.indices.contains(row), entry.element.isEnabled, let element = tree.element(shape.rows[row]) else { return .values([.boolean(false)]) }
            let wanted = message.member == "AddRowSelection"
            if element.isSelected == wanted { return .values([.boolean(true)]) }
            return .values([.boolean(tree.perform("click", on: shape.rows[row]))])
        case "AddColumnSelection", "RemoveColumnSelection": return .values([.boolean(false)])
        case "GetRowColumnExtentsAtIndex":
            let index = row
            guard index >= 0, cell(index / columns, index % columns) != nil else {
                return .values([.boolean(false), .int32(0), .int32(0), .int32(0), .int32(0), .boolean(false)])
            }
            let isSelected = tree.element(shape.rows[index / columns])?.isSelected == true
            return .values([.boolean(true), .int32(Int32(index / columns)), .int32(Int32(index % columns)), .int32(1), .int32(1), .boolean(isSelected)])
        default: return .unknownMethod(message)
        }
    }
}
