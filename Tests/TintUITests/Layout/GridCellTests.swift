import Foundation
import Testing
import TintUI

/// `Grid` cells that span columns, leave their size to others, sit at an anchor, align their
/// column or row; `GridLayout`; and `LayoutValueKey` read by an app's layout.
@MainActor
@Suite struct GridCellTests {
    private func frames(_ view: some View, _ ids: [String], width: Int = 400, height: Int = 300) -> [String: CGRect] {
        let host = HeadlessHost(rootView: view, width: width, height: height)
        host.renderFrame()
        var frames: [String: CGRect] = [:]
        for id in ids { frames[id] = host.frame(of: id) }
        return frames
    }

    @Test func aCellSpansColumns() {
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 50, height: 20).accessibilityIdentifier("a")
                Color.green.frame(width: 70, height: 20).accessibilityIdentifier("b")
                Color.blue.frame(width: 30, height: 20).accessibilityIdentifier("c")
            }
            GridRow {
                Color.gray.frame(width: 40, height: 20).gridCellColumns(2).accessibilityIdentifier("wide")
                Color.black.frame(width: 30, height: 20).accessibilityIdentifier("last")
            }
        }
        let f = frames(grid, ["a", "b", "c", "wide", "last"])
        #expect(f["last"]!.midX == f["c"]!.midX, "the cell after a two-column cell is in the third column")
        // The wide cell is centred across the first two columns (50 + 10 + 70 = 130 wide).
        #expect(abs(f["wide"]!.midX - (f["a"]!.minX + 65)) < 0.5)
    }

    @Test func aWideSpanningCellWidensItsColumns() {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 20, height: 10).accessibilityIdentifier("a")
                Color.green.frame(width: 20, height: 10).accessibilityIdentifier("b")
            }
            GridRow {
                Color.gray.frame(width: 100, height: 10).gridCellColumns(2)
            }
        }
        let f = frames(grid, ["a", "b"])
        // 100 over two columns of 20: each widens by 30 to 50.
        #expect(abs(f["b"]!.midX - f["a"]!.midX - 50) < 0.5)
    }

    @Test func anUnsizedCellFillsWithoutGrowingTheGrid() {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Text("Name").accessibilityIdentifier("name")
                Text("Value").accessibilityIdentifier("value")
            }
            Color.red.frame(minWidth: 10, maxWidth: 1000).frame(height: 2).gridCellUnsizedAxes(.horizontal).accessibilityIdentifier("rule")
        }
        .fixedSize()
        .accessibilityIdentifier("grid")
        let f = frames(grid, ["name", "value", "rule", "grid"])
        #expect(f["rule"]!.width == f["grid"]!.width, "the rule spans the grid")
        #expect(abs(f["grid"]!.width - (f["name"]!.width + f["value"]!.width)) < 1, "and does not widen it")
    }

    @Test func columnAlignmentAndAnchorsAndRowAlignment() {
        let grid = Grid(alignment: .center, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: .top) {
                Color.red.frame(width: 100, height: 40).accessibilityIdentifier("big")
                Color.green.frame(width: 20, height: 10).accessibilityIdentifier("top")
            }
            GridRow {
                Color.blue.frame(width: 20, height: 10).gridColumnAlignment(.trailing).accessibilityIdentifier("trailing")
                Color.gray.frame(width: 80, height: 40)
            }
            GridRow {
                Color.black.frame(width: 20, height: 10).accessibilityIdentifier("alsoTrailing")
                Color.yellow.frame(width: 20, height: 10).gridCellAnchor(.bottomLeading).accessibilityIdentifier("anchored")
            }
        }
        let f = frames(grid, ["big", "top", "trailing", "alsoTrailing", "anchored"])
        #expect(f["top"]!.minY == f["big"]!.minY, "a top-aligned row")
        #expect(f["trailing"]!.maxX == f["big"]!.maxX, "the column aligns trailing")
        #expect(f["alsoTrailing"]!.maxX == f["big"]!.maxX, "every cell of it")
        #expect(f["anchored"]!.minX == f["big"]!.maxX, "the anchor puts the cell at its leading edge")
    }

    @Test func gridLayoutIsAGrid() {
        let layout = GridLayout(horizontalSpacing: 4)
        let view = layout {
            GridRow {
                Color.red.frame(width: 30, height: 10).accessibilityIdentifier("a")
                Color.green.frame(width: 30, height: 10).accessibilityIdentifier("b")
            }
        }
        let f = frames(view, ["a", "b"])
        #expect(f["b"]!.minX - f["a"]!.maxX == 4)
    }

    struct Rank: LayoutValueKey { static let defaultValue = 0 }

    /// Places its subviews left to right by rank, lowest first.
    struct Ranked: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: CGFloat(subviews.count) * 20, height: 20)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let order = subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] }
            for (slot, index) in order.enumerated() {
                subviews[index].place(at: CGPoint(x: bounds.minX + CGFloat(slot) * 20, y: bounds.minY), proposal: ProposedViewSize(width: 20, height: 20))
            }
        }
    }

    @Test func anAppsLayoutReadsLayoutValues() {
        struct Screen: View {
            @State var flip = false
            var body: some View {
                VStack {
                    Ranked {
                        Color.red.layoutValue(key: Rank.self, value: flip ? 1 : 3).accessibilityIdentifier("three")
                        // Set inside a padding: the value still reaches the layout.
                        Color.green.layoutValue(key: Rank.self, value: 2).padding(0).accessibilityIdentifier("two")
                        Color.blue.accessibilityIdentifier("default")
                    }
                    Button("Flip") { flip.toggle() }.accessibilityIdentifier("flip")
                }
            }
        }
        let host = HeadlessHost(rootView: Screen(), width: 300, height: 200)
        host.renderFrame()
        let start = host.frame(of: "default")!.minX
        #expect(host.frame(of: "two")!.minX == start + 20)
        #expect(host.frame(of: "three")!.minX == start + 40)
        host.tap("flip")
        host.renderFrame()
        #expect(host.frame(of: "three")!.minX == start + 20, "a changed value lays the container out again")
        #expect(host.frame(of: "two")!.minX == start + 40)
    }

    @Test func aValueInsideAContainerDoesNotReachTheOuterLayout() {
        let view = Ranked {
            VStack { Color.red.layoutValue(key: Rank.self, value: 5) }.accessibilityIdentifier("stack")
            Color.green.layoutValue(key: Rank.self, value: 1).accessibilityIdentifier("one")
        }
        let f = frames(view, ["stack", "one"])
        #expect(f["stack"]!.minX < f["one"]!.minX, "the stack's child's value is the stack's own layout's, not the outer's")
    }

    @Test func aStackOrientedLayoutOrientsItsDividers() {
        struct Column: Layout {
            static var layoutProperties: LayoutProperties {
                var properties = LayoutProperties()
                properties.stackOrientation = .vertical
                return properties
            }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 100, height: 100)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(width: 100, height: 100)) }
            }
        }
        let f = frames(HStack { Column { Divider().accessibilityIdentifier("divider") } }, ["divider"])
        #expect(f["divider"]!.height == 1 && f["divider"]!.width == 100, "a horizontal rule, as in a VStack: \(f["divider"]!)")
    }
}
