import Foundation
import Testing
import TintUI

/// Content closures that are not bodies count as re-renders: a `TimelineView` tick and a
/// `GeometryReader` resize are reported in `bodyEvaluations` under a name that says what ran,
/// and tinted like bodies.
@MainActor
@Suite struct ContentRunTests {
    struct Clock: View {
        var body: some View {
            TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 1)) { context in
                Text("\(Int(context.date.timeIntervalSinceReferenceDate))")
            }
        }
    }

    @Test func aTimelineTickIsReported() {
        let host = HeadlessHost(rootView: Clock(), width: 100, height: 40)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 10)
        host.renderFrame()
        host.currentDate = Date(timeIntervalSinceReferenceDate: 11)
        let report = host.renderFrame()
        #expect(report.bodyEvaluations["TimelineView content"] == 1, "\(report.bodyEvaluations)")
        #expect(report.explanations.contains("TimelineView content: its clock ticked"), "\(report.explanations)")
        #expect(!report.damage.isEmpty)
    }

    struct Sized: View {
        @State var wide = false
        var body: some View {
            VStack {
                GeometryReader { proxy in Text("\(Int(proxy.size.width))") }.frame(width: wide ? 120 : 60, height: 20)
                Button("widen") { wide = true }.accessibilityIdentifier("widen")
            }
        }
    }

    @Test func aGeometryReaderResizeIsReported() {
        let host = HeadlessHost(rootView: Sized(), width: 200, height: 100)
        host.renderFrame()
        host.tap("widen")
        let report = host.renderFrame()
        #expect(report.bodyEvaluations["GeometryReader content"] == 1, "\(report.bodyEvaluations)")
    }

    /// With the debug tint on, a tick re-tints the clock's boxes: its pixels change colour
    /// though no view's body ran.
    @Test func aTickRetintsTheClock() {
        let host = HeadlessHost(rootView: Clock().frame(width: 100, height: 40), width: 100, height: 40)
        var options = HostOptions()
        options.debugTint = true
        host.options = options
        host.currentDate = Date(timeIntervalSinceReferenceDate: 10)
        host.renderFrame()
        let text = host.pixelBuffer.copy()
        host.currentDate = Date(timeIntervalSinceReferenceDate: 11)
        let report = host.renderFrame()
        #expect(report.totalBodyEvaluations == 1)
        // The tint is laid over the text's box: away from the glyphs its pixels change colour
        // from one tick's tint to the next.
        var changed = 0
        for y in 0..<40 { for x in 0..<100 where host.pixelBuffer[x, y] != text[x, y] { changed += 1 } }
        #expect(changed > 150, "\(changed) pixels changed")
    }
}
