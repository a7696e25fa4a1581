import TintViews

/// Decides whether a rebuilt view value equals its previous value, so its `body` can be
/// skipped (RULES 1.2), with the decision tree of RULES 1.3 under a policy (1.4) and a
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

    @exclusivity(unchecked) private static var differs: [DifferKey: AnyObject] = [:]

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
    private let method: DiffMethod
    /// The prepared comparer for `.ownEquatable` and `.compiled`; a placeholder otherwise.
    private let comparer: ValueComparer
    /// The same, called without a retain and release: this differ holds `comparer`, and the
    /// pair would cost more than comparing six fields.
    private nonisolated(unsafe) let unmanagedComparer: Unmanaged<ValueComparer>
    /// The comparer again when it is a struct plan (the usual case): a final class, so the hot
    /// path calls it directly instead of through the vtable.
    private let structPlan: StructComparer.Plan?
    private static var placeholder: ValueComparer { UninspectableComparer.shared }

    init(comparator: ViewComparator) {
        switch comparator.policy {
        case .alwaysEvaluate:
            method = .alwaysEvaluate
            comparer = Self.placeholder
        case .automatic where V.self is any Equatable.Type:
            method = .ownEquatable
            comparer = CompiledPlans.comparer(for: V.self)
        case .automatic, .reflection:
            switch comparator.engine {
            case .compiled:
                method = .compiled
                comparer = CompiledPlans.propertyComparer(for: V.self)
            case .mirror:
                method = .mirror
                comparer = Self.placeholder
            }
        }
        unmanagedComparer = .passUnretained(comparer)
        structPlan = (comparer as? StructComparer)?.plan
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
        withUnsafePointer(to: old) { a in withUnsafePointer(to: new) { b in areEqual(at: a, b) } }
    }

    /// `areEqual` on values already in memory: the reconciler's hot path, which copies nothing.
    /// Nonisolated (it reads only constants), so its closure carries no runtime isolation check.
    public nonisolated func areEqual(at old: UnsafePointer<V>, _ new: UnsafePointer<V>) -> Bool {
        switch method {
        case .alwaysEvaluate: return false
        case .ownEquatable, .compiled:
            if let structPlan { return structPlan.equal(old, new) }
            return unmanagedComparer._withUnsafeGuaranteedRef { $0.equal(old, new) }
        case .mirror:
            return mirrorEqual(old, new)
        }
    }

    /// Kept out of `areEqual(at:)`: its copies of `V` would give the hot path a dynamically
    /// sized stack frame on every call.
    @inline(never)
    private nonisolated func mirrorEqual(_ old: UnsafePointer<V>, _ new: UnsafePointer<V>) -> Bool {
        nonisolated(unsafe) let x = old.pointee, y = new.pointee
        return MainActor.assumeIsolated { MirrorComparison.propertyDifference(x, y) == nil }
    }

    /// The first difference and the rule that found it; `nil` when equal. A whole-view decision
    /// (`==`, the policy) has an empty path.
    public func difference(_ old: V, _ new: V) -> ViewDifference? {
        // A modifier's body view reports the modifier's own properties.
        if V.self is any ForwardsFields.Type { return propertyDifference(old, new)?.droppingFirstComponent() }
        return propertyDifference(old, new)
    }

    private func propertyDifference(_ old: V, _ new: V) -> ViewDifference? {
        switch method {
        case .alwaysEvaluate:
            return ViewDifference(path: "", rule: .alwaysEvaluate)
        case .ownEquatable:
            return areEqual(old, new) ? nil : ViewDifference(path: "", rule: .equatable)
        case .compiled:
            return withUnsafePointer(to: old) { a in withUnsafePointer(to: new) { b in comparer.difference(a, b) } }
        case .mirror:
            return MirrorComparison.propertyDifference(old, new)
        }
    }
}

/// Which branch of the decision tree a `ViewDiffer` takes. Outside the generic class on purpose:
/// nested in `ViewDiffer<V>` its layout would depend on `V`, and every switch over it would
/// allocate stack space and call value witnesses.
private enum DiffMethod: Sendable {
    case alwaysEvaluate
    /// The view's own `==` (automatic policy and an `Equatable` view).
    case ownEquatable
    case compiled
    case mirror
}
