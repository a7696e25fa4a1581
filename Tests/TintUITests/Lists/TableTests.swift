import Foundation
import Testing
import TintUI

/// `Table`: columns and rows, column widths, sorting by clicking a title, selection, the row
/// builder, styles, and laziness over 100,000 rows.
@MainActor
@Suite struct TableTests {
    struct Person: Identifiable, Hashable {
        let id: Int
        var name: String
        var age: Int
    }

    static let people = [Person(id: 1, name: "Ann", age: 30), Person(id: 2, name: "Bartholomew", age: 25), Person(id: 3, name: "Cy", age: 41)]

    @Test func columnsShowEachRowsCellsLinedUp() throws {
        let host = HeadlessHost(rootView: Table(Self.people) {
            TableColumn("Name", value: \.name)
            TableColumn("Age") { person in Text("\(person.age)").accessibilityIdentifier("age-\(person.id)") }
        }, width: 400, height: 200)
        host.renderFrame()
        let shown = host.texts()
        for text in ["Name", "Age", "Ann", "Bartholomew", "Cy", "30", "25", "41"] { #expect(shown.contains(text), "\(text)") }
        // A long name does not move the next column: every row's age starts at one x.
        let ages = try Self.people.map { try #require(host.frame(of: "age-\($0.id)")) }
        #expect(Set(ages.map(\.minX)).count == 1)
        #expect(ages[0].minY < ages[1].minY && ages[1].minY < ages[2].minY)
        // Two flexible columns share the width: the second starts about halfway.
        #expect(abs(ages[0].minX - 200) < 12)
    }

    @Test func fixedAndBoundedWidths() throws {
        let host = HeadlessHost(rootView: Table(Self.people) {
            TableColumn("Name") { person in Text(person.name).accessibilityIdentifier("name-\(person.id)") }.width(120)
            TableColumn("Age") { person in Text("\(person.age)").accessibilityIdentifier("age-\(person.id)") }.width(min: 40, max: 60)
            TableColumn("Note") { person in Text("n").accessibilityIdentifier("note-\(person.id)") }
        }, width: 400, height: 200)
        host.renderFrame()
        let name = try #require(host.frame(of: "name-1")), age = try #require(host.frame(of: "age-1")), note = try #require(host.frame(of: "note-1"))
        #expect(age.minX - name.minX == 120)
        #expect(note.minX - age.minX == 60)
    }

    struct Sorted: View {
        @State var people = TableTests.people
        @State var order = [KeyPathComparator(\Person.name)]
        var body: some View {
            Table(people, sortOrder: $order) {
                TableColumn("Name", value: \.name) { person in Text(person.name).accessibilityIdentifier("name-\(person.id)") }
                TableColumn("Age", value: \.age) { person in Text("\(person.age)").accessibilityIdentifier("age-\(person.id)") }
            }
            .onChange(of: order) { _, order in people.sort(using: order) }
        }
    }

    @Test func clickingATitleSortsByItsColumn() throws {
        let host = HeadlessHost(rootView: Sorted(), width: 400, height: 200)
        host.renderFrame()
        func order() -> [Int] {
            TableTests.people.map(\.id).sorted { host.frame(of: "age-\($0)")!.minY < host.frame(of: "age-\($1)")!.minY }
        }
        #expect(order() == [1, 2, 3])
        let ageColumn = try #require(host.frame(of: "age-1")).minX
        // (The order changes in one frame; the app sorts in `onChange`, shown in the next.)
        func header() -> [RGBA8] { (0..<24).flatMap { y in (0..<400).map { host.pixel(x: $0, y: y) } } }
        let byName = header()
        host.tap(at: CGPoint(x: ageColumn + 10, y: 12))
        host.renderFrame()
        host.renderFrame()
        #expect(order() == [2, 1, 3])
        // The chevron moved to the age column.
        let ascending = header()
        #expect(ascending != byName)
        // Again: the same column, reversed, and its chevron turned.
        host.tap(at: CGPoint(x: ageColumn + 10, y: 12))
        host.renderFrame()
        host.renderFrame()
        #expect(order() == [3, 1, 2])
        #expect(header() != ascending)
        // The name column's title: sorted by name again.
        host.tap(at: CGPoint(x: 30, y: 12))
        host.renderFrame()
        host.renderFrame()
        #expect(order() == [1, 2, 3])
    }

    struct Selecting: View {
        @State var selection = Set<Int>()
        var body: some View {
            VStack {
                Table(TableTests.people, selection: $selection) {
                    TableColumn("Name") { person in Text(person.name).accessibilityIdentifier("name-\(person.id)") }
                }
                Text("s").accessibilityIdentifier("selected-\(selection.sorted().map(String.init).joined(separator: ","))")
            }
        }
    }

    @Test func rowsSelectAsAListsDo() {
        let host = HeadlessHost(rootView: Selecting(), width: 300, height: 250)
        host.renderFrame()
        host.tap("name-2")
        host.renderFrame()
        #expect(host.frame(of: "selected-2") != nil)
        host.tap("name-3", modifiers: .shift)
        host.renderFrame()
        #expect(host.frame(of: "selected-2,3") != nil)
        _ = host.pressKey("Up")
        host.renderFrame()
        // Up from the selection: the row above it, alone.
        #expect(host.frame(of: "selected-1") != nil)
    }

    @Test func builtRowsAndStaticRows() {
        let host = HeadlessHost(rootView: Table(of: Person.self) {
            TableColumn("Name", value: \.name)
        } rows: {
            TableRow(Person(id: 10, name: "First", age: 1))
            ForEach(Self.people) { person in TableRow(person) }
            if Self.people.count > 1 { TableRow(Person(id: 11, name: "Last", age: 2)) }
        }, width: 300, height: 250)
        host.renderFrame()
        let names = host.texts().filter { ["First", "Ann", "Bartholomew", "Cy", "Last"].contains($0) }
        #expect(names == ["First", "Ann", "Bartholomew", "Cy", "Last"])
    }

    @Test func aHundredThousandRowsAreLazyAndAnEmptyTableShowsItsHeader() {
        let many = (0..<100_000).map { Person(id: $0, name: "Person \($0)", age: $0 % 90) }
        let host = HeadlessHost(rootView: Table(many) {
            TableColumn("Name", value: \.name)
            TableColumn("Age") { Text("\($0.age)") }
        }, width: 400, height: 300)
        host.renderFrame()
        #expect(host.mountedViewCount < 2_000)
        #expect(host.texts().contains("Person 0") && !host.texts().contains("Person 500"))
        let empty = HeadlessHost(rootView: Table([Person]()) { TableColumn("Name", value: \.name) }, width: 300, height: 100)
        empty.renderFrame()
        #expect(empty.texts() == ["Name"])
    }

    @Test func stylesBorderAndAlternate() {
        func pixels(_ view: some View) -> [RGBA8] {
            let host = HeadlessHost(rootView: view, width: 200, height: 120)
            host.renderFrame()
            return (0..<120).flatMap { y in (0..<200).map { host.pixel(x: $0, y: y) } }
        }
        let table = Table(Self.people) { TableColumn("Name", value: \.name) }
        let plain = pixels(table.tableStyle(.inset(alternatesRowBackgrounds: false)))
        let alternating = pixels(table.tableStyle(.inset(alternatesRowBackgrounds: true)))
        let differs = plain != alternating, automatic = pixels(table) == alternating
        let disabled = pixels(table.alternatingRowBackgrounds(.disabled)) == plain
        let bordered = pixels(table.tableStyle(.bordered)) != alternating
        #expect(differs && automatic && disabled && bordered)
        // A list of data rows alternates too (each row reads its offset), by its style or by
        // `alternatingRowBackgrounds`.
        let list = List(Self.people) { Text($0.name) }
        let flat = pixels(list.listStyle(.inset))
        let striped = pixels(list.listStyle(.inset(alternatesRowBackgrounds: true)))
        let enabled = pixels(list.listStyle(.inset).alternatingRowBackgrounds())
        #expect(flat != striped && enabled == striped)
    }
}
