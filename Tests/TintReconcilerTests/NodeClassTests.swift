import Testing
@testable import TintReconciler
import TintViews

private struct TwoConditionals: View {
    let first: Bool
    var body: some View {
        VStack {
            if first { Text("a") } else { Color.red }
            if first { Color.blue } else { Text("b") }
            ForEach(0..<3, id: \.self) { Text("row \($0)") }
        }
    }
}

/// A generic primitive's node class is found once per view type and kept by the type's record
/// (`ViewTypeRecord.nodeClass`); every node of the type is made from it.
@MainActor
@Suite struct NodeClassTests {
    @Test func eachGenericPrimitiveKeepsItsOwnNodeClass() {
        let graph = ViewGraph(root: TwoConditionals(first: true))
        _ = graph.update()
        let textFirst: AnyClass? = graph.record(for: _ConditionalContent<Text, Color>.self).nodeClass
        let colorFirst: AnyClass? = graph.record(for: _ConditionalContent<Color, Text>.self).nodeClass
        #expect(textFirst.map(ObjectIdentifier.init) == ObjectIdentifier(ConditionalNode<Text, Color>.self))
        #expect(colorFirst.map(ObjectIdentifier.init) == ObjectIdentifier(ConditionalNode<Color, Text>.self))
        let rows: AnyClass? = graph.record(for: ForEach<Range<Int>, Int, Text>.self).nodeClass
        #expect(rows.map(ObjectIdentifier.init) == ObjectIdentifier(ForEachNode<Range<Int>, Int, Text>.self))
        // The nodes mounted are of those classes.
        var found: [ObjectIdentifier] = []
        var stack: [ViewNode] = graph.root.map { [$0] } ?? []
        while let node = stack.popLast() {
            found.append(ObjectIdentifier(type(of: node)))
            node.forEachChild { stack.append($0) }
        }
        #expect(found.contains(ObjectIdentifier(ConditionalNode<Text, Color>.self)))
        #expect(found.contains(ObjectIdentifier(ConditionalNode<Color, Text>.self)))
        #expect(found.contains(ObjectIdentifier(ForEachNode<Range<Int>, Int, Text>.self)))
    }
}
