/// The scroll modifiers of SwiftUI that set how the scroll views inside a view behave: they
/// are environment values each `ScrollView` below reads.

/// Whether scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility`. Tint draws no
/// scroll indicators yet, so every value shows none; the choice is kept for when it does.
public struct ScrollIndicatorVisibility: Equatable, Hashable, Sendable {
    let rawValue: Int
    /// The platform's choice.
    public static let automatic = ScrollIndicatorVisibility(rawValue: 0)
    /// Shown, where the platform allows.
    public static let visible = ScrollIndicatorVisibility(rawValue: 1)
    /// Hidden, unless the platform shows them anyway.
    public static let hidden = ScrollIndicatorVisibility(rawValue: 2)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(rawValue: 3)
}

/// How a scroll view bounces at its ends, as SwiftUI's `ScrollBounceBehavior`. Tint's scroll
/// views stop at their ends without bouncing, whichever is chosen.
public struct ScrollBounceBehavior: Equatable, Hashable, Sendable {
    let rawValue: Int
    public static let automatic = ScrollBounceBehavior(rawValue: 0)
    public static let always = ScrollBounceBehavior(rawValue: 1)
    public static let basedOnSize = ScrollBounceBehavior(rawValue: 2)
}

/// Where content margins apply, as SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Equatable, Hashable, Sendable {
    let rawValue: Int
    /// The scroll view's content (and its indicators).
    public static let automatic = ContentMarginPlacement(rawValue: 0)
    /// The content alone.
    public static let scrollContent = ContentMarginPlacement(rawValue: 1)
    /// The indicators alone (Tint draws none: no effect).
    public static let scrollIndicators = ContentMarginPlacement(rawValue: 2)
}

/// What the scroll modifiers set, read by each `ScrollView` below.
package struct ScrollBehavior: Equatable, Sendable {
    package var isDisabled = false
    package var clipsContent = true
    package var defaultAnchor: UnitPoint?
    package var contentMargins = EdgeInsets()
    package var indicators = ScrollIndicatorVisibility.automatic
    package var bounce = ScrollBounceBehavior.automatic
    package var contentBackground = Visibility.automatic
    /// `.scrollTargetBehavior`: where a scroll by the user ends.
    package var targetBehavior: _ScrollTargetBehaviorBox?
    /// `.scrollPosition(id:)`: the id of the target at the top, both ways.
    package var position: _ScrollPositionLink?
}

private struct ScrollBehaviorKey: EnvironmentKey { static let defaultValue = ScrollBehavior() }
private struct IsScrollEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    package var scrollBehavior: ScrollBehavior {
        get { self[ScrollBehaviorKey.self] }
        set { self[ScrollBehaviorKey.self] = newValue }
    }

    /// Whether the scroll views here can be scrolled by the user, as SwiftUI's
    /// `isScrollEnabled` (`.scrollDisabled(_:)` sets it).
    public var isScrollEnabled: Bool {
        get { !scrollBehavior.isDisabled }
        set { scrollBehavior.isDisabled = !newValue }
    }
}

/// Sets one part of `ScrollBehavior`, keeping what outer modifiers set of the rest.
package struct _ScrollBehaviorModifier: ViewModifier {
    let change: @Sendable (inout ScrollBehavior) -> Void

    package func body(content: Content) -> some View {
        _ScrollBehaviorReader(content: content, change: change)
    }
}

/// Reads the behaviour set further out and hands the content the changed one.
private struct _ScrollBehaviorReader<Content: View>: View {
    let content: Content
    let change: @Sendable (inout ScrollBehavior) -> Void
    @Environment(\.scrollBehavior) private var behavior

    var body: some View {
        var changed = behavior
        change(&changed)
        return content.environment(\.scrollBehavior, changed)
    }
}

extension View {
    /// Stops the user scrolling the scroll views here (the wheel and drags); a
    /// `ScrollViewProxy` still scrolls them.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        modifier(_ScrollBehaviorModifier { $0.isDisabled = disabled })
    }

    /// Whether a `List` here draws its own background behind its rows (`.hidden`: what is
    /// behind the list shows through).
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        modifier(_ScrollBehaviorModifier { $0.contentBackground = visibility })
    }

    /// Whether the scroll views here show their indicators (Tint draws none yet).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        modifier(_ScrollBehaviorModifier { $0.indicators = visibility })
    }

    /// How the scroll views here bounce at their ends (Tint's stop without bouncing).
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        modifier(_ScrollBehaviorModifier { $0.bounce = behavior })
    }

    /// Draws the content of the scroll views here beyond their viewports (no clip).
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        modifier(_ScrollBehaviorModifier { $0.clipsContent = !disabled })
    }

    /// Where the scroll views here start: the anchor's point of the content lines up with the
    /// same point of the viewport (`.bottom` starts at the end); nil starts at the top leading.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        modifier(_ScrollBehaviorModifier { $0.defaultAnchor = anchor })
    }

    /// Space around the content of the scroll views here, inside what scrolls, on `edges`.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(_ScrollBehaviorModifier { behavior in
            guard placement != .scrollIndicators else { return }
            if edges.contains(.top) { behavior.contentMargins.top = insets.top }
            if edges.contains(.leading) { behavior.contentMargins.leading = insets.leading }
            if edges.contains(.bottom) { behavior.contentMargins.bottom = insets.bottom }
            if edges.contains(.trailing) { behavior.contentMargins.trailing = insets.trailing }
        })
    }

    /// `length` points around the content of the scroll views here on `edges` (nil: the
    /// platform's default, 16).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        let value = length.map { $0.isFinite ? Swift.max(0, $0) : 0 } ?? 16
        return contentMargins(edges, EdgeInsets(top: value, leading: value, bottom: value, trailing: value), for: placement)
    }

    /// `insets` around the content of the scroll views here.
    public func contentMargins(_ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, insets, for: placement)
    }

    /// `length` points around the content of the scroll views here on every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}
