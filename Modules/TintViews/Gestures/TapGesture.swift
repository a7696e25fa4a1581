import Foundation
import TintBoxes

/// A gesture that recognizes one or more taps (clicks), as SwiftUI's `TapGesture`: it ends at
/// the release of the `count`th click of a run, each click released over the view. A press that
/// moves more than a few points is a drag, not a tap; a run that waits longer than the double
/// click interval for its next click fails.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public typealias Body = Never

    /// The required number of taps to complete the tap gesture.
    public var count: Int

    /// Creates a tap gesture with the number of required taps.
    public init(count: Int = 1) {
        self.count = count
    }

    @MainActor public func _step(_ context: _GestureContext, _ slot: _GestureSlot) -> _GesturePhase<Void> {
        slot.state(TapCounter.self).step(count: count, context).map { _ in () }
    }

    @MainActor public func _cancel(_ slot: _GestureSlot) { slot.reset() }

    public static var _hearsTransforms: Bool { false }
}

/// A gesture that recognizes one or more taps and reports their location, as SwiftUI's
/// `SpatialTapGesture`.
public struct SpatialTapGesture: Gesture {
    /// The attributes of a tap.
    public struct Value: Equatable, Sendable {
        /// The location of the tap.
        public var location: CGPoint
    }

    public typealias Body = Never

    /// The required number of tap events.
    public var count: Int
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a tap gesture with the number of required taps and the coordinate space of the
    /// gesture's location.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// Creates a tap gesture with the number of required taps and the coordinate space of the
    /// gesture's location.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    @MainActor public func _step(_ context: _GestureContext, _ slot: _GestureSlot) -> _GesturePhase<Value> {
        let space = coordinateSpace
        return slot.state(TapCounter.self).step(count: count, context).map { Value(location: context.point($0, in: space)) }
    }

    @MainActor public func _cancel(_ slot: _GestureSlot) { slot.reset() }

    public static var _hearsTransforms: Bool { false }
}

/// The clicks of a run counted, for the tap gestures; the value is where the last one was
/// released (window points).
@MainActor
final class TapCounter: _GestureMemory {
    /// A press that moves farther than this (points) from where it went down is no tap.
    static let tolerance: CGFloat = 10

    private var taps = 0
    private var pressStart: CGPoint?
    private var waitingUntil: Date?

    func step(count: Int, _ context: _GestureContext) -> _GesturePhase<CGPoint> {
        let event = context.event
        let required = Swift.max(1, count)
        switch event.kind {
        case .began:
            // A press that starts a new run (not the next click of this one) counts from zero.
            if taps > 0, event.clickCount <= taps { taps = 0 }
            waitingUntil = nil
            pressStart = event.location
            return .possible(nil)
        case .moved:
            let start = pressStart ?? event.startLocation
            if hypot(event.location.x - start.x, event.location.y - start.y) > TapCounter.tolerance { return .failed }
            return .possible(nil)
        case .ended:
            pressStart = nil
            // Released away from the view: no tap.
            guard event.boxFrame.contains(event.location) else { return .failed }
            taps += 1
            if taps >= required { return .ended(event.location) }
            let deadline = event.time.addingTimeInterval(GestureEvent.doubleClickInterval)
            waitingUntil = deadline
            context.wake(at: deadline)
            return .possible(nil)
        case .tick, .magnify, .rotate, .transformEnded:
            if let waitingUntil {
                if event.time >= waitingUntil, !event.isPressed { return .failed }
                context.wake(at: waitingUntil)
            }
            return .possible(nil)
        }
    }
}
