import Testing
import TintUI

private let sentence = "Tint keeps a persistent graph of views and runs body only where inputs changed."

/// RULES 3.6: text wraps at word boundaries under a narrower proposal, truncates with an
/// ellipsis when the height (or a line limit) runs out, and aligns its lines.
@MainActor
@Suite struct TextLayoutTests {
    private func frame(_ view: some View, width: Int = 300, height: Int = 300) throws -> CGRect {
        let host = HeadlessHost(rootView: view.accessibilityIdentifier("text"), width: width, height: height)
        host.renderFrame()
        return try #require(host.frame(of: "text"))
    }

    @Test func rule3_6_textWrapsUnderANarrowProposal() throws {
        let wide = try frame(Text(sentence).fixedSize())
        let narrow = try frame(Text(sentence).frame(width: 120))
        let text = try frame(Text(sentence), width: 120)
        #expect(text.width <= 120)
        #expect(text.height >= 3 * wide.height)
        #expect(narrow.width == 120)
    }

    @Test func rule3_6_lineLimitAndTooLittleHeightTruncate() throws {
        let one = try frame(Text(sentence).lineLimit(1), width: 120)
        let single = try frame(Text("x"))
        #expect(one.height == single.height)
        #expect(one.width <= 120)
        // Offered room for two lines only.
        let two = try frame(Text(sentence).frame(width: 120, height: single.height * 2.5))
        #expect(two.height == single.height * 2.5)  // the frame; the text inside took two lines
        let inner = try frame(Text(sentence), width: 120, height: Int(single.height * 2.5))
        #expect(inner.height == single.height * 2)
    }

    @Test func textGallery() throws {
        let view = VStack(alignment: .leading, spacing: 8) {
            Text(sentence).frame(width: 200)
            Text(sentence).multilineTextAlignment(.center).frame(width: 200)
            Text(sentence).multilineTextAlignment(.trailing).lineSpacing(4).frame(width: 200)
            Text(sentence).lineLimit(2).frame(width: 200)
            Text("Title").font(.system(size: 20, weight: .bold))
        }
        .padding(8)
        let host = HeadlessHost(rootView: view, width: 240, height: 330, scale: 2)
        host.renderFrame()
        try GoldenImage.check(host.pixelBuffer, named: "text-gallery")
    }
}
