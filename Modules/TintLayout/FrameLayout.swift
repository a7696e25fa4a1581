import TintCore

/// The layout of `.frame(width:height:alignment:)` (RULES 3.4): exactly the given size on the
/// given axes; the child is proposed that size and placed by the alignment. A larger child
/// overflows (it is not clipped); an axis left `nil` takes the child's size.
public struct FixedFrameLayout: Layout, Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public var alignment: Alignment

    public init(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) {
        self.width = LayoutInput.length(width, name: "frame width")
        self.height = LayoutInput.length(height, name: "frame height")
        self.alignment = alignment
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let childSize = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let p = childProposal(proposal)
        for subview in subviews {
            AlignmentGuides.place(subview, in: bounds, proposal: p, alignment: alignment)
        }
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        passedUp(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        passedUp(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    private func passedUp(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews) -> CGFloat? {
        guard let child = subviews.first else { return nil }
        let p = childProposal(proposal)
        let origin = AlignmentGuides.origin(of: child, size: child.sizeThatFits(p), proposal: p, in: bounds, alignment: alignment)
        return AlignmentGuides.passedUp(key, from: child, proposal: p, childOrigin: origin)
    }
}

/// The layout of `.padding(_:)`: the child is proposed the proposal less the insets and placed
/// inside them; the result is the child's size plus the insets.
public struct PaddingLayout: Layout, Equatable, Sendable {
    public var insets: EdgeInsets

    public init(_ insets: EdgeInsets) {
        self.insets = EdgeInsets(
            top: LayoutInput.length(insets.top, name: "padding top"),
            leading: LayoutInput.length(insets.leading, name: "padding leading"),
            bottom: LayoutInput.length(insets.bottom, name: "padding bottom"),
            trailing: LayoutInput.length(insets.trailing, name: "padding trailing"))
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { Swift.max(0, $0 - insets.horizontal) },
            height: proposal.height.map { Swift.max(0, $0 - insets.vertical) })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let childSize = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: childSize.width + insets.horizontal, height: childSize.height + insets.vertical)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let origin = CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top)
        for subview in subviews {
            subview.place(at: origin, anchor: .topLeading, proposal: childProposal(proposal))
        }
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        AlignmentGuides.passedUp(guide.key, from: subviews.first, proposal: childProposal(proposal),
                                 childOrigin: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top))
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        AlignmentGuides.passedUp(guide.key, from: subviews.first, proposal: childProposal(proposal),
                                 childOrigin: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top))
    }
}

/// A layout that gives its single child exactly its own proposal and position: for wrappers
/// that change behaviour but not geometry (identifiers, hit targets).
public struct PassthroughLayout: Layout, Equatable, Sendable {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        // Several children (a wrapped group) overlap, as in a ZStack aligned top-leading.
        subviews.reduce(CGSize.zero) { size, subview in
            let s = subview.sizeThatFits(proposal)
            return CGSize(width: Swift.max(size.width, s.width), height: Swift.max(size.height, s.height))
        }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            if subview.stackRole != nil {
                // A wrapped spacer or divider keeps the exact frame its stack gave the wrapper.
                subview.place(in: bounds, proposal: proposal)
            } else {
                subview.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
            }
        }
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        AlignmentGuides.passedUp(guide.key, from: subviews.first, proposal: proposal, childOrigin: bounds.origin)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        AlignmentGuides.passedUp(guide.key, from: subviews.first, proposal: proposal, childOrigin: bounds.origin)
    }
}

/// Where an alignment puts a child inside a rectangle.
public enum AlignmentPlacement {
    /// The point of `bounds` picked by `alignment`, to be used with the same alignment as anchor.
    public static func point(in bounds: CGRect, for alignment: Alignment) -> CGPoint {
        CGPoint(
            x: bounds.minX + bounds.width * alignment.horizontal.fraction,
            y: bounds.minY + bounds.height * alignment.vertical.fraction)
    }
}
