import Foundation
import Testing
import TintUI

/// `OutlineGroup`, `List(data, children:)` and `Section(isExpanded:)`: trees shown as rows that
/// expand and collapse, lazily over 100,000 values.
@MainActor
@Suite struct OutlineTests {
    struct Node: Identifiable, Hashable {
        let id: String
        var children: [Node]? = nil
    }

    static let tree = [
        Node(id: "Fruit", children: [Node(id: "Apple"), Node(id: "Pear", children: [Node(id: "Conference")])]),
        Node(id: "Vegetable", children: []),
        Node(id: "Stone"),
    ]

    @Test func aListOfATreeExpandsAndCollapses() throws {
        let host = HeadlessHost(rootView: List(Self.tree, children: \.children) { node in
            Text(node.id).accessibilityIdentifier("row-\(node.id)")
        }, width: 300, height: 300)
        host.renderFrame()
        #expect(host.texts().filter { $0.count > 1 } == ["Fruit", "Vegetable", "Stone"])
        // The triangle of "Fruit": left of its title.
        let fruit = try #require(host.frame(of: "row-Fruit"))
        host.tap(at: CGPoint(x: fruit.minX - 8, y: fruit.midY))
        host.renderFrame()
        #expect(host.texts().filter { $0.count > 1 } == ["Fruit", "Apple", "Pear", "Vegetable", "Stone"])
        // Children are indented under their parent.
        let apple = try #require(host.frame(of: "row-Apple"))
        #expect(apple.minX > fruit.minX + 10)
        // Deeper, then collapse the top: its whole subtree goes.
        let pear = try #require(host.frame(of: "row-Pear"))
        host.tap(at: CGPoint(x: pear.minX - 8, y: pear.midY))
        host.renderFrame()
        #expect(host.texts().contains("Conference"))
        host.tap(at: CGPoint(x: fruit.minX - 8, y: fruit.midY))
        host.renderFrame()
        #expect(host.texts().filter { $0.count > 1 } == ["Fruit", "Vegetable", "Stone"])
        // A leaf has no triangle: its title lines up after the triangles' column.
        let stone = try #require(host.frame(of: "row-Stone"))
        #expect(stone.minX == fruit.minX)
    }

    struct Selecting: View {
        @State var selection: String?
        var body: some View {
            VStack {
                List(OutlineTests.tree, children: \.children, selection: $selection) { node in
                    Text(node.id).accessibilityIdentifier("row-\(node.id)")
                }
                Text("s").accessibilityIdentifier("selected-\(selection ?? "none")")
            }
        }
    }

    @Test func treeRowsSelectAndStepWithTheArrows() {
        let host = HeadlessHost(rootView: Selecting(), width: 300, height: 300)
        host.renderFrame()
        host.tap("row-Vegetable")
        host.renderFrame()
        #expect(host.frame(of: "selected-Vegetable") != nil)
        _ = host.pressKey("Down")
        host.renderFrame()
        #expect(host.frame(of: "selected-Stone") != nil)
    }

    @Test func anOutlineGroupOutsideAListIsDisclosureGroups() throws {
        let host = HeadlessHost(rootView: VStack(alignment: .leading) {
            OutlineGroup(Self.tree, children: \.children) { node in Text(node.id).accessibilityIdentifier("node-\(node.id)") }
        }, width: 300, height: 300)
        host.renderFrame()
        #expect(host.texts().filter { $0.count > 1 } == ["Fruit", "Vegetable", "Stone"])
        host.tap("node-Fruit")
        host.renderFrame()
        #expect(host.texts().contains("Apple"))
        // One root.
        let one = HeadlessHost(rootView: OutlineGroup(Self.tree[0], children: \.children) { Text($0.id) }, width: 300, height: 100)
        one.renderFrame()
        #expect(one.texts().filter { $0.count > 1 } == ["Fruit"])
    }

    @Test func aHundredThousandRootsAreLazy() throws {
        let many = (0..<100_000).map { Node(id: "Node \($0)", children: $0 == 0 ? [Node(id: "Inner")] : nil) }
        let host = HeadlessHost(rootView: List(many, children: \.children) { node in
            Text(node.id).accessibilityIdentifier("row-\(node.id)")
        }, width: 300, height: 400)
        host.renderFrame()
        #expect(host.mountedViewCount < 2_000)
        let first = try #require(host.frame(of: "row-Node 0"))
        host.tap(at: CGPoint(x: first.minX - 8, y: first.midY))
        host.renderFrame()
        #expect(host.texts().contains("Inner") && host.mountedViewCount < 2_000)
    }

    struct Collapsing: View {
        @State var open = true
        var body: some View {
            List {
                Section("Places", isExpanded: $open) {
                    Text("Home")
                    Text("Work")
                }
                Section("Other") { Text("Elsewhere") }
            }
        }
    }

    @Test func aSectionHidesItsRowsWhenCollapsed() {
        let host = HeadlessHost(rootView: Collapsing(), width: 300, height: 300)
        host.renderFrame()
        #expect(host.texts().contains("Home") && host.texts().contains("Work"))
        // The chevron at the header's trailing edge.
        host.tap(at: CGPoint(x: 300 - 15, y: 23))
        host.renderFrame()
        #expect(!host.texts().contains("Home") && host.texts().contains("Places") && host.texts().contains("Elsewhere"))
    }
}
