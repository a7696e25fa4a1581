import Foundation
import Testing
import TintUI

/// The accessibility tree of controls with SwiftUI's defaults, and what `perform` does.
@MainActor
@Suite struct AccessibilityTreeTests {
    private struct Controls: View {
        @State var taps = 0
        @State var wifi = false
        @State var volume = 0.5
        @State var name = ""
        var body: some View {
            VStack {
                Text("Settings").font(.title)
                Button("Save") { taps += 1 }
                Text("Saved \(taps) times")
                Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.checkbox)
                Slider(value: $volume, in: 0...1, step: 0.1) { Text("Volume") }
                TextField("Name", text: $name)
                Button("Disabled") { taps += 100 }.disabled(true)
            }
        }
    }

    @Test func theWindowHoldsItsControlsInReadingOrder() {
        let host = HeadlessHost(rootView: Controls(), width: 320, height: 320)
        host.renderFrame()
        let tree = host.accessibilityTree()
        #expect(tree.role == "frame")
        #expect(tree.name == host.title)
        #expect(tree.children.map(\.role) == ["heading", "push button", "label", "check box", "slider", "text", "push button"])
        #expect(tree.children.map(\.name) == ["Settings", "Save", "Saved 0 times", "Wi-Fi", "Volume", "Name", "Disabled"])
        let heading = tree.children[0]
        #expect(heading.headingLevel == 1)
        // Frames in window points, one below the other.
        let frames = tree.children.map(\.frame)
        #expect(frames.allSatisfy { $0.width > 0 && $0.height > 0 })
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.minY < $1.minY })
        #expect(host.frame(of: "none") == nil)
    }

    @Test func aButtonIsClickedAsAScreenReaderWould() {
        let host = HeadlessHost(rootView: Controls(), width: 320, height: 320)
        host.renderFrame()
        let save = host.accessibilityTree().first(named: "Save", role: "push button")
        #expect(save?.actions == ["click"])
        #expect(save?.isEnabled == true)
        #expect(save?.perform("click") == true)
        host.renderFrame()
        #expect(host.accessibilityTree().first(named: "Saved 1 times", role: "label") != nil)
        // A disabled button has no action to perform.
        let disabled = host.accessibilityTree().first(named: "Disabled")
        #expect(disabled?.isEnabled == false)
        #expect(disabled?.actions == [])
        #expect(disabled?.perform("click") == false)
        #expect(save?.perform("no such action") == false)
    }

    @Test func aToggleIsACheckBoxWithItsState() {
        let host = HeadlessHost(rootView: Controls(), width: 320, height: 320)
        host.renderFrame()
        let wifi = host.accessibilityTree().first(named: "Wi-Fi")
        #expect(wifi?.role == "check box")
        #expect(wifi?.isChecked == false)
        #expect(wifi?.actions == ["click"])
        wifi?.perform("click")
        host.renderFrame()
        #expect(host.accessibilityTree().first(named: "Wi-Fi")?.isChecked == true)
    }

    @Test func aSwitchIsAToggleButton() {
        let host = HeadlessHost(rootView: Toggle("Dark", isOn: .constant(true)).toggleStyle(.switch), width: 200, height: 60)
        host.renderFrame()
        let node = host.accessibilityTree().first(named: "Dark")
        #expect(node?.role == "toggle button")
        #expect(node?.isChecked == true)
    }

    @Test func aSliderHasItsValueRangeAndSteps() {
        let host = HeadlessHost(rootView: Controls(), width: 320, height: 320)
        host.renderFrame()
        let slider = host.accessibilityTree().first(named: "Volume", role: "slider")
        #expect(slider?.value == "0.5")
        #expect(slider?.actions == ["increment", "decrement"])
        #expect(slider?.range?.lowerBound == 0)
        #expect(slider?.range?.upperBound == 1)
        #expect(slider?.range?.step == 0.1)
        slider?.perform("increment")
        host.renderFrame()
        #expect(host.accessibilityTree().first(named: "Volume")?.value == "0.6")
        host.accessibilityTree().first(named: "Volume")?.perform("decrement")
        host.renderFrame()
        host.accessibilityTree().first(named: "Volume")?.perform("decrement")
        host.renderFrame()
        #expect(host.accessibilityTree().first(named: "Volume")?.value == "0.4")
    }

    @Test func aTextFieldIsEditableTextWithItsValue() {
        let host = HeadlessHost(rootView: Controls(), width: 320, height: 320)
        host.renderFrame()
        host.tap(at: host.accessibilityTree().first(named: "Name")!.frame.center)
        host.type("Ada")
        host.renderFrame()
        let field = host.accessibilityTree().first(named: "Name", role: "text")
        #expect(field?.isEditable == true)
        #expect(field?.value == "Ada")
        #expect(field?.isFocused == true)
        #expect(host.accessibilityTree().first(named: "Save")?.isFocused == false)
    }

    @Test func aSecureFieldNeverReadsItsText() {
        let host = HeadlessHost(rootView: SecureField("Password", text: .constant("hunter2")), width: 200, height: 60)
        host.renderFrame()
        let field = host.accessibilityTree().first(named: "Password")
        #expect(field?.role == "password text")
        #expect(field?.value == "")
    }

    @Test func imagesAreNamedByLabelOrNameAndDecorativeOnesAreHidden() {
        let host = HeadlessHost(rootView: HStack {
            Image(systemName: "trash")
            Image(systemName: "star").accessibilityLabel("Favourite")
            Image(decorative: "flourish")
            Image(systemName: "bolt").accessibilityHidden(true)
        }, width: 200, height: 60)
        host.renderFrame()
        let tree = host.accessibilityTree()
        #expect(tree.children.map(\.role) == ["image", "image"])
        #expect(tree.children.map(\.name) == ["trash", "Favourite"])
    }

    @Test func aLabelsIconIsNotReadBesideItsTitle() {
        let host = HeadlessHost(rootView: Button { } label: { Label("Delete", systemImage: "trash") }, width: 200, height: 60)
        host.renderFrame()
        #expect(host.accessibilityTree().children.map(\.name) == ["Delete"])
    }

    @Test func hiddenViewsAreNotRead() {
        let host = HeadlessHost(rootView: VStack { Text("Shown"); Text("Gone").hidden() }, width: 200, height: 60)
        host.renderFrame()
        #expect(host.accessibilityTree().children.map(\.name) == ["Shown"])
    }
}

extension CGRect {
    fileprivate var center: CGPoint { CGPoint(x: midX, y: midY) }
}

/// Steppers, pop-up pickers and disclosure groups, as a screen reader reads them.
@MainActor
@Suite struct AccessibilityCompositeControlTests {
    private struct Panel: View {
        @State var copies = 2
        @State var theme = "Light"
        @State var open = false
        var body: some View {
            VStack {
                Stepper("Copies: \(copies)", value: $copies, in: 1...9)
                Picker("Theme", selection: $theme) {
                    ForEach(["Light", "Dark"], id: \.self) { Text($0) }
                }
                DisclosureGroup("Advanced", isExpanded: $open) { Text("Inside") }
            }
        }
    }

    @Test func aStepperIsASpinButtonStepping() {
        let host = HeadlessHost(rootView: Panel(), width: 320, height: 240)
        host.renderFrame()
        let stepper = host.accessibilityTree().first(named: "Copies: 2")
        #expect(stepper?.role == "spin button")
        #expect(stepper?.actions == ["increment", "decrement"])
        stepper?.perform("increment")
        host.renderFrame()
        #expect(host.accessibilityTree().first(named: "Copies: 3", role: "spin button") != nil)
    }

    @Test func aPopUpPickerIsAComboBoxWithItsChoice() {
        let host = HeadlessHost(rootView: Panel(), width: 320, height: 240)
        host.renderFrame()
        let picker = host.accessibilityTree().first(named: "Theme")
        #expect(picker?.role == "combo box")
        #expect(picker?.value == "Light")
        #expect(picker?.actions == ["click"])
    }

    @Test func aDisclosureGroupIsAToggleButtonOnWhileOpen() {
        let host = HeadlessHost(rootView: Panel(), width: 320, height: 240)
        host.renderFrame()
        let disclosure = host.accessibilityTree().first(named: "Advanced")
        #expect(disclosure?.role == "toggle button")
        #expect(disclosure?.isChecked == false)
        #expect(host.accessibilityTree().first(named: "Inside") == nil)
        disclosure?.perform("click")
        host.renderFrame()
        #expect(host.accessibilityTree().first(named: "Advanced")?.isChecked == true)
        #expect(host.accessibilityTree().first(named: "Inside") != nil)
    }
}
