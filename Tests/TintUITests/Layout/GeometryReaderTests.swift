import Testing
import TintUI

/// `GeometryReader`: content built from the reader's size and position, rebuilt when they change.
@MainActor
@Suite struct GeometryReaderTests {
    struct Halves: View {
        var body: some View {
            GeometryReader { proxy in
                HStack(spacing: 0) {
                    Color.red.frame(width: proxy.size.width / 2).accessibilityIdentifier("half")
                    Color.blue.accessibilityIdentifier("rest")
                }
            }
        }
    }

    @Test func contentSeesTheReadersSizeInTheFirstFrame() throws {
        let host = HeadlessHost(rootView: Halves(), width: 300, height: 100)
        host.renderFrame()
        #expect(try #require(host.frame(of: "half")).width == 150)
        #expect(host.pixel(x: 10, y: 50) == RGBA8(Color.red))
        #expect(host.pixel(x: 160, y: 50) == RGBA8(Color.blue))
    }

    @Test func readerTakesTheProposalAndPlacesContentTopLeading() throws {
        let view = GeometryReader { _ in Color.green.frame(width: 20, height: 10).accessibilityIdentifier("c") }
            .accessibilityIdentifier("reader")
            .frame(width: 200, height: 80)
        let host = HeadlessHost(rootView: view, width: 300, height: 100)
        host.renderFrame()
        let reader = try #require(host.frame(of: "reader"))
        #expect(reader == CGRect(x: 50, y: 10, width: 200, height: 80))
        #expect(try #require(host.frame(of: "c")) == CGRect(x: 50, y: 10, width: 20, height: 10))
    }

    struct Resizable: View {
        @State var width: CGFloat = 100
        var body: some View {
            VStack(spacing: 0) {
                Button("grow") { width = 240 }.accessibilityIdentifier("grow")
                GeometryReader { proxy in
                    Text("\(Int(proxy.size.width)) at \(Int(proxy.frame(in: .global).minX)), local \(Int(proxy.frame(in: .local).minX))")
                        .accessibilityIdentifier("label")
                }
                .frame(width: width, height: 30)
            }
        }
    }

    /// A new frame for the reader rebuilds its content in the same frame.
    @Test func contentFollowsAResize() throws {
        let host = HeadlessHost(rootView: Resizable(), width: 400, height: 100)
        host.renderFrame()
        #expect(try #require(host.frame(of: "label")).minX == 150)
        host.tap("grow")
        let report = host.renderFrame()
        #expect(report.warnings.isEmpty)
        // The reader moved to x 80 and is 240 wide; its label was built again from that.
        #expect(try #require(host.frame(of: "label")).minX == 80)
        #expect(host.bodyEvaluationCount(of: Resizable.self) == 2)
    }

    /// Readers nested in readers, each sized from the one around it: each level learns its
    /// size one pass after its parent. Twelve levels need more passes than a frame takes: the
    /// frame stops with a warning, and the next frame carries on until the layout settles.
    struct Nested: View {
        let depth: Int
        var body: some View {
            if depth == 0 {
                Color.gray.accessibilityIdentifier("leaf")
            } else {
                GeometryReader { proxy in
                    AnyView(Nested(depth: depth - 1)).frame(width: Swift.max(1, proxy.size.width - 10), alignment: .leading)
                }
            }
        }
    }

    @Test func passesPerFrameAreBoundedAndTheNextFrameCarriesOn() throws {
        let host = HeadlessHost(rootView: Nested(depth: 12), width: 400, height: 50)
        let first = host.renderFrame()
        #expect(first.warnings.contains { $0.contains("layout did not settle") })
        let second = host.renderFrame()
        #expect(second.warnings.isEmpty)
        #expect(try #require(host.frame(of: "leaf")).width == 400 - 12 * 10)
        // Settled: an idle frame does nothing.
        #expect(host.renderFrame().repaintedPixels == 0)
    }

    /// State read only inside the reader's closure is tracked for the reader: a write builds
    /// the content again, without running the enclosing body.
    @Test func stateReadInTheClosureRebuildsTheContent() throws {
        struct Labelled: View {
            @State var label = "short"
            var body: some View {
                VStack {
                    Button("lengthen") { label = "a much longer label" }.accessibilityIdentifier("lengthen")
                    GeometryReader { _ in Text(label).accessibilityIdentifier("label") }.frame(height: 20)
                }
            }
        }
        let host = HeadlessHost(rootView: Labelled(), width: 300, height: 80)
        host.renderFrame()
        let before = try #require(host.frame(of: "label")).width
        host.tap("lengthen")
        let report = host.renderFrame()
        #expect(report.bodyEvaluations["Labelled"] == nil)
        #expect(try #require(host.frame(of: "label")).width > before)
    }
}
