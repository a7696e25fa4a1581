/// `==` for values whose static type is not known to be `Equatable`.
public enum ValueEquality {
    /// `a == b` when `T` is `Equatable`; `nil` when it is not.
    public static func equal<T>(_ a: T, _ b: T) -> Bool? {
        if let array = T.self as? any EquatableArray.Type {
            return withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { b in array.elementsEqual(a, b) } }
        }
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
            withUnsafePointer(to: b) { pb in InPlace.equal(pa, pb, as: E.self) }
        }
    }
}

/// An array of `Equatable` elements, compared as `==` compares it but with its elements read
/// in place.
///
/// Here, in code not specialized for the element type, the standard library's `==` copies
/// both elements of every pair to compare them: a `@State` array of a thousand rows written
/// once spent most of the write in copies and retains of the rows' strings.
protocol EquatableArray {
    /// `a == b` for two arrays of this type at `a` and `b`.
    static func elementsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool
}

extension Array: EquatableArray where Element: Equatable {
    static func elementsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        let x = a.assumingMemoryBound(to: [Element].self).pointee, y = b.assumingMemoryBound(to: [Element].self).pointee
        return x.withUnsafeBufferPointer { xs in
            y.withUnsafeBufferPointer { ys in
                guard xs.count == ys.count else { return false }
                // The same storage is equal without a look at the elements, as for `==`.
                guard let xBase = xs.baseAddress, let yBase = ys.baseAddress, xBase != yBase else { return true }
                let count = xs.count
                return InPlace.firstDifference(xBase, yBase, stride: MemoryLayout<Element>.stride, in: 0..<count, as: Element.self) == count
            }
        }
    }
}
