import Foundation
import Testing
import TintUI

/// `@FocusState` with `.focused`: writing the state moves the keyboard focus; clicking into a
/// field writes the state.
@MainActor
@Suite struct FocusStateTests {
    enum Field: Hashable { case name, email }

    struct SignUp: View {
        @State var name = ""
        @State var email = ""
        @FocusState var focus: Field?
        var body: some View {
            VStack {
                TextField("Name", text: $name).focused($focus, equals: .name).accessibilityIdentifier("name")
                TextField("Email", text: $email).focused($focus, equals: .email).accessibilityIdentifier("email")
                Button("Next") { focus = .email }.accessibilityIdentifier("next")
                Text("focus").accessibilityIdentifier("focus-\(focus.map { "\($0)" } ?? "none")")
                Text("values").accessibilityIdentifier("values-\(name)-\(email)")
            }
            .frame(width: 240)
        }
    }

    @Test func writingTheStateMovesTheFocusAndClicksWriteTheState() throws {
        let host = HeadlessHost(rootView: SignUp(), width: 300, height: 200)
        host.renderFrame()
        #expect(host.frame(of: "focus-none") != nil)
        // A click into a field writes the state.
        host.tap("name")
        host.renderFrame()
        #expect(host.frame(of: "focus-name") != nil)
        host.type("Ada")
        host.renderFrame()
        // A button writes the state: typing goes to the other field (the click on the button
        // took the focus away, and the state brought it to the email field).
        host.tap("next")
        host.renderFrame()
        host.renderFrame()
        #expect(host.frame(of: "focus-email") != nil)
        host.type("ada@example.org")
        host.renderFrame()
        #expect(host.frame(of: "values-Ada-ada@example.org") != nil)
    }

    @Test func aBooleanFocusStateFocusesItsField() throws {
        struct Search: View {
            @State var query = ""
            @FocusState var searching: Bool
            var body: some View {
                VStack {
                    TextField("Search", text: $query).focused($searching)
                    Button("Find") { searching = true }.accessibilityIdentifier("find")
                    Text("q").accessibilityIdentifier("query-\(query)-\(searching)")
                }
                .frame(width: 200)
            }
        }
        let host = HeadlessHost(rootView: Search(), width: 300, height: 150)
        host.renderFrame()
        host.tap("find")
        host.renderFrame()
        host.type("tint")
        host.renderFrame()
        #expect(host.frame(of: "query-tint-true") != nil)
    }
}
