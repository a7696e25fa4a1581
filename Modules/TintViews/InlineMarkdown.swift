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
                if let (content, end) = codeSpan(atoms, from: i + open, ticks: open) {
                    var code = style
                    code.code = true
                    for character in content { output.append(Styled(atom: .character(character), style: code)) }
                    i = end
                } else {
                    for _ in 0..<open { output.append(Styled(atom: .character("`"), style: style)) }
                    i += open
                }
            case "[" where link == nil:
                if let (inner, url, end) = linkSpan(atoms, from: i) {
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
    private static func resolveEmphasis(_ output: [Styled], _ found: [Delimiter]) -> [Styled] {
        var output = output
        var delimiters = found
        var removed = [Bool](repeating: false, count: output.count)
        var closer = 0
        while closer < delimiters.count {
            let close = delimiters[closer]
            guard close.canClose, close.count > 0 else { closer += 1; continue }
            var opener = closer - 1
            var matched = false
            while opener >= 0 {
                let open = delimiters[opener]
                if open.character == close.character, open.canOpen, open.count > 0 {
                    let tilde = close.character == "~"
                    // The rule of three: a run that both opens and closes pairs only when the
                    // sum of the lengths is not a multiple of three (unless both are).
                    let ruleOfThree = !tilde && (open.canClose || close.canOpen) && (open.originalCount + close.originalCount) % 3 == 0
                        && !(open.originalCount % 3 == 0 && close.originalCount % 3 == 0)
                    let tildesMatch = !tilde || open.count == close.count
                    if !ruleOfThree && tildesMatch { matched = true; break }
                }
                opener -= 1
            }
            guard matched else {
                closer += 1
                continue
            }
            let used = close.character == "~" ? close.count : (delimiters[opener].count >= 2 && close.count >= 2 ? 2 : 1)
            // The characters used: the inner end of the opener, the start of the closer.
            let openEnd = delimiters[opener].start + delimiters[opener].count
            let closeStart = close.start
            for k in (openEnd - used)..<openEnd { removed[k] = true }
            for k in closeStart..<(closeStart + used) { removed[k] = true }
            for k in openEnd..<closeStart where !removed[k] {
                switch (close.character, used) {
                case ("~", _): output[k].style.strikethrough = true
                case (_, 2): output[k].style.strong = true
                default: output[k].style.emphasis = true
                }
            }
            delimiters[opener].count -= used
            delimiters[closer].count -= used
            delimiters[closer].start += used
            // Delimiters between the pair can no longer pair with anything outside it.
            for k in (opener + 1)..<closer { delimiters[k].count = 0 }
            if delimiters[closer].count == 0 { closer += 1 }
        }
        var kept: [Styled] = []
        kept.reserveCapacity(output.count)
        for (index, styled) in output.enumerated() where !removed[index] { kept.append(styled) }
        return kept
    }

    /// The text of a code span opened by `ticks` backticks before `start`, and the index after
    /// its closing run: the first run of exactly as many backticks. Line ends become spaces,
    /// and one space is stripped from both ends when both have one.
    private static func codeSpan(_ atoms: ArraySlice<Atom>, from start: Int, ticks: Int) -> (String, Int)? {
        var i = start
        while i < atoms.endIndex {
            guard let c = literal(atoms, i) else { i += 1; continue }
            if c == "`" {
                var run = 0
                while literal(atoms, i + run) == "`" { run += 1 }
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
        return nil
    }

    /// A link `[text](destination)` starting at `start`: its text's atoms, its URL and the
    /// index after it. Brackets inside the text nest; the destination has no spaces (or is in
    /// `<...>`) and may be followed by a quoted title, which is dropped.
    private static func linkSpan(_ atoms: ArraySlice<Atom>, from start: Int) -> (ArraySlice<Atom>, URL, Int)? {
        var depth = 0
        var i = start
        var close: Int?
        while i < atoms.endIndex {
            if let c = literal(atoms, i) {
                if c == "\\" { i += 2; continue }
                if c == "[" { depth += 1 }
                if c == "]" {
                    depth -= 1
                    if depth == 0 { close = i; break }
                }
            }
            i += 1
        }
        guard let close, literal(atoms, close + 1) == "(" else { return nil }
        var destination = ""
        var j = close + 2
        while let c = literal(atoms, j), c == " " { j += 1 }
        let angled = literal(atoms, j) == "<"
        if angled { j += 1 }
        var parens = 0
        while let c = literal(atoms, j) {
            if angled ? c == ">" : (c == " " || (c == ")" && parens == 0)) { break }
            if c == "(" { parens += 1 }
            if c == ")" { parens -= 1 }
            destination.append(c)
            j += 1
        }
        if angled {
            guard literal(atoms, j) == ">" else { return nil }
            j += 1
        }
        // An optional title: skipped.
        while let c = literal(atoms, j), c == " " { j += 1 }
        if let quote = literal(atoms, j), quote == "\"" || quote == "'" {
            j += 1
            while let c = literal(atoms, j), c != quote { j += 1 }
            j += 1
            while let c = literal(atoms, j), c == " " { j += 1 }
        }
        guard literal(atoms, j) == ")", let url = URL(string: destination) else { return nil }
        return (atoms[(start + 1)..<close], url, j + 1)
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
