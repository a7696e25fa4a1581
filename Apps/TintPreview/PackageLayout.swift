import Foundation

/// What tint-preview needs of a package: its targets' modules and sources, and the executables
/// that use TintUI (from `swift package describe`).
struct PackageLayout {
    struct Target {
        let module: String
        let path: String
        let sources: [String]
        let type: String
        let dependencies: [String]
        let products: [String]
    }

    let path: String
    let name: String
    let targets: [String: Target]
    /// Executable products and their targets.
    let executables: [(name: String, targets: [String])]

    init(path: String) throws {
        let description = try Self.swift(["package", "describe", "--type", "json"], in: path, capture: true)
        guard let json = try? JSONSerialization.jsonObject(with: Data(description.utf8)) as? [String: Any] else {
            throw PreviewToolError("cannot read the package at \(path) (swift package describe)")
        }
        self.path = (json["path"] as? String) ?? path
        name = (json["name"] as? String) ?? "package"
        var targets: [String: Target] = [:]
        for entry in json["targets"] as? [[String: Any]] ?? [] {
            guard let name = entry["name"] as? String else { continue }
            targets[name] = Target(
                module: entry["c99name"] as? String ?? name,
                path: self.path + "/" + (entry["path"] as? String ?? ""),
                sources: entry["sources"] as? [String] ?? [],
                type: entry["type"] as? String ?? "",
                dependencies: entry["target_dependencies"] as? [String] ?? [],
                products: entry["product_dependencies"] as? [String] ?? [])
        }
        self.targets = targets
        executables = (json["products"] as? [[String: Any]] ?? []).compactMap { product in
            guard let name = product["name"] as? String, let type = product["type"] as? [String: Any],
                  type.keys.contains("executable") else { return nil }
            return (name, product["targets"] as? [String] ?? [])
        }
    }

    /// The executables whose programs hold TintUI (and so the previews of every library they
    /// link), or the one asked for.
    func previewApps(named wanted: String?) throws -> [String] {
        if let wanted {
            guard executables.contains(where: { $0.name == wanted }) else {
                throw PreviewToolError("\(name) has no executable product named \(wanted)")
            }
            return [wanted]
        }
        let apps = executables.filter { $0.targets.contains(where: usesTint) }.map(\.name)
        guard !apps.isEmpty else {
            throw PreviewToolError("no executable product of \(name) uses TintUI: previews are drawn by the app's own program, so the package needs an app (tools/new-app makes one)")
        }
        return apps
    }

    /// Whether a target depends on TintUI, directly or through the package's own targets.
    private func usesTint(_ target: String) -> Bool {
        var seen: Set<String> = []
        var queue = [target]
        while let next = queue.popLast() {
            guard seen.insert(next).inserted, let found = targets[next] else { continue }
            if found.products.contains("TintUI") || found.dependencies.contains("TintUI") { return true }
            queue += found.dependencies
        }
        return false
    }

    /// Builds an executable; returns its program's path.
    func build(_ product: String) throws -> String {
        _ = try Self.swift(["build", "--product", product], in: path, capture: false)
        let bin = try Self.swift(["build", "--show-bin-path"], in: path, capture: true)
        return bin.trimmingCharacters(in: .whitespacesAndNewlines) + "/" + product
    }

    /// Every source file of the package, and its manifest: what a save rebuilds.
    var watchedFiles: [String] {
        [path + "/Package.swift"] + targets.values.flatMap { target in target.sources.map { target.path + "/" + $0 } }
    }

    /// Runs `swift ARGUMENTS` in `folder`; its output is returned when captured, else shown.
    static func swift(_ arguments: [String], in folder: String, capture: Bool) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        if capture { process.standardOutput = pipe } else { process.standardOutput = FileHandle.standardError }
        try process.run()
        let data = capture ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PreviewToolError("swift \(arguments.joined(separator: " ")) failed (status \(process.terminationStatus))")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
