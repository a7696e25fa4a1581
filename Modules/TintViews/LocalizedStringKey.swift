import Foundation

/// A string literal as SwiftUI's views take it, as SwiftUI's `LocalizedStringKey`: Tint does
/// not localize, but keeps SwiftUI's interpolations (`specifier:`, `format:`, other `Text`s), so
/// `Text("\(ratio, specifier: "%.1f") %")` shows what it shows on a Mac.
///
/// Literals choose this over `StringProtocol` (the string forms are disfavoured, as in SwiftUI).
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text shown.
    public let _text: String

    public init(_ value: String) {
        _text = value
    }

    public init(stringLiteral value: String) {
        _text = value
    }

    public init(stringInterpolation: StringInterpolation) {
        _text = stringInterpolation.text
    }

    /// Builds the text of an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            text += String(describing: value)
        }

        public mutating func appendInterpolation(_ string: String) {
            text += string
        }

        /// A number formatted with a `printf` specifier (`"%.1f"`, `"%d"`).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            text += String(format: specifier, value)
        }

        /// A value formatted by a format style (`.number`, `.percent`, dates).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            text += format.format(input)
        }

        /// Another text's characters.
        public mutating func appendInterpolation(_ text: Text) {
            self.text += text.content
        }
    }
}

extension Text {
    /// Shows `key`'s text (with its interpolations formatted; Tint does not localize).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(verbatim: key._text)
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
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, _BoardPostModifier<Text>> {
        navigationTitle(Text(titleKey))
    }
}
