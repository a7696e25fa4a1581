/// A value at an address, handed on without a copy.
///
/// Reading a generic value's `pointee` for a call copies it into a temporary first (the
/// compiler cannot tell that nothing writes the memory during the call): for a view, that is
/// every value of the subtree it holds, copied and destroyed again. An `inout` argument is
/// passed as its address. Nothing here writes through it.
package enum InPlace {
    package static func with<T, R>(_ pointer: UnsafeRawPointer, as type: T.Type, _ body: (inout T) -> R) -> R {
        body(&UnsafeMutableRawPointer(mutating: pointer).assumingMemoryBound(to: T.self).pointee)
    }

    /// `a == b` for values at two addresses, neither copied.
    package static func equal<E: Equatable>(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, as type: E.Type) -> Bool {
        let x = UnsafeMutableRawPointer(mutating: a).assumingMemoryBound(to: E.self)
        // One address: one access (two `inout` accesses may not overlap); `==` still decides.
        guard a != b else { return same(&x.pointee) }
        return equal(&x.pointee, &UnsafeMutableRawPointer(mutating: b).assumingMemoryBound(to: E.self).pointee)
    }

    /// The first offset in `range` whose values (`stride` bytes apart from `a` and from `b`)
    /// are not `==`, `range.upperBound` when all are; none copied. Every pair is asked, even at
    /// one address: `==` may say false for equal bytes (NaN).
    package static func firstDifference<E: Equatable>(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, stride: Int, in range: Range<Int>, as type: E.Type) -> Int {
        let x = UnsafeMutableRawPointer(mutating: a), y = UnsafeMutableRawPointer(mutating: b)
        for offset in range {
            let p = (x + offset &* stride).assumingMemoryBound(to: E.self)
            if a == b {
                if !same(&p.pointee) { return offset }
            } else if !equal(&p.pointee, &(y + offset &* stride).assumingMemoryBound(to: E.self).pointee) {
                return offset
            }
        }
        return range.upperBound
    }

    // Plain `inout` parameters, not values captured by closures: a captured `inout` was
    // copied again to be handed to `==`.
    private static func equal<E: Equatable>(_ a: inout E, _ b: inout E) -> Bool { a == b }
    private static func same<E: Equatable>(_ a: inout E) -> Bool { a == a }
}
