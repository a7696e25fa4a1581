import Testing
import TintUI

/// Scroll targets: `scrollTargetBehavior` (`.paging`, `.viewAligned` with its limits, an
/// app's own) moving where a wheel step ends, `scrollTargetLayout` naming the targets, and
/// `scrollPosition(id:anchor:)` both ways: setting it scrolls, scrolling sets it.
@MainActor
@Suite struct ScrollTargetTests {
    /// Forty 30-point rows in a 100-point viewport, scrolled with `behavior`.
    struct Rows<Behavior: ScrollTargetBehavior>: View {
        let behavior: Behavior
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<40, id: \.self) { row in
                        Text("Row \(row)").frame(maxWidth: .infinity).frame(height: 30).accessibilityIdentifier("row-\(row)")
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(behavior)
            .frame(height: 100)
            .accessibilityIdentifier("viewport")
        }
    }

    /// How far the content is scrolled: the viewport's top minus row 0's, or the top row's.
    private func offset(_ host: HeadlessHost) throws -> CGFloat {
        let viewport = try #require(host.frame(of: "viewport"))
        for row in 0..<40 {
            if let frame = host.frame(of: "row-\(row)"), frame.maxY > viewport.minY {
                return viewport.minY - frame.minY + CGFloat(row) * 30
            }
        }
        Issue.record("no row shows")
        return .nan
    }

    private func step(_ host: HeadlessHost, _ dy: CGFloat) {
        host.scroll("viewport", by: CGSize(width: 0, height: dy))
        host.renderFrame()
    }

    @Test func pagingTurnsAWholeViewportAtEachStep() throws {
        let host = HeadlessHost(rootView: Rows(behavior: .paging), width: 300, height: 100)
        host.renderFrame()
        step(host, 10)
        #expect(try offset(host) == 100)
        step(host, 10)
        #expect(try offset(host) == 200)
        step(host, -3)
        #expect(try offset(host) == 100)
        // A long step turns as many pages as it covers.
        step(host, 450)
        #expect(try offset(host) == 600)
    }

    @Test func viewAlignedEndsOnARowsEdge() throws {
        let host = HeadlessHost(rootView: Rows(behavior: .viewAligned), width: 300, height: 100)
        host.renderFrame()
        step(host, 40)
        // 40 points down: the next row edge at or past it, 60.
        #expect(try offset(host) == 60)
        step(host, -10)
        #expect(try offset(host) == 30)
    }

    @Test func viewAlignedByOneMovesOneRowWhateverTheStep() throws {
        let host = HeadlessHost(rootView: Rows(behavior: .viewAligned(limitBehavior: .alwaysByOne)), width: 300, height: 100)
        host.renderFrame()
        step(host, 200)
        #expect(try offset(host) == 30)
        step(host, 200)
        #expect(try offset(host) == 60)
        step(host, -500)
        #expect(try offset(host) == 30)
    }

    /// Snaps to tenths of the viewport's height, as an app's own behaviour.
    struct Tenths: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            let step = context.containerSize.height / 10
            target.rect.origin.y = (target.rect.origin.y / step).rounded() * step
        }
    }

    @Test func anAppsOwnBehaviourMovesTheTarget() throws {
        let host = HeadlessHost(rootView: Rows(behavior: Tenths()), width: 300, height: 100)
        host.renderFrame()
        step(host, 14)
        #expect(try offset(host) == 10)
        step(host, 16)
        #expect(try offset(host) == 30)
    }

    @Test func programmaticScrollsIgnoreTheBehaviour() throws {
        let host = HeadlessHost(rootView: Rows(behavior: .paging), width: 300, height: 100)
        host.renderFrame()
        host.scroll("viewport", to: CGPoint(x: 0, y: 45))
        host.renderFrame()
        #expect(try offset(host) == 45)
    }

    /// A list whose position is bound, with buttons that set it.
    struct Positioned: View {
        @State var position: Int?
        let anchor: UnitPoint?
        var body: some View {
            VStack(spacing: 0) {
                HStack {
                    Button("to 20") { position = 20 }.accessibilityIdentifier("to-20")
                    Text("at \(position.map(String.init) ?? "none")").accessibilityIdentifier("at-\(position.map(String.init) ?? "none")")
                }
                .frame(height: 30)
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<40, id: \.self) { row in
                            Text("Row \(row)").frame(maxWidth: .infinity).frame(height: 30).accessibilityIdentifier("row-\(row)")
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition(id: $position, anchor: anchor)
                .frame(height: 100)
                .accessibilityIdentifier("viewport")
            }
        }
    }

    @Test func settingThePositionScrollsItsViewToTheAnchor() throws {
        let host = HeadlessHost(rootView: Positioned(anchor: nil), width: 300, height: 130)
        host.renderFrame()
        let viewport = try #require(host.frame(of: "viewport"))
        host.tap("to-20")
        host.renderFrame()
        #expect(host.frame(of: "row-20")?.minY == viewport.minY)
        #expect(host.frame(of: "at-20") != nil)

        let centred = HeadlessHost(rootView: Positioned(anchor: .center), width: 300, height: 130)
        centred.renderFrame()
        centred.tap("to-20")
        centred.renderFrame()
        #expect(centred.frame(of: "row-20")?.midY == viewport.midY)
    }

    @Test func scrollingWritesTheIdOfTheTopRow() throws {
        let host = HeadlessHost(rootView: Positioned(anchor: nil), width: 300, height: 130)
        host.renderFrame()
        host.renderFrame()
        #expect(host.frame(of: "at-0") != nil)
        host.scroll("viewport", by: CGSize(width: 0, height: 95))
        host.renderFrame()
        // 95 points down: row 3 (90-120) holds the top edge.
        #expect(host.frame(of: "at-3") != nil, "\(host.texts())")
        host.scroll("viewport", by: CGSize(width: 0, height: 400))
        host.renderFrame()
        #expect(host.frame(of: "at-16") != nil, "\(host.texts())")
    }

    /// Without `scrollTargetLayout`, the rows the content names are the targets.
    struct Unmarked: View {
        @State var position: String? = "c"
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(["a", "b", "c", "d", "e", "f"], id: \.self) { name in
                        Text(name).frame(maxWidth: .infinity).frame(height: 50).accessibilityIdentifier("row-\(name)")
                    }
                }
            }
            .scrollPosition(id: $position)
            .frame(height: 100)
            .accessibilityIdentifier("viewport")
        }
    }

    @Test func anInitialPositionScrollsAndNamedRowsAreTargetsWithoutATargetLayout() throws {
        let host = HeadlessHost(rootView: Unmarked(), width: 300, height: 100)
        host.renderFrame()
        host.renderFrame()
        #expect(host.frame(of: "row-c")?.minY == host.frame(of: "viewport")?.minY)
    }
}
