import TintBoxes

/// A button that opens a menu of actions, as SwiftUI's `Menu`: clicking it shows its content
/// (buttons, dividers, nested menus) as a popup where it was clicked; choosing an item runs it
/// and closes the menu, as do Escape and a click outside. With a `primaryAction`, a click on the
/// label runs that action and the menu opens from the indicator beside it, as macOS's pull-down
/// button with a primary action does.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    var primaryAction: (@MainActor () -> Void)?
    @State private var isOpen = false
    @Environment(\._menuStyle) private var style
    @Environment(\._menuIndicator) private var indicator

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A menu whose label runs `primaryAction` when clicked; the menu opens from its indicator.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content, label: label)
        self.primaryAction = primaryAction
    }

    @ViewBuilder public var body: some View {
        if let custom = style.custom {
            custom.make(MenuStyleConfiguration(label: _StyleContent(label), content: _StyleContent(content), primaryAction: primaryAction))
                .environment(\._menuStyle, _StyleChoice())
        } else {
            button
                .modifier(_MenuButtonLook(look: _MenuLook(rawValue: style.variant) ?? .automatic))
                .modifier(_MenuPresenter(isOpen: $isOpen, content: content))
        }
    }

    /// The indicator shows unless hidden; a menu with a primary action keeps it (it is how the
    /// menu opens), as on macOS.
    private var showsIndicator: Bool { indicator != .hidden || primaryAction != nil }

    @ViewBuilder private var button: some View {
        if let primaryAction {
            HStack(spacing: 0) {
                Button(action: primaryAction) { label }
                Button(action: { isOpen = true }) { Text("▾").font(.caption) }
                    .accessibilityIdentifier("menu-indicator")
                    .accessibilityLabel("Show Menu")
                    ._accessibility { $0.attributes["haspopup"] = "menu" }
            }
        } else {
            Button(action: { isOpen = true }) {
                HStack(spacing: 4) {
                    label
                    if showsIndicator { Text("▾").font(.caption).accessibilityHidden(true) }
                }
            }
            ._accessibility { $0.attributes["haspopup"] = "menu" }
        }
    }
}

extension Menu where Label == Text {
    /// A menu titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    /// A menu titled `title` whose title runs `primaryAction` when clicked.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == TintViews.Label<Text, Image> {
    /// A menu titled `title` with the system symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { TintViews.Label(title, systemImage: systemImage) })
    }

    /// The same, whose label runs `primaryAction` when clicked.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content,
                                   primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content, label: { TintViews.Label(title, systemImage: systemImage) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu of a configuration, in a style's `makeBody`: drawn the built-in way.
    public init(_ configuration: MenuStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
        primaryAction = configuration.primaryAction
    }
}

/// A menu's button drawn in its style's look.
struct _MenuButtonLook: ViewModifier {
    let look: _MenuLook

    @ViewBuilder func body(content: Content) -> some View {
        switch look {
        case .automatic: content
        case .bordered: content.buttonStyle(.bordered)
        case .borderless: content.buttonStyle(.borderless)
        }
    }
}

/// The built-in menu looks, as a `_StyleChoice`'s variant.
enum _MenuLook: Int {
    /// The buttons' look around it (`.automatic`: a push button in a window, borderless in a
    /// toolbar that makes its buttons so).
    case automatic
    /// A push button (`.button`, `.borderedButton`).
    case bordered
    /// The label and indicator without a bezel (`.borderlessButton`).
    case borderless
}

/// How menus draw, as SwiftUI's `MenuStyle`: a built-in look, or an app's whose `makeBody`
/// wraps `Menu(configuration)`.
@MainActor @preconcurrency
public protocol MenuStyle {
    associatedtype Body: View = Never
    typealias Configuration = MenuStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The style, as the environment carries it.
    var _choice: _StyleChoice<MenuStyleConfiguration> { get }
}

extension MenuStyle where Body == Never {
    public func makeBody(configuration: Configuration) -> Never {
        fatalError("\(Self.self) is a built-in menu style; Tint draws it without makeBody")
    }
}

extension MenuStyle {
    public var _choice: _StyleChoice<MenuStyleConfiguration> {
        _StyleChoice(custom: _AnyStyle(self) { style, configuration in AnyView(style.makeBody(configuration: configuration)) })
    }
}

/// What a `MenuStyle` draws from, as SwiftUI's `MenuStyleConfiguration`: opaque, handed to
/// `Menu(configuration)`.
public struct MenuStyleConfiguration {
    public typealias Label = _StyleContent
    public typealias Content = _StyleContent
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?
}

/// The platform's menu, as SwiftUI's `DefaultMenuStyle`: a push button.
public struct DefaultMenuStyle: MenuStyle {
    public init() {}
    public var _choice: _StyleChoice<MenuStyleConfiguration> { _StyleChoice(variant: _MenuLook.automatic.rawValue) }
}
/// A menu drawn as a push button, as SwiftUI's `ButtonMenuStyle`.
public struct ButtonMenuStyle: MenuStyle {
    public init() {}
    public var _choice: _StyleChoice<MenuStyleConfiguration> { _StyleChoice(variant: _MenuLook.bordered.rawValue) }
}
/// A menu drawn as its label without a bezel, as SwiftUI's `BorderlessButtonMenuStyle`.
public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
    public var _choice: _StyleChoice<MenuStyleConfiguration> { _StyleChoice(variant: _MenuLook.borderless.rawValue) }
}
/// A menu drawn as a push button, as SwiftUI's `BorderedButtonMenuStyle`.
public struct BorderedButtonMenuStyle: MenuStyle {
    public init() {}
    public var _choice: _StyleChoice<MenuStyleConfiguration> { _StyleChoice(variant: _MenuLook.bordered.rawValue) }
}

extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { .init() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { .init() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle { public static var borderlessButton: BorderlessButtonMenuStyle { .init() } }
extension MenuStyle where Self == BorderedButtonMenuStyle { public static var borderedButton: BorderedButtonMenuStyle { .init() } }

private struct MenuStyleKey: EnvironmentKey {
    static let defaultValue = _StyleChoice<MenuStyleConfiguration>()
}

private struct MenuIndicatorKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    package var _menuStyle: _StyleChoice<MenuStyleConfiguration> {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }

    package var _menuIndicator: Visibility {
        get { self[MenuIndicatorKey.self] }
        set { self[MenuIndicatorKey.self] = newValue }
    }
}

extension View {
    /// Sets how the menus here draw.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        environment(\._menuStyle, style._choice)
    }

    /// Shows or hides the indicator (the arrow) of the menus here; a menu with a primary action
    /// keeps it, as it opens from there.
    public func menuIndicator(_ visibility: Visibility) -> some View {
        environment(\._menuIndicator, visibility)
    }
}

/// Posts a menu's popup while `isOpen`.
struct _MenuPresenter<Content: View>: ViewModifier {
    @Binding var isOpen: Bool
    let content: Content
    /// A context menu's preview, shown over its items.
    var preview: AnyView? = nil

    func body(content view: Content_) -> some View {
        view.modifier(_BoardPostModifier(board: \._presentations, value: presentation))
    }

    typealias Content_ = _ViewModifier_Content<Self>

    private var presentation: _Presentation? {
        let preview = self.preview
        return _Presentation.layer(.popover(anchor: PointerLocation.lastClick), isPresented: $isOpen, id: "menu", buttonsClose: true) {
            VStack(alignment: .leading, spacing: 0) {
                if let preview {
                    preview.padding(8).accessibilityIdentifier("context-menu-preview")
                    Color._separator.frame(height: 1)
                }
                _MenuCard(content: content)
            }
        }
    }
}

/// A menu's items, one per row, as a macOS menu draws them.
struct _MenuCard<Content: View>: View {
    let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(_ViewList(content).items) { item in
                item.view
                    .buttonStyle(.plain)
                    .frame(minWidth: 160, alignment: .leading)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 4)
            }
        }
        .padding(.vertical, 4)
        // A reader's menu: the buttons in it are its items.
        ._accessibility { mark in
            mark.role = .menu
            mark.children = .contain
        }
    }
}

/// `.contextMenu`: a secondary click on the view runs `action`.
package struct _SecondaryClickModifier: ViewModifier, Equatable {
    public typealias Body = Never
    public let action: @MainActor () -> Void

    /// An action cannot be compared: a rebuilt one always replaces the old.
    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool { false }
}

/// `.contextMenu { }`: the menu opens at a secondary click on the view.
package struct _ContextMenuModifier<MenuItems: View>: ViewModifier {
    let items: MenuItems
    var preview: AnyView? = nil
    @State private var isOpen = false

    public func body(content: Content) -> some View {
        content
            .modifier(_SecondaryClickModifier { isOpen = true })
            .modifier(_MenuPresenter(isOpen: $isOpen, content: items, preview: preview))
    }
}

/// `.popover(isPresented:)`: a card under the view (over it when there is no room), over a
/// clear backdrop that closes it when clicked.
package struct _PopoverModifier<PopoverContent: View>: ViewModifier {
    @Binding var isPresented: Bool
    let popover: @MainActor () -> PopoverContent
    /// Where the view is in the window, as its last layout placed it.
    @State private var place = _PlaceHolder()

    public func body(content: Content) -> some View {
        let place = self.place
        return content
            .background(GeometryReader { proxy in
                let _ = place.frame = proxy.frame(in: .global)
                Color.clear
            })
            .modifier(_BoardPostModifier(board: \._presentations, value: presentation))
    }

    private var presentation: _Presentation? {
        // Attached to the view (under it, centred), as SwiftUI attaches a popover to its
        // view's bounds; where the click was only if the view was never laid out.
        _Presentation.layer(.popover(anchor: PointerLocation.lastClick, attachedTo: place.frame), isPresented: $isPresented, id: "popover", content: popover)
    }
}

/// A view's frame in the window, written as layout places it (not state: a new frame does not
/// run the view's body again).
@MainActor
final class _PlaceHolder {
    var frame: CGRect?
}

/// Where a popover points from, as SwiftUI's `PopoverAttachmentAnchor` (accepted; Tint opens
/// popovers where the click was).
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor)
    case point(UnitPoint)

    /// Where on a rectangle a popover attaches, as SwiftUI's `PopoverAttachmentAnchor.Anchor`.
    public enum Anchor: Sendable {
        case bounds
    }
}

extension View {
    /// Opens a menu of `menuItems` at a secondary (right) click on this view.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(_ContextMenuModifier(items: menuItems()))
    }

    /// Opens a menu of `menuItems` at a secondary click on this view, with `preview` shown over
    /// the items.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(_ContextMenuModifier(items: menuItems(), preview: AnyView(preview())))
    }

    /// Shows a popover with the content `content` makes for `item` while the binding holds one;
    /// dismissing it sets the binding to nil.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil, @ViewBuilder content: @escaping @MainActor (Item) -> Content) -> some View {
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        let current = item.wrappedValue
        return modifier(_PopoverModifier(isPresented: isPresented) {
            // A new item is a new popover (its state starts afresh).
            current.map { content($0).id($0.id) }
        })
    }

    /// Shows `content` in a popover while `isPresented` is true.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge = .top, @ViewBuilder content: @escaping @MainActor () -> Content) -> some View {
        modifier(_PopoverModifier(isPresented: isPresented, popover: content))
    }
}
