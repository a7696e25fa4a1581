import Foundation
import Observation

/// The notes, kept in a JSON file in the user's data folder
/// (`$XDG_DATA_HOME/tint-notes/notes.json`, or `~/.local/share/tint-notes/notes.json`).
///
/// Every change is saved at once, atomically (written beside the file, then renamed over it),
/// so a crash or a full disk never leaves half a file. A file that cannot be read is kept aside
/// (renamed with `.corrupt`) and the app starts empty, saying so: nothing is lost.
@MainActor
@Observable
public final class NoteStore {
    public private(set) var notes: [Note]
    /// What went wrong last when loading or saving, for the window to show; `nil` when all is well.
    public internal(set) var problem: String?
    @ObservationIgnored public let fileURL: URL

    public init(fileURL: URL = NoteStore.defaultFileURL()) {
        self.fileURL = fileURL
        notes = []
        notes = load()
    }

    /// The file in the XDG data folder.
    public nonisolated static func defaultFileURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let data: URL
        if let home = environment["XDG_DATA_HOME"], home.hasPrefix("/") {
            data = URL(fileURLWithPath: home)
        } else {
            data = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        }
        return data.appendingPathComponent("tint-notes").appendingPathComponent("notes.json")
    }

    /// Adds an empty note at the top and returns its id.
    @discardableResult
    public func add(title: String = "", text: String = "") -> Int {
        let id = (notes.map(\.id).max() ?? 0) + 1
        notes.insert(Note(id: id, title: title, text: text), at: 0)
        save()
        return id
    }

    public func delete(_ id: Int) {
        notes.removeAll { $0.id == id }
        save()
    }

    public func update(_ id: Int, _ change: (inout Note) -> Void) {
        guard let index = notes.firstIndex(where: { $0.id == id }) else { return }
        var note = notes[index]
        change(&note)
        note.modified = Date()
        notes[index] = note
        save()
    }

    private func load() -> [Note] {
        guard let data = try? Data(contentsOf: fileURL) else { return [] }
        do {
            return try JSONDecoder.notes.decode([Note].self, from: data)
        } catch {
            let aside = fileURL.appendingPathExtension("corrupt-\(Int(Date().timeIntervalSince1970))")
            try? FileManager.default.moveItem(at: fileURL, to: aside)
            problem = "\(fileURL.path) could not be read (\(error.localizedDescription)); kept as \(aside.lastPathComponent)"
            return []
        }
    }

    private func save() {
        do {
            try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try JSONEncoder.notes.encode(notes).write(to: fileURL, options: .atomic)
            problem = nil
        } catch {
            problem = "could not save \(fileURL.path): \(error.localizedDescription)"
        }
    }
}

extension JSONEncoder {
    static var notes: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }
}

extension JSONDecoder {
    static var notes: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
