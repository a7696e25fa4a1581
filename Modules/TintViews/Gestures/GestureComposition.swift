import Foundation
import TintBoxes

extension Gesture {
    /// Combines a gesture with another gesture to create a new gesture that recognizes both
    /// gestures at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// Sequences a gesture with another one to create a composed gesture, which results in the
    /// second gesture only receiving events after the first gesture succeeds.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// Combines two gestures exclusively to create a new gesture where only one gesture succeeds,
    /// giving precedence to the first gesture.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// A gesture containing two gestures that can happen at the same time with neither of them
/// preceding the other, as SwiftUI's `SimultaneousGesture`.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, GesturePair {
    /// The value of a simultaneous gesture that indicates which of its two gestures receives
    /// events.
    public struct Value {
        /// The value of the first gesture.
        public var first: First.Value?
        /// The value of the second gesture.
        public var second: Second.Value?
    }

    public typealias Body = Never

    /// The first of two gestures that can happen simultaneously.
    public var first: First
    /// The second of two gestures that can happen simultaneously.
    public var second: Second

    /// Creates a gesture with two gestures that can receive updates or succeed independently of
    /// each other.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Each part's last phase in this press.
    @MainActor
    private final class Memory: _GestureMemory {
        var first: _GesturePhase<First.Value>?
        var second: _GesturePhase<Second.Value>?
    }

    @MainActor public func _step(_ context: _GestureContext, _ slot: _GestureSlot) -> _GesturePhase<Value> {
        let memory = slot.state(Memory.self)
        if !(memory.first?.isFinished ?? false) { memory.first = first._step(context, slot.child(0)) }
        if !(memory.second?.isFinished ?? false) { memory.second = second._step(context, slot.child(1)) }
        let a = memory.first ?? .possible(nil), b = memory.second ?? .possible(nil)
        let value = Value(first: a.latestValue, second: b.latestValue)
        switch (a, b) {
        case (.failed, .failed):
            return .failed
        case (.ended, .ended), (.ended, .failed), (.failed, .ended):
            return .ended(value)
        case (.active, _), (_, .active), (.ended, _), (_, .ended):
            return .active(value)
        default:
            return .possible(value.first == nil && value.second == nil ? nil : value)
        }
    }

    @MainActor public func _cancel(_ slot: _GestureSlot) { cancelBoth(slot) }

    public static var _hearsTransforms: Bool { eitherHearsTransforms }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// A gesture that's a sequence of two gestures, as SwiftUI's `SequenceGesture`: the second
/// hears events only once the first succeeded (a drag after a long press).
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, GesturePair {
    /// The value of a sequence gesture that helps to detect whether the first gesture succeeded,
    /// so the second gesture can start.
    public enum Value {
        /// The first gesture hasn't ended.
        case first(First.Value)
        /// The first gesture has ended.
        case second(First.Value, Second.Value?)
    }

    public typealias Body = Never

    /// The first gesture in a sequence of two gestures.
    public var first: First
    /// The second gesture in a sequence of two gestures.
    public var second: Second

    /// Creates a sequence gesture with two gestures.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The first gesture's value, once it ended.
    @MainActor
    private final class Memory: _GestureMemory {
        var firstValue: First.Value?
        var secondValue: Second.Value?
    }

    @MainActor public func _step(_ context: _GestureContext, _ slot: _GestureSlot) -> _GesturePhase<Value> {
        let memory = slot.state(Memory.self)
        guard let firstValue = memory.firstValue else {
            switch first._step(context, slot.child(0)) {
            case .possible(let value): return .possible(value.map { .first($0) })
            case .active(let value): return .active(.first(value))
            case .failed: return .failed
            case .ended(let value):
                // The first succeeded: the sequence is recognized, and the second starts with the
                // next event.
                memory.firstValue = value
                return context.event.kind == .ended ? .ended(.second(value, nil)) : .active(.second(value, nil))
            }
        }
        switch second._step(context, slot.child(1)) {
        case .possible(let value):
            if let value { memory.secondValue = value }
            return .active(.second(firstValue, memory.secondValue))
        case .active(let value):
            memory.secondValue = value
            return .active(.second(firstValue, value))
        case .ended(let value):
            return .ended(.second(firstValue, value))
        case .failed:
            return .failed
        }
    }

    @MainActor public func _cancel(_ slot: _GestureSlot) { cancelBoth(slot) }

    public static var _hearsTransforms: Bool { eitherHearsTransforms }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// A gesture that consists of two gestures where only one of them can succeed, as SwiftUI's
/// `ExclusiveGesture`: the first has precedence; the second's success waits until the first
/// fails (a single click waits out a double click's interval).
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, GesturePair {
    /// The value of an exclusive gesture that indicates which of two gestures succeeded.
    public enum Value {
        /// The first of two gestures succeeded.
        case first(First.Value)
        /// The second of two gestures succeeded.
        case second(Second.Value)
    }

    public typealias Body = Never

    /// The first of two gestures.
    public var first: First
    /// The second of two gestures.
    public var second: Second

    /// Creates a gesture from two gestures where only one of them succeeds.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Which part won, and what the second did while the first was undecided.
    @MainActor
    private final class Memory: _GestureMemory {
        enum Winner { case first, second }
        var winner: Winner?
        var secondPhase: _GesturePhase<Second.Value>?
        var held: [@MainActor () -> Void] = []
    }

    @MainActor public func _step(_ context: _GestureContext, _ slot: _GestureSlot) -> _GesturePhase<Value> {
        let memory = slot.state(Memory.self)
        switch memory.winner {
        case .first:
            return first._step(context, slot.child(0)).map { .first($0) }
        case .second:
            return second._step(context, slot.child(1)).map { .second($0) }
        case nil:
            break
        }
        let (firstPhase, firstEffects) = context.collecting { first._step(context, slot.child(0)) }
        if !(memory.secondPhase?.isFinished ?? false) {
            let (phase, effects) = context.collecting { second._step(context, slot.child(1)) }
            memory.secondPhase = phase
            memory.held += effects
        }
        switch firstPhase {
        case .active, .ended:
            memory.winner = .first
            second._cancel(slot.child(1))
            memory.held = []
            context.perform(contentsOf: firstEffects)
            return firstPhase.map { .first($0) }
        case .failed:
            memory.winner = .second
            context.perform(contentsOf: firstEffects)
            context.perform(contentsOf: memory.held)
            memory.held = []
            return (memory.secondPhase ?? .possible(nil)).map { .second($0) }
        case .possible(let value):
            context.perform(contentsOf: firstEffects)
            if case .failed = memory.secondPhase {
                // The second cannot win any more: the first decides alone.
                context.perform(contentsOf: memory.held)
                memory.held = []
            }
            return .possible(value.map { .first($0) })
        }
    }

    @MainActor public func _cancel(_ slot: _GestureSlot) { cancelBoth(slot) }

    public static var _hearsTransforms: Bool { eitherHearsTransforms }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension _GesturePhase {
    /// The value the phase carries, if any.
    var latestValue: Value? {
        switch self {
        case .possible(let value): value
        case .active(let value), .ended(let value): value
        case .failed: nil
        }
    }
}

/// A composition of two gestures, whose parts live in its slot's first two children.
protocol GesturePair {
    associatedtype First: Gesture
    associatedtype Second: Gesture
    var first: First { get }
    var second: Second { get }
}

extension GesturePair {
    /// Both parts lost: their resets run, and what the pair saw is forgotten.
    @MainActor func cancelBoth(_ slot: _GestureSlot) {
        first._cancel(slot.child(0))
        second._cancel(slot.child(1))
        slot.reset()
    }

    static var eitherHearsTransforms: Bool { First._hearsTransforms || Second._hearsTransforms }
}
