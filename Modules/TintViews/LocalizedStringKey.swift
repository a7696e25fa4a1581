import Foundation

/// A string literal as SwiftUI's views take it, as SwiftUI's `LocalizedStringKey`: Tint does
/// not localize, but keeps SwiftUI's interpolations (`specifier:`, `format:`, other `Text`s), so
/// `Text("\(ratio, specifier: "%.1f") %")` shows what it shows on a Mac.
///
/// Literals choose this over `StringProtocol` (the string forms are disfavoured, as in SwiftUI).
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text shown, markdown markup removed. Public only for the markdown fuzzer, a package
    /// of its own (Fuzz/), which checks that markup never adds characters.
    public let _text: String
    /// The styled pieces, when markdown (`**bold**`) or interpolated `Text`s style the key;
    /// nil for plain text, the common case.
    package let _pieces: [Text]?

    public init(_ value: String) {
        (_text, _pieces) = LocalizedStringKey.parsed([.literal(value)])
    }

    public init(stringLiteral value: String) {
        // Most literals hold no markup: no parts to build.
        guard InlineMarkdown.mayHoldMarkup(value) else {
            _text = value
            _pieces = nil
            return
        }
        (_text, _pieces) = LocalizedStringKey.parsed([.literal(value)])
    }

    public init(stringInterpolation: StringInterpolation) {
        guard let parts = stringInterpolation.parts else {
            _text = stringInterpolation.text
            _pieces = nil
            return
        }
        (_text, _pieces) = LocalizedStringKey.parsed(parts)
    }

    /// The text shown and its styled pieces: literal text is read as markdown
    /// (`InlineMarkdown`); values are shown as they are.
    private static func parsed(_ parts: [StringInterpolation.Part]) -> (String, [Text]?) {
        var markup = false
        for part in parts {
            switch part {
            case .literal(let literal): markup = markup || InlineMarkdown.mayHoldMarkup(literal)
            case .text(let text): markup = markup || text._runs != nil || text != Text(verbatim: text.content)
            case .value: break
            }
        }
        guard markup else {
            var text = ""
            for part in parts {
                switch part {
                case .literal(let string), .value(let string): text += string
                case .text(let piece): text += piece.content
                }
            }
            return (text, nil)
        }
        var atoms: [InlineMarkdown.Atom] = []
        for part in parts {
            switch part {
            case .literal(let literal): for character in literal { atoms.append(.character(character)) }
            case .value(let value): atoms.append(.value(Text(verbatim: value)))
            case .text(let text): atoms.append(.value(text))
            }
        }
        let pieces = InlineMarkdown.pieces(of: atoms)
        // Markup that styled nothing (an escape, an underscore inside a word) leaves plain text.
        let plain = pieces.allSatisfy { $0 == Text(verbatim: $0.content) }
        return (pieces.map(\.content).joined(), plain ? nil : pieces)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(_text)
    }

    /// Builds the text of an interpolated literal.
    ///
    /// Most keys hold no markup (`"\(count) items"`): their pieces are joined into one string as
    /// they come, with no list of parts. The parts are kept only from the first piece that may
    /// style the text (a literal with markup characters, a styled `Text`); what came before is
    /// then one value. That is exact: markup reads only literal characters, and a literal
    /// following plain pieces follows a value (the compiler joins neighbouring literal text),
    /// which the flanking rules read as a letter whether it is one value or several.
    public struct StringInterpolation: StringInterpolationProtocol {
        /// A piece of the literal: text written in it (read as markdown), a value's text
        /// (shown as it is), or a `Text` (keeping its style).
        enum Part {
            case literal(String)
            case value(String)
            case text(Text)
        }

        /// The text so far while no piece may style it.
        var text = ""
        /// Every piece, from the first that may style the text on; nil before.
        var parts: [Part]?

        public init(literalCapacity: Int, interpolationCount: Int) {}

        private mutating func appendValue(_ string: String) {
            if parts == nil { text += string } else { parts!.append(.value(string)) }
        }

        private mutating func appendStyling(_ part: Part) {
            if parts == nil { parts = text.isEmpty ? [] : [.value(text)] }
            parts!.append(part)
        }

        public mutating func appendLiteral(_ literal: String) {
            if parts == nil, !InlineMarkdown.mayHoldMarkup(literal) { text += literal } else { appendStyling(.literal(literal)) }
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            appendValue(String(describing: value))
        }

        /// An integer as `%lld` shows it, without the dynamic casts of `String(describing:)`.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            appendValue(value.description)
        }

        public mutating func appendInterpolation(_ string: String) {
            appendValue(string)
        }

        /// A number formatted with a `printf` specifier (`"%.1f"`, `"%d"`).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            appendValue(String(format: specifier, value))
        }

        /// A value formatted by a format style (`.number`, `.percent`, dates).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            appendValue(format.format(input))
        }

        /// An image (a system symbol) inside the text, as `Text(_: Image)` draws it.
        public mutating func appendInterpolation(_ image: Image) {
            appendStyling(.text(Text(image)))
        }

        /// A date in a style, kept current as `Text(_:style:)` is.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            appendStyling(.text(Text(date, style: style)))
        }

        /// A value as `formatter` writes it.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
            appendValue(Text(subject, formatter: formatter).content)
        }

        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
            appendValue(Text(subject, formatter: formatter).content)
        }

        /// A `Date` or `Decimal` as `formatter` writes it (not `ReferenceConvertible` on Linux).
        @_disfavoredOverload
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter) {
            appendValue(Text(subject, formatter: formatter).content)
        }

        /// Another text, in its own style.
        public mutating func appendInterpolation(_ text: Text) {
            if text._runs == nil, text == Text(verbatim: text.content) { appendValue(text.content) } else { appendStyling(.text(text)) }
        }
    }
}

extension Text {
    /// Shows `key`'s text (with its interpolations formatted; Tint does not localize).
    /// Markdown in the literal styles its pieces, as in SwiftUI.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(verbatim: key._text)
        _runs = key._pieces
    }

    /// `input` formatted by `format`, as SwiftUI's `Text(_:format:)`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }
}

// The key forms of the views and modifiers real code calls with interpolated literals; each
// shows the key's text. The string forms beside them are disfavoured, as in SwiftUI.

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) })
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(titleKey) })
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) })
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(titleKey) })
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(titleKey._text, value: value)
    }
}

extension View {
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }
}
