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

/// Where a popover or menu opens: at its anchor (a point of the window), moved left or flipped
/// above the anchor when it would run past the window's right or bottom edge, as desktop menus
/// do. Takes the whole space it is offered (the window); the card keeps its ideal size.
public struct PopoverPlacementLayout: Layout, Equatable, Sendable {
    public var anchor: CGPoint
    /// The view a popover is attached to (window points): the card is centred under it, or
    /// over it when there is no room below.
    public var attachedTo: CGRect?

    public init(anchor: CGPoint, attachedTo: CGRect? = nil) {
        self.anchor = CGPoint(x: LayoutInput.finite(anchor.x, name: "popover anchor x"), y: LayoutInput.finite(anchor.y, name: "popover anchor y"))
        if let attachedTo, attachedTo.minX.isFinite, attachedTo.minY.isFinite, attachedTo.width.isFinite, attachedTo.height.isFinite {
            self.attachedTo = attachedTo
        }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: subviews.first?.sizeThatFits(.unspecified) ?? .zero)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if let view = attachedTo {
                // Centred under the view, a little apart; over it when it would run past the
                // bottom; kept inside the window's width.
                var x = view.midX - size.width / 2
                x = Swift.max(0, Swift.min(x, bounds.width - size.width))
                var y = view.maxY + 4
                if y + size.height > bounds.height, view.minY - 4 - size.height >= 0 { y = view.minY - 4 - size.height }
                subview.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), anchor: .topLeading, proposal: .unspecified)
                continue
            }
            var x = anchor.x, y = anchor.y
            if x + size.width > bounds.width { x = Swift.max(0, bounds.width - size.width) }
            if y + size.height > bounds.height { y = Swift.max(0, Swift.min(anchor.y, bounds.height) - size.height) }
            subview.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), anchor: .topLeading, proposal: .unspecified)
        }
    }
}
