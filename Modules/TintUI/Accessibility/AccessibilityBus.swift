import Foundation
import TintSDL
internal import TintDBus

/// Where an app finds the accessibility bus, and its server there.
///
/// The bus's address comes from `AT_SPI_BUS_ADDRESS`, else from the session bus's
/// `org.a11y.Bus` (at-spi2-core's launcher). Where neither answers (no desktop session, no
/// at-spi2-core), there is no server and accessibility costs the app nothing more than that
/// one question.
@MainActor
enum AccessibilityBus {

    /// Connects, makes the server and embeds it under the registry's desktop; nil when there
    /// is no accessibility bus (no screen reader can run then, so the app says nothing).
    static func start(appName: String, session: DBusConnection?) -> ATSPIServer? {
        do throws(DBusError) {
            let address = try address(session: session)
            let connection = try DBusConnection(address: address)
            let server = ATSPIServer(connection: connection, appName: appName)
            try server.embed()
            connection.startWatching { SDLWindow.pushWake() }
            return server
        } catch {
            return nil
        }
    }

    /// Whether the desktop's accessibility is on and a screen reader runs (`org.a11y.Status`'s
    /// `IsEnabled` and `ScreenReaderEnabled`); both false without a session bus or at-spi2-core.
    static func status(session: DBusConnection?) -> (connected: Bool, screenReader: Bool) {
        guard let session else { return (false, false) }
        func read(_ name: String) -> Bool {
            let reply = try? session.call(destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.freedesktop.DBus.Properties",
                                          method: "Get", arguments: [.string("org.a11y.Status"), .string(name)], timeout: 1)
            return reply?.first?.bool ?? false
        }
        return (read("IsEnabled"), read("ScreenReaderEnabled"))
    }

    /// Calls `handler` with whether a screen reader runs each time `org.a11y.Status` says it
    /// changed (a reader started or quit while the app runs); heard when `session` is processed.
    @discardableResult
    static func followStatus(session: DBusConnection?, _ handler: @escaping @MainActor (Bool) -> Void) -> Bool {
        guard let session else { return false }
        let token = try? session.onSignal(interface: "org.freedesktop.DBus.Properties", member: "PropertiesChanged", path: "/org/a11y/bus") { message in
            guard message.arguments.count >= 2, message.arguments[0].string == "org.a11y.Status",
                  let running = message.arguments[1]["ScreenReaderEnabled"]?.bool else { return }
            MainActor.assumeIsolated { handler(running) }
        }
        return token != nil
    }

    private static func address(session: DBusConnection?) throws(DBusError) -> String {
        if let address = ProcessInfo.processInfo.environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty { return address }
        guard let session else { throw DBusError("tint.NoBus", "no session bus") }
        let reply = try session.call(destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus", method: "GetAddress",
                                     timeout: 1)
        guard let address = reply.first?.string, !address.isEmpty else { throw DBusError("tint.NoBus", "org.a11y.Bus gave no address") }
        return address
    }
}
