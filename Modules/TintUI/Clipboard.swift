/// Where a text field's copy and cut put text and paste takes it from: the system clipboard in
/// a window, a private one headless (so tests never touch the user's clipboard).
@MainActor
public protocol Clipboard {
    var text: String? { get set }
}

/// A clipboard held in memory.
public final class MemoryClipboard: Clipboard {
    public var text: String?
    public init() {}
}
