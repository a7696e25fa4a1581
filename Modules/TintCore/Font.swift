/// A font request, as SwiftUI's `Font`: a size in points and a weight. TintText resolves it to
/// a face of DejaVu Sans, the one family Tint ships against so rendering is deterministic.
///
/// Text-style sizes follow macOS (desktop): body 13, title 22 and so on.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The font's weight; Tint maps light weights to DejaVu Sans ExtraLight and semibold or
    /// heavier to DejaVu Sans Bold.
    public enum Weight: Int, Hashable, Sendable, Comparable {
        case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500
        case semibold = 600, bold = 700, heavy = 800, black = 900

        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
    }

    /// The family flavour: proportional or monospaced.
    public enum Design: Hashable, Sendable {
        case `default`, monospaced
    }

    public var size: CGFloat
    public var weight: Weight
    public var design: Design

    /// A size that is NaN, infinite or not positive becomes the body size.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        let valid = size.isFinite && size > 0
        if !valid { RuntimeWarnings.emit("font size \(size) is not a positive number; using 13") }
        return Font(size: valid ? Swift.min(size, 1000) : 13, weight: weight, design: design)
    }

    /// This font at another weight.
    public func weight(_ weight: Weight) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    public func bold() -> Font { weight(.bold) }

    public var description: String { "Font(\(size)pt, \(weight), \(design))" }

    public static let largeTitle = Font.system(size: 26)
    public static let title = Font.system(size: 22)
    public static let title2 = Font.system(size: 17)
    public static let title3 = Font.system(size: 15)
    public static let headline = Font.system(size: 13, weight: .bold)
    public static let body = Font.system(size: 13)
    public static let callout = Font.system(size: 12)
    public static let subheadline = Font.system(size: 11)
    public static let footnote = Font.system(size: 10)
    public static let caption = Font.system(size: 10)
    public static let caption2 = Font.system(size: 10)
}
