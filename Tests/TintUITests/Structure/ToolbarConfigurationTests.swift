import Foundation
import Testing
import TintUI

/// The toolbar modifiers: visibility, background, colour scheme, title menu, removing the
/// title, an app's own ToolbarContent, and customizable toolbars.
@MainActor
@Suite struct ToolbarConfigurationTests {
    struct AddItems: ToolbarContent {
        var body: some ToolbarContent {
            ToolbarItem(placement: .primaryAction) { Button("Add") {}.accessibilityIdentifier("add") }
        }
    }

    struct Level<Extra: View>: View {
        let extra: (AnyView) -> Extra
        var body: some View {
            NavigationStack {
                extra(AnyView(Text("content").navigationTitle("Doc").toolbar { AddItems() }))
            }
        }
    }

    func start<V: View>(_ view: V) -> HeadlessHost {
        let host = HeadlessHost(rootView: view, width: 400, height: 200)
        host.renderFrame()
        host.renderFrame()
        return host
    }

    @Test func anAppsOwnToolbarContentAddsItsItems() throws {
        let host = start(Level { $0 })
        #expect(host.frame(of: "add") != nil)
        #expect(host.texts().contains("Doc"))
    }

    @Test func aHiddenToolbarIsNotDrawn() throws {
        let host = start(Level { $0.toolbar(.hidden, for: .windowToolbar) })
        #expect(host.frame(of: "navigation-bar") == nil)
        #expect(host.frame(of: "add") == nil)
        let shown = start(Level { $0.toolbar(.visible, for: .automatic) })
        #expect(shown.frame(of: "navigation-bar") != nil)
    }

    @Test func backgroundAndColorScheme() throws {
        let host = start(Level { $0.toolbarBackground(Color.yellow, for: .automatic) })
        #expect(host.pixel(x: 200, y: 5) == RGBA8(Color.yellow))
        let clear = start(Level { $0.toolbarBackground(.hidden, for: .automatic) })
        #expect(clear.pixel(x: 200, y: 5) != start(Level { $0 }).pixel(x: 200, y: 5), "no bar background")
        let dark = start(Level { $0.toolbarColorScheme(.dark, for: .automatic) })
        let light = start(Level { $0 })
        #expect(dark.pixel(x: 200, y: 5).g < light.pixel(x: 200, y: 5).g, "the bar drawn dark")
        // A role and a title display mode change nothing a desktop bar draws.
        let roled = start(Level { $0.toolbarRole(.editor).toolbarTitleDisplayMode(.inline) })
        for x in stride(from: 0, to: 400, by: 7) {
            for y in stride(from: 0, to: 40, by: 3) { #expect(roled.pixel(x: x, y: y) == light.pixel(x: x, y: y)) }
        }
    }

    @Test func theTitleOpensItsMenuAndCanBeRemoved() throws {
        let host = start(Level { $0.toolbarTitleMenu { Button("Rename") {}.accessibilityIdentifier("rename") } })
        host.tap("toolbar-title-menu")
        host.renderFrame()
        #expect(host.frame(of: "rename") != nil)
        let untitled = start(Level { $0.toolbar(removing: .title) })
        #expect(!untitled.texts().contains("Doc"))
        let toggled = start(Level { $0.toolbar(removing: .sidebarToggle) })
        #expect(toggled.texts().contains("Doc"), "removing the sidebar toggle keeps the title")
    }

    struct Customizable: View {
        let id: String
        var body: some View {
            NavigationStack {
                Text("content").navigationTitle("Doc")
                    .toolbar(id: id) {
                        ToolbarItem(id: "add") { Button("Add") {}.accessibilityIdentifier("add") }
                        ToolbarItem(id: "share", placement: .secondaryAction) { Button("Share") {}.accessibilityIdentifier("share") }
                        ToolbarItem(id: "print", showsByDefault: false) { Button("Print") {}.accessibilityIdentifier("print") }
                    }
            }
        }
    }

    @Test func aCustomizableToolbarsItemsAreHiddenAndShownFromItsMenu() throws {
        let id = "test-\(UUID().uuidString)"
        let host = start(Customizable(id: id))
        #expect(host.frame(of: "add") != nil && host.frame(of: "share") != nil)
        #expect(host.frame(of: "print") == nil, "not shown by default")
        host.secondaryTap("navigation-bar")
        host.renderFrame()
        host.tap("toolbar-customize-add")
        host.renderFrame()
        host.renderFrame()
        #expect(host.frame(of: "add") == nil)
        host.secondaryTap("navigation-bar")
        host.renderFrame()
        host.tap("toolbar-customize-print")
        host.renderFrame()
        host.renderFrame()
        #expect(host.frame(of: "print") != nil)
        // Kept: a new window of the same toolbar shows the same items.
        let again = start(Customizable(id: id))
        #expect(again.frame(of: "add") == nil && again.frame(of: "print") != nil)
        UserDefaults.standard.removeObject(forKey: "TintToolbar.\(id).add")
        UserDefaults.standard.removeObject(forKey: "TintToolbar.\(id).print")
    }
}
