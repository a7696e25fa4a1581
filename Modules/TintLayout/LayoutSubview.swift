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

    /// The subview's dimensions for `proposal`, with its alignment guides.
    @MainActor public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: item.sizeThatFits(proposal))
    }

    @MainActor public var priority: Double { item.layoutPriority }

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

    public init(_ items: [any LayoutItem]) {
        self.elements = items.map(LayoutSubview.init)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { elements.count }
    public subscript(position: Int) -> LayoutSubview { elements[position] }
}

/// A view's size and its alignment guides, as in SwiftUI.
public struct ViewDimensions: Equatable, Sendable {
    public var width: CGFloat
    public var height: CGFloat

    public init(size: CGSize) {
        width = size.width
        height = size.height
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat { width * guide.fraction }
    public subscript(guide: VerticalAlignment) -> CGFloat { height * guide.fraction }
}
