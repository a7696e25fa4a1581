import Foundation
import HeapModule
import TintBoxes
import TintCore
import TintViews

/// The persistent view graph of one root view: mounts it, takes state writes, and on `update()`
/// re-evaluates exactly the bodies whose inputs changed, producing a change set for the render
/// tree (docs/architecture.md "One frame").
///
/// Writes are batched: any number of writes between two updates cost one update
/// (RULES 1.6), and dirty nodes are re-evaluated top-down, each at most once.
@MainActor
public final class ViewGraph: StateGraph {
    /// Decides when a rebuilt child equals its previous value (policy and engine).
    public var comparator = ViewComparator() {
        didSet { if comparator != oldValue { comparatorGeneration += 1 } }
    }
    /// Bumped when `comparator` changes, so nodes refresh the differ they keep.
    private(set) var comparatorGeneration = 0
    /// Whether to record an explanation for every body that runs (costs a string each).
    /// Read at every body run, so without the run-time exclusivity check, as the graph's other
    /// per-body state below.
    @exclusivity(unchecked) public var recordsExplanations = true
    /// Report every body run in the change set (`ChangeSet.Operation.bodyRan`), for the debug
    /// tint and the render-count badges. Views inside `.debugTint()` are reported regardless.
    @exclusivity(unchecked) public var tracksBodyRuns = false
    /// Nodes whose body ran in this update, to report at its end (when their boxes are known).
    private var bodyRuns: [any BodyRunReporting] = []
    private var nextViewID = 0
    /// Called when the graph needs an update it did not have before (a state write), so a window
    /// host can wake its loop.
    public var onNeedsUpdate: (@MainActor () -> Void)?

    private let mountRoot: (ViewGraph) -> ViewNode
    private(set) var root: ViewNode?
    /// Dirty bodies and recursion boundaries' deferred children, run shallowest first.
    private var scheduled = Heap<ScheduledWork>()
    private var scheduleSequence = 0
    /// Scheduled runs in this update, and, once there are very many, the runs of each node
    /// (RULES 1.13):
    /// a node that keeps scheduling itself (a view whose environment holds a value unequal to
    /// itself, re-posting a presentation) would otherwise never let the update end.
    private var runsThisUpdate = 0
    private var runsPerNode: [ObjectIdentifier: Int] = [:]
    private var reportedRunaway = false
    static let runsBeforeCounting = 1_000
    static let runsPerNodeLimit = 100
    /// Subtrees below recursion boundaries that were removed, unmounted from the work loop.
    private var pendingUnmounts: [(node: ViewNode, removeBoxes: Bool)] = []
    /// Whether any `RecursionBoundaryNode` was made: then teardown releases the tree in pieces.
    var containsRecursionBoundaries = false
    private var deferredWrites: [(name: String, apply: () -> [AnyObject]?)] = []
    /// The bodies being evaluated, innermost last, for state reads to record.
    // The state touched once or more per body (`@exclusivity(unchecked)`, as in `CompositeNode`):
    // only the graph's own main-actor methods touch it, never two at once.
    @exclusivity(unchecked) private var readerStack: [StateReader] = []
    @exclusivity(unchecked) private var bodyDepth = 0
    /// `onAppear` / `onDisappear` actions queued during the update pass, run after it.
    private var lifetimeActions: [@MainActor () -> Void] = []
    /// `onDisappear` actions, run after the others of the same update.
    private var disappearActions: [@MainActor () -> Void] = []
    /// When set (by a host whose render tree plays removal transitions), `onDisappear` actions
    /// wait, with the boxes their views had, until `releaseDisappearActions` finds those boxes
    /// gone: as in SwiftUI, a view going out with a transition disappears when it has gone.
    public var holdsDisappearActions = false
    private var heldDisappearActions: [(boxes: [BoxID], action: @MainActor () -> Void)] = []
    /// Bodies whose observed model properties changed, from any thread.
    let observations = ObservationInvalidations()
    /// The transaction of the writes since the last update (`withAnimation`).
    let transaction = UpdateTransaction()
    /// `Animatable` views on their way to new data (their bodies run at every frame).
    let animatableViews = AnimatableViews()
    /// The preference readers and what changed for them (RULES 1.12).
    let preferences = PreferenceResolution()

    /// Called, on whatever thread changed it, when an observed `@Observable` property changes
    /// and the graph was not yet waiting for an update: a window host wakes its loop here.
    public var onObservedChange: (@Sendable () -> Void)? {
        get { observations.onFirstPending }
        set { observations.onFirstPending = newValue }
    }
    @exclusivity(unchecked) private var nextBoxID = 0
    @exclusivity(unchecked) private var changes = ChangeSet()
    @exclusivity(unchecked) private var statistics = UpdateStatistics()
    /// What the graph knows of each view type it mounted (`ViewTypeRecord`).
    @exclusivity(unchecked) private var typeRecords: [ObjectIdentifier: ViewTypeRecord] = [:]
    /// The records of the types whose bodies ran in the current update: their runs are named
    /// once at the end of the update (naming each run would hash the type's name for every
    /// body of a first frame).
    @exclusivity(unchecked) private var typesRunThisUpdate: [ViewTypeRecord] = []

    /// A graph for `root`, which sees `environment` (the host's values, such as its options).
    public init<Root: View>(root: Root, environment: EnvironmentValues = EnvironmentValues()) {
        rootEnvironment = environment
        mountRoot = { graph in
            makeNode(root, parent: nil, graph: graph, environment: graph.rootEnvironment)
        }
        updateRoot = { node, environment in
            // The root node was made from `Root` by `mountRoot`.
            unsafeDowncast(node, to: TypedNode<Root>.self).update(root, environment: environment)
        }
        let transaction = self.transaction
        observations.noteWrite = { transaction.noteWrite() }
    }

    /// What the root sees; changed by `setEnvironment`.
    public private(set) var rootEnvironment: EnvironmentValues
    private let updateRoot: (ViewNode, EnvironmentValues) -> Void
    private var rootEnvironmentChanged = false

    /// Gives the root a new environment: at the next update, the views that read a changed
    /// value run their bodies (RULES 1.9); the others are handed it without running.
    public func setEnvironment(_ environment: EnvironmentValues) {
        guard environment != rootEnvironment else { return }
        let wasIdle = !needsUpdate
        rootEnvironment = environment
        rootEnvironmentChanged = root != nil
        if wasIdle { onNeedsUpdate?() }
    }

    /// True when `update()` has work: the first mount, a state write, a deferred write.
    public var needsUpdate: Bool {
        root == nil || rootEnvironmentChanged || !scheduled.isEmpty || !deferredWrites.isEmpty || !observations.isEmpty
    }

    /// Runs pending work and returns the render-tree changes and what ran.
    public func update() -> (changes: ChangeSet, statistics: UpdateStatistics) {
        // Hand the results over rather than keep them: a mount's change set holds every box.
        defer {
            changes = ChangeSet()
            statistics = UpdateStatistics()
        }
        // Work handed over from other threads (and from publishers) runs first, so the state
        // it writes shows in this update.
        runsThisUpdate = 0
        if !runsPerNode.isEmpty { runsPerNode.removeAll() }
        for action in observations.drainActions() { action() }
        applyDeferredWrites()
        changes.transaction = transaction.take()
        animatableViews.beginUpdate()
        for scope in observations.drain() { scope.invalidate(because: "@observable") }
        for change in observations.drainOwners() {
            if let owner = change.owner { invalidate(owner, because: change.name) }
        }
        if root == nil {
            root = mountRoot(self)
            rootBoxesChanged()
        } else if rootEnvironmentChanged, let root {
            rootEnvironmentChanged = false
            updateRoot(root, rootEnvironment)
        }
        runScheduledWork()
        preferences.resolve { runScheduledWork() }
        reportBodyRuns()
        runLifetimeActions()
        for record in typesRunThisUpdate {
            statistics.bodyRuns.addRuns(record.runsThisUpdate, ofNewType: ObjectIdentifier(record.type), named: TypeNames.name(of: record.type))
            record.runsBefore += record.runsThisUpdate
            record.runsThisUpdate = 0
        }
        typesRunThisUpdate.removeAll(keepingCapacity: true)
        return (changes, statistics)
    }

    /// Body evaluations of `type` (every instance) since the graph was made.
    public func bodyEvaluationCount(of type: Any.Type) -> Int {
        typeRecords[ObjectIdentifier(type)].map { $0.runsBefore + $0.runsThisUpdate } ?? 0
    }

    /// The views mounted now: one for every view value the tree holds, primitives, modifiers,
    /// containers and views with a body alike (a `ForEach` and each of its rows; a
    /// conditional and the branch it shows). Benchmarks name their trees by it.
    public var mountedViewCount: Int {
        var count = 0
        // An explicit stack, so a deep tree cannot overflow the call stack.
        var stack: [(node: ViewNode, isApps: Bool)] = root.map { [($0, true)] } ?? []
        while let (node, isApps) = stack.popLast() {
            if isApps && node.isView { count += 1 }
            let below = node.descendantsAreApps ?? isApps
            node.forEachChild { stack.append(($0, below)) }
        }
        return count
    }

    /// The diffability audit of every view type mounted now (the first instance of each, in
    /// tree order), under the graph's policy and engine.
    public func auditMountedViews() -> [DiffAuditReport] {
        var reports: [DiffAuditReport] = []
        var seen: Set<String> = []
        // An explicit stack, so a deep tree cannot overflow the call stack.
        var stack: [ViewNode] = root.map { [$0] } ?? []
        while let node = stack.popLast() {
            if let auditable = node as? any AuditableNode {
                let report = auditable.audit(policy: comparator.policy, engine: comparator.engine)
                if seen.insert(report.viewType).inserted { reports.append(report) }
            }
            var children: [ViewNode] = []
            node.forEachChild { children.append($0) }
            stack.append(contentsOf: children.reversed())
        }
        return reports
    }

    // MARK: Lifetime

    func enqueueLifetimeAction(_ action: @escaping @MainActor () -> Void) {
        lifetimeActions.append(action)
    }

    /// Queues an `onDisappear`: it runs after every appear (and change) action of the update,
    /// so when one identity replaces another the new view's `onAppear` comes first (RULES
    /// 2.7, as SwiftUI does).
    func enqueueDisappearAction(_ action: @escaping @MainActor () -> Void, boxes: [BoxID]) {
        if holdsDisappearActions {
            heldDisappearActions.append((boxes, action))
        } else {
            disappearActions.append(action)
        }
    }

    /// Runs the held `onDisappear` actions whose views' boxes are all gone from the screen
    /// (`isShown` false for each: removed at once, or their removal transition over), in the
    /// order their views were unmounted; the others wait for a later call. Their state writes
    /// schedule the next update. Returns whether any ran.
    @discardableResult
    public func releaseDisappearActions(isShown: (BoxID) -> Bool) -> Bool {
        guard !heldDisappearActions.isEmpty else { return false }
        var ready: [@MainActor () -> Void] = []
        heldDisappearActions.removeAll { held in
            guard !held.boxes.contains(where: isShown) else { return false }
            ready.append(held.action)
            return true
        }
        for action in ready { action() }
        return !ready.isEmpty
    }

    /// Runs the queued appear actions in the order their views were mounted, then the disappear
    /// actions in the order theirs were unmounted. Outside any body, so their state writes are
    /// ordinary writes for the next update.
    private func runLifetimeActions() {
        while !lifetimeActions.isEmpty || !disappearActions.isEmpty {
            let actions = lifetimeActions + disappearActions
            lifetimeActions.removeAll()
            disappearActions.removeAll()
            for action in actions { action() }
        }
    }

    // MARK: State

    public func stateWrite(name: String, apply: @escaping @MainActor () -> [AnyObject]?) {
        transaction.noteWrite()
        if bodyDepth > 0 {
            RuntimeWarnings.emit("Modifying state during view update, this will cause undefined behavior. (\(name) written while a body was running; applied in the next frame)", fix: "change state in an action, onChange, onAppear or task, never while body runs")
            let wasIdle = !needsUpdate
            deferredWrites.append((name, apply))
            if wasIdle { onNeedsUpdate?() }
            return
        }
        for reader in apply() ?? [] { invalidate(reader, because: name) }
    }

    public var currentReader: StateReader? { readerStack.last }

    /// A read scope no node holds, handed from a body that read nothing to the next body.
    @exclusivity(unchecked) private var spareReadScope: ReadScope?

    func takeSpareReadScope() -> ReadScope {
        guard let scope = spareReadScope else { return ReadScope() }
        spareReadScope = nil
        return scope
    }

    /// Keeps `scope`, which nothing else holds, for the next body; it forgets its node first.
    func keepSpareReadScope(_ scope: ReadScope) {
        scope.detach()
        spareReadScope = scope
    }

    /// Called around each body by `CompositeNode`, with the node's evaluation number.
    func pushReader(_ reader: StateReader) {
        readerStack.append(reader)
    }

    func popReader() {
        readerStack.removeLast()
    }

    private func applyDeferredWrites() {
        let writes = deferredWrites
        deferredWrites.removeAll()
        for write in writes {
            for reader in write.apply() ?? [] { invalidate(reader, because: write.name) }
        }
    }

    /// Runs `action` on the main actor at the next update (from any thread).
    nonisolated func runAtNextUpdate(_ action: @escaping @Sendable @MainActor () -> Void) {
        observations.record(action: action)
    }

    public nonisolated func objectWillChange(owner: AnyObject, name: String) {
        transaction.noteWrite()
        observations.record(owner: owner, name: name)
    }

    private func invalidate(_ owner: AnyObject, because name: String) {
        (owner as? any DirtyEvaluating)?.invalidate(because: name)
    }

    func enqueueDirty(_ node: ViewNode) {
        let wasIdle = !needsUpdate
        schedule(node)
        if wasIdle { onNeedsUpdate?() }
    }

    // MARK: Work loop

    /// Runs `node.runScheduledWork()` in this update, after all shallower work.
    func schedule(_ node: ViewNode) {
        scheduleSequence += 1
        scheduled.insert(ScheduledWork(depth: node.depth, sequence: scheduleSequence, node: node))
    }

    /// Unmounts `node` from the work loop rather than inside the caller (a recursion boundary).
    func scheduleUnmount(_ node: ViewNode, removeBoxes: Bool) {
        pendingUnmounts.append((node, removeBoxes))
    }

    /// Top-down: the shallowest scheduled node first, so an ancestor's update reaches a dirty
    /// descendant before the descendant's own entry comes up (which then finds it clean).
    private func runScheduledWork() {
        while true {
            drainPendingUnmounts()
            guard let next = scheduled.popMin() else { return }
            runsThisUpdate += 1
            if runsThisUpdate > ViewGraph.runsBeforeCounting {
                let key = ObjectIdentifier(next.node)
                let runs = runsPerNode[key, default: 0] + 1
                runsPerNode[key] = runs
                if runs > ViewGraph.runsPerNodeLimit {
                    // The rest waits for the next update: the frame ends and the app goes on.
                    schedule(next.node)
                    if !reportedRunaway {
                        reportedRunaway = true
                        RuntimeWarnings.emit("\(TypeNames.name(of: type(of: next.node))) was scheduled more than \(ViewGraph.runsPerNodeLimit) times in one update (a value in its environment that is never equal to itself?); the update stops here and goes on in the next frame", fix: "make what the view reads equal to itself between updates: no new object, closure or NaN made in every body")
                    }
                    return
                }
            }
            next.node.runScheduledWork()
        }
    }

    private func drainPendingUnmounts() {
        while let entry = pendingUnmounts.popLast() {
            // Unmounting may append the subtrees of deeper boundaries, each released when its
            // turn ends, so no release recurses through more than one boundary's worth of nodes.
            entry.node.unmount(removeBoxes: entry.removeBoxes)
        }
    }

    /// Releases a tree with recursion boundaries in pieces, top first: every boundary's subtree
    /// is taken out of the tree, then the root's piece is released, then each piece in order of
    /// depth. No release recurses through more than one boundary's worth of nodes; and as each
    /// piece goes while the deeper pieces still hold their views, a view value nested as deep as
    /// the tree (a chain of `AnyView`s) is released a piece at a time too, never from its head
    /// after everything below let go of it.
    isolated deinit {
        guard containsRecursionBoundaries, let root else { return }
        var boundaries: [ViewNode] = []
        var stack: [ViewNode] = [root]
        while let node = stack.popLast() {
            if node is any RecursionBoundary { boundaries.append(node) }
            node.forEachChild { stack.append($0) }
        }
        var pieces = boundaries.sorted(by: { $0.depth < $1.depth }).map { $0.takeSubtreeForTeardown() }
        self.root = nil
        for index in pieces.indices { pieces[index] = nil }
    }

    // MARK: Bodies

    func willEvaluateBody(because cause: BodyCause, of record: ViewTypeRecord) {
        bodyDepth += 1
        BodyEvaluationContext.setChangedItems(cause.printItems(stateNames: record.hasDynamicProperties ? record.linker.stateNames : []))
    }

    /// The record of `type`, made at its first mount in this graph.
    func record<V: View>(for type: V.Type) -> ViewTypeRecord {
        let key = ObjectIdentifier(type)
        if let record = typeRecords[key] { return record }
        let record = ViewTypeRecord(type)
        typeRecords[key] = record
        return record
    }

    func didEvaluateBody(of record: ViewTypeRecord, because cause: BodyCause) {
        bodyDepth -= 1
        if record.runsThisUpdate == 0 { typesRunThisUpdate.append(record) }
        record.runsThisUpdate += 1
        if recordsExplanations {
            if case .identity = cause {
                statistics.explanations.append(record.identityExplanation)
            } else {
                statistics.explanations.append("\(TypeNames.name(of: record.type)): \(cause.explanation)")
            }
        }
    }

    func recordSkip() {
        statistics.skippedBodies += 1
    }

    func recordSkips(_ count: Int) {
        statistics.skippedBodies += count
    }

    func recordKeyedDiff(_ diff: KeyedDiff) {
        statistics.insertedChildren += diff.inserted
        statistics.removedChildren += diff.removed.count
        statistics.movedChildren += diff.moved
    }

    // MARK: Timers

    /// The clock timelines read; a test host can set its own.
    public var now: @MainActor () -> Date = { Date() }
    private var timers: [ObjectIdentifier: (date: Date, node: any TimerDriven)] = [:]

    func scheduleTimer(at date: Date, for node: any TimerDriven) {
        timers[ObjectIdentifier(node)] = (date, node)
    }

    func cancelTimer(for node: any TimerDriven) {
        timers[ObjectIdentifier(node)] = nil
    }

    /// When the next timer (a `TimelineView` tick) is due; `nil` when none is set.
    public var nextTimerDate: Date? { timers.values.map(\.date).min() }

    /// Wakes every timeline whose tick is due at `now`; their content is built at the next
    /// update. Returns whether any was.
    @discardableResult
    public func fireTimers() -> Bool {
        let now = self.now()
        var fired = false
        for (key, timer) in timers where timer.date <= now {
            fired = true
            timers[key] = timer.node.timerFired(now: now).map { ($0, timer.node) }
        }
        return fired
    }

    /// The transaction of the update being applied.
    var updateTransaction: Transaction { changes.transaction }

    /// Moves the `Animatable` views that animate to the clock's `now`: each runs its body with
    /// its data part way at the next update. Returns whether any moves.
    @discardableResult
    public func advanceAnimations() -> Bool {
        animatableViews.advance(to: now().timeIntervalSinceReferenceDate)
        return animatableViews.isRunning
    }

    /// Whether an `Animatable` view is animating (the host keeps asking for frames).
    public var isAnimating: Bool { animatableViews.isRunning }

    /// How many `Animatable` views animate, for the heads-up display.
    public var animationCount: Int { animatableViews.count }

    // MARK: Body runs

    /// An id for a view whose runs are reported, stable for its lifetime.
    func makeViewID() -> Int {
        nextViewID += 1
        return nextViewID
    }

    /// A content closure ran (`ContentRunReporter`): counted with the bodies under `name`.
    func didRunContent(named name: String, because cause: String) {
        statistics.bodyRuns.add(1, named: name)
        if recordsExplanations { statistics.explanations.append("\(name): \(cause)") }
    }

    func recordBodyRun(_ node: any BodyRunReporting) {
        bodyRuns.append(node)
    }

    private func reportBodyRuns() {
        guard !bodyRuns.isEmpty else { return }
        for node in bodyRuns {
            if let run = node.takeBodyRun() { changes.append(.bodyRan(run)) }
        }
        bodyRuns.removeAll()
    }

    func bodyRunsEnded(viewID: Int) {
        changes.append(.bodyRunsEnded(viewID: viewID))
    }

    // MARK: Boxes

    func insertBox(_ content: BoxContent) -> BoxID {
        let id = reserveBoxID()
        changes.append(.insert(id, content))
        return id
    }

    /// An id for a box inserted later with `insertBox(_:_:)`: a node whose box content calls
    /// back into the node (`onPlaced`) must exist before the content can be made.
    func reserveBoxID() -> BoxID {
        nextBoxID += 1
        return BoxID(rawValue: nextBoxID)
    }

    func insertBox(_ id: BoxID, _ content: BoxContent) {
        changes.append(.insert(id, content))
    }

    func updateBox(_ id: BoxID, _ content: BoxContent, visual: Bool) {
        changes.append(.update(id, content, visual: visual))
    }

    func setChildren(of id: BoxID, _ children: [BoxID]) {
        changes.append(.setChildren(id, children))
    }

    func removeBox(_ id: BoxID) {
        changes.append(.remove(id))
    }

    func rootBoxesChanged() {
        var boxes: [BoxID] = []
        root?.appendBoxes(to: &boxes)
        changes.append(.setRoot(boxes))
    }
}

/// An entry of the graph's work loop, ordered by depth, then by scheduling order.
private struct ScheduledWork: Comparable {
    let depth: Int
    let sequence: Int
    let node: ViewNode

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.depth, lhs.sequence) < (rhs.depth, rhs.sequence)
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.sequence == rhs.sequence }
}

/// A node woken by the clock (`TimelineView`).
@MainActor
protocol TimerDriven: AnyObject {
    /// The tick came; returns when the next one is due (`nil`: no more).
    func timerFired(now: Date) -> Date?
}

/// A node whose body runs can be reported (`ViewGraph.tracksBodyRuns`).
@MainActor
protocol BodyRunReporting: AnyObject {
    /// The run to report, once per update however often it was recorded; `nil` when the
    /// node is gone.
    func takeBodyRun() -> BodyRun?
}

/// A node whose body can be invalidated and re-run: the graph's view of `CompositeNode`.
@MainActor
protocol DirtyEvaluating: AnyObject {
    func invalidate(because cause: String)
}

extension CompositeNode: DirtyEvaluating {}

extension ViewGraph {
    /// Runs again, at its own graph's next update, the body of `node`, which read a value kept
    /// outside any graph (an app's `@State`, which every window's graph may read).
    package static func invalidate(reader node: AnyObject, because cause: String) {
        (node as? any DirtyEvaluating)?.invalidate(because: cause)
    }
}

/// A node that holds a view value the diffability audit can read.
@MainActor
protocol AuditableNode: AnyObject {
    func audit(policy: DiffPolicy, engine: ReflectionEngine) -> DiffAuditReport
}

extension CompositeNode: AuditableNode {}
