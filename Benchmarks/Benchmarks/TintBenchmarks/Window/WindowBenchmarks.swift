import Benchmark
import Foundation
import TintRaster
import TintSDL
import TintUI

/// The window, with a real X11 window under `xvfb-run`, else SDL's offscreen driver:
/// - `present of a small damage`: one 40x20 damaged rectangle shown, Tint's way (straight to the
///   X server on X11) and through SDL's surface update (budget 0.05 ms);
/// - `idle`: the event loop asleep with nothing to do, for 5 seconds (1 in quick mode); the CPU
///   time it used is the `CPU total` row (must be near 0).
func windowBenchmarks() {
    if ProcessInfo.processInfo.environment["DISPLAY"] == nil && ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
    }
    var present = Benchmark.defaultConfiguration
    present.metrics = [.wallClock, .cpuTotal, .mallocCountTotal]
    // Both ways of presenting in the same run: Tint's (small damage straight to the X server,
    // see X11Presenter) and SDL's surface update, which ends with an XSync round trip.
    for direct in [true, false] {
        Benchmark("Window: present of a small damage (40x20), \(direct ? "Tint" : "SDL_UpdateWindowSurfaceRects")", configuration: present) { benchmark in
            await onMainActor(benchmark) { benchmark in
                setenv("TINT_X11_DIRECT_PRESENT", direct ? "1" : "0", 1)
                defer { unsetenv("TINT_X11_DIRECT_PRESENT") }
                guard let host = try? WindowHost(rootView: Text("Tint"), title: "bench", width: 640, height: 480) else { return }
                defer { host.window.close() }
                _ = try? host.renderAndPresent()
                let rect = PixelRect(x: 100, y: 100, width: 40, height: 20)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    try? host.window.present(host.pixelBuffer, rects: [rect])
                }
                // What was sent is drawn before the sample ends, so a server that falls behind
                // shows in the figure.
                host.window.finishPresenting()
                benchmark.stopMeasurement()
            }
        }
    }
    var idle = Benchmark.defaultConfiguration
    idle.metrics = [.wallClock, .cpuTotal]
    idle.scalingFactor = .one
    idle.maxIterations = 1
    idle.warmupIterations = 0
    Benchmark("Window: idle event loop for \(quickRun ? 1 : 5) s", configuration: idle) { benchmark in
        await onMainActor(benchmark) { benchmark in
            guard let host = try? WindowHost(rootView: Text("Tint"), title: "bench", width: 320, height: 240) else { return }
            defer { host.window.close() }
            _ = try? host.renderAndPresent()
            _ = host.handlePendingEvents()
            benchmark.startMeasurement()
            // What the loop does when nothing happens: wait in SDL_WaitEventTimeout.
            let end = Date().addingTimeInterval(quickRun ? 1 : 5)
            while Date() < end {
                if let event = host.window.nextEvent(timeout: end.timeIntervalSinceNow) { _ = host.handle(event) }
            }
            benchmark.stopMeasurement()
        }
    }
}
