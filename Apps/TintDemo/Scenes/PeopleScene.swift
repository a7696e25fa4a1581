import TintUI

/// Seed 004, identity against equality: 1,000 people in a lazy list. Each row keeps whether it
/// is expanded in its own `@State`, which follows its person through inserts, deletes, shuffles
/// and edits (ids, not positions); an edit re-runs only the edited row.
public struct PeopleScene: View {
    struct Person: Identifiable, Equatable, Sendable {
        let id: Int
        var name: String
        var city: String
    }

    private static let names = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "John", "Margaret", "Niklaus"]
    private static let cities = ["London", "Arlington", "Manchester", "Austin", "Boston", "Stanford", "Albany", "Princeton", "Cambridge", "Zurich"]

    @State var people = (0..<1_000).map { Person(id: $0, name: "\(PeopleScene.names[$0 % 10]) #\($0)", city: PeopleScene.cities[($0 / 10) % 10]) }
    @State var nextID = 1_000
    @State var edits = 0
    /// What the search field filters by (Ctrl+F reaches it).
    @State var query = ""

    public init() {}

    /// The people whose name or city holds the query: rows keep their state as they are
    /// filtered out and back, since each follows its person's id.
    private var shown: [Person] {
        query.isEmpty ? people : people.filter { $0.name.localizedCaseInsensitiveContains(query) || $0.city.localizedCaseInsensitiveContains(query) }
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            SceneHeader(title: "People", caption: "Expand a row, then insert, delete, shuffle or edit: the row stays expanded because its state follows the person's id.")
            HStack {
                Button("Insert") {
                    people.insert(Person(id: nextID, name: "New person #\(nextID)", city: "Nowhere"), at: 0)
                    nextID += 1
                }.accessibilityIdentifier("insert")
                Button("Delete") { if !people.isEmpty { people.removeFirst() } }.accessibilityIdentifier("delete")
                Button("Shuffle") { people.reverse() }.accessibilityIdentifier("shuffle")
                Button("Edit") {
                    edits += 1
                    if people.count > 2 { people[2].name += " (edited \(edits))" }
                }.accessibilityIdentifier("edit")
                Spacer()
                Text("\(people.count) people").foregroundColor(Color.demoGrey(0.4))
            }
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(shown) { PersonRow(person: $0) }
                }
            }
            .accessibilityIdentifier("people")
            .border(Color.demoGrey(0.8))
        }
        .padding(16)
        .searchable(text: $query, prompt: "Find a person")
    }
}

/// One person; tapping it shows or hides the city.
struct PersonRow: View {
    let person: PeopleScene.Person
    @State var expanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack {
                Text(expanded ? "▾" : "▸").foregroundColor(Color.demoGrey(0.5))
                Text(person.name)
                Spacer()
            }
            if expanded {
                Text("lives in \(person.city)").font(.caption).foregroundColor(Color.demoGrey(0.4)).padding(.leading, 18)
            }
        }
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(expanded ? Color.demoHighlight : Color(.textBackgroundColor))
        .onTapGesture { expanded.toggle() }
        .accessibilityIdentifier("person-\(person.id)")
    }
}
