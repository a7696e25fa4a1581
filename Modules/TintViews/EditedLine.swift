/// One line of a text being edited: its characters, with the selection highlighted and the
/// caret drawn between them. `TextField` is one; `TextEditor` stacks one per line.
///
/// The caret and the selection are views between pieces of the text, so they sit exactly where
/// the text's own layout puts the characters.
struct EditedLine: View {
    let characters: ArraySlice<Character>
    /// The selection within this line (absolute indices, clamped to the line).
    let selection: Range<Int>
    /// Where the caret is (absolute index), when it is on this line and the text has the focus.
    let caret: Int?
    let focused: Bool

    var body: some View {
        let start = characters.startIndex
        let lower = Swift.min(Swift.max(selection.lowerBound, start), characters.endIndex)
        let upper = Swift.min(Swift.max(selection.upperBound, lower), characters.endIndex)
        return HStack(spacing: 0) {
            Text(String(characters[start..<lower]))
            if let caret, focused, selection.isEmpty, caret == lower {
                Color.primary.frame(width: 1, height: 16)
            }
            if lower < upper {
                Text(String(characters[lower..<upper])).background(focused ? Color._focusRing : Color._inactiveSelection)
            }
            Text(String(characters[upper...]))
        }
    }
}
