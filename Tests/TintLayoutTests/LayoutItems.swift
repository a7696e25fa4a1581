import TintCore
import TintLayout

/// A leaf with fixed size: it ignores the proposal, like a Text at its ideal size.
@MainActor
final class FixedItem: LayoutItem {
    let size: CGSize
    var frame: CGRect?
    var layoutPriority: Double = 0

    init(width: CGFloat, height: CGFloat) {
        size = CGSize(width: width, height: height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { size }
    var placedProposal: ProposedViewSize?
    func place(in frame: CGRect, proposal: ProposedViewSize) {
        self.frame = frame
        placedProposal = proposal
    }
}

/// A leaf that takes the proposal clamped to [min, max] on each axis (ideal 10), like a Color
/// in a flexible frame.
@MainActor
final class FlexibleItem: LayoutItem {
    let minimum: CGSize
    let maximum: CGSize
    var frame: CGRect?
    var layoutPriority: Double = 0

    init(minWidth: CGFloat = 0, maxWidth: CGFloat = .infinity, minHeight: CGFloat = 0, maxHeight: CGFloat = .infinity) {
        minimum = CGSize(width: minWidth, height: minHeight)
        maximum = CGSize(width: maxWidth, height: maxHeight)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let p = proposal.replacingUnspecifiedDimensions()
        return CGSize(
            width: min(max(p.width, minimum.width), maximum.width),
            height: min(max(p.height, minimum.height), maximum.height))
    }

    var placedProposal: ProposedViewSize?
    func place(in frame: CGRect, proposal: ProposedViewSize) {
        self.frame = frame
        placedProposal = proposal
    }
}

/// A container item running a `Layout` over child items, as a render box does.
@MainActor
final class ContainerItem<L: Layout>: LayoutItem where L.Cache == Void {
    let layout: L
    let children: [any LayoutItem]
    var frame: CGRect?
    var layoutPriority: Double = 0

    init(_ layout: L, _ children: [any LayoutItem]) {
        self.layout = layout
        self.children = children
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        var cache: Void = ()
        return layout.sizeThatFits(proposal: proposal, subviews: LayoutSubviews(children), cache: &cache)
    }

    var placedProposal: ProposedViewSize?
    func place(in frame: CGRect, proposal: ProposedViewSize) {
        self.frame = frame
        placedProposal = proposal
        var cache: Void = ()
        layout.placeSubviews(in: frame, proposal: proposal, subviews: LayoutSubviews(children), cache: &cache)
    }

    /// Lays out as a root proposed `size` at the origin.
    func layOut(in size: CGSize) {
        let proposal = ProposedViewSize(size)
        place(in: CGRect(origin: .zero, size: sizeThatFits(proposal)), proposal: proposal)
    }
}
