import NotesKit
import TintUI

@main
struct NotesApp: App {
    /// Made once: an app value lives as long as the process.
    private let store = NoteStore()

    var body: some Scene {
        WindowGroup("Notes") {
            NotesView(store: store)
        }
        .defaultSize(width: 900, height: 600)
    }
}
