import TintCore

/// The leading and trailing edges, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
    case leading, trailing

    /// A set of horizontal edges, as SwiftUI's `HorizontalEdge.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let leading = Set(rawValue: 1)
        public static let trailing = Set(rawValue: 2)
        public static let all: Set = [.leading, .trailing]
    }
}

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
