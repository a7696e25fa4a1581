import Testing
import TintUI

/// `LazyVStack` / `LazyHStack`: only the rows in view, plus overscan, exist; rows that leave are
/// released with their state; the cost follows the viewport, not the row count.
@MainActor
@Suite struct LazyStackTests {
    struct Person: Identifiable, Equatable {
        let id: Int
        var name: String
    }

    struct Row: View {
        let person: Person
        @State var expanded = false
        var body: some View {
            HStack {
                Text(person.name)
                Spacer()
                Button(expanded ? "less" : "more") { expanded.toggle() }.accessibilityIdentifier("toggle\(person.id)")
            }
            .frame(height: expanded ? 40 : 20)
            .accessibilityIdentifier("row\(person.id)")
        }
    }

    struct List: View {
        @State var people: [Person]
        init(count: Int) { _people = State(initialValue: (0..<count).map { Person(id: $0, name: "Person \($0)") }) }
        var body: some View {
            // The viewport is the window's top 200 points.
            VStack(spacing: 0) {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(people) { Row(person: $0) }
                    }
                }
                .accessibilityIdentifier("scroll")
                .frame(height: 200)
                Button("drop first") { people.removeFirst() }.accessibilityIdentifier("drop")
            }
            .frame(maxHeight: .infinity, alignment: .top)
        }
    }

    /// The rows built after a frame: ids of the rows that have a frame.
    private func builtRows(_ host: HeadlessHost, upTo count: Int) -> [Int] {
        (0..<count).filter { host.frame(of: "row\($0)") != nil }
    }

    @Test func onlyTheRowsInViewAndTheOverscanAreBuilt() throws {
        let host = HeadlessHost(rootView: List(count: 100_000), width: 300, height: 240)
        let report = host.renderFrame()
        // A 200-point viewport of 20-point rows: 10 rows show. The first 16 rows, built to learn
        // a row's height, cover them with 6 to spare, within the slack kept to avoid churn.
        #expect(builtRows(host, upTo: 40) == Array(0..<16))
        #expect(report.bodyEvaluations["Row"] == 16)
        #expect(try #require(host.frame(of: "row9")).maxY == 200)
        #expect(report.warnings.isEmpty)
    }

    @Test func scrollingBuildsTheNewRowsAndReleasesTheOldOnes() throws {
        let host = HeadlessHost(rootView: List(count: 100_000), width: 300, height: 240)
        host.renderFrame()
        host.scroll("scroll", by: CGSize(width: 0, height: 20 * 5_000))
        let report = host.renderFrame()
        let built = builtRows(host, upTo: 6_000)
        #expect(built.first == 4_996 && built.last == 5_013, "rows 5,000-5,009 show, 4 of overscan each side")
        #expect(try #require(host.frame(of: "row5000")).minY == 0)
        #expect(report.bodyEvaluations["Row"] == 18)
        #expect(report.warnings.isEmpty)
        #expect(host.frame(of: "row0") == nil)
        // Scrolling a little inside the overscan builds nothing.
        host.scroll("scroll", by: CGSize(width: 0, height: 40))
        let small = host.renderFrame()
        #expect(small.bodyEvaluations["Row"] == nil)
        #expect(try #require(host.frame(of: "row5002")).minY == 0)
    }

    /// A built row keeps its state while it stays built, across data changes that shift it;
    /// a row that is released and built again starts afresh (as in SwiftUI).
    @Test func stateFollowsTheRowWhileItIsBuilt() throws {
        let host = HeadlessHost(rootView: List(count: 1_000), width: 300, height: 240)
        host.renderFrame()
        host.tap("toggle3")
        host.renderFrame()
        #expect(try #require(host.frame(of: "row3")).height == 40)
        host.tap("drop")
        host.renderFrame()
        #expect(host.frame(of: "row0") == nil)
        // Person 3 moved up a row and is still expanded.
        let row3 = try #require(host.frame(of: "row3"))
        #expect(row3.height == 40)
        #expect(row3.minY == 40)
        // Far away and back: released, then built fresh.
        host.scroll("scroll", to: CGPoint(x: 0, y: 10_000))
        host.renderFrame()
        #expect(host.frame(of: "row3") == nil)
        host.scroll("scroll", to: .zero)
        host.renderFrame()
        #expect(try #require(host.frame(of: "row3")).height == 20)
    }

    @Test func lazyHStackAndContentThatIsNotAForEach() throws {
        let view = ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(0..<1_000) { index in Color.green.frame(width: 40).accessibilityIdentifier("c\(index)") }
            }
        }
        .frame(width: 200, height: 30)
        let host = HeadlessHost(rootView: view, width: 200, height: 30)
        host.renderFrame()
        // 4 columns show; the first 16, built to learn a column's width, are kept (see above).
        #expect((0..<30).filter { host.frame(of: "c\($0)") != nil } == Array(0..<16))
        #expect(try #require(host.frame(of: "c1")) == CGRect(x: 50, y: 0, width: 40, height: 30))

        let plain = LazyVStack(alignment: .leading, spacing: 0) {
            Text("a").accessibilityIdentifier("a")
            Color.red.frame(width: 50, height: 10).accessibilityIdentifier("b")
        }
        let plainHost = HeadlessHost(rootView: plain, width: 200, height: 100)
        plainHost.renderFrame()
        let a = try #require(plainHost.frame(of: "a")), b = try #require(plainHost.frame(of: "b"))
        #expect(b.minY == a.maxY && a.minX == b.minX)
    }

    @Test func emptyDataAndGrowingData() throws {
        struct Growing: View {
            @State var count = 0
            var body: some View {
                VStack {
                    Button("add") { count += 3 }.accessibilityIdentifier("add")
                    ScrollView {
                        LazyVStack { ForEach(0..<count, id: \.self) { Text("item \($0)").accessibilityIdentifier("item\($0)") } }
                    }
                }
            }
        }
        let host = HeadlessHost(rootView: Growing(), width: 200, height: 200)
        #expect(host.renderFrame().warnings.isEmpty)
        host.tap("add")
        host.renderFrame()
        #expect((0..<5).filter { host.frame(of: "item\($0)") != nil } == [0, 1, 2])
    }

    /// A list or lazy stack whose data starts empty shows the first element added (a notes app's
    /// first note): with no row built, nothing about the stack's placement changed to ask for it.
    @Test func aFirstElementAddedToEmptyArrayDataShows() throws {
        for lazyStack in [false, true] {
            let host = HeadlessHost(rootView: GrowingNotes(lazyStack: lazyStack), width: 400, height: 300)
            host.renderFrame()
            host.tap("add")
            host.renderFrame()
            #expect(host.frame(of: "item-1") != nil, "lazy stack: \(lazyStack)")
            host.tap("add")
            host.renderFrame()
            #expect(host.frame(of: "item-2") != nil, "lazy stack: \(lazyStack)")
        }
    }
}

/// A list or lazy stack of array data that starts empty (`aFirstElementAddedToEmptyArrayDataShows`).
private struct GrowingNotes: View {
    let lazyStack: Bool
    @State var items: [Int] = []
    @State var selection: Int?
    var body: some View {
        VStack {
            Button("Add") { items.append(items.count + 1) }.accessibilityIdentifier("add")
            if lazyStack {
                ScrollView {
                    LazyVStack { ForEach(items, id: \.self) { item in Text("Item \(item)").accessibilityIdentifier("item-\(item)") } }
                }
            } else {
                List(items, id: \.self, selection: $selection) { item in Text("Item \(item)").accessibilityIdentifier("item-\(item)") }
            }
        }
    }
}
