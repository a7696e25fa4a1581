import Foundation
internal import TintDBus
import TintViews

/// The desktop's appearance as the XDG desktop portal's Settings publish it (GNOME, KDE and
/// others): the colour scheme, the accent colour, high contrast, and whether animations are
/// off. Each is nil when the desktop does not say.
struct DesktopSettings: Equatable {
    var colorScheme: ColorScheme?
    var accentColor: Color?
    var highContrast: Bool?
    var disablesAnimations: Bool?

    /// The settings read, by namespace and key.
    static let keys: [(namespace: String, key: String)] = [
        ("org.freedesktop.appearance", "color-scheme"),
        ("org.freedesktop.appearance", "accent-color"),
        ("org.freedesktop.appearance", "contrast"),
        ("org.gnome.desktop.interface", "enable-animations"),
        ("org.gnome.desktop.a11y.interface", "high-contrast"),
    ]

    /// Takes in one setting's value (as read, or as `SettingChanged` gives it); whether it
    /// was one of these settings. A value of the wrong type or out of range says nothing.
    @discardableResult
    mutating func take(namespace: String, key: String, value: DBusValue) -> Bool {
        switch (namespace, key) {
        case ("org.freedesktop.appearance", "color-scheme"):
            // 1 prefers dark, 2 prefers light, 0 has no preference.
            colorScheme = switch value.number.map(Int.init) {
            case 1: .dark
            case 2: .light
            default: nil
            }
        case ("org.freedesktop.appearance", "accent-color"):
            // (ddd): red, green and blue from 0 to 1; out of that range, no accent.
            let parts = (value.items ?? []).compactMap(\.number)
            accentColor = parts.count == 3 && parts.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 })
                ? Color(red: parts[0], green: parts[1], blue: parts[2]) : nil
        case ("org.freedesktop.appearance", "contrast"):
            highContrast = value.number.map { $0 == 1 }
        case ("org.gnome.desktop.a11y.interface", "high-contrast"):
            if let on = value.bool, on || highContrast == nil { highContrast = on }
        case ("org.gnome.desktop.interface", "enable-animations"):
            disablesAnimations = value.bool.map { !$0 }
        default:
            return false
        }
        return true
    }
}

/// The session bus's XDG desktop portal, as Tint asks it: settings read once (half a second at
/// most each, so a portal that does not answer does not hold up a window) and their changes
/// heard while the app runs. Without a session bus or a portal, every answer is nil and
/// nothing is retried.
@MainActor
final class DesktopPortal {
    nonisolated static let destination = "org.freedesktop.portal.Desktop"
    nonisolated static let path = "/org/freedesktop/portal/desktop"

    /// The portal on the session bus, made at first use (nil without a bus).
    static let shared = DesktopPortal(connect: { () throws(DBusError) -> DBusConnection in try DBusConnection.sessionBus() })

    private(set) var connection: DBusConnection?
    /// Whether the portal answers (false after it failed or timed out once).
    private(set) var answers = true
    private(set) var settings = DesktopSettings()
    private var didRead = false
    private var changeHandlers: [@MainActor (DesktopSettings) -> Void] = []
    /// Whether the portal's FileChooser answers (false after it failed once).
    var fileChooserAnswers = ProcessInfo.processInfo.environment["TINT_FILE_DIALOG"] != "tint"
    /// The file dialogs the portal shows, by their request's path, until they answer.
    var pendingChoices: [String: DBusConnection.SignalToken] = [:]
    var requestCount = 0
    private var listening = false

    init(connect: () throws(DBusError) -> DBusConnection) {
        connection = try? connect()
        answers = connection != nil
    }

    /// The desktop's settings, read from the portal the first time.
    func currentSettings() -> DesktopSettings {
        guard !didRead else { return settings }
        didRead = true
        for (namespace, key) in DesktopSettings.keys {
            guard answers, let value = read(namespace: namespace, key: key) else { continue }
            settings.take(namespace: namespace, key: key, value: value)
        }
        return settings
    }

    /// One setting: `ReadOne` (portal version 2), else the older `Read` (whose answer is a
    /// variant in a variant); nil when the portal does not have it or does not answer.
    func read(namespace: String, key: String) -> DBusValue? {
        guard let connection, answers else { return nil }
        for method in ["ReadOne", "Read"] {
            do {
                let reply = try connection.call(destination: Self.destination, path: Self.path, interface: "org.freedesktop.portal.Settings",
                                                method: method, arguments: [.string(namespace), .string(key)], timeout: 0.5)
                return reply.first?.unwrapped
            } catch {
                // No portal, or one that does not answer: ask it nothing more.
                if error.isServiceUnknown || error.isTimeout || error.name == "org.freedesktop.DBus.Error.Disconnected" {
                    answers = false
                    return nil
                }
                // A missing setting, or ReadOne unknown to an older portal: try Read.
                if error.name == "org.freedesktop.portal.Error.NotFound" { return nil }
            }
        }
        return nil
    }

    /// Calls `handler` with the settings each time the desktop changes one, from the app's
    /// loop (`process()`); `wake` wakes that loop from the bus's watcher thread.
    func onChange(wake: @escaping @Sendable () -> Void, _ handler: @escaping @MainActor (DesktopSettings) -> Void) {
        changeHandlers.append(handler)
        guard !listening, let connection, answers else { return }
        listening = true
        _ = currentSettings()
        _ = try? connection.onSignal(interface: "org.freedesktop.portal.Settings", member: "SettingChanged", path: Self.path) { [weak self] message in
            // Signals reach the handler inside `process()`, on the main actor's loop.
            MainActor.assumeIsolated { self?.settingChanged(message.arguments) }
        }
        connection.startWatching(wake)
    }

    private func settingChanged(_ arguments: [DBusValue]) {
        guard arguments.count >= 3, let namespace = arguments[0].string, let key = arguments[1].string else { return }
        var changed = settings
        guard changed.take(namespace: namespace, key: key, value: arguments[2].unwrapped), changed != settings else { return }
        settings = changed
        for handler in changeHandlers { handler(changed) }
    }

    /// Hands what the bus sent to its handlers; called by the app's loop when woken.
    func process() {
        connection?.process()
    }
}
