import Foundation
import Testing
@testable import NotesKit

/// A fresh folder for one test's notes file.
func temporaryNotesFile() -> URL {
    FileManager.default.temporaryDirectory
        .appendingPathComponent("notes-test-\(UUID().uuidString)")
        .appendingPathComponent("notes.json")
}

@MainActor
struct NoteStoreTests {
    @Test func everyChangeIsSavedAndReadBack() throws {
        let file = temporaryNotesFile()
        let store = NoteStore(fileURL: file)
        let first = store.add(title: "Groceries")
        let second = store.add(title: "Ideas")
        store.update(first) { $0.text = "Milk, eggs" }
        store.delete(second)

        let reopened = NoteStore(fileURL: file)
        #expect(reopened.notes.map(\.title) == ["Groceries"])
        #expect(reopened.notes.first?.text == "Milk, eggs")
        #expect(reopened.problem == nil)
        // Written whole, by rename: no temporary file is left beside it.
        let left = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(left == ["notes.json"])
    }

    @Test func aNewNoteGoesOnTopWithTheNextID() {
        let store = NoteStore(fileURL: temporaryNotesFile())
        let a = store.add(), b = store.add()
        #expect(b == a + 1)
        #expect(store.notes.map(\.id) == [b, a])
        #expect(store.notes.first?.displayTitle == "Untitled")
    }

    @Test func aFileThatCannotBeReadIsKeptAsideNotLost() throws {
        let file = temporaryNotesFile()
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: file)

        let store = NoteStore(fileURL: file)
        #expect(store.notes.isEmpty)
        let problem = try #require(store.problem)
        #expect(problem.contains("could not be read"))
        let kept = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        let aside = try #require(kept.first { $0.hasPrefix("notes.json.corrupt-") })
        #expect(try String(contentsOf: file.deletingLastPathComponent().appendingPathComponent(aside), encoding: .utf8) == "{ not json")
    }

    @Test func theFileLivesInTheXDGDataFolder() {
        #expect(NoteStore.defaultFileURL(environment: ["XDG_DATA_HOME": "/data"]).path == "/data/tint-notes/notes.json")
        // A relative XDG path is ignored, as the specification says.
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        #expect(NoteStore.defaultFileURL(environment: ["XDG_DATA_HOME": "relative"]).path == home + "/.local/share/tint-notes/notes.json")
    }
}
