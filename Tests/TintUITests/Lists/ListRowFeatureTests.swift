import Foundation
import Testing
import TintUI

/// A list's row features: badges, swipe actions (a context menu on a desktop), edit actions of
/// a bound collection, rows that cannot be selected, deleted or moved, separator tints, list
/// item tints, and hidden table headers.
@MainActor
@Suite struct ListRowFeatureTests {
    struct Item: Identifiable, Hashable {
        let id: Int
        var name: String
    }

    @Test func badgesShowInListRowsOnly() {
        let host = HeadlessHost(rootView: HStack {
            List {
                Text("Inbox").badge(3)
                Text("Drafts").badge(0)
                Text("Later").badge("New")
                Text("Flagged").badge(Text("!")).badgeProminence(.increased)
            }
            Text("Outside").badge(7)
        }, width: 400, height: 200)
        host.renderFrame()
        let shown = host.texts()
        #expect(shown.contains("3") && shown.contains("New") && shown.contains("!"))
        #expect(!shown.contains("0") && !shown.contains("7"))
    }

    struct Swiping: View {
        @State var log = ""
        var body: some View {
            VStack {
                List {
                    Text("Message").accessibilityIdentifier("row")
                        .swipeActions {
                            Button("Archive") { log = "archive" }.accessibilityIdentifier("archive")
                            Button("Delete", role: .destructive) { log = "delete" }
                        }
                }
                Text("log").accessibilityIdentifier("log-\(log)")
            }
        }
    }

    @Test func swipeActionsAreTheRowsContextMenu() {
        let host = HeadlessHost(rootView: Swiping(), width: 300, height: 300)
        host.renderFrame()
        host.secondaryTap("row")
        host.renderFrame()
        #expect(host.texts().contains("Archive") && host.texts().contains("Delete"))
        host.tap("archive")
        host.renderFrame()
        #expect(host.frame(of: "log-archive") != nil)
    }

    struct Editing: View {
        @State var items = (0..<4).map { Item(id: $0, name: "Item \($0)") }
        @State var selection = Set<Int>()
        var body: some View {
            VStack {
                List($items, editActions: .all, selection: $selection) { $item in
                    Text(item.name).accessibilityIdentifier("row-\(item.id)")
                }
                Text("ids").accessibilityIdentifier("ids-" + items.map { String($0.id) }.joined(separator: ","))
            }
        }
    }

    @Test func editActionsDeleteAndMoveTheBoundItems() throws {
        let host = HeadlessHost(rootView: Editing(), width: 300, height: 300)
        host.renderFrame()
        host.tap("row-1")
        host.renderFrame()
        _ = host.pressKey("Delete")
        host.renderFrame()
        #expect(host.frame(of: "ids-0,2,3") != nil)
        let row0 = try #require(host.frame(of: "row-0")), row2 = try #require(host.frame(of: "row-2"))
        host.drag(from: CGPoint(x: row0.midX, y: row0.midY), to: CGPoint(x: row0.midX, y: row0.midY + (row2.midY - row0.midY)))
        host.renderFrame()
        #expect(host.frame(of: "ids-2,0,3") != nil)
    }

    struct Guarded: View {
        @State var items = (0..<3).map { Item(id: $0, name: "Item \($0)") }
        @State var selection = Set<Int>()
        var body: some View {
            VStack {
                List(selection: $selection) {
                    ForEach(items) { item in
                        Text(item.name).accessibilityIdentifier("row-\(item.id)")
                            .selectionDisabled(item.id == 0)
                            .deleteDisabled(item.id == 1)
                    }
                    .onDelete { items.remove(atOffsets: $0) }
                }
                Text("s").accessibilityIdentifier("state-" + items.map { String($0.id) }.joined(separator: ",") + "-" + selection.sorted().map(String.init).joined(separator: ","))
            }
        }
    }

    @Test func disabledRowsAreNotSelectedOrDeleted() {
        let host = HeadlessHost(rootView: Guarded(), width: 300, height: 300)
        host.renderFrame()
        host.tap("row-0")
        host.renderFrame()
        #expect(host.frame(of: "state-0,1,2-") != nil)
        host.tap("row-1")
        host.renderFrame()
        host.tap("row-2", modifiers: .shift)
        host.renderFrame()
        #expect(host.frame(of: "state-0,1,2-1,2") != nil)
        _ = host.pressKey("Delete")
        host.renderFrame()
        #expect(host.frame(of: "state-0,1-") != nil)
    }

    @Test func tintsAndHiddenHeaders() {
        func hasRed(_ view: some View) -> Bool {
            let host = HeadlessHost(rootView: view, width: 200, height: 100)
            host.renderFrame()
            return (0..<100).contains { y in (0..<200).contains { x in let p = host.pixel(x: x, y: y); return p.r > 200 && p.g < 80 && p.b < 80 } }
        }
        #expect(hasRed(List { Text("a").listRowSeparatorTint(.red); Text("b") }))
        #expect(!hasRed(List { Text("a"); Text("b") }))
        #expect(hasRed(List { Label("Star", systemImage: "star.fill").listItemTint(.red) }))
        #expect(hasRed(List { Label("Star", systemImage: "star.fill").listItemTint(.fixed(.red)) }))
        let table = HeadlessHost(rootView: Table([Item(id: 1, name: "One")]) { TableColumn("Name", value: \.name) }.tableColumnHeaders(.hidden),
                                 width: 200, height: 100)
        table.renderFrame()
        #expect(table.texts() == ["One"])
    }
}

/// `contextMenu(forSelectionType:menu:primaryAction:)`: a list's or a table's menu for the
/// selection, or for the clicked row alone, and its double-click action.
@MainActor
@Suite struct SelectionContextMenuTests {
    struct Mail: View {
        @State var selection: Set<Int> = []
        @State var log = ""
        var body: some View {
            VStack {
                Table((1...3).map { ListRowFeatureTests.Item(id: $0, name: "Mail \($0)") }, selection: $selection) {
                    TableColumn("Subject") { item in Text(item.name).accessibilityIdentifier("row-\(item.id)") }
                }
                .contextMenu(forSelectionType: Int.self) { items in
                    Button("Delete \(items.sorted().map(String.init).joined(separator: "+"))") { log = "deleted" }
                } primaryAction: { items in
                    log = "opened-" + items.sorted().map(String.init).joined(separator: "+")
                }
                Text("log").accessibilityIdentifier("log-\(log)")
            }
        }
    }

    @Test func theMenuActsOnTheSelectionOrTheClickedRow() {
        let host = HeadlessHost(rootView: Mail(), width: 300, height: 300)
        host.renderFrame()
        host.tap("row-1")
        host.renderFrame()
        host.tap("row-2", modifiers: .shift)
        host.renderFrame()
        host.secondaryTap("row-1")
        host.renderFrame()
        #expect(host.texts().contains("Delete 1+2"))
        host.tap(at: CGPoint(x: 5, y: 295))
        host.renderFrame()
        host.secondaryTap("row-3")
        host.renderFrame()
        #expect(host.texts().contains("Delete 3"))
        host.tap(at: CGPoint(x: 5, y: 295))
        host.renderFrame()
        // A double-click opens the row it selects.
        host.tap("row-3")
        host.tap("row-3")
        host.renderFrame()
        #expect(host.frame(of: "log-opened-3") != nil)
    }
}
