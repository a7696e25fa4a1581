import Observation
import Testing
import TintDemoScenes
import TintUI

/// What the tapper's last body saw.
@MainActor
private final class Seen {
    var taps: Int?
}

private struct Tapper: View {
    let seen: Seen
    @State var taps = 0
    var body: some View {
        seen.taps = taps
        return Button("Taps \(taps)") { taps += 1 }.accessibilityIdentifier("tapper")
    }
}

private struct Switching: View {
    let seen: Seen
    @State var vertical = false
    var body: some View {
        let layout = vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
        return VStack {
            Button("Flip") { vertical.toggle() }.accessibilityIdentifier("flip")
            layout {
                Tapper(seen: seen)
                Color.blue.frame(width: 30, height: 30).accessibilityIdentifier("square")
            }
        }
    }
}

/// RULES 3.8: an app-defined `Layout` used as a container, and `AnyLayout`.
@MainActor
@Suite struct CustomLayoutTests {
    @Test func rule3_8_anAppLayoutPlacesItsChildren() throws {
        let view = FlowLayout(spacing: 4) {
            ForEach(0..<5) { index in Color.red.frame(width: 40, height: 20).accessibilityIdentifier("item\(index)") }
        }
        .frame(width: 100)
        let host = HeadlessHost(rootView: view, width: 200, height: 200)
        host.renderFrame()
        let frames = try (0..<5).map { try #require(host.frame(of: "item\($0)")) }
        // Two per row in 100 points (40 + 4 + 40), three rows.
        #expect(frames[1].minX - frames[0].minX == 44 && frames[1].minY == frames[0].minY)
        #expect(frames[2].minX == frames[0].minX && frames[2].minY - frames[0].minY == 24)
        #expect(frames[4].minY - frames[0].minY == 48)
    }

    @Test func rule3_8_anyLayoutKeepsChildrenWhenItsLayoutChanges() throws {
        let seen = Seen()
        let host = HeadlessHost(rootView: Switching(seen: seen), width: 300, height: 200)
        host.renderFrame()
        host.tap("tapper")
        host.renderFrame()
        let tapper = try #require(host.frame(of: "tapper")), square = try #require(host.frame(of: "square"))
        #expect(square.minX > tapper.maxX)  // side by side
        host.tap("flip")
        host.renderFrame()
        let tapper2 = try #require(host.frame(of: "tapper")), square2 = try #require(host.frame(of: "square"))
        #expect(square2.minY > tapper2.maxY)  // one above the other
        // The child kept its state: a second tap counts 2, not 1.
        host.tap("tapper")
        host.renderFrame()
        #expect(seen.taps == 2)
    }

    /// `Layout.spacing`: an app layout that wants 30 points around itself gets them from a stack
    /// with no explicit spacing (the larger preference of two neighbours wins); an explicit
    /// spacing overrides it, and ordinary neighbours keep Tint's 8.
    @Test func rule3_8_layoutSpacingSetsTheGapInAStack() throws {
        struct Roomy: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 10, height: 10) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing(30) }
        }
        func frames(_ spacing: CGFloat?) throws -> [CGRect] {
            let view = HStack(spacing: spacing) {
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a")
                Roomy { EmptyView() }.accessibilityIdentifier("roomy")
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("b")
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("c")
            }
            let host = HeadlessHost(rootView: view, width: 300, height: 50)
            host.renderFrame()
            return try ["a", "roomy", "b", "c"].map { try #require(host.frame(of: $0)) }
        }
        var f = try frames(nil)
        #expect(f[1].minX - f[0].maxX == 30 && f[2].minX - f[1].maxX == 30 && f[3].minX - f[2].maxX == 8)
        f = try frames(2)
        #expect(f[1].minX - f[0].maxX == 2 && f[3].minX - f[2].maxX == 2)
        #expect(ViewSpacing(4).union(ViewSpacing(9), edges: .leading).distance(to: .zero, along: .vertical) == 4)
        #expect(ViewSpacing().distance(to: ViewSpacing(-3), along: .horizontal) == 8)
    }

    /// RULES 3.8, as SwiftUI: a layout's cache is made once and updated only when its
    /// subviews change (here: a child's text grows), not before every call; frames that change
    /// nothing below the layout leave it alone.
    @Test func rule3_8_layoutCacheIsUpdatedOnlyWhenSubviewsChange() throws {
        let counts = CacheCounts()
        let model = LabelModel()
        let host = HeadlessHost(rootView: Cached(counts: counts, model: model), width: 300, height: 200)
        host.renderFrame()
        #expect(counts.made == 1)
        #expect(counts.updated == 0)
        #expect(counts.sized > 0)
        // A frame with nothing changed below the layout.
        model.other += 1
        host.renderFrame()
        #expect(counts.made == 1)
        #expect(counts.updated == 0)
        // A child answers another size: one update, then the cache serves the new sizes.
        model.label = "a much longer label"
        host.renderFrame()
        #expect(counts.made == 1)
        #expect(counts.updated == 1)
        let label = try #require(host.frame(of: "label"))
        #expect(label.width == counts.lastCachedWidth)
    }

    /// As SwiftUI: a container rebuilt with a new layout value keeps its cache, updated once.
    @Test func rule3_8_newLayoutValueKeepsAndUpdatesTheCache() {
        let counts = CacheCounts()
        let model = LabelModel()
        let host = HeadlessHost(rootView: Retagged(counts: counts, model: model), width: 300, height: 200)
        host.renderFrame()
        #expect(counts.made == 1 && counts.updated == 0)
        model.other += 1
        host.renderFrame()
        #expect(counts.made == 1)
        #expect(counts.updated == 1)
    }
}

/// A container whose layout value changes with the model.
private struct Retagged: View {
    let counts: CacheCounts
    let model: LabelModel
    var body: some View {
        WidthCachingRow(counts: counts, tag: model.other) { Text("fixed") }
    }
}

@MainActor
private final class CacheCounts {
    var made = 0, updated = 0, sized = 0
    var lastCachedWidth: CGFloat = -1
}

@MainActor
@Observable
private final class LabelModel {
    var label = "short"
    var other = 0
}

/// A layout whose cache holds its first child's ideal width, counting what the runner asks.
private struct WidthCachingRow: Layout {
    let counts: CacheCounts
    /// A value the container is rebuilt with (it changes the layout value, nothing else).
    var tag = 0

    func makeCache(subviews: Subviews) -> CGFloat {
        counts.made += 1
        return subviews.first?.sizeThatFits(.unspecified).width ?? 0
    }

    func updateCache(_ cache: inout CGFloat, subviews: Subviews) {
        counts.updated += 1
        cache = subviews.first?.sizeThatFits(.unspecified).width ?? 0
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CGFloat) -> CGSize {
        counts.sized += 1
        counts.lastCachedWidth = cache
        return CGSize(width: cache, height: 20)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CGFloat) {
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(width: cache, height: 20))
    }
}

/// The layout's body runs once: the label and the other text read the model themselves.
private struct Cached: View {
    let counts: CacheCounts
    let model: LabelModel
    var body: some View {
        VStack {
            WidthCachingRow(counts: counts) { Label(model: model) }
            Other(model: model)
        }
    }

    struct Label: View {
        let model: LabelModel
        var body: some View { Text(model.label).accessibilityIdentifier("label") }
    }

    struct Other: View {
        let model: LabelModel
        var body: some View { Text("\(model.other)") }
    }
}
