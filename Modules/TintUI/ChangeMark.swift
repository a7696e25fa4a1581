import Foundation

/// Whether something changed since last asked, marked from any thread and taken on the main
/// actor: a document's edits (its binding written, its `objectWillChange` from a background
/// task), an app's state (an observed object's change).
final class ChangeMark: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var marked = false

    func mark() { lock.withLock { marked = true } }

    /// Whether it was marked; unmarks it.
    func take() -> Bool {
        lock.withLock {
            defer { marked = false }
            return marked
        }
    }
}
