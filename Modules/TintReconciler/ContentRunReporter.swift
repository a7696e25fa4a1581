import TintBoxes
import TintViews

/// The runs of a content closure that is not a body (a `TimelineView`'s at each tick, a
/// `GeometryReader`'s when its size changes): counted in the frame report under a name that
/// says what ran (`TimelineView content`), explained, and reported for the debug tint and the
/// badges like a body's, so the tint shows every re-render whatever kind of view made it.
@MainActor
final class ContentRunReporter: BodyRunReporting {
    let name: String
    private weak var node: ViewNode?
    private let isMounted: @MainActor () -> Bool
    private var viewID = 0
    private var count = 0
    private var pending = false

    init(name: String, node: ViewNode, isMounted: @escaping @MainActor () -> Bool) {
        self.name = name
        self.node = node
        self.isMounted = isMounted
    }

    /// The closure ran, because of `cause`.
    func ran(because cause: String) {
        guard let node else { return }
        count += 1
        node.graph.didRunContent(named: name, because: cause)
        if node.graph.tracksBodyRuns || node.environment.debugTint, !pending {
            pending = true
            node.graph.recordBodyRun(self)
        }
    }

    func takeBodyRun() -> BodyRun? {
        pending = false
        guard let node, isMounted() else { return nil }
        if viewID == 0 { viewID = node.graph.makeViewID() }
        var boxes: [BoxID] = []
        node.appendBoxes(to: &boxes)
        return BodyRun(viewID: viewID, name: name, boxes: boxes, count: count, depth: node.depth, forced: node.environment.debugTint)
    }

    /// The node is gone: its runs are no longer shown.
    func ended() {
        guard viewID != 0, let node else { return }
        node.graph.bodyRunsEnded(viewID: viewID)
    }
}
