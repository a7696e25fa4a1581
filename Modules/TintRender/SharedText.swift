import TintCore
import TintText

/// One text as laid out in one face and paragraph style, with the blocks it was laid out into
/// so far: shared by every box showing that text (`TextLayoutCache` hands it out), the way a
/// browser's shape cache serves a word.
///
/// A box finds its entry once per content (one hash of the text) and keeps a reference; each
/// later question about a width and a line count is a short search here, and a block one box
/// laid out serves the others. Boxes used to keep a cache each: a thousand rows of one label
/// kept a thousand caches of the same blocks, and hashed the text for every first question.
///
/// A styled text (pieces in faces and colours of their own) is one box's alone: its styles are
/// not in the shared key.
@MainActor
final class SharedText {
    let string: String
    let face: FontFace
    /// The pieces of a styled text; nil for text of one style.
    let spans: [TextSpan]?
    /// Extra space between lines, in whole pixels.
    let lineSpacing: Int
    /// The text's own line limit (`.lineLimit`), before a height cuts it further.
    let lineLimit: Int?
    let rightToLeft: Bool
    let truncation: TextTruncation
    /// The height of one line, in pixels: a height proposal allows as many lines as fit.
    private let lineHeight: Int

    /// The blocks laid out so far, oldest first until full, then replaced in turn.
    ///
    /// The lists skip the run-time exclusivity check (`@exclusivity(unchecked)`): every size
    /// question of a text box searches them, on the main actor, with no access held across a
    /// call that could reach them again.
    @exclusivity(unchecked) private var blocks: [(key: TextBlockKey, block: TextBlock)] = []
    /// The blocks at no width limit, per line count, apart: every width they fit in answers
    /// with them, so they are not replaced by the blocks of narrower widths (many boxes asking
    /// at many widths would otherwise push them out and have them laid out again and again).
    @exclusivity(unchecked) private var unwrapped: [(lineLimit: Int?, block: TextBlock)] = []
    @exclusivity(unchecked) private var nextReplaced = 0
    /// How many blocks are kept: a short label asked by many boxes at many widths keeps more;
    /// a long text's blocks are large (its lines and glyphs), so it keeps as few as a box did.
    private let capacity: Int
    /// Blocks laid out here (not found, not derived): the shared cache counts their bytes.
    private(set) var layouts = 0
    /// The generation of `TextLayoutCache` that holds this entry; -1 when none does (a styled
    /// text, or one too large to keep).
    var cacheGeneration = -1

    /// Whether a styled text's lines are at least as tall as its own face's (a text drawn all
    /// in small capitals keeps its font's line).
    let strut: Bool

    init(string: String, face: FontFace, spans: [TextSpan]?, lineSpacing: Int, lineLimit: Int?, rightToLeft: Bool, truncation: TextTruncation,
         strut: Bool = false) {
        self.string = string
        self.face = face
        self.spans = spans
        self.strut = strut
        self.lineSpacing = lineSpacing
        self.lineLimit = lineLimit
        self.rightToLeft = rightToLeft
        self.truncation = truncation
        lineHeight = spans.map { TextBlock.lineHeight(of: $0, face: face, strut: strut) } ?? face.height
        capacity = Swift.min(32, Swift.max(12, (1 << 20) / TextLayoutCache.cost(of: string)))
    }

    /// The bytes one block of this text costs, about (`TextLayoutCache.cost(of:)`).
    var cost: Int { TextLayoutCache.cost(of: string) }

    var isEmpty: Bool { blocks.isEmpty && unwrapped.isEmpty }

    /// The block for a width and a height in whole pixels (`nil`: unconstrained), given the
    /// text's width on one line when it is one line (`naturalWidth`).
    func block(width: Int?, height: Int?, naturalWidth: Int?) -> TextBlock {
        var limit = lineLimit
        if let height {
            let fitting = Swift.max(1, (height + lineSpacing) / Swift.max(1, lineHeight + lineSpacing))
            limit = Swift.min(limit ?? Int.max, fitting)
        }
        return answer(TextBlockKey(maxWidth: width, lineLimit: limit), naturalWidth: naturalWidth)
    }

    private subscript(key: TextBlockKey) -> TextBlock? {
        for index in blocks.indices where blocks[index].key == key { return blocks[index].block }
        return nil
    }

    private func insert(_ block: TextBlock, for key: TextBlockKey) {
        if blocks.count < capacity {
            if blocks.capacity == 0 { blocks.reserveCapacity(4) }
            blocks.append((key, block))
        } else {
            blocks[nextReplaced] = (key, block)
            nextReplaced = (nextReplaced + 1) % capacity
        }
    }

    // A block answers other questions too, without laying the text out again (a stack asks a
    // text for its size at zero, at infinity and at its share, with heights to match):
    // - wrapping at a width its unwrapped lines fit in changes nothing;
    // - a height that allows more lines than the block has changes nothing either.
    private func answer(_ key: TextBlockKey, naturalWidth: Int?) -> TextBlock {
        guard let width = key.maxWidth else { return unwrapped(lineLimit: key.lineLimit) }
        if let cached = self[key] { return cached }
        // A one-line text known to be wider needs no unwrapped block to say so.
        if let naturalWidth, naturalWidth > width { return wrapped(key, naturalWidth: naturalWidth) }
        let unwrapped = unwrapped(lineLimit: key.lineLimit)
        if unwrapped.width <= width { return unwrapped }
        return wrapped(key, naturalWidth: naturalWidth)
    }

    /// The block at no width limit for `lineLimit` lines.
    private func unwrapped(lineLimit: Int?) -> TextBlock {
        for entry in unwrapped where entry.lineLimit == lineLimit { return entry.block }
        let block = atOwnLimit(ifWithin: lineLimit) { unwrapped(lineLimit: self.lineLimit) }
            ?? layOut(TextBlockKey(maxWidth: nil, lineLimit: lineLimit))
        // Few line counts are asked of one text (its own, and those heights allow): four kept.
        if unwrapped.count >= 4 { unwrapped.removeFirst() }
        unwrapped.append((lineLimit, block))
        return block
    }

    /// The block for a width its unwrapped lines do not fit in (or no width).
    private func wrapped(_ key: TextBlockKey, naturalWidth: Int?) -> TextBlock {
        let block = atOwnLimit(ifWithin: key.lineLimit) { answer(TextBlockKey(maxWidth: key.maxWidth, lineLimit: lineLimit), naturalWidth: naturalWidth) }
            ?? layOut(key)
        insert(block, for: key)
        return block
    }

    /// For a line count other than the text's own (a height's): the block at the text's own
    /// limit (`ownLimit`), when it has no more lines than that count allows, since it is then
    /// laid out the same; nil otherwise.
    private func atOwnLimit(ifWithin limit: Int?, _ ownLimit: () -> TextBlock) -> TextBlock? {
        guard let limit, limit != lineLimit else { return nil }
        let block = ownLimit()
        return block.lineTexts.count <= limit ? block : nil
    }

    private func layOut(_ key: TextBlockKey) -> TextBlock {
        layouts += 1
        if let spans {
            return TextBlock(styled: string, spans: spans, face: face, maxWidth: key.maxWidth, lineLimit: key.lineLimit,
                             lineSpacing: lineSpacing, rightToLeft: rightToLeft, strut: strut)
        }
        return TextBlock(string, face: face, maxWidth: key.maxWidth, lineLimit: key.lineLimit, lineSpacing: lineSpacing,
                         rightToLeft: rightToLeft, truncation: truncation)
    }
}

/// What a text block was laid out for: a width and a line count, in pixels and lines.
struct TextBlockKey: Equatable {
    let maxWidth: Int?
    let lineLimit: Int?
}
