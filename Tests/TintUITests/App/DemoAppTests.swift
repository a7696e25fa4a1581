import Foundation
import Testing
import TintDemoScenes
import TintUI

/// The demo as an app: New Window opens another demo window, the Debug menu switches the key
/// window's debug tint, badges and heads-up display, and Settings' appearance applies to every
/// window at once.
@MainActor
@Suite(.serialized) struct DemoAppTests {
    private func start() -> HeadlessApp {
        let app = HeadlessApp(DemoApp())
        DemoWindows.keyWindowOptions = { app.windows.last?.options }
        DemoWindows.updateKeyWindow = { change in
            if let host = app.windows.last { change(&host.options) }
        }
        app.renderFrame()
        return app
    }

    @Test func theDebugMenuSwitchesTheKeyWindowsOverlays() throws {
        let app = start()
        let name = ProcessInfo.processInfo.processName
        for path in ["Debug/Random Tint", "Debug/Render Count Badges", "Debug/Heads-Up Display", "File/New Window", "\(name)/Settings…"] {
            #expect(app.menuItems.contains(path), "\(path)")
        }
        let first = try #require(app.windows.last)
        #expect(!first.options.debugTint)
        app.performMenuItem("Debug/Random Tint")
        #expect(first.options.debugTint)
        app.performMenuItem("File/New Window")
        app.renderFrame()
        #expect(app.windows.count == 2 && app.windows.last?.title == "Tint Demo")
        let second = try #require(app.windows.last)
        app.performMenuItem("Debug/Heads-Up Display")
        #expect(second.options.headsUpDisplay && !first.options.headsUpDisplay, "the key window's, not the other's")
        // The shortcut works without opening the menu.
        second.pressKey("T", shift: true, control: true)
        #expect(second.options.debugTint)
    }

    @Test func settingsAppearanceAppliesToEveryWindow() throws {
        let app = start()
        app.openSettings()
        app.renderFrame()
        let settings = try #require(app.windows.last)
        #expect(app.windows.count == 2 && settings.texts().contains("Appearance"))
        let main = app.windows[0]
        func choose(_ title: String) {
            guard let picker = settings.frame(of: "appearance") else { return }
            // In a form's row the label takes the left half and the segments (System, Light,
            // Dark, in equal thirds) the right: a segment's centre is 5, 3 or 1 twelfths of the
            // row in from its end.
            let index = ["System", "Light", "Dark"].firstIndex(of: title) ?? 0
            settings.tap(at: CGPoint(x: picker.maxX - picker.width * CGFloat(5 - 2 * index) / 12, y: picker.midY))
            app.renderFrame()
        }
        choose("Light")
        let light = main.pixel(x: 400, y: 300)
        choose("Dark")
        let dark = main.pixel(x: 400, y: 300)
        #expect(Int(light.r) > Int(dark.r) + 100, "the main window turned dark: \(light) then \(dark)")
        choose("System")
    }
}
