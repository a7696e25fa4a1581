
/// `.zIndex`: the drawing order of siblings, and so which of overlapping siblings takes a click.
extension RenderBox {
    /// The children in drawing order: hit testing goes through them the other way.
    var childrenInPaintOrder: [RenderBox] { zOrderedChildren ?? children }

    /// Sorts the children again after the children or a child's `.zIndex` changed. Until any
    /// box has an index, no chain is looked at.
    func refreshZOrder() {
        guard !children.isEmpty, tree.containsZIndices, children.contains(where: { $0.chainZIndex != 0 }) else {
            zOrderedChildren = nil
            return
        }
        // Each child's index worked out once, not at every comparison of the sort.
        let keyed = children.enumerated().map { (index: $0.element.chainZIndex, order: $0.offset, box: $0.element) }
        zOrderedChildren = keyed.sorted { $0.index != $1.index ? $0.index < $1.index : $0.order < $1.order }.map(\.box)
    }

    /// The `.zIndex` of the view this box begins: modifiers make a chain of one-child boxes
    /// (`.zIndex(1).onTapGesture {}`), and the index anywhere along it orders the whole view
    /// among its siblings, as SwiftUI's trait does.
    var chainZIndex: Double {
        var box = self
        while true {
            if box.facts.zIndex != 0 { return box.facts.zIndex }
            guard box.children.count == 1 else { return 0 }
            box = box.children[0]
        }
    }

    /// The box's index changed: the container it orders (the first ancestor with more than one
    /// child) sorts its children again, and all of them repaint.
    func zIndexChanged() {
        tree.noteFeatures(facts)
        var container = parent
        while let current = container, current.children.count == 1 { container = current.parent }
        guard let container else { return }
        container.refreshZOrder()
        tree.damageSubtree(of: container)
    }
}
