import TintViews

/// The reads one node makes while it builds views: the state and `@Observable` properties a
/// body, or a content closure built outside any body (`GeometryReader`, `TimelineView`), reads.
/// A later write to one of them makes the node `invalidate`, which builds again.
///
/// Each build is numbered; a read recorded by an older build, or by a node since unmounted,
/// no longer counts (a storage may outlive its readers).
@MainActor
final class ReadScope {
    private(set) var evaluation = 0
    var isMounted = true
    /// Made once per node, not per build. Weak: the storage that keeps it may outlive the node.
    private lazy var isCurrent: @MainActor (Int) -> Bool = { [weak self] evaluation in
        guard let self else { return false }
        return evaluation == self.evaluation && self.isMounted
    }

    /// Runs `build` for `node`, recording its reads.
    func track<T>(_ node: AnyObject & DirtyEvaluating, in graph: ViewGraph, _ build: () -> T) -> T {
        evaluation += 1
        graph.pushReader(node, evaluation: evaluation, isCurrent: isCurrent)
        defer { graph.popReader() }
        // Observable properties read now re-run the node when they change (1.8).
        return graph.observations.track(node, build)
    }
}
