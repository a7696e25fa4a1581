import TintViews

/// Decides whether a rebuilt view value equals its previous value, so its `body` can be
/// skipped (SEMANTICS 1.2), with the decision tree of SEMANTICS 1.3 under a policy (1.4) and a
/// reflection engine (1.5). The one comparator interface of the reconciler.
///
/// Per view type it hands out a `ViewDiffer`, built once and cached, that nodes keep: the hot
/// path is then a call on a prepared plan, with no look-up.
@MainActor
public struct ViewComparator: Sendable, Hashable {
    public var policy: DiffPolicy
    public var engine: ReflectionEngine

    public init(policy: DiffPolicy = .automatic, engine: ReflectionEngine = .compiled) {
        self.policy = policy
        self.engine = engine
    }

    private static var differs: [DifferKey: AnyObject] = [:]

    /// The prepared comparison for views of type `V` under this policy and engine.
    public func differ<V: View>(for type: V.Type) -> ViewDiffer<V> {
        let key = DifferKey(type: ObjectIdentifier(type), comparator: self)
        if let cached = ViewComparator.differs[key] { return unsafeDowncast(cached, to: ViewDiffer<V>.self) }
        let differ = ViewDiffer<V>(comparator: self)
        ViewComparator.differs[key] = differ
        return differ
    }

    /// True when `new` equals `old`, so `new`'s body can be skipped.
    public func areEqual<V: View>(_ old: V, _ new: V) -> Bool {
        differ(for: V.self).areEqual(old, new)
    }

    /// Why `new` differs from `old`, or `nil` when they are equal.
    public func difference<V: View>(_ old: V, _ new: V) -> ViewDifference? {
        differ(for: V.self).difference(old, new)
    }

    private struct DifferKey: Hashable {
        let type: ObjectIdentifier
        let comparator: ViewComparator
    }
}

/// The comparison of views of one type under one policy and engine, decided once: which branch
/// of the decision tree applies, and the compiled plan when it is the compiled engine.
@MainActor
public final class ViewDiffer<V: View> {
    private enum Method {
        case alwaysEvaluate
        /// The view's own `==` (automatic policy and an `Equatable` view).
        case ownEquatable(ValueComparer)
        case compiled(ValueComparer)
        case mirror
    }

    private let method: Method

    init(comparator: ViewComparator) {
        switch comparator.policy {
        case .alwaysEvaluate:
            method = .alwaysEvaluate
        case .automatic where V.self is any Equatable.Type:
            method = .ownEquatable(CompiledPlans.comparer(for: V.self))
        case .automatic, .reflection:
            switch comparator.engine {
            case .compiled: method = .compiled(CompiledPlans.propertyComparer(for: V.self))
            case .mirror: method = .mirror
            }
        }
    }

    /// The rule that decides for this view type as a whole, when one does (its own `==`, or the
    /// policy); `nil` when its properties are compared one by one.
    public var wholeViewRule: DiffRule? {
        switch method {
        case .alwaysEvaluate: .alwaysEvaluate
        case .ownEquatable: .equatable
        case .compiled, .mirror: nil
        }
    }

    /// True when `new` equals `old`, so `new`'s body can be skipped.
    public func areEqual(_ old: V, _ new: V) -> Bool {
        switch method {
        case .alwaysEvaluate:
            return false
        case .ownEquatable(let comparer), .compiled(let comparer):
            return withUnsafePointer(to: old) { a in withUnsafePointer(to: new) { b in comparer.equal(a, b) } }
        case .mirror:
            return MirrorComparison.propertyDifference(old, new) == nil
        }
    }

    /// The first difference and the rule that found it; `nil` when equal. A whole-view decision
    /// (`==`, the policy) has an empty path.
    public func difference(_ old: V, _ new: V) -> ViewDifference? {
        switch method {
        case .alwaysEvaluate:
            return ViewDifference(path: "", rule: .alwaysEvaluate)
        case .ownEquatable(let comparer):
            return withUnsafePointer(to: old) { a in withUnsafePointer(to: new) { b in comparer.equal(a, b) } }
                ? nil : ViewDifference(path: "", rule: .equatable)
        case .compiled(let comparer):
            return withUnsafePointer(to: old) { a in withUnsafePointer(to: new) { b in comparer.difference(a, b) } }
        case .mirror:
            return MirrorComparison.propertyDifference(old, new)
        }
    }
}
