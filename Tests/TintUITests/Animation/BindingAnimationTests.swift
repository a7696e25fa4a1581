import Foundation
import Testing
import TintUI

/// `Binding.animation(_:)` and `Binding.transaction(_:)`: a write through the binding animates
/// what it moves; through the plain binding it does not. `transaction(value:_:)`: the transaction
/// changes only in the updates where its value changed.
@MainActor
@Suite struct BindingAnimationTests {
    private struct Panel: View {
        @State var wide = false
        let animated: Bool
        var body: some View {
            VStack(spacing: 0) {
                Toggle("Wide", isOn: animated ? $wide.animation(.linear(duration: 1)) : $wide).accessibilityIdentifier("wide")
                Color.red.frame(width: wide ? 200 : 100, height: 20).accessibilityIdentifier("bar")
                Toggle("Wide too", isOn: $wide.transaction(Transaction(animation: .linear(duration: 2)))).accessibilityIdentifier("wide-too")
            }
        }
    }

    private func widthHalfwayAfterTapping(_ id: String, animated: Bool, after seconds: Double) throws -> CGFloat {
        let host = HeadlessHost(rootView: Panel(animated: animated), width: 300, height: 200)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 100)
        host.renderFrame()
        host.tap(id)
        host.renderFrame()
        host.advance(by: seconds)
        return try #require(host.frame(of: "bar")).width
    }

    @Test func writesThroughAnAnimatedBindingAnimate() throws {
        let animated = try widthHalfwayAfterTapping("wide", animated: true, after: 0.5)
        #expect(animated > 120 && animated < 180, "half way through a second: \(animated)")
        #expect(try widthHalfwayAfterTapping("wide", animated: false, after: 0.5) == 200, "a plain binding jumps")
        let inTransaction = try widthHalfwayAfterTapping("wide-too", animated: false, after: 1)
        #expect(inTransaction > 120 && inTransaction < 180, "half way through two seconds: \(inTransaction)")
        #expect(Binding.constant(true).animation().wrappedValue)
    }

    private struct Triggered: View {
        @State var wide = false
        @State var trigger = 0
        var body: some View {
            VStack(spacing: 0) {
                Button("Animated") { wide.toggle(); trigger += 1 }.accessibilityIdentifier("animated")
                Button("Plain") { wide.toggle() }.accessibilityIdentifier("plain")
                Color.red.frame(width: wide ? 200 : 100, height: 20).accessibilityIdentifier("bar")
                    .transaction(value: trigger) { $0.animation = .linear(duration: 1) }
            }
        }
    }

    @Test func aValuesTransactionAppliesWhenTheValueChanges() throws {
        let host = HeadlessHost(rootView: Triggered(), width: 300, height: 200)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 100)
        host.renderFrame()
        host.tap("plain")
        host.renderFrame()
        host.advance(by: 0.5)
        #expect(try #require(host.frame(of: "bar")).width == 200, "the value did not change: no animation")
        host.tap("animated")
        host.renderFrame()
        host.advance(by: 0.5)
        let width = try #require(host.frame(of: "bar")).width
        #expect(width > 120 && width < 180, "the value changed: animated, half way: \(width)")
    }
}
