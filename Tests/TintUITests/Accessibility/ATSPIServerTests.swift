import Foundation
import Testing
import TintDBus
@testable import TintUI
import TintRender
import TintBoxes

/// The accessibility tree on an AT-SPI bus of the test's own, read and operated as a screen
/// reader would: through D-Bus calls from another connection.
@MainActor
@Suite struct ATSPIServerTests {
    private struct Controls: View {
        @State var taps = 0
        @State var volume = 5.0
        var body: some View {
            VStack {
                Button("Save") { taps += 1 }
                Text("Saved \(taps) times")
                Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
                Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.checkbox)
            }
        }
    }

    /// Runs `reader` (the screen reader's calls) on a thread of its own while the app answers.
    private func asReader<T: Sendable>(_ server: ATSPIServer, on bus: PrivateBus, _ reader: @escaping @Sendable (DBusConnection) throws -> T) throws -> T {
        let result = LockedBox<Result<T, any Error>>()
        let address = bus.address
        Thread.detachNewThread { result.set(Result { try reader(try DBusConnection(address: address)) }) }
        let deadline = Date().addingTimeInterval(10)
        while result.get() == nil, Date() < deadline { server.connection.process(waitingUpTo: 0.02) }
        return try #require(result.get()).get()
    }

    private func serve(_ host: HeadlessHost, bus: PrivateBus) throws -> ATSPIServer {
        let server = ATSPIServer(connection: try bus.connect(), appName: "Controls")
        server.add(ATSPIServer.Window(id: 1, title: { "Main" }, tree: { host.pipeline.tree.accessibility }, focused: { host.pipeline.input.focus.focused },
                                      origin: { CGPoint(x: 100, y: 50) }, scale: { 2 }, size: { CGSize(width: 320, height: 240) },
                                      isActive: { true }))
        return server
    }

    nonisolated private static func call(_ reader: DBusConnection, _ name: String, _ path: String, _ interface: String, _ method: String,
                             _ arguments: [DBusValue] = []) throws -> [DBusValue] {
        try reader.call(destination: name, path: path, interface: interface, method: method, arguments: arguments)
    }

    @Test func aReaderWalksTheTreeAndReadsRolesNamesAndStates() throws {
        let bus = try PrivateBus()
        let host = HeadlessHost(rootView: Controls(), width: 320, height: 240)
        host.renderFrame()
        let server = try serve(host, bus: bus)
        let name = server.connection.uniqueName
        struct Read: Sendable { var appRole: UInt32; var windows: Int; var windowName: String; var roles: [UInt32]; var names: [String]
                                var buttonExtents: [Int32]; var toggleStates: [UInt32]; var interfaces: [String] }
        let read = try asReader(server, on: bus) { reader in
            let root = ATSPIServer.rootPath
            let appRole = try Self.call(reader, name, root, "org.a11y.atspi.Accessible", "GetRole")[0].number ?? 0
            let windows = try Self.call(reader, name, root, "org.a11y.atspi.Accessible", "GetChildren")[0].items ?? []
            let windowPath = windows.first?.items?[1].string ?? ""
            let windowName = try Self.call(reader, name, windowPath, "org.freedesktop.DBus.Properties", "Get",
                                           [.string("org.a11y.atspi.Accessible"), .string("Name")])[0].string ?? ""
            let children = try Self.call(reader, name, windowPath, "org.a11y.atspi.Accessible", "GetChildren")[0].items ?? []
            var roles: [UInt32] = [], names: [String] = []
            for child in children {
                let path = child.items?[1].string ?? ""
                roles.append(UInt32(try Self.call(reader, name, path, "org.a11y.atspi.Accessible", "GetRole")[0].number ?? 0))
                names.append(try Self.call(reader, name, path, "org.freedesktop.DBus.Properties", "Get",
                                           [.string("org.a11y.atspi.Accessible"), .string("Name")])[0].string ?? "")
            }
            let button = children[0].items?[1].string ?? ""
            let extents = try Self.call(reader, name, button, "org.a11y.atspi.Component", "GetExtents", [.uint32(0)])[0].items ?? []
            let toggle = children[3].items?[1].string ?? ""
            let states = try Self.call(reader, name, toggle, "org.a11y.atspi.Accessible", "GetState")[0].items ?? []
            let slider = children[2].items?[1].string ?? ""
            let interfaces = try Self.call(reader, name, slider, "org.a11y.atspi.Accessible", "GetInterfaces")[0].items ?? []
            return Read(appRole: UInt32(appRole), windows: windows.count, windowName: windowName, roles: roles, names: names,
                        buttonExtents: extents.map { Int32($0.number ?? -1) }, toggleStates: states.map { UInt32($0.number ?? 0) },
                        interfaces: interfaces.compactMap(\.string))
        }
        #expect(read.appRole == 75)
        #expect(read.windows == 1)
        #expect(read.windowName == "Main")
        #expect(read.roles == [43, 29, 51, 7])
        #expect(read.names == ["Save", "Saved 0 times", "Volume", "Wi-Fi"])
        // Screen pixels: the window's origin plus the frame at 2 pixels a point.
        let frame = try #require(host.accessibilityTree().first(named: "Save")?.frame)
        #expect(read.buttonExtents == [Int32(100 + frame.minX * 2), Int32(50 + frame.minY * 2), Int32(frame.width * 2), Int32(frame.height * 2)])
        // Checked (4), enabled (8) and checkable (41).
        #expect(read.toggleStates.count == 2)
        #expect(read.toggleStates[0] & (1 << 4) != 0 && read.toggleStates[0] & (1 << 8) != 0 && read.toggleStates[1] & (1 << 9) != 0)
        #expect(read.interfaces.contains("org.a11y.atspi.Value") && read.interfaces.contains("org.a11y.atspi.Action"))
    }

    @Test func aReaderClicksAButtonAndSetsASlider() throws {
        let bus = try PrivateBus()
        let host = HeadlessHost(rootView: Controls(), width: 320, height: 240)
        host.renderFrame()
        let server = try serve(host, bus: bus)
        let name = server.connection.uniqueName
        let paths = try asReader(server, on: bus) { reader in
            let window = ATSPIServer.windowPath(1)
            let children = try Self.call(reader, name, window, "org.a11y.atspi.Accessible", "GetChildren")[0].items ?? []
            let button = children[0].items?[1].string ?? "", slider = children[2].items?[1].string ?? ""
            let actionName = try Self.call(reader, name, button, "org.a11y.atspi.Action", "GetName", [.int32(0)])[0].string
            let clicked = try Self.call(reader, name, button, "org.a11y.atspi.Action", "DoAction", [.int32(0)])[0].bool
            _ = try Self.call(reader, name, slider, "org.freedesktop.DBus.Properties", "Set",
                              [.string("org.a11y.atspi.Value"), .string("CurrentValue"), .variant(.double(8))])
            return [button, slider, actionName ?? "", clicked == true ? "clicked" : "not clicked"]
        }
        #expect(paths[2] == "click")
        #expect(paths[3] == "clicked")
        host.renderFrame()
        server.sync()
        let after = try asReader(server, on: bus) { reader in
            let window = ATSPIServer.windowPath(1)
            let children = try Self.call(reader, name, window, "org.a11y.atspi.Accessible", "GetChildren")[0].items ?? []
            let label = try Self.call(reader, name, children[1].items?[1].string ?? "", "org.freedesktop.DBus.Properties", "Get",
                                      [.string("org.a11y.atspi.Accessible"), .string("Name")])[0].string ?? ""
            let value = try Self.call(reader, name, children[2].items?[1].string ?? "", "org.freedesktop.DBus.Properties", "Get",
                                      [.string("org.a11y.atspi.Value"), .string("CurrentValue")])[0].number ?? -1
            // The paths stay the elements' across frames.
            return (label, value, children[0].items?[1].string ?? "")
        }
        #expect(after.0 == "Saved 1 times")
        #expect(after.1 == 8)
        #expect(after.2 == paths[0])
    }

    @Test func readersHearWhereTheKeyboardFocusGoes() throws {
        let bus = try PrivateBus()
        let host = HeadlessHost(rootView: Controls(), width: 320, height: 240)
        host.renderFrame()
        let server = try serve(host, bus: bus)
        let ear = try Ear(bus, members: ["StateChanged"])
        // Tab to the first control: the Save button.
        _ = host.pressKey("Tab")
        host.renderFrame()
        server.sync()
        let save = try #require(host.pipeline.tree.accessibilityElements().first?.box)
        #expect(ear.listen(until: 1) == ["StateChanged focused 1 0 0.0 @w1b\(save.rawValue)"])
        // Told again with nothing moved: nothing more is said.
        server.sync()
        #expect(ear.listen(until: 1, waitingUpTo: 0.3).isEmpty)
    }

    @Test func aPathThatWentAwaySaysSo() throws {
        let bus = try PrivateBus()
        let host = HeadlessHost(rootView: Controls(), width: 320, height: 240)
        host.renderFrame()
        let server = try serve(host, bus: bus)
        let name = server.connection.uniqueName
        let error = try asReader(server, on: bus) { reader -> String in
            do {
                _ = try Self.call(reader, name, ATSPIServer.prefix + "/w9b9", "org.a11y.atspi.Accessible", "GetRole")
                return "answered"
            } catch {
                return "\(error)"
            }
        }
        #expect(error.contains("UnknownObject") || error.contains("went away"))
    }

    /// A reader's connection hearing the app's AT-SPI events: each as "Member kind detail1
    /// detail2 data @path's last part" (a reference's data as its path's last part).
    private final class Ear: @unchecked Sendable {
        let reader: DBusConnection
        private let heard = LockedBox<[String]>()

        init(_ bus: PrivateBus, members: [String]) throws {
            reader = try bus.connect()
            heard.set([])
            for member in members {
                _ = try reader.onSignal(interface: "org.a11y.atspi.Event.Object", member: member) { [heard] message in
                    let args = message.arguments
                    func tail(_ path: String?) -> String { (path ?? "").split(separator: "/").last.map(String.init) ?? "" }
                    var data = ""
                    if args.count > 3, case .variant(let inner) = args[3] {
                        data = inner.string.map { inner.items == nil && !$0.hasPrefix("/") ? $0 : tail($0) } ?? inner.number.map { "\($0)" } ?? tail(inner.items?.last?.string)
                    }
                    let details = args.count > 2 ? "\(Int(args[1].number ?? -1)) \(Int(args[2].number ?? -1))" : ""
                    heard.set((heard.get() ?? []) + ["\(member) \(args.first?.string ?? "") \(details) \(data) @\(tail(message.path))"])
                }
            }
        }

        /// What was heard once `count` events came (or `wait` seconds passed); forgotten after.
        func listen(until count: Int, waitingUpTo wait: TimeInterval = 5) -> [String] {
            let deadline = Date().addingTimeInterval(wait)
            while (heard.get() ?? []).count < count, Date() < deadline { reader.process(waitingUpTo: 0.05) }
            reader.process(waitingUpTo: 0.1)
            defer { heard.set([]) }
            return heard.get() ?? []
        }
    }

    private struct Changing: View {
        @State var taps = 0
        @State var volume = 5.0
        @State var wifi = false
        var body: some View {
            VStack {
                Button("Save") { taps += 1 }
                Text("Saved \(taps) times")
                Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
                Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.checkbox)
                if wifi { Text("Connected") }
            }
        }
    }

    @Test func changesAreToldAsEvents() throws {
        let bus = try PrivateBus()
        let host = HeadlessHost(rootView: Changing(), width: 320, height: 240)
        host.renderFrame()
        let server = try serve(host, bus: bus)
        server.sync()
        let ear = try Ear(bus, members: ["PropertyChange", "StateChanged", "ChildrenChanged"])
        func listen(until count: Int, waitingUpTo wait: TimeInterval = 5) -> [String] { ear.listen(until: count, waitingUpTo: wait) }
        let tree = host.pipeline.tree.accessibility
        let ids = tree.roots
        func at(_ index: Int) -> String { "w1b\(ids[index].rawValue)" }
        // A click changes the label's name: one property change, on the label.
        host.accessibilityTree().first(named: "Save")?.perform("click")
        host.renderFrame()
        server.sync()
        #expect(listen(until: 1) == ["PropertyChange accessible-name 0 0 Saved 1 times @\(at(1))"])
        // The slider's value, as its number.
        host.accessibilityTree().first(named: "Volume")?.perform("increment")
        host.renderFrame()
        server.sync()
        #expect(listen(until: 1) == ["PropertyChange accessible-value 0 0 6.0 @\(at(2))"])
        // The toggle's state, and the text it shows coming in after it (index 4 of the window).
        host.accessibilityTree().first(named: "Wi-Fi")?.perform("click")
        host.renderFrame()
        server.sync()
        let toggled = listen(until: 2)
        #expect(toggled.contains("StateChanged checked 1 0 0.0 @\(at(3))"))
        let added = try #require(tree.roots.last)
        #expect(toggled.contains("ChildrenChanged add 4 0 w1b\(added.rawValue) @w1"))
        #expect(toggled.count == 2)
        // Nothing changed: nothing said.
        host.renderFrame()
        server.sync()
        #expect(listen(until: 1, waitingUpTo: 0.3).isEmpty)
        // Off again: the text goes.
        host.accessibilityTree().first(named: "Wi-Fi")?.perform("click")
        host.renderFrame()
        server.sync()
        let back = listen(until: 2)
        #expect(back.contains("StateChanged checked 0 0 0.0 @\(at(3))"))
        #expect(back.contains("ChildrenChanged remove 4 0 w1b\(added.rawValue) @w1"))
    }

    private struct Field: View {
        @State var name = "Ada Lovelace"
        @State var secret = "hunter2"
        var body: some View {
            VStack {
                TextField("Name", text: $name)
                SecureField("Password", text: $secret)
                Text("Name is \(name)")
            }
        }
    }

    @Test func aReaderReadsAndEditsAFieldsText() throws {
        let bus = try PrivateBus()
        let host = HeadlessHost(rootView: Field(), width: 320, height: 240)
        host.renderFrame()
        let server = try serve(host, bus: bus)
        server.sync()
        let name = server.connection.uniqueName
        let field = ATSPIServer.path(window: 1, box: try #require(host.pipeline.tree.accessibility.roots.first))
        let password = ATSPIServer.path(window: 1, box: host.pipeline.tree.accessibility.roots[1])
        struct Read: Sendable { var interfaces: [String]; var count: Int; var text: String; var word: [String]; var sentence: String
                                var secret: String; var secretInterfaces: [String] }
        let text = "org.a11y.atspi.Text"
        let read = try asReader(server, on: bus) { reader in
            let interfaces = try Self.call(reader, name, field, "org.a11y.atspi.Accessible", "GetInterfaces")[0].items?.compactMap(\.string) ?? []
            let count = try Self.call(reader, name, field, "org.freedesktop.DBus.Properties", "Get", [.string(text), .string("CharacterCount")])[0].number ?? -1
            let whole = try Self.call(reader, name, field, text, "GetText", [.int32(0), .int32(-1)])[0].string ?? ""
            let word = try Self.call(reader, name, field, text, "GetStringAtOffset", [.int32(5), .uint32(1)])
            let sentence = try Self.call(reader, name, field, text, "GetStringAtOffset", [.int32(2), .uint32(2)])[0].string ?? ""
            let secret = try Self.call(reader, name, password, text, "GetText", [.int32(0), .int32(-1)])[0].string ?? ""
            let secretInterfaces = try Self.call(reader, name, password, "org.a11y.atspi.Accessible", "GetInterfaces")[0].items?.compactMap(\.string) ?? []
            return Read(interfaces: interfaces, count: Int(count), text: whole, word: word.map { $0.string ?? "\(Int($0.number ?? -1))" },
                        sentence: sentence, secret: secret, secretInterfaces: secretInterfaces)
        }
        #expect(read.interfaces.contains("org.a11y.atspi.Text") && read.interfaces.contains("org.a11y.atspi.EditableText"))
        #expect(read.count == 12)
        #expect(read.text == "Ada Lovelace")
        #expect(read.word == ["Lovelace", "4", "12"])
        #expect(read.sentence == "Ada Lovelace")
        // A password is never read: its length in bullets.
        #expect(read.secret == "•••••••")
        #expect(read.secretInterfaces.contains("org.a11y.atspi.EditableText"))

        // Edits: an insertion, a deletion, the caret and a selection, as a reader makes them.
        let editable = "org.a11y.atspi.EditableText"
        _ = try asReader(server, on: bus) { reader in
            _ = try Self.call(reader, name, field, editable, "InsertText", [.int32(3), .string(" King"), .int32(5)])
        }
        host.renderFrame()
        server.sync()
        #expect(host.texts().contains("Name is Ada King Lovelace"))
        _ = try asReader(server, on: bus) { reader in
            _ = try Self.call(reader, name, field, editable, "DeleteText", [.int32(0), .int32(4)])
            _ = try Self.call(reader, name, field, text, "SetSelection", [.int32(0), .int32(0), .int32(4)])
        }
        host.renderFrame()
        server.sync()
        #expect(host.texts().contains("Name is King Lovelace"))
        let selection = try asReader(server, on: bus) { reader in
            try Self.call(reader, name, field, text, "GetSelection", [.int32(0)]).map { Int($0.number ?? -1) }
        }
        #expect(selection == [0, 4])
        _ = try asReader(server, on: bus) { reader in
            _ = try Self.call(reader, name, field, editable, "SetTextContents", [.string("Grace")])
        }
        host.renderFrame()
        server.sync()
        #expect(host.texts().contains("Name is Grace"))
        let caret = try asReader(server, on: bus) { reader in
            try Self.call(reader, name, field, "org.freedesktop.DBus.Properties", "Get", [.string(text), .string("CaretOffset")])[0].number ?? -1
        }
        #expect(caret == 5)
    }

    @Test func typingIsToldAsTextChanges() throws {
        let bus = try PrivateBus()
        let host = HeadlessHost(rootView: Field(), width: 320, height: 240)
        host.renderFrame()
        let server = try serve(host, bus: bus)
        server.sync()
        let ear = try Ear(bus, members: ["TextChanged", "TextCaretMoved"])
        _ = host.pressKey("Tab")          // the field: the caret at its end
        host.renderFrame()
        server.sync()
        host.type("!")
        host.renderFrame()
        server.sync()
        _ = host.pressKey("Backspace")
        _ = host.pressKey("Backspace")
        host.renderFrame()
        server.sync()
        let heard = ear.listen(until: 4)
        let changes = heard.filter { $0.hasPrefix("TextChanged") }
        let field = "w1b\(try #require(host.pipeline.tree.accessibility.roots.first).rawValue)"
        #expect(changes == ["TextChanged insert 12 1 ! @\(field)", "TextChanged delete 11 2 e! @\(field)"])
        #expect(heard.contains("TextCaretMoved  13 0 0.0 @\(field)"))
    }

    private struct Chooser: View {
        struct Planet: Identifiable { let id: Int; let name: String }
        @State var row: Int? = 0
        @State var planets: Set<Int> = []
        var body: some View {
            VStack {
                List(0..<3, id: \.self, selection: $row) { Text("Row \($0)") }.frame(height: 90)
                Table([Planet(id: 1, name: "Mercury"), Planet(id: 2, name: "Venus")], selection: $planets) {
                    TableColumn("Name") { Text($0.name) }
                    TableColumn("Number") { Text("\($0.id)") }
                }
                .frame(height: 90)
            }
        }
    }

    @Test func aReaderChoosesInAListAndReadsATable() throws {
        let bus = try PrivateBus()
        let host = HeadlessHost(rootView: Chooser(), width: 420, height: 320)
        host.renderFrame()
        let server = try serve(host, bus: bus)
        server.sync()
        let tree = host.pipeline.tree.accessibility
        func find(_ role: AccessibilityRole, in ids: [BoxID]) -> BoxID? {
            for id in ids {
                if tree.element(id)?.role == role { return id }
                if let found = find(role, in: tree.children(of: id)) { return found }
            }
            return nil
        }
        let list = ATSPIServer.path(window: 1, box: try #require(find(.list, in: tree.roots)))
        let table = ATSPIServer.path(window: 1, box: try #require(find(.table, in: tree.roots)))
        let name = server.connection.uniqueName
        let selection = "org.a11y.atspi.Selection", tableInterface = "org.a11y.atspi.Table"
        struct Read: Sendable { var selected: Int; var isSecond: Bool; var rows: Int; var columns: Int; var header: String; var cell: String }
        let read = try asReader(server, on: bus) { reader in
            let selected = try Self.call(reader, name, list, "org.freedesktop.DBus.Properties", "Get", [.string(selection), .string("NSelectedChildren")])[0].number ?? -1
            _ = try Self.call(reader, name, list, selection, "SelectChild", [.int32(2)])
            let isSecond = try Self.call(reader, name, list, selection, "IsChildSelected", [.int32(1)])[0].bool ?? true
            let rows = try Self.call(reader, name, table, "org.freedesktop.DBus.Properties", "Get", [.string(tableInterface), .string("NRows")])[0].number ?? -1
            let columns = try Self.call(reader, name, table, "org.freedesktop.DBus.Properties", "Get", [.string(tableInterface), .string("NColumns")])[0].number ?? -1
            let header = try Self.call(reader, name, table, tableInterface, "GetColumnDescription", [.int32(1)])[0].string ?? ""
            let cellPath = try Self.call(reader, name, table, tableInterface, "GetAccessibleAt", [.int32(1), .int32(0)])[0].items?[1].string ?? ""
            let cell = try Self.call(reader, name, cellPath, "org.freedesktop.DBus.Properties", "Get", [.string("org.a11y.atspi.Accessible"), .string("Name")])[0].string ?? ""
            _ = try Self.call(reader, name, table, tableInterface, "AddRowSelection", [.int32(1)])
            return Read(selected: Int(selected), isSecond: isSecond, rows: Int(rows), columns: Int(columns), header: header, cell: cell)
        }
        #expect(read.selected == 1)
        #expect(!read.isSecond)
        #expect(read.rows == 2 && read.columns == 2)
        #expect(read.header == "Number")
        #expect(read.cell == "Venus")
        host.renderFrame()
        server.sync()
        let nodes = host.accessibilityTree().allNodes
        #expect(nodes.filter { $0.role == "list item" }.map(\.isSelected) == [false, false, true])
        #expect(nodes.filter { $0.role == "table row" }.map(\.isSelected) == [false, true])
    }
}
