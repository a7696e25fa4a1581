import Foundation

/// Whether two closures of one type always give the same results: the same bits (function and
/// context), or the same function whose two contexts hold the same generic bindings and
/// capture nothing else.
///
/// A closure written in a generic view (`ForEach(items) { Row(item: $0) }` in a `List<Row>`)
/// captures the view's generic parameters, so every `body` makes it a new context holding the
/// very same type metadata: by identity it always differs, and every row was rebuilt. Its
/// context is a Swift heap object laid out as the runtime's reflection records describe
/// (`HeapLocalVariableMetadata`: the offset of the first capture and a capture descriptor
/// counting captured values and generic bindings). With no captured values, the bindings
/// (metadata and witness table pointers) are all the closure can read besides its arguments:
/// equal bindings mean equal behaviour. Anything else (captured values, whose types the
/// descriptor names only by mangled name; no descriptor; a context that is not a closure
/// context) answers false, which costs a rebuild and is never wrong.
func closuresEquivalent<T>(_ a: T, _ b: T) -> Bool {
    if closureBitsEqual(a, b) { return true }
    // A thick closure: the function, then its context.
    guard MemoryLayout<T>.size == 2 * MemoryLayout<UnsafeRawPointer>.size else { return false }
    return withUnsafeBytes(of: a) { a in
        withUnsafeBytes(of: b) { b in
            guard a.load(as: UInt.self) == b.load(as: UInt.self),
                  let first = a.load(fromByteOffset: 8, as: UnsafeRawPointer?.self),
                  let second = b.load(fromByteOffset: 8, as: UnsafeRawPointer?.self) else { return false }
            return ClosureContext(first).holdsSameBindingsOnly(as: ClosureContext(second))
        }
    }
}

/// Whether two closures are the same function with the same captured context: their bits,
/// compared as the compiled engine compares closure fields.
@inline(__always)
func closureBitsEqual<T>(_ a: T, _ b: T) -> Bool {
    withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { b in bytesEqual(a, b, count: MemoryLayout<T>.size) } }
}

/// A closure's context object, read through its metadata.
private struct ClosureContext {
    let object: UnsafeRawPointer

    init(_ object: UnsafeRawPointer) {
        self.object = object
    }

    /// The metadata kind of a closure context (`HeapLocalVariable`: 0 with the "not a type" bit).
    private static let heapLocalVariableKind: UInt = 0x400

    func holdsSameBindingsOnly(as other: ClosureContext) -> Bool {
        let metadata = object.load(as: UnsafeRawPointer.self)
        guard metadata == other.object.load(as: UnsafeRawPointer.self),
              metadata.load(as: UInt.self) == Self.heapLocalVariableKind,
              let descriptor = (metadata + 16).load(as: UnsafeRawPointer?.self) else { return false }
        let firstCapture = Int((metadata + 8).load(as: UInt32.self))
        let capturedValues = descriptor.load(as: UInt32.self)
        let bindings = Int((descriptor + 8).load(as: UInt32.self))
        guard capturedValues == 0 else { return false }
        return memcmp(object + firstCapture, other.object + firstCapture, bindings * MemoryLayout<UnsafeRawPointer>.size) == 0
    }
}
