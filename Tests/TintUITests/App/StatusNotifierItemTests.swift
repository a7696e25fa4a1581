import Foundation
import Testing
import TintDBus
@testable import TintUI

/// The desktop's side: a StatusNotifierWatcher that records what registers, on a bus of the
/// test's own.
private final class FakeWatcher: @unchecked Sendable {
    let serving: ServingThread
    private let lock = NSLock()
    private var names: [String] = []

    init(bus: PrivateBus) throws {
        let connection = try bus.connect()
        _ = try connection.requestName("org.kde.StatusNotifierWatcher")
        serving = ServingThread(connection)
        connection.export("/StatusNotifierWatcher") { [self] message in
            guard message.member == "RegisterStatusNotifierItem", let name = message.arguments.first?.string else { return nil }
            lock.withLock { names.append(name) }
            return .values([])
        }
    }

    var registered: [String] { lock.withLock { names } }
}

private struct TrayApp: App {
    @State private var count = 0
    @State private var paused = false
    var body: some Scene {
        MenuBarExtra("Counter", systemImage: "star.fill") {
            Button("Add (\(count))") { count += 1 }
            Toggle("Paused", isOn: $paused)
            Divider()
            Menu("More") {
                Button("Reset") { count = 0 }.keyboardShortcut("r")
            }
            Button("Disabled") {}.disabled(true)
        }
    }
}

@MainActor struct StatusNotifierItemTests {
    /// Runs `host` (the desktop's calls) on a thread of its own while the app's loop answers.
    private func asHost<T: Sendable>(_ item: StatusNotifierItem, _ host: @escaping @Sendable () throws -> T) throws -> T {
        let result = LockedBox<Result<T, any Error>>()
        Thread.detachNewThread { result.set(Result { try host() }) }
        let deadline = Date().addingTimeInterval(10)
        while result.get() == nil, Date() < deadline { item.connection.process(waitingUpTo: 0.02) }
        return try #require(result.get()).get()
    }

    @Test func aMenuBarExtraIsAStatusItemWithItsMenu() throws {
        let bus = try PrivateBus()
        let watcher = try FakeWatcher(bus: bus)
        defer { watcher.serving.stop() }
        let scenes = SceneList(TrayApp().body)
        let definition = try #require(scenes.definitions.first { $0.kind == .menuBarExtra })
        let state = AppState(TrayApp()) {}
        let item = try StatusNotifierItem(connection: try bus.connect(), title: definition.title, icon: definition.statusIcon?(22, 1)) {
            state.readScenes().definitions[0].menuItems?() ?? []
        }
        #expect(watcher.registered == [item.busName])
        let address = bus.address, name = item.busName
        // The host reads the item's properties and the menu's layout.
        let (properties, layout) = try asHost(item) {
            let host = try DBusConnection(address: address)
            let properties = try host.call(destination: name, path: "/StatusNotifierItem", interface: "org.freedesktop.DBus.Properties",
                                           method: "GetAll", arguments: [.string("org.kde.StatusNotifierItem")])
            let layout = try host.call(destination: name, path: "/MenuBar", interface: "com.canonical.dbusmenu", method: "GetLayout",
                                       arguments: [.int32(0), .int32(-1), .strings([])])
            return (properties[0], layout[1])
        }
        #expect(properties["Title"]?.string == "Counter")
        #expect(properties["ItemIsMenu"]?.bool == true)
        #expect(properties["Menu"] == .objectPath("/MenuBar"))
        let pixmap = try #require(properties["IconPixmap"]?.items?.first?.items)
        #expect(pixmap[0] == .int32(22) && pixmap[1] == .int32(22))
        let bytes = pixmap[2].items ?? []
        #expect(bytes.count == 22 * 22 * 4)
        // The star is drawn: some pixels are opaque.
        #expect(stride(from: 0, to: bytes.count, by: 4).contains { bytes[$0] == .byte(255) })
        let children = (layout.items?[2].items ?? []).map(\.unwrapped)
        let labels = children.map { $0.items?[1]["label"]?.string ?? $0.items?[1]["type"]?.string ?? "?" }
        #expect(labels == ["Add (0)", "Paused", "separator", "More", "Disabled"])
        #expect(children[1].items?[1]["toggle-type"]?.string == "checkmark")
        #expect(children[1].items?[1]["toggle-state"] == .int32(0))
        #expect(children[4].items?[1]["enabled"]?.bool == false)
        let reset = try #require(children[3].items?[2].items?.first?.unwrapped.items)
        #expect(reset[1]["label"]?.string == "Reset")
        #expect(reset[1]["shortcut"] == .array(element: "as", [.strings(["Control", "R"])]))

        // A click from the host runs the item: the app's state changes and the menu follows.
        let addID = try #require(children[0].items?[0].number).rounded()
        let toggleID = try #require(children[1].items?[0].number).rounded()
        let after = try asHost(item) {
            let host = try DBusConnection(address: address)
            for id in [addID, addID, toggleID] {
                try host.call(destination: name, path: "/MenuBar", interface: "com.canonical.dbusmenu", method: "Event",
                              arguments: [.int32(Int32(id)), .string("clicked"), .variant(.int32(0)), .uint32(0)])
            }
            return try host.call(destination: name, path: "/MenuBar", interface: "com.canonical.dbusmenu", method: "GetLayout",
                                 arguments: [.int32(0), .int32(-1), .strings([])])[1]
        }
        let updated = (after.items?[2].items ?? []).map(\.unwrapped)
        #expect(updated[0].items?[1]["label"]?.string == "Add (2)")
        #expect(updated[1].items?[1]["toggle-state"] == .int32(1))
    }

    @Test func withoutAStatusAreaTheItemIsNotMade() throws {
        let bus = try PrivateBus()
        let connection = try bus.connect()
        let error = #expect(throws: DBusError.self) {
            try StatusNotifierItem(connection: connection, title: "x", icon: nil) { [] }
        }
        #expect(error?.isServiceUnknown == true)
    }
}

/// A value set on one thread and read on another.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?
    func set(_ new: Value) { lock.withLock { value = new } }
    func get() -> Value? { lock.withLock { value } }
}
