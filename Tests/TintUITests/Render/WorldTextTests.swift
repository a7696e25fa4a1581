import Foundation
import Testing
import TintDemoScenes
import TintUI

/// Text in every script through the whole pipeline: the multi-script gallery at scale 2, and
/// editing by grapheme cluster in a field.
@MainActor
@Suite struct WorldTextTests {
    /// The gallery at scale 2 (scale 1 is among the demo scenes' goldens).
    @Test func theGalleryAtScale2() throws {
        let host = HeadlessHost(rootView: WorldTextScene(), width: 640, height: 480, scale: 2)
        let report = host.renderFrame()
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        try GoldenImage.check(host.pixelBuffer, named: "world-text-2x")
    }

    /// Holds the field's text where the test can read it.
    private final class Model {
        var text = ""
    }

    private struct Field: View {
        let model: Model
        var body: some View {
            TextField("Text", text: Binding(get: { model.text }, set: { model.text = $0 }))
                .accessibilityIdentifier("field").frame(width: 300)
        }
    }

    /// A family emoji (five scalars), a flag (two) and an accented letter (two) are each one
    /// step of the caret and one Backspace: no half sequence is ever left.
    @Test func editingMovesAndDeletesByGraphemeCluster() throws {
        let model = Model()
        let host = HeadlessHost(rootView: Field(model: model), width: 320, height: 60)
        host.renderFrame()
        host.tap("field")
        host.type("a👨‍👩‍👧🇫🇷e\u{301}b")
        host.renderFrame()
        #expect(model.text.unicodeScalars.count == 11)
        // Left over "b" and "é", then Backspace takes the whole flag.
        host.pressKey("Left")
        host.pressKey("Left")
        host.pressKey("Backspace")
        host.renderFrame()
        #expect(model.text == "a👨‍👩‍👧e\u{301}b")
        // Again: the whole family.
        host.pressKey("Backspace")
        host.renderFrame()
        #expect(model.text == "ae\u{301}b")
        // Shift+Right selects "é" whole; typing replaces it.
        host.pressKey("Right", shift: true)
        host.type("ü")
        host.renderFrame()
        #expect(model.text == "aüb")
        // Arabic and Hebrew typed into the field are kept as typed (logical order).
        host.pressKey("End")
        host.type(" مرحبا שלום")
        host.renderFrame()
        #expect(model.text == "aüb مرحبا שלום")
    }

    /// An input method's composition shows at the caret, underlined, and stays out of the
    /// bound text until the input method commits it; ending it leaves the text as it was.
    @Test func anInputMethodComposesAtTheCaret() throws {
        let model = Model()
        let host = HeadlessHost(rootView: Field(model: model), width: 320, height: 60)
        host.renderFrame()
        host.tap("field")
        host.type("ab")
        host.pressKey("Left")
        host.renderFrame()
        let before = host.pixelBuffer.copy()
        host.compose("にほん")
        host.renderFrame()
        #expect(model.text == "ab", "a composition is not in the text yet")
        let field = try #require(host.frame(of: "field"))
        // Underlined: the row just under the text line holds dark pixels across the pre-edit.
        var inked = 0
        for y in Int(field.minY)..<Int(field.maxY) {
            for x in Int(field.minX)..<Int(field.maxX) where host.pixelBuffer[x, y] != before[x, y] { inked += 1 }
        }
        #expect(inked > 100, "the composition is drawn")
        // The input method's window goes by the caret, which moved right past the pre-edit.
        let composingCaret = try #require(host.textInputRect)
        host.type("日本")
        host.renderFrame()
        #expect(model.text == "a日本b", "the committed text goes in at the caret")
        let committedCaret = try #require(host.textInputRect)
        #expect(composingCaret.width == 1 && committedCaret.minX > field.minX + 10 && composingCaret.minX > committedCaret.minX,
                "\(composingCaret) \(committedCaret)")
        host.compose("x")
        host.compose("")
        host.renderFrame()
        #expect(model.text == "a日本b")
    }

    /// In a line with right-to-left text the arrows move the caret on screen. "ab שלום" is
    /// drawn "ab םולש": the third Right from Home lands at the Hebrew word's left end on
    /// screen, which is the text's logical end.
    @Test func arrowsMoveTheCaretOnScreen() throws {
        let model = Model()
        let host = HeadlessHost(rootView: Field(model: model), width: 320, height: 60)
        host.renderFrame()
        host.tap("field")
        host.type("ab שלום")
        host.pressKey("Home")
        for _ in 0..<3 { host.pressKey("Right") }
        host.type("X")
        #expect(model.text == "ab שלוםX")
        // Each caret position is drawn at its character's leading edge; the arrows visit
        // them in their order on screen: the fourth Right from Home is past "ם" and "ו",
        // before "ו" logically.
        host.pressKey("Home")
        for _ in 0..<4 { host.pressKey("Right") }
        host.type("Y")
        #expect(model.text == "ab שלYוםX")
        // Plain text keeps the logical steps.
        host.pressKey("Home")
        host.pressKey("Right")
        host.type("W")
        host.renderFrame()
        #expect(model.text.hasPrefix("aWb"))
    }

    /// `.truncationMode` reaches the text through the environment.
    @Test func truncationModeReachesTheText() {
        func pixels(_ mode: Text.TruncationMode) -> [RGBA8] {
            let view = Text("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf").lineLimit(1).frame(width: 150).truncationMode(mode)
            let host = HeadlessHost(rootView: view, width: 160, height: 30)
            host.renderFrame()
            return (0..<30).flatMap { y in (0..<160).map { x in host.pixel(x: x, y: y) } }
        }
        let tail = pixels(.tail), head = pixels(.head), middle = pixels(.middle)
        #expect(tail != head && tail != middle && head != middle)
    }

    /// Found by the text fuzzer: a text starting with a combining mark, its composition
    /// inserted at the caret merged with the characters around it, and the caret's character
    /// offset then pointed past the end of the line's string (a crash). Marks now count scalars
    /// as the line is built.
    @Test func aCompositionThatMergesWithItsNeighbourIsDrawn() {
        struct Fields: View {
            @State var text = "\u{33D}\u{FFFD}H?O-\u{0}"
            var body: some View {
                VStack {
                    TextField("fuzz", text: $text).accessibilityIdentifier("field")
                    TextEditor(text: $text).frame(height: 40)
                }
            }
        }
        let host = HeadlessHost(rootView: Fields(), width: 300, height: 60)
        host.renderFrame()
        host.tap("field")
        host.renderFrame()
        let keys: [UInt8] = [0x00, 0xD7, 0x7E, 0x2B, 0xFD] + [UInt8](repeating: 0xFF, count: 12) + [0xFD, 0xD4, 0xD5, 0x02, 0xFD, 0xD4]
            + [UInt8](repeating: 0xFF, count: 6) + [0x3F]
        let names = ["Left", "Right", "Home", "End", "Backspace", "Delete", "Return", "Up", "Down", "A"]
        let text = "\u{33D}\u{FFFD}H?O-\u{0}"
        for key in keys {
            if key < 200 {
                host.pressKey(names[Int(key) % names.count], shift: key & 0x40 != 0, control: key & 0x80 != 0)
            } else if key >= 250 {
                host.compose(String(text.prefix(Int(key) - 250)))
            } else {
                host.type(String(UnicodeScalar(UInt8(key - 200) + 0x20)))
            }
            host.renderFrame()
        }
        host.compose("\u{301}\u{302}")
        host.pressKey("Home")
        host.renderFrame()
        #expect(host.frame(of: "field") != nil)
    }

    /// A line longer than its field follows the caret: typed at the end, the text is drawn
    /// moved left so the caret stays inside the field's edge; Home brings its start back.
    @Test func aFieldScrollsToItsCaret() throws {
        let model = Model()
        let host = HeadlessHost(rootView: Field(model: model).frame(width: 120), width: 140, height: 40)
        host.renderFrame()
        host.tap("field")
        host.type("ABCDEFGHIJKLMNOPQRSTUVWXYZ 0123456789")
        host.renderFrame()
        let field = try #require(host.frame(of: "field"))
        func darkColumns(_ range: ClosedRange<Int>) -> Int {
            range.filter { x in (Int(field.minY)..<Int(field.maxY)).contains { y in host.pixel(x: x, y: y).r < 100 } }.count
        }
        let atEnd = host.pixelBuffer.copy()
        // Ink right by the field's inner edge: the last digits and the caret, which the input
        // method is told is inside the field.
        #expect(darkColumns((Int(field.maxX) - 14)...(Int(field.maxX) - 4)) > 3)
        let caret = try #require(host.textInputRect)
        #expect(caret.maxX <= field.maxX && caret.minX > field.midX, "\(caret) in \(field)")
        host.pressKey("Home")
        host.renderFrame()
        var differs = false
        for x in Int(field.minX)..<Int(field.minX) + 30 {
            for y in Int(field.minY)..<Int(field.maxY) where atEnd[x, y] != host.pixelBuffer[x, y] { differs = true }
        }
        #expect(differs, "Home shows the line's start again")
    }
}
