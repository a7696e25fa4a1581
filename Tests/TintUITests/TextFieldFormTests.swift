import Foundation
import Testing
import TintUI

/// The other `TextField` forms: a prompt, a label view, `onEditingChanged`/`onCommit`, value
/// fields with a format or a formatter, `SecureField`'s label form, and `submitScope`.
@MainActor
@Suite struct TextFieldFormTests {
    @Test func aPromptOrATextLabelIsThePlaceholder() throws {
        let host = HeadlessHost(rootView: VStack {
            TextField("Title", text: .constant(""), prompt: Text("Required"))
            TextField(text: .constant("")) { Text("Name") }
            SecureField(text: .constant("")) { Text("Password") }
        }.frame(width: 200), width: 200, height: 120)
        host.renderFrame()
        let shown = host.texts()
        #expect(shown.contains("Required") && !shown.contains("Title"))
        #expect(shown.contains("Name") && shown.contains("Password"))
    }

    struct Editing: View {
        @State var events: [String] = []
        @State var name = ""
        var body: some View {
            VStack {
                TextField("Name", text: $name, onEditingChanged: { events.append($0 ? "began" : "ended") }, onCommit: { events.append("commit") })
                    .accessibilityIdentifier("name")
                TextField("Other", text: .constant("")).accessibilityIdentifier("other")
                Text("log").accessibilityIdentifier("log-" + events.joined(separator: ","))
            }.frame(width: 200)
        }
    }

    @Test func onEditingChangedHearsFocusAndOnCommitHearsReturn() {
        let host = HeadlessHost(rootView: Editing(), width: 220, height: 150)
        host.renderFrame()
        host.tap("name")
        host.renderFrame()
        host.type("x")
        host.pressKey("Return")
        host.renderFrame()
        host.tap("other")
        host.renderFrame()
        #expect(host.frame(of: "log-began,commit,ended") != nil)
    }

    struct Amount: View {
        @State var count = 3
        @State var price = 2.5
        var body: some View {
            VStack {
                TextField("Count", value: $count, format: .number).accessibilityIdentifier("count")
                TextField("Price", value: $price, formatter: Amount.formatter).accessibilityIdentifier("price")
                Text("v").accessibilityIdentifier("values-\(count)-\(price)")
            }.frame(width: 200)
        }
        static let formatter: NumberFormatter = {
            let formatter = NumberFormatter()
            formatter.numberStyle = .decimal
            return formatter
        }()
    }

    @Test func aValueFieldParsesItsDraftOnReturnAndOnLeaving() {
        let host = HeadlessHost(rootView: Amount(), width: 220, height: 150)
        host.renderFrame()
        #expect(host.texts().contains("3"))
        host.tap("count")
        host.pressKey("Backspace")
        host.type("42")
        host.renderFrame()
        // Not parsed while the draft is edited.
        #expect(host.frame(of: "values-3-2.5") != nil)
        host.pressKey("Return")
        host.renderFrame()
        #expect(host.frame(of: "values-42-2.5") != nil)
        // A draft that does not parse leaves the value, and the field shows it again.
        host.type("abc")
        host.pressKey("Return")
        host.renderFrame()
        #expect(host.frame(of: "values-42-2.5") != nil)
        #expect(host.texts().contains("42"))
        // Leaving the field commits too; the formatter form parses through NumberFormatter.
        host.tap("price")
        for _ in 0..<3 { host.pressKey("Backspace") }
        host.type("7.25")
        host.renderFrame()
        host.tap("count")
        host.renderFrame()
        #expect(host.frame(of: "values-42-7.25") != nil)
    }

    @Test func submitScopeKeepsAReturnFromTheActionsOutside() {
        struct Root: View {
            @State var outer = 0
            @State var inner = 0
            var body: some View {
                VStack {
                    VStack {
                        TextField("Scoped", text: .constant("")).accessibilityIdentifier("scoped")
                    }
                    .onSubmit { inner += 1 }
                    .submitScope()
                    TextField("Open", text: .constant("")).accessibilityIdentifier("open")
                    Text("c").accessibilityIdentifier("counts-\(outer)-\(inner)")
                }
                .onSubmit { outer += 1 }
                .submitLabel(.done)
                .autocorrectionDisabled()
                .textContentType(.username)
            }
        }
        let host = HeadlessHost(rootView: Root().frame(width: 200), width: 220, height: 150)
        host.renderFrame()
        host.tap("scoped")
        host.pressKey("Return")
        host.renderFrame()
        #expect(host.frame(of: "counts-0-1") != nil)
        host.tap("open")
        host.pressKey("Return")
        host.renderFrame()
        #expect(host.frame(of: "counts-1-1") != nil)
    }
}
