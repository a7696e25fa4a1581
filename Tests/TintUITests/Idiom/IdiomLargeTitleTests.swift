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
        #expect(title.minY >= 38 && title.height > 30 && abs(title.minX - 20) <= 1, "under the row, large, in line with a card's edge: \(title)")
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

    /// A large title's bar is drawn on the level's content: the grouped grey over an inset
    /// grouped list, the window's background over other content, with no line under it; a
    /// background the level asks for still shows.
    @Test func aLargeTitleSitsOnTheContentsBackground() throws {
        struct Settings: View {
            let list: Bool
            let visibleBar: Bool
            var body: some View {
                NavigationStack {
                    Group {
                        if list {
                            List { Text("General") }
                        } else {
                            Text("Plain").frame(maxWidth: .infinity, maxHeight: .infinity)
                        }
                    }
                    .navigationTitle("Settings")
                    .toolbarBackground(visibleBar ? .visible : .automatic, for: .navigationBar)
                }
            }
        }
        func host(list: Bool, visibleBar: Bool = false) -> HeadlessHost {
            let host = HeadlessHost(rootView: Settings(list: list, visibleBar: visibleBar), width: 400, height: 300)
            host.options.idiom = .pad
            host.renderFrame()
            host.renderFrame()
            return host
        }
        let grey = RGBA8(Color(uiColor: .systemGroupedBackground)), white = RGBA8(Color(uiColor: .systemBackground))
        let overList = host(list: true)
        let bar = try #require(overList.frame(of: "navigation-bar"))
        let bottom = Int(bar.maxY) - 1
        #expect(overList.pixel(x: 5, y: 5) == grey && overList.pixel(x: 5, y: bottom) == grey, "grey, with no line under it")
        let overText = host(list: false)
        #expect(overText.pixel(x: 5, y: 5) == white && overText.pixel(x: 5, y: bottom) == white)
        let asked = host(list: true, visibleBar: true)
        #expect(asked.pixel(x: 5, y: 5) != grey && asked.pixel(x: 5, y: 5) != white, "the bar's own grey when asked for")
    }
}
