import Benchmark
import CMallocInfo
import Foundation
import TintUI

/// Memory per mounted view: the resident memory a mounted and rendered tree
/// adds over an empty host of the same size, divided by its views, and its allocations. Two
/// trees: the layout benchmarks' tree of 10,000 labels (54,545 views of stacks, conditionals,
/// composites and texts), and a plain `VStack` of a million text rows (a row is its `Text`):
/// the budget is under 1 GB, about 1,000 bytes a row (docs/budgets.md).
///
/// Resident memory, not bytes asked of malloc: it is what a user's machine gives up. Freed
/// pages are handed back (`malloc_trim`) before each measurement, so one sample's freed host
/// does not lend the next its memory. Beside it, the heap the host holds (`mallinfo2`: bytes in
/// use, with malloc's own words and rounding, and mapped blocks such as the window's pixels),
/// which is the same from run to run where resident memory moves with the pages earlier
/// benchmarks left.
func memoryBenchmarks() {
    var configuration = Benchmark.defaultConfiguration
    configuration.scalingFactor = .one
    configuration.metrics = [.mallocCountTotal, bytesPerView, heapBytesPerView]
    configuration.warmupIterations = 1
    configuration.maxIterations = quickRun ? 2 : 5
    configuration.maxDuration = samplingTime(seconds: 10)
    let labelTree = LayoutTree(levels: 4, fanout: 10)
    Benchmark("Memory: bytes per mounted view, 10,000 labels (\(labelTree.summary))", configuration: configuration) { benchmark in
        await onMainActor(benchmark) { benchmark in
            for _ in benchmark.scaledIterations {
                let bytes = bytesAdded(benchmark: benchmark) {
                    HeadlessHost(rootView: labelTree.root(model: LeafModel()), width: 1280, height: 800)
                }
                benchmark.measurement(bytesPerView, bytes.resident / labelTree.views)
                benchmark.measurement(heapBytesPerView, bytes.heap / labelTree.views)
            }
        }
    }
    let rows = 1_000_000
    Benchmark("Memory: bytes per mounted view, plain VStack of 1,000,000 text rows", configuration: configuration) { benchmark in
        await onMainActor(benchmark) { benchmark in
            for _ in benchmark.scaledIterations {
                let bytes = bytesAdded(benchmark: benchmark) {
                    HeadlessHost(rootView: PlainRows(count: rows), width: 1280, height: 800)
                }
                benchmark.measurement(bytesPerView, bytes.resident / rows)
                benchmark.measurement(heapBytesPerView, bytes.heap / rows)
            }
        }
    }
}

let bytesPerView = BenchmarkMetric.custom("bytes per view", polarity: .prefersSmaller, useScalingFactor: false)
let heapBytesPerView = BenchmarkMetric.custom("heap bytes per view", polarity: .prefersSmaller, useScalingFactor: false)

/// The resident bytes and the heap bytes a host made by `make` holds after its first frame,
/// over an empty host of the same size; the allocations of mounting and rendering it are
/// measured.
@MainActor
private func bytesAdded(benchmark: Benchmark, _ make: () -> HeadlessHost) -> (resident: Int, heap: Int) {
    func held(_ make: () -> HeadlessHost, measured: Bool) -> (resident: Int, heap: Int) {
        _ = malloc_trim(0)
        let before = residentBytes(), heapBefore = heapBytes()
        if measured { benchmark.startMeasurement() }
        let host = make()
        host.renderFrame()
        if measured { benchmark.stopMeasurement() }
        let after = residentBytes(), heapAfter = heapBytes()
        withExtendedLifetime(host) {}
        return (after - before, heapAfter - heapBefore)
    }
    let empty = held({ HeadlessHost(rootView: EmptyView(), width: 1280, height: 800) }, measured: false)
    let tree = held(make, measured: true)
    return (max(0, tree.resident - empty.resident), max(0, tree.heap - empty.heap))
}

/// The heap in use: bytes in malloc's chunks and in blocks it mapped.
func heapBytes() -> Int {
    let info = mallinfo2()
    return Int(info.uordblks) + Int(info.hblkhd)
}

/// Resident memory, from `/proc/self/statm` (pages).
func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}


private struct PlainRows: View {
    let count: Int
    var body: some View {
        VStack(spacing: 0) { ForEach(0..<count, id: \.self) { Text("Row \($0)") } }
    }
}
