import Benchmark
import Foundation
import TintReconciler

/// The keyed diff of RULES 2.8 on Int and 16-byte (UUID) ids, 1k to 100k elements, beside
/// its floors measured on the same data in the same run: a dictionary of the old ids with one
/// look-up per new id (budget <= 1.3x it), and a linear `==` scan of the ids (budget <= 1.5x
/// it when only values changed); and beside the standard library's `difference(from:)` +
/// `inferringMoves()` where that finishes in reasonable time (Myers is O(n·d)).
func keyedDiffBenchmarks() {
    for count in [1_000, 10_000, 100_000, 1_000_000] {
        keyed("Int", count, ints: true)
        keyed("UUID", count, ints: false)
    }
}

private enum Edit: String, CaseIterable {
    case valuesOnly = "values only"
    case insertsDeletes = "1% inserts+deletes"
    case moves = "1% moves"
    case reversal = "reversal"
    case replacement = "full replacement"

    func apply<ID>(_ old: [ID], fresh: (Int) -> ID) -> [ID] {
        // A copy in its own buffer, as a rebuilt body's data is: `==` on one shared buffer would
        // return at once.
        var new = old.map { $0 }
        let step = max(1, old.count / 100)
        switch self {
        case .valuesOnly:
            return new
        case .insertsDeletes:
            for index in stride(from: old.count - step, through: 0, by: -step) {
                if (index / step) % 2 == 0 { new.remove(at: index) } else { new.insert(fresh(index), at: index) }
            }
            return new
        case .moves:
            // Every hundredth element moves to the end: 1 % of the elements move.
            let moving = Set(stride(from: step / 2, to: old.count, by: step))
            return new.indices.filter { !moving.contains($0) }.map { new[$0] } + moving.sorted().map { new[$0] }
        case .reversal:
            return old.reversed()
        case .replacement:
            return old.indices.map { fresh($0 + old.count) }
        }
    }
}

private func keyed(_ kind: String, _ count: Int, ints: Bool) {
    for edit in Edit.allCases {
        if ints {
            register("\(kind) ids, \(count), \(edit.rawValue)", count, edit, make: { $0 }, fresh: { -$0 - 1 })
        } else {
            register("\(kind) ids, \(count), \(edit.rawValue)", count, edit, make: { uuid($0) }, fresh: { uuid(-$0 - 1) })
        }
    }
}

/// A deterministic UUID from an Int, so runs diff the same data.
private func uuid(_ value: Int) -> UUID {
    var bytes = [UInt8](repeating: 0, count: 16)
    withUnsafeBytes(of: value.bigEndian) { for (i, b) in $0.enumerated() { bytes[8 + i] = b } }
    bytes[0] = 0x42
    return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                       bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
}

private func register<ID: Hashable & Sendable>(_ name: String, _ count: Int, _ edit: Edit, make: @escaping @Sendable (Int) -> ID, fresh: @escaping @Sendable (Int) -> ID) {
    var configuration = Benchmark.defaultConfiguration
    configuration.scalingFactor = .one
    configuration.metrics = [.wallClock, .mallocCountTotal, movesFound, movesMinimal]
    Benchmark("Keyed diff: \(name), Tint", configuration: configuration) { benchmark in
        let old = (0..<count).map(make), new = edit.apply(old, fresh: fresh)
        benchmark.startMeasurement()
        let diff = KeyedDiff(old: old, new: new)
        benchmark.stopMeasurement()
        benchmark.measurement(movesFound, diff.moved)
        let kept = diff.oldIndexOfNew.compactMap { $0 }
        benchmark.measurement(movesMinimal, kept.count - KeyedDiffReference.lis(kept))
    }
    Benchmark("Keyed diff: \(name), dictionary floor", configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one)) { benchmark in
        let old = (0..<count).map(make), new = edit.apply(old, fresh: fresh)
        benchmark.startMeasurement()
        var positions = [ID: Int](minimumCapacity: old.count)
        for (index, id) in old.enumerated() { positions[id] = index }
        var found = 0
        for id in new where positions[id] != nil { found += 1 }
        blackHole(found)
        benchmark.stopMeasurement()
    }
    if edit == .valuesOnly {
        Benchmark("Keyed diff: \(name), linear == scan", configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one)) { benchmark in
            let old = (0..<count).map(make), new = edit.apply(old, fresh: fresh)
            benchmark.startMeasurement()
            blackHole(old == new)
            benchmark.stopMeasurement()
        }
    }
    // Myers' difference is O(n·d): only where d is small or n is.
    let stdlibFeasible = count <= 1_000 || (count <= 10_000 && (edit == .valuesOnly || edit == .insertsDeletes || edit == .moves))
    if stdlibFeasible {
        Benchmark("Keyed diff: \(name), stdlib difference+inferringMoves", configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: samplingTime(seconds: 2), maxIterations: 20)) { benchmark in
            let old = (0..<count).map(make), new = edit.apply(old, fresh: fresh)
            benchmark.startMeasurement()
            blackHole(new.difference(from: old).inferringMoves())
            benchmark.stopMeasurement()
        }
    }
}

let movesFound = BenchmarkMetric.custom("Moves made", polarity: .prefersSmaller, useScalingFactor: false)
let movesMinimal = BenchmarkMetric.custom("Moves minimal (kept - LIS)", polarity: .prefersSmaller, useScalingFactor: false)

/// An independent check of minimality: the LIS by patience sorting written here again.
enum KeyedDiffReference {
    static func lis(_ values: [Int]) -> Int {
        var tails: [Int] = []
        for value in values {
            var low = 0, high = tails.count
            while low < high { let mid = (low + high) / 2; if tails[mid] < value { low = mid + 1 } else { high = mid } }
            if low == tails.count { tails.append(value) } else { tails[low] = value }
        }
        return tails.count
    }
}
