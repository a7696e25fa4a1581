import PropertyBased
import Testing
import TintCore
@testable import TintLayout

/// RULES 3 as properties over random trees of stacks, frames, paddings and leaves.
@MainActor
@Suite struct LayoutPropertyTests {
    /// A random tree and the checks its containers make after layout.
    private struct Tree {
        let root: any LayoutItem
        var items: [any LayoutItem] = []
        var checks: [(String, () -> Bool)] = []
    }

    /// Builds a tree from `seed`: up to 4 levels, up to 4 children per container.
    private func tree(_ seed: UInt64) -> Tree {
        var state = seed | 1
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        func length() -> CGFloat { CGFloat(next(200)) + CGFloat(next(4)) / 4 }
        var items: [any LayoutItem] = []
        var checks: [(String, () -> Bool)] = []
        func build(_ depth: Int) -> any LayoutItem {
            let kind = depth >= 4 ? next(2) : next(8)
            let item: any LayoutItem
            switch kind {
            case 0:
                item = FixedItem(width: length(), height: length())
            case 1:
                let minWidth = length() / 2
                item = FlexibleItem(minWidth: minWidth, maxWidth: next(2) == 0 ? .infinity : minWidth + length())
            case 2, 3:
                let children = (0..<(1 + next(4))).map { _ in build(depth + 1) }
                let spacing = CGFloat(next(12))
                if kind == 2 {
                    let stack = ContainerItem(HStackLayout(spacing: spacing), children)
                    checks.append(("HStack children overlap", { Self.inOrder(children, \.minX, \.maxX) }))
                    item = stack
                } else {
                    let stack = ContainerItem(VStackLayout(spacing: spacing), children)
                    checks.append(("VStack children overlap", { Self.inOrder(children, \.minY, \.maxY) }))
                    item = stack
                }
            case 4:
                item = ContainerItem(ZStackLayout(), (0..<(1 + next(3))).map { _ in build(depth + 1) })
            case 5:
                let width: CGFloat? = next(2) == 0 ? nil : length()
                item = ContainerItem(FixedFrameLayout(width: width, height: next(2) == 0 ? nil : length()), [build(depth + 1)])
            case 6:
                let minWidth: CGFloat? = next(2) == 0 ? nil : length()
                let maxWidth: CGFloat? = next(2) == 0 ? nil : (next(3) == 0 ? .infinity : (minWidth ?? 0) + length())
                let frame = ContainerItem(FlexibleFrameLayout(minWidth: minWidth, maxWidth: maxWidth), [build(depth + 1)])
                checks.append(("flexible frame outside its bounds", {
                    guard let width = frame.frame?.width else { return false }
                    return width >= (minWidth ?? 0) - 1e-6 && width <= (maxWidth ?? .infinity) + 1e-6
                }))
                item = frame
            default:
                let inset = CGFloat(next(20))
                item = ContainerItem(PaddingLayout(EdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)), [build(depth + 1)])
            }
            items.append(item)
            return item
        }
        let root = build(0)
        return Tree(root: root, items: items, checks: checks)
    }

    /// Children follow each other along the axis, never overlapping (spacing is non-negative).
    private static func inOrder(_ children: [any LayoutItem], _ start: KeyPath<CGRect, CGFloat>, _ end: KeyPath<CGRect, CGFloat>) -> Bool {
        let frames = children.compactMap(Self.frame(of:))
        guard frames.count == children.count else { return false }
        return zip(frames, frames.dropFirst()).allSatisfy { $1[keyPath: start] >= $0[keyPath: end] - 1e-6 }
    }

    private static func frame(of item: any LayoutItem) -> CGRect? {
        switch item {
        case let fixed as FixedItem: fixed.frame
        case let flexible as FlexibleItem: flexible.frame
        case let container as any FramedItem: container.placedFrame
        default: nil
        }
    }

    private static func proposal(of item: any LayoutItem) -> ProposedViewSize? {
        switch item {
        case let fixed as FixedItem: fixed.placedProposal
        case let flexible as FlexibleItem: flexible.placedProposal
        case let container as any FramedItem: container.placedProposalValue
        default: nil
        }
    }

    private func layOut(_ tree: Tree, in size: CGSize) {
        let proposal = ProposedViewSize(size)
        tree.root.place(in: CGRect(origin: .zero, size: tree.root.sizeThatFits(proposal)), proposal: proposal)
    }

    @Test func randomTreesKeepTheRulesOfSection3() async {
        await propertyCheck(count: 500, input: Gen<Int>.int(in: 0...Int.max), Gen<Int>.int(in: 0...600), Gen<Int>.int(in: 0...600)) { seed, width, height in
            let t = tree(UInt64(seed))
            let size = CGSize(width: width, height: height)
            layOut(t, in: size)
            for (what, check) in t.checks { #expect(check(), "\(what), seed \(seed), window \(size)") }
            // Every item was placed, and at a finite frame.
            let first = t.items.map { Self.frame(of: $0) }
            #expect(first.allSatisfy { $0 != nil && $0!.isFiniteRect }, "seed \(seed)")
            // A chosen size is never overridden: each item got the size it answers for the
            // proposal it was placed with.
            for item in t.items {
                guard let frame = Self.frame(of: item), let proposal = Self.proposal(of: item) else { continue }
                #expect(item.sizeThatFits(proposal) == frame.size, "seed \(seed): \(type(of: item)) overridden")
            }
            // Laying out again gives the same frames.
            layOut(t, in: size)
            #expect(t.items.map { Self.frame(of: $0) } == first, "seed \(seed)")
        }
    }
}

/// A container item that remembers where it was placed.
@MainActor
protocol FramedItem {
    var placedFrame: CGRect? { get }
    var placedProposalValue: ProposedViewSize? { get }
}

extension ContainerItem: FramedItem {
    var placedFrame: CGRect? { frame }
    var placedProposalValue: ProposedViewSize? { placedProposal }
}
