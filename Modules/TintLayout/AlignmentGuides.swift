import TintCore

/// Alignment by guides, as in SwiftUI: a container lines up its children's guides (their
/// explicit `.alignmentGuide` values, else the guides' defaults) with each other or with its
/// own guide.
enum AlignmentGuides {
    /// The guide `key` of a subview sized `size` for `proposal`: its explicit value, else the
    /// default for that size.
    @MainActor
    static func value(of key: AlignmentKey, for subview: LayoutSubview, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        // Most trees set no guide: that answer is one flag, asked before anything else.
        // Text baselines are answered by every text, guide or not.
        if key.textBaseline != nil || subview.item.mayHaveExplicitAlignments, subview.stackRole == nil,
           let explicit = subview.item.explicitAlignment(of: key, proposal: proposal) { return explicit }
        return key.defaultValue(in: size)
    }

    /// Children of lengths `lengths` along an axis, with their guides at `guides`, lined up on
    /// one line: the line's distance from the start of the union of their extents, and the
    /// union's length. Without explicit guides the length is the largest length.
    static func extent(guides: [CGFloat], lengths: [CGFloat]) -> (line: CGFloat, length: CGFloat) {
        var extent = Extent()
        for (guide, length) in zip(guides, lengths) { extent.add(guide: guide, length: length) }
        return (extent.line, extent.length)
    }

    /// `extent(guides:lengths:)` worked out one child at a time, for a layout that finds each
    /// guide in a pass it makes anyway (a stack sizing itself) and needs no arrays.
    struct Extent {
        /// The largest guide: the line's distance from the start of the union.
        private(set) var line: CGFloat = 0
        /// The largest length after a guide.
        private var after: CGFloat = 0
        private var isEmpty = true

        mutating func add(guide: CGFloat, length: CGFloat) {
            line = isEmpty ? guide : Swift.max(line, guide)
            after = isEmpty ? length - guide : Swift.max(after, length - guide)
            isEmpty = false
        }

        /// The union's length.
        var length: CGFloat { isEmpty ? 0 : line + after }
    }

    /// Where a union of `length` whose guide line lies `line` from its start is put inside a
    /// span starting at `start` of length `available`: the line's position. A span larger than
    /// the union places it by the guide's default in a unit span (leading, centre, trailing).
    static func linePosition(start: CGFloat, available: CGFloat, line: CGFloat, length: CGFloat, key: AlignmentKey) -> CGFloat {
        let fraction = key.defaultValue(in: ViewDimensions(width: 1, height: 1))
        return start + (available - length) * fraction + line
    }

    /// The origin of a child in `bounds` aligned by `alignment`: the child's guides meet the
    /// guides of `bounds` (their defaults: a frame, a background, a ZStack slot).
    @MainActor
    static func origin(of subview: LayoutSubview, size: CGSize, proposal: ProposedViewSize, in bounds: CGRect, alignment: Alignment) -> CGPoint {
        let own = ViewDimensions(size: bounds.size)
        let x = bounds.minX + alignment.horizontal.key.defaultValue(in: own)
            - value(of: alignment.horizontal.key, for: subview, size: size, proposal: proposal)
        let y = bounds.minY + alignment.vertical.key.defaultValue(in: own)
            - value(of: alignment.vertical.key, for: subview, size: size, proposal: proposal)
        return CGPoint(x: x, y: y)
    }

    /// Places `subview` in `bounds` by `alignment`, sized for `proposal`.
    @MainActor
    static func place(_ subview: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize, alignment: Alignment) {
        let size = subview.sizeThatFits(proposal)
        subview.place(at: origin(of: subview, size: size, proposal: proposal, in: bounds, alignment: alignment), anchor: .topLeading, proposal: proposal)
    }

    /// The explicit value of `key` that a single-child wrapper passes up: the child's, moved by
    /// the child's offset in the wrapper.
    @MainActor
    static func passedUp(_ key: AlignmentKey, from subview: LayoutSubview?, proposal: ProposedViewSize, childOrigin: CGPoint) -> CGFloat? {
        guard let subview, let value = subview.explicitAlignment(of: key, proposal: proposal) else { return nil }
        return value + (key.isVertical ? childOrigin.y : childOrigin.x)
    }
}
