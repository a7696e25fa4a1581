import Foundation
import Testing
import TintUI

/// `TextField`: focus by a click, typing, the caret, selection by keyboard, the clipboard.
@MainActor
@Suite struct TextFieldTests {
    private struct Form: View {
        @State var name = ""
        @State var submitted = 0
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                TextField("Your name", text: $name, onSubmit: { submitted += 1 }).accessibilityIdentifier("field")
                Text("Hello, \(name)! (\(submitted))").accessibilityIdentifier("echo")
            }
            .padding(10)
            .frame(width: 260)
        }
    }

    private func field() throws -> (HeadlessHost, CGRect) {
        let host = HeadlessHost(rootView: Form(), width: 280, height: 100)
        host.renderFrame()
        return (host, try #require(host.frame(of: "field")))
    }

    /// The echo's width grows with the text: a way to read what the field holds.
    private func echoWidth(_ host: HeadlessHost) throws -> CGFloat { try #require(host.frame(of: "echo")).width }

    @Test func typingNeedsFocusThenEditsTheBoundText() throws {
        let (host, _) = try field()
        let empty = try echoWidth(host)
        host.type("Ada")
        #expect(host.renderFrame().totalBodyEvaluations == 0, "no field has the focus yet")
        host.tap("field")
        host.type("Ada")
        host.renderFrame()
        let ada = try echoWidth(host)
        #expect(ada > empty)
        // Backspace twice and a new ending: "Ann"... as widths: back to "A", then "Ann".
        host.pressKey("Backspace")
        host.pressKey("Backspace")
        host.renderFrame()
        #expect(try echoWidth(host) < ada)
        host.type("da")
        host.renderFrame()
        #expect(try echoWidth(host) == ada)
        if let path = ProcessInfo.processInfo.environment["TINT_FIELD_SHOT"] { try host.writePNG(to: path) }
    }

    @Test func selectionByKeyboardAndTheClipboard() throws {
        let (host, _) = try field()
        host.tap("field")
        host.type("Grace Hopper")
        host.renderFrame()
        let full = try echoWidth(host)
        // Select "Hopper" with Shift+Left x6, copy, delete it, paste it back twice.
        for _ in 0..<6 { host.pressKey("Left", shift: true) }
        host.pressKey("C", control: true)
        #expect(host.clipboard == "Hopper")
        host.pressKey("Backspace")
        host.renderFrame()
        #expect(try echoWidth(host) < full)
        host.pressKey("V", control: true)
        host.renderFrame()
        #expect(try echoWidth(host) == full)
        // Select all and cut: empty, and the clipboard holds everything.
        host.pressKey("A", control: true)
        host.pressKey("X", control: true)
        host.renderFrame()
        #expect(host.clipboard == "Grace Hopper")
        #expect(try echoWidth(host) < full)
        // A pasted line break ends the line.
        host.clipboard = "one\ntwo"
        host.pressKey("V", control: true)
        host.pressKey("Home")
        host.type(">")
        host.renderFrame()
        let oneWidth = try echoWidth(host)
        host.pressKey("End")
        host.type("!")
        host.renderFrame()
        #expect(try echoWidth(host) > oneWidth)
    }

    @Test func returnSubmitsAndAClickElsewhereEndsEditing() throws {
        let (host, field) = try field()
        host.tap("field")
        host.type("x")
        #expect(host.pressKey("Return"))
        let report = host.renderFrame()
        #expect(report.bodyEvaluations["Form"] == 1)
        // Clicking outside the field takes the focus away: keys go nowhere.
        host.tap(at: CGPoint(x: field.midX, y: field.maxY + 30))
        #expect(!host.pressKey("Backspace"))
        // Tab moves the focus to the next focus target in reading order, round to the first:
        // the form's only one is the field, which keeps it.
        host.tap("field")
        #expect(host.pressKey("Tab"))
        #expect(host.focusedIdentifier == "field")
        #expect(host.pressKey("Backspace"))
    }
}
