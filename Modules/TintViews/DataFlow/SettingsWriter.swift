import Foundation
import TintCore

/// Saves one settings file on a queue of its own, a moment after the changes that call for it.
///
/// The writer keeps its own copy of the settings (`saved`), touched only on its queue, and
/// takes from the main thread just the keys that changed, so neither thread copies the whole
/// dictionary per change. Changes arriving while a save is scheduled or running join the next
/// one: a thousand writes in a burst make one or two saves. Each save encodes the settings,
/// checks the byte limit and replaces the file atomically (a failed save leaves the old file);
/// a failure is warned about once per cause, not on every save.
///
/// Thread-safe: `pending` and the flags are read and written under `lock`; `saved` and
/// `lastWarning` belong to `queue`. Values are settings values (booleans, numbers, strings,
/// and arrays and dictionaries of them, as JSON reads them): immutable once handed over.
final class SettingsWriter: @unchecked Sendable {
    private let file: URL
    private let byteLimit: Int
    private let queue: DispatchQueue
    private let lock = NSLock()
    private var pending: [String: Any] = [:]
    private var scheduled = false
    private var blockedReason: String?
    private var saved: [String: Any] = [:]
    private var lastWarning: String?

    /// How long after a change its save starts, so a burst of changes saves once.
    static let coalescingDelay: DispatchTimeInterval = .milliseconds(100)

    /// Saves made (for tests: bursts coalesce).
    var saveCount: Int { lock.withLock { saves } }
    private var saves = 0

    init(file: URL, byteLimit: Int) {
        self.file = file
        self.byteLimit = byteLimit
        queue = DispatchQueue(label: "tint.settings.\(file.lastPathComponent)")
        SettingsWriter.register(self)
    }

    /// The settings as read from the file, before any change.
    func start(from values: [String: Any]) {
        let box = Values(values)
        queue.async { self.saved = box.values }
    }

    /// Nothing will be saved: the file could not be read, and saving would replace it.
    func block(because reason: String, fix: String) {
        lock.withLock { blockedReason = reason }
        RuntimeWarnings.emit(reason, fix: fix)
    }

    /// What a pending change holds for a key that was removed (an optional set to nil).
    static let removed = Removed()
    final class Removed: @unchecked Sendable {}

    /// Records that `key` now holds `value` (`removed`: nothing), and schedules a save unless
    /// one is.
    func change(_ key: String, to value: Any) {
        let schedule: Bool = lock.withLock {
            guard blockedReason == nil else { return false }
            pending[key] = value
            guard !scheduled else { return false }
            scheduled = true
            return true
        }
        if schedule {
            queue.asyncAfter(deadline: .now() + SettingsWriter.coalescingDelay) { self.save() }
        }
    }

    /// Saves what is pending now and waits until it is written.
    func flush() {
        queue.sync { self.save() }
    }

    /// On the queue: folds the pending changes into the settings and writes them.
    private func save() {
        let changes: [String: Any] = lock.withLock {
            let taken = pending
            pending = [:]
            scheduled = false
            return taken
        }
        guard !changes.isEmpty else { return }
        for (key, value) in changes {
            saved[key] = value is Removed ? nil : value
        }
        do {
            let data = SettingsJSON.encode(saved)
            guard data.count <= byteLimit else {
                warnOnce("AppStorage: the settings take \(RegularFile.describe(bytes: data.count)), more than the \(RegularFile.describe(bytes: byteLimit)) a settings file may hold; they are kept for this run and \(file.path) is left as it was",
                         fix: "keep large data in files of its own (FileManager), not in @AppStorage")
                return
            }
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file, options: .atomic)
            lock.withLock { saves += 1 }
            lastWarning = nil
        } catch {
            warnOnce("AppStorage: could not save \(file.path): \(SettingsWriter.reason(error)); the file is left as it was and the changes are kept for this run",
                     fix: "make \(file.deletingLastPathComponent().path) a writable folder with room on its disk")
        }
    }

    private func warnOnce(_ message: String, fix: String) {
        guard message != lastWarning else { return }
        lastWarning = message
        RuntimeWarnings.emit(message, fix: fix)
    }

    /// The cause of a failed save in the system's words ("Permission denied", "Not a
    /// directory"), not Foundation's dump of its error.
    private static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let underlying, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if (error as NSError).domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32((error as NSError).code))) }
        return error.localizedDescription
    }

    /// Settings values crossing to the queue (see the type's note on why that is safe).
    private struct Values: @unchecked Sendable {
        let values: [String: Any]
        init(_ values: [String: Any]) { self.values = values }
    }

    // MARK: - Every writer, flushed at exit

    private static let writersLock = NSLock()
    nonisolated(unsafe) private static var writers: [Weak] = []

    private struct Weak { weak var writer: SettingsWriter? }

    private static func register(_ writer: SettingsWriter) {
        writersLock.withLock {
            if writers.isEmpty {
                // Changes of the last moment are saved however the process exits normally.
                atexit { SettingsWriter.flushAll() }
            }
            writers.removeAll { $0.writer == nil }
            writers.append(Weak(writer: writer))
        }
    }

    /// Saves every writer's pending changes and waits for them.
    static func flushAll() {
        let live = writersLock.withLock { writers.compactMap(\.writer) }
        for writer in live { writer.flush() }
    }
}
