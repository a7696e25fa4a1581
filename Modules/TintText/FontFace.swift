import CTintText
import TintCore
import TintRaster

/// One opened font face (a file, and a face index inside a collection) at one pixel size, with
/// its caches: advances for measuring without rendering, and glyph images rendered once by
/// FreeType and reused for every draw.
///
/// Outline faces are hinted (FreeType's normal target), so advances are whole pixels and
/// stems land on pixel edges. Colour bitmap faces (Noto Color Emoji) hold one fixed strike:
/// their glyphs are rendered at the strike's size and scaled to the face's (`bitmapScale`).
@MainActor
public final class FontFace {
    public let path: String
    /// The face's index inside its file (a `.ttc` collection holds several).
    public let index: Int
    public let pixelSize: Int
    /// Pixels per point this face was opened for.
    public let scale: CGFloat
    /// Line metrics in pixels.
    public let ascent: Int
    public let descent: Int
    public let height: Int
    /// Whether the face draws in colour (emoji): its glyphs carry pixels, not coverage.
    public let hasColor: Bool
    /// Extra pen advance after each character, in 64ths of a pixel (`Font.tracking`): part of
    /// every advance this face answers, so measuring, wrapping and drawing all see it.
    public let tracking64: Int32
    /// Pixels the glyphs are raised above the line's baseline (`Font.baselineOffset`; below
    /// when negative). The ascent (raised) or descent (lowered) grows by as much, so the line
    /// holds the moved glyphs and the baseline stays where the unmoved text's would be.
    public let rise: Int
    /// Face size over strike size for fixed-size bitmap faces; 1 for outline faces.
    let bitmapScale: Double
    // Only touched on the main actor; `nonisolated(unsafe)` lets the deinit release them.
    nonisolated(unsafe) let face: FT_Face
    nonisolated(unsafe) let shapingFont: OpaquePointer
    private let loadFlags: FT_Int32
    /// Advance per code point for ASCII: measuring a label must not hash (docs/budgets.md: <= 0.05 us).
    // The caches are read for every character measured or drawn: unchecked exclusivity spares
    // the runtime's access tracking on each read (only this class's methods touch them).
    /// Advances (and kerning) are kept in 64ths of a pixel, HarfBuzz's unit, and rounded only
    /// where a glyph is placed, as shaped text is.
    @exclusivity(unchecked) private var asciiAdvances = [Int32](repeating: -1, count: 128)
    @exclusivity(unchecked) private var asciiGlyphIDs = [UInt32](repeating: UInt32.max, count: 128)
    @exclusivity(unchecked) private var advances: [UInt32: Int32] = [:]
    @exclusivity(unchecked) private var glyphs: [UInt32: Glyph] = [:]
    /// ASCII glyphs by code point, and whether each was looked up yet (a space has none).
    @exclusivity(unchecked) private var asciiGlyphs = [Glyph?](repeating: nil, count: 128)
    @exclusivity(unchecked) private var asciiGlyphLoaded = [Bool](repeating: false, count: 128)
    /// Kerning of ASCII pairs in 64ths of a pixel, `unknownPair` until asked.
    @exclusivity(unchecked) private var asciiKerning = [Int16](repeating: FontFace.unknownPair, count: 128 * 128)
    private(set) var glyphBytes = 0
    static let glyphByteBudget = 16 << 20
    /// Lines shaped in this face (see `shaped(_:)`), bounded in count and in bytes: a field
    /// typed into shapes a new line at every keystroke, each as long as the text so far, and
    /// 4,096 of them held hundreds of megabytes.
    var shapedLines: [ShapedLineKey: ShapedLine] = [:]
    static let shapedLineBudget = 4_096
    var shapedLineBytes = 0
    static let shapedLineByteBudget = 4 << 20
    var lastLongLine: (key: ShapedLineKey, line: ShapedLine)?
    private var asciiLigatureWidths: [String: Int] = [:]

    /// A glyph's image and where it sits relative to the pen on the line's top. A class: a
    /// laid-out line holds a glyph per character, and copying a reference is one retain where
    /// the mask's and colour's storage were two (a fifth of the 1,000-label benchmark was
    /// retains and releases).
    public final class Glyph: Sendable {
        /// Coverage (for a colour glyph: its alpha).
        public let mask: AlphaMask
        /// Premultiplied pixels of a colour glyph (emoji), the mask's size; nil for outlines,
        /// which are drawn in the text's colour.
        public let color: PixelBuffer?
        /// Offset of the mask's top-left from the pen position at the line's top.
        public let offsetX: Int
        public let offsetY: Int

        public init(mask: AlphaMask, color: PixelBuffer? = nil, offsetX: Int, offsetY: Int) {
            self.mask = mask
            self.color = color
            self.offsetX = offsetX
            self.offsetY = offsetY
        }
    }

    init(path: String, index: Int = 0, pixelSize: Int, scale: CGFloat, tracking64: Int32 = 0, rise: Int = 0) throws(FontError) {
        let library = try FreeTypeLibrary.handle.get()
        var opened: FT_Face?
        let error = FT_New_Face(library, path, FT_Long(index), &opened)
        guard error == 0, let face = opened else {
            throw .cannotOpen(path: path, reason: FontFace.describe(error))
        }
        self.face = face
        self.path = path
        self.index = index
        self.pixelSize = pixelSize
        self.scale = scale
        self.tracking64 = tracking64
        self.rise = rise
        hasColor = tint_FT_HAS_COLOR(face) != 0
        var ascent = 0, descent = 0, height = 0
        if tint_FT_IS_SCALABLE(face) != 0 {
            FT_Set_Char_Size(face, 0, FT_F26Dot6(pixelSize * 64), 0, 0)
            bitmapScale = 1
            let yScale = face.pointee.size.pointee.metrics.y_scale
            // Whole-pixel metrics rounded outwards from the font's design ascender and
            // descender, as SDL_ttf (and so every golden before this engine) measured them.
            ascent = FontFace.ceil26(FT_MulFix(FT_Long(face.pointee.ascender), yScale))
            descent = FontFace.ceil26(FT_MulFix(FT_Long(face.pointee.descender), yScale))
            height = FontFace.ceil26(FT_MulFix(FT_Long(face.pointee.ascender) - FT_Long(face.pointee.descender), yScale))
        } else if face.pointee.num_fixed_sizes > 0, let sizes = face.pointee.available_sizes {
            // The strike nearest above the wanted size (downscaling looks better), else the largest.
            var best = 0
            for i in 0..<Int(face.pointee.num_fixed_sizes) {
                let ppem = sizes[i].y_ppem, current = sizes[best].y_ppem
                if (ppem >= pixelSize * 64 && (current < pixelSize * 64 || ppem < current)) || (current < pixelSize * 64 && ppem > current) {
                    best = i
                }
            }
            FT_Select_Size(face, FT_Int(best))
            let metrics = face.pointee.size.pointee.metrics
            bitmapScale = Double(pixelSize) / Double(Swift.max(1, metrics.y_ppem))
            ascent = Int((Double(metrics.ascender) / 64 * bitmapScale).rounded(.up))
            descent = Int((Double(metrics.descender) / 64 * bitmapScale).rounded(.down))
            height = ascent - descent
        } else {
            FT_Done_Face(face)
            throw .cannotOpen(path: path, reason: "neither scalable nor holding bitmap strikes")
        }
        self.ascent = ascent + Swift.max(0, rise)
        self.descent = descent - Swift.max(0, -rise)
        self.height = height + abs(rise)
        loadFlags = hasColor ? FT_Int32(FT_LOAD_COLOR) : FT_Int32(FT_LOAD_DEFAULT) | tint_FT_LOAD_TARGET_NORMAL()
        shapingFont = hb_ft_font_create_referenced(face)
        // Shaped advances are the hinted ones the glyphs are drawn with: measured is drawn.
        hb_ft_font_set_load_flags(shapingFont, Int32(loadFlags))
    }

    deinit {
        hb_font_destroy(shapingFont)
        FT_Done_Face(face)
    }

    private static func ceil26(_ value: FT_Long) -> Int { Int((value + 63) >> 6) }

    static func describe(_ error: FT_Error) -> String {
        if let text = FT_Error_String(error) { return String(cString: text) }
        return "FreeType error \(error)"
    }

    /// The face's glyph for `scalar`; 0 (the missing-glyph box) when it has none.
    public func glyphID(of scalar: UInt32) -> UInt32 {
        if scalar < 128 {
            let cached = asciiGlyphIDs[Int(scalar)]
            if cached != UInt32.max { return cached }
            let id = UInt32(FT_Get_Char_Index(face, FT_ULong(scalar)))
            asciiGlyphIDs[Int(scalar)] = id
            return id
        }
        return UInt32(FT_Get_Char_Index(face, FT_ULong(scalar)))
    }

    /// Whether the face has a glyph of its own for `scalar`.
    public func covers(_ scalar: UInt32) -> Bool { glyphID(of: scalar) != 0 }

    /// The pen advance of `scalar`, in pixels.
    public func advance(of scalar: UInt32) -> Int { Int((advance64(of: scalar) + 32) >> 6) }

    /// The pen advance of `scalar` in 64ths of a pixel: the hinted advance HarfBuzz shapes
    /// with, so the ASCII tables and shaped text agree.
    func advance64(of scalar: UInt32) -> Int32 {
        if scalar < 128 {
            let cached = asciiAdvances[Int(scalar)]
            if cached >= 0 { return cached }
        } else if let cached = advances[scalar] {
            return cached
        }
        let raw = hb_font_get_glyph_h_advance(shapingFont, glyphID(of: scalar))
        let value = (bitmapScale == 1 ? raw : Int32((Double(raw) * bitmapScale).rounded())) &+ tracking64
        if scalar < 128 { asciiAdvances[Int(scalar)] = value } else { advances[scalar] = value }
        return value
    }

    /// The kerning between two ASCII code points in 64ths of a pixel, as HarfBuzz applies it
    /// (the font's GPOS pairs, else its kern table): the pair shaped alone, less the two
    /// advances. `FontFace.contextualPair` when shaping the pair does more than move the
    /// second glyph (a ligature, a mark, an offset): strings holding it are shaped whole.
    func kerning64(_ previous: Int, _ next: Int) -> Int16 {
        let index = previous &* 128 &+ next
        let cached = asciiKerning[index]
        if cached != FontFace.unknownPair { return cached }
        let value = shapePair(UInt32(previous), UInt32(next))
        asciiKerning[index] = value
        return value
    }

    static let unknownPair = Int16.min
    static let contextualPair = Int16.max

    private func shapePair(_ first: UInt32, _ second: UInt32) -> Int16 {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        let pair = [first, second]
        hb_buffer_add_codepoints(buffer, pair, 2, 0, 2)
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, HB_SCRIPT_LATIN)
        hb_buffer_set_language(buffer, hb_language_get_default())
        hb_shape(shapingFont, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count), let positions = hb_buffer_get_glyph_positions(buffer, &count),
              count == 2, infos[0].cluster == 0, infos[1].cluster == 1,
              positions[0].x_offset == 0, positions[0].y_offset == 0, positions[1].x_offset == 0, positions[1].y_offset == 0,
              positions[1].x_advance == advance64(of: second) - tracking64 else { return FontFace.contextualPair }
        return Int16(clamping: Int(positions[0].x_advance) - Int(advance64(of: first) - tracking64))
    }

    /// The width of `text` on one line, in pixels.
    ///
    /// ASCII text whose advances and pairs are all known is summed straight from the tables over
    /// the string's UTF-8 bytes (no scalar decoding, no optional pair); other ASCII text takes
    /// the general walk, which also fills the tables; anything else, and ASCII with a pair
    /// that needs more than kerning, is shaped (`shaped(_:)`).
    public func width(of text: String) -> Int {
        // The pen is a full word: in 32 bits, 26.6 pixels overflow past 33.5 million pixels
        // (a line of about 4.5 million characters).
        var pen = 0
        var previous = -1
        for byte in text.utf8 {
            let code = Int(byte)
            guard code < 128 else { return shaped(text).width }
            let advance = asciiAdvances[code]
            guard advance >= 0 else { return walkPen(through: text) { _, _ in } }
            if previous >= 0 {
                let pair = asciiKerning[previous &* 128 &+ code]
                guard pair != FontFace.unknownPair else { return walkPen(through: text) { _, _ in } }
                guard pair != FontFace.contextualPair else { return ligatureWidth(of: text) }
                pen &+= Int(pair)
            }
            pen &+= Int(advance)
            previous = code
        }
        return (pen + 32) >> 6
    }

    /// The width of ASCII `text` holding a pair the font changes beyond kerning (DejaVu joins
    /// "ff", "fi", "fl" into ligatures, as every text system draws them), kept per string:
    /// measuring such a label costs one string hash, not a shaping-cache look-up. Plain
    /// `String` keys are exact here: an ASCII string is canonically equal only to itself.
    private func ligatureWidth(of text: String) -> Int {
        if let known = asciiLigatureWidths[text] { return known }
        let width = shaped(text).width
        if asciiLigatureWidths.count >= FontFace.shapedLineBudget { asciiLigatureWidths.removeAll(keepingCapacity: true) }
        asciiLigatureWidths[text] = width
        return width
    }

    /// Calls `body` with each code point of ASCII `text` and the pixel where its pen starts
    /// (kerned, rounded from 64ths as shaped text is); returns the width in pixels. Measuring
    /// and placing ASCII glyphs share this walk, so a measured width is the drawn width; text
    /// that is not plain ASCII with pair kerning is shaped instead and its glyphs' cluster
    /// starts are reported.
    @discardableResult
    public func walkPen(through text: String, _ body: (UInt32, Int) -> Void) -> Int {
        if !isPairKerned(text) {
            let line = shaped(text)
            let scalars = Array(text.unicodeScalars)
            var reported = Set<Int>()
            for glyph in line.glyphs where reported.insert(glyph.cluster).inserted {
                body(scalars[glyph.cluster].value, Int(glyph.penX.rounded()))
            }
            return line.width
        }
        var pen = 0
        var previous = -1
        for byte in text.utf8 {
            let code = Int(byte)
            if previous >= 0 { pen += Int(kerning64(previous, code)) }
            body(UInt32(code), (pen + 32) >> 6)
            pen += Int(advance64(of: UInt32(code)))
            previous = code
        }
        return (pen + 32) >> 6
    }

    /// Each scalar's advance in pixels, kerning with the next one included: a sum over a run
    /// of whole characters is their width on a line, give or take the kerning at its ends
    /// (line breaking and truncation search with these, then measure the lines they choose).
    public func scalarAdvances(_ text: String) -> [Double] {
        guard isPairKerned(text) else { return shaped(text).advances }
        var advances: [Double] = []
        advances.reserveCapacity(text.utf8.count)
        var previous = -1
        for byte in text.utf8 {
            let code = Int(byte)
            if previous >= 0 { advances[advances.count - 1] += Double(kerning64(previous, code)) / 64 }
            advances.append(Double(advance64(of: UInt32(code))) / 64)
            previous = code
        }
        return advances
    }

    /// Places the glyphs of ASCII `text` from the tables into `placed` and returns the width
    /// in pixels; nil (with `placed` left empty) for text that must be shaped. One pass over the
    /// bytes with the tables read directly: the 1,000-label benchmark draws through here.
    func placeASCII(_ text: String, into placed: inout [TextLine.PlacedGlyph]) -> Int? {
        var pen = 0
        var previous = -1
        for byte in text.utf8 {
            let code = Int(byte)
            guard code < 128 else {
                placed.removeAll(keepingCapacity: true)
                return nil
            }
            if previous >= 0 {
                var pair = asciiKerning[previous &* 128 &+ code]
                if pair == FontFace.unknownPair { pair = kerning64(previous, code) }
                guard pair != FontFace.contextualPair else {
                    placed.removeAll(keepingCapacity: true)
                    return nil
                }
                pen &+= Int(pair)
            }
            if let glyph = asciiGlyph(code) {
                placed.append(TextLine.PlacedGlyph(glyph: glyph, x: ((pen &+ 32) >> 6) &+ glyph.offsetX, y: glyph.offsetY))
            }
            let advance = asciiAdvances[code]
            pen &+= Int(advance >= 0 ? advance : advance64(of: UInt32(code)))
            previous = code
        }
        return (pen &+ 32) >> 6
    }

    /// The glyph of an ASCII code point, from an array rather than the glyph dictionary.
    @inline(__always)
    private func asciiGlyph(_ code: Int) -> Glyph? {
        if asciiGlyphLoaded[code] { return asciiGlyphs[code] }
        let glyph = self.glyph(id: glyphID(of: UInt32(code)))
        asciiGlyphs[code] = glyph
        asciiGlyphLoaded[code] = true
        return glyph
    }

    /// Whether `text` is ASCII whose every pair shapes as plain kerning.
    func isPairKerned(_ text: String) -> Bool {
        var previous = -1
        for byte in text.utf8 {
            let code = Int(byte)
            guard code < 128 else { return false }
            if previous >= 0, kerning64(previous, code) == FontFace.contextualPair { return false }
            previous = code
        }
        return true
    }

    /// The glyph of `scalar`; nil for glyphs with no ink (spaces).
    public func glyph(_ scalar: UInt32) -> Glyph? {
        glyph(id: glyphID(of: scalar))
    }

    /// The glyph `id` of this face; nil for glyphs with no ink or that FreeType cannot render.
    public func glyph(id: UInt32) -> Glyph? {
        if let cached = glyphs[id] { return cached.mask.width == 0 ? nil : cached }
        let glyph = GlyphRendering.render(id, in: self, loadFlags: loadFlags)
        // Bounded in bytes: a face drawing a CJK novel or huge emoji must not grow without end.
        let bytes = (glyph.map { $0.mask.width * $0.mask.height } ?? 0) * (glyph?.color == nil ? 1 : 5) + 64
        if glyphBytes + bytes > FontFace.glyphByteBudget {
            glyphs.removeAll(keepingCapacity: true)
            glyphBytes = 0
        }
        glyphBytes += bytes
        glyphs[id] = glyph ?? Glyph(mask: AlphaMask(width: 0, height: 0, coverage: []), offsetX: 0, offsetY: 0)
        return glyph
    }
}
