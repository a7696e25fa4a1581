import Foundation
import Testing
import TintUI
@testable import TintViews

/// The editing model's fast paths give the text the slow path would: bytes spliced for ASCII,
/// characters joined otherwise (where a combining mark joins the character before it).
@MainActor
@Suite struct TextEditingTests {
    struct Field: View {
        @State var text: String
        var body: some View {
            VStack {
                TextField("x", text: $text).accessibilityIdentifier("field")
                Text(text).accessibilityIdentifier("text:" + text)
            }
        }
    }

    func typing(_ keys: [String], into text: String, then typed: String) -> HeadlessHost {
        let host = HeadlessHost(rootView: Field(text: text), width: 300, height: 100)
        host.renderFrame()
        host.tap("field")
        host.renderFrame()
        for key in keys { _ = host.pressKey(key) }
        host.type(typed)
        host.renderFrame()
        return host
    }

    @Test func asciiAndNonAsciiEditsGiveTheSameText() {
        #expect(typing(["Left", "Left"], into: "abcd", then: "XY").frame(of: "text:abXYcd") != nil)
        #expect(typing(["Left", "Left"], into: "héllo", then: "ß").frame(of: "text:hélßlo") != nil)
        #expect(typing(["Backspace"], into: "abc", then: "").frame(of: "text:ab") != nil)
        // A combining accent typed after "e" joins it: one character, as the slow path makes.
        let host = typing([], into: "cafe", then: "\u{301}")
        #expect(host.frame(of: "text:caf\u{E9}") != nil || host.frame(of: "text:cafe\u{301}") != nil)
    }

    @Test func splicingMatchesJoining() {
        let cache = EditedCharacters()
        let text = String(repeating: "lorem ipsum ", count: 100)
        var characters = cache.characters(of: text)
        let spliced = cache.splicing(5..<9, with: Array("XYZ"))
        characters.replaceSubrange(5..<9, with: Array("XYZ"))
        #expect(spliced == String(characters))
        #expect(cache.splicing(0..<1, with: Array("é")) == nil, "non-ASCII goes the joining way")
    }
}
