import Foundation

/// `--window`: the app in preview mode in a window; when a source file or the manifest is
/// saved, the package is built again and, if the build succeeds, the window is reopened with
/// the new previews (a failed build leaves the old window open and shows the errors). Ends
/// when the window is closed.
struct PreviewWatcher {
    let package: PackageLayout
    let app: String
    let selection: PreviewSelection

    func run() throws {
        var program = try package.build(app)
        var child = try launch(program)
        var stamp = modificationStamp()
        while true {
            Thread.sleep(forTimeInterval: 0.4)
            if !child.isRunning { exit(child.terminationStatus) }
            let now = modificationStamp()
            guard now != stamp else { continue }
            stamp = now
            FileHandle.standardError.write(Data("tint-preview: a file changed; building \(app)\n".utf8))
            do {
                program = try package.build(app)
            } catch {
                FileHandle.standardError.write(Data("tint-preview: \(error); the window shows the last build\n".utf8))
                continue
            }
            child.terminate()
            child.waitUntilExit()
            child = try launch(program)
        }
    }

    private func launch(_ program: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        var environment = ProcessInfo.processInfo.environment
        environment.merge(selection.environment(mode: "window", extra: ["TINT_PREVIEW_TITLE": "Previews: \(package.name)"])) { $1 }
        process.environment = environment
        try process.run()
        return process
    }

    /// The files' latest modification time and their count (a deleted or added file counts).
    private func modificationStamp() -> [Double] {
        let dates = package.watchedFiles.compactMap { path in
            (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)?.timeIntervalSince1970
        }
        return [dates.max() ?? 0, Double(dates.count)]
    }
}
