import Foundation
import Testing
import TintUI

/// Symbol effects: a discrete effect plays once per change of its value, an indefinite one
/// pulses while active and rests when not, scale and appear hold their look while active, and
/// `symbolEffectsRemoved` stops them all.
@MainActor
@Suite struct SymbolEffectTests {
    final class Counter: ObservableObject {
        @Published var count = 0
        @Published var active = false
    }

    struct Bell<Effect: View>: View {
        let effect: (Image) -> Effect
        var body: some View {
            effect(Image(systemName: "bell.fill")).font(.system(size: 20)).accessibilityIdentifier("bell")
        }
    }

    private func start(_ view: some View) -> HeadlessHost {
        let host = HeadlessHost(rootView: view, width: 100, height: 100)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 10)
        host.renderFrame()
        host.renderFrame()
        return host
    }

    /// The pixels a view's ink covers, in and around its frame (an effect may draw past it).
    private func ink(_ host: HeadlessHost, _ id: String = "bell") throws -> Int {
        let frame = try #require(host.frame(of: id)).insetBy(dx: -8, dy: -8)
        var count = 0
        for y in Int(frame.minY)..<Int(frame.maxY) where y >= 0 && y < 100 {
            for x in Int(frame.minX)..<Int(frame.maxX) where x >= 0 && x < 100 && host.pixel(x: x, y: y) != RGBA8(Color.white) {
                count += 1
            }
        }
        return count
    }

    struct Bouncing: View {
        @ObservedObject var counter: Counter
        var body: some View {
            Image(systemName: "bell.fill").font(.system(size: 20))
                .symbolEffect(.bounce, value: counter.count)
                .accessibilityIdentifier("bell")
        }
    }

    @Test func aDiscreteEffectPlaysOncePerChange() throws {
        let counter = Counter()
        let host = start(Bouncing(counter: counter))
        let rest = try ink(host)
        host.advance(by: 1)
        #expect(try ink(host) == rest, "at rest until the value changes")
        counter.count += 1
        host.renderFrame()
        host.renderFrame()
        var samples: [Int] = []
        for _ in 0..<6 {
            host.advance(by: 0.05)
            samples.append(try ink(host))
        }
        #expect(Double(samples.max() ?? 0) > Double(rest) * 1.2, "bouncing: \(samples) against \(rest)")
        host.advance(by: 2)
        host.renderFrame()
        host.advance(by: 2)
        host.renderFrame()
        #expect(try ink(host) == rest, "and back at rest")
        #expect(!host.isAnimating)
    }

    struct Pulsing: View {
        @ObservedObject var counter: Counter
        let removed: Bool
        var body: some View {
            Image(systemName: "bell.fill").font(.system(size: 20)).foregroundColor(.black)
                .symbolEffect(.pulse, isActive: counter.active)
                .symbolEffectsRemoved(removed)
                .accessibilityIdentifier("bell")
        }
    }

    @Test func anIndefiniteEffectPulsesWhileActive() throws {
        let counter = Counter()
        let host = start(Pulsing(counter: counter, removed: false))
        #expect(!host.isAnimating)
        counter.active = true
        host.renderFrame()
        host.renderFrame()
        host.advance(by: 0.5)
        host.renderFrame()
        #expect(host.isAnimating, "pulsing")
        host.advance(by: 3)
        host.renderFrame()
        #expect(host.isAnimating, "and still pulsing")
        counter.active = false
        host.renderFrame()
        host.advance(by: 2)
        host.renderFrame()
        #expect(!host.isAnimating, "at rest once inactive")
    }

    @Test func removedEffectsDoNotPlay() throws {
        let counter = Counter()
        counter.active = true
        let host = start(Pulsing(counter: counter, removed: true))
        host.advance(by: 0.5)
        host.renderFrame()
        #expect(!host.isAnimating)
    }

    struct Held: View {
        @ObservedObject var counter: Counter
        var body: some View {
            HStack {
                Image(systemName: "bell.fill").font(.system(size: 20))
                    .symbolEffect(.scale.up, isActive: counter.active).accessibilityIdentifier("scaled")
                Image(systemName: "bell.fill").font(.system(size: 20)).foregroundColor(.black)
                    .symbolEffect(.disappear, isActive: counter.active).accessibilityIdentifier("disappearing")
            }
        }
    }

    @Test func scaleAndDisappearHoldTheirLookWhileActive() throws {
        let counter = Counter()
        let host = start(Held(counter: counter))
        let rest = try ink(host, "scaled")
        let spot = try #require(host.frame(of: "disappearing"))
        let mark = { host.pixel(x: Int(spot.midX), y: Int(spot.midY)) }
        #expect(mark() != RGBA8(Color.white))
        counter.active = true
        host.renderFrame()
        host.advance(by: 1)
        host.renderFrame()
        #expect(Double(try ink(host, "scaled")) > Double(rest) * 1.3, "1.2 times as wide and tall")
        #expect(mark() == RGBA8(Color.white), "hidden while active")
        counter.active = false
        host.renderFrame()
        host.advance(by: 1)
        host.renderFrame()
        #expect(try ink(host, "scaled") == rest)
        #expect(mark() != RGBA8(Color.white))
    }
}
