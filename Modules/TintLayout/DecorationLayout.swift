import TintCore

/// The layout of `.background` and `.overlay` (RULES 3.7): the decorated view sizes the
/// whole; the decoration is proposed exactly that size and placed by the alignment, and never
/// changes it.
public struct DecorationLayout: Layout, Equatable, Sendable {
    public var alignment: Alignment
    /// Whether the decorated view is the last subview (a background is painted first) rather
    /// than the first (an overlay is painted last). Counted from its own end because a
    /// decoration may bring no box (`.background { if selected { ... } }`) or several.
    public var contentIsLast: Bool

    public init(alignment: Alignment = .center, contentIsLast: Bool) {
        self.alignment = alignment
        self.contentIsLast = contentIsLast
    }

    private func primaryIndex(_ subviews: Subviews) -> Int { contentIsLast ? subviews.count - 1 : 0 }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let primary = primaryIndex(subviews)
        guard subviews.indices.contains(primary) else { return .zero }
        return subviews[primary].sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let primary = primaryIndex(subviews)
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
        let primary = primaryIndex(subviews)
        guard subviews.indices.contains(primary) else { return nil }
        return AlignmentGuides.passedUp(guide.key, from: subviews[primary], proposal: proposal, childOrigin: bounds.origin)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        let primary = primaryIndex(subviews)
        guard subviews.indices.contains(primary) else { return nil }
        return AlignmentGuides.passedUp(guide.key, from: subviews[primary], proposal: proposal, childOrigin: bounds.origin)
    }
}
