import TintUI

/// The switches always in view: the debug tint, badges and heads-up display, and the diffing
/// policy and engine, so a person can change them and watch the difference live.
struct DemoToolbar: View {
    @Environment(\.hostOptions) var host
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        HStack(spacing: 10) {
            if let host {
                Toggle("Tint", isOn: host.binding(\.debugTint)).fixedSize().accessibilityIdentifier("switch-tint")
                Toggle("Badges", isOn: host.binding(\.renderCountBadges)).fixedSize().accessibilityIdentifier("switch-badges")
                Toggle("Display", isOn: host.binding(\.headsUpDisplay)).fixedSize().accessibilityIdentifier("switch-hud")
                Toggle("Dark", isOn: Binding(get: { colorScheme == .dark }, set: { dark in host.update { $0.colorScheme = dark ? .dark : .light } }))
                    .fixedSize().accessibilityIdentifier("switch-dark")
                Divider()
                Segmented(choices: [("automatic", DiffPolicy.automatic), ("reflection", .reflection), ("always", .alwaysEvaluate)],
                          selection: host.binding(\.diffPolicy), name: "policy")
                Segmented(choices: [("compiled", ReflectionEngine.compiled), ("mirror", .mirror)],
                          selection: host.binding(\.reflection), name: "engine")
            }
            Spacer(minLength: 0)
        }
        // As tall as its controls (the divider would take all the height it is offered).
        .fixedSize(horizontal: false, vertical: true)
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background(Color.demoGrey(0.97))
    }
}

/// A row of choices, the selected one highlighted.
struct Segmented<Value: Equatable>: View {
    let choices: [(String, Value)]
    @Binding var selection: Value
    let name: String

    var body: some View {
        HStack(spacing: 0) {
            ForEach(choices.indices, id: \.self) { index in
                let (title, value) = choices[index]
                Text(title)
                    .font(.callout)
                    .foregroundColor(value == selection ? .white : Color.demoGrey(0.2))
                    .padding(.horizontal, 8)
                    .padding(.vertical, 3)
                    .background(value == selection ? Color.accentColor : Color(.textBackgroundColor))
                    .onTapGesture { selection = value }
                    .accessibilityIdentifier("\(name)-\(title)")
            }
        }
        .border(Color.demoGrey(0.7))
        .fixedSize()
    }
}
