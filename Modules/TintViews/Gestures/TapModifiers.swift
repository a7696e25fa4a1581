import TintBoxes

/// `.onTapGesture { }`: runs `action` when the view is clicked (pressed and released on it). A
/// single click is the view's action, as a button's is (the click of `GestureSession`); more
/// clicks are a `TapGesture`.
package struct _TapGestureModifier: ViewModifier, Equatable {
    public typealias Body = Never
    public let count: Int
    /// Run at a click (a list row's reads the modifier keys held).
    package let perform: BoxAction

    package init(count: Int, perform: BoxAction) {
        self.count = count
        self.perform = perform
    }

    /// For more than one click: the tap gesture that runs the action.
    package var recognizer: (any PointerRecognizer)? {
        guard count > 1 else { return nil }
        let perform = perform
        return GestureRecognizer(gesture: TapGesture(count: count).onEnded { perform.run(ActionEvent(modifiers: [])) },
                                 arbitration: GestureArbitration(), spaces: _CoordinateSpaces())
    }

    /// An action cannot be compared: a rebuilt one always replaces the old (it changes no pixel).
    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool { false }
}

/// `.onHover { inside in }`: told when the pointer enters and leaves the view.
package struct _HoverModifier: ViewModifier, Equatable {
    public typealias Body = Never
    public let action: @MainActor (Bool) -> Void

    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool { false }
}

/// `.onContinuousHover`: told where the pointer is over the view (window points and the view's
/// frame), and `nil` when it leaves.
package struct _HoverMoveModifier: ViewModifier, Equatable {
    public typealias Body = Never
    package let action: @MainActor (HoverLocation?) -> Void

    package nonisolated static func == (lhs: Self, rhs: Self) -> Bool { false }
}

/// The current hovering state and value of a pointer, as SwiftUI's `HoverPhase`.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer's location moved to the specified point within the view.
    case active(CGPoint)
    /// The pointer exited the view.
    case ended
}

/// `.onContinuousHover` in a coordinate space: the locations converted with the named spaces
/// around the view.
struct _ContinuousHoverModifier: ViewModifier {
    let space: CoordinateSpace
    let action: @MainActor (HoverPhase) -> Void
    @Environment(\._coordinateSpaces) private var spaces

    func body(content: Content) -> some View {
        let space = space, spaces = spaces, action = action
        return content.modifier(_HoverMoveModifier { hover in
            guard let hover else { return action(.ended) }
            action(.active(spaces.point(hover.location, in: space, viewFrame: hover.boxFrame, user: "onContinuousHover")))
        })
    }
}

extension View {
    /// Runs `action` when the view is clicked `count` times, as SwiftUI's `onTapGesture`.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(_TapGestureModifier(count: count, perform: .plain(action)))
    }

    /// Runs `action` with the location of the click, in `coordinateSpace`, when the view is
    /// clicked `count` times.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping @MainActor (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Runs `action` with the location of the click, in `coordinateSpace`, when the view is
    /// clicked `count` times.
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping @MainActor (CGPoint) -> Void) -> some View {
        onTapGesture(count: count, coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }

    /// Calls `action(true)` when the pointer enters the view's frame and `action(false)` when it
    /// leaves, as SwiftUI's `onHover`.
    public func onHover(perform action: @escaping @MainActor (Bool) -> Void) -> some View {
        modifier(_HoverModifier(action: action))
    }

    /// Adds an action to perform when the pointer enters, moves within, and exits the view's
    /// bounds: `.active(location)` at each move, `.ended` when it leaves.
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local,
                                  perform action: @escaping @MainActor (HoverPhase) -> Void) -> some View {
        modifier(_ContinuousHoverModifier(space: coordinateSpace, action: action))
    }

    /// Adds an action to perform when the pointer enters, moves within, and exits the view's
    /// bounds.
    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local,
                                  perform action: @escaping @MainActor (HoverPhase) -> Void) -> some View {
        onContinuousHover(coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }

    /// Adds an action to perform when the view recognizes a long press: `action` once it lasted
    /// `minimumDuration`, `onPressingChanged` as it starts and as it ends.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping @MainActor () -> Void,
                                   onPressingChanged: (@MainActor (Bool) -> Void)? = nil) -> some View {
        gesture(_LongPressActions(gesture: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                                  perform: action, pressingChanged: onPressingChanged))
    }

    /// The older form: `pressing` before `perform`. Disfavored: with a trailing closure alone
    /// both forms match, and the current one is meant.
    @_disfavoredOverload
    @available(*, deprecated, renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)")
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: (@MainActor (Bool) -> Void)? = nil,
                                   perform action: @escaping @MainActor () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }
}
