import Foundation
import Observation

/// Bodies invalidated by `@Observable` models, collected from any thread (SEMANTICS 1.8).
///
/// Observation calls back on the thread that changes the model, before the change is made.
/// The callback only records the node here, under a lock; the graph invalidates the recorded
/// nodes on the main actor at its next update, so a change made on another thread is applied
/// on the main actor, after the write completed.
final class ObservationInvalidations: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [WeakNode] = []
    private var wake: (@Sendable () -> Void)?

    /// Called (on the changing thread) when the first invalidation arrives, so a host can wake.
    var onFirstPending: (@Sendable () -> Void)? {
        get { lock.lock(); defer { lock.unlock() }; return wake }
        set { lock.lock(); wake = newValue; lock.unlock() }
    }

    /// A node reference that may cross threads: only ever dereferenced on the main actor.
    struct WeakNode: @unchecked Sendable {
        weak var node: AnyObject?
    }

    var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return pending.isEmpty
    }

    func record(_ node: WeakNode) {
        lock.lock()
        let wasEmpty = pending.isEmpty
        pending.append(node)
        let wake = self.wake
        lock.unlock()
        if wasEmpty { wake?() }
    }

    func drain() -> [AnyObject] {
        lock.lock()
        let nodes = pending
        pending = []
        lock.unlock()
        return nodes.compactMap(\.node)
    }

    /// Runs `body`, recording `node` when an observable property `body` read changes later.
    func track<T>(_ node: AnyObject, _ body: () -> T) -> T {
        let weakNode = WeakNode(node: node)
        return withObservationTracking(body) { [self] in record(weakNode) }
    }
}
