import Foundation

/// A button that pastes, as SwiftUI's `PasteButton`: labelled "Paste" with a clipboard, it reads
/// the clipboard's forms, makes values of its payload type from the first form that type imports
/// (its own types before text), and hands them to `onPaste`. It is disabled while nothing on the
/// clipboard fits, and follows the clipboard as it changes.
public struct PasteButton: View {
    private let fits: @MainActor ([ClipboardContent]) -> Bool
    private let paste: @MainActor ([ClipboardContent]) -> Void
    @Environment(\._pasteboard) private var pasteboard

    /// Pastes values of `payloadType`: `onPaste` gets one value, or one a line when the clipboard
    /// holds lines of text and the type is not text itself (several URLs, say).
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
        fits = { ClipboardTransfer.fits(T.self, $0) }
        paste = { contents in
            Task { @MainActor in
                let items = await ClipboardTransfer.items(T.self, from: contents)
                if !items.isEmpty { onPaste(items) }
            }
        }
    }

    public var body: some View {
        let contents = pasteboard.observedContents()
        Button(action: { paste(pasteboard.contents()) }) {
            Label("Paste", systemImage: "doc.on.clipboard")
        }
        .disabled(!fits(contents))
    }
}
