import Testing
import TintUI
import TintText

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

    /// `.firstTextBaseline`: texts of different sizes sit on one baseline (a text's baseline
    /// is its face's ascent below its top); a view without text sits on its bottom; a stack
    /// passes up its first child's first baseline, and its last child's last one.
    @Test func textBaselinesLineUp() throws {
        let big = try FontLibrary.shared.face(for: .largeTitle), small = try FontLibrary.shared.face(for: .caption)
        let view = HStack(alignment: .firstTextBaseline, spacing: 4) {
            Text("Big").font(.largeTitle).accessibilityIdentifier("big")
            Text("small").font(.caption).padding(.top, 3).accessibilityIdentifier("small")
            Color.green.frame(width: 10, height: 10).accessibilityIdentifier("box")
            VStack(spacing: 0) {
                Text("one").font(.caption).accessibilityIdentifier("one")
                Text("two").font(.largeTitle)
            }
            .accessibilityIdentifier("column")
        }
        let (f, report) = try frames(view, width: 400, "big", "small", "box", "one", "column")
        let baseline = f[0].minY + CGFloat(big.ascent)
        // The padded caption's text sits 3 below its padding's top: its baseline on the line.
        #expect(abs(f[1].minY + 3 + CGFloat(small.ascent) - baseline) < 1e-9)
        #expect(abs(f[2].maxY - baseline) < 1e-9)
        #expect(abs(f[3].minY + CGFloat(small.ascent) - baseline) < 1e-9)
        #expect(f[4].minY == f[3].minY)
        #expect(report.warnings.isEmpty)

        // The last baseline of a stack is its last text's.
        let last = HStack(alignment: .lastTextBaseline, spacing: 4) {
            VStack(spacing: 0) {
                Text("one").font(.caption)
                Text("two").font(.largeTitle).accessibilityIdentifier("two")
            }
            Text("small").font(.caption).accessibilityIdentifier("lastSmall")
        }
        let (g, _) = try frames(last, width: 400, "two", "lastSmall")
        #expect(abs(g[0].minY + CGFloat(big.ascent) - (g[1].minY + CGFloat(small.ascent))) < 1e-9)

        // In a ZStack too, with the two-axis guides.
        let stacked = ZStack(alignment: .leadingFirstTextBaseline) {
            Text("Big").font(.largeTitle).accessibilityIdentifier("zBig")
            Text("small").font(.caption).accessibilityIdentifier("zSmall")
        }
        let (z, _) = try frames(stacked, width: 400, "zBig", "zSmall")
        #expect(z[0].minX == z[1].minX)
        #expect(abs(z[0].minY + CGFloat(big.ascent) - (z[1].minY + CGFloat(small.ascent))) < 1e-9)
    }
}
