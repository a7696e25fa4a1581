import Foundation

/// The keyed collection diff of RULES 2.8: identity (the key) gives structure, and moves
/// are minimal.
///
/// Cost is O(n) expected: the common prefix and suffix are trimmed by comparing keys in place,
/// without hashing (when only values changed, that is the whole diff, and nothing else is
/// allocated); the middle is matched through one dictionary of old keys; the kept elements' old
/// positions, read in new order, stay put along a longest increasing subsequence (skipped when
/// they are already in order, as after inserts and deletes), and only the others count as moved.
public struct KeyedDiff: Sendable, Equatable {
    /// Common leading and trailing keys, which map to themselves.
    private let prefix: Int
    private let suffix: Int
    private let oldCount: Int
    private let newCount: Int
    /// For each new position in the middle, the old position of its key, or -1 for an insertion.
    private let middle: [Int]
    /// Old positions whose keys are gone, ascending.
    public let removed: [Int]
    /// Kept elements that moved relative to the others: the fewest possible.
    public let moved: Int
    /// Elements new in `new`.
    public let inserted: Int
    /// Whether `new` repeats a key it kept from `old` (noticed for free on the way). A repeated
    /// inserted key is not looked for here, as that costs a hash per inserted key: see
    /// `insertionsRepeatKeys(old:new:)`. Either way the other fields are then meaningless, and
    /// the caller diffs keys made unique (RULES 2.5).
    public let newRepeatsKeptKey: Bool

    /// The old position of the key at new position `index`, or `nil` for an insertion.
    public func oldIndex(ofNew index: Int) -> Int? {
        if index < prefix { return index }
        if index >= newCount - suffix { return index - newCount + oldCount }
        let old = middle[index - prefix]
        return old < 0 ? nil : old
    }

    /// For each new position, the old position of the same key, or `nil` for an insertion.
    public var oldIndexOfNew: [Int?] { (0..<newCount).map(oldIndex(ofNew:)) }

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
        self.prefix = prefix
        self.suffix = suffix
        oldCount = old.count
        newCount = new.count

        let oldMiddle = prefix..<(old.count - suffix), newMiddle = prefix..<(new.count - suffix)
        guard !oldMiddle.isEmpty || !newMiddle.isEmpty else {
            middle = []
            removed = []
            moved = 0
            inserted = 0
            newRepeatsKeptKey = false
            return
        }
        var oldPositions = [Key: Int](minimumCapacity: oldMiddle.count)
        for index in oldMiddle { oldPositions[old[index]] = index }
        // Which old keys were matched: a flag per old middle position rather than removing from
        // the dictionary (a removal costs more than a look-up).
        var matched = [Bool](repeating: false, count: oldMiddle.count)
        var middle = [Int](repeating: -1, count: newMiddle.count)
        var kept = 0, inOrder = true, lastKept = -1, inserted = 0, duplicates = false
        for index in newMiddle {
            if let oldIndex = oldPositions[new[index]] {
                middle[index - prefix] = oldIndex
                // A kept key seen twice: `new` repeats it.
                if matched[oldIndex - prefix] { duplicates = true }
                matched[oldIndex - prefix] = true
                kept += 1
                if oldIndex < lastKept { inOrder = false }
                lastKept = oldIndex
            } else {
                inserted += 1
            }
        }
        newRepeatsKeptKey = duplicates
        var removed: [Int] = []
        if kept == 0 {
            removed = Array(oldMiddle)
        } else if kept < oldMiddle.count {
            removed.reserveCapacity(oldMiddle.count - kept)
            for (offset, wasMatched) in matched.enumerated() where !wasMatched { removed.append(prefix + offset) }
        }
        self.middle = middle
        self.removed = removed
        self.inserted = inserted
        self.moved = inOrder ? 0 : kept - KeyedDiff.longestIncreasingSubsequenceLength(middle)
    }

    /// Whether `keys` repeats a key: one hash per key.
    @_specialize(exported: true, where Key == Int)
    @_specialize(exported: true, where Key == String)
    @_specialize(exported: true, where Key == UUID)
    public static func containsDuplicates<Key: Hashable>(_ keys: [Key]) -> Bool {
        guard keys.count > 1 else { return false }
        // Integer keys in increasing order (a range's offsets, sorted ids) cannot repeat: one
        // comparison per key says so, without hashing. The type is compared rather than the
        // array cast (`as? [Int]`): unspecialized, the cast went through the runtime's dynamic
        // cast for every `ForEach` mounted.
        if Key.self == Int.self, isStrictlyIncreasing(unsafeBitCast(keys, to: [Int].self)) { return false }
        var seen = Set<Key>(minimumCapacity: keys.count)
        for key in keys where !seen.insert(key).inserted { return true }
        return false
    }

    private static func isStrictlyIncreasing(_ integers: [Int]) -> Bool {
        for index in 1..<integers.count where integers[index] <= integers[index - 1] { return false }
        return true
    }

    /// Whether a key `diff` found inserted in `new` repeats another inserted key or a key of the
    /// trimmed prefix or suffix (kept keys are old middle keys, distinct from those when `old`
    /// is unique). Called only when something was inserted, whose mounting costs more: one
    /// hash per inserted key, then either a comparison of each inserted key with the prefix and
    /// suffix (few insertions) or a look-up of each prefix and suffix key (many).
    @_specialize(exported: true, where Key == Int)
    @_specialize(exported: true, where Key == String)
    @_specialize(exported: true, where Key == UUID)
    public static func insertionsRepeatKeys<Key: Hashable>(old: [Key], new: [Key], diff: KeyedDiff) -> Bool {
        guard diff.inserted > 0 else { return false }
        var insertedKeys = Set<Key>(minimumCapacity: diff.inserted)
        for index in diff.prefix..<(new.count - diff.suffix) where diff.middle[index - diff.prefix] < 0 {
            if !insertedKeys.insert(new[index]).inserted { return true }
        }
        let trimmed = [0..<diff.prefix, (old.count - diff.suffix)..<old.count]
        if insertedKeys.count <= 32 {
            for key in insertedKeys {
                for range in trimmed where range.contains(where: { old[$0] == key }) { return true }
            }
            return false
        }
        return trimmed.contains { range in range.contains { insertedKeys.contains(old[$0]) } }
    }

    /// Patience sorting: the length of the longest strictly increasing subsequence of the
    /// non-negative values (negative ones mark insertions and are skipped, so the caller needs no
    /// filtered copy).
    static func longestIncreasingSubsequenceLength(_ values: [Int]) -> Int {
        values.withUnsafeBufferPointer { values in
            let tails = UnsafeMutableBufferPointer<Int>.allocate(capacity: max(values.count, 1))
            defer { tails.deallocate() }
            var count = 0
            for value in values where value >= 0 {
                // Mostly-ordered input (a few moves) extends the longest run: no search needed.
                if count == 0 || value > tails[count - 1] {
                    tails[count] = value
                    count += 1
                    continue
                }
                var low = 0, high = count - 1
                while low < high {
                    let mid = (low + high) / 2
                    if tails[mid] < value { low = mid + 1 } else { high = mid }
                }
                tails[low] = value
            }
            return count
        }
    }
}
