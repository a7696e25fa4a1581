import Foundation
import TintDemoScenes
import TintUI

/// Renders the demo without a display: every scene, then one scripted step of each (a tap on
/// its first button), to PNG files, and says which bodies the step ran.
@MainActor
enum HeadlessTour {
    /// The controls each scene's scripted step taps, in order.
    private static let steps: [String: [String]] = [
        "articles": ["tick-Child(value: 5)", "tick-A capturing closure", "tick-.equatable()", "id-child", "id-replace"],
        "controls": ["notify"], "explain": ["tick", "why"], "people": ["person-2", "insert", "edit"], "counter": ["add"],
        "property-kinds": ["tick"], "animation": ["move", "card", "add-row", "remove-row", "wiggle", "pulse"], "notes": ["note-2", "new-note", "add-note", "delete-note"], "cascade": ["tick"], "custom-equality": ["tick"],
    ]

    /// Writes the tour's PNGs under `outDirectory`, prints their paths, and returns an exit status.
    static func run(outDirectory: String) -> Int32 {
        do {
            try FileManager.default.createDirectory(atPath: outDirectory, withIntermediateDirectories: true)
            var written: [String] = []
            for scene in DemoScene.all {
                let host = scene.makeHost(width: 640, height: 480)
                func snapshot(_ step: Int) throws {
                    let path = (outDirectory as NSString).appendingPathComponent("\(scene.name)-\(step).png")
                    try host.writePNG(to: path)
                    written.append(path)
                }
                // Timelines (the dashboard) tick on a fixed clock, so the pictures repeat.
                host.currentDate = Date(timeIntervalSince1970: 12 * 3600 + 34 * 60 + 56.25)
                host.renderFrame()
                try snapshot(0)
                let controls = steps[scene.name] ?? []
                var reports: [FrameReport] = []
                if controls.isEmpty {
                    host.currentDate = host.currentDate.addingTimeInterval(0.5)
                    reports.append(host.renderFrame())
                }
                for control in controls {
                    host.tap(control)
                    reports.append(host.renderFrame())
                }
                // Animations started by the step are shown part way: the clock moves a
                // quarter of a second (an animation frame runs no body).
                if host.isAnimating {
                    host.currentDate = host.currentDate.addingTimeInterval(0.25)
                    reports.append(host.renderFrame())
                }
                try snapshot(1)
                let bodies = reports.reduce(0) { $0 + $1.totalBodyEvaluations }, skipped = reports.reduce(0) { $0 + $1.skippedBodies }
                let what = controls.isEmpty ? "half a second later" : "tapping \(controls.joined(separator: ", "))"
                say("TintDemo: \(scene.name): \(what) ran \(bodies) bodies, skipped \(skipped)")
                let report = reports.last!
                for line in report.explanations { say("  \(line)") }
            }
            say("TintDemo: wrote \(written.count) images:")
            for path in written { say("  \(path)") }
            return 0
        } catch {
            say("TintDemo: \(error)")
            return 1
        }
    }
}
