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

    public init(font: Font, color: Color, alignment: TextAlignment = .leading, rightToLeft: Bool = false,
                truncation: TextTruncation = .tail, lineLimit: Int? = nil) {
        self.font = font
        self.color = color
        self.alignment = alignment
        self.rightToLeft = rightToLeft
        self.truncation = truncation
        self.lineLimit = lineLimit
    }
}
