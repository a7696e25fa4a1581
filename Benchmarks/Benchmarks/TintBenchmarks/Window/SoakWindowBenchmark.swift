import Benchmark
import CMallocInfo
import Foundation
import TintDemoScenes
import TintSDL
import TintUI

/// The demo in a window under random input, as a hostile user would use it: clicks, right
/// clicks, drags, wheel bursts, keys (with Ctrl and Shift), typed text in every script, resizes
/// from tiny to huge, across every scene, for 30 minutes (`TINT_SOAK_SECONDS` to change it; 20
/// seconds in a quick run).
///
/// What it reports: resident memory once warmed up (after the first fifth of the run) and at
/// the end, and the growth between them in percent (budget: within 10, `docs/budgets.md`); the
/// heap in use at both; the warnings the run printed, and how many were different (a flood
/// is many of one); the input events sent.
func soakWindowBenchmarks() {
    if ProcessInfo.processInfo.environment["DISPLAY"] == nil && ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
    }
    let seconds = Double(ProcessInfo.processInfo.environment["TINT_SOAK_SECONDS"] ?? "") ?? (quickRun ? 20 : 1_800)
    var configuration = Benchmark.defaultConfiguration
    configuration.metrics = [.wallClock, soakResidentWarm, soakResidentEnd, soakGrowth, soakHeapWarm, soakHeapEnd, soakCachesWarm, soakCachesEnd,
                             soakWarnings, soakDistinctWarnings, soakEvents]
    configuration.scalingFactor = .one
    configuration.maxIterations = 1
    configuration.warmupIterations = 0
    configuration.maxDuration = .seconds(Int(seconds) + 60)
    Benchmark("Soak: the demo in a window under random input for \(Int(seconds)) s", configuration: configuration) { benchmark in
        await onMainActor(benchmark) { benchmark in
            guard let host = try? WindowHost(rootView: DemoShell(), title: "soak", width: 960, height: 640) else { return }
            defer { host.window.close() }
            var soak = WindowSoak(host: host, seconds: seconds)
            benchmark.startMeasurement()
            soak.run()
            benchmark.stopMeasurement()
            benchmark.measurement(soakResidentWarm, soak.residentWarm >> 20)
            benchmark.measurement(soakResidentEnd, soak.residentEnd >> 20)
            // 0 when it shrank: the harness drops negative figures.
            benchmark.measurement(soakGrowth, soak.residentWarm == 0 ? 0 : max(0, soak.residentEnd - soak.residentWarm) * 100 / soak.residentWarm)
            benchmark.measurement(soakHeapWarm, soak.heapWarm >> 20)
            benchmark.measurement(soakHeapEnd, heapBytes() >> 20)
            benchmark.measurement(soakWarnings, soak.warnings.values.reduce(0, +))
            benchmark.measurement(soakDistinctWarnings, soak.warnings.count)
            benchmark.measurement(soakEvents, soak.events)
            if let warm = soak.cachesWarm, let end = soak.cachesEnd {
                benchmark.measurement(soakCachesWarm, warm.totalBytes >> 20)
                benchmark.measurement(soakCachesEnd, end.totalBytes >> 20)
                print("soak: caches when warm: \(warm)")
                print("soak: caches at the end: \(end)")
            }
            // What was warned, most often first, for the reader of the run.
            for (message, count) in soak.warnings.sorted(by: { $0.value > $1.value }).prefix(10) {
                print("soak: warned \(count) times: \(message)")
            }
        }
    }
}

let soakResidentWarm = BenchmarkMetric.custom("resident when warm (MB)", polarity: .prefersSmaller, useScalingFactor: false)
let soakResidentEnd = BenchmarkMetric.custom("resident at the end (MB)", polarity: .prefersSmaller, useScalingFactor: false)
let soakGrowth = BenchmarkMetric.custom("resident growth when warm (%)", polarity: .prefersSmaller, useScalingFactor: false)
let soakHeapWarm = BenchmarkMetric.custom("heap in use when warm (MB)", polarity: .prefersSmaller, useScalingFactor: false)
let soakHeapEnd = BenchmarkMetric.custom("heap in use at the end (MB)", polarity: .prefersSmaller, useScalingFactor: false)
let soakCachesWarm = BenchmarkMetric.custom("caches when warm (MB)", polarity: .prefersSmaller, useScalingFactor: false)
let soakCachesEnd = BenchmarkMetric.custom("caches at the end (MB)", polarity: .prefersSmaller, useScalingFactor: false)
let soakWarnings = BenchmarkMetric.custom("warnings", polarity: .prefersSmaller, useScalingFactor: false)
let soakDistinctWarnings = BenchmarkMetric.custom("different warnings", polarity: .prefersSmaller, useScalingFactor: false)
let soakEvents = BenchmarkMetric.custom("input events", polarity: .prefersLarger, useScalingFactor: false)

/// One soak: random input from a fixed seed, a frame after each burst, resident memory read
/// as it goes.
@MainActor
struct WindowSoak {
    let host: WindowHost
    let seconds: Double
    private var random = SoakRandom(seed: 0x50AC_0001)
    private(set) var events = 0
    private(set) var warnings: [String: Int] = [:]
    private(set) var residentWarm = 0
    private(set) var heapWarm = 0
    private(set) var residentEnd = 0
    /// What the caches held when warm and at the end: growth in the heap they do not explain
    /// is growth outside them.
    private(set) var cachesWarm: CacheReport?
    private(set) var cachesEnd: CacheReport?
    private var size = (width: 960, height: 640)

    init(host: WindowHost, seconds: Double) {
        self.host = host
        self.seconds = seconds
    }

    private static let keys = ["Tab", "Return", "Escape", "Backspace", "Delete", "Left", "Right", "Up", "Down", "Home", "End",
                               "A", "C", "V", "X", "Z", "T", "B", "H", "S", "Space"]
    private static let texts = ["a", "Tint ", "日本語", "עברית", "مرحبا", "🙂👍🏽", "e\u{301}", "नमस्ते", "\u{200B}", "**[x](", "ｗ"]

    mutating func run() {
        let start = Date()
        let warmAt = start.addingTimeInterval(seconds / 5)
        var warmed = false
        while Date().timeIntervalSince(start) < seconds {
            for _ in 0..<(1 + random.next(8)) { sendOne() }
            // Ctrl+Q and a closed window end a real app; the soak keeps going.
            _ = host.handlePendingEvents()
            present()
            // Now and then, let animations run their course, and pause as a user does (where
            // the window's loop sleeps).
            if random.next(10) == 0 {
                for _ in 0..<10 where host.isAnimating {
                    usleep(16_000)
                    present()
                }
                host.idle()
            }
            if !warmed, Date() >= warmAt {
                warmed = true
                residentWarm = residentBytes()
                heapWarm = heapBytes()
                cachesWarm = host.cacheReport
            }
        }
        residentEnd = residentBytes()
        cachesEnd = host.cacheReport
    }

    private mutating func present() {
        guard let report = try? host.renderAndPresent() else { return }
        for warning in report.warnings { warnings[warning, default: 0] += 1 }
    }

    private mutating func point() -> CGPoint {
        // Pixels of the window as it is now (scale 1), a few outside it too.
        CGPoint(x: random.next(size.width + 40) - 20, y: random.next(size.height + 40) - 20)
    }

    private mutating func sendOne() {
        events += 1
        let window = host.window
        switch random.next(100) {
        case 0..<30: window.pushClick(at: point())
        case 30..<35: _ = host.handle(.secondaryClick(point()))
        case 35..<43:
            let from = point(), to = point()
            window.pushMouseDown(at: from)
            for step in 1...4 {
                let t = CGFloat(step) / 4
                window.pushMouseMove(to: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
            }
            window.pushMouseUp(at: to)
        case 43..<53: window.pushWheel(at: point(), notches: random.next(11) - 5)
        case 53..<73:
            let name = WindowSoak.keys[random.next(WindowSoak.keys.count)]
            let control = random.next(3) == 0
            // Ctrl+Q quits a real app; the soak is about what stays open.
            if !(control && name == "Q") { window.pushKey(name, control: control, shift: random.next(3) == 0) }
        case 73..<88: window.pushText(WindowSoak.texts[random.next(WindowSoak.texts.count)])
        case 88..<90:
            // From 1x1 to 4000x3000, and back to the demo's size half the time.
            size = random.next(2) == 0 ? (960, 640) : (1 + random.next(4000), 1 + random.next(3000))
            _ = host.handle(.resized(width: size.width, height: size.height))
        default:
            // A scene from the sidebar, so every scene gets its share.
            if let frame = host.frame(of: "scene-\(DemoScene.all[random.next(DemoScene.all.count)].name)") {
                window.pushClick(at: CGPoint(x: frame.midX, y: frame.midY))
            }
        }
    }
}

/// An alert opened and confirmed again and again over a sheet, a popover, a changing text and
/// 40 rows, in an 800 x 600 window: what it leaves resident after the first hundred cycles.
func alertChurnBenchmarks() {
    let cycles = Int(ProcessInfo.processInfo.environment["TINT_CHURN_CYCLES"] ?? "") ?? (quickRun ? 200 : 10_000)
    var configuration = Benchmark.defaultConfiguration
    configuration.metrics = [.wallClock, soakResidentWarm, soakResidentEnd, soakGrowth, soakHeapWarm, soakHeapEnd, churnAlertsShown]
    configuration.scalingFactor = .one
    configuration.maxIterations = 1
    configuration.warmupIterations = 0
    configuration.maxDuration = .seconds(3_600)
    Benchmark("Soak: an alert opened and confirmed \(cycles) times over a sheet and a popover, 800x600 window", configuration: configuration) { benchmark in
        await onMainActor(benchmark) { benchmark in
            guard let host = try? WindowHost(rootView: AlertChurn(), title: "churn", width: 800, height: 600) else { return }
            defer { host.window.close() }
            @MainActor func click(_ identifier: String) {
                guard let frame = host.frame(of: identifier) else { return }
                host.window.pushClick(at: CGPoint(x: frame.midX, y: frame.midY))
                _ = host.handlePendingEvents()
            }
            @MainActor func settle() {
                _ = try? host.renderAndPresent()
                while host.isAnimating {
                    usleep(4_000)
                    _ = try? host.renderAndPresent()
                }
                // Where the window's loop would go to sleep until the next click.
                host.idle()
            }
            settle()
            var warm = 0, opened = 0, heapWarm = 0
            benchmark.startMeasurement()
            for cycle in 0..<cycles {
                click("churn-alert")
                settle()
                if host.frame(of: "churn-ok") != nil { opened += 1 }
                click("churn-ok")
                settle()
                if cycle == min(100, cycles / 5) { warm = residentBytes(); heapWarm = heapBytes() }
            }
            benchmark.stopMeasurement()
            let end = residentBytes()
            benchmark.measurement(soakResidentWarm, warm >> 20)
            benchmark.measurement(soakResidentEnd, end >> 20)
            benchmark.measurement(soakGrowth, warm == 0 ? 0 : max(0, end - warm) * 100 / warm)
            benchmark.measurement(soakHeapEnd, heapBytes() >> 20)
            benchmark.measurement(churnAlertsShown, opened)
            benchmark.measurement(soakHeapWarm, heapWarm >> 20)
        }
    }
}

let churnAlertsShown = BenchmarkMetric.custom("alerts shown", polarity: .prefersLarger, useScalingFactor: false)

/// The churn's window: a sheet with a popover over 40 rows and a changing text; the sheet's
/// button opens the alert.
private struct AlertChurn: View {
    @State var alert = false
    @State var sheet = true
    @State var popover = true
    @State var count = 0
    var body: some View {
        VStack(alignment: .leading) {
            Text("Confirmed \(count) times")
            ForEach(0..<40, id: \.self) { row in Text("Row \(row)") }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .sheet(isPresented: $sheet) {
            VStack {
                Text("Sheet, \(count) confirmed")
                Button("Ask") { alert = true }.accessibilityIdentifier("churn-alert")
            }
            .padding()
            .popover(isPresented: $popover) { Text("Popover \(count)").padding() }
            .alert("Confirm?", isPresented: $alert) {
                Button("OK") { count += 1 }.accessibilityIdentifier("churn-ok")
            }
        }
    }
}
