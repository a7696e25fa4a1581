/// `==` for values whose static type is not known to be `Equatable`.
public enum ValueEquality {
    /// `a == b` when `T` is `Equatable`; `nil` when it is not.
    public static func equal<T>(_ a: T, _ b: T) -> Bool? {
        guard let equatable = T.self as? any Equatable.Type else { return nil }
        return compare(equatable, a, b)
    }

    /// `a == b` when `a`'s dynamic type is `Equatable` (and `b` is of it too); `nil` when it is
    /// not `Equatable`.
    public static func equalDynamic(_ a: Any, _ b: Any) -> Bool? {
        guard let x = a as? any Equatable else { return nil }
        func open<E: Equatable>(_ x: E) -> Bool { (b as? E).map { $0 == x } ?? false }
        return open(x)
    }

    private static func compare<E: Equatable, T>(_: E.Type, _ a: T, _ b: T) -> Bool {
        // `T` is `E` here (the cast above succeeded on `T.self`), so reinterpreting is exact.
        withUnsafePointer(to: a) { pa in
            withUnsafePointer(to: b) { pb in
                UnsafeRawPointer(pa).assumingMemoryBound(to: E.self).pointee
                    == UnsafeRawPointer(pb).assumingMemoryBound(to: E.self).pointee
            }
        }
    }
}
