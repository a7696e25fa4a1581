import TintBoxes
import TintViews

/// The node of a view with a `body`: it owns the view's state and the node of its body.
///
/// Its body runs on mount, when its state is written, when its environment changes, and when
/// the parent hands it a value the comparator finds different (RULES 1.1, 1.2).
///
/// Its stored properties skip the run-time exclusivity check (`@exclusivity(unchecked)`): in
/// this unspecialized code the compiler cannot prove accesses disjoint and checked each one
/// through a thread-local access set, a tenth of mounting a tree. The node is touched only on
/// the main actor, by its own methods, which never overlap an access (a body cannot reach its
/// node; its state writes are deferred). Debug builds keep checking everything else.
final class CompositeNode<V: View>: TypedNode<V>, BodyRunReporting, AnimatableViewNode {
    @exclusivity(unchecked) private var view: V
    @exclusivity(unchecked) private var slots: [AnyObject?] = []
    /// What the graph knows of `V`: its dynamic properties, its comparison, its run count.
    private let record: ViewTypeRecord
    private var linker: DynamicPropertyLinker { record.linker }
    @exclusivity(unchecked) private var child: TypedNode<V.Body>?
    /// The last body (a `KeptBody<V.Body>`), kept to hand a changed environment down without
    /// running the body again when the change concerns no value this view reads (RULES 1.9);
    /// only while the child cannot take the environment alone (`updatesEnvironmentAlone`).
    ///
    /// Most bodies' children can, so the body is kept out of line, untyped: inline, the copy
    /// of each body (the values of the whole subtree below it: 146 bytes for a row of the
    /// benchmarks' trees) was the largest part of a composite node, and every write of an
    /// optional of the generic body type looked up that optional's metadata.
    @exclusivity(unchecked) private var keptBody: AnyObject?
    /// The state and observable reads of the latest body; `nil` when it read none. A body that
    /// read nothing hands its scope back to the graph for the next body to use: most bodies
    /// read nothing, and a scope kept by every node was one allocation per view.
    @exclusivity(unchecked) private var reads: ReadScope?
    /// What few nodes carry (`NodeNotes`): made at the first state write or body-run report.
    @exclusivity(unchecked) private var notes: NodeNotes?
    // The counter and the flags last, side by side: apart, each took a word (a composite
    // node was 160 or 176 bytes of heap; now 128 or 144).
    /// Body evaluations of this node (wrapping, past four billion).
    @exclusivity(unchecked) private var evaluation: UInt32 = 0
    /// Set by a state write; cleared when the body runs.
    @exclusivity(unchecked) private(set) var isDirty = false
    private(set) var isMounted = true {
        didSet { reads?.isMounted = isMounted }
    }
    @exclusivity(unchecked) private var hasPendingBodyRun = false

    deinit {
        // The scope may outlive the node (a storage's reader list): it must not point here.
        reads?.detach()
    }

    /// Why the body must run again (the state written since it last ran).
    private var dirtyCauses: [String] { notes?.dirtyCauses ?? [] }

    private func forgetDirtyCauses() {
        if let notes, !notes.dirtyCauses.isEmpty { notes.dirtyCauses.removeAll() }
    }

    private var madeNotes: NodeNotes {
        if let notes { return notes }
        let made = NodeNotes()
        notes = made
        return made
    }

    init(_ view: V, record: ViewTypeRecord, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        self.view = view
        self.record = record
        super.init(graph: graph, parent: parent, environment: environment)
        evaluateBody(because: .identity, in: graph)
    }

    override func update(_ newView: V, environment: EnvironmentValues) {
        let oldEnvironment = self.environment
        let environmentChanged = environment != oldEnvironment
        self.environment = environment
        if let cause = causeBesidesValue(environmentChangedFrom: environmentChanged ? oldEnvironment : nil) {
            accept(newView)
            evaluateBody(because: cause, in: graph)
            return
        }
        let differ = record.differ(for: V.self, in: graph)
        let equal = withUnsafePointer(to: newView) { new in
            withUnsafeMutablePointer(to: &view) { old in differ.areEqual(at: old, new) }
        }
        if equal {
            graph.recordSkip()
            if environmentChanged { handEnvironmentDown(environment) }
            return
        }
        // The second walk that finds the first difference runs only for explanations.
        let difference = graph.recordsExplanations ? differ.difference(view, newView) : nil
        accept(newView)
        evaluateBody(because: .value(difference), in: graph)
    }

    /// The child takes a changed environment: alone, or with the last body.
    private func handEnvironmentDown(_ environment: EnvironmentValues) {
        guard let child else { return }
        if let keptBody {
            child.update(unsafeDowncast(keptBody, to: KeptBody<V.Body>.self).body, environment: environment)
        } else {
            child.updateEnvironment(environment)
        }
    }

    override var updatesEnvironmentAlone: Bool { true }

    /// As `update` with the value it holds: the body runs when it is dirty or reads a changed
    /// value of the environment; otherwise the child takes the environment.
    override func updateEnvironment(_ environment: EnvironmentValues) {
        let oldEnvironment = self.environment
        guard environment != oldEnvironment else { return }
        self.environment = environment
        if let cause = causeBesidesValue(environmentChangedFrom: oldEnvironment) {
            evaluateBody(because: cause, in: graph)
            return
        }
        graph.recordSkip()
        handEnvironmentDown(environment)
    }

    /// Why the body must run whatever value the parent hands (both `update` paths ask this
    /// first): a state write since it last ran, or a change, from `oldEnvironment` (`nil`:
    /// none), of a value of the environment the view reads. `nil` when neither.
    private func causeBesidesValue(environmentChangedFrom oldEnvironment: EnvironmentValues?) -> BodyCause? {
        if isDirty { return .state(dirtyCauses) }
        guard let oldEnvironment else { return nil }
        let changed = linker.changedEnvironmentProperties(&view, from: oldEnvironment, to: environment)
        return changed.isEmpty ? nil : .environment(changed)
    }

    /// Updates with a value an enclosing `EquatableView` already found different: no second
    /// comparison.
    func update(_ newView: V, environment: EnvironmentValues, decidedBy difference: ViewDifference) {
        self.environment = environment
        accept(newView)
        evaluateBody(because: isDirty ? .state(dirtyCauses) : .value(difference), in: graph)
    }

    /// Takes the value the parent handed: as it is, or, for an `Animatable` view, with its
    /// data where its animation has it now.
    private func accept(_ newView: V) {
        guard let animatable = record.animatable else {
            view = newView
            return
        }
        let graph = self.graph
        let transaction = graph.animatableViews.transaction(for: self, update: graph.updateTransaction)
        view = graph.animatableViews.accept(newView, presented: view, node: self, type: animatable, transaction: transaction)
    }

    /// An animation step: the view shows `value` (its data part way), its body runs at the
    /// next update.
    func presentAnimatedValue(_ value: Any) {
        guard isMounted, let value = value as? V else { return }
        view = value
        invalidate(because: "animatableData")
    }

    /// Marks the body as needing to run at the next update, naming why.
    func invalidate(because cause: String) {
        let notes = madeNotes
        if !notes.dirtyCauses.contains(cause) { notes.dirtyCauses.append(cause) }
        guard !isDirty, isMounted else { return }
        isDirty = true
        graph.enqueueDirty(self)
    }

    override func runScheduledWork() { reevaluateIfDirty() }

    /// Runs the body if it is still dirty (an ancestor's update may have run it already).
    func reevaluateIfDirty() {
        guard isDirty, isMounted else { return }
        evaluateBody(because: .state(dirtyCauses), in: graph)
    }

    /// The body of the view at `view`'s address. `view.body` on the stored property (or through
    /// a pointer's `pointee`) copied the whole view, every value of the subtree it holds, into a
    /// temporary first; an `inout` parameter is read in place.
    private static func body(of view: inout V) -> V.Body { view.body }

    /// Runs the body, recording what it reads in this node's scope, or in the graph's spare
    /// one when it read nothing.
    ///
    /// A function of its own so that its reference to the scope ends when it returns: held
    /// in `evaluateBody` until that returned, the scope handed back as spare was still held
    /// while the children mounted, and each child that took it found it shared and kept it
    /// (one scope made for every other body of a tree).
    private func trackedBody(in graph: ViewGraph) -> V.Body {
        var scope = reads ?? graph.takeSpareReadScope()
        reads = nil
        let body = scope.track(self, in: graph) { Self.body(of: &view) }
        // Held elsewhere only when something read during this body or an earlier one still
        // counts it (a state storage's readers, a pending observation).
        if isKnownUniquelyReferenced(&scope) { graph.keepSpareReadScope(scope) } else { reads = scope }
        return body
    }

    /// `graph` is handed in rather than read from `self.graph`: every use of an `unowned(unsafe)`
    /// reference retains and releases it, and a body run used the graph six times.
    private func evaluateBody(because cause: BodyCause, in graph: ViewGraph) {
        if record.hasDynamicProperties {
            let linker = record.linker
            // A body that would read an environment object no ancestor provides does not run:
            // the view shows what it showed before (nothing, at first), with a warning.
            if let missing = linker.missingEnvironmentValue(of: &view, in: environment) {
                RuntimeWarnings.emit("\(TypeNames.name(of: V.self)): \(missing)", fix: "provide it from an ancestor (.environment(model) or .environmentObject(model)), or read it as optional")
                isDirty = false
                forgetDirtyCauses()
                return
            }
            linker.link(&view, slots: &slots, graph: graph, owner: self, environment: environment)
        }
        graph.willEvaluateBody(because: cause, of: record)
        evaluation &+= 1
        let body = trackedBody(in: graph)
        graph.didEvaluateBody(of: record, because: cause)
        isDirty = false
        forgetDirtyCauses()
        if let child {
            child.update(body, environment: environment)
        } else {
            child = makeNode(body, parent: self, graph: graph, environment: environment, record: record.bodyRecord(of: V.Body.self, in: graph))
        }
        // Kept only for a child that cannot take an environment alone; moved in after its
        // last use: assigned before it, the body (the whole subtree's values) was copied.
        if child?.updatesEnvironmentAlone == false {
            if let keptBody {
                unsafeDowncast(keptBody, to: KeptBody<V.Body>.self).body = consume body
            } else {
                keptBody = KeptBody(consume body)
            }
        } else if keptBody != nil {
            keptBody = nil
        }
        if graph.tracksBodyRuns || environment.debugTint, !hasPendingBodyRun {
            hasPendingBodyRun = true
            graph.recordBodyRun(self)
        }
    }

    // MARK: Body runs (debug overlays)


    func takeBodyRun() -> BodyRun? {
        hasPendingBodyRun = false
        guard isMounted else { return nil }
        let notes = madeNotes
        if notes.viewID == 0 { notes.viewID = graph.makeViewID() }
        let viewID = notes.viewID
        var boxes: [BoxID] = []
        appendBoxes(to: &boxes)
        return BodyRun(viewID: viewID, name: TypeNames.name(of: V.self), boxes: boxes, count: Int(evaluation),
                       depth: depth, forced: environment.debugTint)
    }

    override func appendBoxes(to list: inout [BoxID]) {
        child?.appendBoxes(to: &list)
    }


    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let child { body(child) }
    }

    override var holdsReadScope: Bool { reads != nil }

    /// Whether the node keeps a copy of its last body (for tests: only while its child cannot
    /// take an environment alone).
    var keepsBody: Bool { keptBody != nil }

    /// The diffability audit of the view value this node holds now.
    func audit(policy: DiffPolicy, engine: ReflectionEngine) -> DiffAuditReport {
        DiffAudit.audit(view, policy: policy, engine: engine)
    }

    override func unmount(removeBoxes: Bool) {
        isMounted = false
        if record.animatable != nil { graph.animatableViews.remove(self) }
        if let viewID = notes?.viewID, viewID != 0 { graph.bodyRunsEnded(viewID: viewID) }
        child?.unmount(removeBoxes: removeBoxes)
        child = nil
        keptBody = nil
        slots.removeAll()
    }
}

/// A body a `CompositeNode` keeps (`keptBody`).
private final class KeptBody<Body> {
    var body: Body
    init(_ body: consuming Body) { self.body = body }
}

/// What few composite nodes carry, out of line: the causes of a pending body run (only
/// between a state write and the run) and the id of body-run reports (only under the debug
/// overlays).
private final class NodeNotes {
    var dirtyCauses: [String] = []
    /// The view's id in body-run reports; 0 until its first report.
    var viewID = 0
}
