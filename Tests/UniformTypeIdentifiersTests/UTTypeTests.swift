import Foundation
import Testing
@testable import UniformTypeIdentifiers

/// `UTType`: the system's types and their hierarchy, tags both ways, the app's own declared
/// types, dynamic types for tags nothing declares, and the MIME database where installed.
@Suite struct UTTypeTests {
    @Test func systemTypesConformThroughTheirParents() {
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.conforms(to: .data))
        #expect(UTType.png.conforms(to: .item))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.json.conforms(to: .text))
        #expect(UTType.utf8PlainText.conforms(to: .plainText))
        #expect(UTType.mpeg4Audio.conforms(to: .audio) && UTType.mpeg4Audio.conforms(to: .movie))
        #expect(UTType.zip.conforms(to: .archive))
        #expect(UTType.image.isSupertype(of: .jpeg))
        #expect(UTType.jpeg.isSubtype(of: .image))
        #expect(!UTType.image.isSubtype(of: .image))
        #expect(UTType.png.supertypes.isSuperset(of: [.image, .data, .item, .content]))
        #expect(UTType.pythonScript.supertypes.contains(.sourceCode))
    }

    @Test func tagsBothWays() {
        #expect(UTType.png.preferredFilenameExtension == "png")
        #expect(UTType.png.preferredMIMEType == "image/png")
        #expect(UTType.jpeg.tags[.filenameExtension]?.contains("jpg") == true)
        #expect(UTType(filenameExtension: "PNG") == .png)
        #expect(UTType(filenameExtension: "jpg") == .jpeg)
        #expect(UTType(mimeType: "application/json") == .json)
        #expect(UTType(mimeType: "text/plain") == .plainText)
        #expect(UTType(filenameExtension: "md")?.identifier == "net.daringfireball.markdown")
        #expect(UTType(filenameExtension: "md")?.conforms(to: .plainText) == true)
        #expect(UTType.types(tag: "png", tagClass: .filenameExtension, conformingTo: nil) == [.png])
        // An extension of a type that does not conform to what is asked is a dynamic type of it.
        let textOnly = UTType(filenameExtension: "png", conformingTo: .text)
        #expect(textOnly != .png && textOnly?.isDynamic == true && textOnly?.conforms(to: .text) == true)
    }

    @Test func badTagsNameNoType() {
        #expect(UTType(filenameExtension: "") == nil)
        #expect(UTType(filenameExtension: ".png") == nil)
        #expect(UTType(filenameExtension: "a/b") == nil)
        #expect(UTType(mimeType: "nonsense") == nil)
        #expect(UTType("com.example.never-declared") == nil)
    }

    @Test func unknownTagsGetDynamicTypes() throws {
        let type = try #require(UTType(filenameExtension: "tintunknownext"))
        #expect(type.isDynamic && !type.isDeclared)
        #expect(type.conforms(to: .data))
        #expect(type.preferredFilenameExtension == "tintunknownext")
        #expect(UTType(filenameExtension: "tintunknownext") == type, "the same tag names the same type")
    }

    @Test func appTypesAreDeclaredByTheirCall() throws {
        let note = UTType(exportedAs: "com.example.tint-test.note", conformingTo: .json)
        #expect(note.identifier == "com.example.tint-test.note")
        #expect(note.conforms(to: .json) && note.conforms(to: .text))
        #expect(note.isDeclared && !note.isSystemDeclared && !note.isPublic)
        #expect(UTType("com.example.tint-test.note") == note)
        let plain = UTType(importedAs: "com.example.tint-test.blob")
        #expect(plain.conforms(to: .data), "a declared type without a parent is data")
        // Declaring a system type again leaves it as the system has it.
        #expect(UTType(exportedAs: "public.png").conforms(to: .image))
    }

    @Test func codableAsItsIdentifier() throws {
        let data = try JSONEncoder().encode([UTType.png])
        #expect(String(decoding: data, as: UTF8.self) == "[\"public.png\"]")
        #expect(try JSONDecoder().decode([UTType].self, from: data) == [.png])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([UTType].self, from: Data("[\"\"]".utf8)) }
    }

    @Test func urlsTakeTheTypesExtension() {
        let folder = URL(fileURLWithPath: "/tmp")
        #expect(folder.appendingPathComponent("Notes", conformingTo: .json).lastPathComponent == "Notes.json")
        #expect(URL(fileURLWithPath: "/tmp/a.png").appendingPathExtension(for: .png).lastPathComponent == "a.png")
        #expect("Report".appendingPathExtension(for: .pdf) == "Report.pdf")
    }

    /// The desktop's own database (shared-mime-info, which the test command installs).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/mime/globs2")))
    func theDesktopsDatabase() throws {
        let odt = try #require(UTType(filenameExtension: "odt"))
        #expect(odt.preferredMIMEType == "application/vnd.oasis.opendocument.text")
        #expect(odt.isDynamic && odt.conforms(to: .zip), "an OpenDocument file is a ZIP archive")
        #expect(odt.localizedDescription?.contains("ODT") == true || odt.localizedDescription?.contains("document") == true)
        #expect(UTType(mimeType: "image/x-tga")?.conforms(to: .image) == true)
    }

    /// The MIME database's plain files: a folder written here, so the test does not depend on
    /// the machine's database.
    @Test func mimeDatabaseAddsWhatTheTableLacks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tint-mime-\(UUID().uuidString)")
        let mime = folder.appendingPathComponent("mime")
        try FileManager.default.createDirectory(at: mime.appendingPathComponent("application"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "80:application/x-tint-doc:*.tintdoc\n50:text/x-tint-note:*.tnote\n".write(to: mime.appendingPathComponent("globs2"), atomically: true, encoding: .utf8)
        try "application/x-tint-doc application/zip\n".write(to: mime.appendingPathComponent("subclasses"), atomically: true, encoding: .utf8)
        try "application/x-tint-old application/x-tint-doc\n".write(to: mime.appendingPathComponent("aliases"), atomically: true, encoding: .utf8)
        try "<mime-type type=\"application/x-tint-doc\"><comment>Tint document</comment><comment xml:lang=\"de\">Tint-Dokument</comment></mime-type>"
            .write(to: mime.appendingPathComponent("application/x-tint-doc.xml"), atomically: true, encoding: .utf8)

        let registry = TypeRegistry(mime: MIMEDatabase(folders: [mime]))
        let doc = try #require(registry.types(tag: "tintdoc", tagClass: .filenameExtension, conformingTo: nil).first)
        #expect(doc == "dyn.mime:application/x-tint-doc")
        #expect(registry.ancestors(of: doc).contains("public.zip-archive"), "its parent from the subclasses file")
        #expect(registry.declaration(doc)?.description == "Tint document")
        #expect(registry.types(tag: "application/x-tint-old", tagClass: .mimeType, conformingTo: nil) == [doc], "an alias names its type")
        let note = try #require(registry.types(tag: "tnote", tagClass: .filenameExtension, conformingTo: nil).first)
        #expect(registry.ancestors(of: note).contains("public.plain-text"), "all text is plain text")
        // A database that is not there knows nothing, and nothing fails.
        let empty = TypeRegistry(mime: MIMEDatabase(folders: [folder.appendingPathComponent("missing")]))
        #expect(empty.types(tag: "tintdoc", tagClass: .filenameExtension, conformingTo: nil) == ["dyn.ext:tintdoc"])
    }
}
