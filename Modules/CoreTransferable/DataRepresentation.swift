import Foundation
import UniformTypeIdentifiers

/// A representation for items that turn into and out of bytes in memory.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    public typealias Body = Never
    let entry: TransferEntry<Item>
    public var _transferEntries: [TransferEntry<Item>] { [entry] }

    /// Transports the item as bytes of `contentType`, both ways.
    public init(contentType: UTType,
                exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        entry = TransferEntry(contentType: contentType,
                              export: { .data(try await exporting($0)) },
                              importer: { try await importing(try $0.bytes()) })
    }

    /// Exports the item as bytes of `exportedContentType` only.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        entry = TransferEntry(contentType: exportedContentType, export: { .data(try await exporting($0)) }, importer: nil)
    }

    /// Imports the item from bytes of `importedContentType` only.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        entry = TransferEntry(contentType: importedContentType, export: nil, importer: { try await importing(try $0.bytes()) })
    }
}
