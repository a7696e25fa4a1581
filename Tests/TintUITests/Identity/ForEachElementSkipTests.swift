import Testing
import TintUI

/// How many times a list's content closure built a row view.
@MainActor
private enum RowBuilds {
    static var count = 0
    /// The bits of the content closure of each `ForEach` built, in order.
    static var closures: [[UInt8]] = []

    /// Whether the last two bodies built the same content closure (same function, same
    /// context): the condition of the shortcut. Optimized builds give a closure that captures
    /// nothing one identity; `-Onone` may wrap it in a fresh reabstraction thunk every time.
    static var lastTwoClosuresIdentical: Bool {
        closures.count >= 2 && closures[closures.count - 1] == closures[closures.count - 2]
    }

    /// The frame after a tap on `identifier`, with `count` counting from the tap.
    static func frame(afterTapping identifier: String, in host: HeadlessHost) -> FrameReport {
        count = 0
        host.tap(identifier)
        return host.renderFrame()
    }

    static func record<D, I, C>(_ list: ForEach<D, I, C>) -> ForEach<D, I, C> {
        closures.append(withUnsafeBytes(of: list.content) { Array($0) })
        return list
    }
}

private struct Cell: View {
    let value: Int
    var body: some View { Text("\(value)") }
}

private struct Numbers: View {
    /// Whether the content closure captures something (then it is a new closure every body).
    let capturing: Bool
    @State var values = Array(0..<100)
    @State var suffix = ""
    @Environment(\.font) var font

    var body: some View {
        VStack(spacing: 0) {
            if capturing {
                RowBuilds.record(ForEach(values, id: \.self) { value in
                    RowBuilds.count += 1
                    return Cell(value: value + suffix.count)
                })
            } else {
                RowBuilds.record(ForEach(values, id: \.self) { value in
                    RowBuilds.count += 1
                    return Cell(value: value)
                })
            }
            Button("Change one") { values[50] += 1000 }.accessibilityIdentifier("one")
        }
    }
}

/// A row type a generic list is built from.
private protocol NumberRow: View {
    init(value: Int)
}

extension Cell: NumberRow {}

/// The list generic over its row: its content closure captures `Row`'s metadata, so each body
/// makes a new closure context (holding the same metadata).
private struct GenericNumbers<Row: NumberRow>: View {
    @State var values = Array(0..<100)

    var body: some View {
        VStack(spacing: 0) {
            RowBuilds.record(ForEach(values, id: \.self) { value in
                RowBuilds.count += 1
                return Row(value: value)
            })
            Button("Change one") { values[50] += 1000 }.accessibilityIdentifier("one")
        }
    }
}

/// The same list whose closure also captures a value: new values must reach every row.
private struct ShiftedGenericNumbers<Row: NumberRow>: View {
    @State var values = Array(0..<100)
    @State var shift = 0

    var body: some View {
        VStack(spacing: 0) {
            RowBuilds.record(ForEach(values, id: \.self) { value in
                RowBuilds.count += 1
                return Row(value: value + shift)
            })
            Button("Shift") { shift += 1 }.accessibilityIdentifier("shift")
        }
    }
}

/// A selection read only inside the content closure, as list rows that show whether they are
/// selected read it.
private struct Selectable: View {
    @State var selected = 3
    /// Whether the body reads the selection too (then it runs, and builds the rows itself).
    var bodyReads = false

    var body: some View {
        VStack(spacing: 0) {
            if bodyReads { Text("Selected: \(selected)") }
            ForEach(0..<10, id: \.self) { value in
                Cell(value: value == selected ? -1 : value)
            }
            Button("Select") { selected = 7 }.accessibilityIdentifier("select")
        }
    }
}

private struct Themed: View {
    let capturing: Bool
    @State var size: CGFloat = 12
    var body: some View {
        VStack {
            Numbers(capturing: capturing).font(.system(size: size))
            Button("Grow") { size += 1 }.accessibilityIdentifier("grow")
        }
    }
}

/// Not `Equatable`: compared by its properties, so whole blocks of unchanged entries are
/// compared as bytes.
private struct Entry: Identifiable, Sendable {
    let id: Int
    var title: String
}

private struct EntryRow: View {
    let entry: Entry
    var body: some View { Text(entry.title) }
}

private struct Entries: View {
    @State var entries = (0..<40).map { Entry(id: $0, title: "Entry \($0)") }
    var body: some View {
        VStack(spacing: 0) {
            RowBuilds.record(ForEach(entries) { entry in
                RowBuilds.count += 1
                return EntryRow(entry: entry)
            })
            Button("Edit") { entries[20].title += "!" }.accessibilityIdentifier("edit")
            // "é" precomposed becomes "e" + combining acute: equal strings, different bytes.
            Button("Respell") { entries[5].title = "Entry \u{E9}" }.accessibilityIdentifier("respell")
            Button("Decompose") { entries[5].title = "Entry e\u{301}" }.accessibilityIdentifier("decompose")
        }
    }
}

/// `Equatable` elements: their own `==` decides. It ignores `note`, and says false while
/// `unequal` is set (as a NaN field would).
private struct Tally: Identifiable, Equatable, Sendable {
    let id: Int
    var count = 0
    var note = ""
    var unequal = false

    static func == (a: Tally, b: Tally) -> Bool {
        a.id == b.id && a.count == b.count && !a.unequal && !b.unequal
    }
}

private struct TallyRow: View {
    let tally: Tally
    var body: some View { Text("\(tally.count)\(tally.note)") }
}

private struct Tallies: View {
    @State var tallies = (0..<60).map { Tally(id: $0) }
    var body: some View {
        VStack(spacing: 0) {
            RowBuilds.record(ForEach(tallies) { tally in
                RowBuilds.count += 1
                return TallyRow(tally: tally)
            })
            Button("Two") { tallies[10].count += 1; tallies[45].count += 1 }.accessibilityIdentifier("two")
            Button("Note") { tallies[30].note = "!" }.accessibilityIdentifier("note")
            Button("Unequal") { tallies[3].unequal = true }.accessibilityIdentifier("unequal")
        }
    }
}

/// RULES 2.8: "equality (`==`, else rule 1.3) gives state (update or skip)": a `ForEach`
/// element equal to its old value, under the same content closure, is skipped without
/// building its row view.
@MainActor
@Suite(.serialized) struct ForEachElementSkipTests {
    @Test func rule2_8_unchangedElementsAreNotRebuilt() {
        let host = HeadlessHost(rootView: Themed(capturing: false), width: 320, height: 2400)
        host.renderFrame()
        let report = RowBuilds.frame(afterTapping: "one", in: host)
        #expect(RowBuilds.count == (RowBuilds.lastTwoClosuresIdentical ? 1 : 100))
        #expect(report.bodyEvaluations == ["Numbers": 1, "Cell": 1])
        #expect(report.skippedBodies >= 99)
    }

    @Test func rule2_8_aCapturingClosureRebuildsEveryRowButRunsOnlyTheChangedBody() {
        let host = HeadlessHost(rootView: Themed(capturing: true), width: 320, height: 2400)
        host.renderFrame()
        let report = RowBuilds.frame(afterTapping: "one", in: host)
        #expect(!RowBuilds.lastTwoClosuresIdentical)
        #expect(RowBuilds.count == 100)
        #expect(report.bodyEvaluations == ["Numbers": 1, "Cell": 1])
    }

    /// A new context that holds only the same generic parameters behaves as the old closure:
    /// rows are skipped as under a closure that captures nothing.
    @Test func rule2_8_aClosureOfAGenericViewSkipsUnchangedRows() {
        let host = HeadlessHost(rootView: GenericNumbers<Cell>(), width: 320, height: 2400)
        host.renderFrame()
        let report = RowBuilds.frame(afterTapping: "one", in: host)
        #expect(!RowBuilds.lastTwoClosuresIdentical)
        #expect(RowBuilds.count == 1)
        #expect(report.bodyEvaluations["Cell"] == 1)
        #expect(report.skippedBodies >= 99)
    }

    @Test func rule2_8_aGenericViewsClosureThatCapturesAValueRebuildsEveryRow() {
        let host = HeadlessHost(rootView: ShiftedGenericNumbers<Cell>(), width: 320, height: 2400)
        host.renderFrame()
        let report = RowBuilds.frame(afterTapping: "shift", in: host)
        #expect(RowBuilds.count == 100)
        #expect(report.bodyEvaluations["Cell"] == 100)
    }

    /// The body does not read the selection, the content closure does (later, when the
    /// `ForEach` builds its rows): the write still reaches the rows, and only the two rows
    /// whose view changed run their body (the content counts as a run, as a GeometryReader's).
    @Test func aStateReadOnlyInTheContentClosureUpdatesTheRows() {
        let host = HeadlessHost(rootView: Selectable(), width: 320, height: 400)
        host.renderFrame()
        host.tap("select")
        let report = host.renderFrame()
        #expect(report.bodyEvaluations == ["ForEach content": 1, "Cell": 2])
    }

    /// When the body reads the selection as well, it runs and builds the rows: the content is
    /// not built a second time by its own reads.
    @Test func rowsAreBuiltOnceWhenTheBodyReadsTheSameState() {
        let host = HeadlessHost(rootView: Selectable(bodyReads: true), width: 320, height: 400)
        host.renderFrame()
        host.tap("select")
        let report = host.renderFrame()
        #expect(report.bodyEvaluations == ["Selectable": 1, "Cell": 2])
    }

    @Test func rule2_8_anEnvironmentChangeReachesEveryRow() {
        let host = HeadlessHost(rootView: Themed(capturing: false), width: 320, height: 2400)
        host.renderFrame()
        let report = RowBuilds.frame(afterTapping: "grow", in: host)
        // Every row gets the new environment (Cell reads no environment, so none re-runs).
        #expect(RowBuilds.count == 100)
        #expect(report.bodyEvaluations["Cell"] == nil)
    }

    /// Elements compared by their properties: a changed entry in the middle of a block rebuilds
    /// that row only, and an entry whose bytes changed but whose value did not (a string
    /// respelled in an equivalent Unicode form) rebuilds none.
    @Test func rule2_8_blocksOfUnchangedEntriesAreSkipped() {
        let host = HeadlessHost(rootView: Entries(), width: 320, height: 1200)
        host.renderFrame()
        host.tap("respell")
        host.renderFrame()
        let edit = RowBuilds.frame(afterTapping: "edit", in: host)
        #expect(edit.bodyEvaluations == ["Entries": 1, "EntryRow": 1])
        #expect(RowBuilds.count == (RowBuilds.lastTwoClosuresIdentical ? 1 : 40))
        let respelled = RowBuilds.frame(afterTapping: "decompose", in: host)
        #expect(respelled.bodyEvaluations == ["Entries": 1])
        #expect(RowBuilds.count == (RowBuilds.lastTwoClosuresIdentical ? 0 : 40))
    }

    /// Rows of `Equatable` elements are skipped by the elements' own `==`: two changed rows
    /// far apart are both found; a change `==` ignores schedules nothing (RULES 1.6); an
    /// element whose `==` says false rebuilds its row every time, alongside the changed ones.
    @Test func rule2_8_equatableElementsAreComparedByTheirOwnEquality() {
        let host = HeadlessHost(rootView: Tallies(), width: 320, height: 1600)
        host.renderFrame()
        let two = RowBuilds.frame(afterTapping: "two", in: host)
        #expect(two.bodyEvaluations == ["Tallies": 1, "TallyRow": 2])
        #expect(RowBuilds.count == (RowBuilds.lastTwoClosuresIdentical ? 2 : 60))
        host.tap("note")
        #expect(host.renderFrame().bodyEvaluations.isEmpty)
        host.tap("unequal")
        #expect(host.renderFrame().bodyEvaluations == ["Tallies": 1, "TallyRow": 1])
        let again = RowBuilds.frame(afterTapping: "two", in: host)
        #expect(again.bodyEvaluations == ["Tallies": 1, "TallyRow": 3])
        #expect(RowBuilds.count == (RowBuilds.lastTwoClosuresIdentical ? 3 : 60))
    }

    @Test func rule2_8_alwaysEvaluateRebuildsEveryRow() {
        let host = HeadlessHost(rootView: Themed(capturing: false), width: 320, height: 2400)
        host.options.diffPolicy = .alwaysEvaluate
        host.renderFrame()
        let report = RowBuilds.frame(afterTapping: "one", in: host)
        #expect(RowBuilds.count == 100)
        #expect(report.bodyEvaluations["Cell"] == 100)
    }
}
