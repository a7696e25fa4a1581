import Foundation
import Testing
@testable import TintUI

/// Containers as a screen reader reads them: lists and their items, tables, tabs, groups of
/// options, menus, and presentations as dialogs and alerts that hide the window beneath.
@MainActor
@Suite struct AccessibilityContainerTests {
    private struct Row: Identifiable { let id: Int }

    private struct Containers: View {
        @State var selected: Int? = 1
        @State var tab = 0
        @State var flavor = 0
        @State var rows: Set<Int> = []
        @State var sheet = false
        @State var alert = false
        @State var chosen = "none"
        var body: some View {
            TabView(selection: $tab) {
                VStack {
                    List(0..<3, id: \.self, selection: $selected) { Text("Row \($0)") }.frame(height: 100)
                    Picker("Flavor", selection: $flavor) { Text("Vanilla").tag(0); Text("Mint").tag(1) }.pickerStyle(.segmented)
                    Table([Row(id: 1), Row(id: 2)], selection: $rows) { TableColumn("Number") { Text("No. \($0.id)") } }.frame(height: 90)
                    Menu("Actions") { Button("Copy") { chosen = "copy" }; Toggle("Wrap", isOn: .constant(true)) }
                    Text("Chose \(chosen)")
                    Button("Sheet") { sheet = true }
                    Button("Alert") { alert = true }
                }
                .tabItem { Text("First") }.tag(0)
                Text("Second page").tabItem { Text("Second") }.tag(1)
            }
            .sheet(isPresented: $sheet) { VStack { Text("In the sheet"); Button("Done") { sheet = false } } }
            .alert("Careful", isPresented: $alert) { Button("OK") {} } message: { Text("It cannot be undone") }
        }
    }

    private func host() -> HeadlessHost {
        let host = HeadlessHost(rootView: Containers(), width: 640, height: 700)
        host.renderFrame()
        return host
    }

    @Test func aListHoldsItsRowsAsSelectableItems() throws {
        let host = host()
        let list = try #require(host.accessibilityTree().allNodes.first { $0.role == "list" })
        #expect(list.children.map(\.role) == ["list item", "list item", "list item"])
        #expect(list.children.map(\.name) == ["Row 0", "Row 1", "Row 2"])
        #expect(list.children.map(\.isSelected) == [false, true, false])
        // The row's click is the item's: no button of its own inside it.
        #expect(list.children[0].children.map(\.role) == ["label"])
        #expect(list.children[2].perform("click"))
        host.renderFrame()
        let after = try #require(host.accessibilityTree().allNodes.first { $0.role == "list" })
        #expect(after.children.map(\.isSelected) == [false, false, true])
    }

    @Test func aListsKeysAreNotControls() {
        let host = host()
        // The list's arrow and delete keys are answered without a control a reader could find.
        let unnamed = host.accessibilityTree().allNodes.filter { $0.role == "push button" && ($0.name ?? "").isEmpty }
        #expect(unnamed.isEmpty)
    }

    @Test func tabsArePageTabs() throws {
        let host = host()
        let tabs = try #require(host.accessibilityTree().children.first)
        #expect(tabs.role == "page tab list")
        #expect(tabs.children.map(\.role) == ["page tab", "page tab"])
        #expect(tabs.children.map(\.name) == ["First", "Second"])
        #expect(tabs.children.map(\.isSelected) == [true, false])
        #expect(tabs.children[1].perform("click"))
        host.renderFrame()
        let after = host.accessibilityTree()
        #expect(after.children.first?.children.map(\.isSelected) == [false, true])
        #expect(after.first(named: "Second page", role: "label") != nil)
    }

    @Test func optionsSideBySideAreRadioButtons() throws {
        let host = host()
        let group = try #require(host.accessibilityTree().first(named: "Flavor", role: "panel"))
        #expect(group.children.map(\.role) == ["radio button", "radio button"])
        #expect(group.children.map(\.name) == ["Vanilla", "Mint"])
        #expect(group.children.map(\.isChecked) == [true, false])
        // The label names the group and is not read again beside it.
        #expect(host.accessibilityTree().first(named: "Flavor", role: "label") == nil)
        group.children[1].perform("click")
        host.renderFrame()
        #expect(host.accessibilityTree().first(named: "Flavor", role: "panel")?.children.map(\.isChecked) == [false, true])
    }

    @Test func aTableHasHeadersRowsAndCells() throws {
        let host = host()
        let table = try #require(host.accessibilityTree().allNodes.first { $0.role == "table" })
        #expect(table.children.map(\.role) == ["table column header", "table row", "table row"])
        #expect(table.children.map(\.name) == ["Number", "No. 1", "No. 2"])
        #expect(table.children[1].children.map(\.role) == ["table cell"])
        #expect(table.children[1].children.first?.name == "No. 1")
        table.children[2].perform("click")
        host.renderFrame()
        let after = try #require(host.accessibilityTree().allNodes.first { $0.role == "table" })
        #expect(after.children.map(\.isSelected) == [false, false, true])
    }

    @Test func aMenusItemsAreMenuItems() throws {
        let host = host()
        let button = try #require(host.accessibilityTree().first(named: "Actions", role: "push button"))
        #expect(button.attributes["haspopup"] == "menu")
        button.perform("click")
        host.renderFrame()
        let menu = try #require(host.accessibilityTree().allNodes.first { $0.role == "menu" })
        #expect(menu.children.map(\.role) == ["menu item", "check menu item"])
        #expect(menu.children.map(\.name) == ["Copy", "Wrap"])
        #expect(menu.children[1].isChecked)
        menu.children[0].perform("click")
        host.renderFrame()
        #expect(host.accessibilityTree().first(named: "Chose copy", role: "label") != nil)
        #expect(!host.accessibilityTree().allNodes.contains { $0.role == "menu" }, "the menu closed")
    }

    @Test func aSheetIsADialogOverAnUnreadWindow() throws {
        let host = host()
        host.accessibilityTree().first(named: "Sheet")?.perform("click")
        host.renderFrame()
        let tree = host.accessibilityTree()
        #expect(tree.children.map(\.role) == ["dialog"])
        #expect(tree.children.first?.children.map(\.name) == ["In the sheet", "Done"])
        tree.first(named: "Done")?.perform("click")
        host.renderFrame()
        #expect(host.accessibilityTree().first(named: "Sheet", role: "push button") != nil, "the window is read again")
    }

    @Test func anAlertIsNamedByItsTitle() throws {
        let host = host()
        host.accessibilityTree().first(named: "Alert")?.perform("click")
        host.renderFrame()
        let alert = try #require(host.accessibilityTree().children.first)
        #expect(host.accessibilityTree().children.count == 1)
        #expect(alert.role == "alert")
        #expect(alert.name == "Careful")
        #expect(alert.children.map(\.name) == ["Careful", "It cannot be undone", "OK"])
    }
}
