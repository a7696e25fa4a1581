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
                subview.place(at: AlignmentPlacement.point(in: bounds, for: alignment), anchor: alignment.unitPoint, proposal: ProposedViewSize(bounds.size))
            }
        }
    }
}

/// The layout of `.offset(x:y:)`: the view keeps its place in the layout and is drawn moved.
public struct OffsetLayout: Layout, Equatable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = x.isFinite ? x : 0
        self.y = y.isFinite ? y : 0
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), anchor: .topLeading, proposal: proposal)
        }
    }
}
