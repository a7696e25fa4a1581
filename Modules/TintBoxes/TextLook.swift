import TintCore
import TintLayout

/// How a text looks (`TextContent.look`).
public struct TextLook: Equatable, Sendable {
    public var font: Font
    public var color: Color
    public var alignment: TextAlignment = .leading
    public var rightToLeft = false
    public var truncation: TextTruncation = .tail
    public var lineLimit: Int? = nil
    /// Drawn as placeholder bars where its lines are, not as glyphs (`.redacted(reason:
    /// .placeholder)`): laid out as the text would be.
    public var redacted = false
    /// The smallest fraction of its font's size the text shrinks to when it does not fit its
    /// frame (`.minimumScaleFactor`; 1: it truncates).
    public var minimumScaleFactor: CGFloat = 1
    /// Whether the text is drawn tighter (less tracking) before it shrinks or truncates.
    public var allowsTightening = false
    /// The least lines the text's height holds (`.lineLimit(2...4)`); nil: its own lines.
    public var minimumLines: Int? = nil

    public init(font: Font, color: Color, alignment: TextAlignment = .leading, rightToLeft: Bool = false,
                truncation: TextTruncation = .tail, lineLimit: Int? = nil, redacted: Bool = false) {
        self.font = font
        self.color = color
        self.alignment = alignment
        self.rightToLeft = rightToLeft
        self.truncation = truncation
        self.lineLimit = lineLimit
        self.redacted = redacted
    }
}
