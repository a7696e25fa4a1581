import TintCore

/// The context of a state change, as SwiftUI's `Transaction`: above all the animation the
/// change is drawn with. `withAnimation` and `withTransaction` set it for the state written
/// inside them; `.animation(_:value:)` and `.transaction(_:)` change it for a part of the tree.
public struct Transaction: Sendable {
    /// The animation changes in this transaction move with; nil draws them at once.
    public var animation: Animation?
    /// Set to keep the views' own `.animation` modifiers from animating this change.
    public var disablesAnimations = false
    /// Whether the change is part of a continuous interaction (a drag).
    public var isContinuous = false
    /// Told when the animations this transaction started are done (`withAnimation`'s
    /// completion).
    package var completion: AnimationCompletion?
    /// The animations outside the `.animation(_:body:)` scopes the change is inside, innermost
    /// last: the view that scope was applied to takes its animation back.
    package var outerAnimations: [Animation?] = []
    /// The values of the app's own keys (`TransactionKey`), by key type.
    private var custom: [ObjectIdentifier: TransactionValue] = [:]

    /// The value for `key`: its default until set in this transaction.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { (custom[ObjectIdentifier(key)]?.value as? K.Value) ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = TransactionValue(value: newValue) }
    }

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }

    /// Adds `completion`, run once the animations of this transaction are done
    /// (`AnimationCompletionCriteria.logicallyComplete` and `.removed` are both taken as the
    /// end of the animation: Tint removes a value's animation when it ends).
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping @MainActor @Sendable () -> Void) {
        if let existing = self.completion {
            existing.add(completion)
        } else {
            self.completion = AnimationCompletion(completion)
        }
    }

    /// The transaction of the state being written now: `withAnimation` and `withTransaction`
    /// bind it around their body. A task-local value, so that a write noticed from outside
    /// the main actor's isolation (an `@Observable` model's observation callback, called
    /// synchronously inside the write) sees it too.
    @TaskLocal package static var current: Transaction? = nil
}

/// When an animation counts as finished for a completion, as SwiftUI's
/// `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let removed: Bool
    /// The animation reached its end value (springs: settled).
    public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
    /// The animation no longer affects anything.
    public static let removed = AnimationCompletionCriteria(removed: true)
}

/// The completion handlers of one transaction and how many animations still run for it: the
/// render tree holds it for each animation it starts and lets go when that one ends.
package final class AnimationCompletion: @unchecked Sendable {
    private var handlers: [@MainActor @Sendable () -> Void]
    /// The animations running for the transaction.
    private var holds = 0
    /// Whether the frame that applied the transaction is over (until then, animations may
    /// still start for it).
    private var started = false
    private var fired = false

    init(_ handler: @escaping @MainActor @Sendable () -> Void) {
        handlers = [handler]
    }

    func add(_ handler: @escaping @MainActor @Sendable () -> Void) {
        handlers.append(handler)
    }

    /// Takes `other`'s handlers too (two transactions applied in one update).
    package func absorb(_ other: AnimationCompletion) {
        handlers += other.handlers
        other.handlers = []
        other.fired = true
    }

    /// An animation started for the transaction.
    @MainActor package func hold() {
        holds += 1
    }

    /// An animation of the transaction ended (or was replaced).
    @MainActor package func release() {
        holds -= 1
        fireIfDone()
    }

    /// The frame that applied the transaction ended: with no animation running for it, the
    /// handlers run now.
    @MainActor package func frameEnded() {
        started = true
        fireIfDone()
    }

    @MainActor private func fireIfDone() {
        guard started, holds <= 0, !fired else { return }
        fired = true
        for handler in handlers { handler() }
    }
}

/// A key for accessing values in a transaction, as SwiftUI's `TransactionKey`: an app's own
/// information carried with a change (whether the user made it, say) to the views it updates.
public protocol TransactionKey {
    associatedtype Value
    /// The value a transaction has for the key until one sets it.
    static var defaultValue: Value { get }
}

/// A transaction key's value. Unchecked `Sendable`: a transaction is made and read on the main
/// actor (`withTransaction`, the views it updates); the values are the app's own.
private struct TransactionValue: @unchecked Sendable {
    let value: Any
}
