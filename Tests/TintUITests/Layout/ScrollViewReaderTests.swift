import Testing
import TintUI

/// `ScrollViewReader` and `ScrollViewProxy.scrollTo`: the scroll view around the view an id
/// names scrolls so that the view shows, lined up by the anchor or moved as little as needed.
@MainActor
@Suite struct ScrollViewReaderTests {
    /// Fifty 20-point rows in a 100-point viewport at y 0, and buttons that scroll.
    struct Rows: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    HStack {
                        Button("top") { proxy.scrollTo(30, anchor: .top) }.accessibilityIdentifier("to-30-top")
                        Button("near") { proxy.scrollTo(45) }.accessibilityIdentifier("to-45")
                        Button("centre") { proxy.scrollTo("footer", anchor: .center) }.accessibilityIdentifier("to-footer")
                        Button("none") { proxy.scrollTo("nowhere") }.accessibilityIdentifier("to-nowhere")
                    }
                    .frame(height: 40)
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<50, id: \.self) { row in
                                Text("Row \(row)").frame(maxWidth: .infinity).frame(height: 20).accessibilityIdentifier("row-\(row)")
                            }
                            Color.green.frame(height: 10).id("footer").accessibilityIdentifier("footer")
                        }
                    }
                    .frame(height: 100)
                    .accessibilityIdentifier("viewport")
                }
            }
        }
    }

    @Test func scrollToLinesUpTheAnchorOrMovesAsLittleAsNeeded() throws {
        let host = HeadlessHost(rootView: Rows(), width: 400, height: 140)
        host.renderFrame()
        let viewport = try #require(host.frame(of: "viewport"))
        #expect(host.frame(of: "row-0")?.minY == viewport.minY)

        host.tap("to-30-top")
        host.renderFrame()
        #expect(host.frame(of: "row-30")?.minY == viewport.minY)

        // Row 45 is below the viewport: it comes up to its bottom edge, no further.
        host.tap("to-45")
        host.renderFrame()
        #expect(host.frame(of: "row-45")?.maxY == viewport.maxY)
        // Already whole in view: nothing moves.
        let before = host.frame(of: "row-45")
        host.tap("to-45")
        host.renderFrame()
        #expect(host.frame(of: "row-45") == before)

        // An `.id(_:)` names a view too; its centre lines up with the viewport's, as far as the
        // content allows (the footer is last: the content's end meets the viewport's).
        host.tap("to-footer")
        host.renderFrame()
        #expect(host.frame(of: "footer")?.maxY == viewport.maxY)
    }

    @Test func anIdNoViewHasWarnsAndScrollsNothing() throws {
        let host = HeadlessHost(rootView: Rows(), width: 400, height: 140)
        host.renderFrame()
        host.tap("to-nowhere")
        let report = host.renderFrame()
        #expect(report.warnings.contains { $0.contains("no view inside the ScrollViewReader has the id nowhere") })
        #expect(host.frame(of: "row-0")?.minY == host.frame(of: "viewport")?.minY)
    }
}
