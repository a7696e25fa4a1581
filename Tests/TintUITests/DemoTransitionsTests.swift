import Foundation
import Testing
import TintDemoScenes
import TintUI

/// The demo's Transitions scene: a swatch flies from the strip to the detail and back, the
/// score's digits roll, the details sheet rests at its medium detent and is pulled to the large
/// one, and the inspector opens at its ideal width.
@MainActor
@Suite struct DemoTransitionsTests {
    func makeHost() -> HeadlessHost {
        let host = HeadlessHost(rootView: TransitionsScene(), width: 640, height: 480)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 100)
        host.renderFrame()
        return host
    }

    func step(_ host: HeadlessHost, by seconds: Double) {
        host.currentDate = host.currentDate.addingTimeInterval(seconds)
        host.renderFrame()
    }

    /// The box holding every pixel of the sky swatch's blue: its own, or mixed with the white
    /// background while the leaving copy and the arriving one cross-fade in flight.
    func skyBounds(_ host: HeadlessHost) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<480 {
            for x in 0..<640 {
                let p = host.pixel(x: x, y: y)
                if Int(p.b) > Int(p.r) + 80 && Int(p.b) > Int(p.g) + 25 {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
        }
        return maxX < 0 ? nil : CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    @Test func aSwatchFliesToTheDetailAndBack() throws {
        let host = makeHost()
        let strip = try #require(host.frame(of: "swatch-1"))
        let atRest = try #require(skyBounds(host))
        #expect(abs(atRest.width - strip.width) <= 2 && abs(atRest.midX - strip.midX) <= 2)
        host.tap("swatch-1")
        host.renderFrame()
        let detail = try #require(host.frame(of: "detail"))
        step(host, by: 0.12)
        let flying = try #require(skyBounds(host))
        #expect(flying.width > atRest.width + 10 && flying.width < detail.width - 10, "part way: \(flying)")
        #expect(flying.midY > strip.midY + 5 && flying.midY < detail.midY - 5, "part way down: \(flying)")
        for _ in 0..<30 { step(host, by: 0.05) }
        #expect(!host.isAnimating)
        let landed = try #require(skyBounds(host))
        #expect(abs(landed.width - detail.width) <= 2 && abs(landed.minY - detail.minY) <= 2, "\(landed) in \(detail)")
        // And back to its place in the strip.
        host.tap("detail")
        for _ in 0..<30 { step(host, by: 0.05) }
        let home = try #require(skyBounds(host))
        #expect(abs(home.midX - strip.midX) <= 2 && abs(home.midY - strip.midY) <= 2 && home.width <= strip.width + 2)
        #expect(host.frame(of: "detail") == nil)
    }

    @Test func theScoresDigitsRoll() throws {
        let host = makeHost()
        let score = try #require(host.frame(of: "score"))
        func pixels() -> [RGBA8] {
            (Int(score.minY)..<Int(score.maxY)).flatMap { y in (Int(score.minX)..<Int(score.maxX)).map { host.pixel(x: $0, y: y) } }
        }
        let before = pixels()
        host.tap("score-up")
        host.renderFrame()
        step(host, by: 0.08)
        let between = pixels()
        for _ in 0..<20 { step(host, by: 0.05) }
        let after = pixels()
        #expect(host.texts().contains("43"))
        #expect(between != before && between != after && before != after, "the digits were part way while they rolled")
    }

    @Test func theSheetRestsAtADetentAndIsPulledToTheOther() throws {
        let host = makeHost()
        host.tap("details")
        for _ in 0..<12 { step(host, by: 0.05) }
        let medium = try #require(host.frame(of: "presentation-sheet"))
        #expect(medium.maxY >= 479 && medium.height > 200 && medium.height < 240, "the medium detent, on the window's bottom edge: \(medium)")
        #expect(host.texts().contains { $0.hasPrefix("At the medium detent") })
        let indicator = try #require(host.frame(of: "presentation-drag-indicator"))
        host.drag(from: CGPoint(x: indicator.midX, y: indicator.midY), to: CGPoint(x: indicator.midX, y: 20), steps: 6)
        for _ in 0..<12 { step(host, by: 0.05) }
        let large = try #require(host.frame(of: "presentation-sheet"))
        #expect(large.minY < 60 && large.height > 400, "\(large)")
        #expect(abs(medium.height - large.height / 2) <= 1, "the medium detent is half the large one")
        #expect(host.texts().contains { $0.hasPrefix("At the large detent") }, "the selection followed the drag")
        host.tap("details-done")
        for _ in 0..<12 { step(host, by: 0.05) }
        #expect(host.frame(of: "presentation-sheet") == nil)
    }

    @Test func theInspectorOpensAtItsIdealWidth() throws {
        let host = makeHost()
        #expect(host.frame(of: "inspector-separator") == nil)
        host.tap("inspector")
        for _ in 0..<12 { step(host, by: 0.05) }
        let separator = try #require(host.frame(of: "inspector-separator"))
        #expect(abs((640 - separator.midX) - 200) <= 3, "200 points wide: \(separator)")
        #expect(host.texts().contains("Score 42"))
        host.drag(from: CGPoint(x: separator.midX, y: 200), to: CGPoint(x: separator.midX - 300, y: 200), steps: 5)
        host.renderFrame()
        let widest = try #require(host.frame(of: "inspector-separator"))
        #expect(abs((640 - widest.midX) - 280) <= 3, "no wider than its maximum: \(widest)")
    }
}
