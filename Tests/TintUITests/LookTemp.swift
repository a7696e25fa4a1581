import Foundation
import Testing
import TintUI

@MainActor
@Suite struct LookTemp {
    @Test func look() throws {
        struct Screen: View {
            @State var a = true
            @State var b = false
            var body: some View {
                VStack(alignment: .leading, spacing: 10) {
                    HStack {
                        Gauge(value: 0.3) { Text("Lin") } currentValueLabel: { Text("30") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
                        Gauge(value: 0.3) { Text("AccLin") } currentValueLabel: { Text("30") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }.gaugeStyle(.accessoryLinear)
                    }
                    HStack {
                        Gauge(value: 0.7) { Text("Ring") } currentValueLabel: { Text("70") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }.gaugeStyle(.accessoryCircular)
                        Gauge(value: 0.7) { Text("Cap") } currentValueLabel: { Text("70") }.gaugeStyle(.accessoryCircularCapacity)
                    }
                    HStack {
                        Button("Capsule") {}.buttonBorderShape(.capsule)
                        Button("Rounded") {}.buttonBorderShape(.roundedRectangle)
                        Button("Prominent") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
                    }
                    HStack {
                        Menu("Actions") { Button("x") {} } primaryAction: {}
                        Menu("Borderless", systemImage: "ellipsis") { Button("x") {} }.menuStyle(.borderlessButton)
                        Menu("NoArrow") { Button("x") {} }.menuIndicator(.hidden)
                    }
                    HStack {
                        Toggle("Mixed", sources: [$a, $b], isOn: \.self).toggleStyle(.checkbox)
                        Toggle("Mixed", sources: [$a, $b], isOn: \.self)
                        Toggle("Wi-Fi", systemImage: "wifi", isOn: $a)
                    }
                    Picker("Pal", selection: .constant(2)) { Text("A").tag(1); Text("B").tag(2); Text("C").tag(3) }.pickerStyle(.palette)
                    Picker("Radio", selection: .constant(2)) { Text("A").tag(1); Text("B").tag(2) }.pickerStyle(.radioGroup).horizontalRadioGroupLayout()
                    Stepper("Weight", value: .constant(1.5), step: 0.5, format: .number)
                    ProgressView(value: 0.4) { Text("Downloading") } currentValueLabel: { Text("40%") }
                    ControlGroup { Button("In") {}; Button("Out") {} }.controlGroupStyle(.palette)
                    RenameButton().renameAction { }
                }.padding()
            }
        }
        let host = HeadlessHost(rootView: Screen(), width: 520, height: 640)
        host.renderFrame()
        try host.writePNG(to: "/tmp/look.png")
    }
}
