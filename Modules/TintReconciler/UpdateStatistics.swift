import TintViews

/// What one update of the view graph did: whose bodies ran, why, and how many were skipped.
public struct UpdateStatistics: Sendable {
    /// Body evaluations by view type.
    public var bodyRuns = BodyRunCounts()
    /// Body evaluations by view type name (made from `bodyRuns` when read).
    public var bodyEvaluations: [String: Int] {
        get { bodyRuns.byName }
        set { bodyRuns = BodyRunCounts(byName: newValue) }
    }
    /// Rebuilt views found equal to their previous value, whose bodies did not run.
    public var skippedBodies = 0
    /// `ForEach` children mounted, unmounted and moved by keyed diffs this update.
    public var insertedChildren = 0
    public var removedChildren = 0
    public var movedChildren = 0
    /// Why each body ran, in SwiftUI's `_printChanges` form: `"Counter: _count changed."`.
    public var explanations: [String] = []

    public init() {}

    public var totalBodyEvaluations: Int { bodyRuns.total }
}
