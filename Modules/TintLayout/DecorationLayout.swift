import TintCore

/// The layout of `.background` and `.overlay` (SEMANTICS 3.7): the decorated view (subview
/// `primary`) sizes the whole; the decoration is proposed exactly that size and placed by the
/// alignment, and never changes it.
public struct DecorationLayout: Layout, Equatable, Sendable {
    public var alignment: Alignment
    /// Which subview is the decorated view (the background comes first, the overlay last).
    public var primary: Int

    public init(alignment: Alignment = .center, primary: Int) {
        self.alignment = alignment
        self.primary = primary
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.indices.contains(primary) else { return .zero }
        return subviews[primary].sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            if index == primary {
                subview.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
            } else {
                AlignmentGuides.place(subview, in: bounds, proposal: ProposedViewSize(bounds.size), alignment: alignment)
            }
        }
    }

    /// The decorated view's guides are the whole's.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard subviews.indices.contains(primary) else { return nil }
        return AlignmentGuides.passedUp(guide.key, from: subviews[primary], proposal: proposal, childOrigin: bounds.origin)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard subviews.indices.contains(primary) else { return nil }
        return AlignmentGuides.passedUp(guide.key, from: subviews[primary], proposal: proposal, childOrigin: bounds.origin)
    }
}
