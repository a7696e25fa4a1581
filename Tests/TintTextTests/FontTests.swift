import CSDL2
import Foundation
import Testing
import TintCore
import TintRaster
@testable import TintText

@MainActor
@Suite struct FontTests {
    /// Bad input: a missing font names the paths searched and the package that provides it.
    @Test func missingFontNamesPathsAndPackage() {
        let library = FontLibrary(searchPaths: ["/nonexistent/a", "/nonexistent/b"])
        #expect(throws: FontError.fileNotFound(file: "DejaVuSans.ttf", searched: ["/nonexistent/a", "/nonexistent/b"])) {
            try library.face(for: .body)
        }
        let error = FontError.fileNotFound(file: "DejaVuSans.ttf", searched: ["/x"])
        #expect(error.problem.contains("/x") && error.fix.contains("apt-get install fonts-dejavu-core"))
        #expect(error.description == "\(error.problem). Fix: \(error.fix)", "said as a runtime warning says it")
    }

    /// A damaged font first on the path (a corrupt file, a named pipe in `TINT_FONT_DIR`) is
    /// passed over with one warning: the system's copy draws the text.
    @Test func aDamagedFontFirstOnThePathFallsBackToTheNext() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tint-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("not a font".utf8).write(to: folder.appendingPathComponent("DejaVuSans.ttf"))
        #expect(mkfifo(folder.appendingPathComponent("DejaVuSans-Bold.ttf").path, 0o600) == 0)
        let library = FontLibrary(searchPaths: [folder.path] + FontLibrary.defaultSearchPaths)
        _ = RuntimeWarnings.drain()
        let face = try library.face(for: .body)
        #expect(face.width(of: "Tint") > 0)
        _ = try library.face(for: .system(size: 20))
        let bold = try library.face(for: .headline)
        #expect(bold.width(of: "Tint") > 0)
        let warnings = RuntimeWarnings.drain()
        #expect(warnings.filter { $0.contains("DejaVuSans.ttf cannot be used") }.count == 1, "\(warnings)")
    }

    @Test func facesAreCachedPerSize() throws {
        let a = try FontLibrary.shared.face(for: .body)
        let b = try FontLibrary.shared.face(for: .system(size: 13))
        let c = try FontLibrary.shared.face(for: .system(size: 20))
        #expect(a === b)
        #expect(a !== c)
        #expect(c.height > a.height)
    }

    @Test func boldUsesTheBoldFile() {
        #expect(FontLibrary.fileName(for: .headline) == "DejaVuSans-Bold.ttf")
        #expect(FontLibrary.fileName(for: .body) == "DejaVuSans.ttf")
        #expect(FontLibrary.fileName(for: .system(size: 12, design: .monospaced)) == "DejaVuSansMono.ttf")
    }

    /// Measuring from the cached advance table agrees with SDL_ttf's own measurement where no
    /// pair is kerned. SDL_ttf widens its box by the ink that overhangs the last advance ('ŷ');
    /// layout uses the advance width, so those differ by the overhang only. Kerned pairs
    /// differ: SDL_ttf reads the font's old kern table in whole pixels, Tint applies the
    /// font's GPOS kerning through HarfBuzz, in 64ths ('AVATAR' 2 pixels narrower).
    @Test func measuredWidthMatchesSDLTTF() throws {
        let face = try FontLibrary.shared.face(for: .body)
        let font = try #require(sdlTTFFont(face))
        defer { TTF_CloseFont(font) }
        for (text, overhang) in [("Count: 0", 0), ("Hello, world", 0), ("jump over ŷ", 1), ("AVATAR", 4)] {
            var w: Int32 = 0, h: Int32 = 0
            TTF_SizeUTF8(font, text, &w, &h)
            #expect(face.width(of: text) + overhang == Int(w), "width of \(text)")
            #expect(Int(h) == face.height)
        }
    }

    /// Line metrics from FreeType equal SDL_ttf's at every size of every DejaVu face (every
    /// golden before the text engine was drawn with SDL_ttf's; a line a pixel taller moves
    /// everything below it).
    @Test func lineMetricsMatchSDLTTFAtEverySize() throws {
        for font in [Font.body, .headline, .system(size: 12, design: .monospaced), .system(size: 12, design: .serif)] {
            for size in 6...80 {
                var sized = font
                sized.size = CGFloat(size)
                let face = try FontLibrary.shared.face(for: sized)
                let reference = try #require(sdlTTFFont(face))
                defer { TTF_CloseFont(reference) }
                #expect(Int(TTF_FontAscent(reference)) == face.ascent, "\(face.path) \(size)")
                #expect(Int(TTF_FontDescent(reference)) == face.descent, "\(face.path) \(size)")
                #expect(Int(TTF_FontHeight(reference)) == face.height, "\(face.path) \(size)")
            }
        }
    }

    /// Drawing through the glyph cache gives the same coverage as SDL_ttf rendering the whole
    /// string (the glyph origin offsets are right).
    @Test func glyphCacheCompositeMatchesSDLTTFRendering() throws {
        let face = try FontLibrary.shared.face(for: .body)
        let font = try #require(sdlTTFFont(face))
        defer { TTF_CloseFont(font) }
        let text = "Caption 5 jg"
        let reference = try #require(TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 0, g: 0, b: 0, a: 255)))
        defer { SDL_FreeSurface(reference) }
        let line = TextLine(text, face: face)
        #expect(line.width == Int(reference.pointee.w))
        let buffer = PixelBuffer(width: line.width, height: line.height)
        let canvas = Canvas(buffer: buffer)
        for g in line.glyphs { canvas.draw(mask: g.glyph.mask, x: g.x, y: g.y, color: .black) }
        let pitch = Int(reference.pointee.pitch) / 4
        let pixels = reference.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        var worst = 0
        for y in 0..<min(line.height, Int(reference.pointee.h)) {
            for x in 0..<line.width {
                let expected = Int(pixels[y * pitch + x] >> 24)
                let actual = Int(buffer[x, y] >> 24)
                worst = max(worst, abs(expected - actual))
            }
        }
        // Overlapping neighbours composite slightly differently from one rasterized string.
        #expect(worst <= 8)
    }

    @Test func spacesHaveAdvanceButNoGlyph() throws {
        let face = try FontLibrary.shared.face(for: .body)
        #expect(face.glyph(32) == nil)
        #expect(face.advance(of: 32) > 0)
        #expect(face.glyph(UInt32(Character("A").asciiValue!)) != nil)
    }

    @Test func emptyStringIsZeroWide() throws {
        let face = try FontLibrary.shared.face(for: .body)
        let line = TextLine("", face: face)
        #expect(line.width == 0)
        #expect(line.glyphs.isEmpty)
    }
}

/// Bad input for text: unknown characters and unreadable font files.
@MainActor
@Suite struct FontBadInputTests {
    /// A character the font lacks is drawn as the font's missing-glyph box, with an advance.
    @Test func unknownGlyphsDrawTheMissingGlyphBox() throws {
        let face = try FontLibrary.shared.face(for: .body)
        let unknown: UInt32 = 0x10_FFFD  // a private-use code point no font here covers
        let glyph = try #require(face.glyph(unknown))
        #expect(glyph.mask.width > 2 && glyph.mask.height > 2)
        #expect(face.advance(of: unknown) > 0)
        let line = TextLine("a\u{2FFFD}b", face: face)
        #expect(line.glyphs.count == 3)
        // The box is warned about (once per character): taken here, so it cannot reach the
        // report of a frame another test is rendering meanwhile.
        _ = RuntimeWarnings.take { $0.contains("U+2FFFD") }
    }

    /// A file that is not a font gives an error naming it, never a crash.
    @Test func anUnreadableFontFileIsAClearError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tint-bad-font-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a font".utf8).write(to: folder.appendingPathComponent("DejaVuSans.ttf"))
        let library = FontLibrary(searchPaths: [folder.path])
        do {
            _ = try library.face(for: .body)
            Issue.record("a bogus font file opened")
        } catch {
            #expect(error.description.contains(folder.appendingPathComponent("DejaVuSans.ttf").path))
        }
    }
}

/// Text wrapping (RULES 3.6): at spaces, long words between characters, newlines, and a
/// line limit with an ellipsis.
@MainActor
@Suite struct TextBlockTests {
    @Test func wrapsAtSpacesWithinTheWidth() throws {
        let face = try FontLibrary.shared.face(for: .body)
        let text = "the quick brown fox jumps over the lazy dog"
        let width = face.width(of: "the quick brown")
        let block = TextBlock(text, face: face, maxWidth: width, lineLimit: nil)
        #expect(block.lines.count >= 3)
        #expect(block.lines.allSatisfy { $0.width <= width })
        #expect(block.height == block.lines.count * face.height)
        // Unconstrained, it is one line as wide as measured.
        let one = TextBlock(text, face: face, maxWidth: nil, lineLimit: nil)
        #expect(one.lines.count == 1 && one.width == face.width(of: text))
    }

    @Test func breaksAWordLongerThanTheLine() throws {
        let face = try FontLibrary.shared.face(for: .body)
        let block = TextBlock("Supercalifragilistic", face: face, maxWidth: face.width(of: "Super"), lineLimit: nil)
        #expect(block.lines.count >= 4)
        #expect(block.lines.allSatisfy { $0.width <= face.width(of: "Super") })
    }

    @Test func aLineLimitEndsInAnEllipsis() throws {
        let face = try FontLibrary.shared.face(for: .body)
        let width = face.width(of: "the quick brown")
        let block = TextBlock("the quick brown fox jumps over the lazy dog", face: face, maxWidth: width, lineLimit: 2)
        #expect(block.lines.count == 2)
        #expect(block.lines[1].width <= width)
        // The last glyph is the ellipsis.
        let ellipsis = try #require(face.glyph(0x2026))
        #expect(block.lines[1].glyphs.last?.glyph.mask.coverage == ellipsis.mask.coverage)
    }

    @Test func newlinesStartNewLinesAndSpacingSeparatesThem() throws {
        let face = try FontLibrary.shared.face(for: .body)
        let block = TextBlock("one\ntwo\nthree", face: face, maxWidth: nil, lineLimit: nil, lineSpacing: 4)
        #expect(block.lines.count == 3)
        #expect(block.height == 3 * face.height + 2 * 4)
    }
}

/// The same font opened by SDL_ttf, the reference Tint's FreeType path must agree with (SDL_ttf
/// drew every golden before the text engine, and draws through FreeType itself).
@MainActor
func sdlTTFFont(_ face: FontFace) -> OpaquePointer? {
    if TTF_WasInit() == 0 { TTF_Init() }
    return TTF_OpenFont(face.path, Int32(face.pixelSize))
}
