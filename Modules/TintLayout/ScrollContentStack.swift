import TintCore

/// The implicit stack of a `ScrollView`'s content, as SwiftUI's: several views in a scroll view
/// come one after another (stacked as a `VStack` in a vertical scroll view, an `HStack` in a
/// horizontal one), not on top of one another. One view is laid out as it would be alone.
package struct ScrollContentStack: Layout, Equatable, Sendable {
    package var axis: Axis

    package init(axis: Axis) {
        self.axis = axis
    }

    private var algorithm: StackAlgorithm {
        axis == .vertical ? VStackLayout().algorithm : HStackLayout().algorithm
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }

    package func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        algorithm.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    package func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        algorithm.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }
}
