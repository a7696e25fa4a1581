/// Content grouped on a rounded panel, with an optional label above it, as SwiftUI's
/// `GroupBox` on macOS: the label in the headline font at the panel's leading edge, the
/// content inside the panel, padded.
public struct GroupBox<Label: View, Content: View>: View {
    var label: Label
    var content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            label
                .font(.headline)
            VStack(alignment: .leading, spacing: 8) {
                content
            }
            .padding(10)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color._groupBoxFill))
            .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color._separator, lineWidth: 1))
        }
    }
}

extension GroupBox where Label == EmptyView {
    /// A panel with no label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// A panel under the title `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A panel under the title `title`, not localized.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}
