import Foundation
import Testing
import TintUI

/// `LocalizedStringKey` interpolations: `specifier:`, `format:`, and `Text(_:format:)`.
@MainActor
@Suite struct LocalizedStringKeyTests {
    @Test func specifiersAndFormatsFormatTheirValues() {
        let ratio = 3.14159
        #expect(Text("\(ratio, specifier: "%.2f") units").content == "3.14 units")
        #expect(Text("\(42, specifier: "%d") items").content == "42 items")
        #expect(Text("Count: \(7)").content == "Count: 7")
        #expect(Text(1234, format: .number).content == 1234.formatted(.number))
        #expect(Text("\(0.5, format: .percent)").content == 0.5.formatted(.percent))
        // A string variable is shown as it is, through the string form.
        let raw = "100% %d"
        #expect(Text(raw).content == "100% %d")
    }

    @Test func keysWorkInButtonsTogglesAndTitles() throws {
        struct Panel: View {
            @State var on = false
            let level = 0.256
            var body: some View {
                NavigationStack {
                    VStack {
                        Button("Level \(level, specifier: "%.1f")") {}.accessibilityIdentifier("button")
                        Toggle("On at \(level, specifier: "%.2f")", isOn: $on)
                    }
                    .navigationTitle("Level \(level, specifier: "%.0f")")
                }
            }
        }
        let host = HeadlessHost(rootView: Panel(), width: 300, height: 200)
        let report = host.renderFrame()
        #expect(report.warnings.isEmpty)
        #expect(host.frame(of: "button") != nil)
    }
}
