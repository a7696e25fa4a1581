import Foundation
import Testing
import TintDBus
@testable import TintUI

/// A stand-in for the XDG desktop portal's Settings on a bus of the test's own.
private final class FakePortal: @unchecked Sendable {
    let serving: ServingThread
    private let lock = NSLock()
    private var values: [String: DBusValue]

    /// `readOne: false` answers only the older `Read` (a variant in a variant).
    init(bus: PrivateBus, values: [String: DBusValue], readOne: Bool = true) throws {
        self.values = values
        let connection = try bus.connect()
        _ = try connection.requestName(DesktopPortal.destination)
        serving = ServingThread(connection)
        connection.export(DesktopPortal.path) { [self] message in
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
