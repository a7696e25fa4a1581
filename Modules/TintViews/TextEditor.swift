import TintBoxes
/// A multi-line editable text bound to a string, as SwiftUI's `TextEditor`: click it to focus
/// it, then type; Return starts a new line, the arrows move the caret (Up and Down between
/// lines, at the same column), Home and End go to the line's ends (with Ctrl, the text's),
/// Shift extends the selection, and the clipboard keys work as in `TextField`. A line longer
/// than the editor wraps at its width by the Unicode rules (the caret and the selection follow
/// it onto the wrapped lines); taller text scrolls. Up and Down step between the text's own
/// lines (those Return made), not the wrapped ones.
public struct TextEditor: View {
    @Binding var text: String
    @State private var editing = TextEditing()
    @State private var split = EditedCharacters()
    @Environment(\._tint) private var tint
    @Environment(\._caretMotion) private var caretMotion
    @Environment(\.font) private var font
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\._textEditorStyle) private var style

    public init(text: Binding<String>) {
        _text = text
    }

    public var body: some View {
        let characters = split.characters(of: text)
        let state = editing.clamped(to: characters.count)
        let lines = TextEditor.lineRanges(of: characters)
        return ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(lines.indices, id: \.self) { index in
                    let line = lines[index]
                    let holdsCaret = state.caret >= line.lowerBound && state.caret <= line.upperBound
                    EditedLine(characters: characters[line], selection: state.selection.clamped(to: line.lowerBound..<line.upperBound),
                               caret: holdsCaret ? state.caret : nil, focused: state.focused, composing: holdsCaret ? state.composing : "")
                        // An empty line keeps a line's height; a long one wraps at the width
                        // and is as tall as its wrapped lines.
                        .frame(minHeight: 17, alignment: .leading)
                        .fixedSize(horizontal: false, vertical: true)
                }
            }
            .padding(.horizontal, 5)
            .padding(.vertical, 4)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .frame(minWidth: 60, idealWidth: 240, maxWidth: .infinity, minHeight: 40, idealHeight: 120, maxHeight: .infinity)
        .background(style == .plain ? Color.clear : Color._textBackground)
        .border(style == .plain ? Color.clear : state.focused ? tint ?? .accentColor : Color._fieldBorder, width: state.focused ? 2 : 1)
        ._textInput { event in handle(event) }
        // A reader's editable text of several lines, with its caret and selection.
        ._accessibility { mark in
            mark.role = .text
            mark.children = .ignore
            mark.isEditable = true
            mark.value = text
            mark.attributes["multi-line"] = "true"
            mark.textEditing = TextEditing.readerEditing(characters, state: state, text: $text, editing: $editing)
        }
    }

    /// The character ranges of the lines (without their line breaks); an empty text is one
    /// empty line.
    static func lineRanges(of characters: [Character]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for (index, character) in characters.enumerated() where character == "\n" {
            ranges.append(start..<index)
            start = index + 1
        }
        ranges.append(start..<characters.count)
        return ranges
    }

    private func handle(_ event: TextInputEvent) -> String? {
        TextEditing.handle(event, text: $text, editing: $editing, characters: split, multiline: true, visual: visualStep).clipboard
    }

    /// The arrows' on-screen step in right-to-left text, when the host provides one.
    private var visualStep: VisualCaretStep? {
        caretMotion.map { VisualCaretStep(motion: $0, font: font ?? .body, rightToLeft: layoutDirection == .rightToLeft) }
    }
}
