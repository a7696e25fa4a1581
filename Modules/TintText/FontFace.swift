import CSDL2
import TintCore
import TintRaster

/// One opened font at one pixel size, with its caches: advances for measuring without
/// rendering, and glyph masks rendered once by SDL_ttf and reused for every draw.
@MainActor
public final class FontFace {
    public let path: String
    public let pixelSize: Int
    /// Pixels per point this face was opened for.
    public let scale: CGFloat
    /// Line metrics in pixels.
    public let ascent: Int
    public let descent: Int
    public let height: Int
    // Only touched on the main actor; `nonisolated(unsafe)` lets the deinit close it.
    nonisolated(unsafe) private let font: OpaquePointer
    /// Advance per code point for ASCII: measuring a label must not hash (DESIGN: <= 0.05 us).
    // The caches are read for every character measured or drawn: unchecked exclusivity spares
    // the runtime's access tracking on each read (only this class's methods touch them).
    @exclusivity(unchecked) private var asciiAdvances = [Int](repeating: -1, count: 128)
    @exclusivity(unchecked) private var advances: [UInt32: Int] = [:]
    @exclusivity(unchecked) private var glyphs: [UInt32: Glyph] = [:]
    /// ASCII glyphs by code point, and whether each was rendered yet (a glyph may be nil: a
    /// space has no ink).
    @exclusivity(unchecked) private var asciiGlyphs = [Glyph?](repeating: nil, count: 128)
    @exclusivity(unchecked) private var asciiGlyphLoaded = [Bool](repeating: false, count: 128)
    /// Kerning of ASCII pairs, `Int8.min` until asked: SDL_ttf looks each pair up anew.
    @exclusivity(unchecked) private var asciiKerning = [Int8](repeating: Int8.min, count: 128 * 128)

    /// A glyph's coverage mask and where it sits relative to the pen on the baseline.
    public struct Glyph: Sendable {
        public let mask: AlphaMask
        /// Offset of the mask's top-left from the pen position at the line's top.
        public let offsetX: Int
        public let offsetY: Int
    }

    init(path: String, pixelSize: Int, scale: CGFloat) throws(FontError) {
        if let failure = TTFLibrary.started { throw failure }
        guard let font = TTF_OpenFont(path, Int32(pixelSize)) else {
            throw .cannotOpen(path: path, reason: String(cString: SDL_GetError()))
        }
        TTF_SetFontHinting(font, TTF_HINTING_NORMAL)
        self.font = font
        self.path = path
        self.pixelSize = pixelSize
        self.scale = scale
        ascent = Int(TTF_FontAscent(font))
        descent = Int(TTF_FontDescent(font))
        height = Int(TTF_FontHeight(font))
    }

    deinit {
        TTF_CloseFont(font)
    }

    /// The pen advance of `scalar`, in pixels.
    public func advance(of scalar: UInt32) -> Int {
        if scalar < 128 {
            let cached = asciiAdvances[Int(scalar)]
            if cached >= 0 { return cached }
        } else if let cached = advances[scalar] {
            return cached
        }
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, adv: Int32 = 0
        let value = TTF_GlyphMetrics32(font, scalar, &minX, &maxX, &minY, &maxY, &adv) == 0 ? Int(adv) : 0
        if scalar < 128 { asciiAdvances[Int(scalar)] = value } else { advances[scalar] = value }
        return value
    }

    /// The kerning between two code points, in pixels.
    public func kerning(_ previous: UInt32, _ next: UInt32) -> Int {
        guard previous < 128, next < 128 else { return Int(TTF_GetFontKerningSizeGlyphs32(font, previous, next)) }
        let index = Int(previous) * 128 + Int(next)
        let cached = asciiKerning[index]
        if cached != Int8.min { return Int(cached) }
        let value = Int(TTF_GetFontKerningSizeGlyphs32(font, previous, next))
        asciiKerning[index] = Int8(clamping: value)
        return value
    }

    /// The width of `text` on one line, in pixels.
    ///
    /// ASCII text whose advances and pairs are all known is summed straight from the tables over
    /// the string's UTF-8 bytes (no scalar decoding, no optional pair); anything else takes the
    /// general walk, which also fills the tables.
    public func width(of text: String) -> Int {
        var pen = 0
        var previous = -1
        for byte in text.utf8 {
            let code = Int(byte)
            guard code < 128 else { return walkPen(through: text) { _, _ in } }
            let advance = asciiAdvances[code]
            guard advance >= 0 else { return walkPen(through: text) { _, _ in } }
            if previous >= 0 {
                let pair = asciiKerning[previous &* 128 &+ code]
                guard pair != Int8.min else { return walkPen(through: text) { _, _ in } }
                pen &+= Int(pair)
            }
            pen &+= advance
            previous = code
        }
        return pen
    }

    /// Calls `body` with each code point and the pen position (pixels) where it starts, after
    /// kerning; returns the final pen position. Measuring and glyph layout share this walk, so
    /// a measured width is always the drawn width.
    @discardableResult
    public func walkPen(through text: String, _ body: (UInt32, Int) -> Void) -> Int {
        var pen = 0
        var previous: UInt32?
        for scalar in text.unicodeScalars {
            let s = scalar.value
            if let p = previous { pen += kerning(p, s) }
            body(s, pen)
            pen += advance(of: s)
            previous = s
        }
        return pen
    }

    /// The glyph of `scalar`; nil for glyphs with no ink (spaces) or if SDL_ttf fails.
    public func glyph(_ scalar: UInt32) -> Glyph? {
        if scalar < 128 {
            let index = Int(scalar)
            if asciiGlyphLoaded[index] { return asciiGlyphs[index] }
            let glyph = renderGlyph(scalar)
            asciiGlyphs[index] = glyph
            asciiGlyphLoaded[index] = true
            return glyph
        }
        if let cached = glyphs[scalar] { return cached.mask.width == 0 ? nil : cached }
        let glyph = renderGlyph(scalar)
        glyphs[scalar] = glyph ?? Glyph(mask: AlphaMask(width: 0, height: 0, coverage: []), offsetX: 0, offsetY: 0)
        return glyph
    }

    private func renderGlyph(_ scalar: UInt32) -> Glyph? {
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, adv: Int32 = 0
        guard TTF_GlyphMetrics32(font, scalar, &minX, &maxX, &minY, &maxY, &adv) == 0 else { return nil }
        guard let surface = TTF_RenderGlyph32_Blended(font, scalar, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
            return nil
        }
        defer { SDL_FreeSurface(surface) }
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h)
        guard w > 0, h > 0, surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue else { return nil }
        let pitch = Int(surface.pointee.pitch) / 4
        let source = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        // The mask keeps only the rows that have ink: SDL_ttf renders every glyph the full line
        // height, and blank rows would cost a pass each time the glyph is drawn.
        var top = h, bottom = -1
        for y in 0..<h where (0..<w).contains(where: { source[y * pitch + $0] >> 24 != 0 }) {
            top = Swift.min(top, y)
            bottom = y
        }
        guard bottom >= top else { return nil }
        let rows = bottom - top + 1
        var coverage = [UInt8](repeating: 0, count: w * rows)
        for y in 0..<rows {
            for x in 0..<w { coverage[y * w + x] = UInt8(source[(top + y) * pitch + x] >> 24) }
        }
        // SDL_ttf puts the pen at x = -min(0, minX) of the surface and the baseline at the
        // ascent row (measured on SDL_ttf 2.20, see TintTextTests).
        return Glyph(mask: AlphaMask(width: w, height: rows, coverage: coverage), offsetX: Swift.min(0, Int(minX)), offsetY: top)
    }
}
