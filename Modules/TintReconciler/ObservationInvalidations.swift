import Foundation
import Observation

/// Bodies invalidated by `@Observable` models, collected from any thread (RULES 1.8).
///
/// Observation calls back on the thread that changes the model, before the change is made.
/// The callback only records the node here, under a lock; the graph invalidates the recorded
/// nodes on the main actor at its next update, so a change made on another thread is applied
/// on the main actor, after the write completed.
final class ObservationInvalidations: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [PendingScope] = []
    /// Views whose `ObservableObject`s announced a change, with the property's name.
    private var pendingOwners: [PendingOwner] = []
    private var wake: (@Sendable () -> Void)?

    /// Called (on the changing thread) when the first invalidation arrives, so a host can wake.
    var onFirstPending: (@Sendable () -> Void)? {
        get { lock.lock(); defer { lock.unlock() }; return wake }
        set { lock.lock(); wake = newValue; lock.unlock() }
    }

    /// A node's read scope, handed across threads: only ever used on the main actor.
    struct PendingScope: @unchecked Sendable {
        let scope: ReadScope
    }

    /// The invalidations, weakly: Observation keeps a callback until the model next changes,
    /// and a model may outlive the graph that read it by far (an app's store read by a window
    /// since closed); held strongly, the callback kept the graph's invalidations and its
    /// transaction alive. The scope stays strong: a node keeps its scope only while something
    /// else holds it (`CompositeNode.trackedBody`), and this callback is what holds it for an
    /// observed read.
    private struct WeakInvalidations: @unchecked Sendable {
        weak var invalidations: ObservationInvalidations?
    }

    /// A node whose object changed, handed across threads: only used on the main actor.
    struct PendingOwner: @unchecked Sendable {
        weak var owner: AnyObject?
        let name: String
    }

    var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return pending.isEmpty && pendingOwners.isEmpty && pendingActions.isEmpty
    }

    /// Told of each observed write (on the writing thread), for its transaction.
    nonisolated(unsafe) var noteWrite: (@Sendable () -> Void)?

    /// Work handed to the main actor from any thread (a publisher's value for `.onReceive`).
    private var pendingActions: [@Sendable @MainActor () -> Void] = []

    /// Records `action` to run on the main actor at the next update (on any thread).
    func record(action: @escaping @Sendable @MainActor () -> Void) {
        lock.lock()
        let wasEmpty = pending.isEmpty && pendingOwners.isEmpty && pendingActions.isEmpty
        pendingActions.append(action)
        let wake = self.wake
        lock.unlock()
        if wasEmpty { wake?() }
    }

    @MainActor
    func drainActions() -> [@Sendable @MainActor () -> Void] {
        lock.lock()
        let actions = pendingActions
        pendingActions = []
        lock.unlock()
        return actions
    }

    /// Records that `owner`'s object changed (on the changing thread).
    func record(owner: AnyObject, name: String) {
        lock.lock()
        let wasEmpty = pending.isEmpty && pendingOwners.isEmpty && pendingActions.isEmpty
        pendingOwners.append(PendingOwner(owner: owner, name: name))
        let wake = self.wake
        lock.unlock()
        if wasEmpty { wake?() }
    }

    /// The owners recorded since the last call.
    @MainActor
    func drainOwners() -> [PendingOwner] {
        lock.lock()
        let owners = pendingOwners
        pendingOwners = []
        lock.unlock()
        return owners
    }

    func record(_ scope: PendingScope) {
        noteWrite?()
        lock.lock()
        let wasEmpty = pending.isEmpty && pendingOwners.isEmpty && pendingActions.isEmpty
        pending.append(scope)
        let wake = self.wake
        lock.unlock()
        if wasEmpty { wake?() }
    }

    @MainActor
    func drain() -> [ReadScope] {
        lock.lock()
        let scopes = pending
        pending = []
        lock.unlock()
        return scopes.map(\.scope)
    }

    /// Runs `body`, recording the node of `scope` when an observable property `body` read
    /// changes later.
    @MainActor
    func track<T>(_ scope: ReadScope, _ body: () -> T) -> T {
        let pendingScope = PendingScope(scope: scope)
        let target = WeakInvalidations(invalidations: self)
        return withObservationTracking(body) { target.invalidations?.record(pendingScope) }
    }
}
