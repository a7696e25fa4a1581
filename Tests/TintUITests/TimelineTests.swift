import Foundation
import Testing
import TintUI

/// `TimelineView(.periodic(from:by:))`: rebuilt at each tick, and only then.
@MainActor
@Suite struct TimelineTests {
    private struct Clock: View {
        let start: Date
        var body: some View {
            HStack {
                TimelineView(.periodic(from: start, by: 1)) { context in
                    Text("t+\(Int(context.date.timeIntervalSince(start)))").accessibilityIdentifier("tick")
                }
                Text("static").accessibilityIdentifier("static")
            }
        }
    }

    @Test func ticksRebuildOnlyTheTimeline() throws {
        let start = Date(timeIntervalSince1970: 1_000_000)
        let host = HeadlessHost(rootView: Clock(start: start), width: 200, height: 50)
        host.currentDate = start.addingTimeInterval(0.2)
        host.renderFrame()
        let first = host.pixelBuffer.copy()
        // Before the next tick: nothing.
        host.currentDate = start.addingTimeInterval(0.9)
        #expect(host.renderFrame().repaintedPixels == 0)
        // The tick: the timeline's text is rebuilt and repainted; the static text is not.
        host.currentDate = start.addingTimeInterval(1.05)
        let report = host.renderFrame()
        #expect(report.repaintedPixels > 0)
        let staticText = try #require(host.frame(of: "static"))
        #expect(!report.damage.contains { $0.intersects(staticText) })
        #expect(firstDifference(first, host.pixelBuffer) != nil)
        // Several ticks missed (a sleeping machine) come as one frame showing the latest.
        host.currentDate = start.addingTimeInterval(5.5)
        #expect(host.renderFrame().repaintedPixels > 0)
        #expect(host.renderFrame().repaintedPixels == 0)
    }
}
