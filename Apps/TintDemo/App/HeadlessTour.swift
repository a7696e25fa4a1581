import TintDemoScenes
import TintUI

/// Renders the demo without a display: every scene, then one scripted step of each (a tap on
/// its first button), to PNG files, and says which bodies the step ran.
@MainActor
enum HeadlessTour {
    /// The control each scene's scripted step taps.
    private static let steps = ["counter": "add", "property-kinds": "tick", "cascade": "tick", "custom-equality": "tick"]

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
                host.renderFrame()
                try snapshot(0)
                guard let control = steps[scene.name] else { continue }
                host.tap(control)
                let report = host.renderFrame()
                try snapshot(1)
                say("TintDemo: \(scene.name): tapping \(control) ran \(report.totalBodyEvaluations) bodies, skipped \(report.skippedBodies)")
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
