import TintLayout

/// What only a box with children keeps: its layout's runner and subviews, its children in
/// drawing order, the children whose bounds changed, a group's single drawer. Out of line,
/// made when first set: most boxes are leaves, and inline these were 48 bytes in every one
/// (a million rows, 48 MB).
@MainActor
final class BoxContainerState {
    var runner: LayoutRunner?
    var subviews = LayoutSubviews([])
    /// The children in the order they are drawn, lowest `.zIndex` first (`ZOrder`); `nil`
    /// while no child has an index (then `children`).
    var zOrderedChildren: [RenderBox]?
    /// The children whose subtree bounds changed since the last refresh.
    var dirtyChildren: [RenderBox] = []
    /// For a group: the one box drawing in the chain under it (`RenderTree.singleDrawer`).
    var foldedDrawer: RenderBox?
    /// What of the box's descendants may show (the canvas cut by the clipping ancestors and the
    /// box's own clip), as found in the clip pass `clipPass` (`RenderTree.clipBoundsInPass`):
    /// only boxes with children are asked.
    var clipPass: UInt32 = 0
    var descendantsClip = PackedPixelRect.zero
}
