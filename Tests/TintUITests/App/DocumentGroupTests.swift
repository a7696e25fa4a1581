import Foundation
import Testing
import TintUI
import UniformTypeIdentifiers

/// A document app headlessly: File > New, Open…, Open Recent, Save, Save As…, Revert to Saved;
/// the window's title follows the file and its edited state; closing or quitting with unsaved
/// changes asks first; a file that cannot be read opens nothing and says why; a failed save
/// leaves the old file intact and says why.
@MainActor
@Suite struct DocumentGroupTests {
    /// Plain text; a file that is not UTF-8 is rejected as corrupt, and a document holding
    /// "fail" cannot be written (to provoke a failed save).
    struct TextDocument: FileDocument {
        static var readableContentTypes: [UTType] { [.plainText] }
        var text = ""
        init(text: String = "") { self.text = text }
        init(configuration: ReadConfiguration) throws {
            guard let data = configuration.file.regularFileContents, let text = String(data: data, encoding: .utf8) else {
                throw CocoaError(.fileReadCorruptFile)
            }
            self.text = text
        }
        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            if text.hasSuffix("fail") {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "The text cannot be written."])
            }
            return FileWrapper(regularFileWithContents: Data(text.utf8))
        }
    }

    struct Editor: View {
        @Binding var document: TextDocument
        let fileURL: URL?
        var body: some View {
            VStack {
                Text("Text: \(document.text)")
                Text("File: \(fileURL?.lastPathComponent ?? "none")")
                Button("Add") { document.text += "x" }.accessibilityIdentifier("add")
                Button("Break") { document.text += "fail" }.accessibilityIdentifier("break")
            }
        }
    }

    struct TextApp: App {
        var body: some Scene {
            DocumentGroup(newDocument: TextDocument(text: "new")) { file in
                Editor(document: file.$document, fileURL: file.fileURL)
            }
        }
    }

    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tint-documents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func file(_ name: String, _ text: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// File > Open… answered with `urls`, then a frame.
    private func open(_ urls: [URL], in app: HeadlessApp) {
        app.fileDialogAnswer = urls
        app.performMenuItem("File/Open…")
        app.renderFrame()
    }

    private func contents(_ url: URL) -> String? {
        (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aNewDocumentOpensAtLaunchWithTheFileMenu() throws {
        let app = HeadlessApp(TextApp())
        app.renderFrame()
        let window = try #require(app.windows.last)
        #expect(app.windows.count == 1 && window.title == "Untitled")
        #expect(window.texts().contains("Text: new") && window.texts().contains("File: none"))
        for path in ["File/New", "File/Open…", "File/Open Recent/Clear Menu", "File/Close", "File/Save", "File/Save As…", "File/Revert to Saved"] {
            #expect(app.menuItems.contains(path), "\(path) in \(app.menuItems)")
        }
        #expect(!app.menuItems.contains("File/New Window"), "a document app's File menu has New, not New Window")
        app.performMenuItem("File/New")
        app.renderFrame()
        #expect(app.windows.map(\.title) == ["Untitled", "Untitled 2"])
        // Ctrl+N is New's shortcut.
        app.windows.last?.pressKey("N", control: true)
        app.renderFrame()
        #expect(app.windows.count == 3)
    }

    @Test func anEditMarksTheWindowAndSaveAsWritesTheFile() throws {
        let app = HeadlessApp(TextApp())
        app.renderFrame()
        let window = try #require(app.windows.last)
        window.tap("add")
        app.renderFrame()
        #expect(window.title == "Untitled — Edited")
        #expect(!app.menuItems.isEmpty)
        let url = folder.appendingPathComponent("note.txt")
        app.fileDialogAnswer = [url]
        app.performMenuItem("File/Save")
        app.renderFrame()
        #expect(contents(url) == "newx")
        #expect(window.title == "note.txt")
        #expect(window.texts().contains("File: note.txt"), "the editor is given the file's URL")
        #expect(app.menuItems.contains("File/Open Recent/note.txt"))
        // Saving again writes to the same file without asking.
        window.tap("add")
        app.renderFrame()
        app.performMenuItem("File/Save")
        app.renderFrame()
        #expect(contents(url) == "newxx" && window.title == "note.txt")
        #expect(app.fileDialogAnswer == nil)
    }

    @Test func saveAsAsksWithTheNameAndTypeAndCancelSavesNothing() throws {
        let app = HeadlessApp(TextApp())
        app.renderFrame()
        let window = try #require(app.windows.last)
        app.performMenuItem("File/Save As…")
        let dialog = try #require(window.fileDialog)
        #expect(dialog.isSave && dialog.defaultFilename == "Untitled.txt" && dialog.allowedContentTypes == [.plainText])
        app.fileDialogAnswer = nil
        app.renderFrame()
        #expect(window.fileDialog == nil && window.title == "Untitled")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func openReadsAFileIntoItsOwnWindowOnce() throws {
        let url = try file("letter.txt", "Dear reader")
        let app = HeadlessApp(TextApp())
        app.renderFrame()
        open([url], in: app)
        #expect(app.windows.map(\.title) == ["Untitled", "letter.txt"])
        #expect(app.windows.last?.texts().contains("Text: Dear reader") == true)
        // Opening it again brings its window forward; Open Recent does too.
        app.performMenuItem("Window/Untitled")
        app.fileDialogAnswer = [url]
        app.performMenuItem("File/Open…")
        #expect(app.windows.map(\.title) == ["Untitled", "letter.txt"])
        app.performMenuItem("Window/Untitled")
        app.performMenuItem("File/Open Recent/letter.txt")
        #expect(app.windows.map(\.title) == ["Untitled", "letter.txt"])
        app.performMenuItem("File/Open Recent/Clear Menu")
        #expect(!app.menuItems.contains("File/Open Recent/letter.txt"))
    }

    @Test func aCorruptOrMissingFileOpensNothingAndSaysWhy() throws {
        let corrupt = folder.appendingPathComponent("bad.txt")
        try Data([0xFF, 0xFE, 0xC0]).write(to: corrupt)
        let app = HeadlessApp(TextApp())
        app.renderFrame()
        let window = try #require(app.windows.last)
        open([corrupt], in: app)
        #expect(app.windows.count == 1)
        let prompt = try #require(app.prompt(in: window))
        #expect(prompt.title == "The document “bad.txt” could not be opened." && prompt.message == "The file isn’t in the correct format.")
        #expect(window.texts().contains("The file isn’t in the correct format."), "the alert is drawn over the window")
        window.tap("prompt-OK")
        app.renderFrame()
        #expect(app.prompt(in: window) == nil)

        open([folder.appendingPathComponent("gone.txt")], in: app)
        #expect(app.windows.count == 1)
        #expect(app.prompt(in: window)?.message.contains("No such file") == true, "\(String(describing: app.prompt(in: window)))")
    }

    @Test func aFailedSaveLeavesTheOldFileIntactAndSaysWhy() throws {
        let url = try file("keep.txt", "kept")
        let app = HeadlessApp(TextApp())
        app.renderFrame()
        open([url], in: app)
        let window = try #require(app.windows.last)
        window.tap("break")
        app.renderFrame()
        app.performMenuItem("File/Save")
        app.renderFrame()
        #expect(contents(url) == "kept", "the old file is intact")
        #expect(app.prompt(in: window)?.title == "The document “keep.txt” could not be saved.")
        #expect(app.prompt(in: window)?.message == "The text cannot be written.")
        #expect(window.title == "keep.txt — Edited", "the changes are still there, unsaved")

        // The folder vanishing while the document is open: the save fails and says so.
        window.tap("prompt-OK")
        let moved = folder.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: moved, withIntermediateDirectories: true)
        let inner = moved.appendingPathComponent("inner.txt")
        app.fileDialogAnswer = [inner]
        app.performMenuItem("File/New")
        app.renderFrame()
        app.performMenuItem("File/Save")
        #expect(contents(inner) == "new")
        try FileManager.default.removeItem(at: moved)
        app.windows.last?.tap("add")
        app.renderFrame()
        app.performMenuItem("File/Save")
        app.renderFrame()
        let newWindow = try #require(app.windows.last)
        #expect(app.prompt(in: newWindow)?.title == "The document “inner.txt” could not be saved.")
        #expect(newWindow.title == "inner.txt — Edited")
    }

    @Test func revertReadsTheFileAgain() throws {
        let url = try file("draft.txt", "first")
        let app = HeadlessApp(TextApp())
        app.renderFrame()
        open([url], in: app)
        let window = try #require(app.windows.last)
        #expect(app.menuItems.contains("File/Revert to Saved"))
        window.tap("add")
        app.renderFrame()
        #expect(window.texts().contains("Text: firstx"))
        app.performMenuItem("File/Revert to Saved")
        app.renderFrame()
        #expect(window.texts().contains("Text: first") && window.title == "draft.txt")
    }

    @Test func closingWithUnsavedChangesAsksFirst() throws {
        let app = HeadlessApp(TextApp())
        app.renderFrame()
        app.performMenuItem("File/New")
        app.renderFrame()
        let edited = try #require(app.windows.last)
        edited.tap("add")
        app.renderFrame()
        app.closeWindow(edited)
        app.renderFrame()
        #expect(app.windows.count == 2, "the window stays until answered")
        #expect(app.prompt(in: edited)?.title == "Do you want to save the changes made to the document “Untitled 2”?")
        #expect(edited.texts().contains("Don’t Save"))
        edited.tap("prompt-Cancel")
        app.renderFrame()
        #expect(app.windows.count == 2 && app.prompt(in: edited) == nil)

        // Save: asks where (never saved), writes, then closes.
        app.closeWindow(edited)
        app.renderFrame()
        let url = folder.appendingPathComponent("kept.txt")
        app.fileDialogAnswer = [url]
        edited.tap("prompt-Save")
        app.renderFrame()
        #expect(contents(url) == "newx" && app.windows.count == 1)

        // Don't Save closes and writes nothing; an unedited window closes without asking.
        let first = try #require(app.windows.last)
        first.tap("add")
        app.renderFrame()
        app.performMenuItem("File/Close")
        app.renderFrame()
        first.tap("prompt-Don’t Save")
        app.renderFrame()
        #expect(app.windows.isEmpty && !app.isRunning)
    }

    @Test func quitAsksForEachEditedDocumentAndCancelKeepsTheAppRunning() throws {
        let app = HeadlessApp(TextApp())
        app.renderFrame()
        app.windows.last?.tap("add")
        app.performMenuItem("File/New")
        app.renderFrame()
        let name = "Quit \(ProcessInfo.processInfo.processName)"
        app.performMenuItem("\(ProcessInfo.processInfo.processName)/\(name)")
        app.renderFrame()
        #expect(app.isRunning && app.windows.count == 2, "Untitled has unsaved changes")
        let asking = try #require(app.windows.last)
        #expect(asking.title == "Untitled — Edited")
        asking.tap("prompt-Cancel")
        app.renderFrame()
        #expect(app.isRunning)
        app.performMenuItem("\(ProcessInfo.processInfo.processName)/\(name)")
        app.renderFrame()
        try #require(app.windows.last).tap("prompt-Don’t Save")
        app.renderFrame()
        #expect(!app.isRunning && app.windows.isEmpty)
    }

    // MARK: Reference documents and viewers

    /// Changed on the main actor only, as an app's document is (hence `@unchecked`).
    final class ListDocument: ReferenceFileDocument, @unchecked Sendable {
        static var readableContentTypes: [UTType] { [.json] }
        @Published var items: [String] = []
        init() {}
        init(configuration: ReadConfiguration) throws {
            guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
            items = try JSONDecoder().decode([String].self, from: data)
        }
        func snapshot(contentType: UTType) throws -> [String] { items }
        func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot))
        }
    }

    struct ListApp: App {
        var body: some Scene {
            DocumentGroup(newDocument: { ListDocument() }) { file in
                VStack {
                    Text("Items: \(file.document.items.count)")
                    Button("Add") { file.document.items.append("item") }.accessibilityIdentifier("add-item")
                }
            }
        }
    }

    @Test func aReferenceDocumentIsEditedThroughItsObjectAndSavedFromASnapshot() throws {
        let app = HeadlessApp(ListApp())
        app.renderFrame()
        let window = try #require(app.windows.last)
        #expect(window.texts().contains("Items: 0") && window.title == "Untitled")
        window.tap("add-item")
        app.renderFrame()
        #expect(window.texts().contains("Items: 1"), "the editor runs again when the object changes")
        #expect(window.title == "Untitled — Edited")
        let url = folder.appendingPathComponent("list.json")
        app.fileDialogAnswer = [url]
        app.performMenuItem("File/Save")
        app.renderFrame()
        #expect(contents(url) == "[\"item\"]" && window.title == "list.json")
        // Reverting puts a new object, read from the file, in its place.
        window.tap("add-item")
        app.renderFrame()
        app.performMenuItem("File/Revert to Saved")
        app.renderFrame()
        #expect(window.texts().contains("Items: 1") && window.title == "list.json")
    }

    struct ViewerApp: App {
        var body: some Scene {
            DocumentGroup(viewing: TextDocument.self) { file in
                Text("Viewing: \(file.document.text) \(file.isEditable ? "editable" : "read-only")")
            }
        }
    }

    @Test func aViewerOpensNoNewDocumentAndNeverSaves() throws {
        let app = HeadlessApp(ViewerApp())
        app.renderFrame()
        #expect(app.windows.isEmpty && app.isRunning, "a viewer waits for a document to be opened")
        #expect(!app.menuItems.contains("File/New") && app.menuItems.contains("File/Open…"))
        open([try file("read.txt", "words")], in: app)
        let window = try #require(app.windows.last)
        #expect(window.texts().contains("Viewing: words read-only") && window.title == "read.txt")
        #expect(app.menuItems.contains("File/Save"))
        app.performMenuItem("File/Save")
        #expect(app.renderFrame().flatMap(\.warnings).contains { $0.contains("disabled") })
    }

    // MARK: Exporting a document from a view

    struct Exporter: View {
        @State private var exporting = false
        @State private var result = "none"
        var body: some View {
            VStack {
                Text("Result: \(result)")
                Button("Export") { exporting = true }.accessibilityIdentifier("export")
            }
            .fileExporter(isPresented: $exporting, document: TextDocument(text: "exported"), contentType: .plainText, defaultFilename: "out.txt") { outcome in
                switch outcome {
                case .success(let url): result = url.lastPathComponent
                case .failure(let error): result = "\(error)"
                }
            }
        }
    }

    @Test func fileExporterWritesADocumentWhereTheDialogSays() throws {
        let host = HeadlessHost(rootView: Exporter(), width: 300, height: 200)
        host.renderFrame()
        host.tap("export")
        host.renderFrame()
        let dialog = try #require(host.fileDialog)
        #expect(dialog.isSave && dialog.defaultFilename == "out.txt" && dialog.allowedContentTypes == [.plainText])
        let url = folder.appendingPathComponent("out.txt")
        host.chooseInFileDialog([url])
        host.renderFrame()
        #expect(contents(url) == "exported")
        #expect(host.texts().contains("Result: out.txt"))
    }
}
