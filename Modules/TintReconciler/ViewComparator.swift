import TintViews

/// Decides whether a rebuilt view value equals its previous value, so its `body` can be
/// skipped (SEMANTICS 1.2, 1.3).
///
/// The reconciler depends only on this interface; the reflection engines of the diffing issue
/// plug in here.
@MainActor
public protocol ViewComparator {
    func areEqual<V: View>(_ old: V, _ new: V) -> Bool
}

/// The stand-in comparator: `==` for views that are `Equatable`, everything else counts as changed.
public struct EquatableViewComparator: ViewComparator {
    public init() {}

    public func areEqual<V: View>(_ old: V, _ new: V) -> Bool {
        ValueEquality.equal(old, new) ?? false
    }
}

/// No skipping: every rebuilt view runs its body (the `alwaysEvaluate` baseline).
public struct AlwaysEvaluateComparator: ViewComparator {
    public init() {}

    public func areEqual<V: View>(_ old: V, _ new: V) -> Bool { false }
}
