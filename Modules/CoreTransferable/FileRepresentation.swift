import Foundation
import UniformTypeIdentifiers

/// A representation for items that travel as files: large data, or data already on disk.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    public typealias Body = Never
    let entry: TransferEntry<Item>
    public var _transferEntries: [TransferEntry<Item>] { [entry] }

    /// Transports the item as a file of `contentType`, both ways. `shouldAttemptToOpenInPlace`:
    /// the receiver gets the sender's own file rather than a copy (Tint always hands the
    /// original within the app, and says so in `ReceivedTransferredFile.isOriginalFile`).
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        entry = TransferEntry(contentType: contentType,
                              export: { .file(try await exporting($0).received) },
                              importer: { try await importing(try $0.asFile(type: contentType)) })
    }

    /// Exports the item as a file of `exportedContentType` only.
    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        entry = TransferEntry(contentType: exportedContentType, export: { .file(try await exporting($0).received) }, importer: nil)
    }

    /// Imports the item from a file of `importedContentType` only.
    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        entry = TransferEntry(contentType: importedContentType, export: nil,
                              importer: { try await importing(try $0.asFile(type: importedContentType)) })
    }
}

/// A file as its sender describes it.
public struct SentTransferredFile: Sendable {
    /// The file on disk.
    public let file: URL
    /// Whether the receiver may open the sender's own file rather than a copy.
    public let allowAccessingOriginalFile: Bool

    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }

    var received: ReceivedTransferredFile { ReceivedTransferredFile(file: file, isOriginalFile: true) }
}

/// A file as its receiver gets it.
public struct ReceivedTransferredFile: Sendable {
    /// The received file on disk.
    public let file: URL
    /// Whether `file` is the sender's own file rather than a copy.
    public let isOriginalFile: Bool

    package init(file: URL, isOriginalFile: Bool) {
        self.file = file
        self.isOriginalFile = isOriginalFile
    }
}

extension TransferPayload {
    /// The payload as a file: bytes are written to a new temporary file first, named with the
    /// type's extension, which the importer may move or copy.
    func asFile(type: UTType) throws -> ReceivedTransferredFile {
        switch self {
        case .file(let file): return file
        case .data(let data):
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("tint-transfer-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let url = folder.appendingPathComponent("Transferred", conformingTo: type)
            try data.write(to: url)
            return ReceivedTransferredFile(file: url, isOriginalFile: false)
        }
    }
}
