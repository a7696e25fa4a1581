/// Runtime warnings: misuse that Tint survives but the developer should hear about, such as
/// "Modifying state during view update" or a NaN size (the "Bad input" rules).
///
/// Every warning says what happened and what Tint did, then what to do about it: `emit` takes
/// the remedy as its own argument, so no warning can leave it out. The text reads
/// "<what happened>. Fix: <what to do>".
///
/// Every module reports here; hosts drain the warnings of each frame into their report and hand
/// them to a logger. TintCore keeps this dependency-free, so hosts decide how warnings are
/// printed. Thread-safe, because state may be written from any thread.
public enum RuntimeWarnings {
    private final class Store: @unchecked Sendable {
        let lock = NSLock()
        var pending: [String] = []
        var printer: (@Sendable (String) -> Void)?
        var said: Set<String> = []
    }

    private static let store = Store()

    /// Reports `message` (what happened and what Tint did instead) with `fix` (what the
    /// developer can do about it): prints it through the installed printer and keeps it for
    /// `drain()`.
    public static func emit(_ message: String, fix: String) {
        record(text(message, fix: fix))
    }

    /// Reports `message` with `fix` the first time it is given in this process only: for
    /// misuse repeated every frame (an unsupported mode in a drawing), where one warning says
    /// it all.
    public static func emitOnce(_ message: String, fix: String) {
        let text = text(message, fix: fix)
        store.lock.lock()
        let first = store.said.count < 1_000 ? store.said.insert(text).inserted : false
        store.lock.unlock()
        if first { record(text) }
    }

    /// The warning's text: the message, without a closing full stop, then its fix.
    package static func text(_ message: String, fix: String) -> String {
        var message = message
        while message.hasSuffix(".") { message.removeLast() }
        return "\(message). Fix: \(fix)"
    }

    private static func record(_ message: String) {
        store.lock.lock()
        // Bounded so a warning in a hot loop cannot grow memory without limit.
        if store.pending.count < 10_000 { store.pending.append(message) }
        let printer = store.printer
        store.lock.unlock()
        if let printer { printer(message) } else { FileHandle.standardError.write(Data("tint: warning: \(message)\n".utf8)) }
    }

    /// Returns and forgets the warnings emitted since the last call.
    public static func drain() -> [String] {
        store.lock.lock()
        defer { store.lock.unlock() }
        // Swap rather than removeAll(keepingCapacity:): the caller now shares the buffer, so
        // keeping capacity would copy it on every call.
        let result = store.pending
        store.pending = []
        return result
    }

    /// Returns and forgets only the warnings that `isTaken` picks, leaving the others for
    /// whoever drains next: a test that provokes a warning takes its own, and never one that
    /// a test running beside it is waiting for.
    public static func take(where isTaken: (String) -> Bool) -> [String] {
        store.lock.lock()
        defer { store.lock.unlock() }
        var taken: [String] = []
        var kept: [String] = []
        for message in store.pending {
            if isTaken(message) { taken.append(message) } else { kept.append(message) }
        }
        store.pending = kept
        return taken
    }

    /// Replaces how warnings are printed (default: standard error).
    public static func setPrinter(_ printer: (@Sendable (String) -> Void)?) {
        store.lock.lock()
        store.printer = printer
        store.lock.unlock()
    }
}
