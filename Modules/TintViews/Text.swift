/// A run of text, drawn in the environment's font and foreground colour, as in SwiftUI.
public struct Text: View, Equatable, Sendable {
    public typealias Body = Never
    /// The string shown.
    public var content: String
    /// A font set directly on the text (`Text.font`), overriding the environment.
    public var fontOverride: Font?
    /// A colour set directly on the text, overriding the environment.
    public var colorOverride: Color?
    /// A weight set with `.bold()` or `.fontWeight`, applied to whatever font the text ends up
    /// with (its own or the environment's).
    public var weightOverride: Font.Weight?
    /// Set by `.italic()`.
    public var isItalic = false
    /// Set by `.monospaced()`.
    public var isMonospaced = false
    /// `.underline`: drawn, in this colour or the text's (`nil` inside).
    public var _underline: Color?? = nil
    /// `.strikethrough`: drawn, in this colour or the text's.
    public var _strikethrough: Color?? = nil
    /// The caret, selection and marked text of a text being edited.
    public var _editingMarks: _TextEditingMarks? = nil

    /// Shows `content` as it is (SwiftUI's localization is not applied). Disfavoured, as in
    /// SwiftUI: a literal is a `LocalizedStringKey`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    public init(verbatim content: String) {
        self.content = content
    }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.fontOverride = font
        return copy
    }

    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.colorOverride = color
        return copy
    }

    public func bold() -> Text {
        fontWeight(.bold)
    }

    /// This text at `weight` (`nil`: the font's own).
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var copy = self
        copy.weightOverride = weight
        return copy
    }

    /// This text slanted.
    public func italic() -> Text {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// This text in the monospaced design.
    public func monospaced() -> Text {
        var copy = self
        copy.isMonospaced = true
        return copy
    }

    /// Accepted: DejaVu's digits are all one width already.
    public func monospacedDigit() -> Text { self }

    /// This text with a line under it, in `color` or the text's colour.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        var copy = self
        copy._underline = isActive ? .some(color) : nil
        return copy
    }

    /// This text with a line through it, in `color` or the text's colour.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        var copy = self
        copy._strikethrough = isActive ? .some(color) : nil
        return copy
    }

    /// The font this text draws in, given the environment's.
    public func _resolvedFont(_ environmentFont: Font?) -> Font {
        var font = fontOverride ?? environmentFont ?? .body
        if let weightOverride { font = font.weight(weightOverride) }
        if isItalic { font = font.italic() }
        if isMonospaced { font = font.monospaced() }
        return font
    }

    /// Two texts joined, as SwiftUI's `Text + Text`: the characters of both, drawn in the
    /// first's style (runs of different styles arrive with issue 23's text work).
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.content = lhs.content + rhs.content
        return joined
    }
}
