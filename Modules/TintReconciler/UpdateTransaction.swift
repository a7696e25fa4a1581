import Foundation
import TintViews

/// The transaction of the state written since the last update (`withAnimation`,
/// `withTransaction`): noted at each write made inside one, and handed to the render tree
/// with the update's changes (`ChangeSet.transaction`). One per graph, so a write to one
/// window's state never animates another's. Writes are noted on whatever thread makes them
/// (an observed model's callback runs on the writing thread), under a lock.
///
/// Writes in several transactions before one update share one: the last animated one (SwiftUI
/// keeps a transaction per changed value; Tint's updates carry one).
final class UpdateTransaction: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: Transaction?

    /// A state write happens now: it belongs to the current transaction, if any.
    func noteWrite() {
        guard let current = Transaction.current else { return }
        lock.lock()
        defer { lock.unlock() }
        guard current.animation != nil || pending?.animation == nil || current.disablesAnimations else { return }
        var kept = current
        if let earlier = pending?.completion, earlier !== current.completion {
            // The earlier transaction's handlers run when this one's animations end.
            if let own = current.completion { earlier.absorb(own) }
            kept.completion = earlier
        }
        pending = kept
    }

    /// The transaction for the update starting now; the next update starts with none.
    func take() -> Transaction {
        lock.lock()
        defer { pending = nil; lock.unlock() }
        return pending ?? Transaction()
    }
}
