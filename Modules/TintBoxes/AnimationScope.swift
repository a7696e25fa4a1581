import TintCore
import TintLayout

/// How the changes inside a box's subtree animate, from the modifier that made the box:
/// `.animation(_:value:)` (its animation, in the updates where its value changed), the
/// deprecated `.animation(_:)` (always), or `.transaction(_:)` (a change to the transaction).
/// The render tree works out each change's transaction from the root down through these.
public struct AnimationScope {
    /// Which modifier made the scope, with what it needs to decide.
    public enum Kind {
        /// Animates with `animation` when the value changed (compared by `equals`).
        case onChange(Animation?, value: Any, equals: @MainActor (Any) -> Bool)
        /// Animates every change with the animation.
        case always(Animation?)
        /// Changes the transaction.
        case transform(@MainActor (inout Transaction) -> Void)
        /// Changes the transaction when the value changed (compared by `equals`).
        case transformOnChange(@MainActor (inout Transaction) -> Void, value: Any, equals: @MainActor (Any) -> Bool)
        /// `.animation(_:body:)`: the effects applied in the body animate with the animation...
        case body(Animation?)
        /// ...and the view they are applied to keeps the animation from outside.
        case bodyContent
    }

    public let kind: Kind

    public init(kind: Kind) {
        self.kind = kind
    }

    /// Whether this scope's value differs from the one `old` held (a new `.animation(_:value:)`
    /// value fires the scope for this update).
    @MainActor public func valueChanged(from old: AnimationScope?) -> Bool {
        guard let value = comparedValue, let old, let equals = old.comparison else { return false }
        return !equals(value)
    }

    /// The value a scope that acts on a change holds, and how the scope compares another with it.
    private var comparedValue: Any? {
        switch kind {
        case .onChange(_, let value, _), .transformOnChange(_, let value, _): value
        default: nil
        }
    }

    private var comparison: (@MainActor (Any) -> Bool)? {
        switch kind {
        case .onChange(_, _, let equals), .transformOnChange(_, _, let equals): equals
        default: nil
        }
    }

    /// `transaction` as it is inside this scope; `fired` says whether an `.animation(_:value:)`
    /// scope's value changed in this update. `forFrames`: the transaction of a box's frame,
    /// which an `.animation(_:body:)` leaves alone (it animates the effects' values; the frames
    /// follow the view inside, as they would without it).
    @MainActor public func apply(to transaction: inout Transaction, fired: Bool, forFrames: Bool = false) {
        switch kind {
        case .onChange(let animation, _, _):
            if fired, !transaction.disablesAnimations { transaction.animation = animation }
        case .always(let animation):
            if !transaction.disablesAnimations { transaction.animation = animation }
        case .transform(let transform):
            transform(&transaction)
        case .transformOnChange(let transform, _, _):
            if fired { transform(&transaction) }
        case .body(let animation):
            transaction.outerAnimations.append(transaction.animation)
            if !transaction.disablesAnimations, !forFrames { transaction.animation = animation }
        case .bodyContent:
            if let outer = transaction.outerAnimations.popLast() { transaction.animation = outer }
        }
    }
}
