import Foundation
import TintBoxes

/// The Copy, Cut and Paste commands (Ctrl+C, Ctrl+X, Ctrl+V, Tint's Command keys) of the focused
/// view and the views around it, through the host's clipboard.
struct _ClipboardCommandModifier: ViewModifier {
    /// Which key, and what to do with the clipboard when it is pressed; false: not handled.
    let key: String
    let run: @MainActor (_Pasteboard) -> Bool
    @Environment(\._pasteboard) private var pasteboard

    func body(content: Content) -> some View {
        let pasteboard = pasteboard, key = key, run = run
        return content.modifier(_KeyPressModifier { event in
            guard event.phase == .down, event.keyName == key, event.modifiers.contains(.control) else { return false }
            return run(pasteboard)
        })
    }

    /// Puts the providers' forms on the clipboard.
    static func copy(_ providers: [NSItemProvider], to pasteboard: _Pasteboard) {
        Task { @MainActor in
            var contents: [ClipboardContent] = []
            for provider in providers { contents += await provider.contents() }
            if !contents.isEmpty { pasteboard.setContents(contents) }
        }
    }
}

extension View {
    /// Specifies a list of items to copy in response to the system's Copy command (Ctrl+C)
    /// while the view has focus.
    public func copyable<T: Transferable>(_ payload: @autoclosure @escaping () -> [T]) -> some View {
        modifier(_ClipboardCommandModifier(key: "C") { pasteboard in
            let items = payload()
            guard !items.isEmpty else { return false }
            pasteboard.copy(items)
            return true
        })
    }

    /// Specifies an action that moves items to the clipboard in response to the system's Cut
    /// command (Ctrl+X).
    public func cuttable<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping @MainActor () -> [T]) -> some View {
        modifier(_ClipboardCommandModifier(key: "X") { pasteboard in
            let items = action()
            guard !items.isEmpty else { return false }
            pasteboard.copy(items)
            return true
        })
    }

    /// Specifies an action that adds validated items to a view in response to the system's
    /// Paste command (Ctrl+V): the clipboard's forms made into values of `payloadType`.
    public func pasteDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping @MainActor ([T]) -> Void,
                                                  validator: @escaping @MainActor ([T]) -> [T] = { $0 }) -> some View {
        modifier(_ClipboardCommandModifier(key: "V") { pasteboard in
            let contents = pasteboard.contents()
            guard ClipboardTransfer.fits(T.self, contents) else { return false }
            Task { @MainActor in
                let items = validator(await ClipboardTransfer.items(T.self, from: contents))
                if !items.isEmpty { action(items) }
            }
            return true
        })
    }

    /// Adds an action to perform in response to the system's Copy command.
    public func onCopyCommand(perform payloadAction: (@MainActor () -> [NSItemProvider])?) -> some View {
        modifier(_ClipboardCommandModifier(key: "C") { pasteboard in
            guard let payloadAction else { return false }
            _ClipboardCommandModifier.copy(payloadAction(), to: pasteboard)
            return true
        })
    }

    /// Adds an action to perform in response to the system's Cut command.
    public func onCutCommand(perform payloadAction: (@MainActor () -> [NSItemProvider])?) -> some View {
        modifier(_ClipboardCommandModifier(key: "X") { pasteboard in
            guard let payloadAction else { return false }
            _ClipboardCommandModifier.copy(payloadAction(), to: pasteboard)
            return true
        })
    }

    /// Adds an action to perform in response to the system's Paste command, with the
    /// clipboard's forms as item providers, when one is of `supportedContentTypes`.
    public func onPasteCommand(of supportedContentTypes: [UTType], perform payloadAction: @escaping @MainActor ([NSItemProvider]) -> Void) -> some View {
        onPasteCommand(of: supportedContentTypes, validator: { $0 }, perform: payloadAction)
    }

    /// Adds an action to perform in response to the system's Paste command with items that you
    /// validate.
    public func onPasteCommand<Payload>(of supportedContentTypes: [UTType], validator: @escaping @MainActor ([NSItemProvider]) -> Payload?,
                                        perform payloadAction: @escaping @MainActor (Payload) -> Void) -> some View {
        modifier(_ClipboardCommandModifier(key: "V") { pasteboard in
            let contents = pasteboard.contents()
            guard contents.contains(where: { content in supportedContentTypes.contains { content.type.conforms(to: $0) } }) else { return false }
            guard let payload = validator([NSItemProvider(contents: contents)]) else { return false }
            payloadAction(payload)
            return true
        })
    }
}
