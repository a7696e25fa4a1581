import Foundation

/// The freedesktop.org shared MIME database (shared-mime-info), read from the `mime` folders of
/// `$XDG_DATA_HOME` and `$XDG_DATA_DIRS`: filename globs, subclasses, aliases and descriptions.
/// Only its plain files are read (`globs2`, `subclasses`, `aliases`, one type's XML for its
/// description), never the binary cache, so a missing or partial database just knows less.
final class MIMEDatabase: @unchecked Sendable {
    /// Extension (lowercased unless case-sensitive) to MIME types, heaviest glob first.
    private(set) var typesByExtension: [String: [String]] = [:]
    /// MIME type to its extensions, heaviest first.
    private(set) var extensionsByType: [String: [String]] = [:]
    private var parentsByType: [String: [String]] = [:]
    private var canonicalByAlias: [String: String] = [:]
    private let folders: [URL]
    private let lock = NSLock()
    private var descriptions: [String: String?] = [:]

    static let shared = MIMEDatabase(folders: MIMEDatabase.defaultFolders())

    /// `$XDG_DATA_HOME/mime` first (the user's types win), then each of `$XDG_DATA_DIRS`.
    static func defaultFolders() -> [URL] {
        let env = ProcessInfo.processInfo.environment
        let home = env["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? env["HOME"].map { $0 + "/.local/share" }
        let dirs = env["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share"
        return ([home].compactMap { $0 } + dirs.split(separator: ":").map(String.init))
            .map { URL(fileURLWithPath: $0).appendingPathComponent("mime") }
    }

    init(folders: [URL]) {
        self.folders = folders
        // Later folders have lower priority: read them first so earlier ones overwrite.
        var weighted: [String: [(weight: Int, type: String)]] = [:]
        for folder in folders.reversed() {
            for line in Self.lines(folder.appendingPathComponent("globs2")) {
                // weight:type:glob[:flags]
                let fields = line.split(separator: ":", omittingEmptySubsequences: false)
                guard fields.count >= 3, let weight = Int(fields[0]) else { continue }
                let type = String(fields[1]), glob = String(fields[2])
                let caseSensitive = fields.count > 3 && fields[3].split(separator: ",").contains("cs")
                guard glob.hasPrefix("*."), let ext = Self.simpleExtension(glob.dropFirst(2)) else { continue }
                let key = caseSensitive ? ext : ext.lowercased()
                if !(weighted[key]?.contains { $0.type == type } ?? false) {
                    weighted[key, default: []].append((weight, type))
                }
            }
            for line in Self.lines(folder.appendingPathComponent("subclasses")) {
                let pair = line.split(separator: " ")
                guard pair.count == 2 else { continue }
                let child = String(pair[0]), parent = String(pair[1])
                if !(parentsByType[child]?.contains(parent) ?? false) { parentsByType[child, default: []].append(parent) }
            }
            for line in Self.lines(folder.appendingPathComponent("aliases")) {
                let pair = line.split(separator: " ")
                if pair.count == 2 { canonicalByAlias[String(pair[0])] = String(pair[1]) }
            }
        }
        for (ext, types) in weighted {
            let ordered = types.enumerated().sorted { ($0.element.weight, -$0.offset) > ($1.element.weight, -$1.offset) }
            typesByExtension[ext] = ordered.map(\.element.type)
            for (_, entry) in ordered { extensionsByType[entry.type, default: []].append(ext) }
        }
        for (type, exts) in extensionsByType { extensionsByType[type] = exts.sorted() }
    }

    /// The type an alias stands for (`application/x-pdf` -> `application/pdf`), or the type itself.
    func canonical(_ mimeType: String) -> String {
        let lowered = mimeType.lowercased()
        return canonicalByAlias[lowered] ?? lowered
    }

    /// The MIME types a filename extension names, most likely first.
    func types(forExtension ext: String) -> [String] {
        typesByExtension[ext] ?? typesByExtension[ext.lowercased()] ?? []
    }

    /// The direct parents of a MIME type: the database's, else those every type of its media
    /// type implies (all text is plain text, everything else is bytes).
    func parents(of mimeType: String) -> [String] {
        if let parents = parentsByType[mimeType] { return parents }
        if mimeType == "application/octet-stream" { return [] }
        if mimeType.hasPrefix("text/"), mimeType != "text/plain" { return ["text/plain"] }
        return mimeType.hasPrefix("inode/") ? [] : ["application/octet-stream"]
    }

    /// Whether the database knows the type (by a glob, a subclass line or its own XML file).
    func knows(_ mimeType: String) -> Bool {
        extensionsByType[mimeType] != nil || parentsByType[mimeType] != nil || description(of: mimeType) != nil
    }

    /// The type's English description, from its XML file (`<comment>` without a language).
    func description(of mimeType: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let known = descriptions[mimeType] { return known }
        var found: String?
        let parts = mimeType.split(separator: "/")
        if parts.count == 2, !parts.contains(where: { $0.contains("..") }) {
            for folder in folders {
                let file = folder.appendingPathComponent(String(parts[0])).appendingPathComponent("\(parts[1]).xml")
                guard let data = try? Data(contentsOf: file), data.count < 1 << 20,
                      let xml = String(data: data, encoding: .utf8) else { continue }
                if let start = xml.range(of: "<comment>"), let end = xml.range(of: "</comment>", range: start.upperBound..<xml.endIndex) {
                    found = String(xml[start.upperBound..<end.lowerBound])
                        .replacingOccurrences(of: "&amp;", with: "&")
                        .replacingOccurrences(of: "&lt;", with: "<")
                        .replacingOccurrences(of: "&gt;", with: ">")
                    break
                }
            }
        }
        descriptions[mimeType] = found
        return found
    }

    /// "md" from "md"; nil for globs that are not a plain extension ("*.[ch]", "*.tar.*").
    private static func simpleExtension(_ text: Substring) -> String? {
        guard !text.isEmpty, !text.contains(where: { "*?[]".contains($0) }) else { return nil }
        return String(text)
    }

    private static func lines(_ url: URL) -> [Substring] {
        guard let data = try? Data(contentsOf: url), data.count < 16 << 20,
              let text = String(data: data, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    }
}
