import Testing
import TintUI

private struct TallColumn: View {
    let rows: Int
    @State var label = "Row"
    var body: some View {
        VStack(spacing: 0) {
            Button("Rename") { label += "!" }.accessibilityIdentifier("rename")
            ForEach(0..<rows, id: \.self) { Text("\(label) \($0)").accessibilityIdentifier("row-\($0)") }
        }
    }
}

private struct ScrolledColumn: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<400, id: \.self) { Text("Line \($0) gjpqy").font(.system(size: 15)) }
            }
        }
        .accessibilityIdentifier("scroll")
    }
}

/// A text far outside the canvas is measured but not laid out into glyphs (its bounds are its
/// frame and eight lines around): a plain stack of 100,000 rows held about 1 KB a row of glyphs
/// no one saw. What comes into view is laid out and drawn as a full repaint draws it.
@MainActor
@Suite struct FarTextTests {
    @Test func textsFarOutsideTheCanvasAreNotLaidOut() throws {
        let host = HeadlessHost(rootView: TallColumn(rows: 2_000), width: 300, height: 200)
        host.renderFrame()
        // About 12 rows show; those within eight lines of the canvas are laid out too.
        let laidOut = host.laidOutTextCount
        #expect(laidOut > 10 && laidOut < 60, "\(laidOut) of 2,001 texts laid out")
        #expect(firstDifference(host.pixelBuffer, host.fullRepaint()) == nil)
    }

    @Test func aChangedTextFarOutsideStaysUnlaidAndTheScreenIsRight() throws {
        let host = HeadlessHost(rootView: TallColumn(rows: 2_000), width: 300, height: 200)
        host.renderFrame()
        host.tap("rename")
        host.renderFrame()
        #expect(host.laidOutTextCount < 60)
        #expect(firstDifference(host.pixelBuffer, host.fullRepaint()) == nil)
    }

    @Test func aGrownCanvasDrawsTheTextsItBringsIn() throws {
        let host = HeadlessHost(rootView: TallColumn(rows: 300), width: 300, height: 100)
        host.renderFrame()
        let before = host.laidOutTextCount
        host.resize(width: 300, height: 2_000)
        host.renderFrame()
        #expect(host.laidOutTextCount > before + 50)
        let fresh = HeadlessHost(rootView: TallColumn(rows: 300), width: 300, height: 2_000)
        fresh.renderFrame()
        #expect(firstDifference(host.pixelBuffer, fresh.pixelBuffer) == nil)
    }

    @Test func textsScrolledIntoViewAreDrawnAsAFullRepaintDraws() throws {
        let host = HeadlessHost(rootView: ScrolledColumn(), width: 300, height: 200)
        host.renderFrame()
        for offset in [1_500, 4_000, 3_990, 6_000] {
            host.scroll("scroll", to: CGPoint(x: 0, y: offset))
            host.renderFrame()
            #expect(firstDifference(host.pixelBuffer, host.fullRepaint()) == nil, "at \(offset)")
        }
        #expect(host.laidOutTextCount < 120)
    }
}
