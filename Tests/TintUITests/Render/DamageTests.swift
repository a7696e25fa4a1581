import Observation
import Testing
import TintUI

@MainActor
@Observable
private final class RowTexts {
    var texts = (0..<1_000).map { "Row \($0)" }
}

private struct TextRow: View, Equatable {
    let text: String
    var body: some View { Text(text).frame(maxWidth: .infinity, minHeight: 18, alignment: .leading) }
}

private struct LongList: View {
    let model: RowTexts
    var body: some View {
        VStack(spacing: 0) {
            ForEach(model.texts.indices, id: \.self) { TextRow(text: model.texts[$0]).accessibilityIdentifier("row\($0)") }
        }
        // A fixed frame: the list overflows it downwards (a flexible one would grow to the list).
        .frame(width: 300, height: 200, alignment: .top)
    }
}

/// RULES 4.1: what a change damages.
@MainActor
@Suite struct DamageTests {
    /// One row's text changed in a 1,000-row list: the damage is that row's old and new text
    /// (the glyphs' pixels), nothing else.
    @Test func oneRowTextChangeDamagesOnlyThatText() throws {
        let model = RowTexts()
        let host = HeadlessHost(rootView: LongList(model: model), width: 300, height: 200)
        host.renderFrame()
        let row = try #require(host.frame(of: "row5"))
        let before = host.pixelBuffer.copy()
        model.texts[5] = "Row five, longer now"
        let report = host.renderFrame()
        #expect(report.bodyEvaluations["TextRow"] == 1)
        #expect(!report.damage.isEmpty)
        for rect in report.damage {
            #expect(row.contains(rect), "damage \(rect) outside row 5 \(row)")
        }
        // The damage covers exactly the pixels that differ (the text's ink), no more than
        // the row: its area is at most the row's.
        #expect(report.repaintedPixels <= Int(row.width * row.height))
        let after = host.pixelBuffer
        for y in 0..<after.height {
            for x in 0..<after.width where before.straightPixel(x: x, y: y) != after.straightPixel(x: x, y: y) {
                let point = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
                #expect(report.damage.contains { $0.contains(point) }, "changed pixel (\(x), \(y)) not damaged")
            }
        }
        // The ink of old and new text both lie in the damage: the damage starts at the text.
        let left = report.damage.map(\.minX).min() ?? 0
        #expect(left <= row.minX + 2)
    }

    /// A view that grows pushes its siblings: they are damaged (old and new place), and the
    /// views before it are not.
    @Test func growingAViewDamagesTheSiblingsItPushes() throws {
        struct Column: View {
            @State var tall = false
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 50, height: 20).accessibilityIdentifier("above")
                    Button("grow") { tall.toggle() }.accessibilityIdentifier("grow")
                    Color.blue.frame(width: 50, height: tall ? 60 : 20).accessibilityIdentifier("growing")
                    Color.green.frame(width: 50, height: 20).accessibilityIdentifier("below")
                }
                .frame(maxHeight: .infinity, alignment: .top)
            }
        }
        let host = HeadlessHost(rootView: Column(), width: 100, height: 200)
        host.renderFrame()
        let above = try #require(host.frame(of: "above"))
        let oldBelow = try #require(host.frame(of: "below"))
        host.tap("grow")
        let report = host.renderFrame()
        let newBelow = try #require(host.frame(of: "below"))
        #expect(newBelow.minY == oldBelow.minY + 40)
        func damaged(_ rect: CGRect) -> Bool { report.damage.contains { $0.intersects(rect.insetBy(dx: 1, dy: 1)) } }
        #expect(damaged(oldBelow) && damaged(newBelow))
        #expect(!damaged(above))
        #expect(report.warnings.isEmpty)
    }
}
