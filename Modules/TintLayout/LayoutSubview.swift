import TintCore

/// A proxy for one child of a `Layout` container, as in SwiftUI.
public struct LayoutSubview {
    /// The item this proxy stands for.
    public let item: any LayoutItem

    public init(_ item: any LayoutItem) {
        self.item = item
    }

    /// The size the subview chooses for `proposal`.
    @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        item.sizeThatFits(proposal)
    }

    /// The subview's dimensions for `proposal`, with its alignment guides (explicit ones looked
    /// up only when some view in the tree sets one).
    @MainActor public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = item.sizeThatFits(proposal)
        guard item.mayHaveExplicitAlignments else { return ViewDimensions(size: size) }
        let item = item
        return ViewDimensions(width: size.width, height: size.height, explicitGuides: { key in
            MainActor.assumeIsolated { item.explicitAlignment(of: key, proposal: proposal) }
        })
    }

    /// The subview's explicit value for a guide (`.alignmentGuide`, set on it or passed up from
    /// inside it) for `proposal`; `nil` when it has none.
    @MainActor public func explicitAlignment(of key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        // Every text has its baselines: asked through any wrapper, guide or not.
        key.textBaseline != nil || item.mayHaveExplicitAlignments ? item.explicitAlignment(of: key, proposal: proposal) : nil
    }

    /// The item's layout priority; NaN counts as 0. Layouts group children by equal priority,
    /// and a NaN equals no group's: a stack would never offer its child space.
    @MainActor public var priority: Double {
        let priority = item.layoutPriority
        return priority.isNaN ? 0 : priority
    }

    /// The spacing the subview prefers around itself.
    @MainActor public var spacing: ViewSpacing { item.spacing }

    /// The role of a `Spacer` or `Divider`; `nil` for other subviews.
    @MainActor public var stackRole: StackRole? { item.stackRole }

    /// Places the subview in exactly `frame` (a stack placing a spacer or divider it sized itself).
    @MainActor public func place(in frame: CGRect, proposal: ProposedViewSize) {
        item.place(in: frame, proposal: proposal)
    }

    /// Places the subview so that its `anchor` point lies at `position`, sized for `proposal`.
    @MainActor public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = item.sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        item.place(in: CGRect(origin: origin, size: size), proposal: proposal)
    }
}

/// The subviews of a `Layout` container, in order.
public struct LayoutSubviews: RandomAccessCollection {
    public let elements: [LayoutSubview]
    /// The layout direction the container is in (SwiftUI's `LayoutSubviews.layoutDirection`).
    /// A layout need not read it: right to left, the container's placements are mirrored for it.
    public var layoutDirection: LayoutDirection

    public init(_ items: [any LayoutItem], layoutDirection: LayoutDirection = .leftToRight) {
        self.elements = items.map(LayoutSubview.init)
        self.layoutDirection = layoutDirection
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { elements.count }
    public subscript(position: Int) -> LayoutSubview { elements[position] }
}
