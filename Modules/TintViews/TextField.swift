/// A one-line editable text bound to a string, as SwiftUI's `TextField`: click it to focus it,
/// then type; a caret shows where text goes. Left and Right move the caret (with Shift they
/// select), Home and End jump, Backspace and Delete erase, Ctrl+A selects all, and Ctrl+C,
/// Ctrl+X and Ctrl+V use the clipboard. Return calls `onSubmit`.
///
/// The caret and the selection are laid out as views between pieces of the text, so they sit
/// exactly where the text's own layout puts the characters.
public struct TextField: View {
    let placeholder: String
    @Binding var text: String
    let onSubmit: @MainActor () -> Void
    /// Shows a bullet for each character and gives nothing to copy (`SecureField`).
    let isSecure: Bool
    @State private var editing = TextEditing()
    @Environment(\._tint) private var tint
    @Environment(\._textFieldStyle) private var style
    @Environment(\._onSubmit) private var submitActions

    public init(_ placeholder: String, text: Binding<String>, onSubmit: @escaping @MainActor () -> Void = {}) {
        self.init(placeholder, text: text, isSecure: false, onSubmit: onSubmit)
    }

    init(_ placeholder: String, text: Binding<String>, isSecure: Bool, onSubmit: @escaping @MainActor () -> Void) {
        self.placeholder = placeholder
        _text = text
        self.isSecure = isSecure
        self.onSubmit = onSubmit
    }

    public var body: some View {
        let characters = isSecure ? Array(repeating: Character("•"), count: text.count) : Array(text)
        let state = editing.clamped(to: characters.count)
        let range = state.selection
        return HStack(spacing: 0) {
            if characters.isEmpty && !state.focused {
                Text(placeholder).foregroundColor(Color._disabledText)
            } else {
                Text(String(characters[..<range.lowerBound]))
                if state.focused && range.isEmpty {
                    Color.primary.frame(width: 1, height: 16)
                }
                if !range.isEmpty {
                    Text(String(characters[range])).background(state.focused ? Color._focusRing : Color._inactiveSelection)
                }
                Text(String(characters[range.upperBound...]))
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 6)
        .frame(minWidth: 60, idealWidth: 180, maxWidth: .infinity, minHeight: 22)
        .background(style == .plain ? Color.clear : Color._textBackground)
        .border(style == .plain ? Color.clear : state.focused ? tint ?? .accentColor : Color._fieldBorder, width: state.focused ? 2 : 1)
        ._textInput { event in handle(event) }
    }

    private func handle(_ event: TextInputEvent) -> String? {
        var characters = Array(text)
        var state = editing.clamped(to: characters.count)
        var answer: String?
        func replaceSelection(with inserted: String) {
            let range = state.selection
            characters.replaceSubrange(range, with: Array(inserted))
            state.caret = range.lowerBound + inserted.count
            state.anchor = state.caret
        }
        switch event {
        case .focus(let focused):
            state.focused = focused
            if focused { state.caret = characters.count; state.anchor = state.caret }
        case .insert(let string):
            // One line: a pasted line break ends the text there.
            let line = String(string.prefix { $0 != "\n" && $0 != "\r" })
            replaceSelection(with: line)
        case .copy:
            if !isSecure { answer = String(characters[state.selection]) }
        case .cut:
            // A secure field's text never leaves it.
            guard !isSecure else { break }
            answer = String(characters[state.selection])
            replaceSelection(with: "")
        case .key(let name, let shift, let control):
            switch name {
            case "Left", "Right":
                let step = name == "Left" ? -1 : 1
                if !shift, !state.selection.isEmpty {
                    state.caret = step < 0 ? state.selection.lowerBound : state.selection.upperBound
                } else {
                    state.caret = Swift.min(characters.count, Swift.max(0, state.caret + step))
                }
                if !shift { state.anchor = state.caret }
            case "Home", "End":
                state.caret = name == "Home" ? 0 : characters.count
                if !shift { state.anchor = state.caret }
            case "Backspace":
                if state.selection.isEmpty, state.caret > 0 { state.anchor = state.caret - 1 }
                replaceSelection(with: "")
            case "Delete":
                if state.selection.isEmpty, state.caret < characters.count { state.anchor = state.caret + 1 }
                replaceSelection(with: "")
            case "A" where control:
                state.anchor = 0
                state.caret = characters.count
            case "Return":
                onSubmit()
                submitActions.run()
            default:
                break
            }
        }
        let newText = String(characters)
        if newText != text { text = newText }
        if state != editing { editing = state }
        return answer
    }
}

/// A text field's caret, selection anchor and focus.
struct TextEditing: Equatable, Sendable {
    var caret = 0
    /// The other end of the selection; equal to `caret` when nothing is selected.
    var anchor = 0
    var focused = false

    var selection: Range<Int> { Swift.min(caret, anchor)..<Swift.max(caret, anchor) }

    /// The same, within a text of `count` characters (the text may have changed from outside).
    func clamped(to count: Int) -> TextEditing {
        TextEditing(caret: Swift.min(caret, count), anchor: Swift.min(anchor, count), focused: focused)
    }
}
