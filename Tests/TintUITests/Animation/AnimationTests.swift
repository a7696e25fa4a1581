import Foundation
import Testing
import TintUI

/// Animation on the host's clock: `withAnimation`, `.animation(_:value:)`, the curves, the
/// frames that only interpolate (no body runs, damage only where the views move), retargeting
/// and completion.
@MainActor
@Suite struct AnimationTests {
    final class Model {
        var wide = false
        var faded = false
    }

    struct Bar: View {
        @State var wide = false
        @State var faded = false
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: wide ? 200 : 100, height: 20).accessibilityIdentifier("bar")
                Color.blue.frame(width: 50, height: 20).opacity(faded ? 0 : 1).accessibilityIdentifier("dot")
                Button("widen") { withAnimation(.linear(duration: 1)) { wide.toggle() } }.accessibilityIdentifier("widen")
                Button("widen at once") { wide.toggle() }.accessibilityIdentifier("jump")
                Button("fade") { withAnimation(.easeInOut(duration: 1)) { faded.toggle() } }.accessibilityIdentifier("fade")
            }
        }
    }

    func host() -> HeadlessHost {
        let host = HeadlessHost(rootView: Bar(), width: 300, height: 200)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 1000)
        host.renderFrame()
        return host
    }

    func advance(_ host: HeadlessHost, by seconds: Double) -> FrameReport {
        host.currentDate = host.currentDate.addingTimeInterval(seconds)
        return host.renderFrame()
    }

    /// A linear animation is at its fraction of the way at each instant, and lands on the
    /// target; its frames run no body.
    @Test func linearFrameChangeIsProportional() throws {
        let host = host()
        host.tap("widen")
        let start = host.renderFrame()
        #expect(start.totalBodyEvaluations > 0)
        #expect(host.frame(of: "bar")?.width == 100)
        for step in 1...4 {
            let report = advance(host, by: 0.25)
            let width = try #require(host.frame(of: "bar")).width
            if step < 4 {
                #expect(abs(width - (100 + 25 * Double(step))) < 0.01, "step \(step): \(width)")
                #expect(report.bodyEvaluations.isEmpty, "\(report.bodyEvaluations)")
                #expect(!report.damage.isEmpty)
            } else {
                #expect(width == 200)
            }
        }
        #expect(advance(host, by: 0.25).damage.isEmpty)
    }

    /// Without `withAnimation` the change is drawn at once.
    @Test func unanimatedChangesJump() {
        let host = host()
        host.tap("jump")
        host.renderFrame()
        #expect(host.frame(of: "bar")?.width == 200)
    }
}
