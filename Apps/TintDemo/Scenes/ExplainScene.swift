import TintUI

/// Explain: why bodies ran, and what the diffability audit says. Tick the parent, then ask:
/// the explanations of that frame, one line per body (the rule that decided it), or the audit
/// of every view type shown (the properties that re-render it on every parent update).
public struct ExplainScene: View {
    @State var tick = 0
    @State var lines: [String] = ["Tick, then press Why or Audit."]
    @Environment(\.hostInspector) var inspector

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            SceneHeader(title: "Explain", caption: "Three children of a ticking parent: plain data (skipped), a closure that captures (runs every time), an Equatable view (skipped by its ==).")
            HStack {
                Button("Tick \(tick)") { tick += 1 }.accessibilityIdentifier("tick")
                Button("Why did bodies run?") { lines = inspector?.explanations() ?? ["No host."] }.accessibilityIdentifier("why")
                Button("Audit") {
                    lines = (inspector?.audit() ?? []).flatMap { $0.description.split(separator: "\n").map(String.init) }
                }.accessibilityIdentifier("audit")
            }
            HStack(spacing: 12) {
                DataChild(label: "plain data")
                CapturingClosureChild(onTap: { tick += 1 })
                EqualityChild(value: 7)
            }
            ScrollView {
                VStack(alignment: .leading, spacing: 3) {
                    ForEach(lines.indices, id: \.self) { Text(lines[$0]).font(.callout) }
                }
                .padding(8)
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .frame(height: 220)
            .border(Color.demoGrey(0.8))
        }
        .padding(16)
    }
}

struct DataChild: View {
    let label: String
    var body: some View { Text(label).padding(6).background(Color.demoGrey(0.93)) }
}

struct CapturingClosureChild: View {
    let onTap: @MainActor () -> Void
    var body: some View { Text("captures a closure").padding(6).background(Color.demoGrey(0.93)).onTapGesture(perform: onTap) }
}

struct EqualityChild: View, Equatable {
    let value: Int
    var body: some View { Text("Equatable \(value)").padding(6).background(Color.demoGrey(0.93)) }
}
