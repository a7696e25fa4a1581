import Benchmark
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
/// does not lend the next its memory.
func memoryBenchmarks() {
    var configuration = Benchmark.defaultConfiguration
    configuration.scalingFactor = .one
    configuration.metrics = [.mallocCountTotal, bytesPerView]
    configuration.warmupIterations = 1
    configuration.maxIterations = quickRun ? 2 : 5
    configuration.maxDuration = samplingTime(seconds: 10)
    let labelTree = LayoutTree(levels: 4, fanout: 10)
    Benchmark("Memory: bytes per mounted view, 10,000 labels (\(labelTree.summary))", configuration: configuration) { benchmark in
        await onMainActor(benchmark) { benchmark in
            for _ in benchmark.scaledIterations {
                let bytes = residentBytesAdded(benchmark: benchmark) {
                    HeadlessHost(rootView: labelTree.root(model: LeafModel()), width: 1280, height: 800)
                }
                benchmark.measurement(bytesPerView, bytes / labelTree.views)
            }
        }
    }
    let rows = 1_000_000
    Benchmark("Memory: bytes per mounted view, plain VStack of 1,000,000 text rows", configuration: configuration) { benchmark in
        await onMainActor(benchmark) { benchmark in
            for _ in benchmark.scaledIterations {
                let bytes = residentBytesAdded(benchmark: benchmark) {
                    HeadlessHost(rootView: PlainRows(count: rows), width: 1280, height: 800)
                }
                benchmark.measurement(bytesPerView, bytes / rows)
            }
        }
    }
}

let bytesPerView = BenchmarkMetric.custom("bytes per view", polarity: .prefersSmaller, useScalingFactor: false)

/// The resident bytes a host made by `make` holds after its first frame, over an empty host
/// of the same size; the allocations of mounting and rendering it are measured.
@MainActor
private func residentBytesAdded(benchmark: Benchmark, _ make: () -> HeadlessHost) -> Int {
    func held(_ make: () -> HeadlessHost, measured: Bool) -> Int {
        _ = releaseFreePages(0)
        let before = residentBytes()
        if measured { benchmark.startMeasurement() }
        let host = make()
        host.renderFrame()
        if measured { benchmark.stopMeasurement() }
        let after = residentBytes()
        withExtendedLifetime(host) {}
        return after - before
    }
    let empty = held({ HeadlessHost(rootView: EmptyView(), width: 1280, height: 800) }, measured: false)
    return max(0, held(make, measured: true) - empty)
}

/// Resident memory, from `/proc/self/statm` (pages).
private func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// glibc's `malloc_trim`: returns free pages to the system (the Glibc module does not export it).
@_silgen_name("malloc_trim") private func releaseFreePages(_ pad: Int) -> Int32

private struct PlainRows: View {
    let count: Int
    var body: some View {
        VStack(spacing: 0) { ForEach(0..<count, id: \.self) { Text("Row \($0)") } }
    }
}
