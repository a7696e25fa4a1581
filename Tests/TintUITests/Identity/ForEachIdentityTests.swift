import Testing
import TintUI

/// Seed 004: people identified by id, whose names change over time.
private struct Person: Identifiable, Equatable, Sendable {
    let id: Int
    var name: String
}

@MainActor
private final class PeopleProbe {
    /// Each row's expanded flag as its body last saw it, by person id.
    var expanded: [Int: Bool] = [:]
    var people: [Person] = (0..<5).map { Person(id: $0, name: "Person \($0)") }
    var write: ((([Person]) -> [Person])) -> Void = { _ in }
}

/// A row with local state (expanded or not) that must follow its person.
private struct PersonRow: View {
    let person: Person
    let probe: PeopleProbe
    @State var expanded = false

    var body: some View {
        probe.expanded[person.id] = expanded
        return HStack {
            Text(person.name)
            Button(expanded ? "Less" : "More") { expanded.toggle() }
                .accessibilityIdentifier("toggle-\(person.id)")
        }
    }
}

private struct People: View {
    let probe: PeopleProbe
    @State var people: [Person]

    init(probe: PeopleProbe) {
        self.probe = probe
        _people = State(initialValue: probe.people)
    }

    var body: some View {
        probe.write = { change in people = change(people) }
        return VStack(spacing: 0) {
            ForEach(people) { person in
                PersonRow(person: person, probe: probe)
            }
        }
    }
}

/// RULES 2.4, 2.5 and seed 004: identity against equality in a keyed list.
@MainActor
@Suite struct ForEachIdentityTests {
    private func mounted() -> (HeadlessHost, PeopleProbe) {
        let probe = PeopleProbe()
        let host = HeadlessHost(rootView: People(probe: probe), width: 320, height: 400)
        host.renderFrame()
        host.tap("toggle-2")  // person 2 is expanded
        host.renderFrame()
        probe.expanded = [:]
        return (host, probe)
    }

    /// Editing one person re-runs only that row; identity keeps every row's state.
    @Test func seed004_editOnePersonRunsOnlyItsRow() {
        let (host, probe) = mounted()
        probe.write { people in var p = people; p[3].name = "Renamed"; return p }
        let report = host.renderFrame()
        #expect(report.bodyEvaluations == ["People": 1, "PersonRow": 1])
        #expect(report.explanations.contains("PersonRow: person changed (==)"))  // Person is Equatable: its == decides
        #expect(probe.expanded == [3: false])
    }

    /// Moving a person moves its row with its state: person 2 stays expanded wherever it goes.
    @Test func rule2_4_moveCarriesState() {
        let (host, probe) = mounted()
        probe.write { people in var p = people; let moved = p.remove(at: 2); p.append(moved); return p }
        let report = host.renderFrame()
        #expect(report.bodyEvaluations["PersonRow"] == nil)  // nothing about any row changed
        host.tap("toggle-4")
        host.renderFrame()
        #expect(probe.expanded == [4: true])
        // Person 2's row, now last, still shows "Less" (expanded): its frame is the last row's.
        let last = host.frame(of: "toggle-2")!, four = host.frame(of: "toggle-4")!
        #expect(last.minY > four.minY)
        probe.expanded = [:]
        host.tap("toggle-2")
        host.renderFrame()
        #expect(probe.expanded == [2: false], "person 2 was expanded before the move; the tap collapses it")
    }

    /// Deleting a person ends its row's state; inserting one with the same id later starts fresh.
    @Test func rule2_4_deleteEndsStateInsertStartsFresh() {
        let (host, probe) = mounted()
        probe.write { $0.filter { $0.id != 2 } }
        let deleted = host.renderFrame()
        #expect(deleted.bodyEvaluations["PersonRow"] == nil)
        #expect(host.frame(of: "toggle-2") == nil)
        probe.write { $0 + [Person(id: 2, name: "Person 2")] }
        let inserted = host.renderFrame()
        #expect(inserted.bodyEvaluations["PersonRow"] == 1)
        #expect(probe.expanded == [2: false])
    }

    /// Inserting at the front mounts one row; the others keep their state and are skipped.
    @Test func rule2_4_insertAtFront() {
        let (host, probe) = mounted()
        probe.write { [Person(id: 99, name: "New")] + $0 }
        let report = host.renderFrame()
        #expect(report.bodyEvaluations == ["People": 1, "PersonRow": 1])
        #expect(probe.expanded == [99: false])
        #expect(host.frame(of: "toggle-99")!.minY < host.frame(of: "toggle-0")!.minY)
    }

    /// 2.5: a duplicate id warns, naming it, and the first occurrence keeps the state.
    @Test func rule2_5_duplicateIDsWarnAndKeepFirstState() {
        let (host, probe) = mounted()
        probe.write { $0 + [Person(id: 2, name: "Twin")] }
        let report = host.renderFrame()
        #expect(report.warnings.contains { $0.contains("ID 2 occurs more than once") })
        #expect(probe.expanded == [2: false])  // the twin's new row, fresh state; not a crash
        probe.expanded = [:]
        probe.write { people in var p = people; p[2].name = "First of two"; return p }
        host.renderFrame()
        #expect(probe.expanded == [2: true], "the first occurrence kept person 2's expanded state")
    }

    /// A duplicate of an id the diff trimmed as common prefix is found too, and when the
    /// duplicate goes, ids are unique again and every row keeps its state.
    @Test func rule2_5_duplicateOfATrimmedIDComesAndGoes() {
        let (host, probe) = mounted()
        probe.write { $0 + [Person(id: 0, name: "Twin of 0")] }
        let report = host.renderFrame()
        #expect(report.warnings.contains { $0.contains("ID 0 occurs more than once") })
        probe.write { Array($0.dropLast()) }
        let removed = host.renderFrame()
        #expect(removed.warnings.isEmpty)
        probe.expanded = [:]
        probe.write { people in var p = people; p[2].name = "Still expanded"; return p }
        host.renderFrame()
        #expect(probe.expanded == [2: true])
    }

    /// `ForEach` over a constant range is keyed by offset.
    @Test func rule2_4_rangeKeyedByOffset() {
        struct Rows: View {
            @State var count = 3
            var body: some View {
                VStack {
                    Button("Add") { count += 1 }.accessibilityIdentifier("add")
                    ForEach(0..<count) { index in Text("Row \(index)").accessibilityIdentifier("row-\(index)") }
                }
            }
        }
        let host = HeadlessHost(rootView: Rows(), width: 320, height: 240)
        host.renderFrame()
        #expect(host.frame(of: "row-2") != nil && host.frame(of: "row-3") == nil)
        host.tap("add")
        host.renderFrame()
        #expect(host.frame(of: "row-3") != nil)
    }
}
