import Foundation
import OpenCombine
import OpenCombineFoundation
import UniformTypeIdentifiers

/// A representation for `Codable` items: encoded to bytes of `contentType` (JSON by default).
public struct CodableRepresentation<Item: Transferable & Codable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder>: TransferRepresentation
where Encoder.Output == Data, Decoder.Input == Data {
    public typealias Body = Never
    let entry: TransferEntry<Item>
    public var _transferEntries: [TransferEntry<Item>] { [entry] }

    /// Encodes and decodes the item with the given coders.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        let coder = ItemCoder<Item>(encoder: encoder, decoder: decoder)
        entry = TransferEntry(contentType: contentType,
                              export: { item in .data(try coder.encode(item)) },
                              importer: { payload in try coder.decode(try payload.bytes()) })
    }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
    /// Encodes and decodes the item as JSON.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }
}

/// The coders of a representation, behind a lock: coders are not `Sendable`, and a transfer may
/// run on any thread. Holds them as closures so the transfers' closures capture no coder type.
private final class ItemCoder<Item: Codable>: @unchecked Sendable {
    private let encodeItem: (Item) throws -> Data
    private let decodeItem: (Data) throws -> Item
    private let lock = NSLock()

    init<Encoder: TopLevelEncoder, Decoder: TopLevelDecoder>(encoder: Encoder, decoder: Decoder)
    where Encoder.Output == Data, Decoder.Input == Data {
        encodeItem = { try encoder.encode($0) }
        decodeItem = { try decoder.decode(Item.self, from: $0) }
    }

    func encode(_ item: Item) throws -> Data {
        lock.lock(); defer { lock.unlock() }
        return try encodeItem(item)
    }

    func decode(_ data: Data) throws -> Item {
        lock.lock(); defer { lock.unlock() }
        return try decodeItem(data)
    }
}
