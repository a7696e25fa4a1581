import Foundation
import Testing
import TintUI

/// In the iPad idiom a sheet is a card in the middle of the window, 540 by 620 points where
/// the window has room, its content filling it; on the Mac it hangs from the top at its
/// content's size.
@MainActor
@Suite struct IdiomSheetTests {
    struct Editor: View {
        @State var editing = false
        var body: some View {
            Button("Edit") { editing = true }
                .accessibilityIdentifier("edit")
                .sheet(isPresented: $editing) {
                    VStack {
                        Text("Edit the note")
                        Button("Done") { editing = false }.accessibilityIdentifier("done")
                    }
                    .padding(20)
                    .accessibilityIdentifier("sheet-content")
                }
        }
    }

    @Test func aSheetIsACardInTheMiddleOnTheIPad() throws {
        let mac = HeadlessHost(rootView: Editor(), width: 800, height: 700)
        mac.renderFrame()
        mac.tap("edit")
        mac.renderFrame()
        let macSheet = try #require(mac.frame(of: "sheet-content"))
        #expect(macSheet.minY < 60 && macSheet.width < 400, "hangs from the top at its size: \(macSheet)")

        let pad = HeadlessHost(rootView: Editor(), width: 800, height: 700)
        pad.options.idiom = .pad
        pad.renderFrame()
        pad.tap("edit")
        pad.renderFrame()
        let card = try #require(pad.frame(of: "presentation-sheet"))
        #expect(card == CGRect(x: 130, y: 40, width: 540, height: 620), "\(card)")
        let content = try #require(pad.frame(of: "sheet-content"))
        #expect(abs(content.midX - 400) <= 1 && abs(content.midY - 350) <= 1, "centred in the card: \(content)")
        pad.tap("done")
        pad.renderFrame()
        pad.renderFrame()
        #expect(pad.frame(of: "presentation-sheet") == nil)

        // A small window: the card keeps 20 points clear of each edge.
        let small = HeadlessHost(rootView: Editor(), width: 400, height: 300)
        small.options.idiom = .pad
        small.renderFrame()
        small.tap("edit")
        small.renderFrame()
        #expect(small.frame(of: "presentation-sheet") == CGRect(x: 20, y: 20, width: 360, height: 260))
    }
}
