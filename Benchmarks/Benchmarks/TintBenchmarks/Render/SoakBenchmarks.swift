import Benchmark
import TintUI

/// The soak: a plain 1,000-row list under continuous random edits, 1 to 5 a frame
/// (a value edited, a row inserted, deleted or moved, a row's identity or erased type swapped),
/// each frame updated, laid out and painted at 1280x800. Target: 3 ms a frame. The edits come
/// from a fixed seed, so every run makes the same ones.
func soakBenchmarks() {
    let configuration = Benchmark.Configuration.frames(10, "frames")
    Benchmark("Frame: 1,000-row list under random edits, frame", configuration: configuration) { benchmark in
        await onMainActor(benchmark) { benchmark in
            let driver = SoakDriver()
            let host = HeadlessHost(rootView: SoakList(driver: driver), width: 1280, height: 800)
            host.renderFrame()
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                for _ in 0..<10 {
                    driver.editSomeRows()
                    blackHole(host.renderFrame().repaintedPixels)
                }
                benchmark.stopMeasurement()
            }
        }
    }
}

/// Hands the list's state writes to the benchmark, and draws the edits from a fixed seed.
@MainActor
final class SoakDriver {
    var apply: ((inout [SoakRow], inout SoakRandom) -> Void) -> Void = { _ in }
    var random = SoakRandom(seed: 0x50AC)

    func editSomeRows() {
        apply { rows, random in
            for _ in 0..<(1 + random.next(5)) {
                let index = random.next(rows.count)
                switch random.next(6) {
                case 0: rows[index].value += 1
                case 1: rows.insert(SoakRow(id: random.fresh(), value: 0, erased: false), at: index)
                case 2: if rows.count > 500 { rows.remove(at: index) }
                case 3: rows.swapAt(index, random.next(rows.count))
                case 4: rows[index].id = random.fresh()
                default: rows[index].erased.toggle()
                }
            }
        }
    }
}

/// A tiny fixed-seed generator (xorshift), the same on every machine.
struct SoakRandom {
    private var state: UInt64
    private var lastID = 1_000_000
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % UInt64(Swift.max(bound, 1)))
    }
    mutating func fresh() -> Int {
        lastID += 1
        return lastID
    }
}

struct SoakRow: Identifiable, Equatable, Sendable {
    var id: Int
    var value: Int
    var erased: Bool
}

private struct SoakList: View {
    let driver: SoakDriver
    @State var rows = (0..<1_000).map { SoakRow(id: $0, value: 0, erased: false) }
    var body: some View {
        let driver = driver
        driver.apply = { edit in edit(&rows, &driver.random) }
        return ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(rows) { row in
                    if row.erased {
                        AnyView(SoakRowView(row: row))
                    } else {
                        SoakRowView(row: row)
                    }
                }
            }
        }
    }
}

private struct SoakRowView: View {
    let row: SoakRow
    var body: some View {
        HStack {
            Text("Row \(row.id)")
            Spacer()
            Text("\(row.value)")
        }
        .padding(.horizontal, 8)
        .frame(height: 24)
    }
}
