import Foundation
import Testing
import TintUI

/// `ViewThatFits`: the first view that fits its space along the axes asked is shown; the others
/// are out of sight and take no clicks.
@MainActor
@Suite struct ViewThatFitsTests {
    private func shown(width: Int, height: Int = 100, axes: Axis.Set = [.horizontal, .vertical]) -> [String] {
        let host = HeadlessHost(rootView: ViewThatFits(in: axes) {
            Text("A label too long for a narrow window").accessibilityIdentifier("long")
            Text("Medium label").accessibilityIdentifier("medium")
            Text("S").accessibilityIdentifier("short")
        }, width: width, height: height)
        host.renderFrame()
        let canvas = CGRect(x: 0, y: 0, width: width, height: height)
        return ["long", "medium", "short"].filter { host.frame(of: $0).map { canvas.intersects($0) } ?? false }
    }

    @Test func theFirstViewThatFitsIsShown() {
        #expect(shown(width: 400) == ["long"])
        #expect(shown(width: 120) == ["medium"])
        #expect(shown(width: 30) == ["short"])
        // None fits: the last.
        #expect(shown(width: 4) == ["short"])
        // Only the vertical axis must fit: the long label, wrapped at the width, is taken when
        // its lines fit the height, and gives way when they do not.
        #expect(shown(width: 30, height: 300, axes: .vertical) == ["long"])
        #expect(shown(width: 30, height: 100, axes: .vertical) == ["medium"])
    }

    struct Buttons: View {
        @State var log = ""
        var body: some View {
            VStack {
                ViewThatFits {
                    Button("Wide button with a long title") { log = "wide" }.accessibilityIdentifier("wide")
                    Button("Narrow") { log = "narrow" }.accessibilityIdentifier("narrow")
                }
                Text("log").accessibilityIdentifier("log-\(log)")
            }
        }
    }

    @Test func onlyTheShownViewTakesClicks() throws {
        let host = HeadlessHost(rootView: Buttons(), width: 120, height: 100)
        host.renderFrame()
        let narrow = try #require(host.frame(of: "narrow"))
        host.tap(at: CGPoint(x: narrow.midX, y: narrow.midY))
        host.renderFrame()
        #expect(host.frame(of: "log-narrow") != nil)
    }
}
