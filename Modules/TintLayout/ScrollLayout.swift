import TintCore

/// The layout of `ScrollView`: a viewport onto content that is offered unlimited length along
/// the scrolled axes.
///
/// Along a scrolled axis the viewport takes what it is offered (the content's length when
/// offered nothing) and the content is proposed `nil`, so it takes its ideal length; across, the
/// content gets the proposal and the viewport is as large as the content. The content sits at
/// the viewport's top-leading corner moved back by the offset, which is clamped so the content
/// never leaves a gap at the end; content shorter than the viewport stays at the start, and
/// content narrower across it is centred (as in SwiftUI).
public struct ScrollLayout: Layout, Equatable, Sendable {
    public var axes: Axis.Set
    /// The content point shown at the viewport's top-leading corner, before clamping.
    public var offset: CGPoint

    public init(axes: Axis.Set, offset: CGPoint) {
        self.axes = axes
        self.offset = offset
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        return CGSize(width: axes.contains(.horizontal) ? (proposal.width ?? content.width) : content.width,
                      height: axes.contains(.vertical) ? (proposal.height ?? content.height) : content.height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let proposal = contentProposal(ProposedViewSize(bounds.size))
        for subview in subviews {
            let size = subview.sizeThatFits(proposal)
            let shift = clampedOffset(content: size, viewport: bounds.size)
            subview.place(at: CGPoint(x: bounds.minX - shift.x, y: bounds.minY - shift.y), anchor: .topLeading, proposal: proposal)
        }
    }

    /// The offset actually shown for content of `content` size in a viewport of `viewport` size:
    /// within `0...(content - viewport)` along scrolled axes; across them, the negative offset
    /// that centres the content.
    public func clampedOffset(content: CGSize, viewport: CGSize) -> CGPoint {
        func along(_ axis: Axis, _ requested: CGFloat) -> CGFloat {
            let room = content[axis] - viewport[axis]
            guard axes.contains(axis) else { return room / 2 }
            guard requested.isFinite, room > 0 else { return 0 }
            return Swift.min(room, Swift.max(0, requested))
        }
        return CGPoint(x: along(.horizontal, offset.x), y: along(.vertical, offset.y))
    }
}
