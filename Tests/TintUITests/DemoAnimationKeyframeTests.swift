import Foundation
import Testing
import TintDemoScenes
import TintUI

/// The demo's Animation scene: a wiggle makes the card hop through its keyframes and land where
/// it was.
@MainActor
@Suite struct DemoAnimationKeyframeTests {
    @Test func theCardHopsAtAWiggle() throws {
        let host = HeadlessHost(rootView: AnimationScene(), width: 900, height: 600)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 100)
        host.renderFrame()
        let rest = try #require(host.frame(of: "the-card"))
        // Just over the orange card (60 points high, centred in its frame): background at rest.
        let probe = (x: Int(rest.midX), y: Int(rest.midY) - 30 - 7)
        let background = host.pixel(x: probe.x, y: probe.y)
        #expect(background != RGBA8(Color.orange))
        host.tap("wiggle")
        var hopped = false
        for _ in 0..<40 {
            host.currentDate = host.currentDate.addingTimeInterval(0.05)
            host.renderFrame()
            if host.pixel(x: probe.x, y: probe.y) == RGBA8(Color.orange) { hopped = true }
        }
        #expect(hopped, "the card went up over the probe during its hop")
        #expect(host.pixel(x: probe.x, y: probe.y) == background, "and landed where it was")
    }
}
