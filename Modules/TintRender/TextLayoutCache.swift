import TintText

/// Text blocks laid out recently anywhere in the tree, by text, face, width, line count and
/// line spacing: the same label in many rows (a digit, "Edit", a unit) is wrapped once.
///
/// Each box keeps its own few blocks (`RenderBox.textBlocks`); this cache serves a box's first
/// question about a text some other box already answered, the way a browser's shape cache
/// serves a word. Bounded in entries and in bytes: when either is full it starts afresh, so a
/// tree of ever-new texts pays one clearing per `capacity` blocks, and a field holding 100,000
/// characters (a new text at every keystroke) never keeps more than `byteCapacity`.
@MainActor
struct TextLayoutCache {
    struct Key: Hashable {
        /// The face, by identity: a cached block holds its face, so the identity cannot be
        /// reused by another face while the entry lives.
        let face: ObjectIdentifier
        /// Exact: canonically equal texts lay out into different scalars.
        let text: ExactText
        let maxWidth: Int?
        let lineLimit: Int?
        let lineSpacing: Int
        let rightToLeft: Bool
        let truncation: TextTruncation
    }

    private var blocks: [Key: TextBlock] = [:]
    static let capacity = 4_096
    /// About 32 MiB of text and its placed glyphs.
    static let byteCapacity = 32 * 1024 * 1024
    /// The bytes the cached blocks cost, about: each character's UTF-8 in the key and the
    /// block's lines, and a placed glyph (`TextLine.PlacedGlyph`) once drawn.
    private(set) var bytes = 0

    static func cost(of text: String) -> Int { 256 + text.utf8.count * 48 }

    /// The block for `text` in `face`, laid out now if no box asked this question before.
    mutating func block(_ text: String, face: FontFace, maxWidth: Int?, lineLimit: Int?, lineSpacing: Int, rightToLeft: Bool = false,
                        truncation: TextTruncation = .tail) -> TextBlock {
        let key = Key(face: ObjectIdentifier(face), text: ExactText(text), maxWidth: maxWidth, lineLimit: lineLimit, lineSpacing: lineSpacing,
                      rightToLeft: rightToLeft, truncation: truncation)
        if let cached = blocks[key] { return cached }
        let cost = TextLayoutCache.cost(of: text)
        if blocks.count >= TextLayoutCache.capacity || bytes + cost > TextLayoutCache.byteCapacity {
            blocks.removeAll(keepingCapacity: true)
            bytes = 0
        }
        let block = TextBlock(text, face: face, maxWidth: maxWidth, lineLimit: lineLimit, lineSpacing: lineSpacing, rightToLeft: rightToLeft,
                              truncation: truncation)
        // A text larger than the whole budget is laid out for its box but not kept here.
        guard cost <= TextLayoutCache.byteCapacity else { return block }
        blocks[key] = block
        bytes += cost
        return block
    }

    var count: Int { blocks.count }
}
