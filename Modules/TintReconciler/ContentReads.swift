import TintViews

/// What a content closure that runs outside any body reads (a `GeometryReader`'s or
/// `TimelineView`'s content, a `ForEach`'s rows): its node records the reads here, and a later
/// write to one of them schedules the node to build its content again. The node forwards its
/// `invalidate(because:)`, and reports each such run under `name` (`ContentRunReporter`).
/// RULES 1.11.
@MainActor
final class ContentReads {
    let scope = ReadScope()
    private let name: String
    /// Made at the first run: most content closures (a list's rows) never run on their own.
    private var reporter: ContentRunReporter?
    private unowned(unsafe) let node: ViewNode & DirtyEvaluating
    private var isScheduled = false
    /// A run was asked for and no full build has happened since: a parent's update that builds
    /// the content anyway (it read the same state) makes the scheduled run unnecessary.
    private var isStale = false
    /// Why the content is built again at the next scheduled run.
    private var cause: String
    private let defaultCause: String

    /// `node` owns this and outlives it; `cause` is the reason given when the node schedules a
    /// run itself (`schedule()`), as a timeline's tick.
    init(name: String, node: ViewNode & DirtyEvaluating, cause: String = "") {
        self.name = name
        self.node = node
        self.cause = cause
        defaultCause = cause
    }

    deinit {
        // The scope may outlive the node (a storage's reader list): it must not point there.
        scope.detach()
    }

    /// Runs `build`, recording its reads (see `ReadScope.track` for `continuing`: a build that
    /// continues the last one builds only part of the content).
    func track<T>(continuing: Bool = false, _ build: () -> T) -> T {
        if !continuing { isStale = false }
        return scope.track(node, in: node.graph, continuing: continuing, build)
    }

    /// Something read changed: the node builds again at the next update.
    func invalidate(because changed: String) {
        cause = "\(changed) changed"
        schedule()
    }

    /// Schedules a run, once until it happens; nothing once unmounted.
    func schedule(because reason: String? = nil) {
        if let reason { cause = reason }
        isStale = true
        guard !isScheduled, scope.isMounted else { return }
        isScheduled = true
        node.graph.enqueueDirty(node)
    }

    /// Called first by the node's scheduled work: whether to build (still mounted, and not
    /// built since the run was asked for), the run reported with its cause.
    func beginScheduledRun() -> Bool {
        isScheduled = false
        guard scope.isMounted, isStale else {
            cause = defaultCause
            return false
        }
        let scope = scope
        let runs = reporter ?? ContentRunReporter(name: name, node: node) { scope.isMounted }
        reporter = runs
        runs.ran(because: cause)
        cause = defaultCause
        return true
    }

    func unmounted() {
        scope.isMounted = false
        reporter?.ended()
    }
}
