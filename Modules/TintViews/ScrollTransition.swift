/// Where a view is relative to its scroll view's viewport, as SwiftUI's `ScrollTransitionPhase`.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Before the viewport: above it, or before its leading edge.
    case topLeading
    /// Within the viewport (past the configuration's threshold).
    case identity
    /// After the viewport: below it, or past its trailing edge.
    case bottomTrailing

    public var isIdentity: Bool { self == .identity }

    /// -1 before the viewport, 0 within it, 1 after it.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition moves between its phases, as SwiftUI's
/// `ScrollTransitionConfiguration`: the threshold of visibility at which a view counts as in
/// the viewport, and whether the change animates. Tint switches phases where the view crosses
/// the threshold; an interactive configuration does not yet interpolate between them.
public struct ScrollTransitionConfiguration: Sendable {
    /// How much of a view must show for it to be in the viewport, as SwiftUI's
    /// `ScrollTransitionConfiguration.Threshold`.
    public struct Threshold: Sendable {
        /// The share of the view that must be visible (0: any part; 1: all of it).
        let visibleShare: Double

        /// The whole view.
        public static let visible = Threshold(visibleShare: 1)
        /// Any part of the view.
        public static let hidden = Threshold(visibleShare: 0)
        /// At least half of it (as close to the middle as a view the size of the viewport is).
        public static let centered = Threshold(visibleShare: 0.5)
        /// At least `amount` of it (0...1).
        public static func visible(_ amount: Double) -> Threshold {
            Threshold(visibleShare: amount.isFinite ? Swift.min(Swift.max(amount, 0), 1) : 1)
        }

        /// A threshold `amount` of the way from this one to `other` (0: this one, 1: `other`).
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            let t = amount.isFinite ? Swift.min(Swift.max(amount, 0), 1) : 0
            return Threshold(visibleShare: visibleShare + (other.visibleShare - visibleShare) * t)
        }
    }

    var threshold = Threshold.visible
    var animation: Animation?
    /// `.identity`: the view never leaves the identity phase.
    var alwaysIdentity = false

    /// The phases follow the scroll as it moves.
    public static let interactive = ScrollTransitionConfiguration()
    /// The phases change with the default animation.
    public static let animated = ScrollTransitionConfiguration(animation: .default)
    /// No transition: always the identity phase.
    public static let identity = ScrollTransitionConfiguration(alwaysIdentity: true)

    /// The phases change with `animation`.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(animation: animation)
    }

    /// The same, with another threshold.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.threshold = threshold
        return copy
    }

    /// The same, with another animation.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        var copy = self
        copy.animation = animation
        return copy
    }
}

/// `.scrollTransition`: the view's phase from where layout placed it in its scroll view, and the
/// effect the app makes for it.
struct _ScrollTransitionModifier<Effect: VisualEffect>: ViewModifier {
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    let transition: @MainActor (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    @State private var phase = ScrollTransitionPhase.identity
    @Environment(\._coordinateSpaces) private var spaces

    func body(content: Content) -> some View {
        let viewport = spaces.space(named: EnvironmentValues._scrollViewSpaceName)
        let current = $phase
        let topLeading = topLeading, bottomTrailing = bottomTrailing, axis = axis
        return transition(EmptyVisualEffect(), phase)._apply(to: AnyView(content))
            .modifier(_PlacementObserver { frame in
                guard let viewport = viewport?.untrackedFrame else { return }
                let next = Self.phase(of: frame, in: viewport, axis: axis, topLeading: topLeading, bottomTrailing: bottomTrailing)
                guard next != current.wrappedValue else { return }
                let configuration = next == .bottomTrailing || current.wrappedValue == .bottomTrailing ? bottomTrailing : topLeading
                withAnimation(configuration.animation) { current.wrappedValue = next }
            })
    }

    /// The phase of a view at `frame` in a viewport at `viewport` (both in window points): in
    /// it while the configuration's share of it shows, else on the side it has left by.
    static func phase(of frame: CGRect, in viewport: CGRect, axis: Axis?, topLeading: ScrollTransitionConfiguration,
                      bottomTrailing: ScrollTransitionConfiguration) -> ScrollTransitionPhase {
        let vertical = axis.map { $0 == .vertical } ?? (frame.minY < viewport.minY || frame.maxY > viewport.maxY || viewport.width >= frame.width)
        let start = vertical ? frame.minY : frame.minX, end = vertical ? frame.maxY : frame.maxX
        let low = vertical ? viewport.minY : viewport.minX, high = vertical ? viewport.maxY : viewport.maxX
        let length = end - start
        guard length > 0 else { return .identity }
        let shown = Swift.max(0, Swift.min(end, high) - Swift.max(start, low)) / length
        let before = start < low
        let configuration = before ? topLeading : bottomTrailing
        if configuration.alwaysIdentity { return .identity }
        let needed = configuration.threshold.visibleShare
        // `.hidden` (nothing needed) still asks for some part to show.
        let inside = needed == 0 ? shown > 0 : shown >= needed - 0.0001
        if inside { return .identity }
        return before ? .topLeading : .bottomTrailing
    }
}

extension View {
    /// Applies the effect `transition` makes for this view's phase in its scroll view: before
    /// the viewport, in it, or after it.
    public func scrollTransition<Effect: VisualEffect>(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                                       transition: @escaping @MainActor (EmptyVisualEffect, ScrollTransitionPhase) -> Effect) -> some View {
        modifier(_ScrollTransitionModifier(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition))
    }

    /// The same, with a configuration for each side of the viewport.
    public func scrollTransition<Effect: VisualEffect>(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                                       axis: Axis? = nil,
                                                       transition: @escaping @MainActor (EmptyVisualEffect, ScrollTransitionPhase) -> Effect) -> some View {
        modifier(_ScrollTransitionModifier(topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis, transition: transition))
    }
}

/// The phase rule of `.scrollTransition`, for tests.
package enum _ScrollTransitionPhaseProbe {
    @MainActor
    package static func phase(of frame: CGRect, in viewport: CGRect, configuration: ScrollTransitionConfiguration) -> ScrollTransitionPhase {
        _ScrollTransitionModifier<EmptyVisualEffect>.phase(of: frame, in: viewport, axis: .vertical, topLeading: configuration, bottomTrailing: configuration)
    }
}
