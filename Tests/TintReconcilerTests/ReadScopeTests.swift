import Testing
import TintCore
@testable import TintReconciler
import TintViews

@MainActor
private final class Remote {
    var write: ((Int) -> Void)?
    var hideReader: (() -> Void)?
}

/// Reads `value` through a binding: the state's storage records this view as a reader.
private struct BindingReader: View {
    @Binding var value: Int
    var body: some View { Text("value \(value)") }
}

private struct ReaderHost: View {
    let remote: Remote
    @State var value = 0
    @State var showsReader = true

    var body: some View {
        remote.write = { value = $0 }
        remote.hideReader = { showsReader = false }
        return VStack {
            if showsReader { BindingReader(value: $value) }
        }
    }
}

/// Bodies that read nothing hand their read scope on to the next body: many `Silent` views
/// mount between readers, so every reader below is handed a scope a silent body used first.
private struct Silent: View {
    let index: Int
    var body: some View { Text("silent \(index)") }
}

/// Views with a body nested in views with a body, none of them reading anything.
private struct Nest: View {
    let depth: Int
    var body: some View {
        VStack {
            Text("level \(depth)")
            if depth > 0 { Nest(depth: depth - 1) }
        }
    }
}

private struct Mixed: View {
    let remote: Remote
    @State var value = 0

    var body: some View {
        remote.write = { value = $0 }
        return VStack {
            ForEach(0..<4) { index in
                Silent(index: index)
                BindingReader(value: $value)
                Silent(index: index + 10)
            }
        }
    }
}

/// RULES 1.7: a state storage keeps its readers' read scopes, not the nodes. A reader that
/// was removed (and freed) is skipped by a later write, which neither crashes nor runs it.
@MainActor
@Suite struct ReadScopeTests {
    @Test func aRemovedReaderIsNotRunByALaterWrite() {
        let remote = Remote()
        let graph = ViewGraph(root: ReaderHost(remote: remote))
        _ = graph.update()
        remote.write?(1)
        let (_, first) = graph.update()
        #expect(first.bodyEvaluations["BindingReader"] == 1)
        #expect(first.bodyEvaluations["ReaderHost"] == nil)

        remote.hideReader?()
        _ = graph.update()
        remote.write?(2)
        let (_, afterRemoval) = graph.update()
        #expect(afterRemoval.bodyEvaluations["BindingReader"] == nil)
        #expect(afterRemoval.totalBodyEvaluations == 0)
    }

    /// A scope handed on from a body that read nothing serves its new node alone: a write runs
    /// every reader once and no silent view, write after write.
    @Test func aScopeHandedOnServesOnlyItsNewReader() {
        let remote = Remote()
        let graph = ViewGraph(root: Mixed(remote: remote))
        let (_, mount) = graph.update()
        #expect(mount.bodyEvaluations["Silent"] == 8)
        #expect(mount.bodyEvaluations["BindingReader"] == 4)
        for write in 1...3 {
            remote.write?(write)
            let (_, update) = graph.update()
            #expect(update.bodyEvaluations["Mixed"] == nil)
            #expect(update.bodyEvaluations["BindingReader"] == 4)
            #expect(update.bodyEvaluations["Silent"] == nil)
        }
        #expect(graph.bodyEvaluationCount(of: Silent.self) == 8)
        #expect(graph.bodyEvaluationCount(of: BindingReader.self) == 16)
    }

    /// A body that read nothing keeps no scope, mounted inside another such body as well: the
    /// parent's spare scope was still held while its children mounted, and each child that
    /// took it kept it as if it had read something (one scope for every other body).
    @Test func bodiesThatReadNothingKeepNoScope() {
        let graph = ViewGraph(root: Nest(depth: 12))
        _ = graph.update()
        var composites = 0, holding = 0
        var stack: [ViewNode] = graph.root.map { [$0] } ?? []
        while let node = stack.popLast() {
            if node is CompositeNode<Nest> { composites += 1 }
            if node.holdsReadScope { holding += 1 }
            node.forEachChild { stack.append($0) }
        }
        #expect(composites == 13)
        #expect(holding == 0)

        // The four readers keep theirs; `Mixed` builds a binding without reading it.
        let remote = Remote()
        let mixed = ViewGraph(root: Mixed(remote: remote))
        _ = mixed.update()
        var readers = 0
        stack = mixed.root.map { [$0] } ?? []
        while let node = stack.popLast() {
            if node.holdsReadScope { readers += 1 }
            node.forEachChild { stack.append($0) }
        }
        #expect(readers == 4)
    }

    @Test func aDetachedScopeHasNoNodeAndNothingCurrent() {
        let scope = ReadScope()
        #expect(scope.readerNode == nil)
        #expect(!scope.isCurrent(scope.evaluation))
        scope.isMounted = false
        #expect(scope.readerNode == nil)
    }
}
