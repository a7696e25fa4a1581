import Foundation
import Testing
import TintBoxes
import TintUI

/// `.contentTransition`: in an animated change a text's old string goes out while the new one
/// comes in (rolling for `.numericText`, fading for `.opacity`); without an animation, or with
/// `.identity`, the new string shows at once.
@MainActor
@Suite struct ContentTransitionTests {
    final class Counter: ObservableObject {
        @Published var value = 1
    }

    struct Count: View {
        @ObservedObject var counter: Counter
        var transition: ContentTransition = .numericText()
        var body: some View {
            Text("\(counter.value)").font(.system(size: 40)).accessibilityIdentifier("count")
                .contentTransition(transition)
        }
    }

    func start<V: View>(_ view: V) -> HeadlessHost {
        let host = HeadlessHost(rootView: view, width: 120, height: 100)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 10)
        host.renderFrame()
        return host
    }

    /// How many pixels of rows `rows` are inked (darker than a light grey).
    func ink(_ host: HeadlessHost, rows: Range<Int>) -> Int {
        var count = 0
        for y in rows where y >= 0 && y < 100 {
            for x in 0..<120 where host.pixel(x: x, y: y).g < 200 { count += 1 }
        }
        return count
    }

    @Test func numbersRollUpAsTheyGrow() throws {
        let counter = Counter()
        let host = start(Count(counter: counter))
        let rest = try #require(host.frame(of: "count"))
        withAnimation(.linear(duration: 1)) { counter.value = 2 }
        host.renderFrame()
        let above = 0..<Int(rest.minY), below = Int(rest.maxY.rounded(.up))..<100
        #expect(ink(host, rows: above) == 0 && ink(host, rows: below) == 0)
        host.advance(by: 0.25)
        // The old number has risen over the text's place, the new one is coming up from below.
        #expect(ink(host, rows: above) > 10, "the old number going out above")
        #expect(ink(host, rows: below) > 20, "the new number coming in from below")
        #expect(host.texts() == ["2"], "the text is the new one")
        #expect(host.isAnimating)
        host.advance(by: 0.8)
        #expect(host.frame(of: "count") == rest)
        #expect(!host.isAnimating)
        #expect(ink(host, rows: above) == 0 && ink(host, rows: below) == 0, "both in place: only the new number, at rest")
        // Counting down (a smaller value with the value form) rolls the other way.
        let down = Counter()
        let falling = start(Count(counter: down, transition: .numericText(countsDown: true)))
        withAnimation(.linear(duration: 1)) { down.value = 0 }
        falling.renderFrame()
        falling.advance(by: 0.25)
        #expect(ink(falling, rows: above) > 20, "the new number coming down from above")
        #expect(ink(falling, rows: below) > 20, "the old one going out below")
    }

    @Test func withoutAnAnimationOrWithIdentityTheNewStringShowsAtOnce() {
        let counter = Counter()
        let host = start(Count(counter: counter))
        counter.value = 2
        host.renderFrame()
        #expect(host.texts() == ["2"])
        #expect(!host.isAnimating)
        let plain = Counter()
        let identity = start(Count(counter: plain, transition: .identity))
        withAnimation(.linear(duration: 1)) { plain.value = 5 }
        identity.renderFrame()
        identity.advance(by: 0.5)
        #expect(identity.texts() == ["5"])
    }

    @Test func opacityCrossFades() throws {
        let counter = Counter()
        let host = start(Count(counter: counter, transition: .opacity))
        withAnimation(.linear(duration: 1)) { counter.value = 7 }
        host.renderFrame()
        host.advance(by: 0.5)
        // Both drawn in place, each half faded: a grey, not the text's black.
        let frame = try #require(host.frame(of: "count"))
        var darkest: UInt8 = 255
        for y in Int(frame.minY)..<Int(frame.maxY) { for x in Int(frame.minX)..<Int(frame.maxX) { darkest = min(darkest, host.pixel(x: x, y: y).g) } }
        #expect(darkest > 60 && darkest < 200, "\(darkest)")
        host.advance(by: 0.6)
        #expect(host.texts() == ["7"])
        #expect(!host.isAnimating)
    }

    @Test func theValueFormRollsByTheValuesDirection() {
        #expect(ContentTransition.numericText(value: 3) == .numericText(value: 3))
        #expect(ContentTransition.numericText(countsDown: true) != .numericText())
        #expect(ContentTransition.identity != .opacity)
        let up = ContentSwap.rollByValue(5).states(from: .rollByValue(3), height: 10)
        let down = ContentSwap.rollByValue(1).states(from: .rollByValue(3), height: 10)
        #expect(up.insertion.offset.height == 10, "growing: the new comes up from below")
        #expect(down.insertion.offset.height == -10, "shrinking: the new comes down from above")
    }
}
