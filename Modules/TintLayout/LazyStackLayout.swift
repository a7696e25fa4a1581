import TintCore

/// The layout of `LazyVStack` and `LazyHStack`: `rowCount` rows of which only those from
/// `firstRow` on are subviews (the built ones, in order).
///
/// Rows are proposed `nil` along the axis (their ideal length) and the stack's proposal across
/// it. Rows not built count at the average length of the built ones, so the stack's length is
/// an estimate that is exact when rows are alike, and the built rows sit where that estimate
/// puts row `firstRow`. Measuring costs the built rows, never the row count.
public struct LazyStackLayout: Layout, Equatable, Sendable {
    public var axis: Axis
    public var spacing: CGFloat
    /// Where rows sit across the axis, as a fraction of the free space (0 = leading/top).
    public var crossFraction: CGFloat
    /// All rows, built or not; `nil` when every row is a subview (content that is not a
    /// `ForEach` is built whole).
    public var rowCount: Int?
    /// The row of the first subview.
    public var firstRow: Int

    public init(axis: Axis, spacing: CGFloat?, crossFraction: CGFloat, rowCount: Int?, firstRow: Int) {
        self.axis = axis
        self.spacing = LayoutInput.length(spacing ?? defaultStackSpacing, name: axis == .vertical ? "LazyVStack spacing" : "LazyHStack spacing")
        self.crossFraction = crossFraction
        self.rowCount = rowCount
        self.firstRow = firstRow
    }

    private func rowProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(along: axis, nil, across: proposal[axis.cross])
    }

    /// The built rows' sizes and the estimated length of a row.
    private func measure(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (sizes: [CGSize], estimate: CGFloat) {
        let p = rowProposal(proposal)
        let sizes = subviews.map { $0.sizeThatFits(p) }
        let total = sizes.reduce(CGFloat(0)) { $0 + $1[axis] }
        return (sizes, sizes.isEmpty ? 0 : total / CGFloat(sizes.count))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (sizes, estimate) = measure(proposal, subviews)
        let count = Swift.max(rowCount ?? sizes.count, sizes.count)
        guard count > 0 else { return .zero }
        let built = sizes.reduce(CGFloat(0)) { $0 + $1[axis] }
        let main = built + CGFloat(count - sizes.count) * estimate + CGFloat(count - 1) * spacing
        let cross = sizes.reduce(CGFloat(0)) { Swift.max($0, $1[axis.cross]) }
        return CGSize(along: axis, main, across: cross)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (sizes, estimate) = measure(ProposedViewSize(bounds.size), subviews)
        let p = rowProposal(ProposedViewSize(bounds.size))
        let first = rowCount == nil ? 0 : firstRow
        var cursor = (axis == .horizontal ? bounds.minX : bounds.minY) + CGFloat(first) * (estimate + spacing)
        let crossStart = axis == .horizontal ? bounds.minY : bounds.minX
        let crossLength = bounds.size[axis.cross]
        for (subview, size) in zip(subviews, sizes) {
            let across = crossStart + (crossLength - size[axis.cross]) * crossFraction
            subview.place(at: axis == .horizontal ? CGPoint(x: cursor, y: across) : CGPoint(x: across, y: cursor), anchor: .topLeading, proposal: p)
            cursor += size[axis] + spacing
        }
    }
}
