import Foundation
import Testing
import TintUI

/// Styled text: `Text + Text` keeps each piece's style, markdown in string literals renders as
/// SwiftUI renders it, and both lay out, wrap, truncate and draw piece by piece.
@MainActor
@Suite struct StyledTextTests {
    /// A summary of a piece's markdown style, for comparing.
    private func styles(_ key: LocalizedStringKey) -> [String] {
        (key._pieces ?? [Text(verbatim: key._text)]).map { piece in
            var flags = ""
            if piece.weightOverride == .bold { flags += "b" }
            if piece.isItalic { flags += "i" }
            if piece.isMonospaced { flags += "c" }
            if piece._strikethrough != nil { flags += "s" }
            if piece._link != nil { flags += "l" }
            return flags.isEmpty ? piece.content : "\(flags):\(piece.content)"
        }
    }

    private func check(_ key: LocalizedStringKey, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let found = styles(key)
        #expect(found == expected, sourceLocation: sourceLocation)
    }

    /// `check` with neighbouring pieces of one style joined: where a piece ends inside a
    /// style is not part of what is shown.
    private func checkShown(_ key: LocalizedStringKey, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        var joined: [(flags: String, content: String)] = []
        for piece in styles(key) {
            let parts = piece.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let (flags, content) = parts.count == 2 && !parts[0].contains(" ") ? (String(parts[0]), String(parts[1])) : ("", piece)
            if let last = joined.last, last.flags == flags { joined[joined.count - 1].content += content } else { joined.append((flags, content)) }
        }
        #expect(joined.map { $0.flags.isEmpty ? $0.content : "\($0.flags):\($0.content)" } == expected, sourceLocation: sourceLocation)
    }

    @Test func markdownInlineSyntax() {
        check("**bold** and *italic*", ["b:bold", " and ", "i:italic"])
        check("__bold__ _italic_ ***both***", ["b:bold", " ", "i:italic", " ", "bi:both"])
        check("run `code *not emphasis*` here", ["run ", "c:code *not emphasis*", " here"])
        check("~~gone~~ ~also~", ["s:gone", " ", "s:also"])
        check("see [the docs](https://example.org/a_b) now", ["see ", "l:the docs", " now"])
        check("mail <https://example.org>", ["mail ", "l:https://example.org"])
        check("**bold with *italic* inside**", ["b:bold with ", "bi:italic", "b: inside"])
    }

    /// What CommonMark leaves as text stays text, characters and all.
    @Test func textThatIsNotMarkup() {
        check("2 * 3 * 4", ["2 * 3 * 4"])
        check("snake_case_name", ["snake_case_name"])
        check("\\*escaped\\*", ["*escaped*"])
        check("**unclosed", ["**unclosed"])
        check("# not a heading\n- not a list", ["# not a heading\n- not a list"])
        check("a ~~~b~~~", ["a ~~~b~~~"])
        check("[no link] (x)", ["[no link] (x)"])
        check("`unclosed code", ["`unclosed code"])
    }

    /// Values interpolated into a literal are never read as markdown, but take the style
    /// around them; interpolated `Text`s keep their own.
    @Test func interpolationsKeepTheirCharacters() {
        let stars = "**x**"
        let count = 3
        check("\(stars)", ["**x**"])
        check("**\(count)** items", ["b:3", " items"])
        check("a \(Text("b").italic()) c", ["a ", "i:b", " c"])
        #expect(Text("**\(count)** items") == Text("**\(count)** items"))
        // Plain pieces before the first piece that styles (joined as they come) keep theirs:
        // a value's markdown characters stay characters, a plain interpolated Text is text.
        checkShown("\(stars) then **\(count)** and \(stars)", ["**x** then ", "b:3", " and **x**"])
        checkShown("\(count) of \(stars): \(Text("b").bold()) \(stars)", ["3 of **x**: ", "b:b", " **x**"])
        checkShown("\(Text("plain")) \(count) *\(stars)*", ["plain 3 ", "i:**x**"])
        checkShown("\(Text("plain")) \(count) \(stars)", ["plain 3 **x**"])
        #expect(LocalizedStringKey("\(count) items")._pieces == nil)
    }

    /// A `Text(String)` shows its string as it is, markdown characters included.
    @Test func stringsAreVerbatim() {
        let string = "**not bold**"
        #expect(Text(string)._runs == nil && Text(string).content == string)
        #expect(Text(verbatim: "*x*")._runs == nil)
    }

    /// `Text + Text`: modifiers on the joined text style the pieces that do not set that
    /// style themselves.
    @Test func joinedTextPushesItsStyleIntoUnsetPieces() {
        let joined = (Text("a").foregroundColor(.red) + Text("b").bold() + Text("c")).foregroundColor(.blue).italic()
        let pieces = joined._pieces
        #expect(joined.content == "abc")
        #expect(pieces.map(\.colorOverride) == [.red, .blue, .blue])
        #expect(pieces.map(\.weightOverride) == [nil, .bold, nil])
        #expect(pieces.filter(\.isItalic).count == 3)
        // Joining a joined text keeps its outer style on its pieces.
        let again = joined + Text("d")
        #expect(again._pieces.map(\.colorOverride) == [.red, .blue, .blue, nil])
    }

    /// A larger piece makes its line taller; a monospaced piece is wider than the same
    /// letters in the proportional face; each piece draws in its own colour.
    @Test func piecesLayOutAndDrawInTheirOwnStyle() throws {
        struct Sample: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("small").accessibilityIdentifier("plain")
                    (Text("small ") + Text("BIG").font(.largeTitle)).accessibilityIdentifier("mixed")
                    Text("iiii").accessibilityIdentifier("prop")
                    Text("`iiii`").accessibilityIdentifier("mono")
                    (Text("xx") + Text("██").foregroundColor(Color(red: 1, green: 0, blue: 0))).accessibilityIdentifier("red")
                }
            }
        }
        let host = HeadlessHost(rootView: Sample(), width: 300, height: 200)
        host.renderFrame()
        let plain = try #require(host.frame(of: "plain")), mixed = try #require(host.frame(of: "mixed"))
        #expect(mixed.height > plain.height * 1.5, "\(mixed) vs \(plain)")
        let prop = try #require(host.frame(of: "prop")), mono = try #require(host.frame(of: "mono"))
        #expect(mono.width > prop.width * 1.5, "\(mono) vs \(prop)")
        // The red blocks are drawn in red; the "xx" before them in the primary colour.
        let red = try #require(host.frame(of: "red"))
        let block = host.pixel(x: Int(red.maxX) - 4, y: Int(red.midY))
        #expect(block.r > 200 && block.g < 60 && block.b < 60, "\(block)")
    }

    /// Styled text wraps at its width and truncates its last line with an ellipsis.
    @Test func styledTextWrapsAndTruncates() throws {
        struct Sample: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Text("one line of **plain** text").accessibilityIdentifier("one")
                    Text("Wrapping **styled text** across *several* lines keeps each style").frame(width: 120)
                        .accessibilityIdentifier("wrapped")
                    Text("Wrapping **styled text** across *several* lines keeps each style").lineLimit(1).frame(width: 120)
                        .accessibilityIdentifier("cut")
                }
            }
        }
        let host = HeadlessHost(rootView: Sample(), width: 300, height: 300)
        host.renderFrame()
        let one = try #require(host.frame(of: "one")), wrapped = try #require(host.frame(of: "wrapped")), cut = try #require(host.frame(of: "cut"))
        #expect(wrapped.height >= one.height * 3, "\(wrapped)")
        #expect(cut.height == one.height)
    }

    /// Clicking a link's words opens its URL with the environment's `openURL`; clicking the
    /// text beside it does nothing.
    @Test func clickingALinkOpensIt() throws {
        final class Opened { var urls: [URL] = [] }
        struct Sample: View {
            let opened: Opened
            var body: some View {
                Text("words before [the link](https://example.org/page)")
                    .accessibilityIdentifier("text")
                    .environment(\.openURL, OpenURLAction { url in
                        opened.urls.append(url)
                        return .handled
                    })
            }
        }
        let opened = Opened()
        let host = HeadlessHost(rootView: Sample(opened: opened), width: 400, height: 60)
        host.renderFrame()
        let text = try #require(host.frame(of: "text"))
        host.tap(at: CGPoint(x: text.minX + 3, y: text.midY))
        #expect(opened.urls.isEmpty)
        host.tap(at: CGPoint(x: text.maxX - 3, y: text.midY))
        #expect(opened.urls == [URL(string: "https://example.org/page")!])
    }

    /// Every kind of piece together, as the demo's text gallery shows them.
    @Test func styledTextGolden() throws {
        let host = HeadlessHost(rootView: StyledTextSample(), width: 560, height: 300)
        let report = host.renderFrame()
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        try GoldenImage.check(host.pixelBuffer, named: "styled-text")
    }
}

/// The golden's view: markdown, joined texts, interpolations, wrapping, truncation and
/// right-to-left text with styled pieces.
struct StyledTextSample: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Plain, **bold**, *italic*, `code`, ~~struck~~ and [a link](https://example.org).")
            Text("A ") + Text("red").foregroundColor(.red) + Text(" word and a ") + Text("big").font(.title) + Text(" one.")
            (Text("Outer blue, ") + Text("inner green").foregroundColor(.green)).foregroundColor(.blue).underline()
            Text("**\(42)** items for *\("you")*, \(Text("styled").italic().bold())")
            Text("# not a heading, 2 * 3 * 4, snake_case_name, \\*escaped\\*")
            Text("Wrapping styled **text across several lines** keeps *every style* in its place, even ~~when~~ the line breaks.")
                .frame(width: 220, alignment: .leading)
            Text("Truncated **bold** tail that runs on and on and on").lineLimit(1).frame(width: 180, alignment: .leading)
            Text("مرحبا **بالعالم** and English")
        }
        .padding()
    }
}
