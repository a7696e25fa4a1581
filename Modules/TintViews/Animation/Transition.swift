import TintBoxes

/// A description of view changes to apply when a view is added to and removed from the view
/// hierarchy, as SwiftUI's `Transition`: `body(content:phase:)` says what the view looks like
/// as it comes in (`.willAppear`), when shown (`.identity`) and as it goes (`.didDisappear`).
///
/// Tint plays a transition on the view's layer: what the body does at each phase to a probe view
/// (its opacity, scale, rotation and offset) is worked out once, as for
/// `AnyTransition.modifier(active:identity:)`; the built-in transitions go straight to their
/// states.
@MainActor @preconcurrency
public protocol Transition {
    associatedtype Body: View
    /// The content the transition applies to.
    typealias Content = PlaceholderContentView<Self>

    /// The view as it is at `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

    /// What the transition does, for the system's choices (reduce motion).
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// This transition and `other` at once.
    public func combined<T: Transition>(with other: T) -> some Transition {
        _CombinedTransition(first: self, second: other)
    }

    /// This transition played with `animation`, whatever the change's.
    public func animation(_ animation: Animation?) -> some Transition {
        _AnimatedTransition(base: self, animation: animation)
    }
}

/// A phase of a transition, as SwiftUI's `TransitionPhase`.
public enum TransitionPhase: Equatable, Hashable, Sendable {
    /// The view is about to be inserted.
    case willAppear
    /// The view is shown.
    case identity
    /// The view has been removed.
    case didDisappear

    /// Whether the view is shown.
    public var isIdentity: Bool { self == .identity }

    /// -1 as the view comes in, 0 when shown, 1 as it goes.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition does, as SwiftUI's `TransitionProperties`.
public struct TransitionProperties: Sendable, Equatable {
    /// Whether the transition moves the view (and so becomes a fade under reduce motion).
    public var hasMotion: Bool

    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}

/// The view a transition's content, or a modifier form of `phaseAnimator`'s, stands for: the
/// view it was applied to, as SwiftUI's `PlaceholderContentView`.
public struct PlaceholderContentView<Value>: View {
    let content: AnyView

    public var body: some View { content }
}

/// A transition Tint knows as states: no probe needed.
@MainActor
protocol BuiltInTransition {
    var anyTransition: AnyTransition { get }
}

extension AnyTransition {
    /// The type-erased form of `transition`.
    @MainActor
    public init<T: Transition>(_ transition: T) {
        if let builtIn = transition as? any BuiltInTransition {
            self = builtIn.anyTransition
            return
        }
        self = .asymmetric(insertion: .modifier(active: _TransitionPhaseModifier(transition: transition, phase: .willAppear),
                                                identity: _TransitionPhaseModifier(transition: transition, phase: .identity)),
                           removal: .modifier(active: _TransitionPhaseModifier(transition: transition, phase: .didDisappear),
                                              identity: _TransitionPhaseModifier(transition: transition, phase: .identity)))
    }
}

/// A transition's body at one phase, as a modifier the transition probe can build.
struct _TransitionPhaseModifier<T: Transition>: ViewModifier {
    let transition: T
    let phase: TransitionPhase

    func body(content: Content) -> some View {
        transition.body(content: PlaceholderContentView(content: AnyView(content)), phase: phase)
    }
}

extension View {
    /// How this view comes in and goes out when an animated change inserts or removes it.
    @_disfavoredOverload
    public func transition<T: Transition>(_ transition: T) -> some View {
        self.transition(AnyTransition(transition))
    }
}

/// Two transitions at once.
struct _CombinedTransition<First: Transition, Second: Transition>: Transition, BuiltInTransition {
    let first: First
    let second: Second

    func body(content: Content, phase: TransitionPhase) -> some View {
        second.body(content: PlaceholderContentView(content: AnyView(first.body(content: PlaceholderContentView(content: AnyView(content)), phase: phase))),
                    phase: phase)
    }

    var anyTransition: AnyTransition { AnyTransition(first).combined(with: AnyTransition(second)) }
}

/// A transition with an animation of its own.
struct _AnimatedTransition<Base: Transition>: Transition, BuiltInTransition {
    let base: Base
    let animation: Animation?

    func body(content: Content, phase: TransitionPhase) -> some View {
        base.body(content: PlaceholderContentView(content: AnyView(content)), phase: phase)
    }

    var anyTransition: AnyTransition { AnyTransition(base).animation(animation) }
}

/// A transition that returns the input view, unmodified, as the output view.
public struct IdentityTransition: Transition, BuiltInTransition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
    var anyTransition: AnyTransition { .identity }
}

/// A transition from transparent to opaque on insertion, and from opaque to transparent on
/// removal.
public struct OpacityTransition: Transition, BuiltInTransition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content.opacity(phase.isIdentity ? 1 : 0) }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
    var anyTransition: AnyTransition { .opacity }
}

/// Returns a transition that scales the view.
public struct ScaleTransition: Transition, BuiltInTransition {
    public var scale: Double
    public var anchor: UnitPoint

    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }

    var anyTransition: AnyTransition { .scale(scale: scale, anchor: anchor) }
}

/// Returns a transition that moves the view away, towards the specified edge of the view.
public struct MoveTransition: Transition, BuiltInTransition {
    public var edge: Edge

    public init(edge: Edge) {
        self.edge = edge
    }

    /// As a probe would see it; Tint plays the move by the view's own size (the built-in state).
    public func body(content: Content, phase: TransitionPhase) -> some View { content }

    var anyTransition: AnyTransition { .move(edge: edge) }
}

/// A transition that inserts by moving in from the leading edge, and removes by moving out
/// towards the trailing edge.
public struct SlideTransition: Transition, BuiltInTransition {
    public init() {}
    /// As a probe would see it; Tint plays the slide by the view's own size (the built-in state).
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    var anyTransition: AnyTransition { .slide }
}

/// A transition that, when added to a view, animates the view's insertion by moving it in
/// from the specified edge while fading it in, and animates its removal by moving it out
/// towards the opposite edge and fading it out.
public struct PushTransition: Transition, BuiltInTransition {
    public var edge: Edge

    public init(edge: Edge) {
        self.edge = edge
    }

    public func body(content: Content, phase: TransitionPhase) -> some View { content.opacity(phase.isIdentity ? 1 : 0) }
    var anyTransition: AnyTransition { .push(from: edge) }
}

/// Returns a transition that offset the view by the specified amount.
public struct OffsetTransition: Transition, BuiltInTransition {
    public var offset: CGSize

    public init(_ offset: CGSize) {
        self.offset = offset
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }

    var anyTransition: AnyTransition { .offset(offset) }
}

/// A transition that animates the insertion or removal of a view by combining blurring and
/// scaling effects, as SwiftUI's `BlurReplaceTransition`. Tint plays it as a fade with a scale
/// (the blur between the two is not animated).
public struct BlurReplaceTransition: Transition, BuiltInTransition {
    /// How the view scales as it comes and goes, as SwiftUI's `BlurReplaceTransition.Configuration`.
    public struct Configuration: Equatable, Sendable {
        let insertionScale: Double
        let removalScale: Double
        /// Scales down on removal and up on insertion... from smaller: in from below its size,
        /// out to below it.
        public static let downUp = Configuration(insertionScale: 0.8, removalScale: 0.8)
        /// In from below its size, out to above it.
        public static let upUp = Configuration(insertionScale: 0.8, removalScale: 1.2)
    }

    public var configuration: Configuration

    public init(configuration: Configuration = .downUp) {
        self.configuration = configuration
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale = switch phase {
        case .willAppear: configuration.insertionScale
        case .identity: 1.0
        case .didDisappear: configuration.removalScale
        }
        return content.scaleEffect(scale).opacity(phase.isIdentity ? 1 : 0).blur(radius: phase.isIdentity ? 0 : 8)
    }

    var anyTransition: AnyTransition {
        .asymmetric(insertion: AnyTransition.opacity.combined(with: .scale(scale: configuration.insertionScale)),
                    removal: AnyTransition.opacity.combined(with: .scale(scale: configuration.removalScale)))
    }
}

extension Transition where Self == IdentityTransition {
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == OpacityTransition {
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
    public static var scale: ScaleTransition { ScaleTransition(0) }
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}

extension Transition where Self == MoveTransition {
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == SlideTransition {
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == PushTransition {
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}

extension Transition where Self == BlurReplaceTransition {
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: configuration)
    }
}

extension AnyTransition {
    /// A transition that blurs and scales the view as it comes and goes (played as a fade with
    /// a scale).
    @MainActor
    public static var blurReplace: AnyTransition { AnyTransition(BlurReplaceTransition()) }

    /// The same, with the scaling `configuration`.
    @MainActor
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition {
        AnyTransition(BlurReplaceTransition(configuration: configuration))
    }
}
