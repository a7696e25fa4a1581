import Foundation
import TintBoxes

/// A gesture that recognizes a magnification motion and tracks the amount of magnification, as
/// SwiftUI's `MagnifyGesture`: a touchpad's pinch, or Ctrl and the mouse wheel (a notch scales by
/// 1.1). It begins once the scale moved `minimumScaleDelta` from 1 and ends when the fingers
/// leave the touchpad (or the wheel rests).
public struct MagnifyGesture: Gesture {
    /// The value of a magnify gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has magnified by.
        public var magnification: CGFloat
        /// The current magnification velocity, per second.
        public var velocity: CGFloat
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    public typealias Body = Never

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnify gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    @MainActor public func _step(_ context: _GestureContext, _ slot: _GestureSlot) -> _GesturePhase<Value> {
        slot.state(TransformTracker.self).step(context, threshold: minimumScaleDelta) { event in
            if case .magnify(let scale) = event { return scale.isFinite ? scale - 1 : nil }
            return nil
        }.map { sample in
            Value(time: sample.time, magnification: sample.amount + 1, velocity: sample.velocity,
                  startAnchor: sample.startAnchor, startLocation: sample.startLocation)
        }
    }

    @MainActor public func _cancel(_ slot: _GestureSlot) { slot.reset() }

    public static var _hearsTransforms: Bool { true }
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation, as
/// SwiftUI's `RotateGesture`: a touchpad's two-finger rotation, clockwise positive.
public struct RotateGesture: Gesture {
    /// The value of a rotate gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has rotated by.
        public var rotation: Angle
        /// The current rotation velocity, per second.
        public var velocity: Angle
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    public typealias Body = Never

    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    @MainActor public func _step(_ context: _GestureContext, _ slot: _GestureSlot) -> _GesturePhase<Value> {
        slot.state(TransformTracker.self).step(context, threshold: minimumAngleDelta.radians) { event in
            if case .rotate(let radians) = event { return radians.isFinite ? CGFloat(radians) : nil }
            return nil
        }.map { sample in
            Value(time: sample.time, rotation: .radians(Double(sample.amount)), velocity: .radians(Double(sample.velocity)),
                  startAnchor: sample.startAnchor, startLocation: sample.startLocation)
        }
    }

    @MainActor public func _cancel(_ slot: _GestureSlot) { slot.reset() }

    public static var _hearsTransforms: Bool { true }
}

/// A gesture that recognizes a magnification motion and tracks the amount of magnification, as
/// SwiftUI's older `MagnificationGesture`: its value is the scale.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public typealias Body = Never

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnification gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    @MainActor public func _step(_ context: _GestureContext, _ slot: _GestureSlot) -> _GesturePhase<CGFloat> {
        MagnifyGesture(minimumScaleDelta: minimumScaleDelta)._step(context, slot).map(\.magnification)
    }

    @MainActor public func _cancel(_ slot: _GestureSlot) { slot.reset() }

    public static var _hearsTransforms: Bool { true }
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation, as
/// SwiftUI's older `RotationGesture`: its value is the angle.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public typealias Body = Never

    /// The minimum delta required before the gesture starts.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    @MainActor public func _step(_ context: _GestureContext, _ slot: _GestureSlot) -> _GesturePhase<Angle> {
        RotateGesture(minimumAngleDelta: minimumAngleDelta)._step(context, slot).map(\.rotation)
    }

    @MainActor public func _cancel(_ slot: _GestureSlot) { slot.reset() }

    public static var _hearsTransforms: Bool { true }
}

/// A pinch's or a rotation's progress: the amount (scale less 1, or radians) since it began,
/// its velocity, where it began.
@MainActor
final class TransformTracker: _GestureMemory {
    struct Sample {
        var time: Date
        var amount: CGFloat
        var velocity: CGFloat
        var startAnchor: UnitPoint
        var startLocation: CGPoint
    }

    private var started = false
    private var last: Sample?
    private var previous: (time: Date, amount: CGFloat)?

    /// `amount` reads this gesture's kind of event (nil for others).
    func step(_ context: _GestureContext, threshold: CGFloat, amount read: (GestureEvent.Kind) -> CGFloat?) -> _GesturePhase<Sample> {
        let event = context.event
        if event.kind == .transformEnded {
            guard started, let last else { return .failed }
            return .ended(last)
        }
        guard let amount = read(event.kind) else {
            if started, let last { return .active(last) }
            return .possible(nil)
        }
        if !started {
            guard abs(amount) >= (threshold.isNaN ? 0 : abs(threshold)) else { return .possible(nil) }
            started = true
        }
        var velocity: CGFloat = 0
        if let previous, event.time > previous.time {
            velocity = (amount - previous.amount) / CGFloat(event.time.timeIntervalSince(previous.time))
        } else if let last {
            velocity = last.velocity
        }
        previous = (event.time, amount)
        let frame = event.boxFrame
        let start = CGPoint(x: event.startLocation.x - frame.minX, y: event.startLocation.y - frame.minY)
        let anchor = UnitPoint(x: frame.width > 0 ? start.x / frame.width : 0, y: frame.height > 0 ? start.y / frame.height : 0)
        let sample = Sample(time: event.time, amount: amount, velocity: velocity, startAnchor: anchor, startLocation: start)
        last = sample
        return .active(sample)
    }
}
