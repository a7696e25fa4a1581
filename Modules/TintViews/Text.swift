import Foundation
import TintBoxes
import TintCore

/// A run of text, drawn in the environment's font and foreground colour, as in SwiftUI.
public struct Text: View, Equatable, Sendable {
    /// A case text can be shown in, as SwiftUI's `Text.Case` (`.textCase(_:)`).
    public enum Case: Hashable, Sendable {
        case uppercase
        case lowercase
    }

    public typealias Body = Never
    /// The string shown.
    public var content: String
    /// Everything else a text carries (its font, colour, weight, decorations...), out of
    /// line and `nil` for a plain text: a `Text` is stored in every node and body value that
    /// holds one, and inline these made it 336 bytes, then 112 (now 32). A styled text costs one
    /// allocation per modifier, as SwiftUI's (which keeps its modifiers in an array).
    private var style: OutOfLine<TextStyle>? = nil
    /// The pieces of a text joined from several (`Text + Text`, markdown), each with its own
    /// style; the text's own modifiers style what a piece leaves unset. nil for one piece.
    package var _runs: [Text]? = nil

    /// A font set directly on the text (`Text.font`), overriding the environment.
    nonisolated public var fontOverride: Font? {
        get { style?.value.font }
        set { restyle { $0.font = newValue } }
    }
    /// A colour set directly on the text, overriding the environment.
    nonisolated public var colorOverride: Color? {
        get { style?.value.color }
        set { restyle { $0.color = newValue } }
    }
    /// A weight set with `.bold()` or `.fontWeight`, applied to whatever font the text ends up
    /// with (its own or the environment's).
    nonisolated public var weightOverride: Font.Weight? {
        get { style?.value.weight }
        set { restyle { $0.weight = newValue } }
    }
    /// Set by `.italic()`.
    nonisolated public var isItalic: Bool {
        get { style?.value.isItalic ?? false }
        set { restyle { $0.isItalic = newValue } }
    }
    /// Set by `.monospaced()`.
    nonisolated public var isMonospaced: Bool {
        get { style?.value.isMonospaced ?? false }
        set { restyle { $0.isMonospaced = newValue } }
    }
    /// `.underline`: drawn, in this colour or the text's (`nil` inside).
    nonisolated public var _underline: Color?? {
        get { style?.value.underline ?? nil }
        set { restyle { $0.underline = newValue } }
    }
    /// `.strikethrough`: drawn, in this colour or the text's.
    nonisolated public var _strikethrough: Color?? {
        get { style?.value.strikethrough ?? nil }
        set { restyle { $0.strikethrough = newValue } }
    }
    /// The caret, selection and marked text of a text being edited.
    nonisolated public var _editingMarks: TextEditingMarks? {
        get { style?.value.editingMarks }
        set { restyle { $0.editingMarks = newValue } }
    }
    /// Where a markdown link in the text goes (`[text](url)`).
    nonisolated public var _link: URL? {
        get { style?.value.link }
        set { restyle { $0.link = newValue } }
    }

    private nonisolated mutating func restyle(_ change: (inout TextStyle) -> Void) {
        style = .updating(style, empty: TextStyle(), sharing: Self.recentStyles, change)
    }

    /// Texts styled alike one after another (a list's labels in one font) share one box.
    private nonisolated static let recentStyles = RecentCells<TextStyle>()

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
        case .gradient(let gradient): foregroundColor(gradient.gradient.stops.first?.color)
        case .hierarchical(let level): foregroundColor(HierarchicalShapeStyle.defaults[min(max(level, 0), 4)])
        // A piece of text keeps a colour, not a style: an app's style is resolved in the
        // default environment.
        case .resolving: foregroundColor(style._style.color(in: EnvironmentValues()))
        // Text is drawn in colours: an image keeps the text's own.
        case .image: self
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

    /// The font this text draws in, given the environment's. A font of the text's own keeps
    /// the spacing the views around it set (`.tracking`, `.baselineOffset`, `.fontWidth` on a
    /// stack), as SwiftUI's does.
    package func _resolvedFont(_ environmentFont: Font?) -> Font {
        var font = fontOverride ?? environmentFont ?? .body
        if fontOverride != nil, let environmentFont { font.adoptTypography(of: environmentFont) }
        if let weightOverride { font = font.weight(weightOverride) }
        if isItalic { font = font.italic() }
        if isMonospaced { font = font.monospaced() }
        if let marks = style?.value.marksValue { marks.apply(to: &font) }
        return font
    }

    /// The text's rarely set style, nil for most texts: read once where several marks are
    /// needed (a key path subscript per mark cost every label its own look-ups).
    package nonisolated var _marks: TextMarks? { style?.value.marksValue }

    /// A mark of the text's rarely set style (`TextMarks`), its default when unset.
    package nonisolated subscript<T>(mark path: WritableKeyPath<TextMarks, T>) -> T {
        get { style?.value.marksValue?[keyPath: path] ?? TextMarks()[keyPath: path] }
        set { restyle { $0[mark: path] = newValue } }
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
    package nonisolated var _pieces: [Text] {
        guard let runs = _runs else { return [self] }
        return runs.map { $0._styled(under: self) }
    }

    /// This piece with what it leaves unset taken from `outer`.
    nonisolated func _styled(under outer: Text) -> Text {
        guard let outer = outer.style?.value else { return self }
        var piece = self
        piece.restyle { own in
            own.font = own.font ?? outer.font
            own.color = own.color ?? outer.color
            own.weight = own.weight ?? outer.weight
            own.isItalic = own.isItalic || outer.isItalic
            own.isMonospaced = own.isMonospaced || outer.isMonospaced
            own.underline = own.underline ?? outer.underline
            own.strikethrough = own.strikethrough ?? outer.strikethrough
            own.link = own.link ?? outer.link
            if let outerMarks = outer.marksValue { own.inheritTypography(from: outerMarks) }
        }
        return piece
    }
}

/// What a text carries besides its string (`Text.style`).
struct TextStyle: Equatable, Sendable {
    var font: Font? = nil
    var color: Color? = nil
    var weight: Font.Weight? = nil
    var isItalic = false
    var isMonospaced = false
    /// Lines, editing marks and links, out of line again: few texts carry any, and inline they
    /// made every styled text's box 328 bytes (a list of labels in one font kept one each).
    private var marks: OutOfLine<TextMarks>? = nil

    var underline: Color?? {
        get { marks?.value.underline ?? nil }
        set { remark { $0.underline = newValue } }
    }
    var strikethrough: Color?? {
        get { marks?.value.strikethrough ?? nil }
        set { remark { $0.strikethrough = newValue } }
    }
    var editingMarks: TextEditingMarks? {
        get { marks?.value.editingMarks }
        set { remark { $0.editingMarks = newValue } }
    }
    var link: URL? {
        get { marks?.value.link }
        set { remark { $0.link = newValue } }
    }

    /// The rarely set part, nil when nothing of it is set.
    var marksValue: TextMarks? { marks?.value }

    subscript<T>(mark path: WritableKeyPath<TextMarks, T>) -> T {
        get { (marks?.value ?? TextMarks())[keyPath: path] }
        set { remark { $0[keyPath: path] = newValue } }
    }

    /// Takes the typography `outer` sets and this piece leaves unset.
    mutating func inheritTypography(from outer: TextMarks) {
        guard outer.hasTypography else { return }
        remark { own in
            own.tracking = own.tracking ?? outer.tracking
            own.kerning = own.kerning ?? outer.kerning
            own.baselineOffset = own.baselineOffset ?? outer.baselineOffset
            own.design = own.design ?? outer.design
            own.width = own.width ?? outer.width
            if own.underlinePattern == nil { own.underlinePattern = outer.underlinePattern }
            if own.strikethroughPattern == nil { own.strikethroughPattern = outer.strikethroughPattern }
            own.sizeFactor = own.sizeFactor ?? outer.sizeFactor
            own.speech = own.speech ?? outer.speech
        }
    }

    private mutating func remark(_ change: (inout TextMarks) -> Void) {
        marks = .updating(marks, empty: TextMarks(), change)
    }
}

/// The rarely set part of a `TextStyle`: lines, editing marks, links and typography.
package struct TextMarks: Equatable, Sendable {
    var underline: Color?? = nil
    var strikethrough: Color?? = nil
    var editingMarks: TextEditingMarks? = nil
    var link: URL? = nil
    /// `Text.tracking` and `Text.kerning`, in points; tracking wins when both are set, as in
    /// SwiftUI.
    package var tracking: CGFloat? = nil
    package var kerning: CGFloat? = nil
    package var baselineOffset: CGFloat? = nil
    package var design: Font.Design? = nil
    package var width: Font.Width? = nil
    /// The patterns of the underline and strikethrough (nil: solid).
    package var underlinePattern: Text.LineStyle.Pattern? = nil
    package var strikethroughPattern: Text.LineStyle.Pattern? = nil
    /// A fraction of the font's size (`textScale(.secondary)`).
    package var sizeFactor: CGFloat? = nil
    /// How a screen reader is asked to speak the text.
    package var speech: TextSpeech? = nil
    /// `Text.accessibilityHeading`: the heading level (0: no particular level).
    package var accessibilityHeading: Int? = nil
    /// What the text shows when it depends on the time or the environment (a date's style,
    /// a timer): its content is read again as it is shown (`Text.reading(at:in:)`).
    package var live: LiveText? = nil
    /// A system symbol's glyph (`Text(Image(systemName:))`), drawn from the symbol font.
    package var isSymbol = false
    /// A colour behind the text (an attributed string's `backgroundColor`).
    package var background: Color? = nil

    package init() {}

    var hasTypography: Bool {
        tracking != nil || kerning != nil || baselineOffset != nil || design != nil || width != nil
            || underlinePattern != nil || strikethroughPattern != nil || sizeFactor != nil || speech != nil
    }

    /// The font with this text's typography.
    func apply(to font: inout Font) {
        if let design {
            font.design = design
        }
        if let width { font.widthValue = width.value }
        if let spacing = tracking ?? kerning { font.tracking = spacing }
        if let baselineOffset { font.baselineOffset = baselineOffset }
        if let sizeFactor { font.size = Swift.max(1, font.size * sizeFactor) }
        if isSymbol { font.isSymbolFont = true }
    }
}
