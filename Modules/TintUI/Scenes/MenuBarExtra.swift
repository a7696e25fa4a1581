import Foundation
import TintViews

/// A menu behind an icon in the desktop's status area, as SwiftUI's `MenuBarExtra`: on the
/// desktop a StatusNotifierItem whose icon is the label drawn by Tint and whose menu is the
/// content's buttons, toggles, dividers and menus (`StatusNotifierItem`); where the desktop
/// has no status area, a warning. The scene adds no window, and an app of status items only
/// runs without one.
public struct MenuBarExtra<Label: View, Content: View>: Scene, PrimitiveScene {
    let title: String
    let isInserted: Binding<Bool>?
    let content: Content
    let label: Label

    public var body: Never { fatalError("MenuBarExtra has no body") }

    func appendDefinitions(to list: inout SceneList) {
        guard isInserted?.wrappedValue ?? true else { return }
        let content = self.content, label = self.label
        var definition = SceneDefinition(kind: .menuBarExtra, id: nil, title: title, content: { _ in AnyView(content) })
        definition.menuItems = { _MenuItem.items(of: content) }
        definition.statusIcon = { size, scale in
            // A pixmap does not follow the panel's colours: drawn in the desktop's scheme,
            // white on a dark desktop, as most panels are then.
            let renderer = ImageRenderer(content: label.labelStyle(.iconOnly).frame(width: size, height: size)
                .environment(\.colorScheme, SystemAppearance.colorScheme()))
            renderer.scale = scale
            return renderer.cgImage
        }
        list.definitions.append(definition)
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
