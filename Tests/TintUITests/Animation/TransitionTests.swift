import Foundation
import Testing
import TintUI

/// Transitions: an inserted view comes in from its transition's state, a removed one stays on
/// screen (not hit-testable) until it has gone out, on the host's clock.
@MainActor
@Suite struct TransitionTests {
    final class Taps { var count = 0 }

    struct Shelf: View {
        let taps: Taps
        let transition: AnyTransition?
        @State var shown = false
        var body: some View {
            VStack(spacing: 0) {
                Button("toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }.accessibilityIdentifier("toggle")
                ZStack(alignment: .topLeading) {
                    Color.white.frame(width: 200, height: 40)
                    if shown {
                        if let transition {
                            Button { taps.count += 1 } label: { Color.blue.frame(width: 100, height: 40) }
                                .buttonStyle(.plain).accessibilityIdentifier("item").transition(transition)
                        } else {
                            Button { taps.count += 1 } label: { Color.blue.frame(width: 100, height: 40) }
                                .buttonStyle(.plain).accessibilityIdentifier("item")
                        }
                    }
                }
                .accessibilityIdentifier("shelf")
            }
        }
    }

    func host(_ transition: AnyTransition? = nil, taps: Taps = Taps()) -> HeadlessHost {
        let host = HeadlessHost(rootView: Shelf(taps: taps, transition: transition), width: 240, height: 120)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 100)
        host.renderFrame()
        return host
    }

    func blueness(_ host: HeadlessHost, _ x: CGFloat, _ y: CGFloat) -> Int {
        let pixel = host.pixel(x: Int(x), y: Int(y))
        return 255 - Int(pixel.r)
    }

    /// Without a transition of its own, a view inserted in an animated change fades in, and a
    /// removed one fades out while it stays drawn.
    @Test func insertedAndRemovedViewsFadeByDefault() throws {
        let host = host()
        let shelf = try #require(host.frame(of: "shelf"))
        host.tap("toggle")
        host.renderFrame()
        #expect(blueness(host, shelf.minX + 50, shelf.midY) < 5, "starts transparent")
        host.advance(by: 0.5)
        #expect(abs(blueness(host, shelf.minX + 50, shelf.midY) - 128) < 6)
        host.advance(by: 0.6)
        #expect(blueness(host, shelf.minX + 50, shelf.midY) > 250)
        // Out: still drawn half way, then gone.
        host.tap("toggle")
        host.renderFrame()
        host.advance(by: 0.5)
        #expect(abs(blueness(host, shelf.minX + 50, shelf.midY) - 128) < 6)
        #expect(host.isAnimating)
        host.advance(by: 0.6)
        #expect(blueness(host, shelf.minX + 50, shelf.midY) < 5)
        #expect(!host.isAnimating)
    }

    /// A leaving view takes no clicks.
    @Test func leavingViewsAreNotHitTestable() throws {
        let taps = Taps()
        let host = host(taps: taps)
        host.tap("toggle")
        host.renderFrame()
        host.advance(by: 1.1)
        let shelf = try #require(host.frame(of: "shelf"))
        host.tap(at: CGPoint(x: shelf.minX + 50, y: shelf.midY))
        #expect(taps.count == 1)
        host.tap("toggle")
        host.renderFrame()
        host.advance(by: 0.3)
        host.tap(at: CGPoint(x: shelf.minX + 50, y: shelf.midY))
        #expect(taps.count == 1, "a leaving view took a click")
        #expect(host.frame(of: "item") == nil)
    }

    /// A view going out whose container is then removed without animation goes with it at
    /// once: nothing of it stays drawn or animating, and freeing both is safe (the container
    /// was freed under its leaving child, and the next frame crashed).
    @Test func leavingViewGoesWithItsRemovedContainer() throws {
        @MainActor final class Model: ObservableObject {
            @Published var container = true
            @Published var child = true
        }
        struct Nest: View {
            @ObservedObject var model: Model
            var body: some View {
                ZStack {
                    Color.white.frame(width: 200, height: 80)
                    if model.container {
                        VStack {
                            Color.red.frame(width: 40, height: 20)
                            if model.child { Color.blue.frame(width: 80, height: 40) }
                        }
                        .padding(4)
                    }
                }
            }
        }
        let model = Model()
        weak var released: HeadlessHost?
        do {
            let host = HeadlessHost(rootView: Nest(model: model), width: 240, height: 120)
            released = host
            host.currentDate = Date(timeIntervalSinceReferenceDate: 100)
            host.renderFrame()
            withAnimation(.linear(duration: 1)) { model.child = false }
            host.advance(by: 0.3)
            #expect(host.isAnimating, "the child fades out")
            model.container = false
            host.advance(by: 0.3)
            #expect(!host.isAnimating, "the child went with its container")
            host.advance(by: 1)
            let full = host.fullRepaint()
            #expect(firstDifference(host.pixelBuffer, full) == nil)
            // Nothing blue or red is left anywhere.
            var coloured = 0
            for y in 0..<120 {
                for x in 0..<240 where host.pixel(x: x, y: y).b < 200 || host.pixel(x: x, y: y).g < 200 { coloured += 1 }
            }
            #expect(coloured == 0)
        }
        #expect(released == nil)
    }

    /// As in SwiftUI, a view going out with a transition disappears when it has gone:
    /// `onDisappear` runs when its transition ends, not when its removal starts; removed
    /// without animation, at once.
    @Test func onDisappearWaitsForTheTransition() throws {
        @MainActor final class Model: ObservableObject {
            @Published var shown = true
            var disappeared = 0
        }
        struct Item: View {
            @ObservedObject var model: Model
            var body: some View {
                VStack {
                    if model.shown {
                        Color.blue.frame(width: 80, height: 40).onDisappear { model.disappeared += 1 }
                    }
                }
                .frame(width: 200, height: 100)
            }
        }
        let model = Model()
        let host = HeadlessHost(rootView: Item(model: model), width: 240, height: 120)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 100)
        host.renderFrame()
        withAnimation(.linear(duration: 1)) { model.shown = false }
        host.renderFrame()
        host.advance(by: 0.5)
        #expect(model.disappeared == 0, "still fading out")
        host.advance(by: 0.6)
        #expect(model.disappeared == 1)
        model.shown = true
        host.renderFrame()
        model.shown = false
        host.renderFrame()
        #expect(model.disappeared == 2, "removed without animation: at once")
    }

    /// Moves its content down by `y` and fades it to `opacity`: a modifier transition.
    struct Lift: ViewModifier {
        let y: CGFloat
        let opacity: Double
        func body(content: Content) -> some View { content.offset(y: y).opacity(opacity) }
    }

    /// Tints its content: nothing a transition can play.
    struct Tinted: ViewModifier {
        let on: Bool
        func body(content: Content) -> some View { content.background(on ? Color.red : Color.clear) }
    }

    /// A transition made from an app's modifier plays what the modifier does at its active
    /// state: here the view comes in from 40 points lower and transparent, and goes out the
    /// same way.
    @Test func modifierTransitionPlaysTheModifiersNumbers() throws {
        let host = host(.modifier(active: Lift(y: 40, opacity: 0), identity: Lift(y: 0, opacity: 1)))
        let shelf = try #require(host.frame(of: "shelf"))
        host.tap("toggle")
        host.renderFrame()
        #expect(blueness(host, shelf.minX + 50, shelf.minY + 30) < 5, "starts transparent")
        host.advance(by: 0.5)
        // Half way: 20 points down and half faded, so the shelf's top 20 points show none of it.
        #expect(blueness(host, shelf.minX + 50, shelf.minY + 10) < 5)
        #expect(abs(blueness(host, shelf.minX + 50, shelf.minY + 30) - 128) < 8, "\(blueness(host, shelf.minX + 50, shelf.minY + 30))")
        host.advance(by: 0.6)
        #expect(blueness(host, shelf.minX + 50, shelf.minY + 10) > 250)
        host.tap("toggle")
        host.renderFrame()
        host.advance(by: 0.5)
        #expect(firstDifference(host.pixelBuffer, host.fullRepaint()) == nil, "its old place erased")
        #expect(blueness(host, shelf.minX + 50, shelf.minY + 10) < 5, "going down and out")
        #expect(host.isAnimating)
        host.advance(by: 0.6)
        #expect(!host.isAnimating)
    }

    /// A modifier transition whose modifier changes nothing the render tree can play fades,
    /// with a warning saying so.
    @Test func unreadableModifierTransitionFades() throws {
        let host = host(.modifier(active: Tinted(on: true), identity: Tinted(on: false)))
        let shelf = try #require(host.frame(of: "shelf"))
        host.tap("toggle")
        let report = host.renderFrame()
        #expect(report.warnings.contains { $0.contains("AnyTransition.modifier") }, "\(report.warnings)")
        host.advance(by: 0.5)
        #expect(abs(blueness(host, shelf.minX + 50, shelf.midY) - 128) < 8)
    }

    /// `.move(edge: .leading)` comes in from its own width to the left.
    @Test func moveComesInFromTheEdge() throws {
        let host = host(.move(edge: .leading))
        let shelf = try #require(host.frame(of: "shelf"))
        host.tap("toggle")
        host.renderFrame()
        host.advance(by: 0.5)
        // Half way: the 100-point view spans -50...50 of the shelf.
        #expect(blueness(host, shelf.minX + 30, shelf.midY) > 250)
        #expect(blueness(host, shelf.minX + 70, shelf.midY) < 5)
        host.advance(by: 0.6)
        #expect(blueness(host, shelf.minX + 70, shelf.midY) > 250)
    }

    /// Scale combined with opacity, and a transition with its own animation plays even when
    /// the change has none.
    @Test func combinedAndSelfAnimatedTransitions() throws {
        let host = host(.scale.combined(with: .opacity))
        let shelf = try #require(host.frame(of: "shelf"))
        host.tap("toggle")
        host.renderFrame()
        host.advance(by: 0.5)
        // Half size about the centre (25...75) and half faded.
        #expect(blueness(host, shelf.minX + 10, shelf.midY) < 5)
        #expect(abs(blueness(host, shelf.minX + 50, shelf.midY) - 128) < 8)
        host.advance(by: 0.6)

        struct Plain: View {
            @State var shown = false
            var body: some View {
                VStack {
                    Button("show") { shown = true }.accessibilityIdentifier("show")
                    if shown { Color.red.frame(width: 50, height: 50).transition(.opacity.animation(.linear(duration: 1))).accessibilityIdentifier("red") }
                }
            }
        }
        let plain = HeadlessHost(rootView: Plain(), width: 100, height: 100)
        plain.currentDate = Date(timeIntervalSinceReferenceDate: 0)
        plain.renderFrame()
        plain.tap("show")
        plain.renderFrame()
        #expect(plain.isAnimating)
    }

    /// With less motion asked for, a move becomes a fade in place, frames change at once,
    /// and views can read the setting.
    @Test func reducedMotionFadesInsteadOfMoving() throws {
        let host = host(.move(edge: .leading))
        var options = HostOptions()
        options.reduceMotion = true
        host.options = options
        host.renderFrame()
        let shelf = try #require(host.frame(of: "shelf"))
        host.tap("toggle")
        host.renderFrame()
        host.advance(by: 0.5)
        // In place (the right half is drawn too), half faded.
        #expect(abs(blueness(host, shelf.minX + 70, shelf.midY) - 128) < 8)
        #expect(abs(blueness(host, shelf.minX + 30, shelf.midY) - 128) < 8)

        struct Reader: View {
            @Environment(\.accessibilityReduceMotion) var reduce
            var body: some View { Text(reduce ? "reduced" : "full").accessibilityIdentifier(reduce ? "reduced" : "full") }
        }
        let reader = HeadlessHost(rootView: Reader(), width: 100, height: 30)
        reader.options = options
        reader.renderFrame()
        #expect(reader.frame(of: "reduced") != nil)
    }
}
