import Testing
import TintCore
import TintLayout

@MainActor
@Suite struct StackLayoutTests {
    /// RULES 3.2, objc.io: three rectangles in a 300-wide HStack with spacing 0 are 100 each.
    @Test func rule3_2_threeFlexibleChildrenShareEqually() {
        let items = (0..<3).map { _ in FlexibleItem() }
        let stack = ContainerItem(HStackLayout(spacing: 0), items)
        stack.layOut(in: CGSize(width: 300, height: 100))
        #expect(items.map { $0.frame!.width } == [100, 100, 100])
        #expect(items.map { $0.frame!.minX } == [0, 100, 200])
    }

    /// RULES 3.2: the least flexible child is proposed first; the flexible one takes its
    /// minimum and the stack overflows (red 0...100, green 100...inf, proposed 150 -> 75 + 100).
    @Test func rule3_2_leastFlexibleFirstAndOverflow() {
        let red = FlexibleItem(maxWidth: 100)
        let green = FlexibleItem(minWidth: 100)
        let stack = ContainerItem(HStackLayout(spacing: 0), [red, green])
        let size = stack.sizeThatFits(ProposedViewSize(width: 150, height: 100))
        #expect(size.width == 175)
        stack.place(in: CGRect(x: 0, y: 0, width: 175, height: 100), proposal: ProposedViewSize(width: 150, height: 100))
        #expect(red.frame?.width == 75)
        #expect(green.frame?.width == 100)
    }

    /// RULES 3.2: a higher layout priority is offered space first, after reserving the
    /// minimum of lower-priority children.
    @Test func rule3_2_layoutPriorityGroupsFirst() {
        let low = FlexibleItem(minWidth: 20)
        let high = FlexibleItem()
        high.layoutPriority = 1
        let stack = ContainerItem(HStackLayout(spacing: 0), [low, high])
        stack.layOut(in: CGSize(width: 200, height: 10))
        #expect(high.frame?.width == 180)
        #expect(low.frame?.width == 20)
    }

    /// RULES 3.3: default spacing 8 between every pair; centre alignment across.
    @Test func rule3_3_vstackDefaultSpacingAndCentreAlignment() {
        let a = FixedItem(width: 40, height: 10)
        let b = FixedItem(width: 80, height: 20)
        let stack = ContainerItem(VStackLayout(), [a, b])
        let size = stack.sizeThatFits(.unspecified)
        #expect(size == CGSize(width: 80, height: 38))
        stack.place(in: CGRect(x: 10, y: 10, width: 80, height: 38), proposal: .unspecified)
        #expect(a.frame == CGRect(x: 30, y: 10, width: 40, height: 10))
        #expect(b.frame == CGRect(x: 10, y: 28, width: 80, height: 20))
    }

    @Test func vstackLeadingAlignment() {
        let a = FixedItem(width: 40, height: 10)
        let b = FixedItem(width: 80, height: 20)
        let stack = ContainerItem(VStackLayout(alignment: .leading, spacing: 4), [a, b])
        stack.place(in: CGRect(x: 0, y: 0, width: 80, height: 34), proposal: .unspecified)
        #expect(a.frame?.minX == 0)
        #expect(b.frame?.minY == 14)
    }

    @Test func emptyStackIsZeroSized() {
        #expect(ContainerItem(VStackLayout(), []).sizeThatFits(.infinity) == .zero)
    }

    /// Bad input: NaN or negative spacing is clamped to 0 with a warning, never a NaN frame.
    @Test func badSpacingIsClampedWithWarning() {
        _ = RuntimeWarnings.drain()
        let a = FixedItem(width: 10, height: 10)
        let b = FixedItem(width: 10, height: 10)
        let stack = ContainerItem(VStackLayout(spacing: .nan), [a, b])
        stack.layOut(in: CGSize(width: 100, height: 100))
        #expect(b.frame?.minY == 10)
        #expect(RuntimeWarnings.drain().contains { $0.contains("VStack spacing is nan") })
    }

    /// Bad input from an item TintLayout does not know: a NaN priority equals no group, so
    /// without repair its child would never be offered space (and its size never written).
    /// It counts as priority 0.
    @Test func aNaNPriorityCountsAsZero() {
        let a = FlexibleItem(), b = FlexibleItem(), c = FixedItem(width: 10, height: 10)
        b.layoutPriority = .nan
        c.layoutPriority = 1
        let stack = ContainerItem(HStackLayout(spacing: 0), [a, b, c])
        stack.layOut(in: CGSize(width: 100, height: 20))
        #expect(c.frame == CGRect(x: 90, y: 5, width: 10, height: 10))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 45, height: 20))
        #expect(b.frame == CGRect(x: 45, y: 0, width: 45, height: 20))
    }
}

@MainActor
@Suite struct FrameAndPaddingTests {
    /// RULES 3.4: the frame is exactly the given size; the child is centred and may overflow.
    @Test func rule3_4_fixedFrameCentresAndOverflows() {
        let child = FixedItem(width: 50, height: 10)
        let frame = ContainerItem(FixedFrameLayout(width: 30, height: 20), [child])
        #expect(frame.sizeThatFits(.unspecified) == CGSize(width: 30, height: 20))
        frame.place(in: CGRect(x: 0, y: 0, width: 30, height: 20), proposal: .unspecified)
        #expect(child.frame == CGRect(x: -10, y: 5, width: 50, height: 10))
    }

    @Test func fixedFrameProposesItsSizeToTheChild() {
        let child = FlexibleItem()
        let frame = ContainerItem(FixedFrameLayout(width: 80, height: 20), [child])
        frame.layOut(in: CGSize(width: 500, height: 500))
        #expect(child.frame == CGRect(x: 0, y: 0, width: 80, height: 20))
    }

    @Test func frameWithOneAxisTakesChildSizeOnTheOther() {
        let child = FixedItem(width: 50, height: 10)
        let frame = ContainerItem(FixedFrameLayout(width: 100, alignment: .leading), [child])
        frame.layOut(in: CGSize(width: 500, height: 500))
        #expect(frame.frame?.size == CGSize(width: 100, height: 10))
        #expect(child.frame?.minX == 0)
    }

    @Test func layoutInputRepairsNaNNegativeAndInfiniteLengths() {
        _ = RuntimeWarnings.drain()
        #expect(LayoutInput.length(CGFloat.nan, name: "x") == 0)
        #expect(LayoutInput.length(CGFloat(-3), name: "x") == 0)
        #expect(LayoutInput.length(CGFloat(7), name: "x") == 7)
        #expect(LayoutInput.length(nil as CGFloat?, name: "x") == nil)
        #expect(RuntimeWarnings.drain().count == 2)
    }

    @Test func negativeFrameSizeIsClamped() {
        _ = RuntimeWarnings.drain()
        let layout = FixedFrameLayout(width: -5, height: .infinity)
        #expect(layout.width == 0)
        #expect(layout.height == 0)
        #expect(RuntimeWarnings.drain().count == 2)
    }

    @Test func paddingAddsInsetsAndShrinksTheProposal() {
        let child = FlexibleItem()
        let padding = ContainerItem(PaddingLayout(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), [child])
        padding.layOut(in: CGSize(width: 100, height: 50))
        #expect(padding.frame?.size == CGSize(width: 100, height: 50))
        #expect(child.frame == CGRect(x: 2, y: 1, width: 94, height: 46))
    }

    @Test func proposedViewSizeConstants() {
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.infinity.width == .infinity)
    }
}
