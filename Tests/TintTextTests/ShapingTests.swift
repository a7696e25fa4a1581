import Foundation
import Testing
import TintCore
import TintRaster
@testable import TintText

/// The text engine: fallback fonts, HarfBuzz shaping, FriBidi ordering, colour emoji, and the
/// ASCII tables agreeing with shaping.
@MainActor
@Suite struct ShapingTests {
    nonisolated static let samples: [(script: String, text: String)] = [
        ("Han", "日本語中文"), ("Hangul", "한국어"), ("Kana", "ひらがなカタカナ"), ("Devanagari", "हिन्दी"),
        ("Thai", "ภาษาไทย"), ("Arabic", "مرحبا"), ("Hebrew", "שלום"), ("Greek", "Ελληνικά"),
    ]

    private var face: FontFace { get throws { try FontLibrary.shared.face(for: .body) } }

    /// Every script draws real glyphs, not the missing-glyph box, and distinct ones.
    @Test(arguments: samples.map(\.script))
    func scriptsDrawDistinctGlyphs(_ script: String) throws {
        let text = Self.samples.first { $0.script == script }!.text
        let line = try face.shaped(text)
        #expect(!line.glyphs.isEmpty)
        #expect(line.glyphs.allSatisfy { $0.id != 0 }, "\(script) has a missing glyph")
        #expect(Set(line.glyphs.map(\.id)).count >= 3, "\(script) glyphs are not distinct")
        #expect(line.glyphs.allSatisfy { $0.image != nil })
    }

    /// Arabic letters join: a word is narrower than its letters drawn apart (isolated forms
    /// carry their tails), and its middle letters take other glyphs than the isolated letter.
    @Test func arabicJoins() throws {
        let face = try face
        let isolated = face.shaped("ب")
        let word = face.shaped("بببب")
        #expect(word.width < 4 * isolated.width)
        #expect(word.glyphs.count == 4)
        #expect(word.glyphs.contains { $0.id != isolated.glyphs[0].id })
    }

    /// Bidi: right-to-left text drawn from a logical string equals its characters forced
    /// left to right in visual order (LRO ... PDF) glyph for glyph.
    @Test func rightToLeftRunsAreDrawnInVisualOrder() throws {
        let face = try face
        // The number after the Hebrew word joins its right-to-left run (rules W7, N1 and L2),
        // so it is drawn to the word's left.
        let logical = face.shaped("abc שלום 12")
        let visual = face.shaped("\u{202D}abc 12 םולש\u{202C}")
        func inked(_ line: ShapedLine) -> [UInt32] { line.glyphs.filter { $0.image != nil }.map(\.id) }
        #expect(inked(logical) == inked(visual))
        #expect(inked(logical).count == 9)
        // An Arabic word with a number after it: the number stays left to right, after the
        // word visually (to its left).
        let mixed = face.shaped("مرحبا 42")
        let digits = mixed.glyphs.filter { $0.cluster >= 6 }
        let letters = mixed.glyphs.filter { $0.cluster < 5 }
        #expect(digits.map(\.penX).max()! < letters.map(\.penX).min()!)
        #expect(digits[0].cluster == 6 && digits[1].cluster == 7, "42 reads left to right")
    }

    /// Emoji come from the colour font in colour, one glyph per sequence (ZWJ families, skin
    /// tones, flags, keycaps), about as tall as the text.
    @Test func emojiAreColourGlyphs() throws {
        let face = try face
        // (Noto's ZWJ family is drawn in greys: one colour glyph, not a chromatic one.)
        for emoji in ["😀", "👍🏽", "👨‍👩‍👧", "🇫🇷", "1️⃣", "❤️"] {
            let line = face.shaped(emoji)
            let inked = line.glyphs.filter { $0.image != nil }
            #expect(inked.count == 1, "\(emoji) is \(inked.count) glyphs")
            let image = try #require(inked.first?.image)
            let pixels = try #require(image.color, "\(emoji) has no colour")
            var chromatic = 0
            for y in 0..<pixels.height {
                for x in 0..<pixels.width {
                    let p = pixels[x, y]
                    let r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                    if Swift.max(r, g, b) - Swift.min(r, g, b) > 40 { chromatic += 1 }
                }
            }
            #expect(chromatic > 10 || emoji == "👨‍👩‍👧", "\(emoji) is not in colour (\(chromatic) coloured pixels)")
            #expect(abs(pixels.height - face.pixelSize) <= face.pixelSize / 2, "\(emoji) is \(pixels.height) px tall")
        }
        // Text presentation asked for: the text font, not the picture.
        #expect(face.shaped("❤\u{FE0E}").glyphs.allSatisfy { $0.image?.color == nil })
    }

    /// An emoji larger than the colour font's largest strike (about 128 pixels) grows with the
    /// font, drawn up from the strike; it stopped at the strike's size, in the top-left of its
    /// place.
    @Test func emojiGrowPastTheirLargestStrike() throws {
        for size in [64, 200, 400] {
            let face = try FontLibrary.shared.face(for: .system(size: CGFloat(size)))
            let image = try #require(face.shaped("😀").glyphs.first { $0.image != nil }?.image)
            let pixels = try #require(image.color)
            #expect(abs(pixels.height - size) <= size / 5, "at \(size) px the emoji is \(pixels.height) px tall")
            // Drawn, not blank: its centre is opaque.
            #expect(pixels[pixels.width / 2, pixels.height / 2] >> 24 == 0xFF, "at \(size) px")
        }
    }

    /// The ASCII tables (kerning in 64ths from HarfBuzz pairs) measure and place exactly as
    /// shaping the whole string does, over many random strings in every face.
    @Test func asciiTablesAgreeWithShaping() throws {
        var generator = SeededGenerator(seed: 23)
        let fonts: [Font] = [.body, .headline, .largeTitle, .system(size: 12, design: .monospaced), .system(size: 15, design: .serif)]
        for font in fonts {
            let face = try FontLibrary.shared.face(for: font)
            for _ in 0..<200 {
                let length = Int.random(in: 1...24, using: &generator)
                let text = String((0..<length).map { _ in Character(Unicode.Scalar(UInt8.random(in: 32...126, using: &generator))) })
                let shaped = TextShaper.shape(text, primary: face, rightToLeftByDefault: false)
                #expect(face.width(of: text) == shaped.width, "\(text)")
                let line = TextLine(text, face: face)
                let fromShaping = shaped.glyphs.compactMap { g in g.image.map { _ in [g.x, g.y] } }
                #expect(line.glyphs.map { [$0.x, $0.y] } == fromShaping, "\(text)")
            }
        }
    }

    /// Measured width is drawn width for every script: the glyphs' advances end at the width
    /// and no ink starts left of the line.
    @Test func measuredWidthIsDrawnWidth() throws {
        let face = try face
        for (_, text) in Self.samples + [("Emoji", "a😀b"), ("Mixed", "abc אבג def عربي 42")] {
            let line = TextLine(text, face: face)
            let shaped = face.shaped(text)
            #expect(line.width == face.width(of: text))
            let end = shaped.glyphs.map { $0.penX + $0.advance }.max() ?? 0
            #expect(abs(end - Double(line.width)) <= 0.5, "\(text)")
            #expect(line.glyphs.allSatisfy { $0.x >= -2 && $0.x + $0.glyph.mask.width <= line.width + 3 }, "\(text) ink outside its width")
        }
    }

    /// CJK breaks between characters; closing punctuation never starts a line; a space
    /// at a break is dropped.
    @Test func linesBreakByTheUnicodeRules() throws {
        let face = try face
        let cjk = TextBlock("日本語のテキストを折り返します。", face: face, maxWidth: face.width(of: "日本語の"), lineLimit: nil)
        #expect(cjk.lineTexts.count >= 3)
        #expect(cjk.lineWidths.allSatisfy { $0 <= face.width(of: "日本語の") })
        #expect(cjk.lineTexts.joined() == "日本語のテキストを折り返します。")
        #expect(!cjk.lineTexts.dropFirst().contains { $0.hasPrefix("。") })
        let latin = TextBlock("well-known words", face: face, maxWidth: face.width(of: "well-known wo"), lineLimit: nil)
        #expect(latin.lineTexts == ["well-known", "words"])
        let hyphen = TextBlock("well-known", face: face, maxWidth: face.width(of: "well-kn"), lineLimit: nil)
        #expect(hyphen.lineTexts == ["well-", "known"])
        // Flags (regional indicators, on which Debian's libunibreak aborted) wrap like
        // ideographs, never split in half.
        let flags = TextBlock("🇫🇷🇩🇪🇯🇵🇰🇷", face: face, maxWidth: face.width(of: "🇫🇷🇩🇪"), lineLimit: nil)
        #expect(flags.lineTexts == ["🇫🇷🇩🇪", "🇯🇵🇰🇷"])
    }

    /// `.truncationMode`: a line cut at its start or in its middle keeps both ends whole.
    @Test func headAndMiddleTruncationKeepTheEnds() throws {
        let face = try face
        let path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        let width = face.width(of: "/usr/share/fon…Sans.ttf")
        let middle = TextBlock(path, face: face, maxWidth: width, lineLimit: 1, truncation: .middle)
        #expect(middle.lineTexts.count == 1)
        #expect(middle.lineTexts[0].hasPrefix("/usr/") && middle.lineTexts[0].hasSuffix(".ttf") && middle.lineTexts[0].contains("\u{2026}"), "\(middle.lineTexts)")
        #expect(middle.width <= width)
        let head = TextBlock(path, face: face, maxWidth: width, lineLimit: 1, truncation: .head)
        #expect(head.lineTexts[0].hasPrefix("\u{2026}") && head.lineTexts[0].hasSuffix("DejaVuSans.ttf"), "\(head.lineTexts)")
        let tail = TextBlock(path, face: face, maxWidth: width, lineLimit: 1, truncation: .tail)
        #expect(tail.lineTexts[0].hasPrefix("/usr/share") && tail.lineTexts[0].hasSuffix("\u{2026}"))
        // Mixed scripts cut by characters: a flag or a family stays whole.
        let emoji = TextBlock("👨‍👩‍👧 family 🇫🇷 flag 👨‍👩‍👧 end", face: face, maxWidth: face.width(of: "👨‍👩‍👧 fa… end"), lineLimit: 1, truncation: .middle)
        #expect(emoji.lineTexts[0].hasPrefix("👨‍👩‍👧") && emoji.lineTexts[0].hasSuffix("end"), "\(emoji.lineTexts)")
    }

    /// Bad input: no font at all for a character warns once and draws the missing-glyph box;
    /// a 1 MB string and 100,000 combining marks on one letter shape without a hang.
    @Test func badInputDrawsBoxesAndNeverHangs() throws {
        let face = try face
        _ = RuntimeWarnings.drain()
        let missing = face.shaped("a\u{3FFFC}b")
        #expect(missing.glyphs.count == 3 && missing.glyphs[1].id == 0 && missing.glyphs[1].image != nil)
        _ = face.shaped("c\u{3FFFC}")
        #expect(RuntimeWarnings.drain().filter { $0.contains("U+3FFFC") }.count == 1)
        let big = String(repeating: "Lorem ipsum 日本 ", count: 60_000)
        let block = TextBlock(big, face: face, maxWidth: 400, lineLimit: 3)
        #expect(block.lineTexts.count == 3 && block.lineTexts[2].hasSuffix("\u{2026}"))
        let marks = "e" + String(repeating: "\u{0301}", count: 100_000)
        let line = TextLine(marks, face: face)
        #expect(line.width > 0)
        // Found by the text fuzzer: control characters, replacement characters and U+FFFF
        // made libunibreak abort the process; ICU breaks them like any text.
        let fuzzed = String(decoding: [0x00, 0x00, 0x12, 0x08, 0x34, 0xDB, 0xA1, 0xEF, 0xBF, 0xBD, 0x6F, 0x6E, 0x74, 0xEF, 0xBF, 0xBD,
                                       0xEF, 0xBF, 0xBF, 0xEF, 0xBF, 0xBD, 0xEF, 0xBF, 0xBD, 0x2D, 0x66, 0x6F, 0xEF, 0xBF, 0x2E], as: UTF8.self)
        for width in [0, 1, 20, 43] {
            #expect(!TextBlock(fuzzed, face: face, maxWidth: width, lineLimit: nil).lineTexts.isEmpty)
        }
        let invalid = String(decoding: [0x61, 0xFF, 0xC3, 0x62], as: UTF8.self)
        #expect(TextLine(invalid, face: face).glyphs.count == 4)
        // Canonically equal strings are different lines to shape ("é" is one scalar, "e" and
        // U+0301 two): the cache must not hand one the other's.
        #expect(face.shaped("caf\u{E9}").scalarCount == 4)
        #expect(face.shaped("cafe\u{301}").scalarCount == 5)
        _ = TextBlock("cafe\u{301} cafe\u{301} cafe\u{301}", face: face, maxWidth: 30, lineLimit: 1)
        _ = RuntimeWarnings.drain()
    }

    /// The caret of a right-to-left word sits at its visual start (the right) before the
    /// first letter and at its left after the last; a selection across directions is drawn
    /// as several spans where the glyphs are.
    @Test func caretsAndSelectionsFollowTheShapedText() throws {
        let face = try face
        let hebrew = "שלום"
        let width = face.width(of: hebrew)
        #expect(face.caretX(in: hebrew, beforeScalar: 0) == width)
        #expect(face.caretX(in: hebrew, beforeScalar: 4) == 0)
        #expect(face.caretX(in: "abc", beforeScalar: 3) == face.width(of: "abc"))
        // "ab שלום": selecting "b ש" covers "b " on the left and "ש" at the far right.
        let mixed = "ab שלום"
        let spans = face.spans(in: mixed, scalars: 1..<4)
        #expect(spans.count == 2, "\(spans)")
        #expect(spans.last!.upperBound == face.width(of: mixed))
    }

    /// Stepping the caret on screen through mixed text visits every caret position once, its
    /// drawn x growing at each step right and shrinking at each step left.
    @Test func visualCaretStepsAreMonotonicOnScreen() throws {
        let face = try face
        for text in ["ab שלוםX", "abc مرحبا 42 def", "שלום abc עולם"] {
            let count = text.count
            func x(_ offset: Int) -> Int { face.caretX(in: text, beforeScalar: text.prefix(offset).unicodeScalars.count) }
            let leftmost = (0...count).min { (x($0), $0) < (x($1), $1) }!
            var visited = [leftmost], caret = leftmost
            while let next = face.visualCaretStep(in: text, from: caret, rightward: true) {
                #expect(x(next) > x(caret), "\(text): \(caret) -> \(next)")
                visited.append(next)
                caret = next
                if visited.count > count + 1 { break }
            }
            #expect(Set(visited.map(x)).count == Set((0...count).map(x)).count, "\(text) visits every position on screen")
            while let previous = face.visualCaretStep(in: text, from: caret, rightward: false) {
                #expect(x(previous) < x(caret))
                caret = previous
                if visited.count > 3 * count { break }
                visited.append(previous)
            }
            #expect(x(caret) == x(leftmost))
        }
        // Plain left-to-right text steps logically: no visual step is offered.
        #expect(face.visualCaretStep(in: "plain", from: 2, rightward: true) == nil)
    }
}

/// A small deterministic generator (SplitMix64) for repeatable random strings.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
