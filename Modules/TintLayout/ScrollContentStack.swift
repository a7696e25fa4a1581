import TintCore

/// The implicit stack of a `ScrollView`'s content, as SwiftUI's: several views in a scroll view
/// come one after another (stacked as a `VStack` in a vertical scroll view, an `HStack` in a
/// horizontal one), not on top of one another. One view is laid out as it would be alone.
/// The content margins (`.contentMargins`) are space around the stack, inside what scrolls.
package struct ScrollContentStack: Layout, Equatable, Sendable {
    package var axis: Axis
    package var margins: EdgeInsets

    package init(axis: Axis, margins: EdgeInsets = EdgeInsets()) {
        self.axis = axis
        self.margins = margins
    }

    private var horizontalMargins: CGFloat { margins.leading + margins.trailing }
    private var verticalMargins: CGFloat { margins.top + margins.bottom }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { Swift.max(0, $0 - horizontalMargins) },
                         height: proposal.height.map { Swift.max(0, $0 - verticalMargins) })
    }

    private func inner(_ bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX + margins.leading, y: bounds.minY + margins.top,
               width: Swift.max(0, bounds.width - horizontalMargins), height: Swift.max(0, bounds.height - verticalMargins))
    }

    private var algorithm: StackAlgorithm {
        axis == .vertical ? VStackLayout().algorithm : HStackLayout().algorithm
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = algorithm.sizeThatFits(proposal: inner(proposal), subviews: subviews)
        return CGSize(width: size.width + horizontalMargins, height: size.height + verticalMargins)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: inner(bounds), proposal: inner(proposal), subviews: subviews)
    }

    package func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        algorithm.explicitAlignment(of: guide.key, in: inner(bounds), proposal: inner(proposal), subviews: subviews)
    }

    package func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        algorithm.explicitAlignment(of: guide.key, in: inner(bounds), proposal: inner(proposal), subviews: subviews)
    }
}
