import Foundation
import TintCore

extension Text {
    /// How a line under or through a text is drawn, as SwiftUI's `Text.LineStyle`.
    public struct LineStyle: Hashable, Sendable {
        /// The dashes of a line, as SwiftUI's `Text.LineStyle.Pattern`.
        public struct Pattern: Hashable, Sendable {
            /// The pattern's on and off lengths, in line thicknesses (empty: solid).
            package let dashes: [UInt8]

            package init(dashes: [UInt8]) { self.dashes = dashes }

            public static let solid = Pattern(dashes: [])
            public static let dot = Pattern(dashes: [1, 2])
            public static let dash = Pattern(dashes: [5, 3])
            public static let dashDot = Pattern(dashes: [5, 3, 1, 3])
            public static let dashDotDot = Pattern(dashes: [5, 3, 1, 3, 1, 3])
        }

        package let pattern: Pattern
        package let color: Color?

        /// A line in `pattern`, in `color` or the text's colour.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }

    /// How much a text is scaled, as SwiftUI's `Text.Scale`: secondary text is drawn smaller.
    public enum Scale: Hashable, Sendable {
        case `default`, secondary
    }

    /// This text with a line under it, in `pattern` and `color` (the text's colour when nil).
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        var copy = underline(isActive, color: color)
        copy[mark: \.underlinePattern] = isActive && pattern != .solid ? pattern : nil
        return copy
    }

    /// This text with a line through it, in `pattern` and `color`.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        var copy = strikethrough(isActive, color: color)
        copy[mark: \.strikethroughPattern] = isActive && pattern != .solid ? pattern : nil
        return copy
    }

    /// This text with `tracking` points added after each character (nil or 0: none); it wins
    /// over `kerning`, as in SwiftUI.
    public func tracking(_ tracking: CGFloat) -> Text {
        var copy = self
        copy[mark: \.tracking] = LayoutInput.finite(tracking, name: "Text tracking")
        return copy
    }

    /// This text with `kerning` points between its characters. Tint spaces every character
    /// evenly for both (DejaVu has no tracking tables), so kerning looks as tracking does.
    public func kerning(_ kerning: CGFloat) -> Text {
        var copy = self
        copy[mark: \.kerning] = LayoutInput.finite(kerning, name: "Text kerning")
        return copy
    }

    /// This text raised `baselineOffset` points above its baseline (lowered when negative);
    /// its line grows to hold it.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        var copy = self
        copy[mark: \.baselineOffset] = LayoutInput.finite(baselineOffset, name: "Text baseline offset")
        return copy
    }

    /// This text in `design` (nil: the font's own).
    public func fontDesign(_ design: Font.Design?) -> Text {
        var copy = self
        copy[mark: \.design] = design
        return copy
    }

    /// This text in `width` (nil: the font's own).
    public func fontWidth(_ width: Font.Width?) -> Text {
        var copy = self
        copy[mark: \.width] = width
        return copy
    }

    /// This text at `scale`: secondary text is drawn at four fifths of its font's size.
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text {
        guard isEnabled, scale == .secondary else { return self }
        var copy = self
        copy[mark: \.sizeFactor] = 0.8
        return copy
    }

    /// How a screen reader speaks this text: kept with it for the accessibility tree.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text {
        speech { $0.includesPunctuation = value }
    }

    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text {
        speech { $0.spellsOutCharacters = value }
    }

    public func speechAdjustedPitch(_ value: Double) -> Text {
        speech { $0.adjustedPitch = value.isFinite ? min(max(value, -1), 1) : 0 }
    }

    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text {
        speech { $0.announcementsQueued = value }
    }

    private func speech(_ change: (inout TextSpeech) -> Void) -> Text {
        var copy = self
        var speech = copy[mark: \.speech] ?? TextSpeech()
        change(&speech)
        copy[mark: \.speech] = speech
        return copy
    }

    /// How a screen reader is asked to speak this text (`speechAlwaysIncludesPunctuation`...);
    /// nil when the text asks nothing.
    package var speech: TextSpeech? { self[mark: \.speech] }
}

/// How a text asks to be spoken (`Text.speechAlwaysIncludesPunctuation` and its kin).
package struct TextSpeech: Hashable, Sendable {
    package var includesPunctuation = false
    package var spellsOutCharacters = false
    package var adjustedPitch = 0.0
    package var announcementsQueued = false
}

/// What the views around a text ask of it beyond its font (`EnvironmentValues.textOptions`):
/// shrinking and tightening to fit, its least lines, its lines, selection.
package struct TextOptions: Equatable, Sendable {
    /// The smallest fraction of its size a text may shrink to when it does not fit.
    package var minimumScaleFactor: CGFloat = 1
    /// Whether a text may draw its characters closer together before it truncates.
    package var allowsTightening = false
    /// The least lines a text's height holds (`lineLimit(2...4)`, `lineLimit(3, reservesSpace: true)`).
    package var minimumLines: Int? = nil
    /// Lines drawn under or through every text here (`View.underline`, `View.strikethrough`).
    package var underline: Text.LineStyle? = nil
    package var strikethrough: Text.LineStyle? = nil
    /// Whether the text here can be selected and copied (`textSelection(.enabled)`).
    package var isSelectable = false
}

extension EnvironmentValues {
    /// The smallest fraction of its font's size text here shrinks to when it does not fit
    /// (1: it does not shrink; it truncates).
    public var minimumScaleFactor: CGFloat {
        get { textOptions.minimumScaleFactor }
        set { textOptions.minimumScaleFactor = newValue.isFinite ? min(max(newValue, 0.01), 1) : 1 }
    }

    /// Whether text here may draw its characters closer together to fit before it truncates.
    public var allowsTightening: Bool {
        get { textOptions.allowsTightening }
        set { textOptions.allowsTightening = newValue }
    }
}

/// Whether text can be selected, as SwiftUI's `TextSelectability`.
public protocol TextSelectability {
    static var allowsSelection: Bool { get }
}

/// Text that can be selected and copied.
public struct EnabledTextSelectability: TextSelectability {
    public static let allowsSelection = true
}

/// Text that cannot be selected.
public struct DisabledTextSelectability: TextSelectability {
    public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
    /// Adds `tracking` points after each character of the text in this view.
    public func tracking(_ tracking: CGFloat) -> some View {
        modifier(_FontTransformModifier(weight: nil, italic: false, monospaced: false,
                                        tracking: LayoutInput.finite(tracking, name: "tracking")))
    }

    /// Adds `kerning` points between the characters of the text in this view (as tracking).
    public func kerning(_ kerning: CGFloat) -> some View {
        modifier(_FontTransformModifier(weight: nil, italic: false, monospaced: false,
                                        tracking: LayoutInput.finite(kerning, name: "kerning")))
    }

    /// Raises the text in this view `baselineOffset` points above its baseline.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        modifier(_FontTransformModifier(weight: nil, italic: false, monospaced: false,
                                        baselineOffset: LayoutInput.finite(baselineOffset, name: "baselineOffset")))
    }

    /// Draws the text in this view in `width` (nil: its font's own).
    public func fontWidth(_ width: Font.Width?) -> some View {
        modifier(_FontTransformModifier(weight: nil, italic: false, monospaced: false, width: width))
    }

    /// Accepted: DejaVu's digits are all one width already.
    public func monospacedDigit() -> some View { self }

    /// Draws a line under the text in this view.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.textOptions.underline, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
    }

    /// Draws a line through the text in this view.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.textOptions.strikethrough, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
    }

    /// Lets the text in this view shrink to `factor` of its size (0.01 to 1) to fit its space
    /// before it truncates.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }

    /// Lets the text in this view draw its characters closer together to fit before it
    /// truncates.
    public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }

    /// At most `limit` lines for the text in this view; with `reservesSpace`, a shorter text
    /// still takes that many lines' height.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        let lines = max(1, limit)
        return environment(\.lineLimit, lines).environment(\.textOptions.minimumLines, reservesSpace ? lines : nil)
    }

    /// Between `limit.lowerBound` and `limit.upperBound` lines for the text in this view: a
    /// shorter text takes the least lines' height, a longer one is cut.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        let least = max(1, limit.lowerBound)
        return environment(\.lineLimit, max(least, limit.upperBound)).environment(\.textOptions.minimumLines, least)
    }

    /// At least `limit.lowerBound` lines' height for the text in this view, and no limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        environment(\.lineLimit, nil).environment(\.textOptions.minimumLines, max(1, limit.lowerBound))
    }

    /// At most `limit.upperBound` lines for the text in this view.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        environment(\.lineLimit, max(1, limit.upperBound)).environment(\.textOptions.minimumLines, nil)
    }

    /// Lets the user select the text in this view and copy it (`.enabled`), or not.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        environment(\.textOptions.isSelectable, S.allowsSelection)
    }
}
