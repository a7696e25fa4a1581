import Foundation
import Testing
import TintUI

/// `TextField(_:text:axis: .vertical)`: the text wraps, the field grows a line at a time
/// within `lineLimit`'s range and scrolls past it; Return submits, Shift-Return breaks a line.
@MainActor
@Suite struct VerticalTextFieldTests {
    struct Notes: View {
        @State var notes: String
        @State var submitted = 0
        var range: ClosedRange<Int>? = nil
        var body: some View {
            VStack(alignment: .leading) {
                if let range {
                    TextField("Notes", text: $notes, axis: .vertical).lineLimit(range).accessibilityIdentifier("notes")
                } else {
                    TextField("Notes", text: $notes, axis: .vertical).accessibilityIdentifier("notes")
                }
                Text("v").accessibilityIdentifier("state-\(notes.count)-\(submitted)")
            }
            .onSubmit { submitted += 1 }
            .frame(width: 200)
        }
    }

    private func height(_ notes: String, _ range: ClosedRange<Int>? = nil) -> CGFloat {
        let host = HeadlessHost(rootView: Notes(notes: notes, range: range), width: 220, height: 400)
        host.renderFrame()
        return host.frame(of: "notes")?.height ?? 0
    }

    @Test func theFieldGrowsWithItsLines() {
        let one = height("")
        let two = height("first\nsecond")
        let wrapped = height(String(repeating: "word ", count: 30))
        #expect(two > one + 10)
        #expect(wrapped > two)
        // A horizontal field stays one line whatever it holds.
        let host = HeadlessHost(rootView: TextField("x", text: .constant("a\nb\nc")).accessibilityIdentifier("f").frame(width: 200), width: 220, height: 100)
        host.renderFrame()
        #expect(host.frame(of: "f")!.height == one)
    }

    @Test func lineLimitsBoundTheGrowth() {
        let one = height("")
        let three = height("a\nb\nc")
        #expect(height("", 3...5) == three)
        #expect(height("a\nb\nc\nd\ne\nf\ng\nh", 1...3) == three)
        #expect(height("a", 1...3) == one)
    }

    @Test func returnSubmitsAndShiftReturnBreaksALine() {
        let host = HeadlessHost(rootView: Notes(notes: ""), width: 220, height: 300)
        host.renderFrame()
        host.tap("notes")
        host.renderFrame()
        host.type("ab")
        host.pressKey("Return", shift: true)
        host.type("c")
        host.renderFrame()
        #expect(host.frame(of: "state-4-0") != nil)
        host.pressKey("Return")
        host.renderFrame()
        #expect(host.frame(of: "state-4-1") != nil)
        #expect(host.texts().contains("ab\nc"))
    }
}

/// `textEditorStyle(.plain)`: the editor's text alone, without its border and background.
@MainActor
@Suite struct TextEditorStyleTests {
    @Test func plainDrawsNoBorder() {
        func corner(_ view: some View) -> RGBA8 {
            let host = HeadlessHost(rootView: view.frame(width: 100, height: 60).padding(10).background(Color.yellow), width: 120, height: 80)
            host.renderFrame()
            return host.pixel(x: 10, y: 10)
        }
        #expect(corner(TextEditor(text: .constant("a")).textEditorStyle(.plain)) == RGBA8(Color.yellow))
        #expect(corner(TextEditor(text: .constant("a"))) != RGBA8(Color.yellow))
        #expect(corner(TextEditor(text: .constant("a")).textEditorStyle(.automatic)) == corner(TextEditor(text: .constant("a"))))
    }
}
