import TintBoxes
/// The caret, selection anchor and focus of a text being edited, and what each input does to
/// the text: one model for `TextField`, `SecureField` and `TextEditor`, so every editor moves,
/// selects, deletes and uses the clipboard the same way.
struct TextEditing: Equatable, Sendable {
    var caret = 0
    /// The other end of the selection; equal to `caret` when nothing is selected.
    var anchor = 0
    var focused = false
    /// An input method's pre-edit text, shown at the caret (`TextInputEvent.compose`).
    var composing = ""

    var selection: Range<Int> { Swift.min(caret, anchor)..<Swift.max(caret, anchor) }

    /// The same, within a text of `count` characters (the text may have changed from outside).
    func clamped(to count: Int) -> TextEditing {
        TextEditing(caret: Swift.min(caret, count), anchor: Swift.min(anchor, count), focused: focused, composing: composing)
    }

    /// What an input did besides editing: the text to put on the clipboard, and whether Return
    /// submitted a one-line field.
    struct Outcome {
        var clipboard: String?
        var submitted = false
        /// Whether the characters changed.
        var edited = false
        /// The replacement that changed them: what range of the old characters became what.
        var replacement: (range: Range<Int>, inserted: [Character])?
    }

    /// Applies `event` to `characters` and this state. `multiline`: Return and pasted line
    /// breaks go into the text, and Up and Down move between lines; otherwise Return submits
    /// and a pasted line break ends the paste. `secure`: nothing is copied or cut.
    /// `returnSubmits` (a field that grows, `TextField(axis: .vertical)`): Return submits and
    /// Shift- or Ctrl-Return starts a new line.
    @MainActor
    mutating func apply(_ event: TextInputEvent, to characters: inout [Character], multiline: Bool, secure: Bool = false,
                        returnSubmits: Bool = false, visual: VisualCaretStep? = nil) -> Outcome {
        var outcome = Outcome()
        func replaceSelection(with inserted: String) {
            let range = selection
            let new = Array(inserted)
            if !range.isEmpty || !new.isEmpty {
                outcome.edited = true
                outcome.replacement = (range, new)
            }
            characters.replaceSubrange(range, with: new)
            caret = range.lowerBound + inserted.count
            anchor = caret
        }
        switch event {
        case .focus(let isFocused):
            focused = isFocused
            composing = ""
            if isFocused { caret = characters.count; anchor = caret }
        case .compose(let string):
            // Invalid UTF-8 from an input method was already replaced by U+FFFD on decoding;
            // control characters have no place in a pre-edit.
            composing = String(String.UnicodeScalarView(string.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }))
        case .insert(let string):
            composing = ""
            replaceSelection(with: multiline ? string.replacingOccurrences(of: "\r\n", with: "\n") : String(string.prefix { $0 != "\n" && $0 != "\r" }))
        case .copy:
            if !secure { outcome.clipboard = String(characters[selection]) }
        case .cut:
            // A secure field's text never leaves it.
            guard !secure else { break }
            outcome.clipboard = String(characters[selection])
            replaceSelection(with: "")
        case .key(let name, let shift, let control):
            switch name {
            case "Left", "Right":
                let step = name == "Left" ? -1 : 1
                // In a line with right-to-left text the caret moves on screen.
                if !control, let visual, let target = visual.target(from: caret, in: characters,
                                                                     line: TextEditing.lineRange(around: caret, in: characters), rightward: step > 0) {
                    caret = target
                    if !shift { anchor = caret }
                    break
                }
                if !shift, !selection.isEmpty {
                    caret = step < 0 ? selection.lowerBound : selection.upperBound
                } else {
                    caret = Swift.min(characters.count, Swift.max(0, caret + step))
                }
                if !shift { anchor = caret }
            case "Up" where multiline, "Down" where multiline:
                caret = TextEditing.verticalMove(from: caret, in: characters, down: name == "Down")
                if !shift { anchor = caret }
            case "Home", "End":
                if multiline && !control {
                    let lines = TextEditing.lineRange(around: caret, in: characters)
                    caret = name == "Home" ? lines.lowerBound : lines.upperBound
                } else {
                    caret = name == "Home" ? 0 : characters.count
                }
                if !shift { anchor = caret }
            case "Backspace":
                if selection.isEmpty, caret > 0 { anchor = caret - 1 }
                replaceSelection(with: "")
            case "Delete":
                if selection.isEmpty, caret < characters.count { anchor = caret + 1 }
                replaceSelection(with: "")
            case "A" where control:
                anchor = 0
                caret = characters.count
            case "Return":
                if multiline && (!returnSubmits || shift || control) { replaceSelection(with: "\n") } else { outcome.submitted = true }
            default:
                break
            }
        }
        return outcome
    }

    /// Applies `event` to the bound text and editing state, writing each only if it changed.
    /// `characters` keeps the text split into characters between keystrokes.
    @MainActor
    static func handle(_ event: TextInputEvent, text: Binding<String>, editing: Binding<TextEditing>, characters cache: EditedCharacters,
                       multiline: Bool, secure: Bool = false, returnSubmits: Bool = false, visual: VisualCaretStep? = nil) -> Outcome {
        var characters = cache.characters(of: text.wrappedValue)
        var state = editing.wrappedValue.clamped(to: characters.count)
        let outcome = state.apply(event, to: &characters, multiline: multiline, secure: secure, returnSubmits: returnSubmits, visual: visual)
        if outcome.edited {
            let newText = outcome.replacement.flatMap { cache.splicing($0.range, with: $0.inserted) } ?? String(characters)
            cache.keep(characters, of: newText)
            text.wrappedValue = newText
        }
        if state != editing.wrappedValue { editing.wrappedValue = state }
        return outcome
    }

    /// The characters of the line holding `index` (without its line break).
    static func lineRange(around index: Int, in characters: [Character]) -> Range<Int> {
        var start = index, end = index
        while start > 0, characters[start - 1] != "\n" { start -= 1 }
        while end < characters.count, characters[end] != "\n" { end += 1 }
        return start..<end
    }

    /// The caret one line up or down, at the same column or the line's end if shorter; the
    /// text's start or end from its first or last line.
    static func verticalMove(from index: Int, in characters: [Character], down: Bool) -> Int {
        let line = lineRange(around: index, in: characters)
        let column = index - line.lowerBound
        if down {
            guard line.upperBound < characters.count else { return characters.count }
            let next = lineRange(around: line.upperBound + 1, in: characters)
            return next.lowerBound + Swift.min(column, next.count)
        }
        guard line.lowerBound > 0 else { return 0 }
        let previous = lineRange(around: line.lowerBound - 1, in: characters)
        return previous.lowerBound + Swift.min(column, previous.count)
    }
}

/// A text split into characters, kept from one keystroke to the next: splitting 100,000
/// characters into graphemes at every keystroke cost more than the keystroke, and so did
/// joining them again. Compared by the text (a byte comparison), so a text changed from outside
/// is split again.
@MainActor
final class EditedCharacters {
    private var text = ""
    private var split: [Character] = []
    /// Whether the text is ASCII: then a character is a byte, and an edit splices bytes.
    private var isASCII = true

    nonisolated init() {}

    func characters(of text: String) -> [Character] {
        if text != self.text {
            self.text = text
            split = Array(text)
            isASCII = text.utf8.count == split.count
        }
        return split
    }

    /// The text with `range` of its characters replaced by `inserted`, made from the bytes
    /// around the edit, when both are ASCII (no character can join its neighbours across the
    /// edit); nil otherwise (the caller joins the characters).
    func splicing(_ range: Range<Int>, with inserted: [Character]) -> String? {
        guard isASCII, range.upperBound <= split.count, inserted.allSatisfy(\.isASCII) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count - range.count + inserted.count)
        let utf8 = text.utf8
        bytes.append(contentsOf: utf8[utf8.startIndex..<utf8.index(utf8.startIndex, offsetBy: range.lowerBound)])
        for character in inserted { bytes.append(contentsOf: character.utf8) }
        bytes.append(contentsOf: utf8[utf8.index(utf8.startIndex, offsetBy: range.upperBound)...])
        return String(decoding: bytes, as: UTF8.self)
    }

    func keep(_ characters: [Character], of text: String) {
        self.text = text
        split = characters
        isASCII = text.utf8.count == characters.count
    }
}

extension TextEditing {
    /// The caret and selection in Unicode scalars (AT-SPI's offsets; an edited text counts
    /// characters), and a reader's edits: the whole text replaced, a range selected.
    @MainActor
    static func readerEditing(_ characters: [Character], state: TextEditing, text: Binding<String>, editing: Binding<TextEditing>) -> AccessibilityTextEditing {
        var offsets = [0]
        offsets.reserveCapacity(characters.count + 1)
        for character in characters { offsets.append(offsets[offsets.count - 1] + character.unicodeScalars.count) }
        let scalarOffsets = offsets
        return AccessibilityTextEditing(
            length: offsets[offsets.count - 1], caret: offsets[state.caret], selection: offsets[state.selection.lowerBound]..<offsets[state.selection.upperBound],
            replace: { new in
                text.wrappedValue = new
                let end = new.count
                editing.wrappedValue.caret = end
                editing.wrappedValue.anchor = end
            },
            select: { range in
                // A scalar offset inside a character counts as the character's start.
                func index(_ offset: Int) -> Int { (scalarOffsets.lastIndex { $0 <= offset } ?? 0) }
                editing.wrappedValue.anchor = index(range.lowerBound)
                editing.wrappedValue.caret = index(range.upperBound)
            })
    }
}
