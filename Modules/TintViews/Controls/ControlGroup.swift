/// Controls joined into one bezel, as SwiftUI's `ControlGroup` on macOS: its buttons side by
/// side, borderless, with a hairline between each. The label names the group where it is
/// collapsed into a menu; laid out in a window, the group shows its controls alone, as macOS's
/// does.
public struct ControlGroup<Content: View>: View {
    var content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        let items = (content as? any LabeledControls)?.controlItems ?? _ViewList(content).items
        return HStack(spacing: 0) {
            ForEach(Array(items.enumerated()), id: \.element.id) { offset, item in
                if offset > 0 {
                    Rectangle().fill(Color._controlBorder).frame(width: 1).padding(.vertical, 4)
                }
                item.view
                    .padding(.horizontal, 8)
                    .padding(.vertical, 3)
            }
        }
        .buttonStyle(.borderless)
        .fixedSize()
        .background(RoundedRectangle(cornerRadius: 5).fill(Color._controlBackground))
        .overlay(RoundedRectangle(cornerRadius: 5).stroke(Color._controlBorder, lineWidth: 1))
    }
}

/// A control group's content with its label, as SwiftUI's `LabeledControlGroupContent`.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    var content: Content
    var label: Label

    public var body: some View { content }
}

/// What a control group reads of labeled content: the controls, without the label.
@MainActor
private protocol LabeledControls {
    var controlItems: [_ViewListItem] { get }
}

extension LabeledControlGroupContent: LabeledControls {
    var controlItems: [_ViewListItem] { _ViewList(content).items }
}

extension ControlGroup {
    /// A group of `content` named by `label`.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L) where Content == LabeledControlGroupContent<C, L> {
        self.init(content: { LabeledControlGroupContent(content: content(), label: label()) })
    }

    /// A group of `content` named `titleKey`.
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A group of `content` named `title`, not localized.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content, label: { Text(title) })
    }

    /// A group of `content` named `titleKey`, with the system symbol `systemImage`.
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content, label: { Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) })
    }
}
