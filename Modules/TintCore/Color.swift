/// A colour in the sRGB space with straight (non-premultiplied) opacity, as SwiftUI's `Color`.
///
/// `Color` is defined here, below the view layer, so that layout-free modules (raster, render)
/// can use it; TintViews makes it a `View`, as in SwiftUI. Components are stored as 0...1
/// doubles and quantized to 8 bits only when rasterized, so that `opacity(_:)` composes exactly.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Components outside 0...1 are clamped and NaN becomes 0, so a colour is always drawable.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = Color.clampUnit(red)
        self.green = Color.clampUnit(green)
        self.blue = Color.clampUnit(blue)
        self.alpha = Color.clampUnit(opacity)
    }

    /// A grey of the given white level.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// An 8-bit-per-channel colour, e.g. `Color(rgb: 0x007AFF)`.
    public init(rgb: UInt32, opacity: Double = 1) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255,
            green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255,
            opacity: opacity)
    }

    /// This colour with its opacity multiplied by `factor`, as SwiftUI's `Color.opacity(_:)`.
    public func opacity(_ factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: alpha * factor)
    }

    public var description: String {
        let c = [red, green, blue, alpha].map { String(Int(($0 * 255).rounded())) }
        return "Color(rgba: \(c.joined(separator: ", ")))"
    }

    private static func clampUnit(_ v: Double) -> Double {
        v.isNaN ? 0 : Swift.min(1, Swift.max(0, v))
    }

    // The standard palette: Apple's light-mode system colours, so ported SwiftUI code looks
    // familiar.
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let gray = Color(rgb: 0x8E8E93)
    public static let red = Color(rgb: 0xFF3B30)
    public static let orange = Color(rgb: 0xFF9500)
    public static let yellow = Color(rgb: 0xFFCC00)
    public static let green = Color(rgb: 0x34C759)
    public static let mint = Color(rgb: 0x00C7BE)
    public static let teal = Color(rgb: 0x30B0C7)
    public static let cyan = Color(rgb: 0x32ADE6)
    public static let blue = Color(rgb: 0x007AFF)
    public static let indigo = Color(rgb: 0x5856D6)
    public static let purple = Color(rgb: 0xAF52DE)
    public static let pink = Color(rgb: 0xFF2D55)
    public static let brown = Color(rgb: 0xA2845E)
    /// The primary text colour.
    public static let primary = Color(white: 0)
    /// Secondary text: the primary colour at reduced opacity, as on Apple platforms.
    public static let secondary = Color(rgb: 0x3C3C43, opacity: 0.6)
    public static let accentColor = Color.blue
}
