/// A text field whose characters show as bullets, as SwiftUI's `SecureField`: it edits like a
/// `TextField`, but copying and cutting give nothing.
public struct SecureField<Label: View>: View {
    let title: String
    @Binding var text: String

    public var body: some View {
        TextField(title, text: $text, isSecure: true, onSubmit: {})
    }
}

extension SecureField where Label == Text {
    /// A secure field with `title` as its placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        _text = text
    }

    /// A secure field with `title`; the prompt, when given, is the placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.title = prompt?.content ?? String(title)
        _text = text
    }
}

extension SecureField {
    /// A secure field labelled by a view: a `Text` label is the placeholder when there is no
    /// prompt.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        title = prompt?.content ?? (label() as? Text)?.content ?? ""
        _text = text
    }
}
