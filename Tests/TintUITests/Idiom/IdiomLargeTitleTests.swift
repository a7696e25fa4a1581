import Foundation
import Testing
import TintUI

/// In the iPad idiom a navigation level's title is large, under the bar's row, unless the
/// level asks for an inline one; on the Mac every title is in the row.
@MainActor
@Suite struct IdiomLargeTitleTests {
    struct Inbox: View {
        let inline: Bool
        var body: some View {
            NavigationStack {
                Text("Messages").accessibilityIdentifier("content")
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(inline ? .inline : .automatic)
            }
        }
    }

    @Test func theIPadsTitlesAreLargeUnlessInline() throws {
        let mac = HeadlessHost(rootView: Inbox(inline: false), width: 400, height: 300)
        mac.renderFrame()
        mac.renderFrame()
        let macBar = try #require(mac.frame(of: "navigation-bar"))
        #expect(mac.frame(of: "navigation-large-title") == nil && macBar.height == 38, "\(macBar)")

        let pad = HeadlessHost(rootView: Inbox(inline: false), width: 400, height: 300)
        pad.options.idiom = .pad
        pad.renderFrame()
        pad.renderFrame()
        let bar = try #require(pad.frame(of: "navigation-bar"))
        let title = try #require(pad.frame(of: "navigation-large-title"))
        #expect(title.minY >= 38 && title.height > 30 && abs(title.minX - 12) <= 1, "under the row, large, at the leading edge: \(title)")
        let content = try #require(pad.frame(of: "content"))
        #expect(bar.maxY >= title.maxY && content.minY >= bar.maxY)

        let inline = HeadlessHost(rootView: Inbox(inline: true), width: 400, height: 300)
        inline.options.idiom = .pad
        inline.renderFrame()
        inline.renderFrame()
        #expect(inline.frame(of: "navigation-large-title") == nil)
        #expect(try #require(inline.frame(of: "navigation-bar")).height == 38)
        #expect(inline.texts().contains("Inbox"))
    }
}
