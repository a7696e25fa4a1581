import Testing
@testable import TintReconciler
import TintViews

@MainActor
private final class Flipper {
    var flip: (() -> Void)?
}

private struct KeptLabel: View {
    let text: String
    var body: some View { Text(text) }
}

/// A label, or a stack of labels: a view whose child is a conditional of composites keeps no
/// body; over a stack, it keeps it, to hand an environment down with.
private struct KeptEither: View {
    let stacked: Bool
    var body: some View {
        if stacked { VStack { KeptLabel(text: "a"); KeptLabel(text: "b") } } else { KeptLabel(text: "alone") }
    }
}

private struct KeptRoot: View {
    let flipper: Flipper
    @State var stacked = false
    var body: some View {
        flipper.flip = { stacked.toggle() }
        return KeptEither(stacked: stacked)
    }
}

/// `CompositeNode` keeps its last body only while its child cannot take an environment
/// alone (`updatesEnvironmentAlone`): the copy was the largest part of a node.
@MainActor
@Suite struct KeptBodyTests {
    private func keepers(_ graph: ViewGraph) -> [String: Bool] {
        var found: [String: Bool] = [:]
        var stack: [ViewNode] = graph.root.map { [$0] } ?? []
        while let node = stack.popLast() {
            if let node = node as? CompositeNode<KeptRoot> { found["root"] = node.keepsBody }
            if let node = node as? CompositeNode<KeptEither> { found["either"] = node.keepsBody }
            if let node = node as? CompositeNode<KeptLabel>, node.keepsBody { found["label"] = true }
            node.forEachChild { stack.append($0) }
        }
        return found
    }

    @Test func onlyAViewOverAStackKeepsItsBody() {
        let flipper = Flipper()
        let graph = ViewGraph(root: KeptRoot(flipper: flipper))
        _ = graph.update()
        #expect(keepers(graph) == ["root": false, "either": false])
        // Flipped to the stack, the view keeps its body; flipped back, it lets it go.
        flipper.flip?()
        _ = graph.update()
        #expect(keepers(graph) == ["root": false, "either": true])
        flipper.flip?()
        _ = graph.update()
        #expect(keepers(graph) == ["root": false, "either": false])
    }
}
