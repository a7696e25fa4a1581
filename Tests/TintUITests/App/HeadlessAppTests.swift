import Foundation
import Testing
import TintUI

/// An app's scenes run headlessly: the first window opens at launch; `openWindow` opens windows
/// by id and by value (a value's window comes forward instead of opening twice); `Window` and
/// `Settings` have one window at most; `dismissWindow` closes; the app ends with its last window.
@MainActor
@Suite struct HeadlessAppTests {
    struct Opener: View {
        @Environment(\.openWindow) private var openWindow
        @Environment(\.openSettings) private var openSettings
        @Environment(\.dismissWindow) private var dismissWindow
        @Environment(\.supportsMultipleWindows) private var multiple
        var body: some View {
            VStack {
                Text(multiple ? "several windows" : "one window")
                Button("Viewer") { openWindow(id: "viewer") }.accessibilityIdentifier("viewer")
                Button("About") { openWindow(id: "about") }.accessibilityIdentifier("about")
                Button("Item 3") { openWindow(value: 3) }.accessibilityIdentifier("item3")
                Button("Item 4") { openWindow(value: 4) }.accessibilityIdentifier("item4")
                Button("Settings") { openSettings() }.accessibilityIdentifier("settings")
                Button("Close") { dismissWindow() }.accessibilityIdentifier("close")
                Button("Close viewers") { dismissWindow(id: "viewer") }.accessibilityIdentifier("close-viewers")
            }
        }
    }

    struct Item: View {
        @Binding var value: Int?
        @Environment(\.dismissWindow) private var dismissWindow
        var body: some View {
            VStack {
                Text("Item \(value.map(String.init) ?? "none")")
                Button("Next") { value = (value ?? 0) + 1 }.accessibilityIdentifier("next")
                Button("Close") { dismissWindow() }.accessibilityIdentifier("close-item")
            }
        }
    }

    struct MultiApp: App {
        var body: some Scene {
            WindowGroup("Main") { Opener() }
                .defaultSize(CGSize(width: 500, height: 400))
            WindowGroup("Viewer", id: "viewer") { Text("A viewer") }
            WindowGroup("Item", for: Int.self) { $value in Item(value: $value) }
            Window("About", id: "about") { Text("About this app") }
            Settings { Text("Preferences") }
        }
    }

    @Test func theFirstWindowOpensAtLaunchAtItsSize() throws {
        let app = HeadlessApp(MultiApp())
        app.renderFrame()
        let main = try #require(app.windows.last)
        #expect(app.windows.count == 1 && main.title == "Main")
        #expect(main.pixelBuffer.width == 500 && main.pixelBuffer.height == 400)
        #expect(main.texts().contains("several windows"), "an app's windows support more than one")
    }

    @Test func windowsOpenByIdAndAWindowSceneOnlyOnce() throws {
        let app = HeadlessApp(MultiApp())
        app.renderFrame()
        let main = app.windows[0]
        main.tap("viewer")
        main.tap("viewer")
        app.renderFrame()
        #expect(app.windows.map(\.title) == ["Main", "Viewer", "Viewer"], "a window group opens a window each time")
        #expect(app.windows.last?.texts().last == "A viewer")
        main.tap("about")
        main.tap("about")
        app.renderFrame()
        #expect(app.windows.filter { $0.title == "About" }.count == 1, "a Window scene has one window")
        main.tap("close-viewers")
        app.renderFrame()
        #expect(app.windows.map(\.title) == ["Main", "About"])
    }

    @Test func aValuesWindowComesForwardInsteadOfOpeningTwice() throws {
        let app = HeadlessApp(MultiApp())
        app.renderFrame()
        let main = app.windows[0]
        main.tap("item3")
        main.tap("item4")
        app.renderFrame()
        #expect(app.windows.map(\.title) == ["Main", "Item", "Item"])
        #expect(app.windows.last?.texts().contains("Item 4") == true)
        main.tap("item3")
        app.renderFrame()
        #expect(app.windows.count == 3, "the window showing 3 came forward")
        let three = try #require(app.windows.last)
        #expect(three.texts().contains("Item 3"))
        // The window's value is its own to change, through its binding.
        three.tap("next")
        app.renderFrame()
        #expect(three.texts().contains("Item 4"))
        three.tap("close-item")
        app.renderFrame()
        #expect(app.windows.count == 2 && !app.windows.contains { $0 === three }, "dismissWindow() closes the window it is in")
    }

    @Test func settingsOpenOnceFromTheActionTheMenuAndTheShortcut() throws {
        let app = HeadlessApp(MultiApp())
        app.renderFrame()
        let main = app.windows[0]
        let settingsItem = try #require(app.menuItems.first { $0.hasSuffix("/Settings…") })
        main.tap("settings")
        app.renderFrame()
        #expect(app.windows.last?.texts() == ["Preferences"])
        app.performMenuItem(settingsItem)
        #expect(main.pressKey(",", control: true))
        app.openSettings()
        app.renderFrame()
        #expect(app.windows.filter { $0.texts() == ["Preferences"] }.count == 1)
    }

    @Test func theAppEndsWithItsLastWindow() throws {
        let app = HeadlessApp(MultiApp())
        app.renderFrame()
        app.windows[0].tap("viewer")
        app.renderFrame()
        app.closeWindow(app.windows[1])
        #expect(app.isRunning)
        app.windows[0].tap("close")
        app.renderFrame()
        #expect(app.windows.isEmpty && !app.isRunning)
    }

    @Test func newWindowCloseAndQuitFromTheMenuAndTheirKeys() throws {
        let app = HeadlessApp(MultiApp())
        app.renderFrame()
        app.performMenuItem("File/New Window")
        #expect(app.windows.map(\.title) == ["Main", "Main"])
        #expect(app.windows[1].pressKey("N", control: true))
        #expect(app.windows.count == 3)
        #expect(app.windows[2].pressKey("W", control: true))
        app.performMenuItem("File/Close")
        #expect(app.windows.count == 1)
        let quit = try #require(app.menuItems.first { $0.contains("/Quit ") })
        app.performMenuItem(quit)
        #expect(!app.isRunning && app.windows.isEmpty)
    }
}

/// Scenes of the app's own, several in a builder, one under a condition, and the scene
/// modifiers that reach the windows' views.
@MainActor
@Suite struct SceneCompositionTests {
    @Observable final class Store { var name = "shared store" }

    struct Documents: Scene {
        let store: Store
        var body: some Scene {
            WindowGroup("Documents") { Reader() }
                .environment(store)
                .environment(\.locale, Locale(identifier: "de_DE"))
        }
    }

    struct Reader: View {
        @Environment(Store.self) private var store
        @Environment(\.locale) private var locale
        var body: some View { Text("\(store.name) in \(locale.identifier)") }
    }

    struct ComposedApp: App {
        static var includesInspector = true
        let store = Store()
        var body: some Scene {
            Documents(store: store)
            if ComposedApp.includesInspector {
                Window("Inspector", id: "inspector") { Text("Inspecting") }
                    .keyboardShortcut("i", modifiers: [.command, .shift])
            }
        }
    }

    @Test func aCustomSceneAndItsEnvironmentReachTheWindow() throws {
        let app = HeadlessApp(ComposedApp())
        app.renderFrame()
        #expect(app.windows.last?.title == "Documents")
        #expect(app.windows.last?.texts().last == "shared store in de_DE")
        // The conditional Window has its Window-menu entry and shortcut.
        #expect(app.menuItems.contains("Window/Inspector"))
        #expect(app.windows[0].pressKey("I", shift: true, control: true))
        app.renderFrame()
        #expect(app.windows.last?.title == "Inspector")
    }

    struct Counter: App {
        @State var count = 0
        var body: some Scene {
            WindowGroup("Count") { Text("count") }
                .onChange(of: Counter.source, initial: true) { old, new in Counter.changes.append("\(old)->\(new)") }
        }
        static var source = 1
        static var changes: [String] = []
    }

    @Test func aScenesOnChangeRunsWhenTheBodyGivesANewValue() {
        Counter.changes = []
        Counter.source = 1
        let app = HeadlessApp(Counter())
        #expect(Counter.changes == ["1->1"], "initial")
        app.renderFrame()
        #expect(Counter.changes == ["1->1"])
        Counter.source = 2
        app.renderFrame()
        #expect(Counter.changes == ["1->1", "1->2"])
    }

    /// A value that is Equatable and not Hashable, as SwiftUI's `onChange` takes.
    struct Size: Equatable { var width: Double }

    struct SizeApp: App {
        static var width = 1.0
        static var seen: [Double] = []
        var body: some Scene {
            WindowGroup("Size") { Text("size") }
                .onChange(of: Size(width: SizeApp.width)) { _, new in SizeApp.seen.append(new.width) }
        }
    }

    @Test func anEquatableValueIsWatchedToo() {
        SizeApp.width = 1
        SizeApp.seen = []
        let app = HeadlessApp(SizeApp())
        app.renderFrame()
        #expect(SizeApp.seen.isEmpty, "not initial")
        SizeApp.width = 2
        app.renderFrame()
        app.renderFrame()
        #expect(SizeApp.seen == [2])
    }
}

/// `@Environment(\.scenePhase)` per window: the key window is active, the others inactive, a
/// minimized one in the background.
@MainActor
@Suite struct ScenePhaseTests {
    struct Phase: View {
        @Environment(\.scenePhase) private var phase
        var body: some View {
            Text(phase == .active ? "active" : phase == .inactive ? "inactive" : "background")
        }
    }

    struct PhaseApp: App {
        var body: some Scene {
            WindowGroup("Phase") { Phase() }
        }
    }

    @Test func theKeyWindowIsActiveAndTheOthersInactive() throws {
        let app = HeadlessApp(PhaseApp())
        app.renderFrame()
        let first = try #require(app.windows.last)
        #expect(first.texts().contains("active"))
        app.performMenuItem("File/New Window")
        app.renderFrame()
        let second = try #require(app.windows.last)
        #expect(first.texts().contains("inactive") && second.texts().contains("active"))
        app.performMenuItem("Window/Minimize")
        app.performMenuItem("Window/Phase")
        app.renderFrame()
        #expect(second.texts().contains("background") && first.texts().contains("active"), "\(second.texts()) \(first.texts())")
    }
}

/// `@SceneStorage` per window: two windows of an app keep their own values.
@MainActor
@Suite(.serialized) struct SceneStoragePerWindowTests {
    struct Draft: View {
        @SceneStorage("tint.test.draft") private var draft = ""
        var body: some View {
            VStack {
                Text("Draft: \(draft)")
                Button("One") { draft = "one" }.accessibilityIdentifier("one")
                Button("Two") { draft = "two" }.accessibilityIdentifier("two")
            }
        }
    }

    struct DraftApp: App {
        var body: some Scene {
            WindowGroup("Draft") { Draft() }
        }
    }

    @Test func eachWindowKeepsItsOwnValue() throws {
        let app = HeadlessApp(DraftApp())
        app.performMenuItem("File/New Window")
        app.renderFrame()
        let first = app.windows[0], second = app.windows[1]
        first.tap("one")
        second.tap("two")
        app.renderFrame()
        #expect(first.texts().contains("Draft: one") && second.texts().contains("Draft: two"), "\(first.texts()) \(second.texts())")
    }
}
