import Foundation
import Testing
import TintUI

/// `.redacted(reason: .placeholder)`: text drawn as bars where its lines are, laid out as the
/// text; `.unredacted()` and `.privacySensitive()`.
@MainActor
@Suite struct RedactionTests {
    func host(_ view: some View) -> HeadlessHost {
        let host = HeadlessHost(rootView: view.frame(width: 200, height: 80, alignment: .topLeading), width: 200, height: 80)
        host.renderFrame()
        return host
    }

    /// The colours found along the text's middle row.
    func row(_ host: HeadlessHost, _ frame: CGRect) -> [RGBA8] {
        (Int(frame.minX)..<Int(frame.maxX)).map { host.pixel(x: $0, y: Int(frame.midY)) }
    }

    @Test func aPlaceholderIsABarWhereTheTextWouldBe() throws {
        let text = Text("Hello, placeholder").accessibilityIdentifier("t")
        let plain = host(text)
        let redacted = host(text.redacted(reason: .placeholder))
        let frame = try #require(plain.frame(of: "t"))
        #expect(redacted.frame(of: "t") == frame)   // laid out as the text
        let bar = row(redacted, frame)
        // One faint grey across the whole line: no white gaps between glyphs, no dark glyph ink.
        #expect(Set(bar.dropFirst(2).dropLast(2)).count == 1)
        #expect(bar[bar.count / 2] != RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(bar[bar.count / 2].r > 180)
        #expect(Set(row(plain, frame)).count > 2)
        #expect(redacted.texts() == ["Hello, placeholder"])
    }

    @Test func unredactedAndPrivacySensitiveChooseWhatIsRedacted() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("Shown").accessibilityIdentifier("shown").unredacted()
            Text("Secret").accessibilityIdentifier("secret").privacySensitive()
            Text("Public").accessibilityIdentifier("public")
        }
        let placeholder = host(view.redacted(reason: .placeholder))
        let privacy = host(view.redacted(reason: .privacy))
        func isBar(_ host: HeadlessHost, _ id: String) throws -> Bool {
            Set(row(host, try #require(host.frame(of: id))).dropFirst(2).dropLast(2)).count == 1
        }
        #expect(try !isBar(placeholder, "shown") && isBar(placeholder, "secret") && isBar(placeholder, "public"))
        #expect(try !isBar(privacy, "shown"))
        #expect(try isBar(privacy, "secret"))
        #expect(try !isBar(privacy, "public"))
        var reasons = RedactionReasons.placeholder
        reasons.insert(.invalidated)
        #expect(reasons.contains(.invalidated) && !reasons.contains(.privacy))
    }
}
