import Foundation
import Testing
import TintUI

/// `TextEditor`: multi-line typing, Return, moving between lines, selection and the clipboard,
/// and scrolling when the text is taller than the editor.
@MainActor
@Suite struct TextEditorTests {
    struct Editor: View {
        @State var text: String
        var body: some View {
            VStack {
                TextEditor(text: $text).frame(width: 200, height: 80).accessibilityIdentifier("editor")
                Text(text.replacingOccurrences(of: "\n", with: "|")).accessibilityIdentifier("text:" + text.replacingOccurrences(of: "\n", with: "|"))
            }
        }
    }

    func host(_ text: String = "") -> HeadlessHost {
        let host = HeadlessHost(rootView: Editor(text: text), width: 300, height: 200)
        host.renderFrame()
        host.tap("editor")
        host.renderFrame()
        return host
    }

    func press(_ host: HeadlessHost, _ keys: String..., shift: Bool = false, control: Bool = false) {
        for key in keys { _ = host.pressKey(key, shift: shift, control: control) }
        host.renderFrame()
    }

    @Test func returnStartsANewLine() {
        let host = host()
        host.type("one")
        press(host, "Return")
        host.type("two")
        host.renderFrame()
        #expect(host.frame(of: "text:one|two") != nil)
    }

    @Test func upAndDownKeepTheColumn() {
        let host = host("abcd\nxy\nlmnop")
        // Focus puts the caret at the end (after "p", column 5). Up: the short line's end,
        // where "1" goes; up again from column 3: column 3 of the first line.
        press(host, "Up")
        host.type("1")
        press(host, "Up")
        host.type("2")
        host.renderFrame()
        #expect(host.frame(of: "text:abc2d|xy1|lmnop") != nil)
        // Down from column 4: the next line is shorter, so its end.
        press(host, "Down")
        host.type("3")
        host.renderFrame()
        #expect(host.frame(of: "text:abc2d|xy13|lmnop") != nil)
    }

    @Test func homeAndEndStayOnTheLineUnlessControl() {
        let host = host("first\nsecond")
        press(host, "Home")
        host.type(">")
        press(host, "Home", control: true)
        host.type("^")
        host.renderFrame()
        #expect(host.frame(of: "text:^first|>second") != nil)
    }

    @Test func shiftSelectsAcrossLinesAndCutTakesIt() {
        let host = host("ab\ncd")
        press(host, "Left", "Left")
        press(host, "Left", "Left", shift: true)
        press(host, "Backspace")
        #expect(host.frame(of: "text:acd") != nil)
        // A pasted line break stays a line break.
        host.type("x\ny")
        host.renderFrame()
        #expect(host.frame(of: "text:ax|ycd") != nil)
    }

    @Test func tallTextScrolls() throws {
        let text = (1...30).map { "line \($0)" }.joined(separator: "\n")
        let host = HeadlessHost(rootView: Editor(text: text), width: 300, height: 400)
        host.renderFrame()
        let editor = try #require(host.frame(of: "editor"))
        #expect(editor.height == 80)
        host.scroll(at: CGPoint(x: editor.midX, y: editor.midY), by: CGSize(width: 0, height: -200))
        let report = host.renderFrame()
        #expect(!report.damage.isEmpty)
    }

    /// A line longer than the editor wraps at its width; the caret follows the text onto the
    /// wrapped line, and typing there edits the same line of the text.
    @Test func longLinesWrapAndTheCaretFollows() throws {
        let long = "the quick brown fox jumps over the lazy dog and keeps running"
        let host = host(long)
        let editor = try #require(host.frame(of: "editor"))
        // Focus leaves the caret at the end: on the last wrapped line, inside the editor.
        let caret = try #require(host.textInputRect)
        #expect(caret.minY > editor.minY + 17, "caret \(caret) should sit below the first line in \(editor)")
        #expect(caret.maxX <= editor.maxX, "caret \(caret) should stay inside \(editor)")
        // Home goes to the start of the text's line, on the first wrapped line.
        press(host, "Home")
        let home = try #require(host.textInputRect)
        #expect(home.minY < caret.minY && home.minX < editor.minX + 10)
        host.type(">")
        host.renderFrame()
        #expect(host.frame(of: "text:>" + long) != nil)
    }
}
