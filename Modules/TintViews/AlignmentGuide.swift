/// `.alignmentGuide(_:computeValue:)`: the view's own value for one guide, computed from its
/// dimensions, as in SwiftUI. Containers aligned on that guide line the value up with their
/// other children's; custom guides (`AlignmentID`) also pass up through stacks around the view.
package struct _AlignmentGuideModifier: ViewModifier, Equatable {
    public typealias Body = Never
    public let key: AlignmentKey
    public let computeValue: @MainActor (ViewDimensions) -> CGFloat

    /// A closure cannot be compared: a rebuilt guide always counts as changed, so the layout
    /// around it is computed again.
    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool { false }
}

extension View {
    /// Sets the view's horizontal guide `guide` to `computeValue(dimensions)`, an x position
    /// from its leading edge.
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping @MainActor (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideModifier(key: guide.key, computeValue: computeValue))
    }

    /// Sets the view's vertical guide `guide` to `computeValue(dimensions)`, a y position from
    /// its top edge.
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping @MainActor (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideModifier(key: guide.key, computeValue: computeValue))
    }
}
