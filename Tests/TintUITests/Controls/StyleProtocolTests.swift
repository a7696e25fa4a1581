import Foundation
import Testing
import TintUI

/// The style protocols with a configuration (`PrimitiveButtonStyle`, `MenuStyle`, `GaugeStyle`,
/// `LabeledContentStyle`, `ControlGroupStyle`, `DisclosureGroupStyle`), the built-in looks they
/// choose between, and `buttonBorderShape`.
@MainActor
@Suite struct StyleProtocolTests {
    /// Triggers on a secondary click only: a primary click on the label does nothing, so the
    /// action runs only when the style calls `trigger()`.
    struct SecondaryClickTrigger: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(4).contextMenu { Button("Run") { configuration.trigger() }.accessibilityIdentifier("run") }
        }
    }

    struct Wrapping: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration).padding(8).accessibilityIdentifier("wrapped-\(configuration.role == .destructive ? "destructive" : "plain")")
        }
    }

    @Test func aPrimitiveStyleDecidesWhenTheActionRuns() {
        struct Screen: View {
            @State var count = 0
            var body: some View {
                VStack {
                    Button("Go") { count += 1 }.accessibilityIdentifier("go").buttonStyle(SecondaryClickTrigger())
                    Text("ran \(count)").accessibilityIdentifier("ran-\(count)")
                }
            }
        }
        let host = HeadlessHost(rootView: Screen(), width: 300, height: 200)
        host.renderFrame()
        host.tap("go")
        host.renderFrame()
        #expect(host.frame(of: "ran-0") != nil, "a click the style does not trigger on runs nothing")
        host.secondaryTap("go")
        host.renderFrame()
        host.tap("run")
        host.renderFrame()
        #expect(host.frame(of: "ran-1") != nil, "the style's trigger() runs the action")
    }

    @Test func buttonOfAConfigurationIsABuiltInButtonWithTheRole() {
        struct Screen: View {
            @State var count = 0
            var body: some View {
                VStack {
                    Button("Delete", role: .destructive) { count += 1 }.buttonStyle(Wrapping())
                    Text("ran \(count)").accessibilityIdentifier("ran-\(count)")
                }
            }
        }
        let host = HeadlessHost(rootView: Screen(), width: 300, height: 200)
        host.renderFrame()
        let frame = host.frame(of: "wrapped-destructive")
        #expect(frame != nil, "the configuration carries the role")
        guard let frame else { return }
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        host.renderFrame()
        #expect(host.frame(of: "ran-1") != nil)
        // The inner button draws the built-in bezel (not the custom style again): its padding
        // leaves the wrapper's 8 points of margin clear of the bezel's border.
        let bezel = host.pixel(x: Int(frame.minX) + 9, y: Int(frame.midY))
        let margin = host.pixel(x: Int(frame.minX) + 2, y: Int(frame.midY))
        #expect(bezel != margin)
    }

    @Test func borderShapesRoundTheBezel() {
        func corner(_ shape: ButtonBorderShape) -> RGBA8 {
            let host = HeadlessHost(rootView: Button("Save") {}.buttonBorderShape(shape).accessibilityIdentifier("b"), width: 200, height: 80)
            host.renderFrame()
            let frame = host.frame(of: "b")!
            return host.pixel(x: Int(frame.minX) + 1, y: Int(frame.minY) + 1)
        }
        let background = HeadlessHost(rootView: Color.clear, width: 10, height: 10)
        background.renderFrame()
        let clear = background.pixel(x: 5, y: 5)
        #expect(corner(.automatic) != clear, "the square push button fills its corner")
        #expect(corner(.capsule) == clear, "a capsule leaves its corner empty")
        #expect(corner(.roundedRectangle(radius: 8)) == clear)
        #expect(corner(.roundedRectangle(radius: 0)) != clear)
    }

    @Test func menuStylesAndAPrimaryAction() {
        struct Red: MenuStyle {
            func makeBody(configuration: Configuration) -> some View {
                Menu(configuration).padding(6).background(Color.red).accessibilityIdentifier("red-menu")
            }
        }
        struct Screen: View {
            @State var primary = 0
            @State var copied = 0
            var body: some View {
                VStack {
                    Menu("Actions") {
                        Button("Copy") { copied += 1 }.accessibilityIdentifier("copy")
                    } primaryAction: {
                        primary += 1
                    }
                    .accessibilityIdentifier("actions")
                    Menu("Styled", systemImage: "ellipsis") { Button("x") {} }.menuStyle(Red())
                    Text("\(primary) \(copied)").accessibilityIdentifier("counts-\(primary)-\(copied)")
                }
            }
        }
        let host = HeadlessHost(rootView: Screen(), width: 400, height: 300)
        host.renderFrame()
        #expect(host.frame(of: "red-menu") != nil, "the custom style wraps the menu")
        let actions = host.frame(of: "actions")!
        host.tap(at: CGPoint(x: actions.minX + 12, y: actions.midY))
        host.renderFrame()
        #expect(host.frame(of: "counts-1-0") != nil, "a click on the label runs the primary action")
        #expect(host.frame(of: "copy") == nil, "and opens no menu")
        host.tap("menu-indicator")
        host.renderFrame()
        host.tap("copy")
        host.renderFrame()
        #expect(host.frame(of: "counts-1-1") != nil, "the indicator opens the menu")
    }

    @Test func aHiddenIndicatorLeavesTheLabelAlone() {
        func width(_ visibility: Visibility) -> CGFloat {
            let host = HeadlessHost(rootView: Menu("Actions") { Button("x") {} }.menuIndicator(visibility).fixedSize().accessibilityIdentifier("m"),
                                    width: 300, height: 100)
            host.renderFrame()
            return host.frame(of: "m")!.width
        }
        #expect(width(.hidden) < width(.visible))
    }

    @Test func gaugeStylesReadTheConfiguration() {
        struct Percent: GaugeStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack {
                    configuration.label
                    Text("at \(Int(configuration.value * 100))").accessibilityIdentifier("at-\(Int(configuration.value * 100))")
                    if configuration.currentValueLabel == nil { Text("no current").accessibilityIdentifier("no-current") }
                    if configuration.minimumValueLabel != nil { Text("has min").accessibilityIdentifier("has-min") }
                }
            }
        }
        let host = HeadlessHost(rootView: Gauge(value: 30, in: 0...120) { Text("Speed") }.gaugeStyle(Percent()), width: 300, height: 200)
        host.renderFrame()
        #expect(host.frame(of: "at-25") != nil, "the value is the place in the range")
        #expect(host.frame(of: "no-current") != nil)
        #expect(host.frame(of: "has-min") == nil)
        #expect(host.texts().contains("Speed"))
    }

    @Test(arguments: ["accessoryCircular", "accessoryCircularCapacity"])
    func circularGaugesDrawARing(style: String) {
        func ringPixels(_ value: Double) -> Int {
            let gauge = Gauge(value: value) { Text("L") } currentValueLabel: { Text("") }
            let view: AnyView = style == "accessoryCircular" ? AnyView(gauge.gaugeStyle(.accessoryCircular)) : AnyView(gauge.gaugeStyle(.accessoryCircularCapacity))
            let host = HeadlessHost(rootView: view.tint(.red), width: 100, height: 100)
            host.renderFrame()
            let ring = host.frame(of: "gauge-ring")!
            #expect(ring.width == 58 && ring.height == 58)
            var red = 0
            for y in Int(ring.minY)..<Int(ring.maxY) {
                for x in Int(ring.minX)..<Int(ring.maxX) {
                    let p = host.pixel(x: x, y: y)
                    if p.r > 200 && p.g < 80 && p.b < 80 { red += 1 }
                }
            }
            return red
        }
        let low = ringPixels(0.1), high = ringPixels(0.9)
        if style == "accessoryCircular" {
            // A marker: the same dot wherever it sits.
            #expect(low > 0 && abs(low - high) < low / 2 + 4)
        } else {
            #expect(high > low * 3, "the capacity ring fills with the value (\(low) → \(high))")
        }
    }

    @Test func labeledContentStyleAndFormat() {
        struct Stacked: LabeledContentStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(alignment: .leading) {
                    configuration.label.accessibilityIdentifier("label")
                    configuration.content.accessibilityIdentifier("content")
                }
            }
        }
        let host = HeadlessHost(rootView: LabeledContent("Count", value: 1234.5, format: .number.precision(.fractionLength(1))).labeledContentStyle(Stacked()),
                                width: 300, height: 200)
        host.renderFrame()
        let label = host.frame(of: "label")!, content = host.frame(of: "content")!
        #expect(content.minY >= label.maxY, "the style stacks the content under the label")
        #expect(host.texts().contains { $0.contains("1") && $0.contains("234.5") }, "\(host.texts())")
        let plain = HeadlessHost(rootView: LabeledContent("Count", value: "3").labeledContentStyle(.automatic), width: 300, height: 60)
        plain.renderFrame()
        #expect(plain.texts() == ["Count", "3"])
    }

    @Test func controlGroupStyles() {
        struct Column: ControlGroupStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack { configuration.content }
            }
        }
        func frames(_ style: String) -> (CGRect, CGRect, [String]) {
            let group = ControlGroup("Zoom") {
                Button("In") {}.accessibilityIdentifier("in")
                Button("Out") {}.accessibilityIdentifier("out")
            }
            let view: AnyView = switch style {
            case "column": AnyView(group.controlGroupStyle(Column()))
            case "menu": AnyView(group.controlGroupStyle(.menu))
            default: AnyView(group.controlGroupStyle(.navigation))
            }
            let host = HeadlessHost(rootView: view, width: 300, height: 200)
            host.renderFrame()
            return (host.frame(of: "in") ?? .zero, host.frame(of: "out") ?? .zero, host.texts())
        }
        let (columnIn, columnOut, _) = frames("column")
        #expect(columnOut.minY >= columnIn.maxY, "the custom style stacks the controls")
        let (rowIn, rowOut, _) = frames("navigation")
        #expect(rowOut.minX >= rowIn.maxX && rowIn.midY == rowOut.midY, "one bezel, side by side")
        let (_, _, menuTexts) = frames("menu")
        #expect(menuTexts.contains("Zoom") && !menuTexts.contains("In"), "collapsed into a menu under its label: \(menuTexts)")
    }

    @Test func disclosureGroupStyleTogglesThroughTheConfiguration() {
        struct Plain: DisclosureGroupStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack {
                    Button { configuration.isExpanded.toggle() } label: { configuration.label }.accessibilityIdentifier("header")
                    if configuration.isExpanded { configuration.content }
                }
            }
        }
        let host = HeadlessHost(rootView: DisclosureGroup("More") { Text("Hidden") }.disclosureGroupStyle(Plain()), width: 300, height: 200)
        host.renderFrame()
        #expect(!host.texts().contains("Hidden"))
        #expect(!host.texts().contains("▸"), "the custom style replaces the triangle")
        host.tap("header")
        host.renderFrame()
        #expect(host.texts().contains("Hidden"))
    }
}
