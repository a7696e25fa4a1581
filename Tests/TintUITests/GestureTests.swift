import Testing
import TintUI

/// `.onTapGesture` and `.onHover`, driven headless (the window feeds the same calls).
@MainActor
@Suite struct GestureTests {
    private struct Card: View {
        @State var taps = 0
        @State var hovering = false
        var body: some View {
            VStack(spacing: 0) {
                Text("Taps \(taps)")
                    .frame(width: 100, height: 40)
                    .background(hovering ? Color.yellow : Color.gray)
                    .onTapGesture { taps += 1 }
                    .onHover { hovering = $0 }
                    .accessibilityIdentifier("card")
                Color.blue.frame(width: 100, height: 40).accessibilityIdentifier("below")
            }
        }
    }

    @Test func tapGestureRunsItsAction() throws {
        let host = HeadlessHost(rootView: Card(), width: 200, height: 120)
        host.renderFrame()
        host.tap("card")
        host.tap("card")
        let report = host.renderFrame()
        #expect(report.bodyEvaluations["Card"] == 1)
        #expect(host.bodyEvaluationCount(of: Card.self) == 2)
        // A tap outside it does nothing.
        host.tap("below")
        #expect(host.renderFrame().totalBodyEvaluations == 0)
    }

    @Test func hoverReportsEnteringAndLeaving() throws {
        let host = HeadlessHost(rootView: Card(), width: 200, height: 120)
        host.renderFrame()
        let card = try #require(host.frame(of: "card")), below = try #require(host.frame(of: "below"))
        let gray = host.pixel(x: Int(card.minX) + 2, y: Int(card.minY) + 2)
        host.movePointer(to: CGPoint(x: card.midX, y: card.midY))
        host.renderFrame()
        #expect(host.pixel(x: Int(card.minX) + 2, y: Int(card.minY) + 2) == RGBA8(Color.yellow))
        // Moving within it changes nothing; leaving it (onto another view, or out of the
        // window) tells it so.
        host.movePointer(to: CGPoint(x: card.midX + 5, y: card.midY))
        #expect(host.renderFrame().totalBodyEvaluations == 0)
        host.movePointer(to: CGPoint(x: below.midX, y: below.midY))
        host.renderFrame()
        #expect(host.pixel(x: Int(card.minX) + 2, y: Int(card.minY) + 2) == gray)
        host.movePointer(to: CGPoint(x: card.midX, y: card.midY))
        host.renderFrame()
        host.movePointer(to: nil)
        host.renderFrame()
        #expect(host.pixel(x: Int(card.minX) + 2, y: Int(card.minY) + 2) == gray)
    }
}
