import Foundation
import TintBoxes

/// A gesture that succeeds when the user performs a long press, as SwiftUI's
/// `LongPressGesture`: its value is `true` from the moment the button goes down (the pressing
/// state `updating` and `onChanged` hear); it ends, with `true`, once the press has lasted
/// `minimumDuration` (while still held); it fails when released sooner or moved farther than
/// `maximumDistance`.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public typealias Body = Never

    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat

    /// Creates a long-press gesture with a minimum duration and a maximum distance that the
    /// interaction can move before the gesture fails.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// What a press has done so far.
    @MainActor
    private final class Press: _GestureMemory {
        var start: CGPoint?
        var began: Date?
    }

    @MainActor public func _step(_ context: _GestureContext, _ slot: _GestureSlot) -> _GesturePhase<Bool> {
        let press = slot.state(Press.self)
        let event = context.event
        // NaN or negative durations and distances count as none.
        let duration = minimumDuration.isFinite ? Swift.max(0, minimumDuration) : 0
        let distance = maximumDistance.isNaN ? 0 : Swift.max(0, maximumDistance)
        switch event.kind {
        case .began:
            press.start = event.location
            press.began = event.time
        case .moved, .ended, .tick:
            // Followed from its first event (the second part of a sequence joins mid-press).
            if press.began == nil {
                guard event.isPressed || event.kind == .ended else { return .possible(nil) }
                press.start = event.startLocation
                press.began = event.time
            }
        case .magnify, .rotate, .transformEnded:
            return .possible(nil)
        }
        guard let start = press.start, let began = press.began else { return .possible(nil) }
        if hypot(event.location.x - start.x, event.location.y - start.y) > distance { return .failed }
        let due = began.addingTimeInterval(duration)
        if event.time >= due { return .ended(true) }
        if event.kind == .ended { return .failed }
        context.wake(at: due)
        return .possible(true)
    }

    @MainActor public func _cancel(_ slot: _GestureSlot) { slot.reset() }

    public static var _hearsTransforms: Bool { false }
}

/// `onLongPressGesture`: `perform` when the press lasted, `pressingChanged` as the press
/// starts (`true`) and as it ends, lasted or not (`false`).
struct _LongPressActions: Gesture {
    typealias Value = Bool
    typealias Body = Never
    let gesture: LongPressGesture
    let perform: @MainActor () -> Void
    let pressingChanged: (@MainActor (Bool) -> Void)?

    @MainActor private final class Memory: _GestureMemory {
        var pressing = false
    }

    @MainActor func _step(_ context: _GestureContext, _ slot: _GestureSlot) -> _GesturePhase<Bool> {
        let phase = gesture._step(context, slot.child(0))
        let memory = slot.state(Memory.self)
        let pressingChanged = pressingChanged, perform = perform
        if phase.changedValue == true, !memory.pressing {
            memory.pressing = true
            if let pressingChanged { context.perform { pressingChanged(true) } }
        }
        if phase.isFinished, memory.pressing {
            memory.pressing = false
            if let pressingChanged { context.perform { pressingChanged(false) } }
        }
        if case .ended = phase { context.perform { perform() } }
        return phase
    }

    @MainActor func _cancel(_ slot: _GestureSlot) {
        let memory = slot.state(Memory.self)
        if memory.pressing {
            memory.pressing = false
            pressingChanged?(false)
        }
        gesture._cancel(slot.child(0))
    }

    static var _hearsTransforms: Bool { false }
}
