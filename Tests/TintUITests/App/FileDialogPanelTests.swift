import Foundation
import Testing
import TintUI
import UniformTypeIdentifiers

/// The file dialog Tint draws over a window: a folder's entries (folders first, files of the
/// allowed types, hidden ones left out), a click selects and a double click opens, the arrow
/// keys and Return, the path field, Cancel and Escape; a save names its file and asks before
/// replacing one.
@MainActor
@Suite struct FileDialogPanelTests {
    struct Importer: View {
        @State private var importing = false
        @State private var exporting = false
        @State private var result = "none"
        var body: some View {
            VStack {
                Text("Result: \(result)")
                Button("Import") { importing = true }.accessibilityIdentifier("import")
                Button("Export") { exporting = true }.accessibilityIdentifier("export")
            }
            .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { outcome in
                result = (try? outcome.get().lastPathComponent) ?? "cancelled"
            }
            .fileExporter(isPresented: $exporting, item: "text", contentTypes: [.plainText], defaultFilename: "a.txt") { outcome in
                result = (try? outcome.get().lastPathComponent) ?? "failed"
            } onCancellation: {
                result = "cancelled"
            }
        }
    }

    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tint-panel-\(UUID().uuidString)")
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("Letters"), withIntermediateDirectories: true)
        try Data("a".utf8).write(to: folder.appendingPathComponent("a.txt"))
        try Data("b".utf8).write(to: folder.appendingPathComponent("b.txt"))
        try Data([0x89]).write(to: folder.appendingPathComponent("picture.png"))
        try Data("hidden".utf8).write(to: folder.appendingPathComponent(".hidden.txt"))
        try Data("inner".utf8).write(to: folder.appendingPathComponent("Letters/inner.txt"))
    }

    /// Taps `id` and renders until the dialog it asks for is drawn (a sheet is laid out the
    /// frame after it is posted).
    private func show(_ id: String, in host: HeadlessHost) {
        host.tap(id)
        host.renderFrame()
        host.renderFrame()
    }

    private func host() -> HeadlessHost {
        let host = HeadlessHost(rootView: Importer(), width: 640, height: 480)
        host.fileDialogFolder = folder
        host.renderFrame()
        return host
    }

    @Test func theDialogListsFoldersThenFilesOfTheAllowedTypes() throws {
        let host = host()
        show("import", in: host)
        #expect(host.fileDialog?.isSave == false)
        let texts = host.texts()
        #expect(texts.contains("Open") && texts.contains("Letters") && texts.contains("a.txt") && texts.contains("b.txt"))
        #expect(!texts.contains("picture.png"), "a file of another type is left out")
        #expect(!texts.contains(".hidden.txt"), "a hidden file is left out")
        let letters = try #require(host.frame(of: "file-Letters")), a = try #require(host.frame(of: "file-a.txt"))
        #expect(letters.minY < a.minY, "folders come first")
        try host.writePNG(to: "\(FileManager.default.temporaryDirectory.path)/tint-file-dialog.png")
    }

    @Test func aClickSelectsAndOpenAnswers() throws {
        let host = host()
        show("import", in: host)
        host.tap("file-b.txt")
        host.renderFrame()
        host.tap("file-dialog-confirm")
        host.renderFrame()
        #expect(host.fileDialog == nil && host.texts().contains("Result: b.txt"))
    }

    @Test func aDoubleClickEntersAFolderAndOpensAFile() throws {
        let host = host()
        show("import", in: host)
        let letters = try #require(host.frame(of: "file-Letters"))
        let centre = CGPoint(x: letters.midX, y: letters.midY)
        host.tap(at: centre)
        host.tap(at: centre)
        host.renderFrame()
        #expect(host.texts().contains("inner.txt") && !host.texts().contains("a.txt"))
        let inner = try #require(host.frame(of: "file-inner.txt"))
        host.tap(at: CGPoint(x: inner.midX, y: inner.midY))
        host.tap(at: CGPoint(x: inner.midX, y: inner.midY))
        host.renderFrame()
        #expect(host.texts().contains("Result: inner.txt"))
        // The next dialog opens where this one chose.
        show("import", in: host)
        #expect(host.texts().contains("inner.txt"))
        host.tap("file-dialog-up")
        host.renderFrame()
        #expect(host.texts().contains("a.txt"), "the folder above")
    }

    @Test func theKeyboardMovesTheSelectionAndReturnOpens() throws {
        let host = host()
        show("import", in: host)
        host.tap("file-a.txt")
        host.renderFrame()
        host.pressKey("Down")
        host.renderFrame()
        host.pressKey("Return")
        host.renderFrame()
        #expect(host.texts().contains("Result: b.txt"), "\(host.texts())")
    }

    @Test func thePathFieldGoesWhereItSaysOrSaysWhyNot() throws {
        let host = host()
        show("import", in: host)
        host.tap("file-dialog-path")
        host.renderFrame()
        host.pressKey("A", control: true)
        host.type("\(folder.path)/Letters")
        host.pressKey("Return")
        host.renderFrame()
        #expect(host.texts().contains("inner.txt"))
        host.tap("file-dialog-path")
        host.pressKey("A", control: true)
        host.type("/no/such/place")
        host.pressKey("Return")
        host.renderFrame()
        #expect(host.texts().contains("There is nothing at “/no/such/place”."))
    }

    @Test func cancelAndEscapeAnswerCancelled() throws {
        let host = host()
        show("import", in: host)
        host.tap("file-dialog-cancel")
        host.renderFrame()
        #expect(host.fileDialog == nil && host.texts().contains("Result: cancelled"))
        show("export", in: host)
        #expect(host.fileDialog?.isSave == true)
        host.pressKey("Escape")
        host.renderFrame()
        #expect(host.fileDialog == nil && host.texts().contains("Result: cancelled"))
    }

    @Test func aSaveNamesItsFileAndAsksBeforeReplacing() async throws {
        let host = host()
        show("export", in: host)
        #expect(host.texts().contains("Save As:"))
        host.tap("file-dialog-confirm")
        host.renderFrame()
        #expect(host.fileDialog != nil, "a.txt exists: the dialog asks first")
        #expect(host.texts().contains("“a.txt” already exists. Saving replaces it.") && host.texts().contains("Replace"))
        host.tap("file-dialog-confirm")
        for _ in 0..<20 where !host.texts().contains("Result: a.txt") {
            try await Task.sleep(for: .milliseconds(20))
            host.renderFrame()
        }
        #expect(host.fileDialog == nil && host.texts().contains("Result: a.txt"))
        #expect(try String(contentsOf: folder.appendingPathComponent("a.txt"), encoding: .utf8) == "text")
    }
}
