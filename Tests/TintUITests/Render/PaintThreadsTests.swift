import Foundation
import Testing
import TintDemoScenes
import TintUI

/// Many shapes and labels over a whole window: enough work for a repaint to be shared.
private struct BusyWindow: View {
    @State var count = 0

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(0..<400, id: \.self) { index in
                card(index)
            }
            ForEach(0..<300, id: \.self) { index in
                Text("Label \(index)").offset(x: CGFloat((index * 131) % 1180), y: CGFloat((index * 47) % 780))
            }
            Button("Count \(count)") { count += 1 }.accessibilityIdentifier("count")
        }
        .frame(width: 1280, height: 800, alignment: .topLeading)
    }

    private func card(_ index: Int) -> some View {
        let hue = Double(index % 37) / 37
        let width = 60 + CGFloat(index % 7) * 20, height = 30 + CGFloat(index % 5) * 12
        let x = CGFloat((index * 97) % 1200), y = CGFloat((index * 61) % 760)
        return RoundedRectangle(cornerRadius: 6)
            .fill(Color(hue: hue, saturation: 0.6, brightness: 0.9).opacity(0.8))
            .frame(width: width, height: height)
            .offset(x: x, y: y)
    }
}

/// Groups nested a hundred deep (each fades its content), with a blur and a shadow inside.
private struct NestedGroups: View {
    var body: some View {
        var view = AnyView(
            RoundedRectangle(cornerRadius: 20).fill(.blue).frame(width: 900, height: 600)
                .shadow(color: .black.opacity(0.5), radius: 8, x: 4, y: 6)
                .overlay(Text("Deep").font(.largeTitle).blur(radius: 2))
        )
        for level in 0..<100 {
            view = AnyView(view.padding(1).opacity(level % 2 == 0 ? 0.99 : 0.98))
        }
        return view.frame(width: 1280, height: 800)
    }
}

/// A large repaint is shared between threads (`HostOptions.paintThreads`) and gives exactly the
/// pixels drawn on one thread; small damage is drawn on one.
@MainActor
@Suite struct PaintThreadsTests {
    private static func differingPixels(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        let count = a.stride * a.height
        return (0..<count).reduce(0) { $0 + (a.pixels[$1] != b.pixels[$1] ? 1 : 0) }
    }

    private static func render(_ host: HeadlessHost, threads: Int) -> FrameReport {
        host.options.paintThreads = threads
        host.currentDate = DemoSceneGoldenTests.clock
        return host.renderFrame()
    }

    /// Every demo scene in a large window: drawn by 2 and 4 threads, the pixels of one (a
    /// scene with little to draw is recorded and then drawn on one).
    @Test(arguments: ["animation", "articles", "controls", "gallery", "world-text", "notes", "people", "dashboard", "layout", "explain", "counter", "property-kinds", "cascade", "custom-equality"])
    func everySceneIsDrawnTheSameOnSeveralThreads(name: String) throws {
        let scene = try #require(DemoScene.named(name))
        let one = scene.makeHost(width: 1280, height: 800)
        #expect(Self.render(one, threads: 1).paintThreads == 1)
        for threads in [2, 4] {
            let many = scene.makeHost(width: 1280, height: 800)
            _ = Self.render(many, threads: threads)
            #expect(Self.differingPixels(one.pixelBuffer, many.pixelBuffer) == 0, "\(name), \(threads) threads")
        }
    }

    @Test func aBusyWindowIsSharedAndSmallDamageIsNot() {
        let one = HeadlessHost(rootView: BusyWindow(), width: 1280, height: 800)
        #expect(Self.render(one, threads: 1).paintThreads == 1)
        let many = HeadlessHost(rootView: BusyWindow(), width: 1280, height: 800)
        let first = Self.render(many, threads: 2)
        #expect(first.paintThreads == 2)
        #expect(Self.differingPixels(one.pixelBuffer, many.pixelBuffer) == 0)
        // A button's new title: small damage, drawn as it is walked.
        many.tap("count")
        let tap = many.renderFrame()
        #expect(tap.repaintedPixels > 0 && tap.repaintedPixels < 256 * 1024)
        #expect(tap.paintThreads == 1)
        #expect(Self.differingPixels(many.pixelBuffer, many.fullRepaint()) == 0)
        // The whole window again (`repaint`): shared, and the same pixels.
        many.repaint([CGRect(x: 0, y: 0, width: 1280, height: 800)])
        #expect(Self.differingPixels(many.pixelBuffer, many.fullRepaint()) == 0)
    }

    /// Layers nested a hundred deep are drawn on the calling thread (a worker's stack is
    /// smaller), and the same as on one thread.
    @Test func deeplyNestedGroupsAreDrawnTheSame() {
        let one = HeadlessHost(rootView: NestedGroups(), width: 1280, height: 800)
        _ = Self.render(one, threads: 1)
        let many = HeadlessHost(rootView: NestedGroups(), width: 1280, height: 800)
        _ = Self.render(many, threads: 4)
        #expect(Self.differingPixels(one.pixelBuffer, many.pixelBuffer) == 0)
    }

    /// A window of canvases (layers, shadows, clips, turned text) recorded and drawn by threads:
    /// the pixels of one thread.
    @Test func canvasesAreDrawnTheSame() {
        func window() -> some View {
            LazyVGrid(columns: Array(repeating: GridItem(.fixed(240), spacing: 0), count: 5), spacing: 0) {
                ForEach(0..<30, id: \.self) { _ in CanvasSample().frame(width: 240, height: 120) }
            }
            .frame(width: 1280, height: 800, alignment: .topLeading)
        }
        let one = HeadlessHost(rootView: window(), width: 1280, height: 800)
        _ = Self.render(one, threads: 1)
        let many = HeadlessHost(rootView: window(), width: 1280, height: 800)
        #expect(Self.render(many, threads: 4).paintThreads == 4)
        #expect(Self.differingPixels(one.pixelBuffer, many.pixelBuffer) == 0)
    }
}
