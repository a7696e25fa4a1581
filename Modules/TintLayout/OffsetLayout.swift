import TintCore

/// The layout of `.offset(x:y:)`: the view keeps its place in the layout and is drawn moved.
public struct OffsetLayout: Layout, Equatable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = LayoutInput.finite(x, name: "offset x")
        self.y = LayoutInput.finite(y, name: "offset y")
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

/// The layout of `.position(x:y:)`: the view takes all the space it is offered (its child's
/// size where an axis is unspecified) and places its child's centre at the point, in its own
/// coordinates.
public struct PositionLayout: Layout, Equatable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = LayoutInput.finite(x, name: "position x")
        self.y = LayoutInput.finite(y, name: "position y")
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let child = subviews.first?.sizeThatFits(.unspecified) ?? .zero
        return proposal.replacingUnspecifiedDimensions(by: child)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), anchor: .center, proposal: .unspecified)
        }
    }
}
