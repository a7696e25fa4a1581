import TintBoxes
/// A one-line editable text bound to a string, as SwiftUI's `TextField`: click it to focus it,
/// then type; a caret shows where text goes. Left and Right move the caret (with Shift they
/// select), Home and End jump, Backspace and Delete erase, Ctrl+A selects all, and Ctrl+C,
/// Ctrl+X and Ctrl+V use the clipboard. Return calls `onSubmit`. (`TextEditing` edits,
/// `EditedLine` draws.)
public struct TextField: View {
    let placeholder: String
    @Binding var text: String
    let onSubmit: @MainActor () -> Void
    /// Shows a bullet for each character and gives nothing to copy (`SecureField`).
    let isSecure: Bool
    @State private var editing = TextEditing()
    @State private var split = EditedCharacters()
    @Environment(\._tint) private var tint
    @Environment(\._caretMotion) private var caretMotion
    @Environment(\.font) private var font
    @Environment(\.layoutDirection) private var layoutDirection
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
        let characters = isSecure ? Array(repeating: Character("•"), count: text.count) : split.characters(of: text)
        let state = editing.clamped(to: characters.count)
        let range = state.selection
        // One line that never wraps, cut at the field's edge: in a stack beside a spacer the
        // text was offered half the field (the less flexible child's share) and wrapped.
        return ZStack(alignment: .leading) {
            if characters.isEmpty && !state.focused && state.composing.isEmpty {
                Text(placeholder).foregroundColor(Color._disabledText)
            } else {
                let shown = TextField.shownRange(count: characters.count, caret: state.caret)
                EditedLine(characters: characters[shown], selection: range, caret: state.caret, focused: state.focused,
                           composing: state.composing)
            }
        }
        .fixedSize(horizontal: true, vertical: false)
        .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
        .clipped()
        .padding(.horizontal, 6)
        .frame(minWidth: 60, idealWidth: 180, maxWidth: .infinity, minHeight: 22)
        .background(style == .plain ? Color.clear : Color._textBackground)
        .border(style == .plain ? Color.clear : state.focused ? tint ?? .accentColor : Color._fieldBorder, width: state.focused ? 2 : 1)
        ._textInput { event in handle(event) }
    }

    /// Characters shown around the caret: a line far longer than any field (a pasted log of
    /// 100,000 characters) shows the part by the caret, as a field scrolls to it, and each
    /// keystroke lays out and draws that part, not the whole text.
    static let shownCharacters = 512

    static func shownRange(count: Int, caret: Int) -> Range<Int> {
        guard count > shownCharacters else { return 0..<count }
        let start = Swift.max(0, Swift.min(caret - shownCharacters * 3 / 4, count - shownCharacters))
        return start..<(start + shownCharacters)
    }

    private func handle(_ event: TextInputEvent) -> String? {
        let outcome = TextEditing.handle(event, text: $text, editing: $editing, characters: split, multiline: false, secure: isSecure,
                                         visual: visualStep)
        if outcome.submitted {
            onSubmit()
            submitActions.run()
        }
        return outcome.clipboard
    }

    /// The arrows' on-screen step in right-to-left text, when the host provides one.
    private var visualStep: VisualCaretStep? {
        caretMotion.map { VisualCaretStep(motion: $0, font: font ?? .body, rightToLeft: layoutDirection == .rightToLeft) }
    }
}
