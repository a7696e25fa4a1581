import Testing
import TintUI

/// `ScrollView`: a clipped viewport; the content offset is set by scroll requests and clamped.
@MainActor
@Suite struct ScrollViewTests {
    /// Twenty 30-point rows, 600 points of content, in a 120x100 viewport.
    struct Rows: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20) { index in
                        Color(white: Double(index) / 20).frame(height: 30).accessibilityIdentifier("row\(index)")
                    }
                }
            }
            .accessibilityIdentifier("scroll")
            .frame(width: 120, height: 100)
        }
    }

    /// Several views in a scroll view, with no stack of their own, come one after another as in
    /// SwiftUI (an implicit `VStack`, or `HStack` when horizontal), with the default spacing;
    /// they used to be drawn all at the content's origin.
    @Test func severalViewsStackAlongTheScrollAxis() throws {
        let vertical = HeadlessHost(rootView: ScrollView {
            Color.red.frame(width: 40, height: 30).accessibilityIdentifier("a")
            Color.blue.frame(width: 40, height: 30).accessibilityIdentifier("b")
        }.frame(width: 100, height: 100), width: 100, height: 100)
        vertical.renderFrame()
        let a = try #require(vertical.frame(of: "a")), b = try #require(vertical.frame(of: "b"))
        #expect(a == CGRect(x: 30, y: 0, width: 40, height: 30))
        #expect(b == CGRect(x: 30, y: 38, width: 40, height: 30))
        let horizontal = HeadlessHost(rootView: ScrollView(.horizontal) {
            Color.red.frame(width: 40, height: 30).accessibilityIdentifier("a")
            Color.blue.frame(width: 40, height: 30).accessibilityIdentifier("b")
        }.frame(width: 100, height: 100), width: 100, height: 100)
        horizontal.renderFrame()
        let left = try #require(horizontal.frame(of: "a")), right = try #require(horizontal.frame(of: "b"))
        #expect(left.minX == 0 && right.minX == 48 && left.minY == right.minY)
        #expect(horizontal.pixel(x: 60, y: Int(right.midY)) == RGBA8(Color.blue))
    }

    /// The scroll modifiers: `.scrollDisabled` stops the user's scrolling, `.defaultScrollAnchor`
    /// sets where the content starts, `.contentMargins` pads the content inside what scrolls,
    /// `.scrollClipDisabled` draws the content beyond the viewport.
    @Test func scrollModifiersSetHowTheScrollViewsBelowBehave() throws {
        let disabled = HeadlessHost(rootView: Rows().scrollDisabled(true), width: 200, height: 200)
        disabled.renderFrame()
        disabled.scroll("scroll", by: CGSize(width: 0, height: 75))
        disabled.renderFrame()
        #expect(disabled.frame(of: "row0")?.minY == 50)

        let bottom = HeadlessHost(rootView: Rows().defaultScrollAnchor(.bottom), width: 200, height: 200)
        bottom.renderFrame()
        #expect(bottom.frame(of: "row19")?.maxY == 150)
        // Where it starts only: the user scrolls from there.
        bottom.scroll("scroll", by: CGSize(width: 0, height: -30))
        bottom.renderFrame()
        #expect(bottom.frame(of: "row19")?.maxY == 180)

        let margins = HeadlessHost(rootView: Rows().contentMargins(.vertical, 12).contentMargins(.horizontal, 10, for: .scrollIndicators), width: 200, height: 200)
        margins.renderFrame()
        #expect(margins.frame(of: "row0") == CGRect(x: 40, y: 62, width: 120, height: 30))
        margins.scroll("scroll", to: CGPoint(x: 0, y: 10_000))
        margins.renderFrame()
        #expect(abs((margins.frame(of: "row19")?.maxY ?? 0) - (150 - 12)) < 0.001)

        let clipped = HeadlessHost(rootView: Rows(), width: 200, height: 200)
        clipped.renderFrame()
        let unclipped = HeadlessHost(rootView: Rows().scrollClipDisabled(), width: 200, height: 200)
        unclipped.renderFrame()
        // Below the viewport (y 150...), row 5 shows only when the content is not clipped.
        #expect(clipped.pixel(x: 100, y: 160) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(unclipped.pixel(x: 100, y: 160) != RGBA8(r: 255, g: 255, b: 255, a: 255))
        // Indicators and bounce are kept but change nothing drawn (Tint draws no indicators and
        // does not bounce): the same pixels as without them.
        let plain = HeadlessHost(rootView: Rows(), width: 200, height: 200)
        plain.renderFrame()
        let styled = HeadlessHost(rootView: Rows().scrollIndicators(.never, axes: .vertical).scrollBounceBehavior(.basedOnSize), width: 200, height: 200)
        styled.renderFrame()
        for y in stride(from: 0, to: 200, by: 3) {
            for x in stride(from: 0, to: 200, by: 3) where plain.pixel(x: x, y: y) != styled.pixel(x: x, y: y) {
                Issue.record("(\(x), \(y)) differs")
                return
            }
        }
    }

    /// `.scrollContentBackground(.hidden)` lets what is behind a list show through its
    /// background (a sidebar list's grey otherwise).
    @Test func aListsBackgroundCanBeHidden() throws {
        func host(_ hidden: Bool) -> HeadlessHost {
            let list = List { Text("Row") }.listStyle(.sidebar)
            let view = ZStack {
                Color.yellow
                if hidden { list.scrollContentBackground(.hidden) } else { list }
            }
            let host = HeadlessHost(rootView: view, width: 200, height: 200)
            host.renderFrame()
            return host
        }
        #expect(host(true).pixel(x: 100, y: 150) == RGBA8(Color.yellow))
        #expect(host(false).pixel(x: 100, y: 150) != RGBA8(Color.yellow))
    }

    @Test func contentTakesItsIdealHeightAndTheViewportItsProposal() throws {
        let host = HeadlessHost(rootView: Rows(), width: 200, height: 200)
        host.renderFrame()
        let viewport = try #require(host.frame(of: "scroll"))
        #expect(viewport == CGRect(x: 40, y: 50, width: 120, height: 100))
        // Rows are as wide as the viewport (proposed its width) and stacked from its top.
        #expect(try #require(host.frame(of: "row0")) == CGRect(x: 40, y: 50, width: 120, height: 30))
        #expect(try #require(host.frame(of: "row19")).maxY == 50 + 600)
    }

    @Test func scrollingMovesTheContentAndClampsAtBothEnds() throws {
        let host = HeadlessHost(rootView: Rows(), width: 200, height: 200)
        host.renderFrame()
        host.scroll("scroll", by: CGSize(width: 0, height: 75))
        var report = host.renderFrame()
        #expect(try #require(host.frame(of: "row0")).minY == 50 - 75)
        #expect(report.repaintedPixels > 0 && report.repaintedPixels <= 120 * 100 + 2 * 120)
        // Past the end: the last row's bottom meets the viewport's bottom.
        host.scroll("scroll", to: CGPoint(x: 0, y: 10_000))
        host.renderFrame()
        #expect(try #require(host.frame(of: "row19")).maxY == 150)
        // Relative to the clamped offset, not to the request.
        host.scroll("scroll", by: CGSize(width: 0, height: -30))
        host.renderFrame()
        #expect(try #require(host.frame(of: "row19")).maxY == 180)
        // Before the start.
        host.scroll("scroll", by: CGSize(width: 0, height: -5_000))
        report = host.renderFrame()
        #expect(try #require(host.frame(of: "row0")).minY == 50)
        #expect(report.warnings.isEmpty)
    }

    /// Nothing of the content is drawn outside the viewport; what shows is the scrolled content.
    @Test func contentIsClippedToTheViewport() throws {
        let host = HeadlessHost(rootView: Rows(), width: 200, height: 200)
        host.options.backgroundColor = Color(red: 1, green: 0, blue: 1)
        host.renderFrame()
        let background = RGBA8(Color(red: 1, green: 0, blue: 1))
        #expect(host.pixel(x: 100, y: 49) == background)
        #expect(host.pixel(x: 100, y: 150) == background)
        host.scroll("scroll", by: CGSize(width: 0, height: 60))
        host.renderFrame()
        #expect(host.pixel(x: 100, y: 49) == background)
        #expect(host.pixel(x: 100, y: 150) == background)
        // Row 2 (white 0.1) now at the viewport's top.
        #expect(host.pixel(x: 100, y: 55) == RGBA8(Color(white: 0.1)))
    }

    @Test func wheelScrollsTheScrollViewUnderThePoint() throws {
        let host = HeadlessHost(rootView: Rows(), width: 200, height: 200)
        host.renderFrame()
        host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 30))
        host.renderFrame()
        #expect(try #require(host.frame(of: "row1")).minY == 50)
        // Outside any scroll view: a warning, nothing moves.
        host.scroll(at: CGPoint(x: 5, y: 5), by: CGSize(width: 0, height: 30))
        let report = host.renderFrame()
        #expect(try #require(host.frame(of: "row1")).minY == 50)
        #expect(report.warnings.contains { $0.contains("no scroll view") })
    }

    @Test func horizontalScrollViewAndBadOffsets() throws {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<10) { index in Color.blue.frame(width: 50).accessibilityIdentifier("col\(index)") }
            }
        }
        .accessibilityIdentifier("h")
        .frame(width: 100, height: 40)
        let host = HeadlessHost(rootView: view, width: 100, height: 40)
        host.renderFrame()
        #expect(try #require(host.frame(of: "col0")).height == 40)
        host.scroll("h", by: CGSize(width: 120, height: 80))
        host.renderFrame()
        #expect(try #require(host.frame(of: "col0")) == CGRect(x: -120, y: 0, width: 50, height: 40))
        host.scroll("h", to: CGPoint(x: CGFloat.nan, y: 0))
        let report = host.renderFrame()
        #expect(report.warnings.contains { $0.contains("not finite") })
        #expect(try #require(host.frame(of: "col0")).minX == -120)
    }

    /// Rows of stacks, paddings, offsets, overlays, alignment and a geometry reader, in a
    /// scroll view.
    struct MixedRows: View {
        var body: some View {
            ScrollView {
                VStack(alignment: .leading, spacing: 3) {
                    ForEach(0..<40) { index in
                        HStack(alignment: .bottom) {
                            Text("Row \(index)").padding(.leading, CGFloat(index % 5))
                            Spacer()
                            ZStack(alignment: .bottomTrailing) {
                                Color.blue.frame(width: 20, height: 7.5)
                                Text("\(index * 7)").font(.caption).offset(x: 1.25, y: -0.5)
                            }
                            .accessibilityIdentifier("badge\(index)")
                            GeometryReader { proxy in
                                Color.red.frame(width: 4, height: 1 + abs(proxy.frame(in: .global).minY.truncatingRemainder(dividingBy: 8)))
                                    .accessibilityIdentifier("reader\(index)")
                            }
                            .frame(width: 14, height: 10)
                        }
                        .padding(.horizontal, 6.5)
                        .accessibilityIdentifier("row\(index)")
                    }
                }
            }
            .accessibilityIdentifier("scroll")
            .frame(height: 160)
        }
    }

    /// A scroll moves the content's boxes rather than placing them again: every frame is where
    /// placing the content afresh puts it (a host made to lay out again by a resize there and
    /// back: the content is proposed another width on the way), and what a geometry reader
    /// reads follows the scroll.
    @Test func scrolledContentIsWhereAFreshLayoutPutsIt() throws {
        let moved = HeadlessHost(rootView: MixedRows(), width: 300, height: 240)
        let fresh = HeadlessHost(rootView: MixedRows(), width: 300, height: 240)
        moved.renderFrame()
        fresh.renderFrame()
        for step in [13.5, 40, -7.25, 100, 0.5, 61] {
            moved.scroll("scroll", by: CGSize(width: 0, height: step))
            fresh.scroll("scroll", by: CGSize(width: 0, height: step))
            moved.renderFrame()
            fresh.renderFrame()
            fresh.resize(width: 301, height: 240)
            fresh.renderFrame()
            fresh.resize(width: 300, height: 240)
            fresh.renderFrame()
            for index in 0..<40 {
                for name in ["row", "badge", "reader"] {
                    let a = try #require(moved.frame(of: "\(name)\(index)")), b = try #require(fresh.frame(of: "\(name)\(index)"))
                    #expect(abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && a.size == b.size, "\(name)\(index) after \(step): \(a) against \(b)")
                }
                // The reader was told where it is now (it sits at its reader's top).
                let reader = try #require(moved.frame(of: "reader\(index)"))
                #expect(abs(reader.height - (1 + abs(reader.minY.truncatingRemainder(dividingBy: 8)))) < 1e-9, "reader\(index) after \(step)")
            }
            // Damage-only painting after moving equals painting everything.
            #expect(firstDifference(moved.pixelBuffer, moved.fullRepaint()) == nil)
        }
        // The content did move.
        #expect(try #require(moved.frame(of: "row0")).minY < 0)
    }
}
