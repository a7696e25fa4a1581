import Observation
import Testing
@testable import TintReconciler
import TintViews

/// A model that outlives the graphs that read it (an app's store, windows opening and closing).
@Observable @MainActor
private final class LongLivedStore {
    var title = "first"
}

private struct StoreReader: View {
    let store: LongLivedStore
    var body: some View { Text(store.title) }
}

/// Observation keeps a read's callback until the model next changes: what the callback holds
/// lives as long. It must not hold the graph's parts.
@MainActor
@Suite struct ObservationLifetimeTests {
    @Test func aGraphThatReadAModelIsFreedWhileTheModelLives() {
        let store = LongLivedStore()
        weak var invalidations: ObservationInvalidations?
        weak var transaction: UpdateTransaction?
        do {
            let graph = ViewGraph(root: StoreReader(store: store))
            _ = graph.update()
            invalidations = graph.observations
            transaction = graph.transaction
            #expect(invalidations != nil)
        }
        #expect(invalidations == nil)
        #expect(transaction == nil)
        // The model's next change finds no graph, and nothing fails.
        store.title = "second"
    }

    @Test func aLiveGraphStillFollowsTheModel() {
        let store = LongLivedStore()
        let graph = ViewGraph(root: StoreReader(store: store))
        _ = graph.update()
        store.title = "second"
        #expect(graph.needsUpdate)
        _ = graph.update()
        #expect(!graph.needsUpdate)
    }
}
