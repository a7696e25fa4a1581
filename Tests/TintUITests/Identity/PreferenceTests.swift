import Foundation
import Testing
import TintUI

/// Preferences (RULES 1.12): values written below, combined by the key's `reduce`, read above by
/// `onPreferenceChange` and `overlayPreferenceValue`; anchors resolved after layout.
struct TallestKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

struct CountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

struct BoundsKey: PreferenceKey {
    static let defaultValue: [String: Anchor<CGRect>] = [:]
    static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

@MainActor
final class PreferenceLog {
    var values: [CGFloat] = []
}

@MainActor
@Suite struct PreferenceTests {
    struct Heights: View {
        @State var third: CGFloat = 30
        @State var tallest: CGFloat = -1
        let log: PreferenceLog
        var body: some View {
            VStack {
                Text("a").preference(key: TallestKey.self, value: 10)
                Text("b").preference(key: TallestKey.self, value: 25)
                Text("c").preference(key: TallestKey.self, value: third)
                Button("grow") { third = 40 }.accessibilityIdentifier("grow")
                Button("same") { third = 20 }.accessibilityIdentifier("same")
            }
            .onPreferenceChange(TallestKey.self) { value in
                log.values.append(value)
                tallest = value
            }
            .overlay { Text("tallest").accessibilityIdentifier("tallest-\(Int(tallest))") }
        }
    }

    @Test func onPreferenceChangeHearsTheReducedValueFirstAndOnEachChange() throws {
        let log = PreferenceLog()
        let host = HeadlessHost(rootView: Heights(log: log), width: 300, height: 300)
        host.renderFrame()
        host.renderFrame()
        #expect(log.values == [30])
        #expect(host.frame(of: "tallest-30") != nil)
        host.tap("grow")
        host.renderFrame()
        host.renderFrame()
        #expect(log.values == [30, 40])
        #expect(host.frame(of: "tallest-40") != nil)
        // The third value drops below the second: the maximum is 25, a change.
        host.tap("same")
        host.renderFrame()
        host.renderFrame()
        #expect(log.values == [30, 40, 25])
    }

    @Test func anUnchangedValueRunsNoActionAndNoBody() throws {
        struct Root: View {
            @State var unrelated = 0
            let log: PreferenceLog
            var body: some View {
                VStack {
                    Text("\(unrelated)").preference(key: TallestKey.self, value: 5)
                    Button("bump") { unrelated += 1 }.accessibilityIdentifier("bump")
                }
                .onPreferenceChange(TallestKey.self) { log.values.append($0) }
            }
        }
        let log = PreferenceLog()
        let host = HeadlessHost(rootView: Root(log: log), width: 300, height: 200)
        host.renderFrame()
        host.tap("bump")
        host.renderFrame()
        #expect(log.values == [5])
    }

    @Test func withoutWritersTheReaderSeesTheDefault() throws {
        let log = PreferenceLog()
        let host = HeadlessHost(rootView: Text("x").onPreferenceChange(TallestKey.self) { log.values.append($0) }, width: 200, height: 100)
        host.renderFrame()
        #expect(log.values == [0])
    }

    @Test func transformPreferenceChangesWhatTheSubtreeWroteAndPreferenceReplacesIt() throws {
        let root = VStack {
            Text("a").transformPreference(CountKey.self) { $0 += 1 }
            Text("b").transformPreference(CountKey.self) { $0 += 1 }
            // Replaces the 100 written inside it.
            VStack { Text("c").preference(key: CountKey.self, value: 100) }
                .preference(key: CountKey.self, value: 3)
        }
        .overlayPreferenceValue(CountKey.self, alignment: .topLeading) { count in
            Text("n").accessibilityIdentifier("count-\(count)")
        }
        let host = HeadlessHost(rootView: root, width: 300, height: 200)
        host.renderFrame()
        #expect(host.frame(of: "count-5") != nil)
    }

    @Test func valuesCombineInTreeOrderAndFollowInsertedRows() throws {
        struct Root: View {
            @State var names = ["a", "b"]
            var body: some View {
                VStack {
                    ForEach(names, id: \.self) { name in
                        Text(name).preference(key: NamesKey.self, value: [name])
                    }
                    Button("add") { names.insert("z", at: 1) }.accessibilityIdentifier("add")
                }
                .backgroundPreferenceValue(NamesKey.self) { names in
                    Color.clear.accessibilityIdentifier("names-" + names.joined(separator: ","))
                }
            }
        }
        let host = HeadlessHost(rootView: Root(), width: 300, height: 200)
        host.renderFrame()
        #expect(host.frame(of: "names-a,b") != nil)
        host.tap("add")
        host.renderFrame()
        #expect(host.frame(of: "names-a,z,b") != nil)
    }

    @Test func anAnchorIsTheWritersFrameInTheReadersCoordinates() throws {
        struct Root: View {
            @State var wide = false
            var body: some View {
                VStack(spacing: 0) {
                    Color.gray.frame(height: 40)
                    HStack(spacing: 0) {
                        Color.gray.frame(width: 30)
                        Color.blue.frame(width: wide ? 80 : 50, height: 20)
                            .anchorPreference(key: BoundsKey.self, value: .bounds) { ["blue": $0] }
                            .accessibilityIdentifier("blue")
                    }
                    Button("widen") { wide = true }.accessibilityIdentifier("widen")
                }
                .overlayPreferenceValue(BoundsKey.self) { anchors in
                    GeometryReader { proxy in
                        if let anchor = anchors["blue"] {
                            let rect = proxy[anchor]
                            Rectangle().stroke(.red, lineWidth: 2)
                                .frame(width: rect.width, height: rect.height)
                                .accessibilityIdentifier("highlight")
                                .position(x: rect.midX, y: rect.midY)
                        }
                    }
                }
            }
        }
        let host = HeadlessHost(rootView: Root(), width: 300, height: 200)
        host.renderFrame()
        let blue = try #require(host.frame(of: "blue"))
        #expect(blue.width == 50)
        #expect(host.frame(of: "highlight") == blue)
        host.tap("widen")
        host.renderFrame()
        let wider = try #require(host.frame(of: "blue"))
        #expect(wider.width == 80)
        #expect(host.frame(of: "highlight") == wider)
        // The red stroke runs along the blue view's top edge; the blue shows inside it.
        let top = Int(wider.minY), middle = Int(wider.midX)
        #expect(host.pixel(x: middle, y: top) != host.pixel(x: middle, y: top + 8))
    }

    @Test func pointAnchorsAndAnchorSourcesOfArrays() throws {
        // Read in the reader's coordinates through a GeometryReader.
        struct Reader: View {
            @State var points: [CGPoint] = []
            var body: some View {
                Color.blue.frame(width: 100, height: 60)
                    .anchorPreference(key: AnchorsKey.self, value: Anchor<[CGPoint]>.Source([.topLeading, .center, .point(CGPoint(x: 10, y: 5))])) { $0 }
                    .padding(20)
                    .overlayPreferenceValue(AnchorsKey.self) { anchor in
                        GeometryReader { proxy in
                            let points = anchor.map { proxy[$0] } ?? []
                            Text("p").accessibilityIdentifier(points.map { "\(Int($0.x)),\(Int($0.y))" }.joined(separator: " "))
                        }
                    }
            }
        }
        let host = HeadlessHost(rootView: Reader(), width: 140, height: 100)
        host.renderFrame()
        #expect(host.frame(of: "20,20 70,50 30,25") != nil)
    }

    @Test func aDecorationThatWritesWhatItReadsStopsWithAWarning() throws {
        let root = Text("x")
            .overlayPreferenceValue(CountKey.self) { count in
                Text("\(count)").transformPreference(CountKey.self) { $0 += count + 1 }
            }
        let host = HeadlessHost(rootView: root, width: 200, height: 100)
        let report = host.renderFrame()
        #expect(report.warnings.contains { $0.contains("Preferences still changed") })
    }
}

struct AnchorsKey: PreferenceKey {
    static let defaultValue: Anchor<[CGPoint]>? = nil
    static func reduce(value: inout Anchor<[CGPoint]>?, nextValue: () -> Anchor<[CGPoint]>?) { value = nextValue() ?? value }
}
