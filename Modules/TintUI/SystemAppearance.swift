import Foundation
import TintViews

/// The desktop's light or dark preference, which a window draws in unless the app says
/// otherwise (`HostOptions.colorScheme`, `.preferredColorScheme`).
///
/// In order: `TINT_COLOR_SCHEME` (`light` or `dark`), so a user or a test can choose; then the
/// XDG desktop portal's `org.freedesktop.appearance color-scheme` (GNOME, KDE and others
/// publish it; read with `dbus-send`, given half a second); otherwise light.
public enum SystemAppearance {
    public static func colorScheme(environment: [String: String] = ProcessInfo.processInfo.environment) -> ColorScheme {
        if let named = environment["TINT_COLOR_SCHEME"]?.lowercased(), !named.isEmpty {
            switch named {
            case "dark": return .dark
            case "light": return .light
            default: RuntimeWarnings.emit("TINT_COLOR_SCHEME=\(named) is neither light nor dark; asking the desktop", fix: "set TINT_COLOR_SCHEME to light or dark, or unset it")
            }
        }
        return portalColorScheme() ?? .light
    }

    /// The desktop's colour scheme and whether it turned animations off, as a new window
    /// reads them: asked of the desktop at most once every few seconds, so windows opened
    /// together (an app's launch, a burst of New Window) do not each start two `dbus-send`s,
    /// which cost up to a second and some memory each.
    @MainActor
    static func forNewWindow(now: Date = Date()) -> (colorScheme: ColorScheme, disablesAnimations: Bool?) {
        if let cached = lastAnswer, now.timeIntervalSince(cached.at) < answerLifetime, now >= cached.at {
            return (cached.colorScheme, cached.disablesAnimations)
        }
        let answer = (colorScheme: colorScheme(), disablesAnimations: desktopDisablesAnimations())
        lastAnswer = (now, answer.colorScheme, answer.disablesAnimations)
        return answer
    }

    @MainActor private static var lastAnswer: (at: Date, colorScheme: ColorScheme, disablesAnimations: Bool?)?
    /// How long the desktop's answer is reused: 5 seconds.
    static let answerLifetime: TimeInterval = 5

    /// Whether the desktop turned animations off (GNOME's `enable-animations`, through the
    /// portal): then a window reduces motion. nil when the desktop does not say.
    public static func desktopDisablesAnimations() -> Bool? {
        let output = run("/usr/bin/dbus-send", ["--session", "--print-reply=literal", "--reply-timeout=500",
                                                "--dest=org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
                                                "org.freedesktop.portal.Settings.Read", "string:org.gnome.desktop.interface", "string:enable-animations"])
        return output.flatMap(parseAnimationsReply)
    }

    /// The setting in a reply ("variant variant boolean false"): true when animations are off.
    public static func parseAnimationsReply(_ reply: String) -> Bool? {
        switch reply.split(whereSeparator: \.isWhitespace).last {
        case "false": return true
        case "true": return false
        default: return nil
        }
    }

    /// The portal's answer: 1 prefers dark, 2 prefers light, 0 has no preference.
    static func portalColorScheme() -> ColorScheme? {
        let output = run("/usr/bin/dbus-send", ["--session", "--print-reply=literal", "--reply-timeout=500",
                                                "--dest=org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
                                                "org.freedesktop.portal.Settings.Read", "string:org.freedesktop.appearance", "string:color-scheme"])
        return output.flatMap(parsePortalReply)
    }

    /// The scheme in a `dbus-send --print-reply=literal` reply ("variant variant uint32 1").
    public static func parsePortalReply(_ reply: String) -> ColorScheme? {
        guard let last = reply.split(whereSeparator: \.isWhitespace).last, let value = Int(last) else { return nil }
        switch value {
        case 1: return .dark
        case 2: return .light
        default: return nil
        }
    }

    /// The standard output of `path arguments`, or nil when it cannot run, fails or takes over
    /// a second (a session without a bus must not hold up a window).
    private static func run(_ path: String, _ arguments: [String]) -> String? {
        guard FileManager.default.isExecutableFile(atPath: path) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let deadline = Date().addingTimeInterval(1)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            return nil
        }
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}
