import TintViews

/// One step of the compiled engine: compares two values of one type, given their addresses.
///
/// Subclasses hold what was learned about the type once (its field plan, its `==` witness, its
/// element comparer), so a comparison is a walk over prepared steps with no dictionary look-ups
/// and no `Mirror`. Classes rather than protocol existentials: a vtable call, no boxing.
///
/// Nonisolated and immutable once built (`CompiledPlans` builds them on the main actor): a
/// main-actor method called from the closures of the hot path would pay a runtime isolation
/// check per call. The few comparers that need the main actor's caches say so.
class ValueComparer {
    /// The rule reported when this comparer finds a difference at its own level.
    let rule: DiffRule

    init(rule: DiffRule) {
        self.rule = rule
    }

    func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        preconditionFailure("\(Self.self) must override equal(_:_:)")
    }

    /// The first offset in `range` at which the values `stride` bytes apart from `a` and `b`
    /// differ, `range.upperBound` when none: a collection's elements compared in one call.
    func firstDifference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, stride: Int, in range: Range<Int>) -> Int {
        for offset in range where !equal(a + offset &* stride, b + offset &* stride) { return offset }
        return range.upperBound
    }

    /// The first difference, with its path below this value; `nil` when equal. Only explanations
    /// and the audit call it, so it may be slower than `equal`.
    func difference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> ViewDifference? {
        equal(a, b) ? nil : ViewDifference(path: "", rule: rule)
    }
}

/// Integers, `Bool`, class references (identity), closures (function and context), metatypes:
/// `==` is the bit pattern.
final class BytesComparer: ValueComparer {
    let count: Int

    init(count: Int, rule: DiffRule) {
        self.count = count
        super.init(rule: rule)
    }

    override func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        bytesEqual(a, b, count: count)
    }
}

/// `String`, with a fast path: identical bytes (the same small string, or the same buffer) are
/// equal without touching the characters; otherwise Unicode-correct `==`.
final class StringComparer: ValueComparer {
    init() { super.init(rule: .equatable) }

    override func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        Self.equal(a, b)
    }

    @inline(__always)
    static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        if bytesEqual(a, b, count: MemoryLayout<String>.size) { return true }
        return a.assumingMemoryBound(to: String.self).pointee == b.assumingMemoryBound(to: String.self).pointee
    }
}

/// A type's own `==`, found once through an opened existential and kept as a generic
/// specialization: the cached witness.
final class EquatableComparer<E: Equatable>: ValueComparer {
    init() { super.init(rule: .equatable) }

    override func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        InPlace.equal(a, b, as: E.self)
    }

    override func firstDifference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, stride: Int, in range: Range<Int>) -> Int {
        InPlace.firstDifference(a, b, stride: stride, in: range, as: E.self)
    }
}

/// Always "changed": a value whose representation cannot be inspected (RULES 1.3).
final class UninspectableComparer: ValueComparer {
    /// One instance serves every use; it holds nothing.
    @MainActor static let shared = UninspectableComparer()

    init() { super.init(rule: .uninspectable) }

    override func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { false }
}

/// A type whose field layout could not be read: compared by the mirror engine (counted in
/// `CompiledPlans.mirrorFallbacks`).
final class MirrorFallbackComparer<T>: ValueComparer {
    init() { super.init(rule: .uninspectable) }

    override func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        difference(a, b) == nil
    }

    override func difference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> ViewDifference? {
        nonisolated(unsafe) let x = a.assumingMemoryBound(to: T.self).pointee, y = b.assumingMemoryBound(to: T.self).pointee
        return MainActor.assumeIsolated { MirrorComparison.difference(x, y) }
    }
}

/// Stands for a type whose plan is still being built, so recursive types (a struct holding an
/// array of itself) terminate.
final class ForwardingComparer: ValueComparer {
    var target: ValueComparer?

    init() { super.init(rule: .uninspectable) }

    override func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        target?.equal(a, b) ?? false
    }

    override func difference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> ViewDifference? {
        target?.difference(a, b) ?? ViewDifference(path: "", rule: .uninspectable)
    }
}
