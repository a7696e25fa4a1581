import Foundation
import TintUI

/// Times the same frames in whatever configuration this program was built in, and prints one
/// line per measurement: `name<TAB>milliseconds` (the best of the runs, the machine being noisy).
@MainActor
func best(of runs: Int, _ body: () -> Double) -> Double {
    (0..<runs).map { _ in body() }.min() ?? .nan
}

@MainActor
func milliseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

/// A view whose input a test changes between frames.
@MainActor @Observable final class Input {
    var value = 0
}

struct Driven<Content: View>: View {
    let input: Input
    let make: (Int) -> Content
    var body: some View { make(input.value) }
}

@MainActor
func run() {
    let runs = Int(ProcessInfo.processInfo.environment["DEBUG_SPEED_RUNS"] ?? "") ?? 5
    var results: [(String, Double)] = []
    // 480 tiles, every tile changed.
    let tiles = Input()
    let tilesHost = HeadlessHost(rootView: Driven(input: tiles) { Tiles(count: 480, generation: $0) }, width: 1280, height: 800)
    tilesHost.renderFrame()
    results.append(("tiles-change", best(of: runs) {
        tiles.value += 1
        return milliseconds { tilesHost.renderFrame() }
    }))
    results.append(("tiles-first-frame", best(of: runs) {
        let host = HeadlessHost(rootView: Tiles(count: 480, generation: 0), width: 1280, height: 800)
        return milliseconds { host.renderFrame() }
    }))
    results.append(("list-first-frame", best(of: runs) {
        let host = HeadlessHost(rootView: Rows(changed: 0), width: 1280, height: 800)
        return milliseconds { host.renderFrame() }
    }))
    let rows = Input()
    let rowsHost = HeadlessHost(rootView: Driven(input: rows) { Rows(changed: $0) }, width: 1280, height: 800)
    rowsHost.renderFrame()
    results.append(("list-one-change", best(of: runs * 4) {
        rows.value += 1
        return milliseconds { rowsHost.renderFrame() }
    }))
    for (name, value) in results { print("\(name)\t\(String(format: "%.3f", value))") }
}

MainActor.assumeIsolated { run() }
