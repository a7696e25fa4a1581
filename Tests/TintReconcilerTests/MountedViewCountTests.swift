import Testing
@testable import TintReconciler
import TintViews

private struct Pair: View {
    let flag: Bool
    var body: some View {
        VStack {
            Text("a")
            if flag { Text("b") }
            ForEach(0..<3) { Text("\($0)") }
        }
    }
}

/// A chain of views with a body, each showing the next through a conditional: deep enough
/// that the graph puts recursion boundaries into it.
private struct Chain: View {
    let depth: Int
    var body: some View {
        if depth > 0 {
            Chain(depth: depth - 1)
        } else {
            Text("end")
        }
    }
}

/// `ViewGraph.mountedViewCount`: every view value of the tree, and nothing else.
@MainActor
@Suite struct MountedViewCountTests {
    @Test func everyViewValueCountsOnce() {
        let graph = ViewGraph(root: Pair(flag: true))
        _ = graph.update()
        // Pair, VStack, the tuple, Text "a", the optional and its Text, ForEach and its 3 Texts.
        #expect(graph.mountedViewCount == 10)
    }

    @Test func aHiddenBranchIsNotCounted() {
        let graph = ViewGraph(root: Pair(flag: false))
        _ = graph.update()
        #expect(graph.mountedViewCount == 9)
    }

    @Test func recursionBoundariesAreNotViews() {
        let depth = 300
        let graph = ViewGraph(root: Chain(depth: depth))
        _ = graph.update()
        #expect(graph.containsRecursionBoundaries)
        // Each level: the Chain and its conditional; at the bottom, the Text as well.
        #expect(graph.mountedViewCount == 2 * (depth + 1) + 1)
    }
}
