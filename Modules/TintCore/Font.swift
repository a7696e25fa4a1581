import Foundation

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

    /// The family flavour: proportional, serif, rounded (drawn as proportional: DejaVu has no
    /// rounded face) or monospaced.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// The text styles of SwiftUI's `Font.TextStyle`, at macOS's sizes.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        package var size: CGFloat {
            switch self {
            case .largeTitle: 26
            case .title: 22
            case .title2: 17
            case .title3: 15
            case .headline, .body: 13
            case .callout: 12
            case .subheadline: 11
            case .footnote, .caption, .caption2: 10
            }
        }
    }

    public var size: CGFloat
    public var weight: Weight
    public var design: Design
    /// Slanted (DejaVu's oblique and italic faces).
    public var isItalic = false
    /// The family `Font.custom` names ("Noto Serif", a PostScript name such as
    /// "NotoSerif-Bold"): drawn in that installed font when fontconfig has it, else in the
    /// DejaVu face its name suggests. nil for the system font.
    public var family: String? = nil
    /// Extra space after each character, in points (`tracking`, `kerning`: Tint adds both the
    /// same way, as pen advance after every character; DejaVu has no tracking tables).
    package var tracking: CGFloat = 0
    /// How far the glyphs are raised above the line's baseline, in points (`baselineOffset`);
    /// the line grows by as much, so the raised glyphs stay inside it.
    package var baselineOffset: CGFloat = 0
    /// The width class (`Font.Width.value`): below standard draws DejaVu's condensed faces.
    package var widthValue: CGFloat = 0
    /// Extra space between lines asked for by `leading(_:)`.
    package var leadingStyle: Leading = .standard
    /// Letters drawn as small capitals (`smallCaps()`), synthesized: DejaVu has no `smcp`.
    package var smallCapitals: SmallCapitals = []
    /// Drawn from the symbol font (`SystemSymbols`): a text holding an `Image(systemName:)`.
    package var isSymbolFont = false

    init(size: CGFloat, weight: Weight, design: Design) {
        self.size = size
        self.weight = weight
        self.design = design
    }

    /// A text style's font, as SwiftUI's `Font.system(_:design:weight:)`.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: style.size, weight: weight ?? (style == .headline ? .bold : .regular), design: design ?? .default)
    }

    /// The font named `name` at `size`, as SwiftUI's `Font.custom(_:size:)`: the installed font
    /// of that family or PostScript name (through fontconfig), else DejaVu as the name
    /// suggests: a name containing "Mono" or "Courier" is monospaced, one containing "Serif",
    /// "Times" or "Georgia" serif, "Bold" bold, "Italic" or "Oblique" italic, any other the
    /// system font.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        let lower = name.lowercased()
        var font = Font.system(size: size, weight: lower.contains("bold") ? .bold : .regular,
                               design: lower.contains("mono") || lower.contains("courier") ? .monospaced
                                   : lower.contains("serif") && !lower.contains("sans") || lower.contains("times") || lower.contains("georgia") ? .serif : .default)
        font.isItalic = lower.contains("italic") || lower.contains("oblique")
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        font.family = trimmed.isEmpty ? nil : trimmed
        return font
    }

    /// The same, relative to a text style (its size is the style's: Tint does not scale type).
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        custom(name, size: size)
    }

    /// The same at a fixed size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        custom(name, size: fixedSize)
    }

    /// This font slanted.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// This font in the monospaced design.
    public func monospaced() -> Font {
        var copy = self
        copy.design = .monospaced
        return copy
    }

    /// Accepted: DejaVu's digits are all one width already.
    public func monospacedDigit() -> Font { self }

    /// Takes the spacing, width, leading and small capitals `other` sets and this font does
    /// not: a text's own font inside views that set them (`.tracking` on a stack).
    package mutating func adoptTypography(of other: Font) {
        if tracking == 0 { tracking = other.tracking }
        if baselineOffset == 0 { baselineOffset = other.baselineOffset }
        if widthValue == 0 { widthValue = other.widthValue }
        if leadingStyle == .standard { leadingStyle = other.leadingStyle }
        smallCapitals.formUnion(other.smallCapitals)
    }

    /// This font in another width (`Font.Width`): condensed and compressed draw DejaVu's
    /// condensed faces; DejaVu has no expanded face, so wider widths draw the standard one.
    public func width(_ width: Width) -> Font {
        var copy = self
        copy.widthValue = width.value
        return copy
    }

    /// This font with tighter or looser line spacing, as SwiftUI's `Font.leading(_:)`.
    public func leading(_ leading: Leading) -> Font {
        var copy = self
        copy.leadingStyle = leading
        return copy
    }

    /// Lowercase letters drawn as small capitals (uppercase letters stay as they are).
    public func smallCaps() -> Font { withSmallCapitals(.lowercase) }

    /// Lowercase letters drawn as small capitals, as `smallCaps()`.
    public func lowercaseSmallCaps() -> Font { withSmallCapitals(.lowercase) }

    /// Uppercase letters drawn as small capitals (lowercase letters stay as they are).
    public func uppercaseSmallCaps() -> Font { withSmallCapitals(.uppercase) }

    private func withSmallCapitals(_ kind: SmallCapitals) -> Font {
        var copy = self
        copy.smallCapitals.insert(kind)
        return copy
    }

    /// A width of a font that has several, as SwiftUI's `Font.Width`.
    public struct Width: Hashable, Sendable {
        /// The width as a number: 0 is standard, negative narrower, positive wider.
        public var value: CGFloat

        public init(_ value: CGFloat) {
            self.value = value.isFinite ? value : 0
        }

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// Line spacing of a font, as SwiftUI's `Font.Leading`.
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose
    }

    /// Which letters a font draws as small capitals (`Font.smallCaps()`).
    package struct SmallCapitals: OptionSet, Hashable, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        package static let lowercase = SmallCapitals(rawValue: 1)
        package static let uppercase = SmallCapitals(rawValue: 2)
    }

    /// A size that is NaN, infinite or not positive becomes the body size.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        let valid = size.isFinite && size > 0
        if !valid { RuntimeWarnings.emit("font size \(size) is not a positive number; using 13", fix: "pass a font size greater than 0") }
        return Font(size: valid ? Swift.min(size, 1000) : 13, weight: weight, design: design)
    }

    /// This font at another weight.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    public func bold() -> Font { weight(.bold) }

    public var description: String { "Font(\(size)pt, \(weight), \(design)\(isItalic ? ", italic" : ""))" }

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
