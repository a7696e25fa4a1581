/// Bodies run, by view type: kept as types and counts, and made into a dictionary keyed by type
/// names only when read (`byName`).
///
/// A generic view's type name holds its arguments' names (a balanced tree of `Pair<A, A>` ten
/// levels deep is named in tens of kilobytes), and hashing those names on every update cost
/// more than the update's own work.
public struct BodyRunCounts: Sendable, Equatable {
    private struct Entry: Sendable, Equatable {
        /// The view type; nil for a content closure, counted by its name alone.
        var type: ObjectIdentifier?
        var name: String
        var count: Int
    }

    private var entries: [Entry] = []
    /// Bodies run in all.
    public private(set) var total = 0

    public init() {}

    /// Counts from names, each its own entry.
    public init(byName counts: [String: Int]) {
        for (name, count) in counts { add(count, named: name) }
    }

    /// The counts by type name; types that share a name add up.
    public var byName: [String: Int] {
        var counts: [String: Int] = [:]
        for entry in entries { counts[entry.name, default: 0] += entry.count }
        return counts
    }

    /// `count` runs of a type not yet counted here (the graph counts each type once an update).
    mutating func addRuns(_ count: Int, ofNewType type: ObjectIdentifier, named name: String) {
        entries.append(Entry(type: type, name: name, count: count))
        total += count
    }

    /// `count` runs of something known by its name alone (a content closure).
    mutating func add(_ count: Int, named name: String) {
        total += count
        if let index = entries.firstIndex(where: { $0.type == nil && $0.name == name }) {
            entries[index].count += count
        } else {
            entries.append(Entry(type: nil, name: name, count: count))
        }
    }

    /// Adds `other`'s counts (the updates of one frame).
    public mutating func merge(_ other: BodyRunCounts) {
        guard !entries.isEmpty else {
            self = other
            return
        }
        var index: [ObjectIdentifier: Int] = [:]
        for (position, entry) in entries.enumerated() { if let type = entry.type { index[type] = position } }
        for entry in other.entries {
            guard let type = entry.type else {
                add(entry.count, named: entry.name)
                continue
            }
            total += entry.count
            if let position = index[type] {
                entries[position].count += entry.count
            } else {
                index[type] = entries.count
                entries.append(entry)
            }
        }
    }
}
