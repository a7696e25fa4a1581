import Foundation
import Testing
import TintUI

/// A popover is attached to its view: centred under it, or over it when there is no room below,
/// wherever the click that opened it was.
@MainActor
@Suite struct PopoverAnchorTests {
    struct Anchored: View {
        @State var shown = false
        var alignment: Alignment = .top
        var body: some View {
            Button("Info") { shown = true }.accessibilityIdentifier("info")
                .frame(width: 100, height: 30)
                .popover(isPresented: $shown) { Text("Details").frame(width: 60, height: 40).accessibilityIdentifier("details") }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
        }
    }

    @Test func underItsViewCentred() throws {
        let host = HeadlessHost(rootView: Anchored(), width: 400, height: 300)
        host.renderFrame()
        let button = try #require(host.frame(of: "info"))
        // Clicked near the button's left edge: the popover still centres on the button.
        host.tap(at: CGPoint(x: button.minX + 5, y: button.midY))
        host.renderFrame()
        let details = try #require(host.frame(of: "details"))
        #expect(details.minY >= button.maxY && details.minY <= button.maxY + 12, "\(details) under \(button)")
        #expect(abs(details.midX - button.midX) < 8, "\(details) centred on \(button)")
    }

    @Test func overItsViewWhenThereIsNoRoomBelow() throws {
        let host = HeadlessHost(rootView: Anchored(alignment: .bottom), width: 400, height: 300)
        host.renderFrame()
        host.tap("info")
        host.renderFrame()
        let button = try #require(host.frame(of: "info"))
        let details = try #require(host.frame(of: "details"))
        #expect(details.maxY <= button.minY, "\(details) over \(button)")
    }
}
