import Foundation
import Testing
import TintUI

/// The `Transition` protocol: the built-in transitions as values, an app's own transition
/// played from what its body does at each phase, `.blurReplace`, and custom transaction keys.
@MainActor
@Suite struct TransitionProtocolTests {
    /// Half size, transparent and turned as it comes in; half size and transparent as it goes.
    struct Twirl: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.scaleEffect(phase.isIdentity ? 1 : 0.5).opacity(phase.isIdentity ? 1 : 0)
                .rotationEffect(.degrees(phase == .willAppear ? 90 : 0))
        }
    }

    @Test func theBuiltInTransitionsAreTheirAnyTransitions() {
        #expect(AnyTransition(.opacity) == AnyTransition.opacity)
        #expect(AnyTransition(.slide) == AnyTransition.slide)
        #expect(AnyTransition(.move(edge: .top)) == AnyTransition.move(edge: .top))
        #expect(AnyTransition(.scale(0.5, anchor: .bottom)) == AnyTransition.scale(scale: 0.5, anchor: .bottom))
        #expect(AnyTransition(.push(from: .leading)) == AnyTransition.push(from: .leading))
        #expect(AnyTransition(.offset(x: 3, y: 4)) == AnyTransition.offset(x: 3, y: 4))
        #expect(AnyTransition(.identity) == AnyTransition.identity)
        #expect(AnyTransition(OpacityTransition().combined(with: ScaleTransition(0.2))) == AnyTransition.opacity.combined(with: .scale(scale: 0.2)))
        #expect(OpacityTransition.properties.hasMotion == false && Twirl.properties.hasMotion)
        #expect([TransitionPhase.willAppear, .identity, .didDisappear].map(\.value) == [-1, 0, 1])
    }

    /// An app's transition comes in from what its body does at `.willAppear`: half way, half
    /// faded.
    @Test func anAppsTransitionPlaysWhatItsBodyDoes() throws {
        let host = TransitionTests().host(AnyTransition(Twirl()))
        let shelf = try #require(host.frame(of: "shelf"))
        host.tap("toggle")
        host.renderFrame()
        #expect(TransitionTests().blueness(host, shelf.minX + 50, shelf.midY) < 5, "starts transparent")
        host.advance(by: 0.5)
        let half = TransitionTests().blueness(host, shelf.minX + 50, shelf.midY)
        #expect(half > 60 && half < 200, "\(half)")
        host.advance(by: 0.6)
        #expect(TransitionTests().blueness(host, shelf.minX + 50, shelf.midY) > 250)
    }

    @Test func blurReplaceFadesAndScales() throws {
        let host = TransitionTests().host(.blurReplace)
        let shelf = try #require(host.frame(of: "shelf"))
        host.tap("toggle")
        host.renderFrame()
        #expect(TransitionTests().blueness(host, shelf.minX + 50, shelf.midY) < 5)
        host.advance(by: 0.5)
        // Scaled from 0.8 about its centre: its leftmost points are not covered yet.
        #expect(TransitionTests().blueness(host, shelf.minX + 1, shelf.midY) < 5)
        let half = TransitionTests().blueness(host, shelf.minX + 50, shelf.midY)
        #expect(half > 60 && half < 200, "\(half)")
        host.advance(by: 0.6)
        #expect(TransitionTests().blueness(host, shelf.minX + 1, shelf.midY) > 250)
    }

    struct FromUserKey: TransactionKey {
        static let defaultValue = false
    }

    @MainActor final class Seen {
        var values: [Bool] = []
    }

    private struct Watcher: View {
        let seen: Seen
        @State var count = 0
        var body: some View {
            VStack {
                Text("\(count)").transaction { seen.values.append($0.fromUser) }
                Button("bump") { withTransaction(\.fromUser, true) { count += 1 } }.accessibilityIdentifier("bump")
            }
            .onAppear { count += 1 }
        }
    }

    @Test func aTransactionCarriesTheAppsOwnKeys() throws {
        var transaction = Transaction()
        #expect(transaction.fromUser == false)
        transaction.fromUser = true
        #expect(transaction[FromUserKey.self])
        let seen = Seen()
        let host = HeadlessHost(rootView: Watcher(seen: seen), width: 200, height: 100)
        host.renderFrame()
        host.renderFrame()
        host.tap("bump")
        host.renderFrame()
        #expect(seen.values.last == true)
        #expect(seen.values.dropLast().allSatisfy { !$0 })
    }
}

extension Transaction {
    var fromUser: Bool {
        get { self[TransitionProtocolTests.FromUserKey.self] }
        set { self[TransitionProtocolTests.FromUserKey.self] = newValue }
    }
}
