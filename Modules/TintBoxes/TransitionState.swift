import TintCore

/// How far a view coming in or going out is from its place (`AnyTransition`'s one end): faded,
/// scaled about an anchor, moved by an offset or off an edge, turned. The identity is the view
/// as laid out.
public struct TransitionState: Equatable, Sendable {
    public var opacity: Double = 1
    public var scale: CGFloat = 1
    public var anchor: UnitPoint = .center
    public var offset: CGSize = .zero
    /// Moved off this edge of the box's parent (`.move(edge:)`, `.slide`, `.push`).
    public var edge: Edge? = nil
    /// A turn in degrees (`.modifier` transitions probed to a rotation).
    public var rotation: Double = 0

    public init(opacity: Double = 1, scale: CGFloat = 1, anchor: UnitPoint = .center, offset: CGSize = .zero, edge: Edge? = nil) {
        self.opacity = opacity
        self.scale = scale
        self.anchor = anchor
        self.offset = offset
        self.edge = edge
    }

    public var isIdentity: Bool { opacity == 1 && scale == 1 && offset == .zero && edge == nil && rotation == 0 }

    /// Both states at once (`AnyTransition.combined(with:)`): opacities and scales multiply,
    /// offsets and turns add, the first edge wins.
    public func combined(with other: TransitionState) -> TransitionState {
        var state = self
        state.opacity *= other.opacity
        if other.scale != 1 {
            state.scale *= other.scale
            state.anchor = other.anchor
        }
        state.offset = CGSize(width: offset.width + other.offset.width, height: offset.height + other.offset.height)
        state.edge = edge ?? other.edge
        state.rotation += other.rotation
        return state
    }
}

/// How a box comes in when inserted and goes out when removed in an animated change
/// (`.transition`): the state it starts from, the state it leaves for, and the animation of
/// its own that the transition carries, if any.
public struct BoxTransition: Equatable, Sendable {
    public var insertion: TransitionState
    public var removal: TransitionState
    public var animation: Animation?

    public init(insertion: TransitionState, removal: TransitionState, animation: Animation? = nil) {
        self.insertion = insertion
        self.removal = removal
        self.animation = animation
    }

    /// A fade, the transition of a box that names none.
    public static let opacity = BoxTransition(insertion: TransitionState(opacity: 0), removal: TransitionState(opacity: 0))
}
