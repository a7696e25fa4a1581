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

/// SEMANTICS 1.7: a state storage keeps its readers' read scopes, not the nodes. A reader that
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

    @Test func aDetachedScopeHasNoNodeAndNothingCurrent() {
        let scope = ReadScope()
        #expect(scope.readerNode == nil)
        #expect(!scope.isCurrent(scope.evaluation))
        scope.isMounted = false
        #expect(scope.readerNode == nil)
    }
}
