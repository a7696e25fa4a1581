import Foundation
import TintUI

/// The window's controls in one place: a text field, a toggle, a slider, a button with a
/// keyboard shortcut, pickers, a stepper, a checkbox, a progress bar, a secure field, a gauge,
/// a share link and a paste button, a menu with a primary action, a control group, a toggle over two settings, a disclosure
/// group, a scrolling list and a ticking clock.
public struct ControlsScene: View {
    @State var name = ""
    @State var notify = true
    @State var volume = 0.4
    @State var saves = 0
    @State var size = 1
    @State var copies = 2
    @State var bold = true
    @State var theme = "Light"
    @State var password = ""

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            SceneHeader(title: "Controls", caption: "")
            TextField("Your name", text: $name).accessibilityIdentifier("name")
            Text(name.isEmpty ? "Type your name above." : "Hello, \(name)!").foregroundColor(Color.demoGrey(0.35))
            Toggle("Notifications", isOn: $notify).accessibilityIdentifier("notify")
            HStack {
                Text("Volume")
                Slider(value: $volume, in: 0...1).accessibilityLabel("Volume").accessibilityIdentifier("volume")
                Text("\(Int((volume * 100).rounded())) %").frame(width: 44, alignment: .trailing)
            }
            HStack {
                Button("Save") { saves += 1 }.keyboardShortcut("s").accessibilityIdentifier("save")
                Text(saves == 0 ? "Ctrl+S saves" : saves == 1 ? "Saved once" : "Saved \(saves) times")
                ShareLink(item: name.isEmpty ? "Hello from Tint" : "Hello, \(name)!").accessibilityIdentifier("share")
                PasteButton(payloadType: String.self) { name = $0.first ?? name }.accessibilityIdentifier("paste")
                Spacer()
                TimelineView(.periodic(from: DashboardScene.epoch, by: 1)) { context in
                    Text(UTCClock.text(context.date.timeIntervalSince1970, hundredths: false)).foregroundColor(Color.demoGrey(0.45))
                }
            }
            HStack(spacing: 16) {
                Picker("Size", selection: $size) {
                    Text("S").tag(0)
                    Text("M").tag(1)
                    Text("L").tag(2)
                }
                .pickerStyle(.segmented)
                .accessibilityIdentifier("size")
                Stepper("Copies: \(copies)", value: $copies, in: 1...9).accessibilityIdentifier("copies")
                Toggle("Bold", isOn: $bold).toggleStyle(.checkbox).accessibilityIdentifier("bold")
            }
            HStack(spacing: 16) {
                Picker("Theme", selection: $theme) {
                    ForEach(["Light", "Dark", "Auto"], id: \.self) { Text($0) }
                }
                .accessibilityIdentifier("theme")
                ProgressView(value: volume).frame(width: 120)
                SecureField("Password", text: $password).frame(width: 150).accessibilityIdentifier("password")
            }
            HStack(spacing: 16) {
                Gauge(value: volume) { Text("Level") } currentValueLabel: { Text("\(Int((volume * 100).rounded()))") }
                    .gaugeStyle(.accessoryCircularCapacity)
                Menu("Export") {
                    Button("As PNG") { saves += 1 }
                    Button("As PDF") { saves += 1 }
                } primaryAction: {
                    saves += 1
                }
                .accessibilityIdentifier("export")
                ControlGroup {
                    Button("−") { copies = max(1, copies - 1) }
                    Button("+") { copies = min(9, copies + 1) }
                }
                Toggle("Both", sources: [$notify, $bold], isOn: \.self).toggleStyle(.checkbox).accessibilityIdentifier("both")
            }
            DisclosureGroup("Advanced") {
                Text("Copies are printed \(bold ? "in bold" : "plainly") at size \(["S", "M", "L"][size]).")
            }
            .accessibilityIdentifier("advanced")
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<40) { index in
                        Text("Item \(index + 1)")
                            .padding(.horizontal, 8)
                            .frame(maxWidth: .infinity, minHeight: 22, alignment: .leading)
                            .background(index % 2 == 0 ? Color.demoGrey(0.96) : Color(.textBackgroundColor))
                    }
                }
            }
            .accessibilityIdentifier("list")
            .frame(height: 70)
            .border(Color.demoGrey(0.8))
        }
        .padding(16)
    }
}
