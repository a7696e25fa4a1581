import TintCore
import TintRaster

/// One line of text laid out in a face: its size and each glyph's mask and pixel position
/// relative to the line's top-left. TintRender draws it; TintText never draws.
public struct TextLine: Sendable {
    /// A glyph and where its mask goes, in pixels from the line's top-left.
    public struct PlacedGlyph: Sendable {
        public let glyph: FontFace.Glyph
        public let x: Int
        public let y: Int
    }

    /// A piece of a styled line: its glyphs (indices into `glyphs`), its style number and
    /// where it sits across the line, in pixels from the line's left.
    public struct Run: Sendable {
        public let style: Int
        public let glyphs: Range<Int>
        public let x: Int
        public let width: Int
    }

    /// Size in pixels.
    public let width: Int
    public let height: Int
    /// The baseline's distance from the line's top, in pixels (of a styled line, the highest
    /// ascent among its pieces' faces, which they share).
    public let ascent: Int
    public let glyphs: [PlacedGlyph]
    /// The styled pieces, left to right; empty for a line of one style.
    public var runs: [Run] = []

    /// Lays out `text` on one line in `face`; `rightToLeftByDefault` is the direction of a
    /// paragraph with no strong character (the layout direction).
    @MainActor
    public init(_ text: String, face: FontFace, rightToLeftByDefault: Bool = false) {
        var placed: [PlacedGlyph] = []
        placed.reserveCapacity(text.utf8.count)
        height = face.height
        ascent = face.ascent
        // ASCII needs no font but the primary one and no shaping beyond kerning: the table
        // walk that measures it also places it. Anything else is shaped.
        if !rightToLeftByDefault, let width = face.placeASCII(text, into: &placed) {
            self.width = width
            glyphs = placed
            return
        }
        do {
            let line = face.shaped(text, rightToLeftByDefault: rightToLeftByDefault)
            for glyph in line.glyphs {
                if let image = glyph.image { placed.append(PlacedGlyph(glyph: image, x: glyph.x, y: glyph.y)) }
            }
            width = line.width
            glyphs = placed
        }
    }

    /// Lays out the pieces of a styled line side by side on one baseline (the highest ascent
    /// among their faces), each shaped in its own face: in logical order, or in the visual
    /// order of their bidi levels when the line holds right-to-left text.
    @MainActor
    init(_ pieces: [TextSegment], height: Int, rightToLeft: Bool, leastAscent: Int = 0) {
        self.height = height
        let ascent = Swift.max(leastAscent, pieces.map(\.face.ascent).max() ?? 0)
        self.ascent = ascent
        // Right-to-left text: each piece cut where its bidi level changes, and the cuts put in
        // visual order by their levels (a space between an Arabic and a Latin piece goes
        // where the paragraph's direction puts it).
        var pieces = pieces
        var levels = [UInt8](repeating: rightToLeft ? 1 : 0, count: pieces.count)
        let all = pieces.map(\.text).joined()
        if rightToLeft || !all.utf8.allSatisfy({ $0 < 0x80 }),
           let bidi = BidiLevels.levels(of: all.unicodeScalars.map(\.value), rightToLeftByDefault: rightToLeft) {
            var cut: [TextSegment] = []
            levels = []
            var offset = 0
            for piece in pieces {
                let scalars = Array(piece.text.unicodeScalars)
                var start = 0
                while start < scalars.count {
                    var end = start + 1
                    while end < scalars.count, bidi.levels[offset + end] == bidi.levels[offset + start] { end += 1 }
                    cut.append(TextSegment(text: String(String.UnicodeScalarView(scalars[start..<end])), face: piece.face, style: piece.style))
                    levels.append(bidi.levels[offset + start])
                    start = end
                }
                offset += scalars.count
            }
            pieces = cut
        }
        let order = BidiLevels.visualOrder(of: levels)
        var placed: [PlacedGlyph] = []
        var runs: [Run] = []
        var pen = 0
        for index in order {
            let piece = pieces[index]
            let line = TextLine(piece.text, face: piece.face, rightToLeftByDefault: levels[index] % 2 == 1)
            let first = placed.count
            let drop = ascent - piece.face.ascent
            for glyph in line.glyphs { placed.append(PlacedGlyph(glyph: glyph.glyph, x: glyph.x + pen, y: glyph.y + drop)) }
            runs.append(Run(style: piece.style, glyphs: first..<placed.count, x: pen, width: line.width))
            pen += line.width
        }
        width = pen
        glyphs = placed
        self.runs = runs
    }
}

extension TextLine {
    /// Draws the glyphs `range` of this line on `canvas` with the line's top-left at pixel
    /// (x, y): outline glyphs through their coverage in `source` (premultiplied), colour glyphs
    /// (emoji) in their own pixels at `opacity`.
    public func drawGlyphs(_ range: Range<Int>, on canvas: Canvas, x: Int, y: Int, premultiplied source: UInt32, opacity: Double) {
        // Through the buffer, and neither the glyph nor its mask copied (unowned: the line holds
        // its glyphs while it draws; the mask's bytes read in place, `AlphaMask.bytes`): a glyph
        // is shared by every line with that letter, and when a window is drawn in strips each
        // copy was a retain by two threads of one count word by turns (with the masks' own
        // bytes, retain and release fell from 13.3 % to 7.4 % of the busy window's two-thread
        // repaint, perf).
        let draws = !canvas.isRecording
        if draws { canvas.prefetch(PixelRect(x: x, y: y, width: width, height: height)) }
        glyphs.withUnsafeBufferPointer { glyphs in
            for index in range {
                unowned(unsafe) let glyph = glyphs[index].glyph
                let left = x + glyphs[index].x, top = y + glyphs[index].y
                if let pixels = glyph.color {
                    canvas.draw(pixels: pixels, x: left, y: top, opacity: opacity)
                } else if draws {
                    canvas.blend(coverage: glyph.mask.bytes, width: glyph.mask.width, height: glyph.mask.height, x: left, y: top, premultiplied: source)
                } else {
                    canvas.draw(mask: glyph.mask, x: left, y: top, premultiplied: source)
                }
            }
        }
    }
}

/// Laid-out lines are what a canvas draws a line of text from, and records by reference
/// (`GlyphLines`).
extension Array: GlyphLines where Element == TextLine {
    public func drawGlyphs(ofLine line: Int, on canvas: Canvas, x: Int, y: Int, premultiplied source: UInt32, opacity: Double) {
        withUnsafeBufferPointer { lines in
            lines[line].drawGlyphs(lines[line].glyphs.indices, on: canvas, x: x, y: y, premultiplied: source, opacity: opacity)
        }
    }
}
