/// A stand-in for UIKit's `UIColor` and AppKit's `NSColor`, so that SwiftUI code that names
/// their colours (`Color(.systemBlue)`, `Color(uiColor: .secondarySystemBackground)`,
/// `Color(nsColor: .windowBackgroundColor)`) compiles and draws the same semantic colours,
/// light and dark.
/// Public because `NSColor` and `UIColor` are spelled as it (one type for both names); apps spell
/// those names, never this one.
public struct _PlatformColor: Hashable, Sendable {
    public let color: Color

    public init(_ color: Color) { self.color = color }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> _PlatformColor {
        _PlatformColor(color.opacity(Double(alpha) / Swift.max(color.alpha, 1e-9)))
    }

    private static func grey(_ light: Double, _ dark: Double, opacity: Double = 1) -> _PlatformColor {
        _PlatformColor(Color(light: Color(white: light, opacity: opacity), dark: Color(white: dark, opacity: opacity)))
    }

    private static func label(_ opacity: Double) -> _PlatformColor {
        _PlatformColor(Color(light: Color(rgb: 0x3C3C43, opacity: opacity), dark: Color(rgb: 0xEBEBF5, opacity: opacity)))
    }

    // UIKit's and AppKit's system colours.
    public static let systemRed = _PlatformColor(.red)
    public static let systemOrange = _PlatformColor(.orange)
    public static let systemYellow = _PlatformColor(.yellow)
    public static let systemGreen = _PlatformColor(.green)
    public static let systemMint = _PlatformColor(.mint)
    public static let systemTeal = _PlatformColor(.teal)
    public static let systemCyan = _PlatformColor(.cyan)
    public static let systemBlue = _PlatformColor(.blue)
    public static let systemIndigo = _PlatformColor(.indigo)
    public static let systemPurple = _PlatformColor(.purple)
    public static let systemPink = _PlatformColor(.pink)
    public static let systemBrown = _PlatformColor(.brown)
    public static let systemGray = _PlatformColor(.gray)
    public static let systemGray2 = _PlatformColor(Color(light: Color(rgb: 0xAEAEB2), dark: Color(rgb: 0x636366)))
    public static let systemGray3 = _PlatformColor(Color(light: Color(rgb: 0xC7C7CC), dark: Color(rgb: 0x48484A)))
    public static let systemGray4 = _PlatformColor(Color(light: Color(rgb: 0xD1D1D6), dark: Color(rgb: 0x3A3A3C)))
    public static let systemGray5 = _PlatformColor(Color(light: Color(rgb: 0xE5E5EA), dark: Color(rgb: 0x2C2C2E)))
    public static let systemGray6 = _PlatformColor(Color(light: Color(rgb: 0xF2F2F7), dark: Color(rgb: 0x1C1C1E)))

    // UIKit's semantic colours.
    public static let label = _PlatformColor(.primary)
    public static let secondaryLabel = _PlatformColor(.secondary)
    public static let tertiaryLabel = label(0.3)
    public static let quaternaryLabel = label(0.18)
    public static let placeholderText = label(0.3)
    public static let link = _PlatformColor(.blue)
    public static let separator = _PlatformColor(._separator)
    public static let opaqueSeparator = _PlatformColor(._separator)
    public static let systemBackground = _PlatformColor(._windowBackground)
    public static let secondarySystemBackground = grey(0.95, 0.11)
    public static let tertiarySystemBackground = grey(1, 0.17)
    public static let systemGroupedBackground = _PlatformColor(._groupedBackground)
    public static let secondarySystemGroupedBackground = _PlatformColor(._cardBackground)
    public static let tertiarySystemGroupedBackground = grey(0.95, 0.17)
    public static let systemFill = label(0.2)
    public static let secondarySystemFill = label(0.16)
    public static let tertiarySystemFill = label(0.12)
    public static let quaternarySystemFill = label(0.08)

    // AppKit's semantic colours.
    public static let windowBackgroundColor = _PlatformColor(._windowBackground)
    public static let controlBackgroundColor = _PlatformColor(._textBackground)
    public static let textBackgroundColor = _PlatformColor(._textBackground)
    public static let underPageBackgroundColor = _PlatformColor(._barBackground)
    public static let controlColor = _PlatformColor(._controlBackground)
    public static let labelColor = _PlatformColor(.primary)
    public static let textColor = _PlatformColor(.primary)
    public static let controlTextColor = _PlatformColor(.primary)
    public static let secondaryLabelColor = _PlatformColor(.secondary)
    public static let tertiaryLabelColor = label(0.3)
    public static let quaternaryLabelColor = label(0.18)
    public static let placeholderTextColor = label(0.3)
    public static let disabledControlTextColor = _PlatformColor(._disabledText)
    public static let separatorColor = _PlatformColor(._separator)
    public static let gridColor = _PlatformColor(._separator)
    public static let linkColor = _PlatformColor(.blue)
    public static let controlAccentColor = _PlatformColor(.accentColor)
    public static let selectedContentBackgroundColor = _PlatformColor(.accentColor)
    public static let unemphasizedSelectedContentBackgroundColor = _PlatformColor(._inactiveSelection)

    // The plain colours both frameworks name (pure components, unlike SwiftUI's `.red`).
    public static let black = _PlatformColor(Color(white: 0))
    public static let white = _PlatformColor(Color(white: 1))
    public static let clear = _PlatformColor(.clear)
    public static let gray = _PlatformColor(Color(white: 0.5))
    public static let lightGray = _PlatformColor(Color(white: 2.0 / 3))
    public static let darkGray = _PlatformColor(Color(white: 1.0 / 3))
    public static let red = _PlatformColor(Color(red: 1, green: 0, blue: 0))
    public static let green = _PlatformColor(Color(red: 0, green: 1, blue: 0))
    public static let blue = _PlatformColor(Color(red: 0, green: 0, blue: 1))
    public static let cyan = _PlatformColor(Color(red: 0, green: 1, blue: 1))
    public static let yellow = _PlatformColor(Color(red: 1, green: 1, blue: 0))
    public static let magenta = _PlatformColor(Color(red: 1, green: 0, blue: 1))
    public static let orange = _PlatformColor(Color(red: 1, green: 0.5, blue: 0))
    public static let purple = _PlatformColor(Color(red: 0.5, green: 0, blue: 0.5))
    public static let brown = _PlatformColor(Color(red: 0.6, green: 0.4, blue: 0.2))
}

/// UIKit's colour type, for `Color(.systemBlue)` and `Color(uiColor:)`.
public typealias UIColor = _PlatformColor
/// AppKit's colour type, for `Color(nsColor:)`.
public typealias NSColor = _PlatformColor

extension Color {
    /// The platform colour `color` (`Color(.systemBlue)`, `Color(.secondarySystemBackground)`).
    public init(_ color: _PlatformColor) { self = color.color }

    /// The same, as SwiftUI spells it for UIKit colours.
    public init(uiColor: UIColor) { self = uiColor.color }

    /// The same, as SwiftUI spells it for AppKit colours.
    public init(nsColor: NSColor) { self = nsColor.color }
}
