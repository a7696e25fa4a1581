import TintCore

/// What an edited text shows besides its characters: the caret, the selection and an input
/// method's pre-edit (marked) text, by offsets in Unicode scalars into the text (exact
/// wherever the characters split). The render tree draws
/// them where the text's own shaping puts those characters, so the text stays one run:
/// Arabic joins across the caret and right-to-left runs keep their order (pieces of text
/// either side of the caret did neither).
public struct TextEditingMarks: Equatable, Sendable {
    /// Where the caret is drawn, when the text has the focus and nothing is selected.
    public var caret: Int?
    /// The selected characters, highlighted.
    public var selection: Range<Int>
    /// An input method's text being composed (already part of the text), underlined.
    public var marked: Range<Int>?
    /// The selection's highlight: the focus colour, or grey without the focus.
    public var selectionColor: Color
    public var caretColor: Color

    public init(caret: Int?, selection: Range<Int>, marked: Range<Int>? = nil, focused: Bool) {
        self.caret = caret
        self.selection = selection
        self.marked = marked
        selectionColor = focused ? Color._focusRing : Color._inactiveSelection
        caretColor = .primary
    }
}
