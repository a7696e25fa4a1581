import Foundation
import TintBoxes

extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(_body: self, action: action)
    }
}

extension Gesture {
    /// Adds an action to perform when the gesture ends.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(_body: self, action: action)
    }

    /// Adds an action to perform when the gesture ends, without its value: a gesture of the
    /// app's own (`var body: some Gesture { TapGesture(count: 2) }`) hides its body's value
    /// type, so a closure written for a tap's `Void` could not take it.
    public func onEnded(_ action: @escaping @MainActor () -> Void) -> _EndedGesture<Self> {
        _EndedGesture(_body: self, action: { _ in action() })
    }

    /// Updates the provided gesture state property as the gesture's value changes; the property
    /// goes back to its initial value when the gesture ends, fails or is cancelled.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// Returns a gesture that produces the values `body` makes of this gesture's values.
    public func map<T>(_ body: @escaping @MainActor (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(_body: self, transform: body)
    }

    /// The gesture, recognized only while `modifiers` are held when it begins.
    public func modifiers(_ modifiers: EventModifiers) -> _ModifiersGesture<Self> {
        _ModifiersGesture(_body: self, modifiers: modifiers)
    }
}

/// A gesture whose changes run an action (`onChanged`), each new value once.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    public typealias Body = Never
    var _body: Content
    let action: @MainActor (Content.Value) -> Void

    /// The last value reported in this press.
    private final class Memory: _GestureMemory {
        var last: Content.Value?
    }

    @MainActor public func _step(_ context: _GestureContext, _ slot: _GestureSlot) -> _GesturePhase<Value> {
        let phase = _body._step(context, slot.child(0))
        let memory = slot.state(Memory.self)
        if let value = phase.changedValue, value != memory.last {
            memory.last = value
            let action = action
            context.perform { action(value) }
        }
        if phase.isFinished { memory.last = nil }
        return phase
    }

    @MainActor public func _cancel(_ slot: _GestureSlot) {
        slot.state(Memory.self).last = nil
        _body._cancel(slot.child(0))
    }

    public static var _hearsTransforms: Bool { Content._hearsTransforms }
}

/// A gesture whose end runs an action (`onEnded`).
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    var _body: Content
    let action: @MainActor (Content.Value) -> Void

    @MainActor public func _step(_ context: _GestureContext, _ slot: _GestureSlot) -> _GesturePhase<Value> {
        let phase = _body._step(context, slot.child(0))
        if case .ended(let value) = phase {
            let action = action
            context.perform { action(value) }
        }
        return phase
    }

    @MainActor public func _cancel(_ slot: _GestureSlot) { _body._cancel(slot.child(0)) }

    public static var _hearsTransforms: Bool { Content._hearsTransforms }
}

/// A gesture whose values are another's, transformed (`map`).
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    public typealias Body = Never
    var _body: Content
    let transform: @MainActor (Content.Value) -> Value

    @MainActor public func _step(_ context: _GestureContext, _ slot: _GestureSlot) -> _GesturePhase<Value> {
        _body._step(context, slot.child(0)).map(transform)
    }

    @MainActor public func _cancel(_ slot: _GestureSlot) { _body._cancel(slot.child(0)) }

    public static var _hearsTransforms: Bool { Content._hearsTransforms }
}

/// A gesture recognized only while certain modifier keys are held as it begins.
public struct _ModifiersGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    var _body: Content
    let modifiers: EventModifiers

    @MainActor public func _step(_ context: _GestureContext, _ slot: _GestureSlot) -> _GesturePhase<Value> {
        if context.event.kind == .began, !context.event.modifiers.isSuperset(of: modifiers) { return .failed }
        return _body._step(context, slot.child(0))
    }

    @MainActor public func _cancel(_ slot: _GestureSlot) { _body._cancel(slot.child(0)) }

    public static var _hearsTransforms: Bool { Content._hearsTransforms }
}

/// A gesture that updates a `@GestureState` while it goes on, as SwiftUI's `GestureStateGesture`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never

    /// The originating gesture.
    public var base: Base
    /// The gesture state it updates.
    public var state: GestureState<State>
    /// What it does with each new value.
    public var body: @MainActor (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// Creates a new gesture that's the result of an ongoing gesture.
    public init(base: Base, state: GestureState<State>,
                body: @escaping @MainActor (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    /// Whether the state was written in this press (then it resets when the press ends).
    private final class Memory: _GestureMemory {
        var touched = false
    }

    @MainActor public func _step(_ context: _GestureContext, _ slot: _GestureSlot) -> _GesturePhase<Value> {
        let phase = base._step(context, slot.child(0))
        let memory = slot.state(Memory.self)
        let state = state, body = body
        if let value = phase.changedValue {
            memory.touched = true
            context.perform {
                var current = state.wrappedValue
                var transaction = Transaction()
                body(value, &current, &transaction)
                state.set(current, in: transaction)
            }
        } else if phase.isFinished, memory.touched {
            memory.touched = false
            context.perform { state.reset() }
        }
        return phase
    }

    @MainActor public func _cancel(_ slot: _GestureSlot) {
        let memory = slot.state(Memory.self)
        if memory.touched {
            memory.touched = false
            state.reset()
        }
        base._cancel(slot.child(0))
    }

    public static var _hearsTransforms: Bool { Base._hearsTransforms }
}

/// A type-erased gesture, as SwiftUI's `AnyGesture`.
public struct AnyGesture<Value>: Gesture {
    public typealias Body = Never
    private let storage: any ErasedGesture<Value>

    /// Creates an instance from another gesture.
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        storage = ErasedGestureStorage(gesture: gesture)
    }

    @MainActor public func _step(_ context: _GestureContext, _ slot: _GestureSlot) -> _GesturePhase<Value> {
        // A different gesture in the same place starts over: its slots' states are of other types.
        storage.step(context, slot.child(0))
    }

    @MainActor public func _cancel(_ slot: _GestureSlot) { storage.cancel(slot.child(0)) }

    /// Unknown until the gesture is made: an erased gesture may always hear a pinch.
    public static var _hearsTransforms: Bool { true }
}

/// The gesture inside an `AnyGesture`.
private protocol ErasedGesture<Value> {
    associatedtype Value
    @MainActor func step(_ context: _GestureContext, _ slot: _GestureSlot) -> _GesturePhase<Value>
    @MainActor func cancel(_ slot: _GestureSlot)
}

private struct ErasedGestureStorage<G: Gesture>: ErasedGesture {
    let gesture: G

    @MainActor func step(_ context: _GestureContext, _ slot: _GestureSlot) -> _GesturePhase<G.Value> { gesture._step(context, slot) }
    @MainActor func cancel(_ slot: _GestureSlot) { gesture._cancel(slot) }
}
