import Testing
import TintUI

/// RULES 3.1, 3.2, 3.3, 3.5 and 3.7 end to end: the worked examples with exact frames.
@MainActor
@Suite struct LayoutRuleTests {
    private func frames(_ view: some View, width: Int = 400, height: Int = 200, _ ids: String...) throws -> [CGRect] {
        let host = HeadlessHost(rootView: view, width: width, height: height)
        host.renderFrame()
        return try ids.map { try #require(host.frame(of: $0), "no frame for \($0)") }
    }

    /// RULES 3.1: the parent proposes, the child chooses, and its choice stands. A label at
    /// its ideal size in a narrower frame keeps its width and overflows; a flexible frame
    /// proposed zero takes its minimum, and proposed nothing (`.fixedSize()`) its ideal.
    @Test func rule3_1_theChildChoosesAndItsChoiceStands() throws {
        let label = Text("Hello, world").fixedSize()
        let ideal = try frames(label.accessibilityIdentifier("t"), "t")[0]
        let squeezed = try frames(label.accessibilityIdentifier("t").frame(width: 20, height: 40), "t")[0]
        #expect(ideal.width > 20)
        #expect(squeezed.size == ideal.size)
        // Centred in the 20-point frame, it overflows both of its sides equally.
        let frame = CGRect(x: 190, y: 80, width: 20, height: 40)
        #expect(abs((frame.minX - squeezed.minX) - (squeezed.maxX - frame.maxX)) < 0.001)
        let flexible = Color.red.frame(minWidth: 30, idealWidth: 60, maxWidth: 90, minHeight: 5, idealHeight: 10, maxHeight: 15)
        let atZero = try frames(flexible.accessibilityIdentifier("c").frame(width: 0, height: 0), "c")[0]
        #expect(atZero.size == CGSize(width: 30, height: 5))
        let atIdeal = try frames(flexible.accessibilityIdentifier("c").fixedSize(), "c")[0]
        #expect(atIdeal.size == CGSize(width: 60, height: 10))
    }

    /// The objc.io example: the less flexible child is proposed half and takes it; the other
    /// takes its minimum, and the stack overflows its 150-point frame.
    @Test func rule3_2_leastFlexibleFirstWithFlexibleFrames() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).accessibilityIdentifier("red")
            Color.green.frame(minWidth: 100).accessibilityIdentifier("green")
        }
        .frame(width: 150, height: 50)
        let f = try frames(view, "red", "green")
        #expect(f[0].width == 75)
        #expect(f[1].width == 100)
        #expect(f[1].minX == f[0].maxX)
        #expect(f[0].width + f[1].width == 175)
    }

    @Test func rule3_5_boundsClampTheProposal() throws {
        // Both bounds: the proposal clamped.
        var f = try frames(Color.blue.frame(minWidth: 50, maxWidth: 200).accessibilityIdentifier("c"), width: 300, "c")
        #expect(f[0].width == 200)
        f = try frames(Color.blue.frame(minWidth: 50, maxWidth: 200).frame(width: 20).accessibilityIdentifier("outer"), width: 300, "outer")
        #expect(f[0].width == 20)
        // Only max, infinite: fills what is offered.
        f = try frames(Text("Hi").frame(maxWidth: .infinity).accessibilityIdentifier("t"), width: 300, "t")
        #expect(f[0].width == 300)
        // Only min: max(min(proposal, child), min): a short text in minWidth 100 is 100 wide.
        f = try frames(Text("Hi").frame(minWidth: 100).accessibilityIdentifier("t"), width: 300, "t")
        #expect(f[0].width == 100)
    }

    @Test func rule3_5_idealUnderANilProposal() throws {
        let view = Color.orange.frame(idealWidth: 40, idealHeight: 30).accessibilityIdentifier("ideal").fixedSize()
        var f = try frames(view, "ideal")
        #expect(f[0].size == CGSize(width: 40, height: 30))
        // Offered a size, the same frame (no min or max) takes its child's size: the proposal.
        f = try frames(Color.orange.frame(idealWidth: 40, idealHeight: 30).accessibilityIdentifier("ideal"), width: 300, height: 100, "ideal")
        #expect(f[0].size == CGSize(width: 300, height: 100))
        // fixedSize on one axis only.
        f = try frames(Text("Hello").frame(maxWidth: .infinity).accessibilityIdentifier("t").fixedSize(horizontal: false, vertical: true), width: 300, height: 100, "t")
        #expect(f[0].width == 300 && f[0].height < 30)
    }

    @Test func rule3_5_inconsistentBoundsAreRepairedWithAWarning() throws {
        let host = HeadlessHost(rootView: Color.red.frame(minWidth: -10, idealWidth: 5, maxWidth: 2).accessibilityIdentifier("c"), width: 300, height: 100)
        let report = host.renderFrame()
        #expect(report.warnings.contains { $0.contains("minWidth is -10.0") })
        #expect(report.warnings.contains { $0.contains("maxWidth 2.0 is below 5.0") })
        // min 0, ideal 5, max 5: the 300-point proposal is clamped to 5.
        #expect(host.frame(of: "c")?.width == 5)
    }

    /// A ZStack is as large as its largest child on each axis; children are aligned in it.
    @Test func rule3_7_zstackUnionAndAlignment() throws {
        let view = ZStack(alignment: .topLeading) {
            Color.blue.frame(width: 80, height: 20).accessibilityIdentifier("wide")
            Color.red.frame(width: 30, height: 60).accessibilityIdentifier("tall")
        }
        .accessibilityIdentifier("stack")
        let f = try frames(view, "stack", "wide", "tall")
        #expect(f[0].size == CGSize(width: 80, height: 60))
        #expect(f[1].origin == f[0].origin && f[2].origin == f[0].origin)
    }

    @Test func rule3_7_zstackCentresByDefault() throws {
        let view = ZStack {
            Color.blue.frame(width: 80, height: 40)
            Text("x").accessibilityIdentifier("x")
        }
        .accessibilityIdentifier("stack")
        let f = try frames(view, "stack", "x")
        #expect(abs(f[1].midX - f[0].midX) < 0.01 && abs(f[1].midY - f[0].midY) < 0.01)
    }

    /// A spacer takes what is left along the stack, at least 8 points, and nothing across.
    @Test func rule3_3_spacerFillsAndKeepsItsMinimum() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 20).accessibilityIdentifier("a")
            Spacer().accessibilityIdentifier("gap")
            Color.blue.frame(width: 50, height: 20).accessibilityIdentifier("b")
        }
        .frame(width: 300)
        var f = try frames(view, width: 400, "a", "gap", "b")
        #expect(f[0].minX == 50 && f[2].maxX == 350)
        #expect(f[1].width == 200 && f[1].height == 0)

        let tight = HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 20).accessibilityIdentifier("a")
            Spacer().accessibilityIdentifier("gap")
            Color.blue.frame(width: 50, height: 20).accessibilityIdentifier("b")
        }
        .frame(width: 100)
        f = try frames(tight, width: 400, "a", "gap", "b")
        #expect(f[1].width == 8)
        #expect(f[2].minX - f[0].maxX == 8)
    }

    /// A background and an overlay are proposed the decorated view's size and never change it.
    @Test func rule3_7_backgroundAndOverlayTakeTheViewsSize() throws {
        let view = Text("Label").accessibilityIdentifier("text")
            .padding(4)
            .background { Color.yellow.accessibilityIdentifier("bg") }
            .overlay(alignment: .topTrailing) { Color.red.frame(width: 6, height: 6).accessibilityIdentifier("dot") }
            .accessibilityIdentifier("whole")
        let f = try frames(view, "whole", "bg", "dot", "text")
        #expect(f[1] == f[0])
        #expect(f[2].maxX == f[0].maxX && f[2].minY == f[0].minY && f[2].width == 6)
        #expect(f[3].minX == f[0].minX + 4)
    }

    /// `.offset` moves the drawing, not the layout: the next sibling stays where it was.
    @Test func offsetMovesOnlyTheView() throws {
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 20).accessibilityIdentifier("moved").offset(x: 15, y: 5)
            Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("next")
        }
        let plain = VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 20).accessibilityIdentifier("moved")
            Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("next")
        }
        let a = try frames(view, "moved", "next"), b = try frames(plain, "moved", "next")
        #expect(a[0] == b[0].offsetBy(dx: 15, dy: 5))
        #expect(a[1] == b[1])
    }

    /// RULES 3.2: the higher priority is offered space first, less the lower ones' minimum.
    @Test func rule3_2_layoutPriorityTakesSpaceFirst() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(minWidth: 20).accessibilityIdentifier("low")
            Color.green.layoutPriority(1).accessibilityIdentifier("high")
        }
        .frame(width: 200, height: 20)
        let f = try frames(view, "low", "high")
        #expect(f[1].width == 180)
        #expect(f[0].width == 20)
    }

    /// A divider is a 1-point line across its stack, taking all the length offered across it
    /// (so, as in SwiftUI, it widens a `VStack` to what the VStack is offered).
    @Test func rule3_3_dividerCrossesItsStack() throws {
        let view = HStack(spacing: 0) {
            VStack(spacing: 0) {
                Color.red.frame(width: 60, height: 20)
                Divider().accessibilityIdentifier("horizontal")
                Color.red.frame(width: 60, height: 20)
            }
            .frame(width: 60)
            Divider().accessibilityIdentifier("vertical")
            Color.blue.frame(width: 40, height: 41)
        }
        .frame(height: 41)
        let f = try frames(view, "horizontal", "vertical")
        #expect(f[0].size == CGSize(width: 60, height: 1))
        #expect(f[1].size == CGSize(width: 1, height: 41))
    }

    /// `.aspectRatio`: the largest size of the ratio that fits, or the smallest that fills.
    @Test func aspectRatioFitsOrFills() throws {
        var f = try frames(Color.red.aspectRatio(2).accessibilityIdentifier("c"), width: 300, height: 100, "c")
        #expect(f[0].size == CGSize(width: 200, height: 100))
        f = try frames(Color.red.aspectRatio(2, contentMode: .fill).accessibilityIdentifier("c"), width: 300, height: 100, "c")
        #expect(f[0].size == CGSize(width: 300, height: 150))
        // Without a ratio, the view's own ideal size gives it (a frame's ideal 40 x 20).
        f = try frames(Color.red.frame(idealWidth: 40, idealHeight: 20).aspectRatio().accessibilityIdentifier("c"), width: 300, height: 300, "c")
        #expect(f[0].size == CGSize(width: 300, height: 150))
        // A ratio that is not a positive number warns and falls back to the view's own.
        let host = HeadlessHost(rootView: Color.red.aspectRatio(-1), width: 100, height: 100)
        #expect(host.renderFrame().warnings.contains { $0.contains("aspect ratio -1.0") })
    }

    /// `.padding(edges, length)` pads only those edges; without a length, 16 (RULES 3.3).
    @Test func paddingOnSomeEdges() throws {
        let view = Color.red.frame(width: 40, height: 20).accessibilityIdentifier("inner")
            .padding(.horizontal, 12).padding(.top).accessibilityIdentifier("outer")
        let f = try frames(view, "outer", "inner")
        #expect(f[0].size == CGSize(width: 64, height: 36))
        #expect(f[1].minX == f[0].minX + 12 && f[1].minY == f[0].minY + 16 && f[1].maxY == f[0].maxY)
    }

    /// A divider keeps its stack's orientation through modifiers: framed or padded inside an
    /// HStack it is still a vertical line (as in SwiftUI); outside any stack, horizontal.
    @Test func dividerOrientationFollowsTheEnclosingStackThroughModifiers() throws {
        let row = HStack(spacing: 0) {
            Color.red.frame(width: 30, height: 30)
            Divider().frame(height: 20).accessibilityIdentifier("framed")
            Divider().padding(.horizontal, 4).accessibilityIdentifier("padded")
            Color.blue.frame(width: 30, height: 30)
        }
        var f = try frames(row, "framed", "padded")
        #expect(f[0].width == 1 && f[0].height == 20)
        #expect(f[1].width == 9 && f[1].height == 200, "a vertical line as tall as the stack is offered")
        f = try frames(Divider().frame(width: 50).accessibilityIdentifier("alone"), width: 100, height: 100, "alone")
        #expect(f[0].width == 50 && f[0].height == 1)
    }
}
