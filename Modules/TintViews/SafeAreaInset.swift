import TintCore

extension View {
    /// Shows `content` above or below this view, which takes the height that is left, as
    /// SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)`: a bar under a list, a
    /// field over a scroll view. `alignment` places the content across; `spacing` (the
    /// default spacing when `nil`) separates the two.
    ///
    /// Tint's windows have no safe area: the view is laid out beside the content as in a
    /// `VStack`, so a scroll view's rows stop at the bar rather than scrolling beneath it.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing) {
            if edge == .top { inset }
            self
            if edge == .bottom { inset }
        }
    }

    /// Shows `content` beside this view, at its leading or trailing edge, as SwiftUI's
    /// `safeAreaInset(edge:alignment:spacing:content:)`; laid out as in an `HStack` (see the
    /// vertical form).
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing) {
            if edge == .leading { inset }
            self
            if edge == .trailing { inset }
        }
    }
}
