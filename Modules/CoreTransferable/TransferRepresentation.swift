import Foundation
import TintCore
import UniformTypeIdentifiers

/// A declarative description of how an item is imported and exported: one of the built-in
/// representations, or a composition of them in a `body`.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type of item this representation transfers.
    associatedtype Item: Transferable
    /// The type of the representation this one is built from.
    associatedtype Body: TransferRepresentation

    /// The representation this one is built from.
    @TransferRepresentationBuilder<Item> var body: Body { get }

    /// The forms this representation stands for, flattened. Built-in representations supply
    /// their own; a composed one takes its body's.
    var _transferEntries: [TransferEntry<Item>] { get }
}

extension TransferRepresentation where Body.Item == Item {
    public var _transferEntries: [TransferEntry<Item>] { body._transferEntries }
}

extension TransferRepresentation {
    /// The forms of this representation.
    package var transferEntries: [TransferEntry<Item>] { _transferEntries }
}

/// The built-in representations have no body of their own.
extension TransferRepresentation where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a built-in transfer representation with no body") }
}

extension Never: TransferRepresentation {
    public typealias Item = Never
    public var body: Never { fatalError("Never has no body") }
    public var _transferEntries: [TransferEntry<Never>] { [] }
}

/// Several representations composed, most preferred first.
public struct TupleTransferRepresentation<Item: Transferable, Value>: TransferRepresentation {
    public typealias Body = Never
    let entries: [TransferEntry<Item>]
    public var _transferEntries: [TransferEntry<Item>] { entries }
}

/// Creates a transfer representation by composing existing transfer representations.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }

    public static func buildPartialBlock<Content: TransferRepresentation>(first content: Content) -> Content
    where Content.Item == Item {
        content
    }

    /// Each further representation is appended to those before it, so the first written stays
    /// the most preferred.
    public static func buildPartialBlock<Accumulated: TransferRepresentation, Next: TransferRepresentation>(
        accumulated: Accumulated, next: Next
    ) -> TupleTransferRepresentation<Item, (Accumulated, Next)> where Accumulated.Item == Item, Next.Item == Item {
        TupleTransferRepresentation(entries: accumulated.transferEntries + next.transferEntries)
    }
}

/// One form an item travels in: its content type and how it is exported and imported. What the
/// built-in representations are made of; a proxy maps its proxy's forms onto its item.
public struct TransferEntry<Item: Sendable>: Sendable {
    package var contentType: UTType
    package var export: (@Sendable (Item) async throws -> TransferPayload)?
    package var importer: (@Sendable (TransferPayload) async throws -> Item)?
    package var condition: (@Sendable (Item) -> Bool)?
    package var visibility: TransferRepresentationVisibility = .all
    package var suggestedFileName: (@Sendable (Item) -> String?)?

    package var canExport: Bool { export != nil }
    package var canImport: Bool { importer != nil }
    package func canExport(_ item: Item) -> Bool { export != nil && (condition?(item) ?? true) }

    package init(contentType: UTType,
                 export: (@Sendable (Item) async throws -> TransferPayload)?,
                 importer: (@Sendable (TransferPayload) async throws -> Item)?) {
        self.contentType = contentType
        self.export = export
        self.importer = importer
    }
}

/// What travels: bytes, or a file.
package enum TransferPayload: Sendable {
    case data(Data)
    case file(ReceivedTransferredFile)

    /// The most a file is read into memory to travel as bytes.
    package static let byteLimit = 256 << 20

    /// The payload as bytes (a file read whole, within `byteLimit`).
    package func bytes() throws -> Data {
        switch self {
        case .data(let data): data
        case .file(let file): try RegularFile.read(file.file.path, limit: Self.byteLimit)
        }
    }

    var fileName: String? {
        if case .file(let file) = self { return file.file.lastPathComponent }
        return nil
    }
}
