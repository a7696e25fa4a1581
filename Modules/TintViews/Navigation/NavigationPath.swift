import Foundation

/// A type-erased list of the values pushed on a `NavigationStack`, as SwiftUI's
/// `NavigationPath`.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() {
        elements = []
    }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Removes the last `k` values; removing more than there are empties the path, with a
    /// warning (SwiftUI traps).
    public mutating func removeLast(_ k: Int = 1) {
        if k > elements.count {
            RuntimeWarnings.emit("NavigationPath.removeLast(\(k)) on a path of \(elements.count); the path is emptied", fix: "remove at most path.count values")
        }
        elements.removeLast(Swift.max(0, Swift.min(k, elements.count)))
    }
}

extension NavigationPath {
    /// A serializable representation of a navigation path, as SwiftUI's
    /// `NavigationPath.CodableRepresentation`: each value with its type's name, so a path saved
    /// (in scene storage, a file) comes back with the same values.
    public struct CodableRepresentation: Codable, Equatable, Sendable {
        /// Each value: its type's mangled name and its JSON, in order.
        var entries: [Entry]

        struct Entry: Codable, Equatable, Sendable {
            var type: String
            var json: String
        }

        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var entries: [Entry] = []
            while !container.isAtEnd {
                let type = try container.decode(String.self)
                let json = try container.decode(String.self)
                entries.append(Entry(type: type, json: json))
            }
            self.entries = entries
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for entry in entries {
                try container.encode(entry.type)
                try container.encode(entry.json)
            }
        }

        init(entries: [Entry]) {
            self.entries = entries
        }
    }

    /// A value that holds the contents of this path in a serializable format; nil when a value
    /// in it is not `Codable`.
    public var codable: CodableRepresentation? {
        var entries: [CodableRepresentation.Entry] = []
        for element in elements {
            guard let value = element.base as? any Encodable, let name = _mangledTypeName(type(of: element.base)),
                  let data = try? JSONEncoder().encode(value), let json = String(data: data, encoding: .utf8) else { return nil }
            entries.append(.init(type: name, json: json))
        }
        return CodableRepresentation(entries: entries)
    }

    /// A path of the values a codable representation holds. A value whose type this program does
    /// not have (or whose JSON does not decode) ends the path there, with a warning.
    public init(_ codable: CodableRepresentation) {
        self.init()
        for entry in codable.entries {
            guard let type = _typeByName(entry.type) as? any (Decodable & Hashable).Type,
                  let value = try? JSONDecoder().decode(type, from: Data(entry.json.utf8)) else {
                RuntimeWarnings.emit("NavigationPath: a saved value of type \(entry.type) cannot be decoded; the path stops before it", fix: "keep the saved values' types Codable and unchanged between runs, or clear the saved path")
                return
            }
            elements.append(AnyHashable(value))
        }
    }
}
