import TintDemoScenes
import TintUI

/// Renders the demo without a display: each scene and a few scripted steps, to PNG files.
@MainActor
enum HeadlessTour {
    /// Writes the tour's PNGs under `outDirectory`, prints their paths, and returns an exit status.
    static func run(outDirectory: String) -> Int32 {
        do {
            try FileManager.default.createDirectory(atPath: outDirectory, withIntermediateDirectories: true)
            let host = HeadlessHost(rootView: Counter(), width: 480, height: 320)
            var written: [String] = []
            func snapshot(_ name: String) throws {
                let path = (outDirectory as NSString).appendingPathComponent(name)
                try host.writePNG(to: path)
                written.append(path)
            }
            host.renderFrame()
            try snapshot("counter-0.png")
            host.tap("add")
            host.renderFrame()
            try snapshot("counter-1.png")
            say("TintDemo: wrote \(written.count) images:")
            for path in written { say("  \(path)") }
            return 0
        } catch {
            say("TintDemo: \(error)")
            return 1
        }
    }
}
