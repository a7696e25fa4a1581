#if Previews
import Foundation
import Testing
import TintUI

extension EnvironmentValues {
    @Entry var accentName: String = "orange"
    @Entry var retries = 3
    @Entry var note: String?
}

/// `@Entry`: a custom environment value from one declaration, read and set like any other.
@MainActor
@Suite struct EntryMacroTests {
    struct Reader: View {
        @Environment(\.accentName) var accent
        @Environment(\.retries) var retries
        @Environment(\.note) var note
        var body: some View { Text("x").accessibilityIdentifier("\(accent) \(retries) \(note ?? "none")") }
    }

    @Test func entriesHaveTheirDefaultsAndCanBeSet() {
        let host = HeadlessHost(rootView: VStack {
            Reader()
            Reader().environment(\.accentName, "blue").environment(\.retries, 5).environment(\.note, "n")
        }, width: 200, height: 100)
        host.renderFrame()
        #expect(host.frame(of: "orange 3 none") != nil)
        #expect(host.frame(of: "blue 5 n") != nil)
    }
}
#endif
