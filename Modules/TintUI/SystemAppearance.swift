import Foundation
import TintViews

/// The desktop's light or dark preference, which a window draws in unless the app says
/// otherwise (`HostOptions.colorScheme`, `.preferredColorScheme`), and the rest of the
/// desktop's look a window follows.
///
/// In order: `TINT_COLOR_SCHEME` (`light` or `dark`), so a user or a test can choose; then the
/// XDG desktop portal's `org.freedesktop.appearance color-scheme` (GNOME, KDE and others
/// publish it; read over D-Bus, given half a second); otherwise light.
public enum SystemAppearance {
    @MainActor
    public static func colorScheme(environment: [String: String] = ProcessInfo.processInfo.environment) -> ColorScheme {
        chosenColorScheme(environment) ?? DesktopPortal.shared.currentSettings().colorScheme ?? .light
    }

    /// The scheme `TINT_COLOR_SCHEME` names, which the desktop's does not override.
    static func chosenColorScheme(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> ColorScheme? {
        guard let named = environment["TINT_COLOR_SCHEME"]?.lowercased(), !named.isEmpty else { return nil }
        switch named {
        case "dark": return .dark
        case "light": return .light
        default:
            RuntimeWarnings.emit("TINT_COLOR_SCHEME=\(named) is neither light nor dark; asking the desktop", fix: "set TINT_COLOR_SCHEME to light or dark, or unset it")
            return nil
        }
    }

    /// Whether the desktop turned animations off (GNOME's `enable-animations`, through the
    /// portal): then a window reduces motion. nil when the desktop does not say.
    @MainActor
    public static func desktopDisablesAnimations() -> Bool? {
        DesktopPortal.shared.currentSettings().disablesAnimations
    }
}
