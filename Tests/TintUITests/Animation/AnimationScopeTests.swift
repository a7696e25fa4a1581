import Foundation
import Testing
import TintUI

/// Nested animation scopes, repeats seen on screen, and an interrupted transition, on a
/// stepped clock.
@MainActor
@Suite struct AnimationScopeTests {
    final class Model: ObservableObject {
        @Published var wide = false
        @Published var shown = false
    }

    /// Three bars widening with one value: under an outer 2-second scope, under an inner
    /// 1-second scope inside it, and under a scope that turns animation off.
    struct Nested: View {
        @ObservedObject var model: Model
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: model.wide ? 200 : 100, height: 10).accessibilityIdentifier("outer")
                VStack(alignment: .leading, spacing: 0) {
                    Color.green.frame(width: model.wide ? 200 : 100, height: 10).accessibilityIdentifier("inner")
                }
                .animation(.linear(duration: 1), value: model.wide)
                VStack(alignment: .leading, spacing: 0) {
                    Color.blue.frame(width: model.wide ? 200 : 100, height: 10).accessibilityIdentifier("off")
                }
                .animation(nil, value: model.wide)
                Color.gray.frame(width: model.shown ? 200 : 100, height: 10).accessibilityIdentifier("repeating")
                    .animation(.linear(duration: 1).repeatCount(2, autoreverses: true), value: model.shown)
            }
            .animation(.linear(duration: 2), value: model.wide)
            .frame(width: 300, height: 100, alignment: .topLeading)
        }
    }

    func start<V: View>(_ view: V) -> HeadlessHost {
        let host = HeadlessHost(rootView: view, width: 300, height: 120)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 30)
        host.renderFrame()
        return host
    }

    func width(_ host: HeadlessHost, _ id: String) -> Double {
        Double(host.frame(of: id)?.width ?? -1)
    }

    /// The innermost scope decides: the inner bar takes 1 second, the outer one 2, and the one
    /// under `.animation(nil, value:)` changes at once.
    @Test func innermostScopeDecides() {
        let model = Model()
        let host = start(Nested(model: model))
        model.wide = true
        host.renderFrame()
        host.advance(by: 0.5)
        #expect(abs(width(host, "inner") - 150) < 0.01)
        #expect(abs(width(host, "outer") - 125) < 0.01)
        #expect(width(host, "off") == 200)
        host.advance(by: 0.6)
        #expect(width(host, "inner") == 200)
        #expect(abs(width(host, "outer") - 155) < 0.01)
        host.advance(by: 1)
        #expect(width(host, "outer") == 200)
    }

    struct Plain: View {
        @ObservedObject var model: Model
        var body: some View {
            Color.gray.frame(width: model.shown ? 200 : 100, height: 10).accessibilityIdentifier("plain")
                .frame(width: 300, height: 100, alignment: .topLeading)
        }
    }

    /// `withAnimation` inside `withAnimation`: the writes inside the inner one take its
    /// animation.
    @Test func innerWithAnimationWins() {
        let model = Model()
        let host = start(Plain(model: model))
        withAnimation(.linear(duration: 4)) {
            withAnimation(.linear(duration: 0.5)) { model.shown = true }
        }
        host.renderFrame()
        host.advance(by: 0.25)
        #expect(abs(width(host, "plain") - 150) < 0.01)
        host.advance(by: 0.3)
        #expect(width(host, "plain") == 200)
    }

    /// A transaction that disables animations keeps the views' own `.animation` scopes from
    /// animating the change.
    @Test func disablingAnimationsOverridesScopes() {
        let model = Model()
        let host = start(Nested(model: model))
        var transaction = Transaction(animation: nil)
        transaction.disablesAnimations = true
        withTransaction(transaction) { model.wide = true }
        host.renderFrame()
        #expect(width(host, "outer") == 200)
        #expect(width(host, "inner") == 200)
        #expect(!host.isAnimating)
    }

    /// A repeat with autoreverse goes out and back, then lands on the new value.
    @Test func repeatWithAutoreverseGoesOutAndBack() {
        let model = Model()
        let host = start(Nested(model: model))
        model.shown = true
        host.renderFrame()
        var widths: [Double] = []
        for _ in 0..<5 {
            host.advance(by: 0.5)
            widths.append(width(host, "repeating"))
        }
        #expect(abs(widths[0] - 150) < 0.01, "\(widths)")
        #expect(widths[1] == 200 || abs(widths[1] - 200) < 0.01, "\(widths)")
        #expect(abs(widths[2] - 150) < 0.01, "on its way back: \(widths)")
        #expect(widths[4] == 200, "landed on the new value: \(widths)")
        #expect(!host.isAnimating)
    }

    /// A view removed half way through its insertion fades out from where it is drawn (no jump
    /// back to opaque) and is gone at the end.
    @Test func interruptedInsertionGoesOutFromWhereItIs() throws {
        struct Shelf: View {
            @ObservedObject var model: Model
            var body: some View {
                ZStack {
                    Color.white.frame(width: 200, height: 60)
                    if model.shown { Color.blue.frame(width: 100, height: 40) }
                }
                .frame(width: 300, height: 100)
            }
        }
        let model = Model()
        let host = start(Shelf(model: model))
        func blueness() -> Int { 255 - Int(host.pixel(x: 150, y: 50).r) }
        withAnimation(.linear(duration: 1)) { model.shown = true }
        host.renderFrame()
        host.advance(by: 0.5)
        let halfIn = blueness()
        #expect(abs(halfIn - 128) < 6)
        withAnimation(.linear(duration: 1)) { model.shown = false }
        host.renderFrame()
        #expect(abs(blueness() - halfIn) < 3, "no jump")
        host.advance(by: 0.25)
        #expect(blueness() < halfIn - 20, "fading out")
        host.advance(by: 1)
        #expect(blueness() < 3)
        #expect(!host.isAnimating)
    }
}
