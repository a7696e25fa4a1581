import Foundation
import Testing
import TintUI

/// Named coordinate spaces and `.scrollView`, `GeometryProxy.frame(in:)` and `bounds(of:)`,
/// `onGeometryChange`, `containerRelativeFrame`, `visualEffect` and `layoutDirectionBehavior`.
@MainActor
@Suite struct CoordinateSpaceTests {
    @Test func aReaderMeasuresItselfInANamedSpace() {
        let view = VStack(spacing: 0) {
            Color.clear.frame(height: 30)
            VStack(spacing: 0) {
                Color.clear.frame(height: 20)
                GeometryReader { proxy in
                    let named = proxy.frame(in: .named("box"))
                    let legacy = proxy.frame(in: CoordinateSpace.named("box"))
                    let bounds = proxy.bounds(of: .named("box"))
                    let missing = proxy.bounds(of: .named("nowhere"))
                    Text("\(Int(named.minY)) \(Int(legacy.minY)) \(Int(proxy.frame(in: .global).minY)) \(Int(bounds?.minY ?? 999)) \(missing == nil)")
                }
                .frame(height: 40)
            }
            .coordinateSpace(.named("box"))
        }
        let host = HeadlessHost(rootView: view.frame(maxHeight: .infinity, alignment: .top), width: 200, height: 200)
        host.renderFrame()
        host.renderFrame()
        // 20 below the named box, 50 below the window; the box's top is 20 above the reader.
        #expect(host.texts() == ["20 20 50 -20 true"], "\(host.texts())")
    }

    @Test func theOlderNameFormAndTheInnermostName() {
        let view = VStack(spacing: 0) {
            Color.clear.frame(height: 10)
            VStack(spacing: 0) {
                Color.clear.frame(height: 5)
                GeometryReader { proxy in Text("\(Int(proxy.frame(in: .named("s")).minY))") }.frame(height: 20)
            }
            .coordinateSpace(name: "s")
        }
        .coordinateSpace(name: "s")
        let host = HeadlessHost(rootView: view.frame(maxHeight: .infinity, alignment: .top), width: 200, height: 200)
        host.renderFrame()
        host.renderFrame()
        #expect(host.texts() == ["5"], "the innermost space of a name wins: \(host.texts())")
    }

    @Test func theScrollViewSpaceMovesWithScrolling() {
        let view = ScrollView {
            VStack(spacing: 0) {
                Color.clear.frame(height: 100)
                GeometryReader { proxy in Text("y \(Int(proxy.frame(in: .scrollView).minY))") }.frame(height: 20)
                Color.clear.frame(height: 400)
            }
        }
        .frame(height: 200)
        .accessibilityIdentifier("scroller")
        let host = HeadlessHost(rootView: VStack(spacing: 0) { Color.clear.frame(height: 50); view }.frame(maxHeight: .infinity, alignment: .top),
                                width: 200, height: 300)
        host.renderFrame()
        host.renderFrame()
        #expect(host.texts() == ["y 100"], "\(host.texts())")
        host.scroll("scroller", by: CGSize(width: 0, height: 60))
        host.renderFrame()
        host.renderFrame()
        #expect(host.texts() == ["y 40"], "\(host.texts())")
    }

    @Test func onGeometryChangeReportsTheFirstValueAndChanges() {
        struct Screen: View {
            @State var wide = false
            @State var reports: [String] = []
            var body: some View {
                VStack {
                    Color.red.frame(width: wide ? 120 : 60, height: 10)
                        .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { old, new in
                            reports.append("\(Int(old))→\(Int(new))")
                        }
                    Button("Widen") { wide = true }.accessibilityIdentifier("widen")
                    Text(reports.joined(separator: ",")).accessibilityIdentifier("reports")
                }
            }
        }
        let host = HeadlessHost(rootView: Screen(), width: 300, height: 200)
        host.renderFrame()
        host.renderFrame()
        #expect(host.texts().contains("60→60"), "the first value: \(host.texts())")
        host.tap("widen")
        host.renderFrame()
        host.renderFrame()
        #expect(host.texts().contains("60→60,60→120"), "\(host.texts())")
        host.renderFrame()
        #expect(host.texts().contains("60→60,60→120"), "an unchanged value reports nothing")
    }

    @Test func containerRelativeFrameFollowsTheWindowAndTheScrollView() {
        let window = HeadlessHost(rootView: Color.red.containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10)
            .frame(height: 10).accessibilityIdentifier("part"), width: 430, height: 100)
        window.renderFrame()
        window.renderFrame()
        // Four parts of (430 - 30) / 4 = 100; three of them and two gaps: 320.
        #expect(window.frame(of: "part")?.width == 320)
        window.resize(width: 230, height: 100)
        window.renderFrame()
        window.renderFrame()
        #expect(window.frame(of: "part")?.width == 170, "(230 - 30) / 4 * 3 + 20")

        let pages = ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<3) { page in
                    Color.blue.containerRelativeFrame(.horizontal).accessibilityIdentifier("page-\(page)")
                }
            }
        }
        .frame(width: 150, height: 50)
        let host = HeadlessHost(rootView: pages, width: 400, height: 100)
        host.renderFrame()
        host.renderFrame()
        #expect(host.frame(of: "page-0")?.width == 150, "a page is the viewport's width")
        #expect(host.frame(of: "page-1")?.minX == (host.frame(of: "page-0")?.minX ?? 0) + 150)
        let closure = HeadlessHost(rootView: Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
            axis == .horizontal ? length * 0.5 : length / 4
        }.accessibilityIdentifier("half"), width: 300, height: 200)
        closure.renderFrame()
        closure.renderFrame()
        #expect(closure.frame(of: "half")?.size == CGSize(width: 150, height: 50))
    }

    @Test func aBadContainerLengthKeepsTheViewsOwnSize() {
        let host = HeadlessHost(rootView: Color.red.frame(width: 40).containerRelativeFrame(.horizontal) { _, _ in .nan }
            .accessibilityIdentifier("v"), width: 300, height: 100)
        let first = host.renderFrame()
        host.renderFrame()
        #expect(host.frame(of: "v")?.width == 40)
        #expect(first.warnings.contains { $0.contains("containerRelativeFrame") }, "\(first.warnings)")
    }

    @Test func aVisualEffectReadsTheGeometryWithoutMovingTheLayout() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.clear.frame(height: 80)
            Color.red.frame(width: 20, height: 20)
                .visualEffect { content, proxy in content.offset(x: proxy.frame(in: .global).minY) }
                .accessibilityIdentifier("moved")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let host = HeadlessHost(rootView: view, width: 200, height: 200)
        host.renderFrame()
        host.renderFrame()
        #expect(host.frame(of: "moved")?.minX == 0, "the layout frame stays")
        let red = host.pixel(x: 90, y: 90), clear = host.pixel(x: 10, y: 90)
        #expect(red.r > 200 && red.g < 100, "drawn 80 points to the right (its global minY)")
        #expect(!(clear.r > 200 && clear.g < 100))
    }

    /// Fills the left half of its frame: a shape layout does not mirror.
    struct LeftHalf: Shape {
        func path(in rect: CGRect) -> Path { Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width / 2, height: rect.height)) }
    }

    @Test(arguments: [(LayoutDirection.leftToRight, LayoutDirectionBehavior.mirrors, true),
                      (.rightToLeft, .mirrors, false),
                      (.rightToLeft, .fixed, true),
                      (.leftToRight, .mirrors(in: .leftToRight), false)])
    func aMirroringViewFlipsInItsDirection(direction: LayoutDirection, behavior: LayoutDirectionBehavior, leftIsRed: Bool) {
        let view = LeftHalf().fill(Color.red).frame(width: 20, height: 10).layoutDirectionBehavior(behavior)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .environment(\.layoutDirection, direction)
        let host = HeadlessHost(rootView: view, width: 40, height: 40)
        host.renderFrame()
        // Right to left, the frame sits at the trailing (right) edge of the window.
        let originX = direction == .rightToLeft ? 20 : 0
        let left = host.pixel(x: originX + 3, y: 5), right = host.pixel(x: originX + 16, y: 5)
        #expect((left.r > 200 && left.g < 100) == leftIsRed, "left \(left)")
        #expect((right.r > 200 && right.g < 100) == !leftIsRed, "right \(right)")
    }
}
