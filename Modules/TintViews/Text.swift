import Foundation
import TintCore

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
    /// The styles few texts carry, out of line: a `Text` is stored in every node and body
    /// value that holds one, and inline these made it 336 bytes (now 136).
    private var extras: OutOfLine<TextExtras>? = nil
    /// The pieces of a text joined from several (`Text + Text`, markdown), each with its own
    /// style; the text's own modifiers style what a piece leaves unset. nil for one piece.
    public var _runs: [Text]? = nil

    /// `.underline`: drawn, in this colour or the text's (`nil` inside).
    nonisolated public var _underline: Color?? {
        get { extras?.value.underline ?? nil }
        set { extras = .updating(extras, empty: TextExtras()) { $0.underline = newValue } }
    }
    /// `.strikethrough`: drawn, in this colour or the text's.
    nonisolated public var _strikethrough: Color?? {
        get { extras?.value.strikethrough ?? nil }
        set { extras = .updating(extras, empty: TextExtras()) { $0.strikethrough = newValue } }
    }
    /// The caret, selection and marked text of a text being edited.
    nonisolated public var _editingMarks: _TextEditingMarks? {
        get { extras?.value.editingMarks }
        set { extras = .updating(extras, empty: TextExtras()) { $0.editingMarks = newValue } }
    }
    /// Where a markdown link in the text goes (`[text](url)`).
    nonisolated public var _link: URL? {
        get { extras?.value.link }
        set { extras = .updating(extras, empty: TextExtras()) { $0.link = newValue } }
    }

    /// Shows `content` as it is (SwiftUI's localization is not applied). Disfavoured, as in
    /// SwiftUI: a literal is a `LocalizedStringKey`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    public nonisolated init(verbatim content: String) {
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

    /// This text bold, or as it was when `isActive` is false.
    public func bold(_ isActive: Bool) -> Text {
        isActive ? fontWeight(.bold) : self
    }

    /// This text slanted, or as it was when `isActive` is false.
    public func italic(_ isActive: Bool) -> Text {
        isActive ? italic() : self
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
    public func monospaced(_ isActive: Bool = true) -> Text {
        var copy = self
        copy.isMonospaced = isActive
        return copy
    }

    /// This text in `style` (a colour; a gradient lends its first stop), as SwiftUI's
    /// `Text.foregroundStyle`: a piece of a joined text keeps its own.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        switch style._style {
        case .foreground: self
        case .color(let color): foregroundColor(color)
        case .linearGradient(let gradient): foregroundColor(gradient.gradient.stops.first?.color)
        }
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

    /// Two texts joined, as SwiftUI's `Text + Text`: the characters of both, each piece in its
    /// own style. A modifier on the joined text styles every piece that does not set that
    /// style itself, as in SwiftUI (`(Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue)`
    /// draws a red "a" and a blue "b").
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(verbatim: lhs.content + rhs.content)
        joined._runs = lhs._pieces + rhs._pieces
        return joined
    }

    /// This text's pieces with its own style pushed into each: one piece for a plain text.
    public nonisolated var _pieces: [Text] {
        guard let runs = _runs else { return [self] }
        return runs.map { $0._styled(under: self) }
    }

    /// This piece with what it leaves unset taken from `outer`.
    nonisolated func _styled(under outer: Text) -> Text {
        var piece = self
        piece.fontOverride = fontOverride ?? outer.fontOverride
        piece.colorOverride = colorOverride ?? outer.colorOverride
        piece.weightOverride = weightOverride ?? outer.weightOverride
        piece.isItalic = isItalic || outer.isItalic
        piece.isMonospaced = isMonospaced || outer.isMonospaced
        piece._underline = _underline ?? outer._underline
        piece._strikethrough = _strikethrough ?? outer._strikethrough
        piece._link = _link ?? outer._link
        return piece
    }
}

/// What few texts carry: decoration lines, editing marks, a link (`Text.extras`).
struct TextExtras: Equatable, Sendable {
    var underline: Color?? = nil
    var strikethrough: Color?? = nil
    var editingMarks: _TextEditingMarks? = nil
    var link: URL? = nil
}
