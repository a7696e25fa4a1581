import Foundation
import Testing
import TintUI

/// `TimelineView` with each schedule (periodic, every minute, explicit dates, animation): rebuilt
/// at each of the schedule's dates, and only then.
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

    /// A timeline showing its context's date as seconds since `start`, and its cadence.
    private struct Shown<S: TimelineSchedule>: View {
        let schedule: S
        let start: Date
        var body: some View {
            TimelineView(schedule) { context in
                Text("\(context.date.timeIntervalSince(start))").accessibilityIdentifier("date")
                Text(context.cadence == .live ? "live" : "slow")
            }
        }
    }

    /// The seconds since `start` the timeline shows at `offset` seconds after `start`.
    private func shown(_ host: HeadlessHost, at offset: Double, start: Date) -> Double? {
        host.currentDate = start.addingTimeInterval(offset)
        host.renderFrame()
        return host.texts().compactMap(Double.init).first
    }

    @Test func everyMinuteShowsEachMinutesStart() {
        let start = Date(timeIntervalSinceReferenceDate: 600_000)  // a whole minute
        let host = HeadlessHost(rootView: Shown(schedule: .everyMinute, start: start), width: 200, height: 60)
        #expect(shown(host, at: 20, start: start) == 0)
        #expect(host.texts().contains("live"))
        #expect(shown(host, at: 59, start: start) == 0)
        #expect(shown(host, at: 61, start: start) == 60)
        #expect(shown(host, at: 185, start: start) == 180, "minutes missed come as one")
    }

    @Test func explicitDatesAndNoneAfterTheLast() {
        let start = Date(timeIntervalSince1970: 2_000_000)
        let dates = [start.addingTimeInterval(2), start.addingTimeInterval(5)]
        let host = HeadlessHost(rootView: Shown(schedule: .explicit(dates), start: start), width: 200, height: 60)
        #expect(shown(host, at: 1, start: start) == 1, "before the first date: the start")
        #expect(shown(host, at: 3, start: start) == 2)
        #expect(shown(host, at: 9, start: start) == 5)
        host.currentDate = start.addingTimeInterval(100)
        #expect(host.renderFrame().repaintedPixels == 0, "no dates left: nothing more")
        #expect(!host.isAnimating)
    }

    @Test func animationSchedulesTickEveryFrameOrTheirInterval() {
        let start = Date(timeIntervalSince1970: 3_000_000)
        let host = HeadlessHost(rootView: Shown(schedule: .animation, start: start), width: 200, height: 60)
        let first = shown(host, at: 0, start: start)
        #expect(first == 0)
        let next = shown(host, at: 1.0 / 60 + 0.001, start: start)
        #expect(next != nil && abs(next! - 1.0 / 60) < 1e-6, "a frame later: \(String(describing: next))")

        let slow = HeadlessHost(rootView: Shown(schedule: .animation(minimumInterval: 0.5), start: start), width: 200, height: 60)
        #expect(shown(slow, at: 0, start: start) == 0)
        #expect(shown(slow, at: 0.3, start: start) == 0)
        #expect(shown(slow, at: 0.6, start: start) == 0.5)

        let paused = HeadlessHost(rootView: Shown(schedule: .animation(paused: true), start: start), width: 200, height: 60)
        #expect(shown(paused, at: 0, start: start) == 0)
        #expect(shown(paused, at: 2, start: start) == 0, "paused: it stays at its first date")
    }

    @Test func aNewScheduleStartsAfresh() {
        struct Switching: View {
            let start: Date
            @State var fast = false
            var body: some View {
                VStack {
                    Button("Switch") { fast = true }.accessibilityIdentifier("switch")
                    TimelineView(.periodic(from: start, by: fast ? 1 : 100)) { context in
                        Text("\(context.date.timeIntervalSince(start))")
                    }
                }
            }
        }
        let start = Date(timeIntervalSince1970: 4_000_000)
        let host = HeadlessHost(rootView: Switching(start: start), width: 200, height: 80)
        #expect(shown(host, at: 10.5, start: start) == 0)
        host.tap("switch")
        #expect(shown(host, at: 10.5, start: start) == 10)
        #expect(shown(host, at: 11.5, start: start) == 11)
    }
}
