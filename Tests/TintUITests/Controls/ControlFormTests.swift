import Foundation
import Testing
import TintUI

/// The initializer forms and modifiers of the controls: `ProgressView` with a current value
/// label, a timer interval or a Foundation `Progress`; `Stepper(format:)`; `Toggle(sources:)`
/// and `systemImage:` forms; `RenameButton`; palette pickers and horizontal radio groups.
@MainActor
@Suite struct ControlFormTests {
    @Test func progressShowsItsCurrentValueLabelBelowTheBar() {
        let host = HeadlessHost(rootView: ProgressView(value: 0.5) { Text("Downloading") } currentValueLabel: { Text("50%").accessibilityIdentifier("current") }
            .accessibilityIdentifier("progress"), width: 300, height: 100)
        host.renderFrame()
        #expect(host.texts() == ["Downloading", "50%"])
        let current = host.frame(of: "current")!, progress = host.frame(of: "progress")!
        #expect(current.maxY == progress.maxY, "the current value is the last line, under the bar")
    }

    /// The filled width of a bar: its accent-coloured pixels along the middle row of the frame.
    private func filledWidth(_ host: HeadlessHost, in frame: CGRect, row: Int) -> Int {
        (Int(frame.minX)..<Int(frame.maxX)).filter { x in
            let p = host.pixel(x: x, y: row)
            return p.b > 200 && p.r < 100
        }.count
    }

    @Test func aTimerProgressFollowsTheClock() {
        let start = Date(timeIntervalSinceReferenceDate: 1_000_000)
        let host = HeadlessHost(rootView: ProgressView(timerInterval: start...start.addingTimeInterval(100), countsDown: false)
            .frame(width: 200).accessibilityIdentifier("timer"), width: 300, height: 100)
        host.currentDate = start.addingTimeInterval(25)
        host.renderFrame()
        let frame = host.frame(of: "timer")!
        let row = Int(frame.minY) + 3
        let early = filledWidth(host, in: frame, row: row)
        #expect(host.texts().contains("0:25"), "the default label is the time gone: \(host.texts())")
        host.currentDate = start.addingTimeInterval(75)
        host.renderFrame()
        let late = filledWidth(host, in: frame, row: row)
        #expect(abs(early - 50) <= 3 && abs(late - 150) <= 3, "a quarter, then three quarters of 200: \(early), \(late)")
        #expect(host.texts().contains("1:15"))
        host.currentDate = start.addingTimeInterval(500)
        host.renderFrame()
        #expect(filledWidth(host, in: frame, row: row) >= 197, "full once the interval is over")
    }

    @Test func aCountdownEmpties() {
        let start = Date(timeIntervalSinceReferenceDate: 1_000_000)
        let host = HeadlessHost(rootView: ProgressView(timerInterval: start...start.addingTimeInterval(100)).frame(width: 200).accessibilityIdentifier("timer"),
                                width: 300, height: 100)
        host.currentDate = start.addingTimeInterval(25)
        host.renderFrame()
        let frame = host.frame(of: "timer")!
        #expect(abs(filledWidth(host, in: frame, row: Int(frame.minY) + 3) - 150) <= 3)
        #expect(host.texts().contains("1:15"), "the time left: \(host.texts())")
    }

    @Test func aFoundationProgressIsReadAsItAdvances() {
        let progress = Progress(totalUnitCount: 10)
        progress.completedUnitCount = 2
        let host = HeadlessHost(rootView: ProgressView(progress).frame(width: 200).accessibilityIdentifier("p"), width: 300, height: 60)
        host.renderFrame()
        let frame = host.frame(of: "p")!
        let row = Int(frame.midY)
        #expect(abs(filledWidth(host, in: frame, row: row) - 40) <= 3)
        progress.completedUnitCount = 7
        host.currentDate = host.currentDate.addingTimeInterval(0.2)
        host.renderFrame()
        #expect(abs(filledWidth(host, in: frame, row: row) - 140) <= 3, "read again on the next tick")
    }

    @Test func aFormattedStepperShowsAndStepsItsValue() {
        struct Screen: View {
            @State var weight = 1.5
            var body: some View {
                Stepper("Weight", value: $weight, in: 0...2, step: 0.25, format: .number)
            }
        }
        let host = HeadlessHost(rootView: Screen(), width: 300, height: 60)
        host.renderFrame()
        #expect(host.texts().contains("1.5"), "\(host.texts())")
        host.tap("stepper-increment")
        host.renderFrame()
        #expect(host.texts().contains("1.75"))
        host.tap("stepper-increment")
        host.tap("stepper-increment")
        host.renderFrame()
        #expect(host.texts().contains("2"), "kept inside the range: \(host.texts())")
    }

    struct Sources: View {
        @State var flags = [true, false, true]
        var body: some View {
            VStack {
                Toggle("All", sources: $flags, isOn: \.self).toggleStyle(.checkbox).accessibilityIdentifier("all")
                Text(flags.map { $0 ? "1" : "0" }.joined()).accessibilityIdentifier("flags")
            }
        }
    }

    @Test func aToggleOfSourcesTurnsThemAllOnThenOff() {
        let host = HeadlessHost(rootView: Sources(), width: 300, height: 100)
        host.renderFrame()
        #expect(host.texts().contains("101"))
        host.tap("all")
        host.renderFrame()
        #expect(host.texts().contains("111"), "a mixed toggle turns every source on")
        host.tap("all")
        host.renderFrame()
        #expect(host.texts().contains("000"), "then every one off")
    }

    @Test func aMixedCheckboxShowsADash() {
        struct Mixed: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Text(configuration.isMixed ? "mixed" : configuration.isOn ? "on" : "off")
            }
        }
        struct Screen: View {
            @State var some = [true, false]
            @State var all = [true, true]
            var body: some View {
                VStack {
                    Toggle("Some", sources: $some, isOn: \.self)
                    Toggle("All", sources: $all, isOn: \.self)
                }
                .toggleStyle(Mixed())
            }
        }
        let host = HeadlessHost(rootView: Screen(), width: 300, height: 100)
        host.renderFrame()
        #expect(host.texts() == ["mixed", "on"])
    }

    @Test func systemImageFormsDrawTheSymbolBeforeTheTitle() {
        func titleX(_ view: some View) -> CGFloat {
            let host = HeadlessHost(rootView: view.fixedSize().accessibilityIdentifier("control"), width: 300, height: 200)
            host.renderFrame()
            #expect(host.texts().first == "Wi-Fi" || host.texts().first == "Flavor", "\(host.texts())")
            return host.frame(of: "control")!.width
        }
        #expect(titleX(Toggle("Wi-Fi", systemImage: "wifi", isOn: .constant(true))) > titleX(Toggle("Wi-Fi", isOn: .constant(true))) + 12)
        #expect(titleX(Picker("Flavor", systemImage: "star", selection: .constant(1)) { Text("One").tag(1) })
                > titleX(Picker("Flavor", selection: .constant(1)) { Text("One").tag(1) }) + 12)
    }

    @Test func aRenameButtonRunsTheRenameActionOrIsDisabled() {
        struct Screen: View {
            @State var renamed = 0
            var body: some View {
                VStack {
                    RenameButton().accessibilityIdentifier("rename").renameAction { renamed += 1 }
                    RenameButton().accessibilityIdentifier("orphan")
                    Text("renamed \(renamed)").accessibilityIdentifier("renamed-\(renamed)")
                }
            }
        }
        let host = HeadlessHost(rootView: Screen(), width: 300, height: 200)
        host.renderFrame()
        #expect(host.texts().filter { $0 == "Rename" }.count == 2)
        host.tap("rename")
        host.renderFrame()
        #expect(host.frame(of: "renamed-1") != nil)
        host.tap("orphan")
        host.renderFrame()
        #expect(host.frame(of: "renamed-1") != nil, "a rename button with no action is disabled")
    }

    @Test func aRenameActionCanFocusAField() {
        struct Screen: View {
            @State var name = "Draft"
            @FocusState var editing: Bool
            var body: some View {
                VStack {
                    TextField("Name", text: $name).focused($editing)
                    RenameButton().accessibilityIdentifier("rename")
                    Text(editing ? "editing" : "idle")
                }
                .renameAction($editing)
            }
        }
        let host = HeadlessHost(rootView: Screen(), width: 300, height: 200)
        host.renderFrame()
        #expect(host.texts().contains("idle"))
        host.tap("rename")
        host.renderFrame()
        #expect(host.texts().contains("editing"))
    }

    @Test func aPalettePickerChoosesTheClickedOption() {
        struct Screen: View {
            @State var choice = 1
            var body: some View {
                VStack {
                    Picker("Color", selection: $choice) {
                        Text("R").tag(1).accessibilityIdentifier("r")
                        Text("G").tag(2).accessibilityIdentifier("g")
                    }
                    .pickerStyle(.palette)
                    Text("chose \(choice)").accessibilityIdentifier("chose-\(choice)")
                }
            }
        }
        let host = HeadlessHost(rootView: Screen(), width: 300, height: 100)
        host.renderFrame()
        let r = host.frame(of: "r")!, g = host.frame(of: "g")!
        #expect(r.midY == g.midY && g.minX > r.maxX, "side by side")
        host.tap("g")
        host.renderFrame()
        #expect(host.frame(of: "chose-2") != nil)
    }

    @Test func aHorizontalRadioGroupIsARow() {
        func frames(horizontal: Bool) -> (CGRect, CGRect) {
            let picker = Picker("N", selection: .constant(1)) {
                Text("One").tag(1).accessibilityIdentifier("one")
                Text("Two").tag(2).accessibilityIdentifier("two")
            }.pickerStyle(.radioGroup)
            let host = HeadlessHost(rootView: horizontal ? AnyView(picker.horizontalRadioGroupLayout()) : AnyView(picker), width: 300, height: 100)
            host.renderFrame()
            return (host.frame(of: "one")!, host.frame(of: "two")!)
        }
        let (rowOne, rowTwo) = frames(horizontal: true)
        #expect(rowOne.midY == rowTwo.midY && rowTwo.minX > rowOne.maxX)
        let (columnOne, columnTwo) = frames(horizontal: false)
        #expect(columnTwo.minY > columnOne.maxY)
    }
}
