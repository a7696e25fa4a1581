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

/// A body that is its text alone: its node keeps no copy of the body, and a new environment
/// reaches the text through the nodes.
private struct BareText: View {
    let label: String
    var body: some View { Text(label) }
}

/// A text, or a stack around one: the stack's node cannot take an environment alone, so
/// after the flip the view keeps its body to hand the environment down with.
private struct Switching: View {
    let showsText: Bool
    var body: some View {
        if showsText { BareText(label: "bare") } else { HStack { BareText(label: "in a stack") } }
    }
}

/// A reader behind an `if` without `else`.
private struct MaybeReader: View {
    let shows: Bool
    var body: some View {
        if shows { FontReader() }
    }
}

/// A group around a text.
private struct Grouped: View {
    var body: some View { Group { BareText(label: "grouped") } }
}

private struct Chains: View {
    @State var big = false
    @State var showsText = true

    var body: some View {
        VStack {
            Button("Size") { big.toggle() }.accessibilityIdentifier("toggle-size")
            Button("Flip") { showsText.toggle() }.accessibilityIdentifier("flip")
            VStack { BareText(label: "direct") }.accessibilityIdentifier("direct")
            VStack { Switching(showsText: showsText) }.accessibilityIdentifier("switching")
            VStack { Grouped() }.accessibilityIdentifier("grouped")
            MaybeReader(shows: true)
        }
        .font(.system(size: big ? 30 : 10))
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

    /// Views whose bodies end in a text (through a conditional, a group, an optional) hand a
    /// new environment down without their bodies: the texts grow, and only the reader re-runs;
    /// after a flip to a stack the view hands it down with the body it kept.
    @Test func rule1_9_environmentReachesTextsThroughConditionalsWithoutBodies() {
        let host = HeadlessHost(rootView: Chains(), width: 400, height: 400)
        host.renderFrame()
        let ids = ["direct", "switching", "grouped"]
        let small = ids.map { host.frame(of: $0)!.height }
        host.tap("toggle-size")
        var report = host.renderFrame()
        #expect(report.bodyEvaluations == ["Chains": 1, "FontReader": 1])
        let big = ids.map { host.frame(of: $0)!.height }
        for (before, after) in zip(small, big) { #expect(after > before + 10) }
        #expect(host.frame(of: "font")!.height > 20)

        host.tap("flip")
        report = host.renderFrame()
        #expect(report.bodyEvaluations == ["Chains": 1, "Switching": 1, "BareText": 1])
        host.tap("toggle-size")
        report = host.renderFrame()
        #expect(report.bodyEvaluations == ["Chains": 1, "FontReader": 1])
        let smallAgain = ids.map { host.frame(of: $0)!.height }
        for (before, after) in zip(small, smallAgain) { #expect(after == before) }
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
