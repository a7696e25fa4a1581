import Foundation
import Testing
import TintUI

/// `buttonRepeatBehavior(.enabled)`: a held button acts at once, then after half a second ten
/// times a second, on the host's clock, pausing while the pointer is off it; its release adds
/// nothing. Other buttons act once, on release.
@MainActor
@Suite struct ButtonRepeatTests {
    struct Counter: View {
        @State var count = 0
        var body: some View {
            VStack {
                Button("More") { count += 1 }.buttonRepeatBehavior(.enabled).accessibilityIdentifier("more")
                Button("Plain") { count += 100 }.accessibilityIdentifier("plain")
                Text("\(count)").accessibilityIdentifier("count-\(count)")
            }
            .frame(width: 200, height: 200)
        }
    }

    struct Reader: View {
        @Environment(\.buttonRepeatBehavior) private var behavior
        var body: some View {
            Text(behavior == .enabled ? "enabled" : behavior == .disabled ? "disabled" : "automatic")
        }
    }

    private func start() -> HeadlessHost {
        let host = HeadlessHost(rootView: Counter(), width: 200, height: 200)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 100)
        host.renderFrame()
        return host
    }

    private func centre(_ host: HeadlessHost, _ id: String) throws -> CGPoint {
        let frame = try #require(host.frame(of: id))
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func aHeldButtonRepeatsOnTheHostsClock() throws {
        let host = start()
        let more = try centre(host, "more")
        host.pointerDown(at: more)
        host.renderFrame()
        #expect(host.frame(of: "count-1") != nil, "it acts as the press begins")
        host.advance(by: 0.4)
        #expect(host.frame(of: "count-1") != nil, "no repeat before half a second")
        #expect(host.isAnimating, "frames keep coming while it is held")
        host.advance(by: 0.15)
        #expect(host.frame(of: "count-2") != nil)
        host.advance(by: 0.3)
        // Repeats at 0.5, 0.6, 0.7 and 0.8 seconds.
        #expect(host.frame(of: "count-5") != nil, "\(host.texts())")
        host.pointerUp(at: more)
        host.renderFrame()
        host.advance(by: 1)
        #expect(host.frame(of: "count-5") != nil, "the release adds nothing, and it stops")
        #expect(!host.isAnimating)
    }

    @Test func offTheButtonItPauses() throws {
        let host = start()
        let more = try centre(host, "more")
        host.pointerDown(at: more)
        host.renderFrame()
        host.movePointer(to: CGPoint(x: 5, y: 195))
        host.advance(by: 1)
        #expect(host.frame(of: "count-1") != nil, "\(host.texts())")
        host.pointerUp(at: CGPoint(x: 5, y: 195))
        host.renderFrame()
    }

    @Test func otherButtonsActOnceOnRelease() throws {
        let host = start()
        let plain = try centre(host, "plain")
        host.pointerDown(at: plain)
        host.renderFrame()
        #expect(host.frame(of: "count-0") != nil)
        host.advance(by: 2)
        #expect(host.frame(of: "count-0") != nil)
        host.pointerUp(at: plain)
        host.renderFrame()
        #expect(host.frame(of: "count-100") != nil)
    }

    @Test func theBehaviourIsInTheEnvironment() {
        let plain = HeadlessHost(rootView: Reader(), width: 100, height: 30)
        plain.renderFrame()
        #expect(plain.texts() == ["automatic"])
        let enabled = HeadlessHost(rootView: Reader().buttonRepeatBehavior(.enabled), width: 100, height: 30)
        enabled.renderFrame()
        #expect(enabled.texts() == ["enabled"])
    }

    struct Shortcuts: View {
        @State var count = 0
        var body: some View {
            VStack {
                Button("Up") { count += 1 }.keyboardShortcut("u").buttonRepeatBehavior(.enabled)
                Button("Save") { count += 100 }.keyboardShortcut("s")
                Text("\(count)").accessibilityIdentifier("count-\(count)")
            }
        }
    }

    /// A held key's repeats reach a repeating button's shortcut, and no other.
    @Test func aHeldShortcutRepeatsOnlyForARepeatingButton() {
        let host = HeadlessHost(rootView: Shortcuts(), width: 200, height: 200)
        host.renderFrame()
        #expect(host.pressKey("U", control: true))
        #expect(host.pressKey("U", control: true, repeated: true))
        host.renderFrame()
        #expect(host.frame(of: "count-2") != nil, "\(host.texts())")
        #expect(host.pressKey("S", control: true))
        #expect(!host.pressKey("S", control: true, repeated: true), "holding Ctrl+S saves once")
        host.renderFrame()
        #expect(host.frame(of: "count-102") != nil, "\(host.texts())")
    }
}
