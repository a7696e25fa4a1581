import CTintText

/// Where a paragraph may end a line: the Unicode line-breaking rules (UAX #14, from
/// libunibreak: after spaces and hyphens, between CJK characters, never before closing
/// punctuation), and never inside a character (a grapheme cluster: an emoji sequence, a letter
/// and its marks), which Swift's `Character` knows better than libunibreak's older tables.
enum LineBreaks {
    private static let started: Bool = {
        init_linebreak()
        return true
    }()

    /// For each scalar of `text`, whether a line may end after it.
    static func opportunities(in text: String, scalars: [UInt32]) -> [Bool] {
        let count = scalars.count
        guard count > 0, started else { return [] }
        var breaks = [CChar](repeating: CChar(LINEBREAK_NOBREAK), count: count)
        // Debian's libunibreak (1.1) asserts, killing the process, on a regional indicator (a
        // flag's half): every class of its table was tried, this is the only one. Flags break
        // like ideographs in today's rules, so they are handed over as one.
        var safe = scalars
        for i in safe.indices where (0x1F1E6...0x1F1FF).contains(safe[i]) { safe[i] = 0x4E00 }
        safe.withUnsafeBufferPointer { source in
            breaks.withUnsafeMutableBufferPointer { out in
                set_linebreaks_utf32(source.baseAddress, count, nil, out.baseAddress)
            }
        }
        var allowed = [Bool](repeating: false, count: count)
        var end = 0
        for character in text {
            end += character.unicodeScalars.count
            let last = end - 1
            let kind = Int32(breaks[last])
            allowed[last] = kind == LINEBREAK_ALLOWBREAK || kind == LINEBREAK_MUSTBREAK
        }
        return allowed
    }
}
