import Testing
import TintUI

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = "light"
}

extension EnvironmentValues {
    fileprivate var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

/// The theme `ThemeReader`'s body last saw.
@MainActor
private enum SeenTheme {
    static var last: String?
}

private struct ThemeReader: View {
    @Environment(\.theme) var theme
    var body: some View {
        SeenTheme.last = theme
        return Text("Theme \(theme)").accessibilityIdentifier("theme")
    }
}

private struct FontReader: View {
    @Environment(\.font) var font
    var body: some View { Text("Font \(font?.size ?? 0)").accessibilityIdentifier("font") }
}

/// Reads nothing from the environment; its Text draws in the inherited font.
private struct Plain: View {
    var body: some View { Text("Plain text").accessibilityIdentifier("plain") }
}

private struct Themed: View {
    @State var theme = "light"
    @State var big = false

    var body: some View {
        VStack {
            Button("Theme") { theme = theme == "light" ? "dark" : "light" }.accessibilityIdentifier("toggle-theme")
            Button("Size") { big.toggle() }.accessibilityIdentifier("toggle-size")
            VStack {
                ThemeReader()
                FontReader()
                Plain()
            }
            .environment(\.theme, theme)
            .font(big ? .system(size: 24) : nil)
        }
    }
}

/// RULES 1.9: a view re-runs for an environment change only if a key it reads changed.
@MainActor
@Suite(.serialized) struct EnvironmentTests {
    @Test func rule1_9_onlyReadersOfTheChangedKeyRerun() {
        let host = HeadlessHost(rootView: Themed(), width: 320, height: 240)
        host.renderFrame()
        #expect(SeenTheme.last == "light")
        host.tap("toggle-theme")
        let report = host.renderFrame()
        #expect(report.bodyEvaluations == ["Themed": 1, "ThemeReader": 1])
        #expect(report.explanations.contains("ThemeReader: _theme changed (environment)."))
        #expect(SeenTheme.last == "dark")
    }

    /// A font change re-runs the font reader only; the plain view's text still redraws larger,
    /// because the environment reaches its Text without its body running.
    @Test func rule1_9_environmentReachesLeavesWithoutRunningBodies() {
        let host = HeadlessHost(rootView: Themed(), width: 320, height: 240)
        host.renderFrame()
        let plainHeight = host.frame(of: "plain")!.height
        host.tap("toggle-size")
        let report = host.renderFrame()
        #expect(report.bodyEvaluations == ["Themed": 1, "FontReader": 1])
        #expect(host.frame(of: "plain")!.height > plainHeight)
    }

    /// Custom keys default until set; an unset key reads its default.
    @Test func customKeyDefaults() {
        var values = EnvironmentValues()
        #expect(values.theme == "light")
        values.theme = "dark"
        #expect(values.theme == "dark")
        #expect(values != EnvironmentValues())
        var same = EnvironmentValues()
        same.theme = "dark"
        #expect(values == same)
    }
}
