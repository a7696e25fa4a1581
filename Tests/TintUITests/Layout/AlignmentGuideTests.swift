import Testing
import TintUI

/// A custom guide: the middle of a view, by default.
private enum MidIcon: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
}

extension VerticalAlignment {
    fileprivate static let midIcon = VerticalAlignment(MidIcon.self)
}

/// `.alignmentGuide` and custom `AlignmentID`s: containers line their children's guides up.
@MainActor
@Suite struct AlignmentGuideTests {
    private func frames(_ view: some View, width: Int = 300, height: Int = 200, _ ids: String...) throws -> (frames: [CGRect], report: FrameReport) {
        let host = HeadlessHost(rootView: view, width: width, height: height)
        let report = host.renderFrame()
        return (try ids.map { try #require(host.frame(of: $0), "no frame for \($0)") }, report)
    }

    /// A guide moved 20 into a child shifts it left of the others; the stack grows to hold both.
    @Test func explicitGuideInAVStack() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10).accessibilityIdentifier("a")
            Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in 20 }.accessibilityIdentifier("b")
        }
        .accessibilityIdentifier("stack")
        let (f, _) = try frames(view, "stack", "a", "b")
        #expect(f[0].width == 120)
        #expect(f[1].minX == f[0].minX + 20)
        #expect(f[2].minX == f[0].minX)
    }

    /// The classic icon-and-two-lines row: the icon's middle meets the second line's middle,
    /// a custom guide passing up out of the inner VStack.
    @Test func customGuidePassesUpThroughAStack() throws {
        let view = HStack(alignment: .midIcon, spacing: 4) {
            Color.green.frame(width: 20, height: 20).accessibilityIdentifier("icon")
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 50, height: 30).accessibilityIdentifier("title")
                Color.blue.frame(width: 50, height: 10)
                    .alignmentGuide(.midIcon) { d in d[VerticalAlignment.center] }
                    .accessibilityIdentifier("subtitle")
            }
        }
        .accessibilityIdentifier("row")
        let (f, report) = try frames(view, "row", "icon", "title", "subtitle")
        #expect(f[1].midY == f[3].midY)
        // The icon (25...45) reaches 5 below the lines (0...40).
        #expect(f[0].height == 45)
        #expect(f[2].minY == f[0].minY)
        #expect(report.warnings.isEmpty)
    }

    /// Built-in guides stop at the first stack: an inner `.alignmentGuide(.top)` does not move the
    /// inner stack within the outer one (as in SwiftUI).
    @Test func builtInGuidesDoNotPassUpThroughStacks() throws {
        let view = HStack(alignment: .top, spacing: 0) {
            Color.green.frame(width: 20, height: 20).accessibilityIdentifier("left")
            VStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20).alignmentGuide(.top) { _ in 10 }
            }
            .accessibilityIdentifier("inner")
        }
        let (f, _) = try frames(view, "left", "inner")
        #expect(f[0].minY == f[1].minY)
    }

    @Test func guidesInAZStackAndAFrame() throws {
        let zstack = ZStack(alignment: .topLeading) {
            Color.gray.frame(width: 100, height: 60).accessibilityIdentifier("back")
            Color.red.frame(width: 10, height: 10)
                .alignmentGuide(.leading) { _ in -15 }
                .alignmentGuide(.top) { d in d[explicit: VerticalAlignment.top] ?? -5 }
                .accessibilityIdentifier("badge")
        }
        .accessibilityIdentifier("z")
        var (f, _) = try frames(zstack, "z", "back", "badge")
        #expect(f[2].minX == f[1].minX + 15 && f[2].minY == f[1].minY + 5)
        #expect(f[0] == f[1])

        // A frame aligned leading puts the child's leading guide on its leading edge.
        let framed = Color.blue.frame(width: 20, height: 20).alignmentGuide(.leading) { d in d.width }
            .accessibilityIdentifier("child")
            .frame(width: 100, height: 20, alignment: .leading).accessibilityIdentifier("frame")
        (f, _) = try frames(framed, "frame", "child")
        #expect(f[1].maxX == f[0].minX)
    }

    @Test func aGuideThatIsNotANumberIsIgnoredWithAWarning() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10).accessibilityIdentifier("a")
            Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in .nan }.accessibilityIdentifier("b")
        }
        let (f, report) = try frames(view, "a", "b")
        #expect(f[0].minX == f[1].minX)
        #expect(report.warnings.contains { $0.contains("alignment guide") && $0.contains("nan") })
    }

    /// A custom layout reads guides through `dimensions(in:)`.
    @Test func customLayoutReadsExplicitGuides() throws {
        struct Column: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 100, height: 100)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for subview in subviews {
                    let d = subview.dimensions(in: .unspecified)
                    subview.place(at: CGPoint(x: bounds.midX - d[HorizontalAlignment.center], y: bounds.minY), proposal: .unspecified)
                }
            }
        }
        let view = Column {
            Color.red.frame(width: 40, height: 10).alignmentGuide(HorizontalAlignment.center) { _ in 0 }.accessibilityIdentifier("r")
        }
        .accessibilityIdentifier("col")
        let (f, _) = try frames(view, "col", "r")
        #expect(f[1].minX == f[0].midX)
    }
}
