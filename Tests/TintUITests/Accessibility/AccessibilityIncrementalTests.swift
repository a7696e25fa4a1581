import Foundation
import Testing
import TintDemoScenes
@testable import TintUI
import TintRender

/// The accessibility tree kept between frames (brought up to date from the boxes each frame
/// touched) always reads as the tree read whole would: after clicks, steps, focus moves and
/// views coming and going, in every demo scene and through every rule of reading.
@MainActor
@Suite struct AccessibilityIncrementalTests {
    /// Everything a reader can learn of an element and those inside it, as one string.
    private static func describe(_ elements: [AccessibilityElement], indent: String = "") -> String {
        elements.map { e in
            var line = "\(indent)\(e.role.rawValue) name=\(e.name ?? "-") value=\(e.value ?? "-") hint=\(e.description ?? "-")"
            line += " enabled=\(e.isEnabled) focused=\(e.isFocused) selected=\(e.isSelected) checked=\(e.isChecked)"
            line += " mixed=\(e.isMixed) editable=\(e.isEditable) heading=\(e.headingLevel.map(String.init) ?? "-")"
            line += " id=\(e.identifier ?? "-") actions=\(e.actions.map(\.name)) frame=\(e.frame) sort=\(e.sortPriority)"
            line += " attributes=\(e.attributes.sorted { $0.key < $1.key }) group=\(e.linkedGroup ?? "-")"
            line += " range=\(e.range.map { "\($0.value) \($0.lowerBound)...\($0.upperBound)" } ?? "-") labels=\(e.inputLabels)"
            return line + "\n" + describe(e.children, indent: indent + "  ")
        }.joined()
    }

    /// Checks that the kept tree reads as a whole reading would, after the frame just drawn.
    private func expectKeptEqualsWhole(_ host: HeadlessHost, _ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let tree = host.pipeline.tree, focused = host.pipeline.input.focus.focused
        let kept = Self.describe(tree.accessibilityElements(focused: focused))
        let whole = Self.describe(tree.accessibilityElementsReadWhole(focused: focused))
        #expect(kept == whole, "after \(step)", sourceLocation: sourceLocation)
    }

    @Test func everyDemoSceneStaysAsReadWhole() {
        for scene in DemoScene.all { check(scene) }
    }

    /// What tools/a11y-check asks of the demo through AT-SPI, headless: every control and
    /// image of every scene has a name.
    @Test func everyDemoSceneNamesItsControlsAndImages() {
        let controls: Set<String> = ["push button", "check box", "toggle button", "radio button", "slider", "text", "password text",
                                     "combo box", "spin button", "link", "menu item", "check menu item", "page tab", "image"]
        for scene in DemoScene.all {
            let host = scene.makeHost(width: 800, height: 600)
            host.renderFrame()
            let unnamed = host.accessibilityTree().allNodes.filter { controls.contains($0.role) && ($0.name ?? "").trimmingCharacters(in: .whitespaces).isEmpty }
            #expect(unnamed.isEmpty, "\(scene.name): \(unnamed.map(\.role))")
        }
    }

    private func check(_ scene: DemoScene) {
        let host = scene.makeHost(width: 800, height: 600)
        host.renderFrame()
        expectKeptEqualsWhole(host, "\(scene.name): the first frame")
        // Each action of each element the first reading found, one at a time, a frame after
        // each; then the keyboard focus moved through the controls.
        let actions = host.accessibilityTree().allNodes.flatMap { node in node.actions.map { (node.name ?? node.role, $0) } }
        for (index, (element, action)) in actions.prefix(24).enumerated() {
            let current = host.accessibilityTree().allNodes.first { ($0.name ?? $0.role) == element && $0.actions.contains(action) }
            current?.perform(action)
            host.renderFrame()
            expectKeptEqualsWhole(host, "\(scene.name): \(action) on \(element) (\(index))")
        }
        for press in 0..<6 {
            _ = host.pressKey("Tab")
            host.renderFrame()
            expectKeptEqualsWhole(host, "\(scene.name): tab \(press)")
        }
    }

    /// A view whose every reading rule changes with its step: a combined group's texts, a
    /// labeled pair, sort priorities, hidden parts, a representation, a disabled group,
    /// identifiers, and rows coming and going.
    private struct Shifting: View {
        @State var step = 0
        @Namespace var pairs
        var body: some View {
            VStack {
                Button("Next") { step += 1 }
                HStack {
                    Image(systemName: "star")
                    Text("Rating")
                    Text("\(step % 3) of 5")
                }
                .accessibilityElement(children: .combine)
                Text("Name").accessibilityLabeledPair(role: .label, id: "name", in: pairs)
                if step % 2 == 0 {
                    TextField("", text: .constant("Ada")).accessibilityLabeledPair(role: .content, id: "name", in: pairs)
                }
                Text("first").accessibilitySortPriority(step % 4 == 1 ? 2 : 0)
                Text("second").accessibilitySortPriority(step % 4 == 2 ? 3 : 0)
                VStack { Text("hidden sometimes"); Button("inside") { } }.accessibilityHidden(step % 3 == 1)
                Toggle("Shown as a toggle", isOn: .constant(step % 2 == 1))
                    .accessibilityRepresentation { Toggle("Represented", isOn: .constant(step % 2 == 1)) }
                VStack { Button("Maybe disabled") { }; Text("beside it") }.disabled(step % 3 == 2)
                Text("tagged").accessibilityIdentifier(step % 2 == 0 ? "even" : "odd")
                ForEach(0..<(step % 5), id: \.self) { row in
                    HStack { Text("Row \(row)"); Button("Delete \(row)") { } }
                }
                Text("hint").accessibilityHint(step % 2 == 0 ? "even hint" : "odd hint").accessibilityAddTraits(step % 3 == 0 ? .isHeader : [])
            }
        }
    }

    @Test func everyReadingRuleStaysAsReadWhole() {
        let host = HeadlessHost(rootView: Shifting(), width: 480, height: 900)
        host.renderFrame()
        expectKeptEqualsWhole(host, "the first frame")
        for step in 1...12 {
            host.accessibilityTree().first(named: "Next")?.perform("click")
            host.renderFrame()
            expectKeptEqualsWhole(host, "step \(step)")
        }
    }

    /// A view inside a combined group runs its body alone: the group's name still follows.
    @Test func aCombinedGroupFollowsAChangeInside() {
        struct Tally: View {
            @State var count = 0
            var body: some View {
                Button("Add") { count += 1 }
                Text("\(count) added")
            }
        }
        let host = HeadlessHost(rootView: VStack { Text("Score"); Tally() }.accessibilityElement(children: .combine), width: 320, height: 200)
        host.renderFrame()
        #expect(host.accessibilityTree().children.first?.name == "Score, 0 added")
        host.accessibilityTree().children.first?.perform("click")
        host.renderFrame()
        #expect(host.accessibilityTree().children.first?.name == "Score, 1 added")
        expectKeptEqualsWhole(host, "a click inside")
    }

    /// A changed label rewrites its element alone: the window's list of elements is kept.
    @Test func aChangedLabelChangesOneElement() {
        struct Rows: View {
            @State var names = (0..<200).map { "Row \($0)" }
            var body: some View {
                VStack {
                    Button("Rename") { names[120] = "Renamed" }
                    ForEach(names.indices, id: \.self) { index in Text(names[index]) }
                }
            }
        }
        let host = HeadlessHost(rootView: Rows(), width: 320, height: 4000)
        host.renderFrame()
        let tree = host.pipeline.tree.accessibility
        tree.update()
        host.accessibilityTree().first(named: "Rename")?.perform("click")
        host.renderFrame()
        let changes = tree.update()
        #expect(changes.changed.map { tree.element($0.box)?.name } == ["Renamed"])
        #expect(changes.changed.first?.old.name == "Row 120")
        #expect(changes.childrenChanged.isEmpty && changes.added.isEmpty && changes.removed.isEmpty)
        #expect(tree.update().isEmpty, "nothing touched since")
    }
}
