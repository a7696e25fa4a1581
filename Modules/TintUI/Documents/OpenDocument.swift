import Foundation
import OpenCombine
import Observation
import TintViews
import UniformTypeIdentifiers

/// A document as one window holds it: the app's document (value or object, behind
/// `DocumentStorage`), the file it was read from or saved to, the type it is in and whether it
/// has changes not yet saved. Observable: the window's views and title follow its URL, and its
/// title its edited state.
@MainActor @Observable
final class OpenDocument {
    let storage: any DocumentStorage
    /// The file it was read from or last saved to (nil until first saved).
    private(set) var fileURL: URL?
    private(set) var contentType: UTType
    /// Whether it has changes since it was read or saved (as of the last `collectEdits()`).
    private(set) var isEdited = false
    /// False in a viewer (`DocumentGroup(viewing:)`): nothing saves it.
    let isEditable: Bool
    /// Which untitled document it is ("Untitled", "Untitled 2"...), counted per app.
    let untitledNumber: Int
    /// The file as last read or written, for the next write's `existingFile`.
    @ObservationIgnored private var lastFile: FileWrapper?

    init(storage: any DocumentStorage, fileURL: URL?, contentType: UTType, isEditable: Bool, untitledNumber: Int, file: FileWrapper?) {
        self.storage = storage
        self.fileURL = fileURL
        self.contentType = contentType
        self.isEditable = isEditable
        self.untitledNumber = untitledNumber
        lastFile = file
    }

    /// Takes in the changes the document has had since this was last asked (its storage
    /// hears them on any thread).
    func collectEdits() {
        if storage.edits.take() { isEdited = true }
    }

    /// The name people see: the file's name, or "Untitled" ("Untitled 2"...) before a save.
    var displayName: String {
        fileURL?.lastPathComponent ?? (untitledNumber <= 1 ? "Untitled" : "Untitled \(untitledNumber)")
    }

    /// The window's title: the name, with "Edited" while changes are unsaved (as macOS shows).
    var windowTitle: String { isEdited ? "\(displayName) — Edited" : displayName }

    /// Writes the document to `url` as `type`, whole or not at all (the file there is left as
    /// it was when anything fails); from then on it is that file's, unedited.
    func save(to url: URL, as type: UTType) throws {
        collectEdits()
        lastFile = try storage.write(to: url, contentType: type, existingFile: url == fileURL ? lastFile : nil)
        fileURL = url
        contentType = type
        isEdited = false
    }

    /// Reads its file again, dropping the changes since the last save.
    func revert() throws {
        guard let fileURL else { return }
        let file = try FileWrapper(url: fileURL, options: .immediate)
        try storage.replace(with: file, contentType: contentType)
        _ = storage.edits.take()
        lastFile = file
        isEdited = false
    }
}

/// An app's document behind a window, whatever its type: what the window's session needs to
/// write it, read it again and hear its changes.
@MainActor
protocol DocumentStorage: AnyObject {
    /// Marked when the document changes (a write through its binding, or the object's
    /// `objectWillChange`, on whatever thread sent it).
    var edits: ChangeMark { get }
    func write(to url: URL, contentType: UTType, existingFile: FileWrapper?) throws -> FileWrapper
    /// Puts the document read from `file` in the place of this one.
    func replace(with file: FileWrapper, contentType: UTType) throws
}

/// A `FileDocument` value, held for its window: its views change it through a binding.
@MainActor @Observable
final class ValueDocumentStorage<Document: FileDocument>: DocumentStorage {
    var document: Document
    @ObservationIgnored let edits = ChangeMark()

    init(_ document: Document) {
        self.document = document
    }

    /// The binding the window's views get: a write changes the document and marks it edited.
    var binding: Binding<Document> {
        Binding(get: { self.document }, set: { value in
            self.document = value
            self.edits.mark()
        })
    }

    func write(to url: URL, contentType: UTType, existingFile: FileWrapper?) throws -> FileWrapper {
        try document.write(to: url, contentType: contentType, existingFile: existingFile)
    }

    func replace(with file: FileWrapper, contentType: UTType) throws {
        document = try Document(configuration: FileDocumentReadConfiguration(contentType: contentType, file: file))
    }
}

/// A `ReferenceFileDocument` object, held for its window: its `objectWillChange` marks it
/// edited. Reverting puts a new object in its place.
@MainActor @Observable
final class ReferenceDocumentStorage<Document: ReferenceFileDocument>: DocumentStorage {
    private(set) var document: Document
    @ObservationIgnored let edits = ChangeMark()
    @ObservationIgnored private var changes: AnyCancellable?

    init(_ document: Document) {
        self.document = document
        listen()
    }

    private func listen() {
        changes = document.objectWillChange.sink(receiveValue: Self.receiver(edits))
    }

    /// The `objectWillChange` receiver, made outside the main actor: a document may announce a
    /// change from any thread, and a closure made here would be main-actor isolated and trap.
    private nonisolated static func receiver<Output>(_ edits: ChangeMark) -> (Output) -> Void {
        { _ in edits.mark() }
    }

    func write(to url: URL, contentType: UTType, existingFile: FileWrapper?) throws -> FileWrapper {
        try document.write(to: url, contentType: contentType, existingFile: existingFile)
    }

    func replace(with file: FileWrapper, contentType: UTType) throws {
        document = try Document(configuration: FileDocumentReadConfiguration(contentType: contentType, file: file))
        listen()
    }
}
