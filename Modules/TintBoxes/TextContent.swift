import Foundation
import TintCore
import TintLayout

/// Text with its resolved font and colour.
public struct TextContent: Equatable, Sendable {
    public var string: String
    /// How the text looks (font, colour, alignment, direction, truncation, line limit), in a
    /// box shared between the texts that look alike (`TextLooks`): a list of a million labels
    /// kept a million copies of the same 90-odd bytes.
    private var look: OutOfLine<TextLook>
    /// What few texts carry (line spacing, lines, editing marks, a link opener), out of line:
    /// every text box holds its content, and inline these made it 360 bytes (now 40).
    private var extras: OutOfLine<TextContentExtras>? = nil
    /// The styled pieces of a text joined from several (`Text + Text`, markdown), covering
    /// `string` in order; nil for text of one style.
    public var runs: [TextRunStyle]? = nil

    public init(string: String, font: Font, color: Color, lineLimit: Int? = nil, alignment: TextAlignment = .leading, lineSpacing: CGFloat = 0) {
        self.init(string: string, look: OutOfLine(TextLook(font: font, color: color, alignment: alignment, lineLimit: lineLimit)))
        self.lineSpacing = lineSpacing
    }

    /// A text of `string` in a look shared with others.
    public init(string: String, look: OutOfLine<TextLook>) {
        self.string = string
        self.look = look
    }

    public var font: Font {
        get { look.value.font }
        set { relook { $0.font = newValue } }
    }
    public var color: Color {
        get { look.value.color }
        set { relook { $0.color = newValue } }
    }
    public var alignment: TextAlignment {
        get { look.value.alignment }
        set { relook { $0.alignment = newValue } }
    }
    /// Laid out under a right-to-left layout direction: `.leading` lines go right, and a
    /// paragraph without a strong direction of its own runs right to left.
    public var rightToLeft: Bool {
        get { look.value.rightToLeft }
        set { relook { $0.rightToLeft = newValue } }
    }
    /// Where a line too long for the text's width is cut (`.truncationMode`).
    public var truncation: TextTruncation {
        get { look.value.truncation }
        set { relook { $0.truncation = newValue } }
    }
    public var lineLimit: Int? {
        get { look.value.lineLimit }
        set { relook { $0.lineLimit = newValue } }
    }
    /// Drawn as placeholder bars (`TextLook.redacted`).
    public var redacted: Bool {
        get { look.value.redacted }
        set { relook { $0.redacted = newValue } }
    }

    /// See `TextLook.minimumScaleFactor`.
    public var minimumScaleFactor: CGFloat {
        get { look.value.minimumScaleFactor }
        set { relook { $0.minimumScaleFactor = newValue } }
    }
    /// See `TextLook.allowsTightening`.
    public var allowsTightening: Bool {
        get { look.value.allowsTightening }
        set { relook { $0.allowsTightening = newValue } }
    }
    /// See `TextLook.minimumLines`.
    public var minimumLines: Int? {
        get { look.value.minimumLines }
        set { relook { $0.minimumLines = newValue } }
    }
    /// Whether the text may be drawn smaller or tighter than its font to fit.
    public var fitsBySqueezing: Bool { look.value.minimumScaleFactor < 1 || look.value.allowsTightening }

    /// The look changed by `change`, in a box of its own (the old one may be shared); none is
    /// made when nothing changed.
    private mutating func relook(_ change: (inout TextLook) -> Void) {
        var changed = look.value
        change(&changed)
        if changed != look.value { look = OutOfLine(changed) }
    }

    /// Extra space between lines (`.lineSpacing`).
    public var lineSpacing: CGFloat {
        get { extras?.value.lineSpacing ?? 0 }
        set { extras = .updating(extras, empty: TextContentExtras()) { $0.lineSpacing = newValue } }
    }
    /// The colour of a line under the text (`.underline`), if any.
    public var underline: Color? {
        get { extras?.value.underline }
        set { extras = .updating(extras, empty: TextContentExtras()) { $0.underline = newValue } }
    }
    /// The colour of a line through the text (`.strikethrough`), if any.
    public var strikethrough: Color? {
        get { extras?.value.strikethrough }
        set { extras = .updating(extras, empty: TextContentExtras()) { $0.strikethrough = newValue } }
    }
    /// The dash pattern of the underline and of the strikethrough, in line thicknesses (on,
    /// off, ...; empty: solid).
    public var underlineDashes: [UInt8] {
        get { extras?.value.underlineDashes ?? [] }
        set { extras = .updating(extras, empty: TextContentExtras()) { $0.underlineDashes = newValue } }
    }
    public var strikethroughDashes: [UInt8] {
        get { extras?.value.strikethroughDashes ?? [] }
        set { extras = .updating(extras, empty: TextContentExtras()) { $0.strikethroughDashes = newValue } }
    }
    /// The caret, selection and marked text of a text being edited, drawn with it.
    public var editing: TextEditingMarks? {
        get { extras?.value.editing }
        set { extras = .updating(extras, empty: TextContentExtras()) { $0.editing = newValue } }
    }
    /// Opens a link of the text when it is clicked (the environment's `openURL`); set only
    /// for text with links.
    public var openURL: URLOpener? {
        get { extras?.value.openURL }
        set { extras = .updating(extras, empty: TextContentExtras()) { $0.openURL = newValue } }
    }
}

/// What few texts carry (`TextContent.extras`).
struct TextContentExtras: Equatable, Sendable {
    var lineSpacing: CGFloat = 0
    var underline: Color? = nil
    var strikethrough: Color? = nil
    var underlineDashes: [UInt8] = []
    var strikethroughDashes: [UInt8] = []
    var editing: TextEditingMarks? = nil
    var openURL: URLOpener? = nil
}
