/// Laid-out lines of glyphs that a canvas draws, and records, a line at a time.
///
/// A recording canvas (`DisplayList`) keeps a drawn line as one item holding these lines: one
/// retain. Recorded glyph by glyph, each glyph was a copy of its mask (two retains and a
/// release), a placement and a bounds union, nearly half of recording a text-heavy window on
/// the main thread while the other threads waited for it.
///
/// TintText's laid-out lines conform (`[TextLine]`); TintRaster draws, never lays out.
public protocol GlyphLines: Sendable {
    /// Draws the glyphs of line `line` on `canvas` with the line's top-left at pixel (x, y), in
    /// order: outline glyphs through their coverage in `source` (premultiplied), colour glyphs
    /// in their own pixels at `opacity`. The lines draw themselves (one call a line, the
    /// glyphs' types known where they are walked), not through a callback a glyph.
    func drawGlyphs(ofLine line: Int, on canvas: Canvas, x: Int, y: Int, premultiplied source: UInt32, opacity: Double)
}

extension Canvas {
    /// Draws line `line` of `lines` with its top-left at pixel (x, y): outline glyphs in
    /// `source` (premultiplied), colour glyphs in their own colours at `opacity` (SwiftUI lends
    /// an emoji only the text's opacity). `ink` bounds the line's glyphs from its top-left:
    /// where the line can paint.
    public func draw(line: Int, of lines: some GlyphLines, x: Int, y: Int, ink: PixelRect, premultiplied source: UInt32, opacity: Double) {
        let reach = PixelRect(x: ink.x + x, y: ink.y + y, width: ink.width, height: ink.height).intersection(clip)
        guard !reach.isEmpty else { return }
        if let recording {
            recording.append(.glyphLine(lines, line: line, x: x, y: y, source: source, opacity: opacity), clip: clip, reach: reach)
            return
        }
        lines.drawGlyphs(ofLine: line, on: self, x: x, y: y, premultiplied: source, opacity: opacity)
    }
}
