import Foundation
import Testing
import TintUI

/// `.textCase(_:)`: the text shown (and measured) in a case, in the environment's locale.
@MainActor
@Suite struct TextCaseTests {
    @Test func textIsShownInTheCaseSetAbove() {
        let host = HeadlessHost(rootView: VStack {
            Text("Section Header")
            Text("Straße").textCase(nil)
            Text("Straße") + Text(" Mixed").bold()
            Text("İSTANBUL").textCase(.lowercase).environment(\.locale, Locale(identifier: "tr_TR"))
        }.textCase(.uppercase), width: 300, height: 200)
        host.renderFrame()
        #expect(host.texts() == ["SECTION HEADER", "Straße", "STRASSE MIXED", "istanbul"])
        // Editing a field keeps the text as typed.
        let field = HeadlessHost(rootView: TextField("Name", text: .constant("ada")).textCase(.uppercase).accessibilityIdentifier("f"), width: 200, height: 40)
        field.renderFrame()
        field.tap("f")
        field.renderFrame()
        #expect(field.texts().contains("ada"))
    }
}
