import TintBoxes

/// A drag: the pointer pressed on a view and moved, as SwiftUI's `DragGesture`, used with
/// `.gesture(DragGesture().onChanged { ... }.onEnded { ... })`. Positions are in the view's own
/// coordinates (its top-leading corner is the origin).
public struct DragGesture: Sendable {
    /// Where a drag is now: where the press began, where the pointer is, how far it moved
    /// (SwiftUI's `DragGesture.Value`). The render contract's own type, which input fills in.
    public typealias Value = DragValue

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

/// A `DragGesture` with its actions: the render contract's `DragHandlers`, which input calls.
public typealias _DragGestureHandlers = DragHandlers

extension DragHandlers {
    public func onChanged(_ action: @escaping @MainActor (DragGesture.Value) -> Void) -> DragHandlers {
        var copy = self
        copy.changed = action
        return copy
    }

    public func onEnded(_ action: @escaping @MainActor (DragGesture.Value) -> Void) -> DragHandlers {
        var copy = self
        copy.ended = action
        return copy
    }
}

/// `.gesture(_:)` with a drag.
public struct _DragGestureModifier: ViewModifier, Equatable {
    public typealias Body = Never
    public let handlers: _DragGestureHandlers

    /// Actions cannot be compared: rebuilt ones always replace the old (they change no pixel).
    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool { false }
}

extension View {
    /// Attaches a drag gesture to the view.
    public func gesture(_ gesture: _DragGestureHandlers) -> some View {
        modifier(_DragGestureModifier(handlers: gesture))
    }
}
