import TintCore
import TintRaster

/// Text laid out in lines no wider than a width: wrapped at spaces (a word longer than the width
/// is broken between characters), cut at explicit newlines, and with at most `lineLimit` lines,
/// the last ending in an ellipsis when text is left over (RULES 3.6).
///
/// A class: one block is handed to every box showing the same text at the same width, and kept
/// in several caches; passing it around is one retain, and its glyphs are placed once.
@MainActor
public final class TextBlock {
    /// The text of each line, top to bottom.
    public let lineTexts: [String]
    /// Where each line starts in the text, in scalars: wrapping drops the spaces at a break
    /// and each newline, so an offset into the text (a caret) finds its line by these.
    public let lineStarts: [Int]
    /// The width of each line, in pixels.
    public let lineWidths: [Int]
    /// Pixels from one line's top to the next.
    public let lineAdvance: Int
    /// Pixels between one line's bottom and the next one's top.
    let lineSpacing: Int
    /// The widest line, in pixels.
    public let width: Int
    /// All lines, in pixels (no spacing after the last).
    public let height: Int
    /// Whether text was left out to fit (an ellipsis stands for it): a text that may shrink
    /// or tighten tries a smaller or tighter face then.
    public private(set) var isTruncated = false
    private let face: FontFace
    /// Whether a line with no strong direction runs right to left (the layout direction).
    public let rightToLeft: Bool
    private var placedLines: [TextLine]?
    private var inks: [PixelRect]?
    /// Styled text (`init(styled:...)`): each line's pieces, one face and style each.
    private let segments: [[TextSegment]]?
    /// The least ascent of a styled line (its own face's, for a strut).
    private var leastAscent = 0

    /// The lines with their glyphs placed, each laid out from its own left edge. Made when
    /// first asked (for drawing): layout asks a text for its size at several widths and draws
    /// one of them, so the others never place a glyph.
    public var lines: [TextLine] {
        if let placedLines { return placedLines }
        var made: [TextLine] = []
        made.reserveCapacity(lineTexts.count)
        if let segments {
            for pieces in segments { made.append(TextLine(pieces, height: lineAdvance - lineSpacing, rightToLeft: rightToLeft, leastAscent: leastAscent)) }
        } else {
            for text in lineTexts { made.append(TextLine(text, face: face, rightToLeftByDefault: rightToLeft)) }
        }
        placedLines = made
        return made
    }

    /// The union of each line's glyph masks, relative to the line's top-left (empty for a line
    /// without ink): where the line paints, which may overhang its advance box.
    public var lineInkBounds: [PixelRect] {
        if let inks { return inks }
        var made: [PixelRect] = []
        made.reserveCapacity(lineTexts.count)
        for line in lines {
            var ink = PixelRect(x: 0, y: 0, width: 0, height: 0)
            for placed in line.glyphs {
                ink = ink.union(PixelRect(x: placed.x, y: placed.y, width: placed.glyph.mask.width, height: placed.glyph.mask.height))
            }
            made.append(ink)
        }
        inks = made
        return made
    }

    /// Lays out `text` in `face`, wrapping at `maxWidth` pixels (`nil`: one line per paragraph)
    /// with at most `lineLimit` lines (`nil`: no limit) and `lineSpacing` pixels between lines.
    public init(_ text: String, face: FontFace, maxWidth: Int?, lineLimit: Int?, lineSpacing: Int = 0, rightToLeft: Bool = false,
                truncation: TextTruncation = .tail) {
        self.face = face
        self.rightToLeft = rightToLeft
        segments = nil
        // Tight leading may take a little from the line height; nothing more.
        let spacing = Swift.max(-face.height / 4, lineSpacing)
        self.lineSpacing = spacing
        lineAdvance = face.height + spacing
        // One line that fits, the common case (labels, and any text asked at its ideal width):
        // no splitting into paragraphs and words.
        if !text.utf8.contains(UInt8(ascii: "\n")) {
            let single = face.width(of: text)
            if single <= (maxWidth ?? Int.max) {
                lineTexts = [text]
                lineStarts = [0]
                lineWidths = [single]
                width = single
                height = face.height
                return
            }
        }
        let limit = lineLimit.map { Swift.max(1, $0) }
        // Head and middle truncation cut one line: the whole text, its ellipsis at the start
        // or in the middle (a path, a file name); with more lines the last is cut at its end.
        if truncation != .tail, limit == 1, let maxWidth, !text.utf8.contains(UInt8(ascii: "\n")) {
            let line = TextBlock.truncate(text, face: face, maxWidth: maxWidth, keepingEnd: true, middle: truncation == .middle)
            isTruncated = line != text
            lineTexts = [line]
            lineStarts = [0]
            lineWidths = [face.width(of: line)]
            width = lineWidths[0]
            height = face.height
            return
        }
        var strings: [String] = []
        var starts: [Int] = []
        var truncated = false
        var paragraphStart = 0
        paragraphs: for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let room = limit.map { $0 - strings.count + 1 }
            for (line, start) in TextBlock.wrap(String(paragraph), face: face, maxWidth: maxWidth, maxLines: room) {
                if let limit, strings.count == limit {
                    truncated = true
                    break paragraphs
                }
                strings.append(line)
                starts.append(paragraphStart + start)
            }
            paragraphStart += paragraph.unicodeScalars.count + 1
        }
        // Loops rather than `map` and `contains`: closures made here are main-actor isolated,
        // and calling them checks the executor each time.
        var widths: [Int] = []
        widths.reserveCapacity(strings.count)
        for line in strings { widths.append(face.width(of: line)) }
        if truncated || widths.contains(where: { $0 > (maxWidth ?? Int.max) }), let last = strings.last {
            isTruncated = true
            strings[strings.count - 1] = TextBlock.truncate(last, face: face, maxWidth: maxWidth ?? Int.max, force: truncated)
            widths[widths.count - 1] = face.width(of: strings[strings.count - 1])
        }
        lineTexts = strings
        lineStarts = starts
        lineWidths = widths
        width = widths.max() ?? 0
        height = strings.isEmpty ? 0 : strings.count * lineAdvance - spacing
    }

    /// A block whose lines are already chosen (styled text).
    init(lineTexts: [String], lineStarts: [Int], lineWidths: [Int], lineHeight: Int, lineSpacing: Int, face: FontFace, rightToLeft: Bool,
         segments: [[TextSegment]], isTruncated: Bool, leastAscent: Int) {
        self.isTruncated = isTruncated
        self.leastAscent = leastAscent
        self.lineTexts = lineTexts
        self.lineStarts = lineStarts
        self.lineWidths = lineWidths
        self.lineSpacing = lineSpacing
        lineAdvance = lineHeight + lineSpacing
        width = lineWidths.max() ?? 0
        height = lineTexts.isEmpty ? 0 : lineTexts.count * lineAdvance - lineSpacing
        self.face = face
        self.rightToLeft = rightToLeft
        self.segments = segments
    }

    /// The line an offset into the text (in scalars) falls on, and the offset within that
    /// line, clamped to it: a caret at a wrap goes to the start of the next line, as in every
    /// editor; one in the spaces dropped at a wrap, to the end of the line before them.
    public func line(holding offset: Int) -> (index: Int, offset: Int) {
        var index = 0
        while index + 1 < lineStarts.count, lineStarts[index + 1] <= offset { index += 1 }
        let count = lineTexts[index].unicodeScalars.count
        return (index, Swift.min(Swift.max(0, offset - lineStarts[index]), count))
    }

    /// The part of the scalars `range` (offsets into the text) on each line, as offsets
    /// within that line; lines the range misses are left out.
    public func lineRanges(of range: Range<Int>) -> [(index: Int, range: Range<Int>)] {
        var parts: [(index: Int, range: Range<Int>)] = []
        for (index, start) in lineStarts.enumerated() {
            let count = lineTexts[index].unicodeScalars.count
            let lower = Swift.max(range.lowerBound, start), upper = Swift.min(range.upperBound, start + count)
            if lower < upper { parts.append((index, (lower - start)..<(upper - start))) }
        }
        return parts
    }

    /// Greedy wrapping of one paragraph in one face (`breakRanges`), each line with where it
    /// starts in the paragraph, in scalars.
    private static func wrap(_ paragraph: String, face: FontFace, maxWidth: Int?, maxLines: Int?) -> [(String, Int)] {
        guard let maxWidth, face.width(of: paragraph) > maxWidth else { return [(paragraph, 0)] }
        let scalars = Array(paragraph.unicodeScalars)
        let ranges = breakRanges(paragraph, scalars: scalars, advances: face.scalarAdvances(paragraph), maxWidth: maxWidth, maxLines: maxLines)
        // Each line is a slice of the paragraph's own scalars, copied whole: a view built from
        // the scalars one at a time went through unspecialized generic code, with an
        // allocation per scalar (six an update of the benchmarks' labels).
        let view = paragraph.unicodeScalars
        let starts = Array(view.indices)
        func index(_ offset: Int) -> String.UnicodeScalarView.Index { offset < starts.count ? starts[offset] : view.endIndex }
        return ranges.map { range in (String(view[index(range.lowerBound)..<index(range.upperBound)]), range.lowerBound) }
    }

    /// Greedy wrapping of one paragraph, in one pass over its scalars' advances: each line
    /// takes characters up to the last break opportunity (`LineBreaks`) that fits; a word
    /// wider than the line is broken between characters. Spaces at a break hang past the
    /// width and are dropped, as in every text system. Answers each line's scalars.
    /// Stops after `maxLines` lines plus one (enough to know text was left over).
    static func breakRanges(_ paragraph: String, scalars: [Unicode.Scalar], advances: [Double], maxWidth: Int, maxLines: Int?) -> [Range<Int>] {
        let allowed = LineBreaks.opportunities(in: paragraph, scalars: scalars.map(\.value))
        var characterEnds = [Bool](repeating: false, count: scalars.count)
        var end = 0
        for character in paragraph {
            end += character.unicodeScalars.count
            characterEnds[end - 1] = true
        }
        let limit = Double(maxWidth) + 0.5
        var lines: [Range<Int>] = []
        func emit(_ range: Range<Int>) {
            var upper = range.upperBound
            while upper > range.lowerBound, scalars[upper - 1].properties.isWhitespace { upper -= 1 }
            lines.append(range.lowerBound..<upper)
        }
        var start = 0, width = 0.0
        var lastBreak = -1, lastCharacterEnd = -1
        var i = 0
        while i < scalars.count {
            width += advances[i]
            // Spaces hang: only ink that would cross the width breaks the line.
            if width > limit, !scalars[i].properties.isWhitespace {
                let cut = lastBreak >= start ? lastBreak + 1 : (lastCharacterEnd >= start ? lastCharacterEnd + 1 : -1)
                if cut > start {
                    emit(start..<cut)
                    if let maxLines, lines.count > maxLines { return lines }
                    start = cut
                    lastBreak = -1
                    width = advances[start...i].reduce(0, +)
                }
                // Else one character wider than the line: it stays, alone.
            }
            if characterEnds[i] {
                lastCharacterEnd = i
                if allowed[i] { lastBreak = i }
            }
            i += 1
        }
        if start < scalars.count { emit(start..<scalars.count) }
        return lines
    }

    /// `line` cut to fit `maxWidth` with an ellipsis at its start (`middle` false) or in its
    /// middle, keeping whole characters from both ends, the shorter side first.
    private static func truncate(_ line: String, face: FontFace, maxWidth: Int, keepingEnd: Bool, middle: Bool) -> String {
        let ellipsis = "\u{2026}"
        let characters = Array(line)
        let advances = face.scalarAdvances(line)
        var widths: [Double] = []
        widths.reserveCapacity(characters.count)
        var scalar = 0
        for character in characters {
            let count = character.unicodeScalars.count
            widths.append(advances[scalar..<(scalar + count)].reduce(0, +))
            scalar += count
        }
        let room = Double(maxWidth - face.width(of: ellipsis)) + 0.5
        var front = 0, back = 0, used = 0.0
        // Take from the end (head truncation), or from whichever end is narrower so far.
        while front + back < characters.count {
            let takeFront = middle && (front <= back)
            let next = takeFront ? widths[front] : widths[characters.count - 1 - back]
            if used + next > room { break }
            used += next
            if takeFront { front += 1 } else { back += 1 }
        }
        func assemble() -> String {
            String(characters[0..<front]).trimmingTrailingSpaces + ellipsis + String(characters[(characters.count - back)...]).trimmingLeadingSpaces
        }
        var result = assemble()
        while front + back > 0, face.width(of: result) > maxWidth {
            if back >= front { back -= 1 } else { front -= 1 }
            result = assemble()
        }
        return result
    }

    /// `line` shortened from the end until it fits with an ellipsis after it (always, when
    /// `force`: text follows it). Whole characters are kept while their advances fit, then
    /// the result is measured and trimmed further if shaping made it wider.
    private static func truncate(_ line: String, face: FontFace, maxWidth: Int, force: Bool) -> String {
        let ellipsis = "\u{2026}"
        if !force, face.width(of: line) <= maxWidth { return line }
        let room = Double(maxWidth - face.width(of: ellipsis)) + 0.5
        let advances = face.scalarAdvances(line)
        var keptScalars = 0, width = 0.0
        for character in line {
            let count = character.unicodeScalars.count
            let w = advances[keptScalars..<(keptScalars + count)].reduce(0, +)
            if width + w > room { break }
            width += w
            keptScalars += count
        }
        var kept = String(String.UnicodeScalarView(line.unicodeScalars.prefix(keptScalars)))
        while kept.last?.isWhitespace == true { kept.removeLast() }
        while !kept.isEmpty, face.width(of: kept + ellipsis) > maxWidth {
            kept.removeLast()
            while kept.last?.isWhitespace == true { kept.removeLast() }
        }
        return kept + ellipsis
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last?.isWhitespace == true { copy.removeLast() }
        return copy
    }

    var trimmingLeadingSpaces: String {
        String(drop { $0.isWhitespace })
    }
}
