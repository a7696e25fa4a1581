import TintCore
import TintText

/// The texts laid out recently anywhere in the tree (`SharedText`), by text, face and paragraph
/// style: the same label in many rows (a digit, "Edit", a unit) is one entry, wrapped once per
/// width whichever box asks.
///
/// Bounded in entries and in bytes (the blocks laid out in the entries it holds): when either
/// is full it starts afresh, so a tree of ever-new texts pays one clearing per `capacity`
/// entries, and a field holding 100,000 characters (a new text at every keystroke) never keeps
/// more than `byteCapacity`. An entry dropped this way lives on in the boxes that hold it.
@MainActor
struct TextLayoutCache {
    struct Key: Hashable {
        /// The face, by identity: an entry holds its face, so the identity cannot be reused by
        /// another face while the entry lives.
        let face: ObjectIdentifier
        /// Exact: canonically equal texts lay out into different scalars.
        let text: ExactText
        let lineSpacing: Int
        let lineLimit: Int?
        let rightToLeft: Bool
        let truncation: TextTruncation

        /// The paragraph style hashed as one word: each value combined on its own was a round
        /// of hashing, for fields that are the same in most keys (equality still compares each).
        func hash(into hasher: inout Hasher) {
            hasher.combine(face)
            hasher.combine(text)
            let ending = switch truncation {
            case .head: 0
            case .middle: 1
            case .tail: 2
            }
            let lines = lineLimit.map { $0 &+ 1 } ?? 0
            hasher.combine(lineSpacing &* 0x9E37_79B9 &+ lines &* 8 &+ (rightToLeft ? 4 : 0) &+ ending)
        }
    }

    private var entries: [Key: SharedText] = [:]
    /// Told to each entry kept, so that its later layouts are counted only while it is here.
    private var generation = 0
    static let capacity = 4_096
    /// About 32 MiB of text and its placed glyphs.
    static let byteCapacity = 32 * 1024 * 1024
    /// The bytes the blocks laid out in the kept entries cost, about: each character's UTF-8
    /// in the key and the block's lines, and a placed glyph (`TextLine.PlacedGlyph`) once drawn.
    private(set) var bytes = 0

    static func cost(of text: String) -> Int { 256 + text.utf8.count * 48 }

    /// The entry for `text` in `face` with this paragraph style, made if no box asked for it
    /// since the cache last started afresh.
    mutating func entry(for text: String, face: FontFace, lineSpacing: Int, lineLimit: Int?, rightToLeft: Bool = false,
                        truncation: TextTruncation = .tail) -> SharedText {
        let key = Key(face: ObjectIdentifier(face), text: ExactText(text), lineSpacing: lineSpacing, lineLimit: lineLimit,
                      rightToLeft: rightToLeft, truncation: truncation)
        if let entry = entries[key] { return entry }
        let entry = SharedText(string: text, face: face, spans: nil, lineSpacing: lineSpacing, lineLimit: lineLimit,
                               rightToLeft: rightToLeft, truncation: truncation)
        // A text larger than the whole budget is laid out for its box but not kept here.
        guard entry.cost <= TextLayoutCache.byteCapacity else { return entry }
        if entries.count >= TextLayoutCache.capacity { startAfresh() }
        entry.cacheGeneration = generation
        entries[key] = entry
        return entry
    }

    /// Counts `count` blocks just laid out in `entry`, if this cache holds it.
    mutating func noteLayouts(_ count: Int, in entry: SharedText) {
        blocksLaidOut += count
        guard count > 0, entry.cacheGeneration == generation else { return }
        bytes += count * entry.cost
        if bytes > TextLayoutCache.byteCapacity { startAfresh() }
    }

    private mutating func startAfresh() {
        entries.removeAll(keepingCapacity: true)
        bytes = 0
        generation += 1
    }

    /// The block for `text` in `face` at a width and a line limit in pixels and lines, through
    /// the entry for the text.
    mutating func block(_ text: String, face: FontFace, maxWidth: Int?, lineLimit: Int?, lineSpacing: Int, rightToLeft: Bool = false,
                        truncation: TextTruncation = .tail) -> TextBlock {
        let shared = entry(for: text, face: face, lineSpacing: lineSpacing, lineLimit: lineLimit, rightToLeft: rightToLeft, truncation: truncation)
        let before = shared.layouts
        let block = shared.block(width: maxWidth, height: nil, naturalWidth: nil)
        noteLayouts(shared.layouts - before, in: shared)
        return block
    }

    /// The entries kept.
    var count: Int { entries.count }
    /// Blocks laid out through this cache's entries since it was made (for tests: a text shown
    /// by many boxes is laid out once per question).
    private(set) var blocksLaidOut = 0
}
