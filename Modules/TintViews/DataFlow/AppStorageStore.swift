import Foundation
import OpenCombine
import TintCore

/// One settings file: its values, read once, and saved off the main thread.
///
/// A change updates the values in memory and hands only the changed key to the file's writer
/// (`SettingsWriter`), which coalesces the changes of a moment into one atomic save on a queue
/// of its own: a tap that writes a setting costs the main thread a dictionary update, whatever
/// the file holds. What is saved is bounded (`maximumFileBytes`).
///
/// The file is never overwritten unless it was read: a file that cannot be read (no
/// permission, a directory, a named pipe, too large) is left alone with a warning, and the
/// values live in memory for the run. A file that reads but holds no settings is moved aside
/// first (`.corrupt-` and the time), so its bytes are kept.
/// Public because `@AppStorage`'s `_store:` initializers take it, where SwiftUI's take a
/// `UserDefaults`; apps never spell it.
@MainActor
public final class _AppStorageStore {
    /// The app's store: `$XDG_CONFIG_HOME/<process name>/settings.json`.
    public static let standard = _AppStorageStore(file: _AppStorageStore.defaultFile())

    /// The window's restorable state (`@SceneStorage`): `scene-state.json` beside the settings.
    public static let scene = _AppStorageStore(file: _AppStorageStore.defaultFile(named: "scene-state.json"))

    /// The most a settings file may hold, read or saved: 16 MiB. Settings are small values; a
    /// file past this is not read (it would hold the main thread while it parses), and values
    /// that would encode past it are kept for the run and not saved.
    public static let maximumFileBytes = 16 << 20

    public let file: URL
    private var values: [String: Any]?
    private let changes = PassthroughSubject<String, Never>()
    private let writer: SettingsWriter

    public init(file: URL) {
        self.file = file
        writer = SettingsWriter(file: file, byteLimit: _AppStorageStore.maximumFileBytes)
    }

    package static func defaultFile(named name: String = "settings.json") -> URL {
        let environment = ProcessInfo.processInfo.environment
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
        return config.appendingPathComponent(ProcessInfo.processInfo.processName).appendingPathComponent(name)
    }

    func value(for key: String) -> Any? {
        loadIfNeeded()
        return values?[key]
    }

    /// Sets `key` to `value`; nil removes it (an optional setting set to nil).
    func set(_ value: Any?, for key: String) {
        loadIfNeeded()
        // In place: a copy of the dictionary per change would cost the main thread the whole file.
        values?[key] = value
        writer.change(key, to: value ?? SettingsWriter.removed)
        changes.send(key)
    }

    /// Waits until every change made so far is saved (or its save has failed and said why).
    /// An app's changes are flushed when it exits; tests call this before reading the file.
    public func flush() {
        writer.flush()
    }

    /// Saves made so far (tests: a burst of changes coalesces into one or two).
    package var saveCount: Int { writer.saveCount }

    /// Sends when `key` changes (an `ObservableObject`'s announcement, for `_ObjectSubscription`).
    func publisher(for key: String) -> _KeyPublisher {
        _KeyPublisher(changes: changes, key: key)
    }

    private func loadIfNeeded() {
        guard values == nil else { return }
        let read = readFile()
        values = read
        writer.start(from: read)
    }

    /// The file's settings; empty when there is no file, or when it cannot be read (then saving
    /// is blocked, so the file is never replaced by what this run knows).
    private func readFile() -> [String: Any] {
        let data: Data
        do {
            data = try RegularFile.read(file.path, limit: _AppStorageStore.maximumFileBytes)
        } catch .missing {
            return [:]
        } catch {
            writer.block(because: "AppStorage: \(file.path) cannot be read (\(error)); the defaults are used, changes are kept for this run only, and the file is left as it is",
                         fix: "make the file readable by the app's user (or move it away to start afresh)")
            return [:]
        }
        if let object = try? JSONSerialization.jsonObject(with: data), let dictionary = object as? [String: Any] {
            return dictionary
        }
        keepAside()
        return [:]
    }

    /// Moves a file that holds no settings out of the way, so that saving cannot overwrite what
    /// it held.
    private func keepAside() {
        let aside = file.appendingPathExtension("corrupt-\(Int(Date().timeIntervalSince1970))")
        do {
            try FileManager.default.moveItem(at: file, to: aside)
            RuntimeWarnings.emit("AppStorage: \(file.path) is not a settings file; it was kept as \(aside.path) and the defaults are used", fix: "nothing is lost: copy any values worth keeping from \(aside.lastPathComponent) by hand")
        } catch {
            writer.block(because: "AppStorage: \(file.path) is not a settings file and could not be moved aside (\(error.localizedDescription)); the defaults are used and nothing is saved over it",
                         fix: "make its folder writable, or move the file away by hand")
        }
    }
}
