import Foundation
import Testing
import TintDemoScenes
@testable import TintUI

/// Every control from the keyboard alone: Tab and Shift-Tab reach each in reading order with
/// a ring, Space and Return click, the arrows step sliders and steppers, move among options,
/// tabs and a menu's items, Escape closes what is presented; and the demo used without a mouse.
@MainActor
@Suite struct KeyboardOnlyTests {
    private struct Controls: View {
        @State var saved = 0
        @State var wrap = false
        @State var volume = 0.5
        @State var name = ""
        @State var count = 1
        @State var flavor = 0
        @State var size = 0
        @State var row: Int? = 0
        @State var sheet = false
        var body: some View {
            VStack {
                Button("Save") { saved += 1 }
                Toggle("Wrap", isOn: $wrap)
                Slider(value: $volume, in: 0...1, step: 0.1) { Text("Volume") }
                TextField("Name", text: $name)
                Stepper("Count \(count)", value: $count)
                Picker("Flavor", selection: $flavor) { Text("Vanilla").tag(0); Text("Mint").tag(1); Text("Lemon").tag(2) }.pickerStyle(.segmented)
                Picker("Size", selection: $size) { Text("Small").tag(0); Text("Large").tag(1) }
                List(0..<3, id: \.self, selection: $row) { Text("Row \($0)") }.frame(height: 90)
                Link("Site", destination: URL(string: "https://example.com")!)
                Button("Sheet") { sheet = true }
                Text("saved \(saved) wrap \(wrap) volume \(Int((volume * 10).rounded())) count \(count) flavor \(flavor) size \(size) row \(row ?? -1)")
            }
            .sheet(isPresented: $sheet) { Text("In the sheet"); Button("Close") { sheet = false } }
        }
    }

    private func focused(_ host: HeadlessHost) -> AccessibilityNode? {
        host.accessibilityTree().allNodes.last { $0.isFocused }
    }

    private func tab(_ host: HeadlessHost, shift: Bool = false) -> String {
        _ = host.pressKey("Tab", shift: shift)
        host.renderFrame()
        return focused(host).map { "\($0.role) \($0.name ?? "")" } ?? "nothing"
    }

    /// Tabs until the focused node is named `name` (at most `limit` times).
    private func tab(_ host: HeadlessHost, to name: String, limit: Int = 80) {
        var steps = 0
        while focused(host)?.name != name, steps < limit {
            _ = tab(host)
            steps += 1
        }
    }

    private func status(_ host: HeadlessHost) -> String {
        host.texts().first { $0.hasPrefix("saved ") } ?? ""
    }

    @Test func tabReachesEveryControlInReadingOrderAndShiftTabGoesBack() {
        let host = HeadlessHost(rootView: Controls(), width: 520, height: 640)
        host.renderFrame()
        let forward = (0..<13).map { _ in tab(host) }
        #expect(forward == ["push button Save", "toggle button Wrap", "slider Volume", "text Name", "spin button Count 1",
                            "radio button Vanilla", "radio button Mint", "radio button Lemon", "combo box Size", "list ",
                            "link Site", "push button Sheet", "push button Save"])
        #expect(tab(host, shift: true) == "push button Sheet")
        #expect(tab(host, shift: true) == "link Site")
        // The focused control shows the ring.
        #expect(host.pipeline.tree.focusRingBox == host.pipeline.input.focus.focused)
    }

    @Test func spaceReturnAndTheArrowsOperateTheFocusedControl() {
        let host = HeadlessHost(rootView: Controls(), width: 520, height: 640)
        host.renderFrame()
        func press(_ key: String) {
            _ = host.pressKey(key)
            host.renderFrame()
        }
        _ = tab(host)                      // Save
        press("Space")
        press("Return")
        _ = tab(host)                      // Wrap
        press("Space")
        _ = tab(host)                      // Volume
        press("Right")
        press("Up")
        press("Left")
        _ = tab(host)                      // Name: the arrows are the field's
        _ = tab(host)                      // Count
        press("Up")
        press("Up")
        press("Down")
        _ = tab(host)                      // Vanilla
        press("Right")                     // Mint, chosen and focused
        #expect(focused(host)?.name == "Mint")
        press("Right")                     // Lemon
        press("Right")                     // round to Vanilla
        press("Left")                      // Lemon again
        #expect(status(host) == "saved 2 wrap true volume 6 count 2 flavor 2 size 0 row 0")
    }

    @Test func aPopUpAndItsMenuFromTheKeyboard() {
        let host = HeadlessHost(rootView: Controls(), width: 520, height: 640)
        host.renderFrame()
        tab(host, to: "Size")
        _ = host.pressKey("Space")         // opens the menu
        host.renderFrame()
        #expect(host.accessibilityTree().allNodes.contains { $0.role == "menu" })
        _ = host.pressKey("Down")          // Small
        host.renderFrame()
        _ = host.pressKey("Down")          // Large
        host.renderFrame()
        #expect(focused(host)?.name == "Large")
        _ = host.pressKey("Return")
        host.renderFrame()
        #expect(status(host).hasSuffix("size 1 row 0"))
        #expect(!host.accessibilityTree().allNodes.contains { $0.role == "menu" })
    }

    @Test func aListsArrowsAndASheetsEscape() {
        let host = HeadlessHost(rootView: Controls(), width: 520, height: 640)
        host.renderFrame()
        while focused(host)?.role != "list" { _ = tab(host) }
        _ = host.pressKey("Down")
        host.renderFrame()
        _ = host.pressKey("Down")
        host.renderFrame()
        #expect(status(host).hasSuffix("row 2"))
        tab(host, to: "Sheet")
        _ = host.pressKey("Space")
        host.renderFrame()
        #expect(host.accessibilityTree().children.map(\.role) == ["dialog"])
        // Tab stays in the sheet: its button, round again.
        #expect(tab(host) == "push button Close")
        #expect(tab(host) == "push button Close")
        _ = host.pressKey("Escape")
        host.renderFrame()
        #expect(host.accessibilityTree().first(named: "Sheet", role: "push button") != nil)
    }

    /// The demo without a mouse: Tab to a scene's button in the sidebar, Space opens it, Tab
    /// reaches its controls and Space and the arrows work them.
    @Test func theDemoWithoutAMouse() throws {
        let host = HeadlessHost(rootView: DemoShell(), width: 1100, height: 760)
        host.renderFrame()
        tab(host, to: "Controls")
        #expect(focused(host)?.role == "push button")
        _ = host.pressKey("Space")
        host.renderFrame()
        #expect(host.accessibilityTree().first(named: "Controls", role: "heading") != nil)
        let before = try #require(host.accessibilityTree().first(named: "Notifications"))
        tab(host, to: "Notifications")
        #expect(focused(host)?.name == "Notifications")
        _ = host.pressKey("Space")
        host.renderFrame()
        #expect(host.accessibilityTree().first(named: "Notifications")?.isChecked == !before.isChecked)
        tab(host, to: "Volume")
        let volume = try #require(focused(host)?.range?.value)
        _ = host.pressKey("Left")
        host.renderFrame()
        #expect(try #require(host.accessibilityTree().first(named: "Volume", role: "slider")?.range?.value) < volume)
    }
}
