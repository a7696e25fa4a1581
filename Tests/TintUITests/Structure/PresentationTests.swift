import Foundation
import Testing
import TintUI

/// Sheets, alerts and confirmation dialogs: drawn over the window, modal, dismissed by their
/// buttons, by Escape and by `\.dismiss`.
@MainActor
@Suite struct PresentationTests {
    private struct SheetContent: View {
        @Environment(\.dismiss) var dismiss
        @State var edits = 0
        var body: some View {
            VStack {
                Text("Edits \(edits)").accessibilityIdentifier("edits")
                Button("Edit") { edits += 1 }.accessibilityIdentifier("edit")
                Button("Done") { dismiss() }.accessibilityIdentifier("done")
            }
            .padding()
        }
    }

    private struct Presenter: View {
        @State var showSheet = false
        @State var dismissals = 0
        @State var clicks = 0
        var body: some View {
            VStack {
                Button("Show") { showSheet = true }.accessibilityIdentifier("show")
                Button("Click \(clicks)") { clicks += 1 }.accessibilityIdentifier("click")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .sheet(isPresented: $showSheet, onDismiss: { dismissals += 1 }) { SheetContent() }
        }
    }

    @Test func aSheetShowsOverTheWindowAndItsDismissCloses() throws {
        let host = HeadlessHost(rootView: Presenter(), width: 400, height: 300)
        host.renderFrame()
        #expect(host.frame(of: "done") == nil)
        let backgroundBefore = host.pixel(x: 5, y: 295)
        host.tap("show")
        host.renderFrame()
        let done = try #require(host.frame(of: "done"))
        // A sheet: at the top centre of the window, over a dimmed backdrop.
        #expect(abs(done.midX - 200) < 1)
        #expect(done.minY < 150)
        #expect(host.pixel(x: 5, y: 295) != backgroundBefore)
        #expect(firstDifference(host.pixelBuffer, host.fullRepaint()) == nil)
        // The sheet keeps its state while it is up.
        host.tap("edit")
        host.renderFrame()
        host.tap("edit")
        host.renderFrame()
        #expect(host.frame(of: "edits") != nil)
        host.tap("done")
        host.renderFrame()
        #expect(host.frame(of: "done") == nil)
        #expect(host.pixel(x: 5, y: 295) == backgroundBefore)
        #expect(firstDifference(host.pixelBuffer, host.fullRepaint()) == nil)
        // onDismiss ran once; presenting again starts the sheet's state afresh.
        host.tap("show")
        host.renderFrame()
        #expect(host.bodyEvaluationCount(of: SheetContent.self) >= 4)
    }

    @Test func whileASheetIsUpTheViewsBeneathTakeNoClicks() throws {
        let host = HeadlessHost(rootView: Presenter(), width: 400, height: 300)
        host.renderFrame()
        let click = try #require(host.frame(of: "click"))
        host.tap("show")
        host.renderFrame()
        host.tap(at: CGPoint(x: click.midX, y: click.midY))
        let report = host.renderFrame()
        #expect(report.bodyEvaluations["Presenter"] == nil)
        // Escape closes the sheet; then the button beneath works again.
        #expect(host.pressKey("Escape"))
        host.renderFrame()
        #expect(host.frame(of: "done") == nil)
        host.tap(at: CGPoint(x: click.midX, y: click.midY))
        #expect(host.renderFrame().bodyEvaluations["Presenter"] == 1)
    }

    @Test func onDismissRunsOnceForEachDismissal() throws {
        struct Probe: View {
            @State var shown = false
            @State var dismissed = 0
            var body: some View {
                VStack {
                    Button("Show") { shown = true }.accessibilityIdentifier("show")
                    Text("dismissed \(dismissed)").accessibilityIdentifier("count-\(dismissed)")
                }
                .sheet(isPresented: $shown, onDismiss: { dismissed += 1 }) {
                    Text("Sheet").padding().accessibilityIdentifier("sheet")
                }
            }
        }
        let host = HeadlessHost(rootView: Probe(), width: 400, height: 300)
        host.renderFrame()
        for round in 1...2 {
            host.tap("show")
            host.renderFrame()
            #expect(host.frame(of: "sheet") != nil)
            host.pressKey("Escape")
            host.renderFrame()
            host.renderFrame()
            #expect(host.frame(of: "count-\(round)") != nil)
        }
    }

    private struct Item: Identifiable {
        let id: Int
    }

    @Test func aSheetForAnItemShowsThatItem() throws {
        struct Probe: View {
            @State var item: Item?
            var body: some View {
                HStack {
                    Button("One") { item = Item(id: 1) }.accessibilityIdentifier("one")
                    Button("Two") { item = Item(id: 2) }.accessibilityIdentifier("two")
                }
                .sheet(item: $item) { item in
                    Text("Item \(item.id)").padding().accessibilityIdentifier("item-\(item.id)")
                }
            }
        }
        let host = HeadlessHost(rootView: Probe(), width: 400, height: 300)
        host.renderFrame()
        host.tap("two")
        host.renderFrame()
        #expect(host.frame(of: "item-2") != nil)
        #expect(host.frame(of: "item-1") == nil)
        host.pressKey("Escape")
        host.renderFrame()
        #expect(host.frame(of: "item-2") == nil)
    }

    private struct AlertProbe: View {
        @State var showAlert = false
        @State var log: [String] = []
        var body: some View {
            VStack {
                Button("Delete") { showAlert = true }.accessibilityIdentifier("delete")
                Text(log.joined(separator: ",")).accessibilityIdentifier("log:" + log.joined(separator: ","))
            }
            .alert("Delete the note?", isPresented: $showAlert) {
                Button("Delete", role: .destructive) { log.append("deleted") }.accessibilityIdentifier("confirm")
                Button("Cancel", role: .cancel) { log.append("cancelled") }.accessibilityIdentifier("cancel")
            } message: {
                Text("This cannot be undone.").accessibilityIdentifier("message")
            }
        }
    }

    @Test func anAlertButtonRunsItsActionAndClosesTheAlert() throws {
        let host = HeadlessHost(rootView: AlertProbe(), width: 400, height: 300)
        host.renderFrame()
        #expect(host.frame(of: "confirm") == nil)
        host.tap("delete")
        host.renderFrame()
        let message = try #require(host.frame(of: "message"))
        // Centred in the window.
        #expect(abs(message.midX - 200) < 1)
        host.tap("confirm")
        host.renderFrame()
        #expect(host.frame(of: "confirm") == nil)
        #expect(host.frame(of: "log:deleted") != nil)
    }

    @Test func escapeRunsTheCancelActionOfAnAlert() throws {
        let host = HeadlessHost(rootView: AlertProbe(), width: 400, height: 300)
        host.renderFrame()
        host.tap("delete")
        host.renderFrame()
        #expect(host.pressKey("Escape"))
        host.renderFrame()
        #expect(host.frame(of: "cancel") == nil)
        #expect(host.frame(of: "log:cancelled") != nil)
    }

    /// Return runs the default (prominent) action, as macOS's alerts do: here the first that
    /// neither cancels nor destroys; with only those, nothing; with no actions, OK.
    @Test func returnRunsTheDefaultActionOfAnAlert() throws {
        struct Probe: View {
            @State var shown = false
            @State var log: [String] = []
            var body: some View {
                Button("Ask") { shown = true }.accessibilityIdentifier("ask")
                    .overlay { Text("log").accessibilityIdentifier("log:" + log.joined(separator: ",")) }
                    .alert("Save?", isPresented: $shown) {
                        Button("Don't Save", role: .destructive) { log.append("discarded") }
                        Button("Save") { log.append("saved") }.accessibilityIdentifier("save")
                        Button("Cancel", role: .cancel) { log.append("cancelled") }
                    }
            }
        }
        let host = HeadlessHost(rootView: Probe(), width: 400, height: 300)
        host.renderFrame()
        host.tap("ask")
        host.renderFrame()
        #expect(host.pressKey("Return"))
        host.renderFrame()
        #expect(host.frame(of: "save") == nil, "the alert closed")
        #expect(host.frame(of: "log:saved") != nil)
        // The destructive action is not the default: Return does nothing to an alert with
        // only it and Cancel.
        let onlyDestructive = HeadlessHost(rootView: AlertProbe(), width: 400, height: 300)
        onlyDestructive.renderFrame()
        onlyDestructive.tap("delete")
        onlyDestructive.renderFrame()
        #expect(!onlyDestructive.pressKey("Return"))
        onlyDestructive.renderFrame()
        #expect(onlyDestructive.frame(of: "confirm") != nil)
    }

    @Test func anAlertWithoutActionsShowsOK() throws {
        struct Probe: View {
            @State var shown = true
            var body: some View {
                Text("Behind").alert("Saved", isPresented: $shown) {}
            }
        }
        let host = HeadlessHost(rootView: Probe(), width: 300, height: 200)
        host.renderFrame()
        // The OK button is drawn prominent (accent colour) at the centre, under the title.
        var accent = 0
        for y in 80..<140 where host.pixel(x: 150, y: y) == RGBA8(Color.accentColor) { accent += 1 }
        #expect(accent > 5)
    }

    @Test func dismissOutsideAPresentationWarnsAndDoesNothing() throws {
        struct Probe: View {
            @Environment(\.dismiss) var dismiss
            var body: some View { Button("Close") { dismiss() }.accessibilityIdentifier("close") }
        }
        let host = HeadlessHost(rootView: Probe(), width: 200, height: 100)
        host.renderFrame()
        host.tap("close")
        #expect(host.renderFrame().warnings.contains { $0.contains("not presented or pushed") })
    }
}

/// Keyboard focus goes to the top presentation only.
@MainActor
@Suite struct PresentationFocusTests {
    struct Probe: View {
        @State var name = ""
        @State var shown = false
        var body: some View {
            VStack {
                TextField("Name", text: $name).accessibilityIdentifier("field")
                Text("name").accessibilityIdentifier("name-\(name)")
            }
            // Typing a third letter opens the sheet while the field keeps the focus.
            .onChange(of: name) { if name.count == 3 { shown = true } }
            .sheet(isPresented: $shown) { Text("Sheet").padding().accessibilityIdentifier("sheet") }
        }
    }

    @Test func aFieldBeneathASheetLosesTheFocus() throws {
        let host = HeadlessHost(rootView: Probe(), width: 400, height: 300)
        host.renderFrame()
        host.tap("field")
        host.type("Ada")
        host.renderFrame()
        host.renderFrame()
        #expect(host.frame(of: "name-Ada") != nil)
        #expect(host.frame(of: "sheet") != nil)
        host.type("xyz")
        host.renderFrame()
        #expect(host.frame(of: "name-Ada") != nil)
    }
}

/// A sheet's first text field has the focus when it opens, as on macOS, and one Escape in it
/// closes the sheet.
@MainActor
@Suite struct SheetFieldFocusTests {
    struct Probe: View {
        @State var shown = false
        @State var title = ""
        var body: some View {
            VStack {
                Button("New") { shown = true }.accessibilityIdentifier("new")
                Text("title").accessibilityIdentifier("title-\(title)")
            }
            .sheet(isPresented: $shown) {
                VStack {
                    Text("New note")
                    TextField("Title", text: $title).accessibilityIdentifier("field")
                    TextField("Body", text: .constant("")).accessibilityIdentifier("second")
                }
                .padding()
            }
        }
    }

    @Test func typingReachesTheSheetsFirstFieldAndOneEscapeClosesIt() throws {
        let host = HeadlessHost(rootView: Probe(), width: 400, height: 300)
        host.renderFrame()
        host.tap("new")
        host.renderFrame()
        host.type("Plan")
        host.renderFrame()
        #expect(host.frame(of: "title-Plan") != nil, "typed into the first field without a click")
        host.pressKey("Escape")
        host.renderFrame()
        #expect(host.frame(of: "field") == nil, "one Escape closed the sheet")
        #expect(host.frame(of: "title-Plan") != nil)
    }
}

/// SwiftUI's older alert API, `onChange(of:initial:)`, `navigationDestination(isPresented:)`.
@MainActor
@Suite struct OlderAndNewerFormsTests {
    @Test func theOlderAlertAPIShowsItsButtonsAndRunsThem() throws {
        struct Legacy: View {
            @State var shown = false
            @State var log = ""
            var body: some View {
                VStack {
                    Button("Ask") { shown = true }.accessibilityIdentifier("ask")
                    Text(log).accessibilityIdentifier("log-\(log)")
                }
                .alert(isPresented: $shown) {
                    Alert(title: Text("Sure?"), message: Text("Really."),
                          primaryButton: .destructive(Text("Erase")) { log = "erased" },
                          secondaryButton: .cancel())
                }
            }
        }
        let host = HeadlessHost(rootView: Legacy(), width: 400, height: 300)
        host.renderFrame()
        host.tap("ask")
        host.renderFrame()
        let before = host.pixel(x: 5, y: 5)
        #expect(before != RGBA8(Color.white))
        // Escape runs the cancel button: nothing logged, the alert gone.
        host.pressKey("Escape")
        host.renderFrame()
        #expect(host.frame(of: "log-") != nil)
        #expect(host.pixel(x: 5, y: 5) == RGBA8(Color.white))
    }

    @Test func onChangeWithInitialRunsOnAppearanceAndOnEachChange() throws {
        struct Probe: View {
            @State var value = 1
            @State var seen: [String] = []
            var body: some View {
                VStack {
                    Button("Bump") { value += 1 }.accessibilityIdentifier("bump")
                    Text("seen").accessibilityIdentifier("seen-" + seen.joined(separator: ","))
                }
                .onChange(of: value, initial: true) { old, new in seen.append("\(old)>\(new)") }
            }
        }
        let host = HeadlessHost(rootView: Probe(), width: 300, height: 200)
        host.renderFrame()
        host.renderFrame()
        #expect(host.frame(of: "seen-1>1") != nil)
        host.tap("bump")
        host.renderFrame()
        host.renderFrame()
        #expect(host.frame(of: "seen-1>1,1>2") != nil)
    }

    @Test func aDestinationPresentedByABindingIsPushedAndPoppingClearsIt() throws {
        struct Probe: View {
            @State var showing = false
            var body: some View {
                NavigationStack {
                    VStack {
                        Button("Show") { showing = true }.accessibilityIdentifier("show")
                        Text("flag").accessibilityIdentifier("showing-\(showing)")
                    }
                    .navigationDestination(isPresented: $showing) { Text("Pushed").accessibilityIdentifier("pushed") }
                }
            }
        }
        let host = HeadlessHost(rootView: Probe(), width: 400, height: 300)
        host.renderFrame()
        host.tap("show")
        host.renderFrame()
        host.renderFrame()
        #expect(host.frame(of: "pushed") != nil)
        host.tap("navigation-back")
        host.renderFrame()
        host.renderFrame()
        #expect(host.frame(of: "showing-false") != nil)
    }
}

/// Presenting while presented: a sheet from inside a sheet is fine; two from one level warn.
@MainActor
@Suite struct NestedPresentationTests {
    struct Twice: View {
        @State var first = false
        @State var second = false
        var body: some View {
            VStack {
                Button("Both") { first = true; second = true }.accessibilityIdentifier("both")
            }
            .sheet(isPresented: $first) {
                Text("First").padding().accessibilityIdentifier("first")
            }
            .sheet(isPresented: $second) {
                Text("Second").padding().accessibilityIdentifier("second")
            }
        }
    }

    @Test func twoSheetsFromOneLevelWarnAndBothShow() throws {
        let host = HeadlessHost(rootView: Twice(), width: 300, height: 200)
        host.renderFrame()
        host.tap("both")
        let report = host.renderFrame()
        #expect(report.warnings.contains { $0.contains("only one at a time") })
        #expect(host.frame(of: "first") != nil && host.frame(of: "second") != nil)
        // Escape closes the top one, then the other: nothing is lost.
        host.pressKey("Escape")
        host.renderFrame()
        #expect((host.frame(of: "first") == nil) != (host.frame(of: "second") == nil))
        host.pressKey("Escape")
        host.renderFrame()
        #expect(host.frame(of: "first") == nil && host.frame(of: "second") == nil)
    }

    /// A sheet ("open") whose content presents another ("more", showing "deeper").
    struct Nested: View {
        @State var outer = false
        var body: some View {
            Button("Open") { outer = true }.accessibilityIdentifier("open")
                .sheet(isPresented: $outer) { Inner() }
        }
    }

    struct Inner: View {
        @State var inner = false
        var body: some View {
            Button("More") { inner = true }.accessibilityIdentifier("more")
                .sheet(isPresented: $inner) { Text("Deeper").padding().accessibilityIdentifier("deeper") }
        }
    }

    @Test func aSheetFromASheetIsNotAWarning() throws {
        let host = HeadlessHost(rootView: Nested(), width: 300, height: 200)
        host.renderFrame()
        host.tap("open")
        host.renderFrame()
        host.tap("more")
        let report = host.renderFrame()
        #expect(!report.warnings.contains { $0.contains("only one at a time") })
        #expect(host.frame(of: "deeper") != nil)
    }
}
