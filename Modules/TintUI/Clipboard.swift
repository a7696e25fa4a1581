import Foundation
import TintViews

/// Where a text field's copy and cut put text and paste takes it from, and where `PasteButton`
/// and `ShareLink` read and write typed forms: the system clipboard in a window, a private one
/// headless (so tests never touch the user's clipboard).
@MainActor
public protocol Clipboard {
    var text: String? { get set }
    /// Every form on the clipboard, most preferred first. A clipboard that keeps only text
    /// (the default) holds one text form.
    var contents: [ClipboardContent] { get set }
}

extension Clipboard {
    public var contents: [ClipboardContent] {
        get { text.map { [.text($0)] } ?? [] }
        set { text = newValue.plainText }
    }
}

/// A clipboard held in memory, keeping every form.
public final class MemoryClipboard: Clipboard {
    public var contents: [ClipboardContent] = []
    public var text: String? {
        get { contents.plainText }
        set { contents = newValue.map { [.text($0)] } ?? [] }
    }
    public init() {}
}
