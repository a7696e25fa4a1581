import Benchmark
import Foundation
import TintSDL
import TintUI

/// Windows opened and closed over and over must leave nothing behind: 10,000 cycles (1,000 in a
/// quick run) of an app's window opened by File > New Window, drawn and closed (`HeadlessApp`),
/// and 2,000 of a native window (`WindowHost`, X11 under xvfb) made, drawn, presented and
/// destroyed. Each reports the heap in use after the first tenth of its cycles and at the
/// end, and the growth between them in KB a thousand cycles (budget: flat, under 64 KB a
/// thousand cycles, `docs/budgets.md`).
func windowCycleBenchmarks() {
    if ProcessInfo.processInfo.environment["DISPLAY"] == nil && ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
    }
    var configuration = Benchmark.defaultConfiguration
    configuration.metrics = [.wallClock, cycleHeapWarm, cycleHeapEnd, cycleGrowth]
    configuration.scalingFactor = .one
    configuration.maxIterations = 1
    configuration.warmupIterations = 0
    configuration.maxDuration = .seconds(600)

    let appCycles = quickRun ? 1_000 : 10_000
    Benchmark("App: a window opened, drawn and closed, \(appCycles) times (heap growth)", configuration: configuration) { benchmark in
        await onMainActor(benchmark) { benchmark in
            let app = HeadlessApp(CycleApp())
            app.renderFrame()
            let growth = measureCycles(appCycles, benchmark) {
                app.performMenuItem("File/New Window")
                app.renderFrame()
                if let window = app.windows.last { app.closeWindow(window) }
            }
            benchmark.measurement(cycleHeapWarm, growth.warm >> 10)
            benchmark.measurement(cycleHeapEnd, growth.end >> 10)
            benchmark.measurement(cycleGrowth, growth.perThousand >> 10)
        }
    }

    let nativeCycles = quickRun ? 200 : 2_000
    Benchmark("Window: a native window made, drawn and destroyed, \(nativeCycles) times (heap growth)", configuration: configuration) { benchmark in
        await onMainActor(benchmark) { benchmark in
            let growth = measureCycles(nativeCycles, benchmark) {
                guard let host = try? WindowHost(rootView: CycleWindow(), title: "cycle", width: 320, height: 240) else { return }
                _ = try? host.renderAndPresent()
                _ = host.handlePendingEvents()
                host.window.close()
            }
            benchmark.measurement(cycleHeapWarm, growth.warm >> 10)
            benchmark.measurement(cycleHeapEnd, growth.end >> 10)
            benchmark.measurement(cycleGrowth, growth.perThousand >> 10)
        }
    }
}

/// Runs `cycle` `count` times, timing them all, and gives the heap in use after the first
/// tenth (warm: caches filled) and after the last cycle, and the growth between, in bytes a
/// thousand cycles (0 when it shrank).
@MainActor
private func measureCycles(_ count: Int, _ benchmark: Benchmark, _ cycle: () -> Void) -> (warm: Int, end: Int, perThousand: Int) {
    let warmAt = max(1, count / 10)
    var warm = 0
    benchmark.startMeasurement()
    var tenths: [Int] = []
    tenths.reserveCapacity(count / warmAt + 1)
    for index in 0..<count {
        cycle()
        if index + 1 == warmAt { warm = heapBytes() }
        if (index + 1) % warmAt == 0 { tenths.append(heapBytes() >> 10) }
    }
    // The end is read before the harness stops measuring: stopping allocates some 170 KB of
    // its own, which read after it showed as growth of the windows'.
    let end = heapBytes()
    benchmark.stopMeasurement()
    let perThousand = max(0, end - warm) * 1_000 / max(1, count - warmAt)
    print("cycles: heap after each tenth (KB): \(tenths)")
    print("cycles: \(count), heap warm \(warm >> 10) KB, end \(end >> 10) KB, growth \(perThousand >> 10) KB a thousand cycles")
    return (warm, end, perThousand)
}

let cycleHeapWarm = BenchmarkMetric.custom("heap after a tenth (KB)", polarity: .prefersSmaller, useScalingFactor: false)
let cycleHeapEnd = BenchmarkMetric.custom("heap at the end (KB)", polarity: .prefersSmaller, useScalingFactor: false)
let cycleGrowth = BenchmarkMetric.custom("growth (KB a 1,000 cycles)", polarity: .prefersSmaller, useScalingFactor: false)

/// An app of one window group whose windows hold state, an observable model and a list.
private struct CycleApp: App {
    var body: some Scene {
        WindowGroup("Cycle") { CycleWindow() }
            .defaultSize(width: 320, height: 240)
    }
}

@Observable @MainActor
private final class CycleModel {
    var count = 0
}

private struct CycleWindow: View {
    @State private var text = "A window"
    @State private var model = CycleModel()
    var body: some View {
        VStack {
            Text(text)
            Button("Count \(model.count)") { model.count += 1 }
            List(0..<20, id: \.self) { Text("Row \($0)") }
        }
    }
}
