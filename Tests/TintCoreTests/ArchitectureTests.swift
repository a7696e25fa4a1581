import Foundation
import Testing

/// The module rules of docs/architecture.md ("What each module may import") hold in the code:
/// every `import` in a module's sources, and every dependency `Package.swift` declares for it,
/// is one the table allows. The picture in the docs cannot drift from the code unnoticed.
@Suite struct ArchitectureTests {
    /// The repository's root, three folders above this file.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Modules any module may import: the system's.
    private static let everywhere: Set<String> = ["Foundation", "Glibc", "Dispatch", "Observation", "Swift"]

    /// The table between the `imports:begin` and `imports:end` marks: module -> allowed imports.
    private static func allowed() throws -> [String: Set<String>] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        guard let begin = text.range(of: "<!-- imports:begin -->"), let end = text.range(of: "<!-- imports:end -->") else {
            Issue.record("docs/architecture.md has no imports table")
            return [:]
        }
        var table: [String: Set<String>] = [:]
        for line in text[begin.upperBound..<end.lowerBound].split(separator: "\n") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3, !cells[1].isEmpty, cells[1] != "module", !cells[1].hasPrefix("---") else { continue }
            table[cells[1]] = Set(cells[2].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        }
        return table
    }

    /// The modules each Swift file of `module` imports (scoped imports count by their module).
    private static func imports(of module: String) throws -> [(file: String, module: String)] {
        let folder = root.appendingPathComponent("Modules/\(module)")
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var found: [(String, String)] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for line in text.split(separator: "\n") {
                var words = line.split(separator: " ").map(String.init)
                while let first = words.first, first.hasPrefix("@") || ["public", "package", "internal", "private", "fileprivate"].contains(first) {
                    words.removeFirst()
                }
                guard words.first == "import", words.count >= 2 else { continue }
                let path = words.count >= 3 && ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(words[1]) ? words[2] : words[1]
                found.append((url.lastPathComponent, String(path.split(separator: ".")[0])))
            }
        }
        return found
    }

    @Test func everyImportIsAnArrowTheDocsAllow() throws {
        let table = try Self.allowed()
        #expect(table.count >= 12, "the table lists every Swift library module")
        for (module, allowed) in table {
            let imports = try Self.imports(of: module)
            #expect(!imports.isEmpty, "\(module) has sources that import something")
            for (file, imported) in imports where imported != module && !Self.everywhere.contains(imported) {
                #expect(allowed.contains(imported), "\(module)/\(file) imports \(imported), which docs/architecture.md does not allow")
            }
        }
    }

    @Test func renderKnowsNeitherViewsNorTheReconciler() throws {
        let table = try Self.allowed()
        let render = try #require(table["TintRender"])
        #expect(!render.contains("TintViews") && !render.contains("TintReconciler"))
        #expect(!(try #require(table["TintReconciler"])).contains("TintRender"))
        #expect(!(try #require(table["TintBoxes"])).contains("TintViews"))
    }

    /// Every dependency the manifest gives a module (`module("Name", [...])`) is allowed too.
    @Test func theManifestDeclaresNoOtherArrow() throws {
        let table = try Self.allowed()
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        // Names the manifest gives products it depends on.
        let products = ["log": "Logging", "heap": "HeapModule", "combine": "OpenCombine", "combineFoundation": "OpenCombineFoundation",
                        "previewMacros": "TintPreviewMacros"]
        var checked = 0
        for line in manifest.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("module(\""), let open = trimmed.firstIndex(of: "[") ,let close = trimmed.lastIndex(of: "]") else { continue }
            let name = String(trimmed.dropFirst("module(\"".count).prefix { $0 != "\"" })
            let allowed = try #require(table[name], "\(name) is in Package.swift but not in the docs' table")
            checked += 1
            for item in trimmed[trimmed.index(after: open)..<close].split(separator: ",") {
                let word = item.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                let dependency = products[word] ?? word
                #expect(allowed.contains(dependency), "Package.swift gives \(name) a dependency on \(dependency), which the docs do not allow")
            }
        }
        #expect(checked >= 11)
    }
}
