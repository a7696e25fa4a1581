/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`: a triangle before
/// the label turns when clicked, and the content shows indented below.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var ownExpanded = false

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    public var body: some View {
        let expanded = isExpanded?.wrappedValue ?? ownExpanded
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 6) {
                Text(expanded ? "▾" : "▸").foregroundColor(.secondary).frame(width: 10)
                label
            }
            .onTapGesture {
                if let isExpanded { isExpanded.wrappedValue.toggle() } else { ownExpanded.toggle() }
            }
            if expanded {
                content.padding(.leading, 16)
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    /// A group titled `title`, expanded while `isExpanded` is true.
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
}
