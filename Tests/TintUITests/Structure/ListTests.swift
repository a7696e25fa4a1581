import Foundation
import Testing
import TintUI

/// `List`: static rows and sections, rows from data (lazily built), selection by click, Shift,
/// Ctrl and the arrow keys, deletion with the Delete key, and diffing of rows.
@MainActor
@Suite struct ListTests {
    struct Note: Identifiable, Equatable {
        let id: Int
        var title: String
    }

    static func notes(_ count: Int) -> [Note] { (0..<count).map { Note(id: $0, title: "Note \($0)") } }

    struct NoteRow: View {
        let note: Note
        var body: some View { Text(note.title).accessibilityIdentifier("row-\(note.id)") }
    }

    @Test func staticRowsAndSectionsShowHeadersRowsAndFootersInOrder() throws {
        struct Probe: View {
            var body: some View {
                List {
                    Section {
                        Text("Inbox").accessibilityIdentifier("inbox")
                        Text("Sent").accessibilityIdentifier("sent")
                    } header: {
                        Text("Mail").accessibilityIdentifier("header")
                    } footer: {
                        Text("2 mailboxes").accessibilityIdentifier("footer")
                    }
                    Text("Trash").accessibilityIdentifier("trash")
                }
            }
        }
        let host = HeadlessHost(rootView: Probe(), width: 300, height: 300)
        host.renderFrame()
        let header = try #require(host.frame(of: "header"))
        let inbox = try #require(host.frame(of: "inbox"))
        let sent = try #require(host.frame(of: "sent"))
        let footer = try #require(host.frame(of: "footer"))
        let trash = try #require(host.frame(of: "trash"))
        #expect(header.maxY <= inbox.minY)
        #expect(inbox.maxY <= sent.minY)
        #expect(sent.maxY <= footer.minY)
        #expect(footer.maxY <= trash.minY)
        // Rows are leading-aligned, inset by the style (inset style on macOS: 10 + 8 points).
        #expect(inbox.minX == 18)
        #expect(sent.minX == inbox.minX)
    }

    struct Selectable: View {
        let notes: [Note]
        @State var selection: Int?
        var body: some View {
            VStack {
                List(notes, selection: $selection) { note in NoteRow(note: note) }
                Text("selected \(selection.map(String.init) ?? "none")").accessibilityIdentifier("selected-\(selection.map(String.init) ?? "none")")
            }
        }
    }

    @Test func aClickSelectsARowAndDrawsItSelected() throws {
        let host = HeadlessHost(rootView: Selectable(notes: Self.notes(5)), width: 300, height: 300)
        host.renderFrame()
        let row = try #require(host.frame(of: "row-2"))
        #expect(host.pixel(x: Int(row.maxX) + 20, y: Int(row.midY)) != RGBA8(Color.accentColor))
        host.tap("row-2")
        host.renderFrame()
        #expect(host.frame(of: "selected-2") != nil)
        // The selected row is drawn in the accent colour, across the row.
        #expect(host.pixel(x: Int(row.maxX) + 20, y: Int(row.midY)) == RGBA8(Color.accentColor))
        host.tap("row-4")
        host.renderFrame()
        #expect(host.frame(of: "selected-4") != nil)
        #expect(host.pixel(x: Int(row.maxX) + 20, y: Int(row.midY)) != RGBA8(Color.accentColor))
        // Ctrl-click on the selected row deselects it.
        host.tap("row-4", modifiers: .control)
        host.renderFrame()
        #expect(host.frame(of: "selected-none") != nil)
    }

    @Test func selectingARowRunsOnlyTheRowsWhoseSelectionChanged() throws {
        let host = HeadlessHost(rootView: Selectable(notes: Self.notes(1_000)), width: 300, height: 600)
        host.renderFrame()
        host.tap("row-3")
        host.renderFrame()
        host.tap("row-7")
        let report = host.renderFrame()
        // The two rows whose selection changed run their row bodies; no note row runs (their
        // content is equal), and neither does any other row.
        #expect(report.bodyEvaluations["_ListRow<NoteRow>"] == 2)
        #expect(report.bodyEvaluations["NoteRow"] == nil)
    }

    struct MultiSelect: View {
        @State var selection: Set<Int> = []
        var body: some View {
            VStack {
                List(ListTests.notes(10), selection: $selection) { note in NoteRow(note: note) }
                Text("sel").accessibilityIdentifier("sel-" + selection.sorted().map(String.init).joined(separator: ","))
            }
        }
    }

    @Test func shiftExtendsAndCtrlTogglesASetSelection() throws {
        let host = HeadlessHost(rootView: MultiSelect(), width: 300, height: 400)
        host.renderFrame()
        host.tap("row-2")
        host.renderFrame()
        host.tap("row-5", modifiers: .shift)
        host.renderFrame()
        #expect(host.frame(of: "sel-2,3,4,5") != nil)
        host.tap("row-8", modifiers: .control)
        host.renderFrame()
        #expect(host.frame(of: "sel-2,3,4,5,8") != nil)
        host.tap("row-3", modifiers: .control)
        host.renderFrame()
        #expect(host.frame(of: "sel-2,4,5,8") != nil)
        host.tap("row-1")
        host.renderFrame()
        #expect(host.frame(of: "sel-1") != nil)
    }

    @Test func arrowKeysMoveAndShiftArrowsExtendTheSelection() throws {
        let host = HeadlessHost(rootView: MultiSelect(), width: 300, height: 400)
        host.renderFrame()
        // Nothing selected: Down selects the first row.
        #expect(host.pressKey("Down"))
        host.renderFrame()
        #expect(host.frame(of: "sel-0") != nil)
        host.pressKey("Down")
        host.renderFrame()
        host.pressKey("Down", shift: true)
        host.renderFrame()
        #expect(host.frame(of: "sel-1,2") != nil)
        host.pressKey("Up")
        host.renderFrame()
        #expect(host.frame(of: "sel-1") != nil)
    }

    struct Deletable: View {
        @State var notes = ListTests.notes(6)
        @State var selection: Set<Int> = []
        var body: some View {
            VStack {
                List(selection: $selection) {
                    ForEach(notes) { note in NoteRow(note: note) }
                        .onDelete { notes.remove(atOffsets: $0) }
                }
                Text("ids").accessibilityIdentifier("ids-" + notes.map { String($0.id) }.joined(separator: ","))
            }
        }
    }

    @Test func theDeleteKeyDeletesTheSelectedRowsThroughOnDelete() throws {
        let host = HeadlessHost(rootView: Deletable(), width: 300, height: 400)
        host.renderFrame()
        host.tap("row-1")
        host.renderFrame()
        host.tap("row-3", modifiers: .control)
        host.renderFrame()
        #expect(host.pressKey("Backspace"))
        host.renderFrame()
        #expect(host.frame(of: "ids-0,2,4,5") != nil)
        #expect(host.frame(of: "row-1") == nil)
        #expect(host.frame(of: "row-3") == nil)
        // The selection went with the rows: Delete again deletes nothing.
        host.pressKey("Backspace")
        host.renderFrame()
        #expect(host.frame(of: "ids-0,2,4,5") != nil)
    }

    /// Two lists side by side (folders and notes): Delete and the arrows go to the list
    /// clicked last, as the list that holds the keyboard on a desktop, not always to the first.
    struct TwoLists: View {
        @State var folders = ListTests.notes(4)
        @State var notes = (10..<14).map { Note(id: $0, title: "Note \($0)") }
        @State var folderSelection: Set<Int> = []
        @State var noteSelection: Set<Int> = []
        var body: some View {
            VStack {
                HStack {
                    List(selection: $folderSelection) {
                        ForEach(folders) { folder in NoteRow(note: folder) }
                            .onDelete { folders.remove(atOffsets: $0) }
                    }
                    List(selection: $noteSelection) {
                        ForEach(notes) { note in NoteRow(note: note) }
                            .onDelete { notes.remove(atOffsets: $0) }
                    }
                }
                Text("ids").accessibilityIdentifier("ids-" + (folders + notes).map { String($0.id) }.joined(separator: ","))
            }
        }
    }

    @Test func keysGoToTheListClickedLast() throws {
        let host = HeadlessHost(rootView: TwoLists(), width: 400, height: 300)
        host.renderFrame()
        host.tap("row-1")
        host.renderFrame()
        host.tap("row-12")
        host.renderFrame()
        #expect(host.pressKey("Backspace"))
        host.renderFrame()
        #expect(host.frame(of: "ids-0,1,2,3,10,11,13") != nil, "the note went, not the folder")
        host.tap("row-2")
        host.renderFrame()
        host.pressKey("Down")
        host.renderFrame()
        #expect(host.pressKey("Backspace"))
        host.renderFrame()
        #expect(host.frame(of: "ids-0,1,2,10,11,13") != nil, "Down moved the folder selection to 3, which went")
    }

    @Test func aListOf100kRowsBuildsOnlyTheRowsInView() throws {
        struct Big: View {
            let notes = ListTests.notes(100_000)
            var body: some View { List(notes) { note in NoteRow(note: note) } }
        }
        let host = HeadlessHost(rootView: Big(), width: 300, height: 400)
        host.renderFrame()
        #expect(host.frame(of: "row-0") != nil)
        #expect(host.frame(of: "row-99999") == nil)
        #expect(host.bodyEvaluationCount(of: NoteRow.self) < 60)
        #expect(host.mountedViewCount < 2_000)
        // Scrolled to the end, the last rows are built and shown.
        host.scroll("row-0", to: CGPoint(x: 0, y: 100_000 * 24))
        host.renderFrame()
        let last = try #require(host.frame(of: "row-99999"))
        #expect(last.maxY <= 400)
        #expect(host.frame(of: "row-0") == nil)
    }

    @Test func rowsOfABindingEditTheirElement() throws {
        struct Editable: View {
            @State var notes = ListTests.notes(3)
            var body: some View {
                VStack {
                    // The `$note in` form, as SwiftUI code writes it: it builds without a warning.
                    List($notes) { $note in
                        Button(note.title) { note.title += "!" }.accessibilityIdentifier("edit-\(note.id)")
                    }
                    ForEach($notes) { $note in
                        Toggle(note.title, isOn: Binding(get: { note.title.hasSuffix("!") }, set: { _ in note.title += "?" }))
                            .accessibilityIdentifier("toggle-\(note.id)")
                    }
                    Text(notes.map(\.title).joined(separator: "|")).accessibilityIdentifier("titles-" + notes.map(\.title).joined(separator: "|"))
                }
            }
        }
        let host = HeadlessHost(rootView: Editable(), width: 300, height: 300)
        host.renderFrame()
        host.tap("edit-1")
        host.renderFrame()
        #expect(host.frame(of: "titles-Note 0|Note 1!|Note 2") != nil)
        host.tap("toggle-2")
        host.renderFrame()
        #expect(host.frame(of: "titles-Note 0|Note 1!|Note 2?") != nil)
    }

    @Test func removeAndMoveAtOffsetsFollowSwiftUI() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([1, 3]))
        #expect(letters == ["a", "c", "e"])
        var moving = ["a", "b", "c", "d"]
        moving.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
        #expect(moving == ["b", "c", "a", "d"])
        moving = ["a", "b", "c", "d"]
        moving.move(fromOffsets: IndexSet([2, 3]), toOffset: 0)
        #expect(moving == ["c", "d", "a", "b"])
        moving = ["a", "b", "c", "d"]
        moving.move(fromOffsets: IndexSet(integer: 1), toOffset: 4)
        #expect(moving == ["a", "c", "d", "b"])
        // Offsets outside the array are ignored, with a warning, rather than trapping.
        var short = ["a"]
        _ = RuntimeWarnings.drain()
        short.remove(atOffsets: IndexSet([0, 5]))
        #expect(short.isEmpty)
        // Taken here, so it shows in no other test's frame report.
        #expect(RuntimeWarnings.drain().contains { $0.contains("remove(atOffsets:)") })
    }

    @Test func changingOneRowOf1000RunsAtMostThreeBodies() throws {
        struct Parent: View {
            @State var notes = ListTests.notes(1_000)
            var body: some View {
                VStack {
                    Button("Edit") { notes[2].title = "Edited" }.accessibilityIdentifier("edit")
                    List(notes) { note in NoteRow(note: note) }
                }
            }
        }
        let host = HeadlessHost(rootView: Parent(), width: 300, height: 500)
        host.renderFrame()
        host.tap("edit")
        let report = host.renderFrame()
        // The parent, the list and the changed row's content: the list's row wrapper around it
        // changed too (its content did).
        #expect(report.bodyEvaluations["NoteRow"] == 1)
        #expect(report.bodyEvaluations["_ListRow<NoteRow>"] == 1)
        #expect(report.totalBodyEvaluations <= 4)
    }
}

/// Bad input to lists: a selection of an id no row has, duplicate ids.
@MainActor
@Suite struct ListBadInputTests {
    @Test func aSelectionMatchingNoRowWarnsAndSelectsNothing() throws {
        struct Stray: View {
            @State var selection: Int? = 42
            var body: some View {
                List(ListTests.notes(3), selection: $selection) { ListTests.NoteRow(note: $0) }
            }
        }
        let host = HeadlessHost(rootView: Stray(), width: 300, height: 200)
        let report = host.renderFrame()
        #expect(report.warnings.contains { $0.contains("matches no row") && $0.contains("42") })
        let row = try #require(host.frame(of: "row-0"))
        #expect(host.pixel(x: Int(row.maxX) + 20, y: Int(row.midY)) != RGBA8(Color.accentColor))
    }

    /// The warning comes once for as long as the same values match no row, not at every body
    /// run of the list (a random-input soak of the demo repeated it); another stray value is
    /// said again.
    @Test func aStraySelectionIsSaidOnceWhileItStays() throws {
        struct Stray: View {
            @State var selection: Int? = 42
            @State var tick = 0
            var body: some View {
                VStack {
                    Button("Tick") { tick += 1 }.accessibilityIdentifier("tick")
                    Button("Other") { selection = 43 }.accessibilityIdentifier("other")
                    List(ListTests.notes(3 + tick % 2), selection: $selection) { ListTests.NoteRow(note: $0) }
                }
            }
        }
        let host = HeadlessHost(rootView: Stray(), width: 300, height: 300)
        #expect(host.renderFrame().warnings.filter { $0.contains("matches no row") }.count == 1)
        for _ in 0..<3 {
            host.tap("tick")
            let report = host.renderFrame()
            #expect(report.bodyEvaluations.keys.contains { $0.hasPrefix("List") }, "the list's body ran")
            #expect(!report.warnings.contains { $0.contains("matches no row") })
        }
        host.tap("other")
        #expect(host.renderFrame().warnings.contains { $0.contains("matches no row") && $0.contains("43") })
    }

    @Test func duplicateIdsInAListWarnAndDoNotCrash() throws {
        struct Duplicates: View {
            var body: some View {
                List([1, 1, 2], id: \.self) { Text("Row \($0)") }
            }
        }
        let host = HeadlessHost(rootView: Duplicates(), width: 300, height: 200)
        let report = host.renderFrame()
        #expect(report.warnings.contains { $0.contains("1") })
    }
}

/// `.onMove`: dragging a row by whole row heights moves it.
@MainActor
@Suite struct ListMoveTests {
    struct Movable: View {
        @State var notes = ListTests.notes(5)
        var body: some View {
            VStack {
                List {
                    ForEach(notes) { note in ListTests.NoteRow(note: note) }
                        .onMove { notes.move(fromOffsets: $0, toOffset: $1) }
                }
                Text("ids").accessibilityIdentifier("ids-" + notes.map { String($0.id) }.joined(separator: ","))
            }
        }
    }

    @Test func draggingARowDownTwoRowsMovesItThere() throws {
        let host = HeadlessHost(rootView: Movable(), width: 300, height: 400)
        host.renderFrame()
        let row1 = try #require(host.frame(of: "row-1"))
        let row2 = try #require(host.frame(of: "row-2"))
        let pitch = row2.midY - row1.midY
        host.drag(from: CGPoint(x: row1.midX, y: row1.midY), to: CGPoint(x: row1.midX, y: row1.midY + 2 * pitch))
        host.renderFrame()
        #expect(host.frame(of: "ids-0,2,3,1,4") != nil)
        // And back up by one.
        let moved = try #require(host.frame(of: "row-1"))
        host.drag(from: CGPoint(x: moved.midX, y: moved.midY), to: CGPoint(x: moved.midX, y: moved.midY - pitch))
        host.renderFrame()
        #expect(host.frame(of: "ids-0,2,1,3,4") != nil)
    }

    @Test func aListOfDataMovesToo() throws {
        struct DataList: View {
            @State var notes = ListTests.notes(4)
            var body: some View {
                VStack {
                    List {
                        ForEach(notes) { ListTests.NoteRow(note: $0) }
                            .onDelete { notes.remove(atOffsets: $0) }
                            .onMove { notes.move(fromOffsets: $0, toOffset: $1) }
                    }
                    .listStyle(.plain)
                    Text("ids").accessibilityIdentifier("ids-" + notes.map { String($0.id) }.joined(separator: ","))
                }
            }
        }
        let host = HeadlessHost(rootView: DataList(), width: 300, height: 400)
        host.renderFrame()
        let row0 = try #require(host.frame(of: "row-0"))
        let row1 = try #require(host.frame(of: "row-1"))
        // Far past the end: lands last.
        host.drag(from: CGPoint(x: row0.midX, y: row0.midY), to: CGPoint(x: row0.midX, y: row0.midY + 10 * (row1.midY - row0.midY)))
        host.renderFrame()
        #expect(host.frame(of: "ids-1,2,3,0") != nil)
    }
}
