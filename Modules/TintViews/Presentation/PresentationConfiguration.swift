import Foundation

/// What a presented view says about its presentation (`.presentationDetents`,
/// `.presentationBackground` and the rest): posted to its layer's board, each modifier setting
/// its own part; the layer merges the posts, the innermost modifier winning.
package struct _PresentationConfiguration {
    var detents: [PresentationDetent]?
    var selection: Binding<PresentationDetent>?
    /// The selection's value when posted (the binding reads the app's value as it is now, so
    /// an earlier post could not tell that it changed).
    var selected: PresentationDetent?
    var dragIndicator: Visibility?
    var background: _PresentationBackground?
    var cornerRadius: CGFloat??
    var backgroundInteraction: PresentationBackgroundInteraction?

    /// Compared with the selection's value: a new selection from the app moves the sheet.
    package static func == (lhs: _PresentationConfiguration, rhs: _PresentationConfiguration) -> Bool {
        lhs.detents == rhs.detents && (lhs.selection == nil) == (rhs.selection == nil) && lhs.selected == rhs.selected
            && lhs.dragIndicator == rhs.dragIndicator && lhs.background == rhs.background && lhs.cornerRadius == rhs.cornerRadius
            && lhs.backgroundInteraction == rhs.backgroundInteraction
    }

    /// The posts together: each part from the last post that sets it.
    static func merged(_ posts: [_PresentationConfiguration]) -> _PresentationConfiguration {
        var result = _PresentationConfiguration()
        // The innermost modifier posts first (it mounts first): it wins, so posts are read
        // from the last to the first.
        for post in posts.reversed() {
            if let detents = post.detents {
                result.detents = detents
                result.selection = post.selection
                result.selected = post.selected
            }
            if let indicator = post.dragIndicator { result.dragIndicator = indicator }
            if let background = post.background { result.background = background }
            if let radius = post.cornerRadius { result.cornerRadius = radius }
            if let interaction = post.backgroundInteraction { result.backgroundInteraction = interaction }
        }
        return result
    }
}

extension _PresentationConfiguration: Equatable {}

/// A presentation's own background: a style, or a view.
struct _PresentationBackground: Equatable {
    let view: AnyView
    /// What the background is compared by: its style, or its view's type (a view's contents
    /// cannot be compared; a new type of background replaces the old).
    let key: _AnyEquatable

    static func == (lhs: _PresentationBackground, rhs: _PresentationBackground) -> Bool { lhs.key == rhs.key }
}

private struct PresentationConfigurationKey: EnvironmentKey {
    static let defaultValue: _Board<_PresentationConfiguration>? = nil
}

extension EnvironmentValues {
    /// Where the presentation modifiers post, inside a presentation.
    package var _presentationConfiguration: _Board<_PresentationConfiguration>? {
        get { self[PresentationConfigurationKey.self] }
        set { self[PresentationConfigurationKey.self] = newValue }
    }
}

extension View {
    private func presentation(_ configure: (inout _PresentationConfiguration) -> Void) -> some View {
        var configuration = _PresentationConfiguration()
        configure(&configuration)
        return modifier(_BoardPostModifier(board: \._presentationConfiguration, value: configuration))
    }

    /// The heights the sheet may rest at; it opens at the smallest.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        presentation { $0.detents = Array(detents) }
    }

    /// The heights the sheet may rest at, and the one it is at (moving the sheet sets it).
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        presentation {
            $0.detents = Array(detents)
            $0.selection = selection
            $0.selected = selection.wrappedValue
        }
    }

    /// Whether the sheet shows a drag indicator (by default, when it has several detents).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        presentation { $0.dragIndicator = visibility }
    }

    /// Fills the presentation's background with `style`.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        presentation { $0.background = _PresentationBackground(view: AnyView(Rectangle().fill(style)), key: _AnyEquatable(AnyShapeStyle(style))) }
    }

    /// Puts `content` behind the presentation's content, filling the presentation.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let background = content()
        return presentation {
            $0.background = _PresentationBackground(view: AnyView(Color.clear.overlay(alignment: alignment) { background }),
                                                    key: _AnyEquatable(ObjectIdentifier(V.self)))
        }
    }

    /// The presentation's corner radius (nil: the system's).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        presentation { $0.cornerRadius = .some(cornerRadius.flatMap { $0.isFinite ? Swift.max(0, $0) : nil }) }
    }

    /// Whether the views under the sheet take clicks while it is up.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        presentation { $0.backgroundInteraction = interaction }
    }

    /// What a swipe in a resizable sheet does first: Tint's sheets resize from their drag
    /// indicator only, so a swipe in the content scrolls it whatever the behaviour; the view is
    /// as it was.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        self
    }

    /// How the presentation adapts in compact size classes: a desktop window is of the regular
    /// size class, so presentations keep their kind and the view is as it was.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        self
    }

    /// How the presentation adapts in compact widths and in compact heights (the regular size
    /// class here: the view is as it was).
    public func presentationCompactAdaptation(horizontal horizontalAdaptation: PresentationAdaptation,
                                              vertical verticalAdaptation: PresentationAdaptation) -> some View {
        self
    }
}
