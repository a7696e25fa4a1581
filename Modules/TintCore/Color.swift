import Foundation

/// A colour in the sRGB space with straight (non-premultiplied) opacity, as SwiftUI's `Color`.
///
/// `Color` is defined here, below the view layer, so that layout-free modules (raster, render)
/// can use it; TintViews makes it a `View`, as in SwiftUI. Components are stored as 0...1
/// doubles and quantized to 8 bits only when rasterized, so that `opacity(_:)` composes exactly.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The components in the light appearance (and in the dark one, for a fixed colour).
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    /// A semantic colour's components in the dark appearance, 8 bits each (ARGB); `nil` for a
    /// colour that is the same in both. Packed: colours are copied into every drawing.
    private var darkARGB: UInt32?

    /// Components outside 0...1 are clamped and NaN becomes 0, so a colour is always drawable.
    /// Components in another space (`.displayP3`, `.sRGBLinear`) are converted to sRGB, colours
    /// outside it clamped to its edge.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = colorSpace.sRGB(red, green, blue)
        self.red = Color.clampUnit(r)
        self.green = Color.clampUnit(g)
        self.blue = Color.clampUnit(b)
        self.alpha = Color.clampUnit(opacity)
    }

    /// A grey of the given white level.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// The space a colour's components are given in, as SwiftUI's `Color.RGBColorSpace`.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The sRGB space with its transfer curve: what Tint draws in.
        case sRGB
        /// The sRGB primaries without the transfer curve (light-linear components).
        case sRGBLinear
        /// The wider Display P3 primaries, with the sRGB curve.
        case displayP3

        /// `(r, g, b)` in this space as sRGB components (unclamped).
        func sRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
            switch self {
            case .sRGB:
                return (r, g, b)
            case .sRGBLinear:
                return (Color.encode(r), Color.encode(g), Color.encode(b))
            case .displayP3:
                // Linear P3 to linear sRGB (both D65), then the sRGB curve.
                let lr = Color.decode(r), lg = Color.decode(g), lb = Color.decode(b)
                return (Color.encode(1.2249401 * lr - 0.2249404 * lg),
                        Color.encode(-0.0420569 * lr + 1.0420571 * lg),
                        Color.encode(-0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb))
            }
        }
    }

    /// The sRGB transfer curve: a light-linear component to an encoded one.
    package static func encode(_ linear: Double) -> Double {
        guard linear.isFinite else { return 0 }
        let sign: Double = linear < 0 ? -1 : 1, v = Swift.abs(linear)
        return sign * (v <= 0.0031308 ? 12.92 * v : 1.055 * Foundation.pow(v, 1 / 2.4) - 0.055)
    }

    /// The inverse of `encode`.
    package static func decode(_ encoded: Double) -> Double {
        guard encoded.isFinite else { return 0 }
        let sign: Double = encoded < 0 ? -1 : 1, v = Swift.abs(encoded)
        return sign * (v <= 0.04045 ? v / 12.92 : Foundation.pow((v + 0.055) / 1.055, 2.4))
    }

    /// A colour from hue (0...1 for 0° to 360°), saturation and brightness, as SwiftUI's. A hue
    /// outside 0...1 wraps around the colour wheel; the rest are clamped, NaN as 0.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
        let s = Color.clampUnit(saturation), v = Color.clampUnit(brightness)
        let sector = Swift.min(5, Int(h)), f = h - Double(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// An 8-bit-per-channel colour, e.g. `Color(rgb: 0x007AFF)`.
    public init(rgb: UInt32, opacity: Double = 1) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255,
            green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255,
            opacity: opacity)
    }

    /// A semantic colour: `light` in the light appearance, `dark` in the dark one (each taken
    /// in its own appearance).
    public init(light: Color, dark: Color) {
        self = light.resolved(in: .light)
        let d = dark.resolved(in: .dark)
        func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
        darkARGB = byte(d.alpha) << 24 | byte(d.red) << 16 | byte(d.green) << 8 | byte(d.blue)
    }

    /// This colour with its opacity set to `alpha`, in both appearances (a colour picker's
    /// opacity slider).
    package func _withOpacity(_ alpha: Double) -> Color {
        func set(_ c: Color) -> Color { Color(red: c.red, green: c.green, blue: c.blue, opacity: alpha) }
        return isSemantic ? Color(light: set(resolved(in: .light)), dark: set(resolved(in: .dark))) : set(self)
    }

    /// Whether the colour differs between the appearances.
    public var isSemantic: Bool { darkARGB != nil }

    /// The fixed colour this one is in `scheme`.
    public func resolved(in scheme: ColorScheme) -> Color {
        guard let dark = darkARGB else { return self }
        if scheme == .light {
            var fixed = self
            fixed.darkARGB = nil
            return fixed
        }
        func unit(_ shift: UInt32) -> Double { Double((dark >> shift) & 0xFF) / 255 }
        return Color(red: unit(16), green: unit(8), blue: unit(0), opacity: unit(24))
    }

    /// This colour with its opacity multiplied by `factor`, as SwiftUI's `Color.opacity(_:)`
    /// (in both appearances).
    public func opacity(_ factor: Double) -> Color {
        guard isSemantic else { return Color(red: red, green: green, blue: blue, opacity: alpha * factor) }
        return Color(light: resolved(in: .light).opacity(factor), dark: resolved(in: .dark).opacity(factor))
    }

    public var description: String {
        let c = [red, green, blue, alpha].map { String(Int(($0 * 255).rounded())) }
        return "Color(rgba: \(c.joined(separator: ", ")))"
    }

    private static func clampUnit(_ v: Double) -> Double {
        v.isNaN ? 0 : Swift.min(1, Swift.max(0, v))
    }

    /// Apple's system colour `light`, and its dark-appearance form `dark`.
    private static func system(_ light: UInt32, _ dark: UInt32) -> Color {
        Color(light: Color(rgb: light), dark: Color(rgb: dark))
    }

    // The standard palette: Apple's system colours in both appearances (macOS's values), so
    // ported SwiftUI code looks familiar.
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let gray = system(0x8E8E93, 0x8E8E93)
    public static let red = system(0xFF3B30, 0xFF453A)
    public static let orange = system(0xFF9500, 0xFF9F0A)
    public static let yellow = system(0xFFCC00, 0xFFD60A)
    public static let green = system(0x34C759, 0x30D158)
    public static let mint = system(0x00C7BE, 0x63E6E2)
    public static let teal = system(0x30B0C7, 0x40CBE0)
    public static let cyan = system(0x32ADE6, 0x64D2FF)
    public static let blue = system(0x007AFF, 0x0A84FF)
    public static let indigo = system(0x5856D6, 0x5E5CE6)
    public static let purple = system(0xAF52DE, 0xBF5AF2)
    public static let pink = system(0xFF2D55, 0xFF375F)
    public static let brown = system(0xA2845E, 0xAC8E68)
    /// The primary text colour: black, white in the dark appearance.
    public static let primary = Color(light: Color(white: 0), dark: Color(white: 1))
    /// Secondary text: the primary colour at reduced opacity, as on Apple platforms.
    public static let secondary = Color(light: Color(rgb: 0x3C3C43, opacity: 0.6), dark: Color(rgb: 0xEBEBF5, opacity: 0.6))
    /// The accent: blue, or the desktop's accent colour when a desktop app's first window
    /// found one (`AccentColorSetting`).
    public static var accentColor: Color { AccentColorSetting.current }
}

/// The process's accent colour, which the desktop may choose: set by the app as its windows
/// open, read by every control that draws in the accent. Views read it in their bodies, so a
/// change reaches the windows opened after it.
package enum AccentColorSetting {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var value = Color.blue

    package static var current: Color {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}

/// The light or dark appearance, as SwiftUI's `ColorScheme`.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light, dark
}
