import Foundation
import UniformTypeIdentifiers

/// A representation that travels as another `Transferable` type: a `Note` as its `String` text.
/// The proxy's own forms become the item's, in the proxy's order.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
    public typealias Body = Never
    let entries: [TransferEntry<Item>]
    public var _transferEntries: [TransferEntry<Item>] { entries }

    /// Exports and imports the item through the proxy.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        entries = Self.map(exporting: { try exporting($0) }, importing: { try importing($0) })
    }

    /// Exports the item through the proxy.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        entries = Self.map(exporting: { try exporting($0) }, importing: nil)
    }

    /// Imports the item through the proxy.
    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        entries = Self.map(exporting: nil, importing: { try importing($0) })
    }

    /// The asynchronous forms real code written for the first releases still uses.
    @_disfavoredOverload
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        entries = Self.map(exporting: exporting, importing: importing)
    }

    @_disfavoredOverload
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        entries = Self.map(exporting: exporting, importing: nil)
    }

    private static func map(exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?,
                            importing: (@Sendable (ProxyRepresentation) async throws -> Item)?) -> [TransferEntry<Item>] {
        ProxyRepresentation.transferEntries.compactMap { proxied in
            let export: (@Sendable (Item) async throws -> TransferPayload)? =
                if let exporting, let proxyExport = proxied.export {
                    { item in
                        let proxy = try await exporting(item)
                        if let condition = proxied.condition, !condition(proxy) {
                            throw TransferError.noRepresentation(Item.self, proxied.contentType)
                        }
                        return try await proxyExport(proxy)
                    }
                } else { nil }
            let importer: (@Sendable (TransferPayload) async throws -> Item)? =
                if let importing, let proxyImport = proxied.importer {
                    { payload in try await importing(try await proxyImport(payload)) }
                } else { nil }
            guard export != nil || importer != nil else { return nil }
            var entry = TransferEntry<Item>(contentType: proxied.contentType, export: export, importer: importer)
            // The proxy's suggested file name needs the proxy, which only an export makes: the
            // item's own `suggestedFileName` names proxied files.
            entry.visibility = proxied.visibility
            return entry
        }
    }
}
