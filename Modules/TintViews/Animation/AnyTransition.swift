/// How a view comes in and goes out when it is inserted or removed in an animated change, as
/// SwiftUI's `AnyTransition`: faded (`.opacity`, SwiftUI's default), scaled, moved in from an
/// edge (`.move(edge:)`, `.slide`, `.push(from:)`), offset, or any of these combined, and
/// different ways in and out (`.asymmetric`).
///
/// The render tree plays it on the view's layer: the view comes in from the transition's
/// state to its own, and a removed view stays drawn (not hit-testable) while it goes out to
/// it. A transition made from an app's own modifier (`.modifier(active:identity:)`) is worked
/// out by the reconciler from what the modifier does to a probe view at its two states (the
/// opacity, scale, rotation and offset it sets), and played the same way.
public struct AnyTransition: Equatable, Sendable {
    /// Where a view comes in from, or goes out to.
    public struct _State: Equatable, Sendable {
        public var opacity: Double = 1
        public var scale: CGFloat = 1
        public var anchor: UnitPoint = .center
        /// A move in points.
        public var offset: CGSize = .zero
        /// A move by the view's own size towards an edge (`.move(edge:)`).
        public var edge: Edge? = nil
        /// A turn in radians about `anchor` (a modifier transition's `.rotationEffect`).
        public var rotation: Double = 0
        /// No change: the view as it is.
        public init() {}

        init(opacity: Double = 1, scale: CGFloat = 1, anchor: UnitPoint = .center, offset: CGSize = .zero, edge: Edge? = nil) {
            self.opacity = opacity
            self.scale = scale
            self.anchor = anchor
            self.offset = offset
            self.edge = edge
        }

        /// Whether this is no change at all (`.identity`).
        public var isIdentity: Bool { opacity == 1 && scale == 1 && offset == .zero && edge == nil && rotation == 0 }

        func combined(with other: _State) -> _State {
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

    public var _insertion: _State
    public var _removal: _State
    /// The animation the transition plays with, when it has its own (`.animation(_:)`).
    public var _animation: Animation?
    /// An app's modifier transition for the way in and the way out, worked out into
    /// `_insertion` and `_removal` by the reconciler (`nil`: none).
    public var _insertionProbe: _TransitionProbe?
    public var _removalProbe: _TransitionProbe?

    init(insertion: _State, removal: _State, animation: Animation? = nil,
         insertionProbe: _TransitionProbe? = nil, removalProbe: _TransitionProbe? = nil) {
        _insertion = insertion
        _removal = removal
        _animation = animation
        _insertionProbe = insertionProbe
        _removalProbe = removalProbe
    }

    public static func == (lhs: AnyTransition, rhs: AnyTransition) -> Bool {
        lhs._insertion == rhs._insertion && lhs._removal == rhs._removal && lhs._animation == rhs._animation
            && lhs._insertionProbe === rhs._insertionProbe && lhs._removalProbe === rhs._removalProbe
    }

    init(_ both: _State) {
        self.init(insertion: both, removal: both)
    }

    /// Faded in and out.
    public static let opacity = AnyTransition(_State(opacity: 0))
    /// Nothing: the view appears and goes at once.
    public static let identity = AnyTransition(_State())
    /// Scaled up from nothing and down to nothing.
    public static var scale: AnyTransition { scale(scale: 0) }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(_State(scale: scale.isFinite ? scale : 0, anchor: anchor))
    }
    /// Moved in from `edge` and out towards it, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(_State(edge: edge)) }
    /// In from the leading edge, out towards the trailing one.
    public static let slide = AnyTransition(insertion: _State(edge: .leading), removal: _State(edge: .trailing))
    /// In from `edge` and out towards the opposite one, faded.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(insertion: _State(opacity: 0, edge: edge), removal: _State(opacity: 0, edge: edge.opposite))
    }
    /// Moved by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(_State(offset: CGSize(width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0)))
    }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    /// `insertion` on the way in, `removal` on the way out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion._insertion, removal: removal._removal, animation: insertion._animation ?? removal._animation,
                      insertionProbe: insertion._insertionProbe, removalProbe: removal._removalProbe)
    }

    /// A transition from an app's modifier: the view comes in from `active` to `identity` and
    /// goes out the other way. What the modifier does to a probe view at each state (its
    /// opacity, scale, rotation and offset) is worked out when the transition is used; a
    /// modifier doing something else (a colour, a clip) is played as a fade.
    @MainActor
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        let probe = _TransitionProbe(active: { AnyView(_TransitionProbe.probeView.modifier(active)) },
                                     identity: { AnyView(_TransitionProbe.probeView.modifier(identity)) })
        return AnyTransition(insertion: _State(opacity: 0), removal: _State(opacity: 0), insertionProbe: probe, removalProbe: probe)
    }

    /// This transition and `other` at once (of two modifier transitions, this one's).
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: _insertion.combined(with: other._insertion), removal: _removal.combined(with: other._removal),
                      animation: _animation ?? other._animation,
                      insertionProbe: _insertionProbe ?? other._insertionProbe, removalProbe: _removalProbe ?? other._removalProbe)
    }

    /// This transition played with `animation`, whatever the change's.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var copy = self
        copy._animation = animation
        return copy
    }
}

/// A modifier transition's two states, as views the reconciler can build and read: a
/// 100-point square under the modifier at its active state and at its identity state.
public final class _TransitionProbe: @unchecked Sendable {
    public let active: @MainActor () -> AnyView
    public let identity: @MainActor () -> AnyView
    /// Worked out once, the first time the transition is used.
    @MainActor public var _resolved: (state: AnyTransition._State?, done: Bool) = (nil, false)

    init(active: @escaping @MainActor () -> AnyView, identity: @escaping @MainActor () -> AnyView) {
        self.active = active
        self.identity = identity
    }

    @MainActor static var probeView: some View { Color.clear.frame(width: 100, height: 100) }
}

extension Edge {
    /// The edge across from this one.
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

/// `.transition(_:)`: how the view comes and goes.
public struct _TransitionModifier: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public let transition: AnyTransition
}

extension View {
    /// How this view comes in and goes out when an animated change inserts or removes it.
    public func transition(_ t: AnyTransition) -> ModifiedContent<Self, _TransitionModifier> {
        modifier(_TransitionModifier(transition: t))
    }
}
