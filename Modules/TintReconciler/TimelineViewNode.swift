import Foundation
import TintBoxes
import TintViews

/// The node of a `TimelineView`: builds its content for the current date of its schedule and
/// asks the graph to wake it at the next one (`ViewGraph.fireTimers`), walking the schedule's
/// entries as the clock passes them.
///
/// As `GeometryReaderNode`, it tracks the reads of its content closure itself.
final class TimelineViewNode<Schedule: TimelineSchedule, Content: View>: TypedNode<TimelineView<Schedule, Content>>, TimerDriven, DirtyEvaluating {
    private var view: TimelineView<Schedule, Content>
    private var tick: Date
    /// The schedule's next date after `tick` (nil: it has no more), and the rest of its dates.
    private var upcoming: Date?
    private var entries: Schedule.Entries.Iterator
    /// Dates passed at once before the schedule is asked afresh from the clock: a dense schedule
    /// after a long sleep (or one whose dates never pass the clock) must not spin.
    private static var stepLimit: Int { 10_000 }
    private var child: TypedNode<Content>!
    private lazy var reads = ContentReads(name: "TimelineView content", node: self, cause: "its clock ticked")

    /// The content for the current tick, its reads recorded.
    private func buildContent() -> Content {
        reads.track { view.content(TimelineViewDefaultContext(date: tick)) }
    }

    func invalidate(because cause: String) {
        reads.invalidate(because: cause)
    }

    init(_ view: TimelineView<Schedule, Content>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        self.view = view
        let now = graph.now()
        tick = .distantPast
        entries = view.schedule.entries(from: now, mode: .normal).makeIterator()
        super.init(graph: graph, parent: parent, environment: environment)
        advance(to: now)
        // No date at or before now (explicit dates all ahead): the start is shown.
        if tick == .distantPast { tick = now }
        child = makeNode(buildContent(), parent: self, graph: graph, environment: environment)
        if let upcoming { graph.scheduleTimer(at: upcoming, for: self) }
    }

    /// Starts the schedule afresh at `now`: its last date at or before now is shown.
    private func restart(at now: Date) {
        tick = .distantPast
        upcoming = nil
        entries = view.schedule.entries(from: now, mode: .normal).makeIterator()
        advance(to: now)
        if tick == .distantPast { tick = now }
        if let upcoming { graph.scheduleTimer(at: upcoming, for: self) } else { graph.cancelTimer(for: self) }
    }

    /// Walks the dates up to `now`: the last passed is the tick, the first ahead is next.
    private func advance(to now: Date) {
        if let upcoming, upcoming <= now {
            tick = Swift.max(tick, upcoming)
            self.upcoming = nil
        } else if upcoming != nil {
            return
        }
        for _ in 0..<Self.stepLimit {
            guard let date = entries.next() else { return }
            if date > now {
                upcoming = date
                return
            }
            tick = Swift.max(tick, date)
        }
        // Too many dates behind the clock: ask the schedule again from now.
        entries = view.schedule.entries(from: now, mode: .normal).makeIterator()
        upcoming = entries.next().map { $0 > now ? $0 : now.addingTimeInterval(1.0 / 60) }
    }

    override func update(_ view: TimelineView<Schedule, Content>, environment: EnvironmentValues) {
        let sameSchedule = ValueEquality.equal(view.schedule, self.view.schedule) ?? false
        self.view = view
        self.environment = environment
        if !sameSchedule { restart(at: graph.now()) }
        child.update(buildContent(), environment: environment)
    }

    func timerFired(now: Date) -> Date? {
        advance(to: now)
        reads.schedule()
        return upcoming
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
