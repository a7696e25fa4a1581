import Foundation
import Testing
import TintUI

/// The inline markdown of a `LocalizedStringKey` is parsed in time linear in its length, for the
/// inputs that made it quadratic: unclosed brackets, links that never close, nested emphasis,
/// unclosed code spans. Measured as a ratio in one run (four times the text must take well
/// under sixteen times as long, what a quadratic parse takes), the best of three runs each.
@MainActor
@Suite struct MarkdownScalingTests {
    /// Seconds to parse `text`, the best of three.
    private func parseTime(_ text: String) -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let start = DispatchTime.now().uptimeNanoseconds
            let key = LocalizedStringKey(text)
            let end = DispatchTime.now().uptimeNanoseconds
            #expect(!key._text.isEmpty)
            best = min(best, Double(end - start) / 1e9)
        }
        return best
    }

    /// Each pathological shape, made `count` units long.
    nonisolated static let shapes: [(String, @Sendable (Int) -> String)] = [
        ("unclosed brackets", { String(repeating: "[", count: $0) }),
        ("links that never close", { String(repeating: "[a](", count: $0 / 4) }),
        ("angled destinations that never close", { String(repeating: "[a](<", count: $0 / 5) }),
        ("titles that never close", { String(repeating: "[a](b '", count: $0 / 7) }),
        ("destinations before a long run of spaces", { String(repeating: "[a](b", count: $0 / 10) + String(repeating: " ", count: $0 / 2) + "x" }),
        ("nested emphasis", { String(repeating: "*a _", count: $0 / 8) + "b" + String(repeating: "_ a*", count: $0 / 8) }),
        ("closers without openers", { String(repeating: "a* ", count: $0 / 3) }),
        ("openers without closers", { String(repeating: " *a", count: $0 / 3) }),
        ("strikethrough of every length", { String(repeating: "~a ~~b ", count: $0 / 7) }),
        ("unclosed code spans", { n in (1...Int(Double(2 * n).squareRoot())).map { String(repeating: "`", count: $0) + "a" }.joined() }),
    ]

    @Test(arguments: shapes.indices)
    func parsingIsLinear(shape: Int) {
        let (name, make) = Self.shapes[shape]
        let small = make(20_000), large = make(80_000)
        let ratio = parseTime(large) / max(parseTime(small), 1e-6)
        #expect(ratio < 8, "\(name): four times the text took \(ratio) times as long")
    }

    /// The parse still finds what is there among the abuse.
    @Test func abuseAroundRealMarkupStillParses() {
        let key = LocalizedStringKey(String(repeating: "[", count: 10_000) + "**bold** [link](https://example.org)")
        let pieces = key._pieces ?? []
        #expect(pieces.contains { $0.content == "bold" && $0.weightOverride == .bold })
        #expect(pieces.contains { $0.content == "link" && $0._link == URL(string: "https://example.org") })
    }
}
