import Foundation
import TintBoxes

/// A dragging motion that invokes an action as the drag-event sequence changes, as SwiftUI's
/// `DragGesture`: the press becomes a drag once it moved `minimumDistance` from where it went
/// down (at once for 0, as a slider wants), reports as it moves, and ends at the release.
public struct DragGesture: Gesture {
    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        /// The current drag velocity, in points per second.
        public var velocity: CGSize
        /// The size of the view the drag is on (a list row reorders by its own height).
        package var viewSize: CGSize = .zero

        /// The total translation from the start of the drag gesture to the current event.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// A prediction, based on the current drag velocity, of where the final location will be
        /// if dragging stopped now: where a flick would come to rest, slowing as a scroll view
        /// does.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * DragGesture.Value.coastTime,
                    y: location.y + velocity.height * DragGesture.Value.coastTime)
        }

        /// A prediction, based on the current drag velocity, of what the final translation will
        /// be if dragging stopped now.
        public var predictedEndTranslation: CGSize {
            let end = predictedEndLocation
            return CGSize(width: end.x - startLocation.x, height: end.y - startLocation.y)
        }

        /// How far a flick coasts, in seconds of its velocity: a scroll view's deceleration
        /// (a velocity kept 0.998 each millisecond covers v * 0.998 / 0.002 / 1000 in all).
        static let coastTime: CGFloat = 0.499

        /// A drag at `location` that began at `startLocation`, still, now.
        public init(startLocation: CGPoint, location: CGPoint) {
            self.init(time: Date(), location: location, startLocation: startLocation, velocity: .zero)
        }

        package init(time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize, viewSize: CGSize = .zero) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.velocity = velocity
            self.viewSize = viewSize
        }
    }

    public typealias Body = Never

    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds
    /// and the coordinate space of the gesture's location.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds
    /// and the coordinate space of the gesture's location.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    @MainActor public func _step(_ context: _GestureContext, _ slot: _GestureSlot) -> _GesturePhase<Value> {
        let drag = slot.state(DragTracker.self)
        let event = context.event
        switch event.kind {
        case .began, .moved, .ended:
            drag.add(event.location, at: event.time)
        case .tick, .magnify, .rotate, .transformEnded:
            // Time passing moves no drag: the last value again (`onChanged` does not hear it).
            if drag.isDragging, let last = drag.last { return .active(last) }
            return .possible(nil)
        }
        if !drag.isDragging {
            let distance = hypot(event.location.x - event.startLocation.x, event.location.y - event.startLocation.y)
            let minimum = minimumDistance.isNaN ? 0 : minimumDistance
            if distance >= minimum { drag.isDragging = true }
        }
        guard drag.isDragging else { return event.kind == .ended ? .failed : .possible(nil) }
        let current = value(drag, context)
        drag.last = current
        return event.kind == .ended ? .ended(current) : .active(current)
    }

    @MainActor private func value(_ drag: DragTracker, _ context: _GestureContext) -> Value {
        let event = context.event
        return Value(time: event.time, location: context.location(in: coordinateSpace),
                     startLocation: context.startLocation(in: coordinateSpace), velocity: drag.velocity,
                     viewSize: event.boxFrame.size)
    }

    @MainActor public func _cancel(_ slot: _GestureSlot) { slot.reset() }

    public static var _hearsTransforms: Bool { false }
}

/// A drag's recent positions, for its velocity.
@MainActor
final class DragTracker: _GestureMemory {
    var isDragging = false
    var last: DragGesture.Value?
    private var samples: [(time: Date, point: CGPoint)] = []
    /// The velocity is measured over the last this many seconds of movement.
    static let window: TimeInterval = 0.1

    func add(_ point: CGPoint, at time: Date) {
        samples.append((time, point))
        while samples.count > 2, let first = samples.first, time.timeIntervalSince(first.time) > DragTracker.window {
            samples.removeFirst()
        }
    }

    /// Points per second over the recent samples; zero when they came at one instant.
    var velocity: CGSize {
        guard let first = samples.first, let last = samples.last else { return .zero }
        let seconds = last.time.timeIntervalSince(first.time)
        guard seconds > 0 else { return .zero }
        return CGSize(width: (last.point.x - first.point.x) / seconds, height: (last.point.y - first.point.y) / seconds)
    }
}

extension DragGesture.Value {
    /// Equal when the drag is in the same place at the same time with the same velocity.
    public static func == (a: Self, b: Self) -> Bool {
        a.time == b.time && a.location == b.location && a.startLocation == b.startLocation && a.velocity == b.velocity
    }
}
