import TintCore
import TintRaster

/// One line of text laid out in a face: its size and each glyph's mask and pixel position
/// relative to the line's top-left. TintRender draws it; TintText never draws.
public struct TextLine: Sendable {
    public struct PlacedGlyph: Sendable {
        public let glyph: FontFace.Glyph
        public let x: Int
        public let y: Int
    }

    /// Size in pixels.
    public let width: Int
    public let height: Int
    public let glyphs: [PlacedGlyph]

    /// Lays out `text` on one line in `face`; `rightToLeftByDefault` is the direction of a
    /// paragraph with no strong character (the layout direction).
    @MainActor
    public init(_ text: String, face: FontFace, rightToLeftByDefault: Bool = false) {
        var placed: [PlacedGlyph] = []
        placed.reserveCapacity(text.utf8.count)
        height = face.height
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
}
