import TintViews

/// A menu behind an icon in the desktop's status area, as SwiftUI's `MenuBarExtra`. Tint does
/// not yet publish a status icon (StatusNotifierItem over D-Bus): at launch the desktop app
/// says so once with a warning, and the scene adds no window.
public struct MenuBarExtra<Label: View, Content: View>: Scene, PrimitiveScene {
    let title: String
    let isInserted: Binding<Bool>?
    let content: Content
    let label: Label

    public var body: Never { fatalError("MenuBarExtra has no body") }

    func appendDefinitions(to list: inout SceneList) {
        guard isInserted?.wrappedValue ?? true else { return }
        let content = self.content
        list.definitions.append(SceneDefinition(kind: .menuBarExtra, id: nil, title: title, content: { _ in AnyView(content) }))
    }

    /// A status item drawn by `label`, opening `content`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        let label = label()
        title = _MenuItem.title(of: label)
        isInserted = nil
        self.content = content()
        self.label = label
    }

    /// The same, shown while `isInserted` is true.
    public init(isInserted: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        let label = label()
        title = _MenuItem.title(of: label)
        self.isInserted = isInserted
        self.content = content()
        self.label = label
    }
}

extension MenuBarExtra where Label == TintViews.Label<Text, Image> {
    /// A status item of a system symbol, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TintViews.Label(title, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isInserted: isInserted, content: content) { TintViews.Label(title, systemImage: systemImage) }
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TintViews.Label(titleKey._text, systemImage: systemImage) }
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isInserted: isInserted, content: content) { TintViews.Label(titleKey._text, systemImage: systemImage) }
    }
}

extension MenuBarExtra where Label == Text {
    /// A status item showing `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
