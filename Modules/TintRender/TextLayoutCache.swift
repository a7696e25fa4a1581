import TintText

/// Text blocks laid out recently anywhere in the tree, by text, face, width, line count and
/// line spacing: the same label in many rows (a digit, "Edit", a unit) is wrapped once.
///
/// Each box keeps its own few blocks (`RenderBox.textBlocks`); this cache serves a box's first
/// question about a text some other box already answered, the way a browser's shape cache
/// serves a word. Bounded: when full it starts afresh, so a tree of ever-new texts pays one
/// clearing per `capacity` blocks and never grows without end.
@MainActor
struct TextLayoutCache {
    struct Key: Hashable {
        /// The face, by identity: a cached block holds its face, so the identity cannot be
        /// reused by another face while the entry lives.
        let face: ObjectIdentifier
        let text: String
        let maxWidth: Int?
        let lineLimit: Int?
        let lineSpacing: Int
    }

    private var blocks: [Key: TextBlock] = [:]
    static let capacity = 4_096

    /// The block for `text` in `face`, laid out now if no box asked this question before.
    mutating func block(_ text: String, face: FontFace, maxWidth: Int?, lineLimit: Int?, lineSpacing: Int) -> TextBlock {
        let key = Key(face: ObjectIdentifier(face), text: text, maxWidth: maxWidth, lineLimit: lineLimit, lineSpacing: lineSpacing)
        if let cached = blocks[key] { return cached }
        if blocks.count >= TextLayoutCache.capacity { blocks.removeAll(keepingCapacity: true) }
        let block = TextBlock(text, face: face, maxWidth: maxWidth, lineLimit: lineLimit, lineSpacing: lineSpacing)
        blocks[key] = block
        return block
    }

    var count: Int { blocks.count }
}
