/// Compares `count` bytes at `a` and `b`, a machine word at a time.
///
/// Used for runs of fields whose `==` is their bit pattern (integers, `Bool`, class references,
/// closures, metatypes). Unaligned loads, because a merged run may start at any field offset.
@inline(__always)
func bytesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
    var index = 0
    while index + 8 <= count {
        if a.loadUnaligned(fromByteOffset: index, as: UInt64.self) != b.loadUnaligned(fromByteOffset: index, as: UInt64.self) {
            return false
        }
        index += 8
    }
    while index < count {
        if a.load(fromByteOffset: index, as: UInt8.self) != b.load(fromByteOffset: index, as: UInt8.self) { return false }
        index += 1
    }
    return true
}

/// Types whose `==` is exactly "same bytes": safe to merge into byte runs. Floating-point types
/// are not (NaN, and 0.0 == -0.0), nor is `String` (equal strings can differ in bytes).
enum BitwiseEquatable {
    static func contains(_ type: Any.Type) -> Bool {
        type == Int.self || type == UInt.self || type == Bool.self
            || type == Int8.self || type == Int16.self || type == Int32.self || type == Int64.self
            || type == UInt8.self || type == UInt16.self || type == UInt32.self || type == UInt64.self
            || type == Unicode.Scalar.self
    }
}
