import Foundation

/// Hands out the last `OutOfLine` cell it made again for an equal value: values made one after
/// another alike (the texts of a list's rows, styled by the same modifiers) share one cell
/// rather than each holding a copy of the same bytes.
///
/// One cell is kept, not a table: rows come in runs of one look, and a hashed table would cost
/// every value a hash where this costs one comparison. Locked, as the values may be made on
/// any thread (a `Text` is `Sendable`): one uncontended lock per value made, where a value
/// that matches saves an allocation and its bytes. `package`: Tint's own plumbing, kept out of
/// the names an app sees through `import TintUI`.
@usableFromInline
package final class RecentCells<Value: Equatable & Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var last: OutOfLine<Value>?

    package init() {}

    /// A cell holding `value`: the last one made when it holds an equal value.
    @usableFromInline
    package func cell(_ value: Value) -> OutOfLine<Value> {
        lock.lock()
        defer { lock.unlock() }
        if let last, last.value == value { return last }
        let made = OutOfLine(value)
        last = made
        return made
    }
}
