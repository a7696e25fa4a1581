import TintCore

/// The layout of `GeometryReader`: as large as the proposal (10x10 on an unspecified axis, as
/// shapes), its children proposed that size and placed at its top-leading corner.
public struct GeometryReaderLayout: Layout, Equatable, Sendable {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
    }
}
