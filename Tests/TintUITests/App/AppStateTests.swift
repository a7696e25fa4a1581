import Foundation
import Observation
import Testing
@testable import TintUI

private struct CounterView: View {
    @Binding var count: Int
    var body: some View {
        VStack {
            Text("Count \(count)")
            Button("Add") { count += 1 }.accessibilityIdentifier("add")
        }
    }
}

/// An app whose state its windows, its menu and a scene's `onChange` all use.
private struct CountingApp: App {
    @State private var count = 0
    let changes: ChangeLog

    init() { changes = ChangeLog() }
    init(changes: ChangeLog) { self.changes = changes }

    var body: some Scene {
        WindowGroup("Counter") {
            CounterView(count: $count)
        }
        .commands {
            CommandMenu("Count") {
                Button("Reset") { count = 0 }
                Button("Count is \(count)") {}
            }
        }
        .onChange(of: count) { old, new in changes.entries.append("\(old)->\(new)") }
    }
}

@MainActor
private final class ChangeLog {
    var entries: [String] = []
}

private final class Library: ObservableObject {
    @Published var title = "First"
}

private struct LibraryApp: App {
    @StateObject private var library = Library()
    var body: some Scene {
        WindowGroup {
            Text(library.title)
        }
        .commands {
            CommandMenu("Library") {
                Button("Rename") { library.title = "Renamed" }
            }
        }
    }
}

@Observable @MainActor
private final class Session {
    var user = "nobody"
}

private struct SessionApp: App {
    @State private var session = Session()
    @Environment(\.colorScheme) private var colorScheme
    var body: some Scene {
        WindowGroup {
            Text("User \(session.user)")
        }
        .commands {
            CommandMenu("Account") {
                Button("Sign In") { session.user = "ada" }
            }
        }
    }
}

/// The body reads the state itself, outside a window's content.
private struct LabelApp: App {
    @State private var count = 0
    var body: some Scene {
        let label = "Total \(count)"
        WindowGroup {
            Text(label)
        }
        .commands {
            CommandMenu("Total") {
                Button("Add") { count += 1 }
            }
        }
    }
}

@MainActor struct AppStateTests {
    @Test func contentTheBodyMadeFromTheStateIsMadeAgain() {
        let app = HeadlessApp(LabelApp())
        app.renderFrame()
        #expect(app.windows[0].texts().contains("Total 0"))
        app.performMenuItem("Total/Add")
        app.renderFrame()
        #expect(app.windows[0].texts().contains("Total 1"))
    }

    @Test func anAppsStateLivesAndItsWindowsFollowIt() throws {
        let log = ChangeLog()
        let app = HeadlessApp(CountingApp(changes: log))
        app.renderFrame()
        let window = app.windows[0]
        #expect(window.texts().contains("Count 0"))
        window.tap("add")
        app.renderFrame()
        #expect(window.texts().contains("Count 1"))
        window.tap("add")
        app.renderFrame()
        #expect(window.texts().contains("Count 2"))
        #expect(log.entries == ["0->1", "1->2"])
        // The menu reads the same state, and an item writes it.
        #expect(app.menuItems.contains("Count/Count is 2"))
        app.performMenuItem("Count/Reset")
        app.renderFrame()
        #expect(window.texts().contains("Count 0"))
        #expect(log.entries.last == "2->0")
    }

    @Test func aNewWindowSeesTheStateAsItIsNow() {
        let app = HeadlessApp(CountingApp())
        app.renderFrame()
        app.windows[0].tap("add")
        app.renderFrame()
        app.performMenuItem("File/New Window")
        app.renderFrame()
        #expect(app.windows.count == 2)
        #expect(app.windows[1].texts().contains("Count 1"))
        // Both windows show the one state of the app.
        app.windows[1].tap("add")
        app.renderFrame()
        #expect(app.windows[0].texts().contains("Count 2"))
        #expect(app.windows[1].texts().contains("Count 2"))
    }

    @Test func aStateObjectOfTheAppIsMadeOnceAndObserved() {
        let app = HeadlessApp(LibraryApp())
        app.renderFrame()
        #expect(app.windows[0].texts().contains("First"))
        app.performMenuItem("Library/Rename")
        app.renderFrame()
        #expect(app.windows[0].texts().contains("Renamed"))
    }

    @Test func anObservableHeldInTheAppsStateIsFollowed() {
        let app = HeadlessApp(SessionApp())
        app.renderFrame()
        #expect(app.windows[0].texts().contains("User nobody"))
        app.performMenuItem("Account/Sign In")
        app.renderFrame()
        #expect(app.windows[0].texts().contains("User ada"))
    }
}
