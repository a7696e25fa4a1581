import TintCore

/// The layout of `ZStack` (SEMANTICS 3.7): every child is proposed the stack's proposal and
/// placed by the alignment over the others; the stack is as large as the union of the sizes of
/// its highest-priority children (the others fit into that).
public struct ZStackLayout: Layout, Equatable, Sendable {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let top = subviews.map(\.priority).max() else { return .zero }
        var size = CGSize.zero
        for subview in subviews where subview.priority == top {
            let child = subview.sizeThatFits(proposal)
            size = CGSize(width: Swift.max(size.width, child.width), height: Swift.max(size.height, child.height))
        }
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let point = AlignmentPlacement.point(in: bounds, for: alignment)
        let childProposal = ProposedViewSize(bounds.size)
        for subview in subviews {
            subview.place(at: point, anchor: alignment.unitPoint, proposal: childProposal)
        }
    }
}
