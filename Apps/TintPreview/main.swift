// tint-preview: draws a package's previews (`#Preview`, `PreviewProvider`).
//
//   swift run tint-preview [FILE...]           every preview (or those in FILE) as PNG files
//   swift run tint-preview --window [FILE...]  in a window, rebuilt and reopened on every save
//
// Previews live in the app's built program: this builds the package's executables that use
// TintUI and starts each with `TINT_PREVIEW` set, which makes `App.main()` draw the previews
// instead of opening the app (Modules/TintUI/Previews/PreviewSession.swift).
import Foundation

let options: PreviewOptions
do {
    options = try PreviewOptions(CommandLine.arguments.dropFirst())
} catch {
    failAndExit("\(error)\n\n\(PreviewOptions.usage)", status: 2)
}
do {
    let package = try PackageLayout(path: options.packagePath)
    let selection = try PreviewSelection(files: options.files, in: package)
    let apps = try package.previewApps(named: options.product)
    if options.window {
        try PreviewWatcher(package: package, app: apps[0], selection: selection).run()
    } else {
        try renderImages(package: package, apps: apps, selection: selection, folder: options.output)
    }
} catch {
    failAndExit("\(error)", status: 1)
}

/// Builds each app, runs it in PNG mode, and lists the images written (each once).
func renderImages(package: PackageLayout, apps: [String], selection: PreviewSelection, folder: String?) throws {
    let output = folder.map { URL(fileURLWithPath: $0).path } ?? package.path + "/.build/previews"
    var written: [String: String] = [:]
    for app in apps {
        let program = try package.build(app)
        let lines = try runToEnd(program, environment: selection.environment(mode: "png", extra: ["TINT_PREVIEW_OUTPUT": output]))
        for line in lines {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, fields[0] == "preview", written[fields[1]] == nil else { continue }
            written[fields[1]] = fields[3]
            print("\(fields[1])  \(fields[2])  \(fields[3])")
        }
    }
    guard !written.isEmpty else {
        throw PreviewToolError("no previews found\(selection.isEmpty ? "" : " in the files given") (write #Preview { ... } with the package trait \"Previews\" on Tint, or a PreviewProvider)")
    }
    print("\(written.count) preview\(written.count == 1 ? "" : "s") in \(output)")
}

/// Runs a program to its end and returns its standard output's lines; its errors pass through.
func runToEnd(_ program: String, environment: [String: String]) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let output = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0 else {
        throw PreviewToolError("\(program) ended with status \(process.terminationStatus) while drawing previews\n\(output)")
    }
    return output.split(separator: "\n").map(String.init)
}

func failAndExit(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("tint-preview: \(message)\n".utf8))
    exit(status)
}

/// A failure to report in a sentence.
struct PreviewToolError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
