import Foundation
import TintCore

/// The documents opened or saved lately, most recent first, for File > Open Recent: at most
/// `limit`, each once. Kept in a file when given one (one path a line, written atomically; a
/// file that cannot be read starts the list empty, one that cannot be written is said once
/// and the list kept in memory), else in memory only (a headless app).
@MainActor
final class RecentDocuments {
    private(set) var urls: [URL] = []
    let limit = 10
    private let file: URL?
    private var warned = false

    init(file: URL?) {
        self.file = file
        guard let file, let data = try? RegularFile.read(file.path, limit: 1 << 20) else { return }
        urls = String(decoding: data, as: UTF8.self).split(separator: "\n").prefix(limit).map { URL(fileURLWithPath: String($0)) }
    }

    /// The file the desktop app keeps its list in: under `$XDG_STATE_HOME` (else
    /// `~/.local/state`), in a folder named for the app.
    static func desktopFile(app: String) -> URL? {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? environment["HOME"].map { URL(fileURLWithPath: $0).appendingPathComponent(".local/state") }
        return base?.appendingPathComponent(app).appendingPathComponent("recent-documents")
    }

    /// Puts `url` first.
    func note(_ url: URL) {
        let url = url.standardizedFileURL
        urls.removeAll { $0.standardizedFileURL == url }
        urls.insert(url, at: 0)
        if urls.count > limit { urls.removeLast(urls.count - limit) }
        store()
    }

    /// Forgets `url` (it could not be opened).
    func forget(_ url: URL) {
        urls.removeAll { $0.standardizedFileURL == url.standardizedFileURL }
        store()
    }

    /// Empties the list (Clear Menu).
    func clear() {
        urls.removeAll()
        store()
    }

    private func store() {
        guard let file else { return }
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(urls.map(\.path).joined(separator: "\n").utf8).write(to: file, options: .atomic)
        } catch {
            guard !warned else { return }
            warned = true
            RuntimeWarnings.emit("The recent documents list could not be saved to \(file.path) (\(error.localizedDescription)); it is kept until the app quits",
                                 fix: "make that folder writable, or set XDG_STATE_HOME to one that is")
        }
    }
}
