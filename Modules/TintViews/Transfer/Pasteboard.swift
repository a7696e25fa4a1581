import Foundation
import Observation

/// One form of what is on the clipboard: its content type and bytes.
public struct ClipboardContent: Sendable, Hashable {
    /// What the bytes are (`.utf8PlainText`, `.png`, an app's own type).
    public var type: UTType
    public var data: Data

    public init(type: UTType, data: Data) {
        self.type = type
        self.data = data
    }

    /// Text, as the clipboard holds it.
    public static func text(_ text: String) -> ClipboardContent {
        ClipboardContent(type: .utf8PlainText, data: Data(text.utf8))
    }
}

extension Array where Element == ClipboardContent {
    /// The text of the first form that is text (or a URL), which is all a text-only clipboard keeps.
    public var plainText: String? {
        let text = first { $0.type.conforms(to: .plainText) } ?? first { $0.type.conforms(to: .url) }
        return text.flatMap { String(data: $0.data, encoding: .utf8) }
    }
}

/// Counts the clipboard's changes the host sees, so views that show what the clipboard holds
/// (a `PasteButton` is disabled when nothing on it fits) run their body again when it changes.
@Observable @MainActor
package final class ClipboardChanges {
    package private(set) var count = 0
    package init() {}
    package func changed() { count &+= 1 }
}

/// The clipboard as views reach it (`PasteButton`, `ShareLink`'s Copy): the host puts one in the
/// environment over its own clipboard (the desktop's in a window, a private one headless).
package struct _Pasteboard: Equatable {
    package let contents: @MainActor () -> [ClipboardContent]
    package let setContents: @MainActor ([ClipboardContent]) -> Void
    package let changes: ClipboardChanges?

    package init(contents: @escaping @MainActor () -> [ClipboardContent],
                 setContents: @escaping @MainActor ([ClipboardContent]) -> Void,
                 changes: ClipboardChanges?) {
        self.contents = contents
        self.setContents = setContents
        self.changes = changes
    }

    /// One service: any two are equal, so setting it changes nothing to diff.
    package static func == (a: _Pasteboard, b: _Pasteboard) -> Bool { true }

    /// Outside a host: an empty clipboard that keeps nothing.
    static let unavailable = _Pasteboard(contents: { [] }, setContents: { _ in }, changes: nil)

    /// Puts `items`' forms on the clipboard once they are exported (nothing when none exports).
    @MainActor package func copy<T: Transferable>(_ items: [T]) {
        Task { @MainActor in
            let contents = await ClipboardTransfer.contents(of: items)
            if !contents.isEmpty { setContents(contents) }
        }
    }

    /// What is on the clipboard, read so that the calling body runs again when it changes.
    @MainActor package func observedContents() -> [ClipboardContent] {
        _ = changes?.count
        return contents()
    }
}

private struct PasteboardKey: EnvironmentKey { static let defaultValue = _Pasteboard.unavailable }

extension EnvironmentValues {
    package var _pasteboard: _Pasteboard {
        get { self[PasteboardKey.self] }
        set { self[PasteboardKey.self] = newValue }
    }
}

/// Moving values of `Transferable` types to and from the clipboard's forms.
package enum ClipboardTransfer {
    /// Every form each item exports to, in its order of preference; several items' text is
    /// joined by lines into one text form (a clipboard holds one value of each type).
    package static func contents<T: Transferable>(of items: [T]) async -> [ClipboardContent] {
        var result: [ClipboardContent] = []
        var texts: [String] = []
        var textSlot: Int?
        for (index, item) in items.enumerated() {
            var itemText: String?
            for type in item.exportedContentTypes() {
                guard let data = try? await item.exported(as: type) else { continue }
                if type.conforms(to: .plainText) {
                    guard itemText == nil, let text = String(data: data, encoding: .utf8) else { continue }
                    itemText = text
                    if index == 0 { textSlot = result.count }
                } else if index == 0 {
                    result.append(ClipboardContent(type: type, data: data))
                }
            }
            if let itemText { texts.append(itemText) }
        }
        // The text where the first item prefers it, among its other forms.
        if !texts.isEmpty { result.insert(.text(texts.joined(separator: "\n")), at: textSlot ?? result.count) }
        return result
    }

    /// Values of `T` made from the clipboard's forms: from the first form one of `T`'s
    /// importers takes, in `T`'s order of preference (its own types before text), one value for each line of text when only
    /// text fits and `T` is not text itself.
    package static func items<T: Transferable>(_ type: T.Type, from contents: [ClipboardContent]) async -> [T] {
        // In the type's order of preference, not the clipboard's.
        let ordered = T.importedContentTypes().flatMap { wanted in contents.filter { $0.type.conforms(to: wanted) } }
        for content in ordered {
            if let item = try? await T(importing: content.data, contentType: content.type) {
                if content.type.conforms(to: .plainText), T.self != String.self, T.self != AttributedString.self,
                   let text = String(data: content.data, encoding: .utf8), text.contains("\n") {
                    var lines: [T] = []
                    for line in text.split(whereSeparator: \.isNewline) {
                        if let one = try? await T(importing: Data(line.utf8), contentType: content.type) { lines.append(one) }
                    }
                    return lines.isEmpty ? [item] : lines
                }
                return [item]
            }
        }
        return []
    }

    /// Whether any form on the clipboard is one `T` imports.
    package static func fits<T: Transferable>(_ type: T.Type, _ contents: [ClipboardContent]) -> Bool {
        let importable = T.importedContentTypes()
        return contents.contains { content in importable.contains { content.type.conforms(to: $0) } }
    }
}
