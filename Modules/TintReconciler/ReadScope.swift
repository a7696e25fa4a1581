import TintViews

/// The reads one node makes while it builds views: the state and `@Observable` properties a
/// body, or a content closure built outside any body (`GeometryReader`, `TimelineView`), reads.
/// A later write to one of them makes the node `invalidate`, which builds again.
///
/// Each build is numbered; a read recorded by an older build, or by a node since unmounted,
/// no longer counts (a storage may outlive its readers).
///
/// Readers (state storages, pending observations) hold this scope, never the node: the node
/// needs no weak reference, whose side table would make every retain and release of it take
/// the slow path. The scope's pointer to its node is cleared when the node is unmounted and
/// when it is freed (`detach`), so a scope that outlives its node answers `nil`.
@MainActor
final class ReadScope: StateReaderScope {
    /// Unchecked: read and written only on the main actor, never while another access is open.
    @exclusivity(unchecked) private(set) var evaluation = 0
    @exclusivity(unchecked) var isMounted = true {
        didSet { if !isMounted { detach() } }
    }
    /// `unowned(unsafe)`, made safe by `detach` in the node's unmount and deinit.
    @exclusivity(unchecked) nonisolated(unsafe) private unowned(unsafe) var node: (AnyObject & DirtyEvaluating)?

    /// The node, while it is mounted.
    var readerNode: AnyObject? { node }

    func isCurrent(_ evaluation: Int) -> Bool {
        // No node: not tracked yet, unmounted, or freed.
        evaluation == self.evaluation && node != nil
    }

    /// The node whose deinit calls this must be its owner: from then on the scope has no node.
    nonisolated func detach() {
        node = nil
    }

    /// Runs `build` for `node`, recording its reads. A new build forgets the reads of the last;
    /// `continuing` keeps them and adds these (a build that repeats only part of the last one).
    func track<T>(_ node: AnyObject & DirtyEvaluating, in graph: ViewGraph, continuing: Bool = false, _ build: () -> T) -> T {
        if !continuing { evaluation += 1 }
        if isMounted { self.node = node }
        graph.pushReader(StateReader(scope: self, evaluation: evaluation))
        defer { graph.popReader() }
        // Observable properties read now re-run the node when they change (1.8).
        return graph.observations.track(self, build)
    }

    /// Tells the node its reads changed; nothing once it is gone.
    func invalidate(because cause: String) {
        node?.invalidate(because: cause)
    }
}
