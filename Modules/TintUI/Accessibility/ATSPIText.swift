import Foundation
import TintBoxes
import TintRender
internal import TintDBus

/// AT-SPI's Text and EditableText for the elements that show a text: a label's or a heading's
/// (its name), a field's (its value; a password field's as bullets). Offsets count Unicode
/// scalars, as AT-SPI's do; words, sentences, lines and paragraphs are found in the text itself.
extension ATSPIServer {
    /// The text a reader reads through the Text interface, if the element has one.
    static func textContent(of element: AccessibilityElement) -> String? {
        switch element.role {
        case .text: element.value ?? ""
        case .passwordText: String(repeating: "•", count: element.textEditing?.length ?? 0)
        case .label, .heading, .link: element.name
        default: nil
        }
    }

    func text(_ message: DBusMessage, entry: Target) -> DBusReply? {
        guard let text = Self.textContent(of: entry.element) else { return .unknownMethod(message) }
        let scalars = Array(text.unicodeScalars)
        let count = scalars.count
        func argument(_ index: Int) -> Int? { message.arguments.count > index ? message.arguments[index].number.map { Int($0) } : nil }
        func clamp(_ offset: Int) -> Int { Swift.max(0, Swift.min(count, offset)) }
        func slice(_ start: Int, _ end: Int) -> String {
            let from = clamp(start), to = end < 0 ? count : clamp(end)
            guard from < to else { return "" }
            var result = String.UnicodeScalarView()
            result.append(contentsOf: scalars[from..<to])
            return String(result)
        }
        let editing = entry.element.textEditing
        switch message.member {
        case "GetText": return .values([.string(slice(argument(0) ?? 0, argument(1) ?? -1))])
        case "GetCharacterAtOffset":
            let offset = argument(0) ?? -1
            return .values([.int32(offset >= 0 && offset < count ? Int32(scalars[offset].value) : 0)])
        case "GetStringAtOffset":
            let range = Self.unit(of: scalars, at: clamp(argument(0) ?? 0), granularity: argument(1) ?? 0)
            return .values([.string(slice(range.lowerBound, range.upperBound)), .int32(Int32(range.lowerBound)), .int32(Int32(range.upperBound))])
        case "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            // The older boundaries: 0 a character, 1-2 a word, 3-4 a sentence, 5-6 a line.
            let granularity = [0, 1, 1, 2, 2, 3, 3][Swift.max(0, Swift.min(6, argument(1) ?? 0))]
            var offset = clamp(argument(0) ?? 0)
            var range = Self.unit(of: scalars, at: offset, granularity: granularity)
            if message.member == "GetTextBeforeOffset" {
                offset = range.lowerBound - 1
                range = offset >= 0 ? Self.unit(of: scalars, at: offset, granularity: granularity) : 0..<0
            } else if message.member == "GetTextAfterOffset" {
                offset = range.upperBound
                range = offset < count ? Self.unit(of: scalars, at: offset, granularity: granularity) : count..<count
            }
            return .values([.string(slice(range.lowerBound, range.upperBound)), .int32(Int32(range.lowerBound)), .int32(Int32(range.upperBound))])
        case "GetNSelections":
            return .values([.int32(editing.map { $0.selection.isEmpty ? 0 : 1 } ?? 0)])
        case "GetSelection":
            guard let selection = editing?.selection, !selection.isEmpty, argument(0) == 0 else { return .values([.int32(0), .int32(0)]) }
            return .values([.int32(Int32(selection.lowerBound)), .int32(Int32(selection.upperBound))])
        case "SetSelection", "AddSelection":
            let first = message.member == "SetSelection" ? 1 : 0
            guard let editing, entry.element.isEnabled, let start = argument(first), let end = argument(first + 1) else { return .values([.boolean(false)]) }
            editing.select(clamp(Swift.min(start, end))..<clamp(Swift.max(start, end)))
            return .values([.boolean(true)])
        case "RemoveSelection":
            guard let editing, entry.element.isEnabled else { return .values([.boolean(false)]) }
            editing.select(editing.caret..<editing.caret)
            return .values([.boolean(true)])
        case "SetCaretOffset":
            guard let editing, entry.element.isEnabled, let offset = argument(0) else { return .values([.boolean(false)]) }
            editing.select(clamp(offset)..<clamp(offset))
            return .values([.boolean(true)])
        case "GetAttributes", "GetAttributeRun":
            return .values([Self.stringMap([:]), .int32(0), .int32(Int32(count))])
        case "GetDefaultAttributes", "GetDefaultAttributeSet":
            return .values([Self.stringMap([:])])
        case "GetCharacterExtents", "GetRangeExtents":
            // Where the element is: the text's own glyphs are not placed here.
            let box = extents(of: entry, coordinates: Int(message.arguments.last?.number ?? 0))
            return .values([.int32(box.x), .int32(box.y), .int32(box.width), .int32(box.height)])
        case "GetOffsetAtPoint": return .values([.int32(-1)])
        case "GetBoundedRanges": return .values([.array(element: "(iisv)", [])])
        case "ScrollSubstringTo", "ScrollSubstringToPoint": return .values([.boolean(false)])
        default: return .unknownMethod(message)
        }
    }

    func editableText(_ message: DBusMessage, entry: Target) -> DBusReply? {
        guard let editing = entry.element.textEditing, let text = Self.textContent(of: entry.element) else { return .unknownMethod(message) }
        guard entry.element.isEnabled else { return .values([.boolean(false)]) }
        var scalars = Array(text.unicodeScalars)
        func argument(_ index: Int) -> Int? { message.arguments.count > index ? message.arguments[index].number.map { Int($0) } : nil }
        func clamp(_ offset: Int) -> Int { Swift.max(0, Swift.min(scalars.count, offset)) }
        func string(_ list: [Unicode.Scalar]) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: list)
            return String(view)
        }
        switch message.member {
        case "SetTextContents":
            guard let new = message.arguments.first?.string else { return .values([.boolean(false)]) }
            editing.replace(new)
        case "InsertText":
            guard let position = argument(0), message.arguments.count > 1, let inserted = message.arguments[1].string else { return .values([.boolean(false)]) }
            let length = argument(2).map { Swift.max(0, $0) } ?? inserted.unicodeScalars.count
            scalars.insert(contentsOf: inserted.unicodeScalars.prefix(length), at: clamp(position))
            editing.replace(string(scalars))
        case "DeleteText", "CutText":
            guard let start = argument(0), let end = argument(1) else { return .values([.boolean(false)]) }
            let range = clamp(Swift.min(start, end))..<clamp(Swift.max(start, end))
            if message.member == "CutText", entry.element.role != .passwordText {
                entry.window.copy(string(Array(scalars[range])))
            }
            scalars.removeSubrange(range)
            editing.replace(string(scalars))
        case "CopyText":
            guard let start = argument(0), let end = argument(1), entry.element.role != .passwordText else { return .values([]) }
            entry.window.copy(string(Array(scalars[clamp(Swift.min(start, end))..<clamp(Swift.max(start, end))])))
            return .values([])
        case "PasteText":
            guard let position = argument(0), let pasted = entry.window.paste() else { return .values([.boolean(false)]) }
            scalars.insert(contentsOf: pasted.unicodeScalars, at: clamp(position))
            editing.replace(string(scalars))
        default: return .unknownMethod(message)
        }
        return .values([.boolean(true)])
    }

    /// The unit around `offset`: 0 the character, 1 the word (with the spaces after it), 2 the
    /// sentence, 3 the line, 4 the paragraph (lines and paragraphs are the same here: a field's
    /// text breaks only where it holds a line break).
    static func unit(of scalars: [Unicode.Scalar], at offset: Int, granularity: Int) -> Range<Int> {
        let count = scalars.count
        guard offset < count else { return count..<count }
        switch granularity {
        case 0: return offset..<(offset + 1)
        case 1:
            func isWord(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" }
            var start = offset, end = offset
            if isWord(scalars[offset]) {
                while start > 0, isWord(scalars[start - 1]) { start -= 1 }
                while end < count, isWord(scalars[end]) { end += 1 }
            } else {
                end += 1
            }
            while end < count, !isWord(scalars[end]), scalars[end] != "\n" { end += 1 }
            return start..<end
        case 2:
            var start = offset, end = offset
            while start > 0, !".!?\n".unicodeScalars.contains(scalars[start - 1]) { start -= 1 }
            while start < offset, scalars[start] == " " { start += 1 }
            while end < count, !".!?\n".unicodeScalars.contains(scalars[end]) { end += 1 }
            if end < count { end += 1 }
            while end < count, scalars[end] == " " { end += 1 }
            return start..<end
        default:
            var start = offset, end = offset
            while start > 0, scalars[start - 1] != "\n" { start -= 1 }
            while end < count, scalars[end] != "\n" { end += 1 }
            if end < count { end += 1 }
            return start..<end
        }
    }

    /// TextChanged for a field's text (what was deleted, then what was inserted, between the
    /// common start and end), and caret and selection events, as GTK sends them.
    func tellText(from old: AccessibilityElement, to new: AccessibilityElement, path: String) {
        guard new.role == .text || new.role == .passwordText else { return }
        let before = Array((Self.textContent(of: old) ?? "").unicodeScalars), after = Array((Self.textContent(of: new) ?? "").unicodeScalars)
        if before != after {
            var prefix = 0
            while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < before.count - prefix, suffix < after.count - prefix,
                  before[before.count - 1 - suffix] == after[after.count - 1 - suffix] { suffix += 1 }
            func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
                var view = String.UnicodeScalarView()
                view.append(contentsOf: scalars)
                return String(view)
            }
            let deleted = before[prefix..<(before.count - suffix)], inserted = after[prefix..<(after.count - suffix)]
            if !deleted.isEmpty {
                emit(path, "TextChanged", "delete", detail: Int32(prefix), detail2: Int32(deleted.count), data: .string(text(deleted)))
            }
            if !inserted.isEmpty {
                emit(path, "TextChanged", "insert", detail: Int32(prefix), detail2: Int32(inserted.count), data: .string(text(inserted)))
            }
        }
        if let caret = new.textEditing?.caret, caret != old.textEditing?.caret {
            emit(path, "TextCaretMoved", "", detail: Int32(caret), data: .int32(0))
        }
        if new.textEditing?.selection != old.textEditing?.selection, !((new.textEditing?.selection.isEmpty ?? true) && (old.textEditing?.selection.isEmpty ?? true)) {
            emit(path, "TextSelectionChanged", "", data: .string(""))
        }
    }
}
