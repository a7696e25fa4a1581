import TintBoxes
extension Text {
    /// This text with a caret, a selection and marked text drawn on it (`TextField`,
    /// `TextEditor`).
    func _editing(_ marks: TextEditingMarks) -> Text {
        var copy = self
        copy._editingMarks = marks
        return copy
    }
}
