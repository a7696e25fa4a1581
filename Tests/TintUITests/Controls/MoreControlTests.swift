import Foundation
import Testing
import TintUI

/// `Picker` in its four styles, `Stepper`, `ProgressView`, `DisclosureGroup`, `SecureField`,
/// toggle styles, `.disabled`, `.allowsHitTesting` and `.labelsHidden`.
@MainActor
@Suite struct MoreControlTests {
    enum Flavor: String, CaseIterable, Identifiable {
        case vanilla, chocolate, mint
        var id: String { rawValue }
    }

    struct Pickers: View {
        let style: String
        @State var flavor = Flavor.vanilla
        var body: some View {
            VStack {
                picker
                Text("chosen").accessibilityIdentifier("chosen-\(flavor.rawValue)")
            }
        }

        @ViewBuilder var picker: some View {
            let base = Picker("Flavor", selection: $flavor) {
                // Tagged by the elements themselves (`id: \.self`), as the selection is a `Flavor`.
                ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue.capitalized).accessibilityIdentifier("option-\($0.rawValue)") }
            }
            switch style {
            case "segmented": base.pickerStyle(.segmented)
            case "inline": base.pickerStyle(.inline)
            case "radio": base.pickerStyle(.radioGroup)
            default: base.pickerStyle(.menu)
            }
        }
    }

    @Test(arguments: ["segmented", "inline", "radio"])
    func aVisiblePickerChoosesTheClickedOption(style: String) throws {
        let host = HeadlessHost(rootView: Pickers(style: style), width: 400, height: 200)
        host.renderFrame()
        #expect(host.frame(of: "chosen-vanilla") != nil)
        host.tap("option-mint")
        host.renderFrame()
        #expect(host.frame(of: "chosen-mint") != nil)
    }

    /// Options tagged by `.tag` with modifiers after it (an identifier, padding) keep their tag,
    /// as in SwiftUI: a tap on the identified option chooses it. They used to lose the tag and
    /// drop out of the picker.
    @Test(arguments: ["segmented", "inline", "menu"])
    func aTagInsideOtherModifiersStillTagsTheOption(style: String) throws {
        struct Tagged: View {
            let style: String
            @State var choice = 1
            var body: some View {
                VStack {
                    let picker = Picker("Size", selection: $choice) {
                        Text("Small").tag(1).accessibilityIdentifier("small")
                        Text("Large").tag(2).padding(.horizontal, 4).accessibilityIdentifier("large")
                    }
                    switch style {
                    case "segmented": picker.pickerStyle(.segmented)
                    case "inline": picker.pickerStyle(.inline)
                    default: picker.pickerStyle(.menu)
                    }
                    Text("chose \(choice)").accessibilityIdentifier("chose-\(choice)")
                }
            }
        }
        let host = HeadlessHost(rootView: Tagged(style: style), width: 400, height: 200)
        let first = host.renderFrame()
        #expect(!first.warnings.contains { $0.contains("matches no option") }, "\(first.warnings)")
        if style == "menu" {
            host.tap("small")
            host.renderFrame()
        }
        host.tap("large")
        host.renderFrame()
        #expect(host.frame(of: "chose-2") != nil, "\(style)")
    }

    @Test func aMenuPickerShowsTheSelectionAndChoosesFromItsPopup() throws {
        let host = HeadlessHost(rootView: Pickers(style: "menu"), width: 400, height: 300)
        host.renderFrame()
        // Closed: only the selected option shows, on the pop-up button.
        #expect(host.frame(of: "option-vanilla") != nil)
        #expect(host.frame(of: "option-mint") == nil)
        host.tap("option-vanilla")
        host.renderFrame()
        host.tap("option-chocolate")
        host.renderFrame()
        #expect(host.frame(of: "chosen-chocolate") != nil)
        #expect(host.frame(of: "option-mint") == nil)
    }

    @Test func aSelectionMatchingNoTagWarns() throws {
        struct Stray: View {
            @State var value = 7
            var body: some View {
                Picker("Number", selection: $value) {
                    Text("One").tag(1)
                    Text("Two").tag(2)
                }
            }
        }
        let host = HeadlessHost(rootView: Stray(), width: 300, height: 100)
        #expect(host.renderFrame().warnings.contains { $0.contains("matches no option") })
    }

    @Test func aStepperStaysInItsRangeAndRepairsABadStep() throws {
        struct Steps: View {
            @State var count = 9
            @State var level = 0.5
            var body: some View {
                VStack {
                    Stepper("Count \(count)", value: $count, in: 0...10).accessibilityIdentifier("count-\(count)")
                    Stepper("Level", value: $level, in: 0...1, step: .nan).accessibilityIdentifier("level-\(level)")
                }
            }
        }
        let host = HeadlessHost(rootView: Steps(), width: 300, height: 200)
        let first = host.renderFrame()
        #expect(first.warnings.contains { $0.contains("Stepper step nan") })
        let count = try #require(host.frame(of: "count-9"))
        // The increment arrow sits at the trailing end, in the upper half.
        host.tap(at: CGPoint(x: count.maxX - 8, y: count.midY - 5))
        host.renderFrame()
        host.tap(at: CGPoint(x: count.maxX - 8, y: count.midY - 5))
        host.renderFrame()
        #expect(host.frame(of: "count-10") != nil)
        let count10 = try #require(host.frame(of: "count-10"))
        host.tap(at: CGPoint(x: count10.maxX - 8, y: count10.midY + 5))
        host.renderFrame()
        #expect(host.frame(of: "count-9") != nil)
    }

    @Test func aProgressBarFillsItsFractionAndClampsBadValues() throws {
        struct Bars: View {
            var body: some View {
                VStack(spacing: 20) {
                    ProgressView(value: 0.25).frame(width: 200).accessibilityIdentifier("quarter")
                    ProgressView(value: 3.0, total: 2.0).frame(width: 200)
                    ProgressView()
                }
                .padding()
            }
        }
        let host = HeadlessHost(rootView: Bars(), width: 300, height: 200)
        let report = host.renderFrame()
        #expect(report.warnings.contains { $0.contains("outside 0...2.0") })
        let bar = try #require(host.frame(of: "quarter"))
        #expect(host.pixel(x: Int(bar.minX + 25), y: Int(bar.midY)) == RGBA8(Color.accentColor))
        #expect(host.pixel(x: Int(bar.minX + 100), y: Int(bar.midY)) != RGBA8(Color.accentColor))
    }

    /// The indeterminate spinner turns on the host's clock while shown (its frames run no
    /// body), holds still under less motion, and stops animating when it is removed.
    @Test func theSpinnerTurnsWhileShown() throws {
        final class Model: ObservableObject { @Published var busy = true }
        struct Busy: View {
            @ObservedObject var model: Model
            var body: some View {
                VStack {
                    if model.busy { ProgressView().accessibilityIdentifier("spinner") }
                }
                .frame(width: 60, height: 60)
            }
        }
        let model = Model()
        let host = HeadlessHost(rootView: Busy(model: model), width: 60, height: 60)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 10)
        host.renderFrame()
        host.renderFrame()
        let spinner = try #require(host.frame(of: "spinner"))
        func picture() -> [RGBA8] {
            var pixels: [RGBA8] = []
            for y in Int(spinner.minY)..<Int(spinner.maxY) {
                for x in Int(spinner.minX)..<Int(spinner.maxX) { pixels.append(host.pixel(x: x, y: y)) }
            }
            return pixels
        }
        let still = picture()
        host.currentDate = host.currentDate.addingTimeInterval(0.05)
        let frame = host.renderFrame()
        #expect(host.isAnimating)
        #expect(frame.bodyEvaluations.isEmpty, "\(frame.bodyEvaluations)")
        #expect(picture() != still, "turned")
        model.busy = false
        host.renderFrame()
        host.currentDate = host.currentDate.addingTimeInterval(0.05)
        host.renderFrame()
        #expect(!host.isAnimating, "a forever animation ends with its view")

        var options = host.options
        options.reduceMotion = true
        let calm = HeadlessHost(rootView: Busy(model: Model()), width: 60, height: 60)
        calm.options = options
        calm.currentDate = Date(timeIntervalSinceReferenceDate: 10)
        calm.renderFrame()
        calm.renderFrame()
        calm.currentDate = calm.currentDate.addingTimeInterval(0.05)
        calm.renderFrame()
        #expect(!calm.isAnimating, "less motion: still")
    }

    @Test func aDisclosureGroupShowsItsContentWhenClicked() throws {
        struct Group1: View {
            var body: some View {
                DisclosureGroup("Details") { Text("Inside").accessibilityIdentifier("inside") }
                    .accessibilityIdentifier("group")
            }
        }
        let host = HeadlessHost(rootView: Group1(), width: 300, height: 200)
        host.renderFrame()
        #expect(host.frame(of: "inside") == nil)
        host.tap("group")
        host.renderFrame()
        #expect(host.frame(of: "inside") != nil)
    }

    @Test func aSecureFieldShowsBulletsAndGivesNothingToCopy() throws {
        struct Login: View {
            @State var password = ""
            var body: some View {
                VStack {
                    SecureField("Password", text: $password).accessibilityIdentifier("password")
                    Text("typed").accessibilityIdentifier("typed-\(password)")
                }
                .frame(width: 200)
            }
        }
        let host = HeadlessHost(rootView: Login(), width: 300, height: 100)
        host.renderFrame()
        host.tap("password")
        host.type("hunter2")
        host.renderFrame()
        #expect(host.frame(of: "typed-hunter2") != nil)
        host.clipboard = "before"
        host.pressKey("A", control: true)
        host.pressKey("C", control: true)
        host.pressKey("X", control: true)
        host.renderFrame()
        #expect(host.clipboard == "before")
        #expect(host.frame(of: "typed-hunter2") != nil)
    }

    @Test func aCheckboxToggleFlipsAndDrawsItsMark() throws {
        struct Box: View {
            @State var on = false
            var body: some View {
                Toggle("Remember me", isOn: $on).toggleStyle(.checkbox).accessibilityIdentifier("box-\(on)")
            }
        }
        let host = HeadlessHost(rootView: Box(), width: 300, height: 100)
        host.renderFrame()
        let box = try #require(host.frame(of: "box-false"))
        #expect(host.pixel(x: Int(box.minX + 3), y: Int(box.midY)) != RGBA8(Color.accentColor))
        host.tap("box-false")
        host.renderFrame()
        #expect(host.frame(of: "box-true") != nil)
        #expect(host.pixel(x: Int(box.minX + 3), y: Int(box.midY)) == RGBA8(Color.accentColor))
    }

    @Test func disabledControlsAndViewsWithoutHitTestingTakeNoClicks() throws {
        struct Panel: View {
            @State var clicks = 0
            @State var disabled = true
            var body: some View {
                VStack {
                    Button("Click") { clicks += 1 }.disabled(disabled).accessibilityIdentifier("disabled")
                    Button("Click") { clicks += 1 }.allowsHitTesting(false).accessibilityIdentifier("ghost")
                    Button("Enable") { disabled = false }.accessibilityIdentifier("enable")
                    Text("clicks").accessibilityIdentifier("clicks-\(clicks)")
                }
            }
        }
        let host = HeadlessHost(rootView: Panel(), width: 300, height: 200)
        host.renderFrame()
        host.tap("disabled")
        host.tap("ghost")
        host.renderFrame()
        #expect(host.frame(of: "clicks-0") != nil)
        host.tap("enable")
        host.renderFrame()
        host.tap("disabled")
        host.renderFrame()
        #expect(host.frame(of: "clicks-1") != nil)
    }

    @Test func labelsHiddenLeavesTheControlAlone() throws {
        struct Hidden: View {
            @State var on = true
            var body: some View {
                HStack {
                    Toggle("A long label that would take room", isOn: $on).labelsHidden().accessibilityIdentifier("toggle")
                }
            }
        }
        let host = HeadlessHost(rootView: Hidden(), width: 400, height: 100)
        host.renderFrame()
        let toggle = try #require(host.frame(of: "toggle"))
        #expect(toggle.width < 50)
    }
}

/// The older `Stepper` order, `onEditingChanged` before the label, still compiles and steps.
@MainActor
@Suite struct StepperOlderFormTests {
    @Test func theOlderArgumentOrderSteps() throws {
        struct Old: View {
            @State var value = 1
            var body: some View {
                Stepper(value: $value, in: 0...3, step: 1, onEditingChanged: { _ in }, label: { Text("Value \(value)") })
                    .accessibilityIdentifier("value-\(value)")
            }
        }
        let host = HeadlessHost(rootView: Old(), width: 200, height: 60)
        host.renderFrame()
        let frame = try #require(host.frame(of: "value-1"))
        host.tap(at: CGPoint(x: frame.maxX - 8, y: frame.midY - 5))
        host.renderFrame()
        #expect(host.frame(of: "value-2") != nil)
    }
}
