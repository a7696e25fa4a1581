/// `withUnsafeTemporaryAllocation`, through a function of this Swift 6 module.
///
/// A main-actor closure handed straight to the standard library's function checks at run
/// time that it runs on the main actor (about 220 instructions, each time it is called: a
/// stack layout's every size question made two). Handed to this one, whose parameter is
/// checked at compile time, it needs no check; the standard library is handed a function
/// value, not a closure made there. `package`: Tint's own plumbing, kept out of the names an
/// app sees through `import TintUI`.
@inlinable @inline(__always)
package func withTemporaryBuffer<T, R>(of type: T.Type, capacity: Int, _ body: (UnsafeMutableBufferPointer<T>) throws -> R) rethrows -> R {
    try withUnsafeTemporaryAllocation(of: type, capacity: capacity, body)
}
