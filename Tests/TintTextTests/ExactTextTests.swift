import Testing
@testable import TintText

/// `ExactText` compares and hashes the UTF-8 bytes: canonically equal strings of other scalars
/// are different keys, and equal bytes are one key however the strings were made.
@Suite struct ExactTextTests {
    @Test func equalBytesAreEqualAndCanonicalTwinsAreNot() {
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        #expect(composed == decomposed)
        #expect(ExactText(composed) != ExactText(decomposed))
        // Small (inline) and large (heap) strings, built apart.
        for text in ["", "4", "42", "a longer label than fits inline in a string", String(repeating: "é", count: 40)] {
            let rebuilt = String(text.unicodeScalars.map(Character.init))
            #expect(ExactText(text) == ExactText(rebuilt))
            #expect(ExactText(text).hashValue == ExactText(rebuilt).hashValue)
        }
        // Same length, one byte apart, at the start and the end.
        #expect(ExactText("ab") != ExactText("ac"))
        #expect(ExactText("xb") != ExactText("ab"))
        #expect(ExactText("a") != ExactText("ab"))
        // A string over a substring's bytes.
        let line = "first line\nsecond"
        let piece = String(line[line.startIndex..<line.firstIndex(of: "\n")!])
        #expect(ExactText(piece) == ExactText("first line"))
    }
}
