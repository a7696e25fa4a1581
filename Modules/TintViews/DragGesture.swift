import TintBoxes

/// A drag: the pointer pressed on a view and moved, as SwiftUI's `DragGesture`, used with
/// `.gesture(DragGesture().onChanged { ... }.onEnded { ... })`. Positions are in the view's own
/// coordinates (its top-leading corner is the origin).
public struct DragGesture: Sendable {
    /// Where a drag is now.
    public struct Value: Equatable, Sendable {
        /// Where the press began.
        public var startLocation: CGPoint
        /// Where the pointer is.
        public var location: CGPoint
        /// How far it moved since the press.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// The size of the view the drag is on (a list row reorders by its own height).
        package var viewSize: CGSize = .zero

        public init(startLocation: CGPoint, location: CGPoint) {
            self.startLocation = startLocation
            self.location = location
        }
    }

    /// Movement below this many points is not yet a drag (SwiftUI's default is 10; 0 makes the
    /// press itself report, as a slider wants).
    public var minimumDistance: CGFloat

    public init(minimumDistance: CGFloat = 10) {
        self.minimumDistance = minimumDistance
    }

    /// Calls `action` as the drag moves (first when it passes the minimum distance).
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _DragGestureHandlers {
        _DragGestureHandlers(minimumDistance: minimumDistance, changed: action, ended: nil)
    }

    /// Calls `action` when the pointer is released after a drag.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _DragGestureHandlers {
        _DragGestureHandlers(minimumDistance: minimumDistance, changed: nil, ended: action)
    }
}

/// A `DragGesture` with its actions.
/// Public because `DragGesture.onChanged` and `.onEnded` return it, where SwiftUI returns its own
/// `_ChangedGesture` and `_EndedGesture`; apps never spell it.
public struct _DragGestureHandlers {
    var minimumDistance: CGFloat
    var changed: (@MainActor (DragGesture.Value) -> Void)?
    var ended: (@MainActor (DragGesture.Value) -> Void)?

    public func onChanged(_ action: @escaping @MainActor (DragGesture.Value) -> Void) -> _DragGestureHandlers {
        var copy = self
        copy.changed = action
        return copy
    }

    public func onEnded(_ action: @escaping @MainActor (DragGesture.Value) -> Void) -> _DragGestureHandlers {
        var copy = self
        copy.ended = action
        return copy
    }
}

/// A drag recognized: the press becomes a drag once it moved the minimum distance from where
/// it began (at once for a distance of 0), is told as it moves, and when it ends.
struct DragRecognizer: PointerRecognizer {
    let handlers: _DragGestureHandlers

    init(_ handlers: _DragGestureHandlers) {
        self.handlers = handlers
    }

    func handle(_ step: PointerStep) -> Bool {
        switch step {
        case .began(let sample), .moved(let sample):
            if !sample.isOwned {
                let dx = sample.location.x - sample.startLocation.x, dy = sample.location.y - sample.startLocation.y
                guard (dx * dx + dy * dy).squareRoot() >= handlers.minimumDistance else { return false }
            }
            handlers.changed?(Self.value(sample))
            return true
        case .ended(let sample):
            if sample.isOwned { handlers.ended?(Self.value(sample)) }
            return sample.isOwned
        }
    }

    private static func value(_ sample: PointerSample) -> DragGesture.Value {
        var value = DragGesture.Value(startLocation: sample.startLocation, location: sample.location)
        value.viewSize = sample.boxSize
        return value
    }
}

extension View {
    /// Attaches a drag gesture to the view.
    public func gesture(_ gesture: _DragGestureHandlers) -> some View {
        modifier(_GestureModifier(recognizer: DragRecognizer(gesture)))
    }
}
