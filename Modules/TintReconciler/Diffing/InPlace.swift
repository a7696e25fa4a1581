/// A value at an address, handed on without a copy.
///
/// Reading a generic value's `pointee` for a call copies it into a temporary first (the
/// compiler cannot tell that nothing writes the memory during the call): for a view, that is
/// every value of the subtree it holds, copied and destroyed again. An `inout` argument is
/// passed as its address. Nothing here writes through it.
enum InPlace {
    static func with<T, R>(_ pointer: UnsafeRawPointer, as type: T.Type, _ body: (inout T) -> R) -> R {
        body(&UnsafeMutableRawPointer(mutating: pointer).assumingMemoryBound(to: T.self).pointee)
    }
}
