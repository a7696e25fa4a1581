import Foundation
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
    /// Told when the field takes (true) and loses (false) the focus (the deprecated
    /// `onEditingChanged:` form).
    var onEditingChanged: @MainActor (Bool) -> Void = { _ in }
    /// A field for a value (`value:format:`, `value:formatter:`): the text is the value
    /// formatted, edited as a draft, and parsed into the value when Return is pressed or the
    /// field loses the focus (a draft that does not parse leaves the value as it was).
    var formatting: Formatting?
    /// The axis the text grows along when it does not fit (`axis:`): `.vertical` wraps it and
    /// grows the field a line at a time, within the environment's line limits (`.lineLimit(1...3)`),
    /// and scrolls past them.
    var axis: Axis = .horizontal
    @State private var draft: String?
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

    /// A field whose placeholder is `prompt` (the title when there is none).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(prompt?.content ?? String(title), text: text, isSecure: false, onSubmit: {})
    }

    /// A field labelled by a view: a `Text` label is the placeholder when there is no prompt.
    public init<L: View>(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> L) {
        self.init(prompt?.content ?? (label() as? Text)?.content ?? "", text: text, isSecure: false, onSubmit: {})
    }

    /// A field that grows along `axis` (`.vertical`: a line at a time as its text wraps).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(String(title), text: text, isSecure: false, onSubmit: {})
        self.axis = axis
    }

    /// The same, with `prompt` as its placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(prompt?.content ?? String(title), text: text, isSecure: false, onSubmit: {})
        self.axis = axis
    }

    /// The same, labelled by a view.
    public init<L: View>(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> L) {
        self.init(prompt?.content ?? (label() as? Text)?.content ?? "", text: text, isSecure: false, onSubmit: {})
        self.axis = axis
    }

    /// The deprecated form that still fills real code: `onEditingChanged` is told when the
    /// field takes and loses the focus, `onCommit` when Return is pressed.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
                                   onCommit: @escaping @MainActor () -> Void = {}) {
        self.init(String(title), text: text, isSecure: false, onSubmit: onCommit)
        self.onEditingChanged = onEditingChanged
    }

    /// A field for a value shown in `format` (`.number`, `.currency(code:)`): parsed back when
    /// Return is pressed or the field loses the focus.
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(prompt?.content ?? String(title), text: .constant(""), isSecure: false, onSubmit: {})
        formatting = Formatting(display: { format.format(value.wrappedValue) }, commit: { draft in
            guard let parsed = try? format.parseStrategy.parse(draft) else { return false }
            value.wrappedValue = parsed
            return true
        })
    }

    /// A field for a value shown by a `Formatter` (the older form); a `NumberFormatter` or a
    /// `DateFormatter` parses the draft back.
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(prompt?.content ?? String(title), text: .constant(""), isSecure: false, onSubmit: {})
        formatting = Formatting(display: { formatter.string(for: value.wrappedValue) ?? "" }, commit: { draft in
            // Foundation on Linux parses through the formatter kinds, not `getObjectValue`.
            let object: Any? = switch formatter {
            case let numbers as NumberFormatter: numbers.number(from: draft)
            case let dates as DateFormatter: dates.date(from: draft)
            default: nil
            }
            if let parsed = object as? V {
                value.wrappedValue = parsed
                return true
            }
            // A number formatter gives an NSNumber: bridged to the value's numeric type.
            guard let number = object as? NSNumber else { return false }
            let converted: Any? = switch V.self {
            case is Int.Type: number.intValue
            case is Double.Type: number.doubleValue
            case is Float.Type: number.floatValue
            case is CGFloat.Type: CGFloat(number.doubleValue)
            case is Int64.Type: number.int64Value
            case is Decimal.Type: number.decimalValue
            default: nil
            }
            guard let converted = converted as? V else { return false }
            value.wrappedValue = converted
            return true
        })
    }

    /// How a value field shows and parses its value.
    struct Formatting {
        let display: @MainActor () -> String
        /// Parses the draft into the value; false when it does not parse.
        let commit: @MainActor (String) -> Bool
    }

    /// The text the field edits: the bound string, or a value field's draft (its formatted
    /// value until edited).
    private var editedText: Binding<String> {
        guard let formatting else { return $text }
        let draft = $draft
        return Binding(get: { draft.wrappedValue ?? formatting.display() }, set: { draft.wrappedValue = $0 })
    }

    /// A value field's draft parsed into the value, and the field showing the value again.
    private func commitDraft() {
        guard let formatting, let current = draft else { return }
        _ = formatting.commit(current)
        draft = nil
    }

    init(_ placeholder: String, text: Binding<String>, isSecure: Bool, onSubmit: @escaping @MainActor () -> Void) {
        self.placeholder = placeholder
        _text = text
        self.isSecure = isSecure
        self.onSubmit = onSubmit
    }

    public var body: some View {
        let text = formatting == nil ? self.text : (draft ?? formatting?.display() ?? "")
        let characters = isSecure ? Array(repeating: Character("•"), count: text.count) : split.characters(of: text)
        let state = editing.clamped(to: characters.count)
        return Group {
            if axis == .vertical && !isSecure {
                growingLines(characters, state: state)
            } else {
                oneLine(characters, state: state)
            }
        }
        .frame(minWidth: 60, idealWidth: 180, maxWidth: .infinity, minHeight: 22)
        .background(style == .plain ? Color.clear : Color._textBackground)
        .border(style == .plain ? Color.clear : state.focused ? tint ?? .accentColor : Color._fieldBorder, width: state.focused ? 2 : 1)
        ._textInput { event in handle(event) }
        ._accessibility { mark in
            mark.role = isSecure ? .passwordText : .text
            mark.children = .ignore
            mark.isEditable = true
            mark.label = placeholder.isEmpty ? nil : placeholder
            // A secure field's text is never read out.
            mark.value = isSecure ? "" : text
            mark.textEditing = TextEditing.readerEditing(characters, state: state, text: editedText, editing: $editing)
        }
    }

    /// A vertical field's text: wrapped at the field's width, the field as tall as its lines
    /// within the environment's line limits (a hidden copy of the text, limited as a `Text`
    /// is, sizes it), and scrolling when the text is taller than the most lines.
    private func growingLines(_ characters: [Character], state: TextEditing) -> some View {
        let sizing = characters.isEmpty ? placeholder : String(characters)
        return Text(verbatim: sizing.isEmpty ? " " : sizing)
            .hidden()
            .frame(maxWidth: .infinity, alignment: .leading)
            .overlay(alignment: .topLeading) {
                ScrollView(.vertical) {
                    Group {
                        if characters.isEmpty && !state.focused && state.composing.isEmpty {
                            Text(placeholder).foregroundColor(Color._disabledText)
                        } else {
                            EditedLine(characters: characters[...], selection: state.selection, caret: state.caret, focused: state.focused,
                                       composing: state.composing)
                        }
                    }
                    .lineLimit(nil)
                    .environment(\.textOptions.minimumLines, nil)
                    .frame(maxWidth: .infinity, alignment: .leading)
                }
                .scrollIndicators(.hidden)
            }
            .padding(.horizontal, 6)
            .padding(.vertical, 3)
    }

    /// A horizontal field's one line, which never wraps, cut at the field's edge: in a stack
    /// beside a spacer the text was offered half the field (the less flexible child's share)
    /// and wrapped.
    private func oneLine(_ characters: [Character], state: TextEditing) -> some View {
        let range = state.selection
        return ZStack(alignment: .leading) {
            if characters.isEmpty && !state.focused && state.composing.isEmpty {
                Text(placeholder).foregroundColor(Color._disabledText)
            } else {
                let shown = TextField.shownRange(count: characters.count, caret: state.caret)
                EditedLine(characters: TextField.oneLine(characters)[shown], selection: range, caret: state.caret, focused: state.focused,
                           composing: state.composing)
            }
        }
        .fixedSize(horizontal: true, vertical: false)
        .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
        .clipped()
        .padding(.horizontal, 6)
    }

    /// A bound text's line breaks shown as spaces (one character each, so the caret and the
    /// selection still count the same): a one-line field shows one line.
    static func oneLine(_ characters: [Character]) -> [Character] {
        guard characters.contains(where: \.isNewline) else { return characters }
        return characters.map { $0.isNewline ? " " : $0 }
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
        let grows = axis == .vertical && !isSecure
        let outcome = TextEditing.handle(event, text: editedText, editing: $editing, characters: split, multiline: grows, secure: isSecure,
                                         returnSubmits: true, visual: visualStep)
        if case .focus(let isFocused) = event {
            if !isFocused { commitDraft() }
            onEditingChanged(isFocused)
        }
        if outcome.submitted {
            commitDraft()
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
