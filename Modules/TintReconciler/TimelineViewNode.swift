import Foundation
import TintBoxes
import TintViews

/// The node of a `TimelineView`: builds its content for the current tick and asks the graph
/// to wake it at the next one (`ViewGraph.fireTimers`).
///
/// As `GeometryReaderNode`, it tracks the reads of its content closure itself.
final class TimelineViewNode<Content: View>: TypedNode<TimelineView<Content>>, TimerDriven, DirtyEvaluating {
    private var view: TimelineView<Content>
    private var tick: Date
    private var child: TypedNode<Content>!
    private lazy var reads = ContentReads(name: "TimelineView content", node: self, cause: "its clock ticked")

    /// The content for the current tick, its reads recorded.
    private func buildContent() -> Content {
        reads.track { view.content(TimelineViewDefaultContext(date: tick)) }
    }

    func invalidate(because cause: String) {
        reads.invalidate(because: cause)
    }

    init(_ view: TimelineView<Content>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        self.view = view
        tick = view.schedule.tick(atOrBefore: graph.now())
        super.init(graph: graph, parent: parent, environment: environment)
        child = makeNode(buildContent(), parent: self, graph: graph, environment: environment)
        graph.scheduleTimer(at: view.schedule.tick(after: tick), for: self)
    }

    override func update(_ view: TimelineView<Content>, environment: EnvironmentValues) {
        if view.schedule != self.view.schedule {
            tick = view.schedule.tick(atOrBefore: graph.now())
            graph.scheduleTimer(at: view.schedule.tick(after: tick), for: self)
        }
        self.view = view
        self.environment = environment
        child.update(buildContent(), environment: environment)
    }

    func timerFired(now: Date) -> Date? {
        tick = view.schedule.tick(atOrBefore: now)
        reads.schedule()
        return view.schedule.tick(after: tick)
    }

    override func runScheduledWork() {
        guard reads.beginScheduledRun() else { return }
        child.update(buildContent(), environment: environment)
    }

    override func appendBoxes(to list: inout [BoxID]) {
        child.appendBoxes(to: &list)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        body(child)
    }

    override func unmount(removeBoxes: Bool) {
        reads.unmounted()
        graph.cancelTimer(for: self)
        child?.unmount(removeBoxes: removeBoxes)
    }
}

extension TimelineView: PrimitiveView {
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<Self> {
        TimelineViewNode(view, parent: parent, graph: graph, environment: environment)
    }
}
