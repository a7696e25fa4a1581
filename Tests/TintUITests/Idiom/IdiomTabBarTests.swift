import Foundation
import Testing
import TintUI

/// In the iPad idiom a `TabView`'s tabs are a bar along the bottom, each tab's icon over its
/// title, sharing the width; on the Mac they are a segmented row above the content.
@MainActor
@Suite struct IdiomTabBarTests {
    struct Tabs: View {
        @State var tab = 0
        var body: some View {
            TabView(selection: $tab) {
                Text("Home page").tabItem { Label("Home", systemImage: "house") }.tag(0)
                Text("Settings page").tabItem { Label("Settings", systemImage: "gear") }.tag(1)
            }
        }
    }

    @Test func theIPadsTabsAreABarAlongTheBottom() throws {
        let mac = HeadlessHost(rootView: Tabs(), width: 400, height: 300)
        mac.renderFrame()
        #expect(mac.frame(of: "tab-bar") == nil)

        let pad = HeadlessHost(rootView: Tabs(), width: 400, height: 300)
        pad.options.idiom = .pad
        pad.renderFrame()
        let bar = try #require(pad.frame(of: "tab-bar"))
        #expect(bar == CGRect(x: 0, y: 250, width: 400, height: 50), "\(bar)")
        #expect(pad.texts().contains("Home page") && !pad.texts().contains("Settings page"))
        // The selected tab's icon and title are in the accent colour; the other's are grey.
        func accentPixels(in rect: CGRect) -> Int {
            var n = 0
            for y in Int(rect.minY)..<Int(rect.maxY) {
                for x in Int(rect.minX)..<Int(rect.maxX) {
                    let p = pad.pixel(x: x, y: y)
                    if Int(p.b) > Int(p.r) + 80 { n += 1 }
                }
            }
            return n
        }
        let left = CGRect(x: 0, y: 251, width: 200, height: 49), right = CGRect(x: 200, y: 251, width: 200, height: 49)
        #expect(accentPixels(in: left) > 20 && accentPixels(in: right) == 0)
        // A click in the second half of the bar chooses the second tab.
        pad.tap(at: CGPoint(x: 300, y: 275))
        pad.renderFrame()
        #expect(pad.texts().contains("Settings page") && !pad.texts().contains("Home page"))
        #expect(accentPixels(in: right) > 20 && accentPixels(in: left) == 0)
    }
}
