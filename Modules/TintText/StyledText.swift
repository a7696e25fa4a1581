import TintCore

/// A stretch of a styled text (SwiftUI's `Text + Text`, markdown): so many scalars drawn in
/// one face, with a style number the drawing side looks up (colour, underline).
public struct TextSpan: Sendable {
    public let length: Int
    public let face: FontFace
    public let style: Int

    public init(length: Int, face: FontFace, style: Int) {
        self.length = length
        self.face = face
        self.style = style
    }
}

/// The part of one laid-out line in one span: its text, face and style.
struct TextSegment {
    let text: String
    let face: FontFace
    let style: Int
}

extension TextBlock {
    /// Lays out a styled text: `spans` cover its scalars in order (a shortfall takes the last
    /// span's style, an excess is ignored). Lines wrap at `maxWidth` over every span's own
    /// advances and break by the Unicode rules across spans; every line is as tall as the
    /// tallest face of the text, its pieces on one baseline; at most `lineLimit` lines, the last
    /// cut with an ellipsis in its last piece's face (styled text truncates at its tail).
    /// `face` is the text's own, for an empty text; with `strut`, every line is at least as
    /// tall as `face`'s, its baseline at least `face`'s ascent down.
    public convenience init(styled text: String, spans given: [TextSpan], face: FontFace, maxWidth: Int?, lineLimit: Int?, lineSpacing: Int = 0,
                            rightToLeft: Bool = false, strut: Bool = false) {
        let scalars = Array(text.unicodeScalars)
        let spans = TextBlock.covering(scalars.count, with: given.isEmpty ? [TextSpan(length: scalars.count, face: face, style: 0)] : given)
        // Each scalar's span, and its advance in that span's face.
        var spanOfScalar: [Int] = []
        var advances: [Double] = []
        spanOfScalar.reserveCapacity(scalars.count)
        advances.reserveCapacity(scalars.count)
        var offset = 0
        for (index, span) in spans.enumerated() {
            let piece = String(String.UnicodeScalarView(scalars[offset..<(offset + span.length)]))
            advances += span.face.scalarAdvances(piece)
            spanOfScalar += repeatElement(index, count: span.length)
            offset += span.length
        }
        let lineHeight = TextBlock.lineHeight(of: spans, face: face, strut: strut)
        func segments(of range: Range<Int>) -> [TextSegment] {
            var pieces: [TextSegment] = []
            var start = range.lowerBound
            while start < range.upperBound {
                var end = start + 1
                while end < range.upperBound, spanOfScalar[end] == spanOfScalar[start] { end += 1 }
                let span = spans[spanOfScalar[start]]
                pieces.append(TextSegment(text: String(String.UnicodeScalarView(scalars[start..<end])), face: span.face, style: span.style))
                start = end
            }
            return pieces
        }
        func width(of pieces: [TextSegment]) -> Int { pieces.reduce(0) { $0 + $1.face.width(of: $1.text) } }

        // Paragraphs, wrapped.
        let limit = lineLimit.map { Swift.max(1, $0) }
        var lines: [Range<Int>] = []
        var truncated = false
        var paragraphStart = 0
        paragraphs: while paragraphStart <= scalars.count {
            var paragraphEnd = paragraphStart
            while paragraphEnd < scalars.count, scalars[paragraphEnd] != "\n" { paragraphEnd += 1 }
            let range = paragraphStart..<paragraphEnd
            var ranges = [range]
            if let maxWidth, advances[range].reduce(0, +) > Double(maxWidth) + 0.5 {
                let paragraph = String(String.UnicodeScalarView(scalars[range]))
                let room = limit.map { $0 - lines.count + 1 }
                ranges = TextBlock.breakRanges(paragraph, scalars: Array(scalars[range]), advances: Array(advances[range]), maxWidth: maxWidth,
                                               maxLines: room)
                    .map { ($0.lowerBound + range.lowerBound)..<($0.upperBound + range.lowerBound) }
            }
            for line in ranges {
                if let limit, lines.count == limit {
                    truncated = true
                    break paragraphs
                }
                lines.append(line)
            }
            paragraphStart = paragraphEnd + 1
        }
        var pieces = lines.map(segments(of:))
        var widths = pieces.map(width(of:))
        let isTruncated = lines.last != nil && (truncated || widths.last! > (maxWidth ?? Int.max))
        if let last = lines.last, isTruncated {
            let cut = TextBlock.tailTruncated(last, scalars: scalars, advances: advances, maxWidth: maxWidth ?? Int.max,
                                              ellipsisFace: last.isEmpty ? face : spans[spanOfScalar[last.upperBound - 1]].face)
            var kept = segments(of: last.lowerBound..<cut)
            let style = kept.last ?? pieces[pieces.count - 1].last
            kept.append(TextSegment(text: "\u{2026}", face: style?.face ?? face, style: style?.style ?? 0))
            while kept.count > 1, width(of: kept) > (maxWidth ?? Int.max), var lastKept = kept.dropLast().last {
                // Shaping made the kept text wider than its advances: drop characters more.
                var text = lastKept.text
                text.removeLast()
                lastKept = TextSegment(text: text, face: lastKept.face, style: lastKept.style)
                kept[kept.count - 2] = lastKept
                if text.isEmpty { kept.remove(at: kept.count - 2) }
            }
            pieces[pieces.count - 1] = kept
            widths[widths.count - 1] = width(of: kept)
        }
        self.init(lineTexts: pieces.map { $0.map(\.text).joined() }, lineStarts: lines.map(\.lowerBound), lineWidths: widths,
                  lineHeight: lineHeight, lineSpacing: Swift.max(-lineHeight / 4, lineSpacing), face: face,
                  rightToLeft: rightToLeft, segments: pieces, isTruncated: isTruncated, leastAscent: strut ? face.ascent : 0)
    }

    /// The height of a line of styled text: from the highest ascent among the spans' faces
    /// (and `face`'s, with `strut`) to the lowest descent (`face`'s height when there are no
    /// spans).
    public static func lineHeight(of spans: [TextSpan], face: FontFace, strut: Bool = false) -> Int {
        guard var ascent = spans.map(\.face.ascent).max() else { return face.height }
        if strut { ascent = Swift.max(ascent, face.ascent) }
        let height = spans.map { ascent - $0.face.ascent + $0.face.height }.max() ?? face.height
        return strut ? Swift.max(height, ascent - face.ascent + face.height) : height
    }

    /// `spans` made to cover exactly `count` scalars.
    private static func covering(_ count: Int, with given: [TextSpan]) -> [TextSpan] {
        var spans: [TextSpan] = []
        var covered = 0
        for span in given where covered < count && span.length > 0 {
            let length = Swift.min(span.length, count - covered)
            spans.append(TextSpan(length: length, face: span.face, style: span.style))
            covered += length
        }
        if covered < count, let last = given.last {
            spans.append(TextSpan(length: count - covered, face: last.face, style: last.style))
        }
        return spans
    }

    /// Where a line (scalars `line`) is cut so that what is kept and an ellipsis fit
    /// `maxWidth`: whole characters, trailing spaces dropped.
    private static func tailTruncated(_ line: Range<Int>, scalars: [Unicode.Scalar], advances: [Double], maxWidth: Int,
                                      ellipsisFace: FontFace) -> Int {
        let room = Double(maxWidth - ellipsisFace.width(of: "\u{2026}")) + 0.5
        let text = String(String.UnicodeScalarView(scalars[line]))
        var kept = line.lowerBound, width = 0.0
        for character in text {
            let count = character.unicodeScalars.count
            let w = advances[kept..<(kept + count)].reduce(0, +)
            if width + w > room { break }
            width += w
            kept += count
        }
        while kept > line.lowerBound, scalars[kept - 1].properties.isWhitespace { kept -= 1 }
        return kept
    }
}
