import Foundation
import Testing
import TintUI

/// `LazyVGrid`, `LazyHGrid` with fixed, flexible and adaptive tracks; `Grid` and `GridRow`.
@MainActor
@Suite struct GridTests {
    private func cells(_ count: Int) -> some View {
        ForEach(0..<count) { Color.blue.frame(height: 20).accessibilityIdentifier("cell-\($0)") }
    }

    @Test func flexibleColumnsShareTheWidth() throws {
        let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]
        let host = HeadlessHost(rootView: LazyVGrid(columns: columns, spacing: 10) { cells(7) }.frame(width: 316), width: 400, height: 200)
        host.renderFrame()
        let first = try #require(host.frame(of: "cell-0"))
        let second = try #require(host.frame(of: "cell-1"))
        let fourth = try #require(host.frame(of: "cell-3"))
        // (316 - 2 x 8) / 3 = 100 wide, 8 apart; the second row 10 below the first.
        #expect(first.width == 100)
        #expect(second.minX - first.maxX == 8)
        #expect(fourth.minX == first.minX)
        #expect(fourth.minY - first.maxY == 10)
        #expect(host.frame(of: "cell-6") != nil)
    }

    @Test func fixedAndAdaptiveColumns() throws {
        let fixed = [GridItem(.fixed(50), spacing: 4), GridItem(.fixed(70))]
        let host = HeadlessHost(rootView: LazyVGrid(columns: fixed) { cells(2) }, width: 400, height: 200)
        host.renderFrame()
        #expect(try #require(host.frame(of: "cell-0")).width == 50)
        #expect(try #require(host.frame(of: "cell-1")).width == 70)
        // Adaptive: as many columns of at least 60 as fit in 300 with 8 between: 4, each 69.
        let adaptive = [GridItem(.adaptive(minimum: 60))]
        let grid = HeadlessHost(rootView: LazyVGrid(columns: adaptive) { cells(9) }.frame(width: 300), width: 400, height: 200)
        grid.renderFrame()
        let a = try #require(grid.frame(of: "cell-0")), d = try #require(grid.frame(of: "cell-3")), e = try #require(grid.frame(of: "cell-4"))
        #expect(a.width == 69)
        #expect(d.minY == a.minY)
        #expect(e.minY > a.maxY)
    }

    @Test func aHorizontalGridFillsColumnByColumn() throws {
        let rows = [GridItem(.fixed(20)), GridItem(.fixed(20))]
        let host = HeadlessHost(rootView: LazyHGrid(rows: rows) {
            ForEach(0..<5) { Color.red.frame(width: 30).accessibilityIdentifier("cell-\($0)") }
        }, width: 400, height: 200)
        host.renderFrame()
        let a = try #require(host.frame(of: "cell-0")), b = try #require(host.frame(of: "cell-1")), c = try #require(host.frame(of: "cell-2"))
        #expect(b.minX == a.minX && b.minY > a.minY)
        #expect(c.minX > a.maxX && c.minY == a.minY)
    }

    @Test func aGridLinesUpItsColumnsAndSpansLooseViews() throws {
        let host = HeadlessHost(rootView: Grid(alignment: .leading) {
            GridRow {
                Text("Name").accessibilityIdentifier("r0c0")
                Text("Ada").accessibilityIdentifier("r0c1")
            }
            Color.gray.frame(height: 1).accessibilityIdentifier("rule")
            GridRow {
                Text("Occupation, long").accessibilityIdentifier("r1c0")
                Text("Analyst").accessibilityIdentifier("r1c1")
            }
        }, width: 400, height: 200)
        host.renderFrame()
        let r0c1 = try #require(host.frame(of: "r0c1")), r1c0 = try #require(host.frame(of: "r1c0")), r1c1 = try #require(host.frame(of: "r1c1"))
        let rule = try #require(host.frame(of: "rule"))
        // The second column starts after the widest cell of the first, in both rows.
        #expect(r0c1.minX == r1c1.minX)
        #expect(r0c1.minX >= r1c0.maxX + 8)
        // The loose view spans both columns.
        #expect(rule.width >= r1c1.maxX - r1c0.minX - 1)
    }

    @Test func badGridNumbersDoNotCrash() throws {
        let columns = [GridItem(.fixed(.nan)), GridItem(.adaptive(minimum: -5, maximum: .nan), spacing: .infinity), GridItem(.flexible(minimum: .nan))]
        let host = HeadlessHost(rootView: LazyVGrid(columns: columns, spacing: .nan) { cells(6) }, width: 300, height: 200)
        let report = host.renderFrame()
        #expect(!report.warnings.isEmpty)
        for index in 0..<6 {
            let frame = try #require(host.frame(of: "cell-\(index)"))
            #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite)
        }
    }
}

/// `.position`: the view takes the space offered and centres its child at the point.
@MainActor
@Suite struct PositionTests {
    @Test func positionCentresTheViewAtThePoint() throws {
        let view = Color.red.frame(width: 20, height: 10).accessibilityIdentifier("dot")
            .position(x: 50, y: 30)
            .frame(width: 200, height: 100)
        let host = HeadlessHost(rootView: view, width: 200, height: 100)
        host.renderFrame()
        let dot = try #require(host.frame(of: "dot"))
        #expect(dot == CGRect(x: 40, y: 25, width: 20, height: 10))
        let nan = HeadlessHost(rootView: Color.red.frame(width: 4, height: 4).position(x: .nan, y: 3), width: 50, height: 50)
        #expect(nan.renderFrame().warnings.contains { $0.contains("position x") })
    }
}

/// A grid offered an absurd width keeps a countable number of tracks.
@MainActor
@Suite struct GridBadInputTests {
    @Test func anAdaptiveGridOfferedAHugeWidthDoesNotTrap() {
        let layout = LazyGridLayout(tracks: [GridTrack(size: .adaptive(minimum: 1, maximum: .infinity), spacing: 0, alignment: nil)],
                                    axis: .vertical, alignment: .center, spacing: nil)
        let tracks = layout.resolvedTracks(1e300)
        #expect(tracks.count == 10_000)
        #expect(layout.resolvedTracks(.infinity).count == 1)
    }
}
