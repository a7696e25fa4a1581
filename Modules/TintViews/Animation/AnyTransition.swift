/// How a view comes in and goes out when it is inserted or removed in an animated change, as
/// SwiftUI's `AnyTransition`: faded (`.opacity`, SwiftUI's default), scaled, moved in from an
/// edge (`.move(edge:)`, `.slide`, `.push(from:)`), offset, or any of these combined, and
/// different ways in and out (`.asymmetric`).
///
/// The render tree plays it on the view's layer: the view comes in from the transition's
/// state to its own, and a removed view stays drawn (not hit-testable) while it goes out to
/// it. Transitions made from an app's own modifiers (`.modifier(active:identity:)`) are not
/// played yet: they fade, as the default does.
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
        /// Whether this is no change at all (`.identity`).
        public var isIdentity: Bool { opacity == 1 && scale == 1 && offset == .zero && edge == nil }

        func combined(with other: _State) -> _State {
            var state = self
            state.opacity *= other.opacity
            if other.scale != 1 {
                state.scale *= other.scale
                state.anchor = other.anchor
            }
            state.offset = CGSize(width: offset.width + other.offset.width, height: offset.height + other.offset.height)
            state.edge = edge ?? other.edge
            return state
        }
    }

    public var _insertion: _State
    public var _removal: _State
    /// The animation the transition plays with, when it has its own (`.animation(_:)`).
    public var _animation: Animation?

    init(insertion: _State, removal: _State, animation: Animation? = nil) {
        _insertion = insertion
        _removal = removal
        _animation = animation
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
        AnyTransition(insertion: insertion._insertion, removal: removal._removal, animation: insertion._animation ?? removal._animation)
    }

    /// A transition from an app's modifier at its active and identity states: played as a fade
    /// (said once), since Tint does not yet evaluate a modifier part way.
    @MainActor
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        if !reportedModifierTransitions {
            reportedModifierTransitions = true
            RuntimeWarnings.emit("AnyTransition.modifier(active:identity:) is played as a fade: transitions made from modifiers are not supported yet")
        }
        return .opacity
    }
    @MainActor private static var reportedModifierTransitions = false

    /// This transition and `other` at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: _insertion.combined(with: other._insertion), removal: _removal.combined(with: other._removal),
                      animation: _animation ?? other._animation)
    }

    /// This transition played with `animation`, whatever the change's.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var copy = self
        copy._animation = animation
        return copy
    }
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
