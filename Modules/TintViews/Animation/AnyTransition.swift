import TintBoxes
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
    package var insertion: TransitionState
    package var removal: TransitionState
    /// The animation the transition plays with, when it has its own (`.animation(_:)`).
    package var animation: Animation?
    /// An app's modifier transition for the way in and the way out, worked out into
    /// `insertion` and `removal` by the reconciler (`nil`: none).
    package var insertionProbe: TransitionProbe?
    package var removalProbe: TransitionProbe?

    init(insertion: TransitionState, removal: TransitionState, animation: Animation? = nil,
         insertionProbe: TransitionProbe? = nil, removalProbe: TransitionProbe? = nil) {
        self.insertion = insertion
        self.removal = removal
        self.animation = animation
        self.insertionProbe = insertionProbe
        self.removalProbe = removalProbe
    }

    public static func == (lhs: AnyTransition, rhs: AnyTransition) -> Bool {
        lhs.insertion == rhs.insertion && lhs.removal == rhs.removal && lhs.animation == rhs.animation
            && lhs.insertionProbe === rhs.insertionProbe && lhs.removalProbe === rhs.removalProbe
    }

    init(_ both: TransitionState) {
        self.init(insertion: both, removal: both)
    }

    /// Faded in and out.
    public static let opacity = AnyTransition(TransitionState(opacity: 0))
    /// Nothing: the view appears and goes at once.
    public static let identity = AnyTransition(TransitionState())
    /// Scaled up from nothing and down to nothing.
    public static var scale: AnyTransition { scale(scale: 0) }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(TransitionState(scale: scale.isFinite ? scale : 0, anchor: anchor))
    }
    /// Moved in from `edge` and out towards it, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(TransitionState(edge: edge)) }
    /// In from the leading edge, out towards the trailing one.
    public static let slide = AnyTransition(insertion: TransitionState(edge: .leading), removal: TransitionState(edge: .trailing))
    /// In from `edge` and out towards the opposite one, faded.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(insertion: TransitionState(opacity: 0, edge: edge), removal: TransitionState(opacity: 0, edge: edge.opposite))
    }
    /// Moved by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(TransitionState(offset: CGSize(width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0)))
    }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    /// `insertion` on the way in, `removal` on the way out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal, animation: insertion.animation ?? removal.animation,
                      insertionProbe: insertion.insertionProbe, removalProbe: removal.removalProbe)
    }

    /// A transition from an app's modifier: the view comes in from `active` to `identity` and
    /// goes out the other way. What the modifier does to a probe view at each state (its
    /// opacity, scale, rotation and offset) is worked out when the transition is used; a
    /// modifier doing something else (a colour, a clip) is played as a fade.
    @MainActor
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        let probe = TransitionProbe(active: { AnyView(TransitionProbe.probeView.modifier(active)) },
                                     identity: { AnyView(TransitionProbe.probeView.modifier(identity)) })
        return AnyTransition(insertion: TransitionState(opacity: 0), removal: TransitionState(opacity: 0), insertionProbe: probe, removalProbe: probe)
    }

    /// This transition and `other` at once (of two modifier transitions, this one's).
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.combined(with: other.insertion), removal: removal.combined(with: other.removal),
                      animation: self.animation ?? other.animation,
                      insertionProbe: insertionProbe ?? other.insertionProbe, removalProbe: removalProbe ?? other.removalProbe)
    }

    /// This transition played with `animation`, whatever the change's.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var copy = self
        copy.animation = animation
        return copy
    }
}

/// A modifier transition's two states, as views the reconciler can build and read: a
/// 100-point square under the modifier at its active state and at its identity state.
package final class TransitionProbe: @unchecked Sendable {
    package let active: @MainActor () -> AnyView
    package let identity: @MainActor () -> AnyView
    /// Worked out once, the first time the transition is used.
    @MainActor package var resolved: (state: TransitionState?, done: Bool) = (nil, false)

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
package struct _TransitionModifier: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public let transition: AnyTransition
}

extension View {
    /// How this view comes in and goes out when an animated change inserts or removes it.
    public func transition(_ t: AnyTransition) -> some View {
        modifier(_TransitionModifier(transition: t))
    }
}
