/// A button that opens a menu of actions, as SwiftUI's `Menu`: clicking it shows its content
/// (buttons, dividers, nested menus) as a popup where it was clicked; choosing an item runs it
/// and closes the menu, as do Escape and a click outside.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @State private var isOpen = false

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        Button(action: { isOpen = true }) {
            HStack(spacing: 4) {
                label
                Text("▾").font(.caption)
            }
        }
        .modifier(_MenuPresenter(isOpen: $isOpen, content: content))
    }
}

extension Menu where Label == Text {
    /// A menu titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

/// Posts a menu's popup while `isOpen`.
struct _MenuPresenter<Content: View>: ViewModifier {
    @Binding var isOpen: Bool
    let content: Content

    func body(content view: Content_) -> some View {
        view.modifier(_BoardPostModifier(board: \._presentations, value: presentation))
    }

    typealias Content_ = _ViewModifier_Content<Self>

    private var presentation: _Presentation? {
        _Presentation.layer(.popover(anchor: PointerLocation.lastClick), isPresented: $isOpen, id: "menu", buttonsClose: true) {
            _MenuCard(content: content)
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
    @State private var isOpen = false

    public func body(content: Content) -> some View {
        content
            .modifier(_SecondaryClickModifier { isOpen = true })
            .modifier(_MenuPresenter(isOpen: $isOpen, content: items))
    }
}

/// `.popover(isPresented:)`: a card near where the last click went down, over a clear backdrop
/// that closes it when clicked.
package struct _PopoverModifier<PopoverContent: View>: ViewModifier {
    @Binding var isPresented: Bool
    let popover: @MainActor () -> PopoverContent

    public func body(content: Content) -> some View {
        content.modifier(_BoardPostModifier(board: \._presentations, value: presentation))
    }

    private var presentation: _Presentation? {
        _Presentation.layer(.popover(anchor: PointerLocation.lastClick), isPresented: $isPresented, id: "popover", content: popover)
    }
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

    /// Shows `content` in a popover while `isPresented` is true.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge = .top, @ViewBuilder content: @escaping @MainActor () -> Content) -> some View {
        modifier(_PopoverModifier(isPresented: isPresented, popover: content))
    }
}
