import Testing
import TintUI

/// `ContentUnavailableView`, `GroupBox`, `Gauge`, `ControlGroup` and a switch's label: what they show and where.
@MainActor
@Suite struct StatusAndGroupingViewTests {
    /// The empty state fills what it is offered and centres its symbol, title and description;
    /// its actions run.
    @Test func anEmptyStateIsCentredAndItsActionsRun() throws {
        struct Empty: View {
            @State var refreshed = 0
            var body: some View {
                ContentUnavailableView {
                    Label("No Mail", systemImage: "tray")
                } description: {
                    Text("New mail appears here.").accessibilityIdentifier("description")
                } actions: {
                    Button("Refresh") { refreshed += 1 }.accessibilityIdentifier("refresh")
                }
                .accessibilityIdentifier("empty")
                .overlay(alignment: .topLeading) { Text("\(refreshed)").accessibilityIdentifier("count-\(refreshed)") }
            }
        }
        let host = HeadlessHost(rootView: Empty(), width: 400, height: 300)
        host.renderFrame()
        #expect(host.frame(of: "empty") == CGRect(x: 0, y: 0, width: 400, height: 300))
        let description = try #require(host.frame(of: "description"))
        #expect(abs(description.midX - 200) <= 1)
        host.tap("refresh")
        host.renderFrame()
        #expect(host.frame(of: "count-1") != nil)
        // The symbol is drawn large and grey above the title: ink well above the description.
        var inked = false
        for y in 60..<Int(description.minY) - 30 {
            for x in 180..<220 where host.pixel(x: x, y: y) != RGBA8(r: 255, g: 255, b: 255, a: 255) { inked = true }
        }
        #expect(inked)
    }

    /// The title-and-symbol form and the search forms say what they should.
    @Test func theConvenienceFormsTitleTheState() throws {
        let titled = HeadlessHost(rootView: ContentUnavailableView("No Mail", systemImage: "tray", description: Text("None yet")), width: 300, height: 200)
        let report = titled.renderFrame()
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let search = HeadlessHost(rootView: ContentUnavailableView.search(text: "kiwi"), width: 300, height: 200)
        search.renderFrame()
        let plain = HeadlessHost(rootView: ContentUnavailableView.search, width: 300, height: 200)
        plain.renderFrame()
        // The titled search's title names the text: the two draw differently.
        var differs = false
        for y in stride(from: 0, to: 200, by: 2) {
            for x in stride(from: 0, to: 300, by: 2) where search.pixel(x: x, y: y) != plain.pixel(x: x, y: y) { differs = true }
        }
        #expect(differs)
    }

    /// A group box puts its label above a panel as wide as it is offered, the content inside.
    @Test func aGroupBoxPanelsItsContentUnderItsLabel() throws {
        let host = HeadlessHost(rootView: GroupBox("Settings") {
            Text("Content").accessibilityIdentifier("content")
        }
        .accessibilityIdentifier("box")
        .frame(width: 200), width: 240, height: 120)
        host.renderFrame()
        let box = try #require(host.frame(of: "box"))
        let content = try #require(host.frame(of: "content"))
        #expect(box.width == 200)
        // Inside the panel, below the label, padded from its edges.
        #expect(content.minX == box.minX + 10)
        #expect(content.minY > box.minY + 16)
        // The panel is shaded off the window's white.
        let panel = host.pixel(x: Int(box.maxX) - 5, y: Int(content.midY))
        #expect(panel != RGBA8(r: 255, g: 255, b: 255, a: 255))
        // Without a label, the panel starts at the top.
        let bare = HeadlessHost(rootView: GroupBox { Text("Content").accessibilityIdentifier("content") }.accessibilityIdentifier("box"), width: 240, height: 120)
        bare.renderFrame()
        #expect(bare.frame(of: "content")?.minY == (bare.frame(of: "box")?.minY ?? 0) + 10)
    }

    /// A switch's label that fits beside the switch stays on one line: it was wrapped when the
    /// row shared its width equally between the label and the spacer.
    @Test func aSwitchLabelThatFitsIsNotWrapped() throws {
        let host = HeadlessHost(rootView: Toggle(isOn: .constant(true)) { Text("Sounds").accessibilityIdentifier("label") }.frame(width: 140),
                                width: 200, height: 60)
        host.renderFrame()
        let label = try #require(host.frame(of: "label"))
        let alone = HeadlessHost(rootView: Text("Sounds").fixedSize().accessibilityIdentifier("alone"), width: 200, height: 60)
        alone.renderFrame()
        #expect(label.size == alone.frame(of: "alone")?.size)
    }

    /// A gauge fills its bar to the value's place in its range, its labels around the bar; a
    /// value outside the range is clamped, with a warning.
    @Test func aGaugeFillsToTheValuesPlace() throws {
        let host = HeadlessHost(rootView: Gauge(value: 2.5, in: 0...10) { Text("Level") } currentValueLabel: { Text("2.5") }
            minimumValueLabel: { Text("0").accessibilityIdentifier("min") } maximumValueLabel: { Text("10").accessibilityIdentifier("max") }
            .frame(width: 200), width: 240, height: 80)
        host.renderFrame()
        let bar = try #require(host.frame(of: "gauge-bar"))
        #expect(try #require(host.frame(of: "min")).maxX < bar.minX)
        #expect(try #require(host.frame(of: "max")).minX > bar.maxX)
        let y = Int(bar.midY)
        #expect(host.pixel(x: Int(bar.minX + bar.width * 0.15), y: y) == RGBA8(Color.accentColor))
        #expect(host.pixel(x: Int(bar.minX + bar.width * 0.5), y: y) != RGBA8(Color.accentColor))

        let over = HeadlessHost(rootView: Gauge(value: 12.0, in: 0...10) { Text("Level") }.frame(width: 200), width: 240, height: 80)
        let report = over.renderFrame()
        #expect(report.warnings.contains { $0.contains("outside 0.0...10.0; clamped") })
        let full = try #require(over.frame(of: "gauge-bar"))
        #expect(over.pixel(x: Int(full.maxX) - 4, y: Int(full.midY)) == RGBA8(Color.accentColor))
    }

    /// A control group sets its buttons side by side in one bezel, a hairline between each;
    /// each button still acts, and the label of the titled form is not drawn.
    @Test func aControlGroupJoinsItsButtons() throws {
        struct Formatting: View {
            @State var pressed = ""
            var body: some View {
                VStack {
                    ControlGroup("Format") {
                        Button("Bold") { pressed = "bold" }.accessibilityIdentifier("bold")
                        Button("Italic") { pressed = "italic" }.accessibilityIdentifier("italic")
                    }
                    Text(pressed).accessibilityIdentifier("pressed-\(pressed)")
                }
            }
        }
        let host = HeadlessHost(rootView: Formatting(), width: 300, height: 100)
        host.renderFrame()
        let bold = try #require(host.frame(of: "bold")), italic = try #require(host.frame(of: "italic"))
        #expect(abs(bold.midY - italic.midY) < 0.5)
        // Next to each other: the padding and the hairline apart, no stack spacing.
        #expect(abs(italic.minX - bold.maxX - (8 + 1 + 8)) < 0.01)
        // The hairline between them.
        #expect(host.pixel(x: Int(bold.maxX) + 8, y: Int(bold.midY)) == RGBA8(Color(white: 0.72)))
        host.tap("italic")
        host.renderFrame()
        #expect(host.frame(of: "pressed-italic") != nil)
    }

    /// A slider's label forms and its editing callback: the label before the track, the
    /// bounds' labels at its ends; a drag says `true` as it starts and `false` as it ends, and
    /// a `Float` binding is set as a `Double` one is.
    @Test func aSliderShowsItsLabelsAndSaysWhenADragStartsAndEnds() throws {
        final class Log { var events: [Bool] = [] }
        struct Volume: View {
            let log: Log
            @State var level: Float = 0.5
            var body: some View {
                VStack {
                    Slider(value: $level, in: 0...1) { Text("Volume").accessibilityIdentifier("label") }
                        minimumValueLabel: { Text("0").accessibilityIdentifier("min") }
                        maximumValueLabel: { Text("1").accessibilityIdentifier("max") }
                        onEditingChanged: { log.events.append($0) }
                        .accessibilityIdentifier("slider")
                    Text("level \(Int(level * 100))").accessibilityIdentifier("level-\(Int((level * 100).rounded()))")
                }
                .frame(width: 300)
            }
        }
        let log = Log()
        let host = HeadlessHost(rootView: Volume(log: log), width: 320, height: 100)
        host.renderFrame()
        let label = try #require(host.frame(of: "label")), low = try #require(host.frame(of: "min")), high = try #require(host.frame(of: "max"))
        #expect(label.maxX < low.minX && low.maxX < high.minX)
        #expect(host.frame(of: "level-50") != nil)
        // Drag the knob to the track's start: the level goes to 0.
        let slider = try #require(host.frame(of: "slider"))
        host.drag(from: CGPoint(x: (low.maxX + high.minX) / 2, y: slider.midY), to: CGPoint(x: low.maxX + 2, y: slider.midY))
        host.renderFrame()
        #expect(host.frame(of: "level-0") != nil)
        #expect(log.events == [true, false])
    }
}
