import Foundation
import TintCore
import UniformTypeIdentifiers

/// A type that can be copied, pasted, dragged, dropped and shared: its `transferRepresentation`
/// lists the forms it travels in, most preferred first (Apple's `CoreTransferable`).
public protocol Transferable: Sendable {
    /// The type of the representation used to import and export the item.
    associatedtype Representation: TransferRepresentation

    /// The representation used to import and export the item.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

extension Never: Transferable {
    public static var transferRepresentation: Never { fatalError("Never has no transfer representation") }
}

extension Transferable {
    /// The forms of this type, flattened: what every transfer walks.
    /// (`some TransferRepresentation` hides the representation's item type; the builder, typed by
    /// `Self`, made it this one, so the cast holds for every conformance that compiles.)
    package static var transferEntries: [TransferEntry<Self>] {
        transferRepresentation.transferEntries as? [TransferEntry<Self>] ?? []
    }

    /// The content types this type exports to, most preferred first.
    public static func exportedContentTypes(_ visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        unique(transferEntries.filter { $0.canExport && $0.visibility.includes(visibility) }.map(\.contentType))
    }

    /// The content types this type imports from, most preferred first.
    public static func importedContentTypes() -> [UTType] {
        unique(transferEntries.filter(\.canImport).map(\.contentType))
    }

    /// The content types this value exports to, its representations' export conditions applied.
    public func exportedContentTypes(_ visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        Self.unique(Self.transferEntries.filter { $0.canExport(self) && $0.visibility.includes(visibility) }.map(\.contentType))
    }

    /// The value as bytes of `contentType` (of its first exporting representation when nil).
    public func exported(as contentType: UTType?) async throws -> Data {
        let entry = try Self.exportEntry(for: self, contentType: contentType)
        switch try await entry.export!(self) {
        case .data(let data): return data
        case .file(let file): return try RegularFile.read(file.file.path, limit: TransferPayload.byteLimit)
        }
    }

    /// Writes the value into `destinationDirectory` as a file of `contentType` and returns its URL.
    public func export(to destinationDirectory: URL, contentType: UTType?) async throws -> URL {
        let entry = try Self.exportEntry(for: self, contentType: contentType)
        let payload = try await entry.export!(self)
        let type = contentType ?? entry.contentType
        let base = entry.suggestedFileName?(self) ?? payload.fileName ?? "Untitled"
        var target = destinationDirectory.appendingPathComponent(base)
        if target.pathExtension.isEmpty { target = target.appendingPathExtension(for: type) }
        switch payload {
        case .data(let data): try data.write(to: target, options: .atomic)
        case .file(let file):
            if FileManager.default.fileExists(atPath: target.path) { try FileManager.default.removeItem(at: target) }
            try FileManager.default.copyItem(at: file.file, to: target)
        }
        return target
    }

    /// A value made from bytes of `contentType` (trying each importing representation when nil).
    public init(importing data: Data, contentType: UTType?) async throws {
        self = try await Self.importing(.data(data), contentType: contentType)
    }

    /// A value made from a file, of `contentType` or of the type its extension names.
    public init(importing file: URL, contentType: UTType?) async throws {
        let type = contentType ?? (file.pathExtension.isEmpty ? nil : UTType(filenameExtension: file.pathExtension))
        let received = ReceivedTransferredFile(file: file, isOriginalFile: true)
        do {
            self = try await Self.importing(.file(received), contentType: type)
        } catch TransferError.noRepresentation where contentType == nil && type != nil {
            self = try await Self.importing(.file(received), contentType: nil)
        }
    }

    /// The first importing representation that accepts the payload: one of `contentType` (or a
    /// supertype of it) when one is given, else each in turn until one succeeds.
    package static func importing(_ payload: TransferPayload, contentType: UTType?) async throws -> Self {
        let candidates = transferEntries.filter { entry in
            entry.canImport && contentType.map { $0.conforms(to: entry.contentType) } ?? true
        }
        guard !candidates.isEmpty else { throw TransferError.noRepresentation(Self.self, contentType) }
        var lastError: any Error = TransferError.noRepresentation(Self.self, contentType)
        for entry in candidates {
            do { return try await entry.importer!(payload) } catch { lastError = error }
        }
        throw lastError
    }

    package static func exportEntry(for item: Self, contentType: UTType?) throws -> TransferEntry<Self> {
        let exporting = transferEntries.filter { $0.canExport(item) }
        let match = contentType.map { type in
            exporting.first { $0.contentType == type } ?? exporting.first { $0.contentType.conforms(to: type) }
        } ?? exporting.first
        guard let match else { throw TransferError.noRepresentation(Self.self, contentType) }
        return match
    }

    private static func unique(_ types: [UTType]) -> [UTType] {
        var seen: Set<UTType> = []
        return types.filter { seen.insert($0).inserted }
    }
}

/// Why a transfer failed.
package enum TransferError: Error, CustomStringConvertible {
    case noRepresentation(Any.Type, UTType?)

    package var description: String {
        switch self {
        case .noRepresentation(let type, let contentType):
            "\(type) has no transfer representation" + (contentType.map { " for \($0.identifier)" } ?? "")
        }
    }
}
