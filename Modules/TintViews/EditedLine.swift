/// One line of a text being edited: its characters, with the selection highlighted, the caret
/// drawn between them and an input method's pre-edit text underlined. `TextField` is one;
/// `TextEditor` stacks one per line.
///
/// One `Text` carrying its editing marks (`_TextEditingMarks`): the render tree draws the
/// caret and the selection where shaping put the characters, so the line shapes as a whole.
struct EditedLine: View {
    let characters: ArraySlice<Character>
    /// The selection within this line (absolute indices, clamped to the line).
    let selection: Range<Int>
    /// Where the caret is (absolute index), when it is on this line and the text has the focus.
    let caret: Int?
    let focused: Bool
    /// The input method's pre-edit text, shown at the caret and underlined (not yet in the text).
    var composing: String = ""

    var body: some View {
        let start = characters.startIndex
        let lower = Swift.min(Swift.max(selection.lowerBound, start), characters.endIndex) - start
        let upper = Swift.min(Swift.max(selection.upperBound, start + lower), characters.endIndex) - start
        var text = String(characters)
        var caretOffset = caret.map { Swift.min(Swift.max($0 - start, 0), characters.count) }
        var marked: Range<Int>?
        if let at = caretOffset, focused, !composing.isEmpty {
            // The pre-edit text goes in at the caret; the caret follows it.
            let index = text.index(text.startIndex, offsetBy: at)
            text.insert(contentsOf: composing, at: index)
            marked = at..<(at + composing.count)
            caretOffset = at + composing.count
        }
        let marks = _TextEditingMarks(caret: focused && selection.isEmpty ? caretOffset : nil, selection: lower..<upper,
                                      marked: marked, focused: focused)
        return Text(verbatim: text)._editing(marks)
    }
}
