import PropertyBased
import Testing
import TintReconciler

/// RULES 2.8: the keyed diff finds every kept key, every removal, and the fewest moves.
@Suite struct KeyedDiffTests {
    @Test func rule2_8_prefixAndSuffixTrimmedValuesOnly() {
        let diff = KeyedDiff(old: [1, 2, 3, 4], new: [1, 2, 3, 4])
        #expect(diff.oldIndexOfNew == [0, 1, 2, 3])
        #expect(diff.removed.isEmpty && diff.moved == 0 && diff.inserted == 0)
    }

    @Test func rule2_8_insertDeleteMove() {
        let diff = KeyedDiff(old: ["a", "b", "c", "d", "e"], new: ["a", "x", "d", "b", "e"])
        #expect(diff.oldIndexOfNew == [0, nil, 3, 1, 4])
        #expect(diff.removed == [2])
        #expect(diff.inserted == 1)
        #expect(diff.moved == 1)  // b and d swapped: one of them moves
    }

    @Test func rule2_8_reversalMovesAllButOne() {
        let old = Array(0..<100)
        let diff = KeyedDiff(old: old, new: old.reversed())
        #expect(diff.moved == 99)
    }

    /// Against a brute-force reference on small random permutations with insertions and
    /// deletions: every kept key maps to its old position, and moves = kept - LIS (computed by
    /// the quadratic dynamic program).
    @Test func rule2_8_matchesBruteForce() async {
        await propertyCheck(count: 1000, input: Gen.int(in: 0...30).array(of: 0...20), Gen.int(in: 0...30).array(of: 0...20)) { a, b in
            let old = Array(NSOrderedSetLike(a)), new = Array(NSOrderedSetLike(b))
            let diff = KeyedDiff(old: old, new: new)
            for (index, key) in new.enumerated() {
                #expect(diff.oldIndexOfNew[index] == old.firstIndex(of: key))
            }
            #expect(diff.removed == old.indices.filter { !new.contains(old[$0]) })
            let kept = diff.oldIndexOfNew.compactMap { $0 }
            #expect(diff.moved == kept.count - quadraticLIS(kept))
        }
    }

    /// `newRepeatsKeptKey || insertionsRepeatKeys` against a set, on unique old keys and new keys that may repeat (small
    /// ranges make repeats, and repeats of trimmed prefix and suffix keys, common).
    @Test func rule2_5_duplicatesInNewAreFound() async {
        await propertyCheck(count: 1000, input: Gen.int(in: 0...12).array(of: 0...12), Gen.int(in: 0...12).array(of: 0...14)) { a, new in
            let old = Array(NSOrderedSetLike(a))
            let diff = KeyedDiff(old: old, new: new)
            let found = diff.newRepeatsKeptKey || KeyedDiff.insertionsRepeatKeys(old: old, new: new, diff: diff)
            #expect(found == (Set(new).count != new.count))
            #expect(KeyedDiff.containsDuplicates(new) == (Set(new).count != new.count))
        }
    }

    /// Increasing integer keys are known unique without hashing; anything else (a repeat right
    /// after an increase, a decrease, strings) still goes through the set.
    @Test func rule2_5_increasingIntegerKeysShortcutAgreesWithASet() async {
        #expect(!KeyedDiff.containsDuplicates(Array(0..<1_000)))
        #expect(KeyedDiff.containsDuplicates([1, 2, 2, 3]))
        #expect(KeyedDiff.containsDuplicates([1, 3, 2, 3]))
        #expect(!KeyedDiff.containsDuplicates([3, 2, 1]))
        #expect(KeyedDiff.containsDuplicates(["a", "b", "a"]))
        await propertyCheck(count: 500, input: Gen.int(in: 0...3).array(of: 0...20)) { steps in
            // Running sums of steps of 0 to 3: increasing, with a repeat wherever a step is 0.
            var keys: [Int] = []
            for step in steps { keys.append((keys.last ?? 0) + step) }
            #expect(KeyedDiff.containsDuplicates(keys) == (Set(keys).count != keys.count))
        }
    }

    /// Many insertions (more than 32) take the look-up path: a repeat of a trimmed prefix key
    /// is found there too, and unique insertions are not flagged.
    @Test func rule2_5_manyInsertionsRepeatingAPrefixKey() {
        let old = Array(0..<100)
        let unique = old + Array(1_000..<1_040) + [99_999]
        let repeating = old + Array(1_000..<1_040) + [5]
        let uniqueDiff = KeyedDiff(old: old, new: unique), repeatingDiff = KeyedDiff(old: old, new: repeating)
        #expect(!uniqueDiff.newRepeatsKeptKey && !KeyedDiff.insertionsRepeatKeys(old: old, new: unique, diff: uniqueDiff))
        #expect(KeyedDiff.insertionsRepeatKeys(old: old, new: repeating, diff: repeatingDiff))
    }

    private func quadraticLIS(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
        }
        return best.max() ?? 0
    }
}

/// Unique keys in first-seen order.
private func NSOrderedSetLike(_ values: [Int]) -> [Int] {
    var seen = Set<Int>()
    return values.filter { seen.insert($0).inserted }
}
