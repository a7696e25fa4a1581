import Foundation

/// `ViewThatFits`' layout: the first subview whose ideal size fits the proposal along `axes`
/// (the last when none does) is sized and placed; the others are measured only and placed far
/// outside any window, at no size, where they draw nothing and take no clicks.
public struct FirstFittingLayout: Layout, Equatable {
    public var axes: Axis.Set

    public init(axes: Axis.Set) {
        self.axes = axes
    }

    /// Where the subviews not chosen are put: far past any canvas (their frames must stay
    /// finite).
    static let parking = CGPoint(x: -1_000_000, y: -1_000_000)

    /// The index of the subview shown under `proposal`.
    @MainActor
    func chosen(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        // Ideal along the axes that must fit; as proposed along the others.
        let ideal = ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                     height: axes.contains(.vertical) ? nil : proposal.height)
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(ideal)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { size.width <= $0 + 0.001 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { size.height <= $0 + 0.001 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return subviews.count - 1
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let index = chosen(proposal, subviews: subviews) else { return .zero }
        return subviews[index].sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let shown = chosen(proposal, subviews: subviews)
        for index in subviews.indices {
            if index == shown {
                subviews[index].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(bounds.size))
            } else {
                subviews[index].place(in: CGRect(origin: FirstFittingLayout.parking, size: .zero), proposal: .zero)
            }
        }
    }
}
