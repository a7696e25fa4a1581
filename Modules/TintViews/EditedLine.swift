import TintBoxes
/// One line of a text being edited: its characters, with the selection highlighted, the caret
/// drawn between them and an input method's pre-edit text underlined. `TextField` is one;
/// `TextEditor` stacks one per line.
///
/// One `Text` carrying its editing marks (`TextEditingMarks`): the render tree draws the
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
        let lower = Swift.min(Swift.max(selection.lowerBound, start), characters.endIndex)
        let upper = Swift.min(Swift.max(selection.upperBound, lower), characters.endIndex)
        let caretIndex = caret.map { Swift.min(Swift.max($0, start), characters.endIndex) }
        let composes = focused && !composing.isEmpty && caretIndex != nil
        // The line's text and where each mark falls in it, counted in scalars as the text is
        // built: joined back into a string, characters may not split the same way (a slice
        // starting inside a run of flags pairs them afresh), so character offsets into the
        // string could point elsewhere, or past its end.
        var text = ""
        var scalars = 0
        var lowerScalar = 0, upperScalar = 0, caretScalar: Int?, marked: Range<Int>?
        for index in start...characters.endIndex {
            if index == lower { lowerScalar = scalars }
            if index == upper { upperScalar = scalars }
            if index == caretIndex {
                if composes {
                    // The pre-edit text goes in at the caret; the caret follows it.
                    let count = composing.unicodeScalars.count
                    text += composing
                    marked = scalars..<(scalars + count)
                    scalars += count
                }
                caretScalar = scalars
            }
            guard index < characters.endIndex else { break }
            text.append(characters[index])
            scalars += characters[index].unicodeScalars.count
        }
        let marks = TextEditingMarks(caret: focused && selection.isEmpty ? caretScalar : nil, selection: lowerScalar..<upperScalar,
                                      marked: marked, focused: focused)
        return Text(verbatim: text)._editing(marks)
    }
}
