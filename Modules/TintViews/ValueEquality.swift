/// `==` for values whose static type is not known to be `Equatable`.
public enum ValueEquality {
    /// `a == b` when `T` is `Equatable`; `nil` when it is not.
    public static func equal<T>(_ a: T, _ b: T) -> Bool? {
        guard let equatable = T.self as? any Equatable.Type else { return nil }
        return compare(equatable, a, b)
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
