import Foundation
import TintViews

/// The transaction of the state written since the last update (`withAnimation`,
/// `withTransaction`): noted at each write made on the main thread inside one, and handed to
/// the render tree with the update's changes (`ChangeSet.transaction`). One per graph, so a
/// write to one window's state never animates another's.
///
/// Writes in several transactions before one update share one: the last animated one (SwiftUI
/// keeps a transaction per changed value; Tint's updates carry one).
@MainActor
final class UpdateTransaction {
    private var pending: Transaction?

    /// A state write happened now: it belongs to the current transaction, if any.
    func noteWrite() {
        guard let current = Transaction._current else { return }
        if current.animation != nil || pending?.animation == nil || current.disablesAnimations {
            if let completion = pending?._completion, completion !== current._completion {
                // The earlier transaction's animations are now this one's: its handlers run
                // when they end.
                var merged = current
                merged._completion = completion
                if let own = current._completion { completion.absorb(own) }
                pending = merged
            } else {
                pending = current
            }
        }
    }

    /// Notes a write from a thread that may not be the main one (an observed property).
    nonisolated func noteWriteOnAnyThread() {
        guard Thread.isMainThread else { return }
        MainActor.assumeIsolated { noteWrite() }
    }

    /// The transaction for the update starting now; the next update starts with none.
    func take() -> Transaction {
        defer { pending = nil }
        return pending ?? Transaction()
    }
}
