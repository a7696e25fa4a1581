import Foundation

/// An app's own animation curve, as SwiftUI's `CustomAnimation`: given the change to make
/// (`value`, the vector from the start to the target) and the time since the start, the offset
/// reached, or nil once done. `Animation(_:)` makes an animation of it.
///
/// Tint's render tree moves each animated number on its own, so `animate` is asked with `Double`
/// values, one number at a time, at each frame; each number keeps its context (its `state`)
/// from one frame to the next while it moves. The context's `environment` holds the defaults
/// (an animation is made apart from any view).
public protocol CustomAnimation: Hashable, Sendable {
    /// The offset from the start `time` seconds in, towards `value`; nil when finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    /// The velocity `time` seconds in; nil when not known.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    /// Whether this animation, replacing `previous` that ran `time` seconds, merges with it.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }

    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        false
    }
}

/// What a custom animation may keep and read while it runs, as SwiftUI's `AnimationContext`.
public struct AnimationContext<Value: VectorArithmetic> {
    /// Values kept by the animation, by key.
    public var state: AnimationState<Value>
    /// Whether the animation has reached its end logically (a completion's criteria), though
    /// it may still move.
    public var isLogicallyComplete: Bool
    /// The environment of the view the animation runs in (in Tint, the defaults).
    public let environment: EnvironmentValues

    public init() {
        state = AnimationState()
        isLogicallyComplete = false
        environment = EnvironmentValues()
    }

    /// A context with the same environment and new state.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        var context = AnimationContext<T>()
        context.state = state
        context.isLogicallyComplete = isLogicallyComplete
        return context
    }
}

/// A custom animation's values, by key, as SwiftUI's `AnimationState`.
public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a custom animation's state, as SwiftUI's `AnimationStateKey`.
public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A custom animation as TintCore asks for it: one number at a time.
private struct CustomAnimationCurve<Base: CustomAnimation>: CustomCurve {
    let base: Base

    func offset(toward change: Double, at time: Double, state: CustomCurveState?) -> Double? {
        var context = state?.value as? AnimationContext<Double> ?? AnimationContext<Double>()
        let value = base.animate(value: change, time: time, context: &context)
        state?.value = context
        guard let value else { return nil }
        return value.isFinite ? value : change
    }

    func isEqual(to other: any CustomCurve) -> Bool {
        (other as? CustomAnimationCurve<Base>)?.base == base
    }

    var name: String { String(describing: base) }
}

extension Animation {
    /// An animation moving by an app's own curve.
    public init<A: CustomAnimation>(_ base: A) {
        self.init(custom: CustomAnimationCurve(base: base))
    }

    /// The offset this animation reaches towards `value` (the change) `time` seconds after it
    /// started; nil once it is done.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard !_isFinished(at: time) else { return nil }
        return value.scaled(by: _value(from: 0, to: 1, velocity: 0, at: time))
    }

    /// The velocity (the change a second) of the same motion.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard !_isFinished(at: time) else { return nil }
        return value.scaled(by: _velocity(from: 0, to: 1, velocity: 0, at: time))
    }

    /// Whether this animation merges with `previous` when it replaces it: Tint's built-in
    /// animations always carry the velocity of the one they replace.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        true
    }
}
