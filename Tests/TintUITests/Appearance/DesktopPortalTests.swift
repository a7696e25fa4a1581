import Foundation
import Testing
import TintDBus
@testable import TintUI
import UniformTypeIdentifiers

/// A stand-in for the XDG desktop portal's Settings on a bus of the test's own.
private final class FakePortal: @unchecked Sendable {
    let serving: ServingThread
    private let lock = NSLock()
    private var values: [String: DBusValue]

    /// What the FileChooser answers (nil: it has none): the response code and the URIs.
    private let chooser: (code: UInt32, uris: [String])?
    /// The last FileChooser call: its method, title and options.
    private(set) var lastChoice: (method: String, title: String, options: DBusValue)?

    /// `readOne: false` answers only the older `Read` (a variant in a variant).
    init(bus: PrivateBus, values: [String: DBusValue] = [:], readOne: Bool = true, chooser: (code: UInt32, uris: [String])? = nil) throws {
        self.values = values
        self.chooser = chooser
        let connection = try bus.connect()
        _ = try connection.requestName(DesktopPortal.destination)
        serving = ServingThread(connection)
        connection.export(DesktopPortal.path) { [self] message in
            if message.interface == "org.freedesktop.portal.FileChooser" { return choose(message, on: connection) }
            guard message.interface == "org.freedesktop.portal.Settings", message.arguments.count == 2,
                  let namespace = message.arguments[0].string, let key = message.arguments[1].string else { return nil }
            let found = lock.withLock { values["\(namespace) \(key)"] }
            switch message.member {
            case "ReadOne" where readOne:
                return found.map { .values([.variant($0)]) } ?? .error(name: "org.freedesktop.portal.Error.NotFound", message: "no such setting")
            case "Read":
                return found.map { .values([.variant(.variant($0))]) } ?? .error(name: "org.freedesktop.portal.Error.NotFound", message: "no such setting")
            default:
                return nil
            }
        }
    }

    private func choose(_ message: DBusMessage, on connection: DBusConnection) -> DBusReply? {
        guard let chooser, message.arguments.count == 3, let method = message.member, let title = message.arguments[1].string,
              let token = message.arguments[2]["handle_token"]?.string, let sender = message.sender else { return nil }
        lock.withLock { lastChoice = (method, title, message.arguments[2]) }
        let handle = "\(DesktopPortal.path)/request/\(sender.dropFirst().replacingOccurrences(of: ".", with: "_"))/\(token)"
        // The user answers (here, before the call's own reply is even sent).
        try? connection.emit(path: handle, interface: "org.freedesktop.portal.Request", name: "Response",
                             arguments: [.uint32(chooser.code), .dictionary([("uris", .strings(chooser.uris))])])
        return .values([.objectPath(handle)])
    }

    var choice: (method: String, title: String, options: DBusValue)? { lock.withLock { lastChoice } }

    func change(_ namespace: String, _ key: String, to value: DBusValue) throws {
        lock.withLock { values["\(namespace) \(key)"] = value }
        try serving.connection.emit(path: DesktopPortal.path, interface: "org.freedesktop.portal.Settings", name: "SettingChanged",
                                    arguments: [.string(namespace), .string(key), .variant(value)])
    }
}

@MainActor struct DesktopPortalTests {
    static let darkDesktop: [String: DBusValue] = [
        "org.freedesktop.appearance color-scheme": .uint32(1),
        "org.freedesktop.appearance accent-color": .structure([.double(0.9), .double(0.2), .double(0.1)]),
        "org.freedesktop.appearance contrast": .uint32(1),
        "org.gnome.desktop.interface enable-animations": .boolean(false),
    ]

    @Test(arguments: [true, false])
    func theDesktopsSettingsAreRead(readOne: Bool) throws {
        let bus = try PrivateBus()
        let portal = try FakePortal(bus: bus, values: Self.darkDesktop, readOne: readOne)
        defer { portal.serving.stop() }
        let client = DesktopPortal(connect: { () throws(DBusError) -> DBusConnection in try DBusConnection(address: bus.address) })
        let settings = client.currentSettings()
        #expect(settings.colorScheme == .dark)
        #expect(settings.accentColor == Color(red: 0.9, green: 0.2, blue: 0.1))
        #expect(settings.highContrast == true)
        #expect(settings.disablesAnimations == true)
    }

    @Test func aChangeOnTheDesktopIsHeard() throws {
        let bus = try PrivateBus()
        let portal = try FakePortal(bus: bus, values: ["org.freedesktop.appearance color-scheme": .uint32(2)])
        defer { portal.serving.stop() }
        let client = DesktopPortal(connect: { () throws(DBusError) -> DBusConnection in try DBusConnection(address: bus.address) })
        #expect(client.currentSettings().colorScheme == .light)
        var heard: [DesktopSettings] = []
        client.onChange(wake: {}) { heard.append($0) }
        try portal.change("org.freedesktop.appearance", "color-scheme", to: .uint32(1))
        try portal.change("org.freedesktop.appearance", "accent-color", to: .structure([.double(0), .double(0.5), .double(0)]))
        // A value out of range says nothing; an unknown key is no change.
        try portal.change("org.freedesktop.appearance", "accent-color", to: .structure([.double(7), .double(0.5), .double(0)]))
        try portal.change("org.example", "other", to: .boolean(true))
        let deadline = Date().addingTimeInterval(5)
        while heard.count < 3, Date() < deadline { client.connection?.process(waitingUpTo: 0.05) }
        #expect(heard.map(\.colorScheme) == [.dark, .dark, .dark])
        #expect(heard.map(\.accentColor) == [nil, Color(red: 0, green: 0.5, blue: 0), nil])
    }

    @Test func aPortalThatDoesNotAnswerIsAskedOnceAndBriefly() throws {
        let bus = try PrivateBus()
        let silent = try bus.connect()
        _ = try silent.requestName(DesktopPortal.destination)   // owns the name, never answers
        let client = DesktopPortal(connect: { () throws(DBusError) -> DBusConnection in try DBusConnection(address: bus.address) })
        let started = Date()
        let settings = client.currentSettings()
        #expect(settings == DesktopSettings())
        #expect(!client.answers)
        // One half-second wait for all the settings, not one per setting.
        #expect(Date().timeIntervalSince(started) < 2)
    }

    @Test func noPortalAndNoBusAreNoSettings() throws {
        let bus = try PrivateBus()
        let client = DesktopPortal(connect: { () throws(DBusError) -> DBusConnection in try DBusConnection(address: bus.address) })
        #expect(client.currentSettings() == DesktopSettings())
        let noBus = DesktopPortal(connect: { () throws(DBusError) -> DBusConnection in throw DBusError("tint.NoBus", "none") })
        #expect(noBus.currentSettings() == DesktopSettings())
        #expect(noBus.connection == nil)
    }

    /// Asks `client` for `request`'s dialog and waits for its answer.
    private func choose(_ kind: _FileDialogRequest.Kind, types: [UTType], with client: DesktopPortal) -> (taken: Bool, answer: [URL]??) {
        var answer: [URL]??
        let request = _FileDialogRequest(kind: kind, contentTypes: types) { answer = .some($0) }
        let taken = client.chooseFiles(request, parent: "x11:1a", title: "Open File")
        let deadline = Date().addingTimeInterval(5)
        while taken, answer == nil, Date() < deadline { client.connection?.process(waitingUpTo: 0.05) }
        return (taken, answer)
    }

    @Test func theDesktopsFileDialogAnswersThroughThePortal() throws {
        let bus = try PrivateBus()
        let portal = try FakePortal(bus: bus, chooser: (0, ["file:///home/ada/notes.txt", "file:///home/ada/b%20c.txt"]))
        defer { portal.serving.stop() }
        let client = DesktopPortal(connect: { () throws(DBusError) -> DBusConnection in try DBusConnection(address: bus.address) })
        let opened = choose(.open(allowsMultipleSelection: true), types: [.plainText], with: client)
        #expect(opened.taken)
        #expect(opened.answer == .some([URL(fileURLWithPath: "/home/ada/notes.txt"), URL(fileURLWithPath: "/home/ada/b c.txt")]))
        let call = try #require(portal.choice)
        #expect(call.method == "OpenFile" && call.title == "Open File")
        #expect(call.options["multiple"]?.bool == true)
        // The types become the dialog's filter: globs of their extensions and their MIME types.
        let patterns = call.options["filters"]?.items?.first?.items?[1].items ?? []
        #expect(patterns.contains(.structure([.uint32(0), .string("*.txt")])))
        #expect(patterns.contains(.structure([.uint32(1), .string("text/plain")])))
        // A save names its file; a folder is a directory.
        _ = choose(.save(defaultFilename: "Untitled.txt"), types: [.plainText], with: client)
        #expect(portal.choice?.method == "SaveFile")
        #expect(portal.choice?.options["current_name"]?.string == "Untitled.txt")
        _ = choose(.chooseFolder, types: [], with: client)
        #expect(portal.choice?.options["directory"]?.bool == true)
        #expect(portal.choice?.options["filters"] == nil)
        #expect(client.pendingChoices.isEmpty)
    }

    @Test func aCancelInTheDesktopsDialogIsACancel() throws {
        let bus = try PrivateBus()
        let portal = try FakePortal(bus: bus, chooser: (1, []))
        defer { portal.serving.stop() }
        let client = DesktopPortal(connect: { () throws(DBusError) -> DBusConnection in try DBusConnection(address: bus.address) })
        let result = choose(.open(allowsMultipleSelection: false), types: [.data], with: client)
        #expect(result.taken)
        #expect(result.answer == .some(nil))
        // `.data` has no extension to filter by: every file is offered.
        #expect(portal.choice?.options["filters"] == nil)
    }

    @Test func withoutAFileChooserTintDrawsItsOwnDialog() throws {
        let bus = try PrivateBus()
        let portal = try FakePortal(bus: bus, chooser: nil)
        defer { portal.serving.stop() }
        let client = DesktopPortal(connect: { () throws(DBusError) -> DBusConnection in try DBusConnection(address: bus.address) })
        #expect(!choose(.open(allowsMultipleSelection: false), types: [], with: client).taken)
        #expect(!client.fileChooserAnswers)
        _ = RuntimeWarnings.drain()
        // Not asked again.
        #expect(!choose(.open(allowsMultipleSelection: false), types: [], with: client).taken)
        #expect(RuntimeWarnings.drain().isEmpty)
    }

    @Test func aWindowFollowsTheDesktop() throws {
        let host = try WindowHost(rootView: Text("x"), title: "t", width: 100, height: 60)
        defer { host.window.close() }
        var settings = DesktopSettings()
        settings.colorScheme = .dark
        settings.highContrast = true
        settings.disablesAnimations = true
        host.follow(settings)
        #expect(host.pipeline.systemColorScheme == .dark)
        #expect(host.pipeline.systemContrast == .increased)
        #expect(host.pipeline.desktopReducesMotion)
        host.follow(DesktopSettings())
        #expect(host.pipeline.systemColorScheme == .light)
        #expect(host.pipeline.systemContrast == .standard)
        #expect(!host.pipeline.desktopReducesMotion)
    }
}
