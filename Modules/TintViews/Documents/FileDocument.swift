import Foundation
import OpenCombine
import UniformTypeIdentifiers

/// A document stored as a value, as SwiftUI's `FileDocument`: read from a `FileWrapper` in one
/// of `readableContentTypes`, written to one in one of `writableContentTypes`. A
/// `DocumentGroup` makes, opens and saves it; `fileExporter(isPresented:document:...)` saves one.
///
/// `@preconcurrency`, as SwiftUI's: a document that is not `Sendable` conforms with a warning,
/// not an error.
@preconcurrency
public protocol FileDocument: Sendable {
    /// The types the document opens.
    static var readableContentTypes: [UTType] { get }
    /// The types the document saves (by default, those it opens).
    static var writableContentTypes: [UTType] { get }
    /// Reads a document from `configuration.file`; throws when the file is not one.
    init(configuration: ReadConfiguration) throws
    /// The document as a file wrapper, in `configuration.contentType`.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document stored as an object, as SwiftUI's `ReferenceFileDocument`: its views change the
/// object; a save takes a `snapshot(contentType:)` of it on the main actor and writes the
/// snapshot. A change is seen through the object's `objectWillChange` (or an undo
/// registration), which marks the document edited.
@preconcurrency
public protocol ReferenceFileDocument: ObservableObject, Sendable {
    /// What a save writes: a copy of the document's content.
    associatedtype Snapshot
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    /// The document's content as it is now, for a save in `contentType`.
    func snapshot(contentType: UTType) throws -> Snapshot
    /// `snapshot` as a file wrapper, in `configuration.contentType`.
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper

    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document is read from: the file, and the type it was opened as.
public struct FileDocumentReadConfiguration {
    public let contentType: UTType
    public let file: FileWrapper

    package init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a document is written as: the type to write, and the file as it was last read or
/// saved (nil for a document never saved).
public struct FileDocumentWriteConfiguration {
    public let contentType: UTType
    public let existingFile: FileWrapper?

    package init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

/// A value document as its window's views see it (`DocumentGroup`'s editor closure): a
/// binding to the document, which marks it edited when written, its file's URL (nil until it
/// is saved) and whether it may be changed (false in a viewer).
@MainActor
public struct FileDocumentConfiguration<Document: FileDocument> {
    @Binding public var document: Document
    public let fileURL: URL?
    public let isEditable: Bool

    package init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
        _document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

/// A reference document as its window's views see it: the object (observed, so the views that
/// read it run again when it changes), its file's URL and whether it may be changed.
@MainActor
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    @ObservedObject public var document: Document
    public let fileURL: URL?
    public let isEditable: Bool

    package init(document: Document, fileURL: URL?, isEditable: Bool) {
        _document = ObservedObject(wrappedValue: document)
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}
