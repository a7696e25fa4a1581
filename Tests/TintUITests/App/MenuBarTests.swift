import Foundation
import Testing
import TintUI

/// The menu bar: macOS's standard menus with their items working, the app's `CommandMenu`s
/// and `CommandGroup`s placed among them, items' shortcuts working without opening a menu,
/// and `commandsRemoved` / `commandsReplaced`. Serialized: the tests share the app's statics.
@MainActor
@Suite(.serialized) struct MenuBarTests {
    final class Log {
        var entries: [String] = []
    }

    struct Editor: View {
        @State private var text = "hello"
        var body: some View {
            TextField("Text", text: $text).accessibilityIdentifier("field")
        }
    }

    struct ToolsApp: App {
        static let log = Log()
        static var autoSave = false
        var body: some Scene {
            WindowGroup("Editor") { Editor() }
                .commands {
                    CommandMenu("Tools") {
                        Button("Run") { ToolsApp.log.entries.append("run") }.keyboardShortcut("r")
                        Divider()
                        Toggle("Auto Save", isOn: Binding(get: { ToolsApp.autoSave }, set: { ToolsApp.autoSave = $0 }))
                        Menu("Export") {
                            Button("As Text") { ToolsApp.log.entries.append("text") }
                            Button("As PDF") { ToolsApp.log.entries.append("pdf") }.disabled(true)
                        }
                    }
                    CommandGroup(after: .newItem) { Button("New from Clipboard") { ToolsApp.log.entries.append("clipboard") } }
                    CommandGroup(before: .help) { Button("Tips") { ToolsApp.log.entries.append("tips") } }
                }
        }
    }

    @Test func standardMenusAndTheAppsOwnInOrder() throws {
        let app = HeadlessApp(ToolsApp())
        app.renderFrame()
        let items = app.menuItems
        let name = try #require(items.first { $0.contains("/Quit ") }?.split(separator: "/").first.map(String.init))
        #expect(items.contains("\(name)/Quit \(name)"))
        #expect(items.first == "\(name)/About \(name)", "About first, as macOS has it")
        for expected in ["File/New Window", "File/New from Clipboard", "File/Close", "Edit/Undo", "Edit/Redo", "Edit/Cut", "Edit/Copy", "Edit/Paste",
                         "Edit/Select All", "Tools/Run", "Tools/Auto Save", "Tools/Export/As Text", "Tools/Export/As PDF", "Window/Minimize",
                         "Window/Editor", "Help/Tips"] {
            #expect(items.contains(expected), "\(expected) in \(items)")
        }
        let order = ["File/New Window", "File/New from Clipboard", "File/Close", "Tools/Run", "Window/Minimize", "Help/Tips"].map { items.firstIndex(of: $0) ?? -1 }
        #expect(order == order.sorted() && !order.contains(-1), "menus and groups in macOS's order: \(items)")
        #expect(!items.contains { $0.hasSuffix("/Settings…") }, "no Settings item without a Settings scene")
    }

    @Test func itemsRunFromTheMenuAndTheirShortcuts() throws {
        ToolsApp.log.entries = []
        ToolsApp.autoSave = false
        let app = HeadlessApp(ToolsApp())
        app.renderFrame()
        app.performMenuItem("Tools/Run")
        #expect(app.windows[0].pressKey("R", control: true), "Ctrl+R reaches the menu item without opening it")
        app.performMenuItem("Tools/Export/As Text")
        app.performMenuItem("Tools/Export/As PDF")
        app.performMenuItem("File/New from Clipboard")
        #expect(ToolsApp.log.entries == ["run", "run", "text", "clipboard"], "a disabled item does nothing")
        app.performMenuItem("Tools/Auto Save")
        #expect(ToolsApp.autoSave)
        app.performMenuItem("Nowhere/Nothing")
        #expect(!app.windows[0].pressKey("J", control: true), "a key no item has is not taken")
    }

    @Test func editItemsActOnTheFocusedField() throws {
        let app = HeadlessApp(ToolsApp())
        app.renderFrame()
        let window = app.windows[0]
        window.tap("field")
        window.renderFrame()
        app.performMenuItem("Edit/Select All")
        app.performMenuItem("Edit/Copy")
        #expect(window.clipboard == "hello")
        app.performMenuItem("Edit/Cut")
        app.renderFrame()
        #expect(!window.texts().contains("hello"))
        app.performMenuItem("Edit/Paste")
        app.performMenuItem("Edit/Paste")
        app.renderFrame()
        #expect(window.texts().contains("hellohello"))
    }

    struct Replaced: App {
        var body: some Scene {
            WindowGroup("Only") { Text("only") }
                .commandsReplaced { CommandMenu("Only") { Button("Do") {} } }
        }
    }

    struct Removed: App {
        var body: some Scene {
            WindowGroup("Removed") { Text("removed") }
                .commandsRemoved()
                .commands { CommandGroup(replacing: .pasteboard) { Button("Special Paste") {} } }
        }
    }

    @Test func commandsReplacedAndRemoved() {
        let replaced = HeadlessApp(Replaced())
        #expect(replaced.menuItems == ["Only/Do"])
        let removed = HeadlessApp(Removed())
        let items = removed.menuItems
        #expect(!items.contains("File/New Window") && items.contains("File/Close"))
        #expect(items.contains("Edit/Special Paste") && !items.contains("Edit/Copy"), "a replacing group takes the standard items' place")
    }

    struct Undoing: View {
        @Environment(\.undoManager) private var undoManager
        @State private var count = 0
        var body: some View {
            Button("Add \(count)") {
                count += 1
                undoManager?.registerUndo(withTarget: UndoTarget.shared) { _ in UndoTarget.shared.undone += 1 }
                undoManager?.setActionName("Add")
            }
            .accessibilityIdentifier("add")
        }
    }

    final class UndoTarget {
        @MainActor static let shared = UndoTarget()
        var undone = 0
    }

    struct UndoApp: App {
        var body: some Scene { WindowGroup("Undo") { Undoing() } }
    }

    @Test func undoTakesItsTitleAndActionFromTheKeyWindow() {
        UndoTarget.shared.undone = 0
        let app = HeadlessApp(UndoApp())
        app.renderFrame()
        #expect(app.menuItems.contains("Edit/Undo"))
        app.performMenuItem("Edit/Undo")
        #expect(UndoTarget.shared.undone == 0, "nothing to undo: disabled")
        app.windows[0].tap("add")
        app.renderFrame()
        #expect(app.menuItems.contains("Edit/Undo Add"), "\(app.menuItems)")
        app.performMenuItem("Edit/Undo Add")
        #expect(UndoTarget.shared.undone == 1)
    }

    /// The bar is drawn along the top of each window: a click on a menu's title opens its items
    /// with their shortcuts; a click on an item runs it; a disabled item takes no click.
    @Test func theDrawnBarOpensMenusAndRunsItems() throws {
        ToolsApp.log.entries = []
        ToolsApp.autoSave = false
        let app = HeadlessApp(ToolsApp())
        app.renderFrame()
        let window = app.windows[0]
        let bar = try #require(window.frame(of: "menu-bar"))
        #expect(bar.minY == 0 && bar.height == 24 && bar.width == CGFloat(window.pixelBuffer.width))
        let field = try #require(window.frame(of: "field"))
        #expect(field.minY >= bar.maxY, "the content is under the bar")
        window.tap("menu-Tools")
        window.renderFrame()
        #expect(window.texts().contains("Run") && window.texts().contains("Ctrl+R"), "\(window.texts())")
        try GoldenImage.check(window.pixelBuffer, named: "app-menu-bar-tools")
        window.tap("menu-item-Tools/Run")
        app.renderFrame()
        #expect(ToolsApp.log.entries == ["run"])
        #expect(!window.texts().contains("Ctrl+R"), "the menu closed")
        window.tap("menu-File")
        window.renderFrame()
        window.tap("menu-item-File/New Window")
        app.renderFrame()
        #expect(app.windows.count == 2)
        // The second window's bar lists both windows in the Window menu.
        let second = app.windows[1]
        second.tap("menu-Window")
        second.renderFrame()
        #expect(second.texts().filter { $0 == "Editor" }.count == 2, "\(second.texts())")
    }

    /// F10 opens the first menu from the keyboard; Left and Right go to the menus beside it
    /// (Right into a submenu), Up and Down through the items (dividers and disabled items
    /// skipped), Return runs the item, Escape closes. A menu hangs under its title.
    @Test func theKeyboardReachesEveryItem() throws {
        ToolsApp.log.entries = []
        let app = HeadlessApp(ToolsApp())
        app.renderFrame()
        let window = app.windows[0]
        #expect(window.pressKey("F10"))
        window.renderFrame()
        let name = ProcessInfo.processInfo.processName
        #expect(window.texts().contains("Quit \(name)"), "the app menu is open")
        let appTitle = try #require(window.frame(of: "menu-\(name)")), card = try #require(window.frame(of: "menu-card"))
        #expect(abs(card.minX - appTitle.minX) < 8 && card.minY >= appTitle.maxY - 1, "under its title, from its left edge")
        // Right along the bar to Tools: app, File, Edit, Tools.
        for _ in 0..<3 { window.pressKey("Right") }
        window.renderFrame()
        #expect(window.texts().contains("Run") && window.texts().contains("Ctrl+R"))
        let tools = try #require(window.frame(of: "menu-Tools")), toolsCard = try #require(window.frame(of: "menu-card"))
        #expect(abs(toolsCard.minX - tools.minX) < 8)
        // Down past the divider to Auto Save, then Export; Right enters it; As PDF is disabled.
        window.pressKey("Down")
        window.pressKey("Down")
        window.pressKey("Right")
        window.renderFrame()
        #expect(window.texts().contains("As Text") && window.texts().contains("Export"), "\(window.texts())")
        window.pressKey("Down")
        window.pressKey("Return")
        app.renderFrame()
        #expect(ToolsApp.log.entries == ["text"], "Down wrapped past the disabled As PDF to As Text")
        #expect(window.frame(of: "menu-card") == nil, "the menu closed")
        // Escape closes without running anything.
        window.pressKey("F10")
        window.renderFrame()
        #expect(window.frame(of: "menu-card") != nil)
        window.pressKey("Escape")
        window.renderFrame()
        #expect(window.frame(of: "menu-card") == nil && ToolsApp.log.entries == ["text"])
    }

    /// A click on a submenu shows its items in the card, with a row back out.
    @Test func aClickOnASubmenuShowsItsItems() throws {
        ToolsApp.log.entries = []
        let app = HeadlessApp(ToolsApp())
        app.renderFrame()
        let window = app.windows[0]
        window.tap("menu-Tools")
        window.renderFrame()
        window.tap("menu-item-Tools/Export")
        window.renderFrame()
        #expect(window.texts().contains("As Text") && !window.texts().contains("Run"))
        window.tap("menu-back")
        window.renderFrame()
        #expect(window.texts().contains("Run"))
        window.tap("menu-item-Tools/Export")
        window.renderFrame()
        window.tap("menu-item-Tools/Export/As Text")
        app.renderFrame()
        #expect(ToolsApp.log.entries == ["text"])
    }

    struct SplitApp: App {
        var body: some Scene {
            WindowGroup("Split") {
                NavigationSplitView {
                    Text("Sidebar items").accessibilityIdentifier("sidebar")
                } detail: {
                    Text("Detail")
                }
            }
            .commands { SidebarCommands() }
        }
    }

    /// View > Toggle Sidebar hides the key window's sidebar and shows it again, from the menu
    /// and its shortcut.
    @Test func toggleSidebarHidesAndShowsTheKeyWindowsSidebar() throws {
        let app = HeadlessApp(SplitApp())
        app.renderFrame()
        let window = app.windows[0]
        #expect(window.frame(of: "sidebar") != nil)
        app.performMenuItem("View/Toggle Sidebar")
        app.renderFrame()
        #expect(window.frame(of: "sidebar") == nil, "hidden")
        #expect(window.pressKey("S", control: true, option: true))
        app.renderFrame()
        #expect(window.frame(of: "sidebar") != nil, "shown again by Ctrl+Alt+S")
        window.tap("menu-View")
        window.renderFrame()
        #expect(window.texts().contains("Ctrl+Alt+S"))
    }

    struct InspectingApp: App {
        @State private var showsInspector = false
        var body: some Scene {
            WindowGroup("Inspecting") {
                NavigationStack {
                    Text("Content")
                        .toolbar { Button("Share") {}.accessibilityIdentifier("share") }
                        .inspector(isPresented: $showsInspector) { Text("Details").accessibilityIdentifier("details") }
                }
            }
            .commands {
                ToolbarCommands()
                InspectorCommands()
            }
        }
    }

    /// View > Hide Toolbar and Show Inspector act on the key window, with titles that say what
    /// they will do and their shortcuts.
    @Test func theToolbarAndInspectorCommands() throws {
        let app = HeadlessApp(InspectingApp())
        app.renderFrame()
        let window = app.windows[0]
        #expect(app.menuItems.contains("View/Hide Toolbar"))
        #expect(app.menuItems.contains("View/Show Inspector"))
        #expect(window.frame(of: "share") != nil)
        app.performMenuItem("View/Hide Toolbar")
        app.renderFrame()
        #expect(window.frame(of: "share") == nil, "the toolbar is hidden")
        #expect(app.menuItems.contains("View/Show Toolbar"))
        #expect(window.pressKey("T", control: true, option: true))
        app.renderFrame()
        #expect(window.frame(of: "share") != nil, "shown again by Ctrl+Alt+T")

        #expect(window.frame(of: "details") == nil)
        app.performMenuItem("View/Show Inspector")
        app.renderFrame()
        #expect(window.frame(of: "details") != nil, "the inspector is shown, through the app's binding")
        #expect(app.menuItems.contains("View/Hide Inspector"))
        #expect(window.pressKey("I", control: true, option: true))
        app.renderFrame()
        #expect(window.frame(of: "details") == nil)
    }

    struct PlainApp: App {
        var body: some Scene {
            WindowGroup("Plain") { Text("Nothing to show or hide") }
                .commands {
                    ToolbarCommands()
                    InspectorCommands()
                }
        }
    }

    /// Without a toolbar or an inspector, the items are there but disabled.
    @Test func theCommandsAreDisabledWithNothingToActOn() throws {
        let app = HeadlessApp(PlainApp())
        app.renderFrame()
        let window = app.windows[0]
        window.tap("menu-View")
        window.renderFrame()
        #expect(window.texts().contains("Hide Toolbar") && window.texts().contains("Show Inspector"))
        window.pressKey("Escape")
        _ = RuntimeWarnings.drain()
        app.performMenuItem("View/Show Inspector")
        #expect(RuntimeWarnings.drain().contains { $0.contains("disabled") })
    }

    /// With a menu open, the pointer moving over another title opens that menu instead; with
    /// none open, hovering opens nothing.
    @Test func hoverMovesBetweenOpenMenus() throws {
        let app = HeadlessApp(PlainApp())
        app.renderFrame()
        let window = app.windows[0]
        let edit = try #require(window.frame(of: "menu-Edit"))
        window.movePointer(to: CGPoint(x: edit.midX, y: edit.midY))
        window.renderFrame()
        #expect(window.frame(of: "menu-item-Edit/Copy") == nil, "hovering alone opens nothing")
        window.movePointer(to: nil)
        window.tap("menu-File")
        window.renderFrame()
        #expect(window.frame(of: "menu-item-File/New Window") != nil)
        window.movePointer(to: CGPoint(x: edit.midX, y: edit.midY))
        window.renderFrame()
        #expect(window.frame(of: "menu-item-Edit/Copy") != nil, "the Edit menu opened in its place")
        #expect(window.frame(of: "menu-item-File/New Window") == nil)
    }

    /// About shows the app's name over the key window, closed by OK.
    @Test func aboutShowsTheAppsName() throws {
        let app = HeadlessApp(PlainApp())
        app.renderFrame()
        let name = try #require(app.menuItems.first?.split(separator: "/").first.map(String.init))
        app.performMenuItem("\(name)/About \(name)")
        app.renderFrame()
        let window = app.windows[0]
        #expect(app.prompt(in: window)?.title == name)
        #expect(app.prompt(in: window)?.message.contains("Made with Tint") == true)
        window.tap("prompt-OK")
        app.renderFrame()
        #expect(app.prompt(in: window) == nil)
    }
}
