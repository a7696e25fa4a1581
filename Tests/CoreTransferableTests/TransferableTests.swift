import CoreTransferable
import Foundation
import Testing
import UniformTypeIdentifiers

private struct Note: Codable, Transferable, Equatable {
    var text: String
    var done = false
    static let type = UTType(exportedAs: "com.example.tint-test.todo", conformingTo: .json)
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: Note.type)
        ProxyRepresentation(exporting: \.text, importing: { Note(text: $0) })
    }
}

private struct Layer: Transferable, Equatable {
    var bytes: [UInt8]
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data) { Data($0.bytes) } importing: { Layer(bytes: Array($0)) }
        DataRepresentation(exportedContentType: .png) { _ in Data([0x89, 0x50]) }
            .exportingCondition { !$0.bytes.isEmpty }
            .suggestedFileName("Layer")
    }
}

private struct Movie: Transferable {
    var url: URL
    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(contentType: .mpeg4Movie) { SentTransferredFile($0.url) } importing: { Movie(url: $0.file) }
    }
}

/// `Transferable`: representations in order of preference, each form's export and import, the
/// proxy's forms as the item's own, conditions, and the standard types.
@Suite struct TransferableTests {
    @Test func representationsInTheirOrder() {
        #expect(Note.exportedContentTypes() == [Note.type, .utf8PlainText])
        #expect(Note.importedContentTypes() == [Note.type, .utf8PlainText, .plainText])
        #expect(Layer.exportedContentTypes() == [.data, .png])
        #expect(Layer.importedContentTypes() == [.data])
        #expect(Layer(bytes: []).exportedContentTypes() == [.data], "the export condition holds the PNG back")
    }

    @Test func codableAndProxyRoundTrips() async throws {
        let note = Note(text: "Buy milk", done: true)
        let json = try await note.exported(as: Note.type)
        #expect(try await Note(importing: json, contentType: Note.type) == note)
        let text = try await note.exported(as: .plainText)
        #expect(String(decoding: text, as: UTF8.self) == "Buy milk")
        #expect(try await Note(importing: Data("Call Ann".utf8), contentType: .utf8PlainText) == Note(text: "Call Ann"))
        // Without a type, each importer is tried in turn: text is not JSON, so the proxy takes it.
        #expect(try await Note(importing: Data("Call Ann".utf8), contentType: nil) == Note(text: "Call Ann"))
        await #expect(throws: (any Error).self) { try await Note(importing: Data(), contentType: .png) }
    }

    @Test func exportsToAFileNamedAsSuggested() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tint-transfer-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = try await Layer(bytes: [1]).export(to: folder, contentType: .png)
        #expect(url.lastPathComponent == "Layer.png")
        #expect(try Data(contentsOf: url) == Data([0x89, 0x50]))
        await #expect(throws: (any Error).self) { try await Layer(bytes: []).exported(as: .png) }
    }

    @Test func filesTravelAsFiles() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tint-movie-\(UUID().uuidString).mp4")
        try Data([1, 2, 3]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try await Movie(url: file).exported(as: .mpeg4Movie) == Data([1, 2, 3]))
        let imported = try await Movie(importing: file, contentType: nil)
        #expect(imported.url == file, "the type comes from the extension")
        // Bytes imported by a file representation arrive as a temporary file of the type.
        let fromBytes = try await Movie(importing: Data([4]), contentType: .mpeg4Movie)
        #expect(fromBytes.url.pathExtension == "mp4")
        #expect(try Data(contentsOf: fromBytes.url) == Data([4]))
    }

    @Test func standardTypes() async throws {
        #expect(String.exportedContentTypes() == [.utf8PlainText])
        #expect(try await "héllo".exported(as: nil) == Data("héllo".utf8))
        #expect(try await String(importing: Data("x".utf8), contentType: .plainText) == "x")
        await #expect(throws: (any Error).self) { try await String(importing: Data([0xFF, 0xFE]), contentType: .plainText) }

        let web = URL(string: "https://example.com/a")!
        #expect(web.exportedContentTypes() == [.url, .utf8PlainText])
        let file = URL(fileURLWithPath: "/tmp/a.txt")
        #expect(file.exportedContentTypes() == [.fileURL, .utf8PlainText])
        #expect(String(decoding: try await file.exported(as: .plainText), as: UTF8.self) == "/tmp/a.txt")
        #expect(try await URL(importing: Data("https://example.com/b\n".utf8), contentType: .plainText) == URL(string: "https://example.com/b"))
        await #expect(throws: (any Error).self) { try await URL(importing: Data("not a url".utf8), contentType: .plainText) }

        #expect(try await Data([9]).exported(as: .data) == Data([9]))
        let attributed = AttributedString("Bold")
        #expect(try await attributed.exported(as: .plainText) == Data("Bold".utf8))
    }
}
