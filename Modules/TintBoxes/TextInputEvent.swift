/// What a focused text field is told by the host: typed text, editing keys, focus and the
/// clipboard (the host owns the clipboard; the field answers with the text to copy).
public enum TextInputEvent: Equatable, Sendable {
    /// The field gained (true) or lost (false) the keyboard focus.
    case focus(Bool)
    /// Text typed or pasted, inserted at the caret over any selection.
    case insert(String)
    /// An editing key: its SDL name ("Left", "Backspace", "Home", "Return", "A"), with Shift
    /// (extend the selection) and Ctrl.
    case key(String, shift: Bool, control: Bool)
    /// Copy: the field answers with the selected text.
    case copy
    /// Cut: the field answers with the selected text and removes it.
    case cut
    /// An input method's text being composed (Japanese kana before conversion, a Korean
    /// syllable being built): shown at the caret, underlined, not yet in the text; the
    /// composed result arrives as `insert`, and an empty string ends the composition.
    case compose(String)
}
