import Foundation
import Testing
import TintUI
@testable import NotesKit

/// The app's window, driven headlessly as a user drives it.
@MainActor
struct NotesViewTests {
    @Test func ctrlNMakesANoteAndTypingSavesIt() throws {
        let file = temporaryNotesFile()
        let store = NoteStore(fileURL: file)
        let host = HeadlessHost(rootView: NotesView(store: store), width: 900, height: 600)
        host.renderFrame()
        #expect(host.frame(of: "placeholder") != nil)
        #expect(host.frame(of: "title") == nil)

        #expect(host.pressKey("N", control: true))
        host.renderFrame()
        let id = try #require(store.notes.first?.id)
        #expect(host.frame(of: "note-\(id)") != nil, "the new note is in the sidebar")
        #expect(host.frame(of: "title") != nil, "and selected, in the editor")

        host.tap("title")
        host.type("Groceries")
        host.renderFrame()
        host.tap("text")
        host.type("Milk")
        host.renderFrame()
        #expect(store.notes.first?.title == "Groceries")
        #expect(store.notes.first?.text == "Milk")
        #expect(NoteStore(fileURL: file).notes.first?.title == "Groceries", "saved as typed")
        try host.writePNG(to: outputPath("notes-editing.png"))
        // Ctrl+N works while the text is being edited, as Command+N does on a Mac.
        #expect(host.pressKey("N", control: true))
        host.renderFrame()
        #expect(store.notes.count == 2)
        #expect(store.notes.first?.title == "", "the new note is on top, selected and empty")
    }

    @Test func deletingSelectsTheNextNote() throws {
        let store = NoteStore(fileURL: temporaryNotesFile())
        let older = store.add(title: "Older")
        let newer = store.add(title: "Newer")
        let host = HeadlessHost(rootView: NotesView(store: store), width: 900, height: 600)
        host.renderFrame()
        host.tap("note-\(newer)")
        host.renderFrame()
        #expect(host.pressKey("Backspace", control: true))
        host.renderFrame()
        #expect(store.notes.map(\.id) == [older])
        #expect(host.frame(of: "title") != nil, "the next note is selected")
        #expect(host.frame(of: "note-\(newer)") == nil)
    }

    @Test func sortingByTitleIsASettingAndReordersTheList() throws {
        let store = NoteStore(fileURL: temporaryNotesFile())
        let zebra = store.add(title: "Zebra")
        let apple = store.add(title: "Apple")
        _ = zebra
        let host = HeadlessHost(rootView: NotesView(store: store), width: 900, height: 600)
        host.renderFrame()
        // Newest first unless sorted: "Apple" was added last, so it is on top either way; add
        // one that sorts between them to see the order change.
        let mango = store.add(title: "Mango")
        host.renderFrame()
        func order() -> [Int] {
            store.notes.map(\.id).sorted { (host.frame(of: "note-\($0)")?.minY ?? 0) < (host.frame(of: "note-\($1)")?.minY ?? 0) }
        }
        #expect(order() == [mango, apple, zebra])
        host.tap("sort")
        host.renderFrame()
        #expect(order() == [apple, mango, zebra])
        host.tap("sort")
        host.renderFrame()
    }
}

/// Where the tests write what they render (look at it): `out/` beside the package.
func outputPath(_ name: String) -> String {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("out")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent(name).path
}

/// Import… and Export… through the file dialog.
@MainActor
struct NotesFileTests {
    @Test func importMakesNotesOfTextFilesAndExportWritesTheSelectedOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let shopping = folder.appendingPathComponent("Shopping.txt")
        try Data("Bread".utf8).write(to: shopping)
        let binary = folder.appendingPathComponent("Broken.txt")
        try Data([0xFF, 0xFE, 0xC0]).write(to: binary)

        let store = NoteStore(fileURL: temporaryNotesFile())
        let host = HeadlessHost(rootView: NotesView(store: store), width: 900, height: 600)
        host.renderFrame()
        host.tap("import")
        host.renderFrame()
        #expect(host.fileDialog?.allowedContentTypes == [.plainText] && host.fileDialog?.allowsMultipleSelection == true)
        host.chooseInFileDialog([shopping, binary])
        host.renderFrame()
        #expect(store.notes.map(\.title) == ["Shopping"] && store.notes.first?.text == "Bread")
        #expect(store.problem == "“Broken.txt” could not be imported: it is not UTF-8 text", "\(store.problem ?? "no problem")")
        #expect(host.frame(of: "title") != nil, "the imported note is selected")

        host.tap("export")
        host.renderFrame()
        #expect(host.fileDialog?.isSave == true && host.fileDialog?.defaultFilename == "Shopping.txt")
        let exported = folder.appendingPathComponent("Exported.txt")
        host.chooseInFileDialog([exported])
        host.renderFrame()
        #expect(try String(contentsOf: exported, encoding: .utf8) == "Bread")
    }
}
