import Foundation

/// The previews asked for: those written in the files given (as `Module/File.swift`), and the
/// `PreviewProvider` types declared in them; empty for every preview.
struct PreviewSelection {
    var fileIDs: [String] = []
    var providers: [String] = []

    var isEmpty: Bool { fileIDs.isEmpty }

    init(files: [String], in package: PackageLayout) throws {
        for file in files {
            let path = URL(fileURLWithPath: file).standardizedFileURL.path
            guard FileManager.default.fileExists(atPath: path) else { throw PreviewToolError("no such file: \(file)") }
            guard let target = package.targets.values.first(where: { target in
                target.sources.contains { URL(fileURLWithPath: target.path + "/" + $0).standardizedFileURL.path == path }
            }) else {
                throw PreviewToolError("\(file) is not a source file of a target of \(package.name)")
            }
            let fileName = (path as NSString).lastPathComponent
            fileIDs.append("\(target.module)/\(fileName)")
            // Providers are found by type, their file being unknown at run time.
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            let pattern = #/struct\s+(\w+)\s*:[^{]*\bPreviewProvider\b/#
            for match in text.matches(of: pattern) {
                providers.append("\(target.module)/\(match.output.1)")
            }
        }
    }

    /// The environment that starts an app in preview mode with this selection.
    func environment(mode: String, extra: [String: String] = [:]) -> [String: String] {
        var environment = extra
        environment["TINT_PREVIEW"] = mode
        environment["TINT_PREVIEW_FILES"] = fileIDs.joined(separator: "\n")
        environment["TINT_PREVIEW_PROVIDERS"] = providers.joined(separator: "\n")
        return environment
    }
}
