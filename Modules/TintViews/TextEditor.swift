/// A multi-line editable text bound to a string, as SwiftUI's `TextEditor`: click it to focus
/// it, then type; Return starts a new line, the arrows move the caret (Up and Down between
/// lines, at the same column), Home and End go to the line's ends (with Ctrl, the text's),
/// Shift extends the selection, and the clipboard keys work as in `TextField`. Taller text
/// scrolls. Lines do not wrap yet: a line longer than the editor runs past its edge (wrapping
/// by the Unicode rules arrives with the text engine of issue 23).
public struct TextEditor: View {
    @Binding var text: String
    @State private var editing = TextEditing()
    @State private var split = EditedCharacters()
    @Environment(\._tint) private var tint
    @Environment(\._caretMotion) private var caretMotion
    @Environment(\.font) private var font
    @Environment(\.layoutDirection) private var layoutDirection

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
                        // An empty line keeps a line's height.
                        .frame(minHeight: 17, alignment: .leading)
                        .fixedSize(horizontal: true, vertical: false)
                }
            }
            .padding(.horizontal, 5)
            .padding(.vertical, 4)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .frame(minWidth: 60, idealWidth: 240, maxWidth: .infinity, minHeight: 40, idealHeight: 120, maxHeight: .infinity)
        .background(Color._textBackground)
        .border(state.focused ? tint ?? .accentColor : Color._fieldBorder, width: state.focused ? 2 : 1)
        ._textInput { event in handle(event) }
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
