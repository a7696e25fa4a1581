import Foundation
import TintCore
import TintLayout

/// One styled piece of a text: how many scalars of the string it covers and how they are
/// drawn.
public struct TextRunStyle: Equatable, Sendable {
    public var length: Int
    public var font: Font
    public var color: Color
    public var underline: Color? = nil
    public var strikethrough: Color? = nil
    /// Where the piece links to (markdown's `[text](url)`): clicking it opens the URL.
    public var link: URL? = nil
    /// The dash patterns of the underline and strikethrough (`TextContent.underlineDashes`).
    public var underlineDashes: [UInt8] = []
    public var strikethroughDashes: [UInt8] = []
    /// A colour filled behind the piece, across its stretch of each line.
    public var background: Color? = nil

    public init(length: Int, font: Font, color: Color, underline: Color? = nil, strikethrough: Color? = nil, link: URL? = nil) {
        self.length = length
        self.font = font
        self.color = color
        self.underline = underline
        self.strikethrough = strikethrough
        self.link = link
    }
}
