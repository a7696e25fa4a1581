import TintCore

/// Tint's default spacing between stack children, for every pair (RULES 3.3).
public let defaultStackSpacing: CGFloat = 8

/// The stack algorithm of RULES 3.2, shared by `HStackLayout` and `VStackLayout`.
///
/// Children are grouped by layout priority (highest first); within a group the least flexible
/// child (size at an infinite proposal minus size at a zero proposal) is proposed first, each
/// getting an equal share of what remains. The first group's space is first reduced by the
/// minimum sizes of the lower-priority groups, so they keep their minimum.
@MainActor
struct StackAlgorithm {
    let axis: Axis
    /// The stack's explicit spacing; `nil`: each pair of neighbours by their `ViewSpacing`.
    let spacing: CGFloat?
    /// The guide children line up on across the stack axis.
    let crossGuide: AlignmentKey

    /// The space after each child but the last: the explicit spacing, else what the two
    /// neighbours prefer (`ViewSpacing`).
    private func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        if let spacing { return Array(repeating: spacing, count: subviews.count - 1) }
        return (1..<subviews.count).map { subviews[$0 - 1].spacing.distance(to: subviews[$0].spacing, along: axis) }
    }

    private func totalSpacing(_ subviews: LayoutSubviews) -> CGFloat {
        if let spacing { return spacing * CGFloat(Swift.max(0, subviews.count - 1)) }
        return gaps(subviews).reduce(0, +)
    }

    /// The size of a child for `proposal`, given its role: spacers and dividers are sized
    /// here, for this stack's axis (RULES 3.3).
    private func size(of subview: LayoutSubview, role: StackRole?, _ proposal: ProposedViewSize) -> CGSize {
        guard let role else { return subview.sizeThatFits(proposal) }
        return role.size(along: axis, proposal)
    }

    /// A child's proposal and the size it answered.
    typealias ChildSize = (proposal: ProposedViewSize, size: CGSize)

    /// What the flexibility probes learn of one child: its lengths along the axis at a zero
    /// and an infinite proposal, and its role and priority, read once per run (a stack probes
    /// every child three times, and each read is a call through `LayoutItem`).
    private struct Probe {
        var minimum: CGFloat
        var maximum: CGFloat
        var role: StackRole?
        var priority: Double
        var flexibility: CGFloat { maximum - minimum }
    }

    /// Calls `body` with the proposal each child gets and the size it answered, in child order.
    ///
    /// The sizes and the algorithm's working lists live in scratch memory on the stack: a
    /// stack runs this for every proposal it is asked about, and heap lists made each time were
    /// most of a large tree's allocations. Loops rather than `map`: closures made here are
    /// main-actor isolated, and the standard library calling them checks the executor at run
    /// time on every element (the scratch memory comes through `withTemporaryBuffer` for the
    /// same reason).
    func withChildSizes<R>(proposal: ProposedViewSize, subviews: LayoutSubviews, _ body: (UnsafeBufferPointer<ChildSize>) -> R) -> R {
        let n = subviews.count
        guard n > 0 else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        return withTemporaryBuffer(of: ChildSize.self, capacity: n) { results in
            fillChildSizes(results, proposal: proposal, subviews: subviews)
            return body(UnsafeBufferPointer(results))
        }
    }

    private func fillChildSizes(_ results: UnsafeMutableBufferPointer<ChildSize>, proposal: ProposedViewSize, subviews all: LayoutSubviews) {
        let n = results.count
        let subviews = all.elements
        let crossProposal = proposal[axis.cross]
        func proposalAlong(_ length: CGFloat?) -> ProposedViewSize {
            ProposedViewSize(along: axis, length, across: crossProposal)
        }
        func everyChild(at p: ProposedViewSize) {
            for index in 0..<n {
                let subview = subviews[index]
                results[index] = (p, size(of: subview, role: subview.stackRole, p))
            }
        }
        // Ideal size: every child at its ideal length.
        guard let mainProposal = proposal[axis] else { return everyChild(at: proposalAlong(nil)) }
        // Offered nothing or everything, every child's share is that too, whatever the order
        // (shares of 0, or of infinity): the flexibility probes below would change nothing.
        // Skipping them keeps nested stacks from multiplying probes level by level.
        if mainProposal <= 0 || mainProposal == .infinity { return everyChild(at: proposalAlong(Swift.max(0, mainProposal))) }
        withTemporaryBuffer(of: Probe.self, capacity: n) { probes in
            withTemporaryBuffer(of: Int.self, capacity: n) { members in
                var uniformPriority = true
                let minimumProposal = proposalAlong(0), maximumProposal = proposalAlong(.infinity)
                for index in 0..<n {
                    let subview = subviews[index]
                    let role = subview.stackRole
                    probes.initializeElement(at: index, to: Probe(
                        minimum: size(of: subview, role: role, minimumProposal)[axis],
                        maximum: size(of: subview, role: role, maximumProposal)[axis],
                        role: role, priority: subview.priority))
                    if uniformPriority, probes[index].priority != probes[0].priority { uniformPriority = false }
                }
                var remaining = mainProposal - totalSpacing(all)
                // Offers each child of one priority group its share, least flexible first;
                // the space of the lower groups' minimums is kept back for them.
                @MainActor func offerShares(toGroup priority: Double) {
                    var reservedForLower: CGFloat = 0
                    var count = 0
                    for index in 0..<n {
                        let childPriority = probes[index].priority
                        if childPriority == priority {
                            members[count] = index
                            count += 1
                        } else if childPriority < priority {
                            reservedForLower += probes[index].minimum
                        }
                    }
                    StackAlgorithm.sortByFlexibility(UnsafeMutableBufferPointer(rebasing: members[0..<count]), probes: probes)
                    var groupRemaining = remaining - reservedForLower
                    var left = count
                    for index in members[0..<count] {
                        let share = Swift.max(0, groupRemaining) / CGFloat(left)
                        let p = proposalAlong(share)
                        let childSize = size(of: subviews[index], role: probes[index].role, p)
                        results[index] = (p, childSize)
                        groupRemaining -= childSize[axis]
                        remaining -= childSize[axis]
                        left -= 1
                    }
                }
                // One group in the usual case, without building the list of priorities.
                guard !uniformPriority else { return offerShares(toGroup: probes[0].priority) }
                var distinct = Set<Double>()
                for index in 0..<n { distinct.insert(probes[index].priority) }
                for priority in distinct.sorted(by: >) { offerShares(toGroup: priority) }
            }
        }
    }

    /// Least flexible first (maximum minus minimum), ties in child order: an insertion sort,
    /// stable and without allocating, for the few children a stack usually has.
    nonisolated private static func sortByFlexibility(_ members: UnsafeMutableBufferPointer<Int>, probes: UnsafeMutableBufferPointer<Probe>) {
        func flexibility(_ index: Int) -> CGFloat { probes[index].flexibility }
        guard members.count > 1 else { return }
        for position in 1..<members.count {
            let member = members[position]
            let key = flexibility(member)
            var slot = position
            while slot > 0, flexibility(members[slot - 1]) > key {
                members[slot] = members[slot - 1]
                slot -= 1
            }
            members[slot] = member
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        withChildSizes(proposal: proposal, subviews: subviews) { size(for: $0, subviews: subviews) }
    }

    /// Children are sized for the stack's own proposal, so placement matches `sizeThatFits`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        withChildSizes(proposal: proposal, subviews: subviews) { place(in: bounds, sizes: $0, subviews: subviews) }
    }

    /// Each child's cross-axis guide (explicit, else its default for the child's size).
    private func crossGuides(_ sizes: UnsafeBufferPointer<ChildSize>, _ subviews: LayoutSubviews) -> [CGFloat] {
        var guides: [CGFloat] = []
        guides.reserveCapacity(sizes.count)
        for (index, (proposal, size)) in sizes.enumerated() {
            guides.append(AlignmentGuides.value(of: crossGuide, for: subviews[index], size: size, proposal: proposal))
        }
        return guides
    }

    /// The children's lengths across the stack axis.
    private func crossLengths(_ sizes: UnsafeBufferPointer<ChildSize>) -> [CGFloat] {
        var lengths: [CGFloat] = []
        lengths.reserveCapacity(sizes.count)
        for (_, size) in sizes { lengths.append(size[axis.cross]) }
        return lengths
    }

    /// The stack's size from its children's: their lengths and spacing along the axis; across
    /// it, the extent of the children with their guides on one line, worked out in the same
    /// pass (this runs for every measure of every stack).
    func size(for sizes: UnsafeBufferPointer<ChildSize>, subviews: LayoutSubviews) -> CGSize {
        guard !sizes.isEmpty else { return .zero }
        var main = totalSpacing(subviews)
        var cross = AlignmentGuides.Extent()
        for (index, (proposal, size)) in sizes.enumerated() {
            main += size[axis]
            cross.add(guide: AlignmentGuides.value(of: crossGuide, for: subviews[index], size: size, proposal: proposal), length: size[axis.cross])
        }
        return CGSize(along: axis, main, across: cross.length)
    }

    /// The children's frames in `bounds`: one after another along the axis, their cross guides
    /// on one line.
    func frames(in bounds: CGRect, sizes: UnsafeBufferPointer<ChildSize>, subviews: LayoutSubviews) -> [CGRect] {
        let guides = crossGuides(sizes, subviews)
        let (line, length) = AlignmentGuides.extent(guides: guides, lengths: crossLengths(sizes))
        let crossStart = axis == .horizontal ? bounds.minY : bounds.minX
        let linePosition = AlignmentGuides.linePosition(start: crossStart, available: bounds.size[axis.cross], line: line, length: length, key: crossGuide)
        var cursor = axis == .horizontal ? bounds.minX : bounds.minY
        let gaps = self.gaps(subviews)
        var frames: [CGRect] = []
        frames.reserveCapacity(sizes.count)
        for (index, (_, size)) in sizes.enumerated() {
            let across = linePosition - guides[index]
            let origin = axis == .horizontal ? CGPoint(x: cursor, y: across) : CGPoint(x: across, y: cursor)
            frames.append(CGRect(origin: origin, size: size))
            cursor += size[axis] + (index < gaps.count ? gaps[index] : 0)
        }
        return frames
    }

    func place(in bounds: CGRect, sizes: UnsafeBufferPointer<ChildSize>, subviews: LayoutSubviews) {
        for (index, frame) in frames(in: bounds, sizes: sizes, subviews: subviews).enumerated() {
            let proposal = sizes[index].0
            if subviews[index].stackRole == nil {
                subviews[index].place(at: frame.origin, anchor: .topLeading, proposal: proposal)
            } else {
                // A spacer or divider gets exactly the size the stack gave it.
                subviews[index].place(in: frame, proposal: ProposedViewSize(frame.size))
            }
        }
    }

    /// A custom guide set inside the stack passes up from its first child that has it (as in
    /// SwiftUI); built-in guides stop at the stack.
    /// A text's last baseline passes up from the last child that has one.
    func explicitAlignment(of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGFloat? {
        guard !key.isBuiltIn, key.textBaseline != nil || subviews.contains(where: { $0.item.mayHaveExplicitAlignments }) else { return nil }
        return withChildSizes(proposal: proposal, subviews: subviews) { sizes in
            let frames = frames(in: bounds, sizes: sizes, subviews: subviews)
            let order = key.textBaseline == .last ? Array(frames.indices.reversed()) : Array(frames.indices)
            for index in order {
                if let value = AlignmentGuides.passedUp(key, from: subviews[index], proposal: sizes[index].0, childOrigin: frames[index].origin) {
                    return value
                }
            }
            return nil
        }
    }
}

/// The layout of `VStack`: children top to bottom.
public struct VStackLayout: Layout, Equatable, Sendable {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    var algorithm: StackAlgorithm {
        StackAlgorithm(
            axis: .vertical, spacing: LayoutInput.length(spacing, name: "VStack spacing"),
            crossGuide: alignment.key)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        algorithm.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        algorithm.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }
}

/// The layout of `HStack`: children leading to trailing.
public struct HStackLayout: Layout, Equatable, Sendable {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    var algorithm: StackAlgorithm {
        StackAlgorithm(
            axis: .horizontal, spacing: LayoutInput.length(spacing, name: "HStack spacing"),
            crossGuide: alignment.key)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        algorithm.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        algorithm.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }
}

extension ProposedViewSize {
    init(along axis: Axis, _ main: CGFloat?, across cross: CGFloat?) {
        self = axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }
}

extension VStackLayout {
    /// A vertical stack: the dividers in it lie across, as in a `VStack`.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }
}

extension HStackLayout {
    /// A horizontal stack: the dividers in it stand up, as in an `HStack`.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }
}
