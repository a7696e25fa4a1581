import Foundation
import Testing
import TintReconciler
import TintUI

/// `.toolbar` outside any navigation container: the items in the window's own toolbar, along its
/// top, shown only while there are any.
@MainActor
@Suite struct WindowToolbarTests {
    final class Model: ObservableObject {
        @Published var hasItems = true
    }

    struct Document: View {
        @ObservedObject var model: Model
        var body: some View {
            Color.white.accessibilityIdentifier("document")
                .toolbar {
                    if model.hasItems {
                        ToolbarItem(placement: .primaryAction) { Button("Share") {}.accessibilityIdentifier("share") }
                    }
                }
        }
    }

    @Test func itemsOutsideNavigationGoInTheWindowsToolbar() throws {
        let model = Model()
        let host = HeadlessHost(rootView: Document(model: model), width: 400, height: 300)
        host.renderFrame()
        host.renderFrame()
        let bar = try #require(host.frame(of: "navigation-bar"))
        let share = try #require(host.frame(of: "share"))
        #expect(bar.minY == 0 && bar.width == 400)
        #expect(bar.contains(CGPoint(x: share.midX, y: share.midY)) && share.midX > 300, "at the trailing end")
        #expect(try #require(host.frame(of: "document")).minY == bar.maxY, "the view under the bar")
        model.hasItems = false
        host.renderFrame()
        host.renderFrame()
        #expect(host.frame(of: "navigation-bar") == nil, "no items, no bar")
        #expect(host.frame(of: "document") == CGRect(x: 0, y: 0, width: 400, height: 300))
    }

    /// The window's chrome (its toolbar area, the bar) is not the app's: a host mounts as many
    /// views as a bare graph of the same view, with the bar shown or not.
    @Test func theWindowsChromeIsNotCountedAsTheAppsViews() {
        let model = Model()
        let host = HeadlessHost(rootView: Document(model: model), width: 400, height: 300)
        host.renderFrame()
        host.renderFrame()
        let graph = ViewGraph(root: Document(model: model))
        _ = graph.update()
        #expect(host.frame(of: "navigation-bar") != nil)
        #expect(host.mountedViewCount == graph.mountedViewCount, "\(host.mountedViewCount) against \(graph.mountedViewCount)")
        let plain = HeadlessHost(rootView: Text("a"), width: 100, height: 40)
        plain.renderFrame()
        #expect(plain.mountedViewCount == 1)
    }
}
