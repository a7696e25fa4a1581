import Foundation
import Testing
import TintUI

/// A sheet's detents, drag indicator, background, corner radius and background interaction.
@MainActor
@Suite struct PresentationDetentTests {
    struct Tall: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? { context.maxDetentValue * 0.2 }
    }

    final class Model: ObservableObject {
        @Published var detent = PresentationDetent.medium
        @Published var taps = 0
    }

    struct Host: View {
        @ObservedObject var model: Model
        var detents: Set<PresentationDetent> = [.medium, .large]
        var bound = false
        var interaction: PresentationBackgroundInteraction = .automatic
        @State var showing = true
        var body: some View {
            Button("Under") { model.taps += 1 }.accessibilityIdentifier("under")
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .sheet(isPresented: $showing) {
                    Group {
                        if bound {
                            Text("Sheet").presentationDetents(detents, selection: $model.detent)
                        } else {
                            Text("Sheet").presentationDetents(detents)
                        }
                    }
                    .presentationBackgroundInteraction(interaction)
                }
        }
    }

    func start<V: View>(_ view: V) -> HeadlessHost {
        let host = HeadlessHost(rootView: view, width: 400, height: 428)
        host.renderFrame()
        host.renderFrame()
        return host
    }

    @Test func aSheetRestsAtItsSmallestDetentOnTheBottomEdge() throws {
        let host = start(Host(model: Model()))
        let sheet = try #require(host.frame(of: "presentation-sheet"))
        // 428 - 28 = 400 points may be taken: medium is half.
        #expect(sheet.height == 200 && sheet.maxY == 428, "\(sheet)")
        #expect(host.frame(of: "presentation-drag-indicator") != nil, "several detents: an indicator")
    }

    @Test func fractionHeightAndCustomDetents() throws {
        let fraction = start(Host(model: Model(), detents: [.fraction(0.3), .height(250)]))
        #expect(try #require(fraction.frame(of: "presentation-sheet")).height == 120)
        let custom = start(Host(model: Model(), detents: [.custom(Tall.self)]))
        #expect(try #require(custom.frame(of: "presentation-sheet")).height == 80)
        #expect(custom.frame(of: "presentation-drag-indicator") == nil, "one detent: no indicator by default")
        let huge = start(Host(model: Model(), detents: [.height(5000)]))
        #expect(try #require(huge.frame(of: "presentation-sheet")).height == 400, "never above what the window allows")
    }

    @Test func draggingTheIndicatorMovesToTheNearestDetentAndSetsTheSelection() throws {
        let model = Model()
        let host = start(Host(model: model, bound: true))
        let indicator = try #require(host.frame(of: "presentation-drag-indicator"))
        let start = CGPoint(x: indicator.midX, y: indicator.midY)
        host.pointerDown(at: start)
        host.movePointer(to: CGPoint(x: start.x, y: start.y - 60))
        host.renderFrame()
        #expect(try #require(host.frame(of: "presentation-sheet")).height == 260, "follows the pull")
        host.movePointer(to: CGPoint(x: start.x, y: start.y - 150))
        host.pointerUp(at: CGPoint(x: start.x, y: start.y - 150))
        host.renderFrame()
        host.renderFrame()
        #expect(model.detent == .large)
        #expect(try #require(host.frame(of: "presentation-sheet")).height == 400)
        // The app moves it back through the selection.
        model.detent = .medium
        host.renderFrame()
        #expect(try #require(host.frame(of: "presentation-sheet")).height == 200)
    }

    @Test func withoutASelectionTheSheetRestsWhereItWasLetGo() throws {
        let host = start(Host(model: Model()))
        let indicator = try #require(host.frame(of: "presentation-drag-indicator"))
        host.drag(from: CGPoint(x: indicator.midX, y: indicator.midY), to: CGPoint(x: indicator.midX, y: indicator.midY - 170), steps: 4)
        host.renderFrame()
        #expect(try #require(host.frame(of: "presentation-sheet")).height == 400)
    }

    @Test func backgroundInteractionLetsTheViewsBeneathTakeClicks() throws {
        let blocked = Model()
        let host = start(Host(model: blocked))
        host.tap("under")
        host.renderFrame()
        #expect(blocked.taps == 0, "the dimmed backdrop takes the click")
        let open = Model()
        let through = start(Host(model: open, interaction: .enabled))
        through.tap("under")
        through.renderFrame()
        #expect(open.taps == 1)
        // Enabled up through medium: at medium clicks pass, at large they do not.
        let limited = Model()
        let up = start(Host(model: limited, bound: true, interaction: .enabled(upThrough: .medium)))
        up.tap("under")
        up.renderFrame()
        #expect(limited.taps == 1)
        limited.detent = .large
        up.renderFrame()
        up.tap(at: CGPoint(x: 10, y: 5))
        up.renderFrame()
        #expect(limited.taps == 1)
    }

    struct Styled: View {
        @State var showing = true
        var body: some View {
            Color.white.sheet(isPresented: $showing) {
                Text("Sheet").frame(width: 300, height: 100)
                    .presentationBackground(Color.yellow)
                    .presentationCornerRadius(0)
                    .presentationDragIndicator(.visible)
                    .presentationContentInteraction(.scrolls)
                    .presentationCompactAdaptation(horizontal: .popover, vertical: .sheet)
            }
        }
    }

    @Test func backgroundAndCornerRadius() throws {
        let host = HeadlessHost(rootView: Styled(), width: 400, height: 300)
        host.renderFrame()
        host.renderFrame()
        // The sheet hangs from the top, 28 points down, centred: 50...350 by 28...128.
        #expect(host.pixel(x: 60, y: 40) == RGBA8(Color.yellow))
        #expect(host.pixel(x: 51, y: 29) == RGBA8(Color.yellow), "square corners")
    }
}
