import Foundation

/// The keyed collection diff of SEMANTICS 2.8: identity (the key) gives structure, and moves
/// are minimal.
///
/// Cost is O(n) expected: the common prefix and suffix are trimmed by comparing keys in place,
/// without hashing (when only values changed, that is the whole diff); the middle is matched
/// through one dictionary of old keys; the kept elements' old positions, read in new order,
/// stay put along a longest increasing subsequence (O(m log m) in the middle's length), and
/// only the others count as moved.
public struct KeyedDiff: Sendable, Equatable {
    /// For each new position, the old position of the same key, or `nil` for an insertion.
    public var oldIndexOfNew: [Int?]
    /// Old positions whose keys are gone, ascending.
    public var removed: [Int]
    /// Kept elements that moved relative to the others: the fewest possible.
    public var moved: Int

    /// Elements new in `new`.
    public var inserted: Int { oldIndexOfNew.reduce(0) { $0 + ($1 == nil ? 1 : 0) } }

    /// Diffs two lists of unique keys.
    ///
    /// Pre-specialized for the common id types: callers in other modules and `ForEach`'s
    /// generic node reach this unspecialized, where each comparison and hash would go through
    /// witness tables and metadata look-ups; the runtime dispatches these types to the
    /// specialized bodies.
    @_specialize(exported: true, where Key == Int)
    @_specialize(exported: true, where Key == String)
    @_specialize(exported: true, where Key == UUID)
    @_specialize(exported: true, where Key == ForEachKey<Int>)
    @_specialize(exported: true, where Key == ForEachKey<String>)
    @_specialize(exported: true, where Key == ForEachKey<UUID>)
    public init<Key: Hashable>(old: [Key], new: [Key]) {
        var prefix = 0
        let shorter = min(old.count, new.count)
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        var result = [Int?](repeating: nil, count: new.count)
        for index in 0..<prefix { result[index] = index }
        for index in 0..<suffix { result[new.count - 1 - index] = old.count - 1 - index }

        let oldMiddle = prefix..<(old.count - suffix), newMiddle = prefix..<(new.count - suffix)
        var removed: [Int] = []
        var moved = 0
        if !oldMiddle.isEmpty || !newMiddle.isEmpty {
            var oldPositions = [Key: Int](minimumCapacity: oldMiddle.count)
            for index in oldMiddle { oldPositions[old[index]] = index }
            var keptOld: [Int] = []
            keptOld.reserveCapacity(min(oldMiddle.count, newMiddle.count))
            for index in newMiddle {
                if let oldIndex = oldPositions.removeValue(forKey: new[index]) {
                    result[index] = oldIndex
                    keptOld.append(oldIndex)
                }
            }
            removed = oldPositions.values.sorted()
            moved = keptOld.count - KeyedDiff.longestIncreasingSubsequenceLength(keptOld)
        }
        oldIndexOfNew = result
        self.removed = removed
        self.moved = moved
    }

    /// Patience sorting: the length of the longest strictly increasing subsequence.
    static func longestIncreasingSubsequenceLength(_ values: [Int]) -> Int {
        var tails: [Int] = []
        tails.reserveCapacity(values.count)
        for value in values {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if tails[mid] < value { low = mid + 1 } else { high = mid }
            }
            if low == tails.count { tails.append(value) } else { tails[low] = value }
        }
        return tails.count
    }
}
