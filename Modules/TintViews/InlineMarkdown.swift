import Foundation

/// The inline markdown SwiftUI renders in a `Text` made from a string literal (a
/// `LocalizedStringKey`): `**strong**`, `*emphasis*` (and the `_` forms), `` `code` ``,
/// `~~strikethrough~~`, `[links](https://…)` and `<https://…>`, with backslash escapes. As in
/// SwiftUI (Foundation's `inlineOnlyPreservingWhitespace`), block syntax (`#`, lists, quotes)
/// stays as typed and whitespace is kept; interpolated values are never read as markdown, but
/// take the style around them (`"**\(name)**"` is bold).
///
/// Written here rather than taken from cmark: cmark parses whole documents (a leading `#` or
/// `-` would become a heading or a list) and has no inline-only mode, and the interpolated
/// values must pass through untouched. Emphasis follows CommonMark's delimiter-run rules
/// (left- and right-flanking runs, `_` inside words, the rule of three); strikethrough is
/// GitHub's (one or two tildes, closed by a run of the same length).
enum InlineMarkdown {
    /// One unit of the key: a character of its literal text, or an interpolated value.
    enum Atom {
        case character(Character)
        case value(Text)
    }

    /// The style markdown gives a stretch of text.
    struct Style: Equatable {
        var strong = false
        var emphasis = false
        var code = false
        var strikethrough = false
        var link: URL? = nil
    }

    /// Whether literal text may hold markdown at all: most keys hold none of its characters.
    static func mayHoldMarkup(_ literal: String) -> Bool {
        literal.utf8.contains { $0 == 42 || $0 == 95 || $0 == 96 || $0 == 126 || $0 == 91 || $0 == 92 || $0 == 60 }
    }

    /// The pieces of `atoms` rendered: literal text styled by its markup, each value styled
    /// by the markup around it.
    static func pieces(of atoms: [Atom]) -> [Text] {
        var styled = parse(atoms[...], link: nil)
        // Join neighbours of one style into one piece.
        var pieces: [Text] = []
        var run = ""
        var runStyle = Style()
        func flush() {
            guard !run.isEmpty else { return }
            pieces.append(Text(verbatim: run)._markdownStyled(runStyle))
            run = ""
        }
        for index in styled.indices {
            switch styled[index].atom {
            case .character(let character):
                if styled[index].style != runStyle { flush(); runStyle = styled[index].style }
                run.append(character)
            case .value(let text):
                flush()
                pieces += text._pieces.map { $0._markdownStyled(styled[index].style) }
            }
        }
        flush()
        styled.removeAll()
        return pieces
    }

    /// The stretches of `text` in one style each, its markup removed (for
    /// `AttributedString(markdown:)`).
    static func runs(of text: String) -> [(String, Style)] {
        let styled = parse(text.map { Atom.character($0) }[...], link: nil)
        var runs: [(String, Style)] = []
        for item in styled {
            guard case .character(let character) = item.atom else { continue }
            if let last = runs.last, last.1 == item.style {
                runs[runs.count - 1].0.append(character)
            } else {
                runs.append((String(character), item.style))
            }
        }
        return runs
    }

    // MARK: - Parsing

    private struct Styled {
        var atom: Atom
        var style: Style
    }

    /// A run of `*`, `_` or `~` that may open or close a span.
    private struct Delimiter {
        let character: Character
        /// Where the run's characters start in the output, and how many are left unused.
        var start: Int
        var count: Int
        let originalCount: Int
        let canOpen: Bool
        let canClose: Bool
    }

    private static func isPunctuation(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character.isPunctuation || character.isSymbol
    }

    private static func isSpace(_ character: Character?) -> Bool {
        guard let character else { return true }
        return character.isWhitespace
    }

    /// The literal character at `index`, nil for a value (which counts as a letter for the
    /// flanking rules: it is text) or the ends.
    private static func character(_ atoms: ArraySlice<Atom>, _ index: Int) -> Character? {
        guard atoms.indices.contains(index) else { return nil }
        if case .character(let character) = atoms[index] { return character }
        return "a"
    }

    private static func literal(_ atoms: ArraySlice<Atom>, _ index: Int) -> Character? {
        guard atoms.indices.contains(index), case .character(let character) = atoms[index] else { return nil }
        return character
    }

    /// Parses `atoms` into styled atoms: code spans, escapes and links first (they hide
    /// delimiters), then emphasis and strikethrough over the delimiter runs.
    private static func parse(_ atoms: ArraySlice<Atom>, link: URL?) -> [Styled] {
        var output: [Styled] = []
        var delimiters: [Delimiter] = []
        // Made at the first `[` that may open a link: most texts have none.
        lazy var lookups = Lookups(atoms)
        var backtickRuns = BacktickRuns()
        var style = Style()
        style.link = link
        var i = atoms.startIndex
        while i < atoms.endIndex {
            guard let c = literal(atoms, i) else {
                output.append(Styled(atom: atoms[i], style: style))
                i += 1
                continue
            }
            switch c {
            case "\\":
                // An escaped ASCII punctuation character is itself; any other backslash stays.
                if let next = literal(atoms, i + 1), next.isASCII, isPunctuation(next) {
                    output.append(Styled(atom: .character(next), style: style))
                    i += 2
                } else {
                    output.append(Styled(atom: .character(c), style: style))
                    i += 1
                }
            case "`":
                var open = 0
                while literal(atoms, i + open) == "`" { open += 1 }
                if let (content, end) = codeSpan(atoms, from: i + open, ticks: open, runs: &backtickRuns) {
                    var code = style
                    code.code = true
                    for character in content { output.append(Styled(atom: .character(character), style: code)) }
                    i = end
                } else {
                    for _ in 0..<open { output.append(Styled(atom: .character("`"), style: style)) }
                    i += open
                }
            case "[" where link == nil:
                if let (inner, url, end) = linkSpan(atoms, from: i, lookups) {
                    output += parse(inner, link: url)
                    i = end
                } else {
                    output.append(Styled(atom: .character(c), style: style))
                    i += 1
                }
            case "<" where link == nil:
                if let (text, url, end) = autolink(atoms, from: i) {
                    var linked = style
                    linked.link = url
                    for character in text { output.append(Styled(atom: .character(character), style: linked)) }
                    i = end
                } else {
                    output.append(Styled(atom: .character(c), style: style))
                    i += 1
                }
            case "*", "_", "~":
                var count = 0
                while literal(atoms, i + count) == c { count += 1 }
                let before = character(atoms, i - 1), after = character(atoms, i + count)
                let leftFlanking = !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before))
                let rightFlanking = !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after))
                var canOpen = leftFlanking, canClose = rightFlanking
                if c == "_" {
                    canOpen = leftFlanking && (!rightFlanking || isPunctuation(before))
                    canClose = rightFlanking && (!leftFlanking || isPunctuation(after))
                }
                // GitHub's strikethrough: one or two tildes; longer runs are text.
                let usable = c != "~" || count <= 2
                if usable && (canOpen || canClose) {
                    delimiters.append(Delimiter(character: c, start: output.count, count: count, originalCount: count,
                                                canOpen: canOpen, canClose: canClose))
                }
                for _ in 0..<count { output.append(Styled(atom: .character(c), style: style)) }
                i += count
            default:
                output.append(Styled(atom: .character(c), style: style))
                i += 1
            }
        }
        return resolveEmphasis(output, delimiters)
    }

    /// CommonMark's "process emphasis": each closer, left to right, takes the nearest opener
    /// of its character that may pair with it; the delimiter characters used vanish and the
    /// text between them takes the style.
    ///
    /// Linear, as the spec's algorithm is: the delimiters form a linked list from which the
    /// ones between a pair, and the ones used up, are unlinked once; a closer that finds no
    /// opener records how far down it looked (`openersBottom`, by the traits that decide a
    /// pairing), so no later closer of the same kind looks there again; and a pair's style is
    /// noted at the two ends of its span and summed once at the end, not written into every
    /// character between (nested emphasis would write the middle once per level).
    private static func resolveEmphasis(_ output: [Styled], _ found: [Delimiter]) -> [Styled] {
        guard !found.isEmpty else { return output }
        var output = output
        var delimiters = found
        let count = delimiters.count
        var previous = Array(-1..<(count - 1))
        var next = Array(1...count)
        func unlink(_ d: Int) {
            let before = previous[d], after = next[d]
            if before >= 0 { next[before] = after }
            if after < count { previous[after] = before }
        }
        var removed = [Bool](repeating: false, count: output.count)
        // +1 where a span of each style starts, -1 after it ends.
        var strong = [Int32](repeating: 0, count: output.count + 1)
        var emphasis = strong, strikethrough = strong
        var openersBottom: [Int: Int] = [:]
        var closer = 0
        while closer < count {
            let close = delimiters[closer]
            guard close.canClose else { closer = next[closer]; continue }
            let tilde = close.character == "~"
            // The traits that decide which openers can pair: the character, and for emphasis
            // whether the closer can open and its length modulo 3 (the rule of three), for
            // strikethrough its length.
            let key = Int(close.character.asciiValue ?? 0) << 4 | (tilde ? close.count : (close.canOpen ? 8 : 0) | close.originalCount % 3)
            let bottom = openersBottom[key] ?? -1
            var opener = previous[closer]
            var matched = false
            while opener > bottom {
                let open = delimiters[opener]
                if open.character == close.character, open.canOpen {
                    // The rule of three: a run that both opens and closes pairs only when the
                    // sum of the lengths is not a multiple of three (unless both are).
                    let ruleOfThree = !tilde && (open.canClose || close.canOpen) && (open.originalCount + close.originalCount) % 3 == 0
                        && !(open.originalCount % 3 == 0 && close.originalCount % 3 == 0)
                    let tildesMatch = !tilde || open.count == close.count
                    if !ruleOfThree && tildesMatch { matched = true; break }
                }
                opener = previous[opener]
            }
            guard matched else {
                openersBottom[key] = previous[closer]
                let following = next[closer]
                // A closer that found no opener and cannot open is done with.
                if !close.canOpen { unlink(closer) }
                closer = following
                continue
            }
            let used = tilde ? close.count : (delimiters[opener].count >= 2 && close.count >= 2 ? 2 : 1)
            // The characters used: the inner end of the opener, the start of the closer.
            let openEnd = delimiters[opener].start + delimiters[opener].count
            let closeStart = close.start
            for k in (openEnd - used)..<openEnd { removed[k] = true }
            for k in closeStart..<(closeStart + used) { removed[k] = true }
            switch (tilde, used) {
            case (true, _): strikethrough[openEnd] += 1; strikethrough[closeStart] -= 1
            case (_, 2): strong[openEnd] += 1; strong[closeStart] -= 1
            default: emphasis[openEnd] += 1; emphasis[closeStart] -= 1
            }
            delimiters[opener].count -= used
            delimiters[closer].count -= used
            delimiters[closer].start += used
            // Delimiters between the pair can no longer pair with anything outside it.
            next[opener] = closer
            previous[closer] = opener
            if delimiters[opener].count == 0 { unlink(opener) }
            if delimiters[closer].count == 0 {
                let following = next[closer]
                unlink(closer)
                closer = following
            }
        }
        var kept: [Styled] = []
        kept.reserveCapacity(output.count)
        var inStrong: Int32 = 0, inEmphasis: Int32 = 0, inStrikethrough: Int32 = 0
        for index in output.indices {
            inStrong += strong[index]
            inEmphasis += emphasis[index]
            inStrikethrough += strikethrough[index]
            guard !removed[index] else { continue }
            if inStrong > 0 { output[index].style.strong = true }
            if inEmphasis > 0 { output[index].style.emphasis = true }
            if inStrikethrough > 0 { output[index].style.strikethrough = true }
            kept.append(output[index])
        }
        return kept
    }

    /// The text of a code span opened by `ticks` backticks before `start`, and the index after
    /// its closing run: the first run of exactly as many backticks. Line ends become spaces,
    /// and one space is stripped from both ends when both have one.
    private static func codeSpan(_ atoms: ArraySlice<Atom>, from start: Int, ticks: Int, runs: inout BacktickRuns) -> (String, Int)? {
        // Known to have no closing run: no run this long starts after `start`.
        if runs.scannedToEnd, (runs.lastStart[ticks] ?? -1) < start { return nil }
        var i = start
        while i < atoms.endIndex {
            guard let c = literal(atoms, i) else { i += 1; continue }
            if c == "`" {
                var run = 0
                while literal(atoms, i + run) == "`" { run += 1 }
                if !runs.scannedToEnd { runs.lastStart[run] = i }
                if run == ticks {
                    var content = ""
                    for k in start..<i {
                        switch atoms[k] {
                        case .character(let character): content.append(character == "\n" ? " " : character)
                        case .value(let text): content += text.content
                        }
                    }
                    if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                        content = String(content.dropFirst().dropLast())
                    }
                    return (content, i + run)
                }
                i += run
            } else {
                i += 1
            }
        }
        runs.scannedToEnd = true
        return nil
    }

    /// What the code-span scans of one parse have learnt, as CommonMark's implementations keep
    /// it: once a scan has reached the end without a closing run, where the last run of each
    /// length starts. An opener with no such run after it fails at once, so a text of many
    /// unclosed runs is scanned once, not once per run.
    private struct BacktickRuns {
        var scannedToEnd = false
        var lastStart: [Int: Int] = [:]
    }

    /// A link `[text](destination)` starting at `start`: its text's atoms, its URL and the
    /// index after it. Brackets inside the text nest; the destination has no spaces (or is in
    /// `<...>`) and may be followed by a quoted title, which is dropped.
    ///
    /// Every scan is a look-up in `lookups`, and the destination is copied only once the link
    /// is known to close: a text of many `[` or `[a](` fails each in constant time.
    private static func linkSpan(_ atoms: ArraySlice<Atom>, from start: Int, _ lookups: Lookups) -> (ArraySlice<Atom>, URL, Int)? {
        let close = lookups.closingBracket[start - atoms.startIndex]
        guard close >= 0, literal(atoms, close + 1) == "(" else { return nil }
        var j = lookups.skipSpaces(from: close + 2)
        let destination: Range<Int>
        if literal(atoms, j) == "<" {
            let end = lookups.next(lookups.angleClose, from: j + 1)
            guard literal(atoms, end) == ">" else { return nil }
            destination = (j + 1)..<end
            j = end + 1
        } else {
            let end = min(lookups.next(lookups.space, from: j), lookups.next(lookups.unbalancedClose, from: j))
            destination = j..<end
            j = end
        }
        // An optional title: skipped.
        j = lookups.skipSpaces(from: j)
        if let quote = literal(atoms, j), quote == "\"" || quote == "'" {
            j = lookups.next(quote == "\"" ? lookups.doubleQuote : lookups.singleQuote, from: j + 1) + 1
            j = lookups.skipSpaces(from: j)
        }
        guard literal(atoms, j) == ")" else { return nil }
        var text = ""
        for k in destination { if let c = literal(atoms, k) { text.append(c) } }
        guard let url = URL(string: text) else { return nil }
        return (atoms[(start + 1)..<close], url, j + 1)
    }

    /// Where the scans of links in one stretch of atoms stop, worked out once for all of them
    /// (each table the first time a link needs it): the `]` of each `[`, and for every index the
    /// next space, `>`, quote, non-space, and `)` that closes more parentheses than open after
    /// the index. Values (interpolations) stop every scan but the brackets'.
    private final class Lookups {
        let atoms: ArraySlice<Atom>
        init(_ atoms: ArraySlice<Atom>) { self.atoms = atoms }

        /// For each `[`, the index of its `]` (brackets nest; a backslash hides the atom after
        /// it), -1 when it has none; by offset from the start.
        lazy var closingBracket: [Int] = {
            var result = [Int](repeating: -1, count: atoms.count)
            var open: [Int] = []
            var i = atoms.startIndex
            while i < atoms.endIndex {
                if case .character(let c) = atoms[i] {
                    if c == "\\" { i += 2; continue }
                    if c == "[" { open.append(i) } else if c == "]", let start = open.popLast() { result[start - atoms.startIndex] = i }
                }
                i += 1
            }
            return result
        }()

        lazy var space: [Int] = table { $0 == " " }
        lazy var angleClose: [Int] = table { $0 == ">" }
        lazy var doubleQuote: [Int] = table { $0 == "\"" }
        lazy var singleQuote: [Int] = table { $0 == "'" }
        lazy var nonSpace: [Int] = table { $0 != " " }

        /// For each index, the first `)` at or after it that closes more than opens between:
        /// where a destination's balanced parentheses end.
        lazy var unbalancedClose: [Int] = {
            let end = atoms.endIndex, base = atoms.startIndex
            var result = [Int](repeating: end, count: atoms.count + 1)
            var k = end - 1
            while k >= base {
                switch atoms[k] {
                case .character(")"): result[k - base] = k
                case .character("("):
                    // Past its own `)`, the next that closes more than opens.
                    let own = result[k + 1 - base]
                    result[k - base] = own < end ? result[own + 1 - base] : end
                default: result[k - base] = result[k + 1 - base]
                }
                k -= 1
            }
            return result
        }()

        /// The first index at or after `index` whose atom is a value, the end, or a character
        /// `stops` picks; by offset from the start, one more than the atoms (the end).
        private func table(_ stops: (Character) -> Bool) -> [Int] {
            let end = atoms.endIndex, base = atoms.startIndex
            var result = [Int](repeating: end, count: atoms.count + 1)
            var k = end - 1
            while k >= base {
                if case .character(let c) = atoms[k], !stops(c) { result[k - base] = result[k + 1 - base] } else { result[k - base] = k }
                k -= 1
            }
            return result
        }

        func next(_ table: [Int], from index: Int) -> Int {
            table[min(index, atoms.endIndex) - atoms.startIndex]
        }

        /// The first index at or after `index` that is not a space.
        func skipSpaces(from index: Int) -> Int { next(nonSpace, from: index) }
    }

    /// An autolink `<scheme:...>` starting at `start`: its text, URL and the index after it.
    private static func autolink(_ atoms: ArraySlice<Atom>, from start: Int) -> (String, URL, Int)? {
        var text = ""
        var i = start + 1
        while let c = literal(atoms, i), c != ">" {
            if c == " " || c == "<" { return nil }
            text.append(c)
            i += 1
        }
        guard literal(atoms, i) == ">", let colon = text.firstIndex(of: ":"), text.distance(from: text.startIndex, to: colon) >= 2,
              text[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }),
              let url = URL(string: text) else { return nil }
        return (text, url, i + 1)
    }
}

extension Text {
    /// This piece styled as markdown says; its own settings win, as an outer modifier's would.
    nonisolated func _markdownStyled(_ style: InlineMarkdown.Style) -> Text {
        var piece = self
        if style.strong, piece.weightOverride == nil { piece.weightOverride = .bold }
        if style.emphasis { piece.isItalic = true }
        if style.code { piece.isMonospaced = true }
        if style.strikethrough, piece._strikethrough == nil { piece._strikethrough = .some(nil) }
        if let link = style.link {
            piece._link = link
            if piece.colorOverride == nil { piece.colorOverride = .accentColor }
        }
        return piece
    }
}
