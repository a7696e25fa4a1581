import Foundation
import Testing
import TintUI

/// `AttributedString` in `Text` (SwiftUI's attributes), and `AttributedString(markdown:)`,
/// which `import TintUI` supplies (Foundation on Linux has none).
@MainActor
@Suite struct AttributedTextTests {
    private func pixels(_ view: some View, width: Int = 200, height: Int = 40) -> [RGBA8] {
        let host = HeadlessHost(rootView: view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: width, height: height)
        host.renderFrame()
        return (0..<height).flatMap { y in (0..<width).map { x in host.pixel(x: x, y: y) } }
    }

    @Test func markdownMarksEachStretch() throws {
        let parsed = try AttributedString(markdown: "Plain **strong** *em* `code` ~~gone~~ [link](https://example.com)")
        #expect(String(parsed.characters) == "Plain strong em code gone link")
        var found: [String: InlinePresentationIntent] = [:]
        var links: [String: URL] = [:]
        for run in parsed.runs {
            let text = String(parsed[run.range].characters)
            if let intent = run.inlinePresentationIntent { found[text] = intent }
            if let link = run.link { links[text] = link }
        }
        #expect(found == ["strong": .stronglyEmphasized, "em": .emphasized, "code": .code, "gone": .strikethrough])
        #expect(links == ["link": URL(string: "https://example.com")!])
        // Relative links resolve against the base URL; unmatched markup stays as written.
        let relative = try AttributedString(markdown: "[doc](guide.html) and **open", baseURL: URL(string: "https://example.com/docs/"))
        #expect(relative.runs.compactMap(\.link).first?.absoluteString == "https://example.com/docs/guide.html")
        #expect(String(relative.characters) == "doc and **open")
    }

    @Test func markdownLineBreaksFollowTheSyntaxAsked() throws {
        let text = "one\ntwo\n\nthree"
        #expect(String(try AttributedString(markdown: text).characters) == "one two\nthree")
        let kept = try AttributedString(markdown: text, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
        #expect(String(kept.characters) == text)
        #expect(String(try AttributedString(markdown: Data("**a**".utf8)).characters) == "a")
    }

    @Test func textDrawsWhatTheMarkdownLiteralDraws() throws {
        let literal = pixels(Text("Plain **strong** *em* `code` ~~gone~~"), width: 400)
        let attributed = pixels(Text(try AttributedString(markdown: "Plain **strong** *em* `code` ~~gone~~")), width: 400)
        let same = attributed == literal
        #expect(same)
        let plainSame = pixels(Text(AttributedString("Hello"))) == pixels(Text("Hello"))
        #expect(plainSame)
        // A literal stays a localized key (markdown), not an attributed string of its characters.
        #expect(Text("**bold**").content == "bold")
    }

    @Test func swiftUIAttributesStyleTheirRuns() {
        var string = AttributedString("Hello world")
        let world = string.range(of: "world")!
        string[world].foregroundColor = .red
        string[world].font = .title
        #expect(string.runs.count == 2)
        var expected = Text("Hello ")
        expected = expected + Text("world").foregroundColor(.red).font(.title)
        let styled = pixels(Text(string)) == pixels(expected)
        #expect(styled)
        // Lines, spacing and baseline offset, as the Text modifiers draw them.
        var lines = AttributedString("Lined")
        lines.underlineStyle = Text.LineStyle(pattern: .dash, color: .blue)
        lines.tracking = 2
        lines.baselineOffset = 3
        let lined = pixels(Text(lines)) == pixels(Text("Lined").underline(pattern: .dash, color: .blue).tracking(2).baselineOffset(3))
        #expect(lined)
        // The text's own modifiers style what the runs leave unset.
        let outer = pixels(Text(string).font(.caption)) == pixels(Text("Hello ").font(.caption) + Text("world").foregroundColor(.red).font(.title))
        #expect(outer)
    }

    @Test func backgroundColourFillsBehindItsRun() {
        var string = AttributedString("ab  cd")
        string.backgroundColor = .yellow
        let host = HeadlessHost(rootView: Text(string).accessibilityIdentifier("t"), width: 100, height: 40)
        host.renderFrame()
        let frame = host.frame(of: "t")!
        // The middle of the spaces: no glyph, yet yellow.
        let x = Int(frame.midX), y = Int(frame.midY)
        let pixel = host.pixel(x: x, y: y)
        #expect(pixel.r > 240 && pixel.g > 200 && pixel.b < 40)
    }
}
