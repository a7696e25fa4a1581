extension FontFace {
    /// The x (pixels from the line's left) of the caret before the scalar at `index` of a line
    /// of `text` as it is drawn: the pen position ASCII text reaches there, or the leading edge
    /// of that character's glyphs in shaped text (its right side in a right-to-left run).
    public func caretX(in text: String, beforeScalar index: Int, rightToLeftByDefault: Bool = false) -> Int {
        if !rightToLeftByDefault, isPairKerned(text) {
            return width(of: String(String.UnicodeScalarView(text.unicodeScalars.prefix(index))))
        }
        return shaped(text, rightToLeftByDefault: rightToLeftByDefault).caretX(beforeScalar: index)
    }

    /// The pixel spans (from the line's left, left to right, merged where they touch) covered
    /// by the glyphs of the scalars in `range` of a line of `text`: one span for a run of one
    /// direction, several where a selection crosses between directions.
    public func spans(in text: String, scalars range: Range<Int>, rightToLeftByDefault: Bool = false) -> [Range<Int>] {
        guard !range.isEmpty else { return [] }
        if !rightToLeftByDefault, isPairKerned(text) {
            let from = caretX(in: text, beforeScalar: range.lowerBound), to = caretX(in: text, beforeScalar: range.upperBound)
            return from < to ? [from..<to] : []
        }
        let line = shaped(text, rightToLeftByDefault: rightToLeftByDefault)
        var spans: [Range<Int>] = []
        for glyph in line.glyphs where range.contains(glyph.cluster) {
            let from = Int(glyph.penX.rounded()), to = Int((glyph.penX + glyph.advance).rounded())
            guard from < to else { continue }
            if let last = spans.last, last.upperBound >= from, last.lowerBound <= to {
                spans[spans.count - 1] = Swift.min(last.lowerBound, from)..<Swift.max(last.upperBound, to)
            } else {
                spans.append(from..<to)
            }
        }
        return spans
    }

    /// The character offset the caret goes to when moved one step right (or left) on screen
    /// from the offset `caret` in a line of `text`: the nearest caret position strictly to
    /// that side, which inside a right-to-left run is the logically previous character. nil
    /// when the line has no right-to-left run (logical and visual steps agree) or the caret is
    /// at that edge of the line.
    public func visualCaretStep(in text: String, from caret: Int, rightward: Bool, rightToLeftByDefault: Bool = false) -> Int? {
        guard rightToLeftByDefault || !isPairKerned(text) else { return nil }
        let line = shaped(text, rightToLeftByDefault: rightToLeftByDefault)
        guard line.glyphs.contains(where: \.rightToLeft) else { return nil }
        // Every caret position (before each character, and at the end) with its x.
        var positions: [(offset: Int, x: Int)] = []
        var scalar = 0
        for (offset, character) in text.enumerated() {
            positions.append((offset, line.caretX(beforeScalar: scalar)))
            scalar += character.unicodeScalars.count
        }
        positions.append((positions.count, line.caretX(beforeScalar: scalar)))
        guard let current = positions.first(where: { $0.offset == caret })?.x else { return nil }
        let side = positions.filter { rightward ? $0.x > current : $0.x < current }
        let nearest = rightward ? side.min { ($0.x, $0.offset) < ($1.x, $1.offset) } : side.max { ($0.x, -$0.offset) < ($1.x, -$1.offset) }
        return nearest?.offset
    }
}
