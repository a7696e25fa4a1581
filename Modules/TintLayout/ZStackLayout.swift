import TintCore

/// The layout of `ZStack` (RULES 3.7): every child is proposed the stack's proposal and
/// placed by the alignment over the others; the stack is as large as the union of the sizes of
/// its highest-priority children (the others fit into that).
public struct ZStackLayout: Layout, Equatable, Sendable {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let top = subviews.map(\.priority).max() else { return .zero }
        let sized = subviews.filter { $0.priority == top }.map { ($0, $0.sizeThatFits(proposal)) }
        return CGSize(width: extent(of: sized, alignment.horizontal.key, proposal).length,
                      height: extent(of: sized, alignment.vertical.key, proposal).length)
    }

    /// The union of the children's extents along the guide's axis, their guides lined up.
    private func extent(of sized: [(LayoutSubview, CGSize)], _ key: AlignmentKey, _ proposal: ProposedViewSize) -> (line: CGFloat, length: CGFloat) {
        let guides = sized.map { AlignmentGuides.value(of: key, for: $0.0, size: $0.1, proposal: proposal) }
        return AlignmentGuides.extent(guides: guides, lengths: sized.map { key.isVertical ? $0.1.height : $0.1.width })
    }

    /// Every child's guides on the stack's lines: the lines of its highest-priority children,
    /// placed in `bounds` by the alignment.
    private func origins(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews) -> [CGPoint] {
        let childProposal = ProposedViewSize(bounds.size)
        guard let top = subviews.map(\.priority).max() else { return [] }
        let all = subviews.map { ($0, $0.sizeThatFits(childProposal)) }
        let sized = all.filter { $0.0.priority == top }
        let h = extent(of: sized, alignment.horizontal.key, childProposal), v = extent(of: sized, alignment.vertical.key, childProposal)
        let x = AlignmentGuides.linePosition(start: bounds.minX, available: bounds.width, line: h.line, length: h.length, key: alignment.horizontal.key)
        let y = AlignmentGuides.linePosition(start: bounds.minY, available: bounds.height, line: v.line, length: v.length, key: alignment.vertical.key)
        return all.map { subview, size in
            CGPoint(x: x - AlignmentGuides.value(of: alignment.horizontal.key, for: subview, size: size, proposal: childProposal),
                    y: y - AlignmentGuides.value(of: alignment.vertical.key, for: subview, size: size, proposal: childProposal))
        }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = ProposedViewSize(bounds.size)
        for (subview, origin) in zip(subviews, origins(in: bounds, proposal: proposal, subviews: subviews)) {
            subview.place(at: origin, anchor: .topLeading, proposal: childProposal)
        }
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        passedUp(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        passedUp(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    /// A custom guide passes up from the first child that has it; built-in ones stop here.
    private func passedUp(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews) -> CGFloat? {
        guard !key.isBuiltIn, subviews.contains(where: { $0.item.mayHaveExplicitAlignments }) else { return nil }
        for (subview, origin) in zip(subviews, origins(in: bounds, proposal: proposal, subviews: subviews)) {
            if let value = AlignmentGuides.passedUp(key, from: subview, proposal: ProposedViewSize(bounds.size), childOrigin: origin) { return value }
        }
        return nil
    }
}
