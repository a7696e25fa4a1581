import TintCore

/// The layout of `.aspectRatio(_:contentMode:)`: the child is proposed the largest size of the
/// given width-to-height ratio that fits in the proposal (`fit`), or the smallest that covers it
/// (`fill`); without a ratio, the child's ideal size gives it. An axis proposed nil follows the
/// other; with neither, the child's ideal size.
public struct AspectRatioLayout: Layout, Equatable, Sendable {
    public var ratio: CGFloat?
    public var fill: Bool

    public init(ratio: CGFloat?, fill: Bool) {
        if let ratio, !(ratio.isFinite && ratio > 0) {
            RuntimeWarnings.emit("aspect ratio \(ratio) is not a positive number; using the view's own", fix: "pass a ratio greater than 0")
            self.ratio = nil
        } else {
            self.ratio = ratio
        }
        self.fill = fill
    }

    private func childProposal(_ proposal: ProposedViewSize, _ subviews: Subviews) -> ProposedViewSize {
        guard let subview = subviews.first else { return proposal }
        let r: CGFloat
        if let ratio {
            r = ratio
        } else {
            let ideal = subview.sizeThatFits(.unspecified)
            guard ideal.width > 0, ideal.height > 0 else { return proposal }
            r = ideal.width / ideal.height
        }
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            return .unspecified
        case (let w?, nil):
            return ProposedViewSize(width: w, height: w / r)
        case (nil, let h?):
            return ProposedViewSize(width: h * r, height: h)
        case (let w?, let h?):
            let byWidth = CGSize(width: w, height: w / r), byHeight = CGSize(width: h * r, height: h)
            // Fit: the smaller of the two candidates; fill: the larger.
            let pickWidth = fill ? byWidth.height >= h : byWidth.height <= h
            return ProposedViewSize(pickWidth ? byWidth : byHeight)
        }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal, subviews)) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let p = childProposal(proposal, subviews)
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: p)
        }
    }
}
