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
}
