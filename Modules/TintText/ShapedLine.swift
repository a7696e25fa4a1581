import TintCore

/// One line of text shaped: every glyph in visual (left-to-right drawing) order with its face,
/// image and pixel position, and each character's share of the width for breaking lines and
/// placing carets. Made by `TextShaper`; kept in its primary face's cache.
@MainActor
public final class ShapedLine {
    /// One shaped glyph.
    public struct Glyph {
        public let face: FontFace
        public let id: UInt32
        /// The glyph's image, nil for glyphs without ink (spaces).
        public let image: FontFace.Glyph?
        /// Where the image's top-left goes, in pixels from the line's top-left.
        public let x: Int
        public let y: Int
        /// The pen position where the glyph starts and its advance, in pixels.
        public let penX: Double
        public let advance: Double
        /// The index (in scalars) of the first character of the glyph's cluster.
        public let cluster: Int
        /// Whether the glyph's run goes right to left.
        public let rightToLeft: Bool
    }

    /// The advance width, in pixels.
    public let width: Int
    public let glyphs: [Glyph]
    /// What the line holds in memory, about: its glyphs and the object (the glyph images are
    /// the faces' and counted there).
    var byteCount: Int { 64 + glyphs.count * MemoryLayout<Glyph>.stride }
    /// Scalars in the line.
    public let scalarCount: Int
    /// Each scalar's advance in pixels: a cluster's whole advance sits on its first scalar,
    /// the others hold 0, so a sum over a range of whole clusters is their width.
    public let advances: [Double]

    init(width: Int, glyphs: [Glyph], scalarCount: Int, advances: [Double]) {
        self.width = width
        self.glyphs = glyphs
        self.scalarCount = scalarCount
        self.advances = advances
    }

    /// The caret's x position (pixels) before the scalar at `index` (the text's end when
    /// `index` is the count): the leading edge of that character's glyphs, which is their left
    /// side in a left-to-right run and their right side in a right-to-left one.
    public func caretX(beforeScalar index: Int) -> Int {
        if index >= scalarCount {
            // After the last character: its trailing edge.
            guard let last = glyphs.max(by: { $0.cluster < $1.cluster }) else { return 0 }
            let edge = glyphs.filter { $0.cluster == last.cluster }
            let x = last.rightToLeft ? edge.map(\.penX).min()! : edge.map { $0.penX + $0.advance }.max()!
            return Int(x.rounded())
        }
        // The cluster holding `index`: the greatest cluster start not after it.
        var best: Int?
        for glyph in glyphs where glyph.cluster <= index && glyph.cluster > (best ?? -1) { best = glyph.cluster }
        guard let cluster = best else { return 0 }
        let edge = glyphs.filter { $0.cluster == cluster }
        let x = edge[0].rightToLeft ? edge.map { $0.penX + $0.advance }.max()! : edge.map(\.penX).min()!
        return Int(x.rounded())
    }
}

extension FontFace {
    /// `text` shaped on one line with this face and the fallback fonts (`TextShaper`), cached
    /// per string: measuring and then drawing a label shapes it once.
    public func shaped(_ text: String, rightToLeftByDefault: Bool = false) -> ShapedLine {
        let key = ShapedLineKey(text: text, rightToLeftByDefault: rightToLeftByDefault)
        if let cached = shapedLines[key] { return cached }
        // Very long lines are not kept with the others (one would hold more than all the
        // labels): only the last one, which measuring, wrapping and drawing ask for in turn.
        let long = text.utf8.count > 4_096
        if long, let last = lastLongLine, last.key == key { return last.line }
        let line = TextShaper.shape(text, primary: self, rightToLeftByDefault: rightToLeftByDefault)
        if long {
            lastLongLine = (key, line)
            return line
        }
        let bytes = line.byteCount
        if shapedLines.count >= FontFace.shapedLineBudget || shapedLineBytes + bytes > FontFace.shapedLineByteBudget {
            shapedLines.removeAll(keepingCapacity: true)
            shapedLineBytes = 0
        }
        shapedLines[key] = line
        shapedLineBytes += bytes
        return line
    }
}

/// A shaped line's cache key: its exact text and paragraph direction.
struct ShapedLineKey: Hashable {
    let text: ExactText
    let rightToLeftByDefault: Bool

    init(text: String, rightToLeftByDefault: Bool) {
        self.text = ExactText(text)
        self.rightToLeftByDefault = rightToLeftByDefault
    }
}
