/// One item of a menu read from views, as the menu bar's menus are (`CommandMenu`,
/// `CommandGroup`): a button's title, action and shortcut, a toggle, a submenu (`Menu`), or a
/// divider. Views a menu cannot show as an item (a text field, a shape) are left out.
package struct _MenuItem {
    package enum Kind {
        case action(@MainActor () -> Void)
        case toggle(Binding<Bool>)
        case submenu([_MenuItem])
        case divider
    }

    package var title: String
    package var kind: Kind
    package var shortcut: KeyboardShortcut?
    package var isDisabled = false
    /// The item's action presses its own shortcut in the window (the standard Cut, Copy,
    /// Paste and Select All, which the focused control performs): that key pressed and taken
    /// by no view does not run the item again.
    package var forwardsKey = false

    package init(title: String, kind: Kind, shortcut: KeyboardShortcut? = nil, isDisabled: Bool = false, forwardsKey: Bool = false) {
        self.title = title
        self.kind = kind
        self.shortcut = shortcut
        self.isDisabled = isDisabled
        self.forwardsKey = forwardsKey
    }

    /// The items `content` shows, in order; a divider between sections.
    @MainActor
    package static func items<Content: View>(of content: Content) -> [_MenuItem] {
        var items: [_MenuItem] = []
        var section: _ViewListID?
        for entry in _ViewList(content).items {
            if let id = entry.traits.section?.id, id != section {
                if section != nil || !items.isEmpty { items.append(_MenuItem(title: "", kind: .divider)) }
                section = id
            }
            if let item = item(of: entry.view.view) { items.append(item) }
        }
        return items
    }

    /// The item one view shows, if it is one a menu can show.
    @MainActor
    static func item(of view: any View) -> _MenuItem? {
        (view as? any _MenuItemSource)?._menuItem()
    }

    /// The plain text of a label: a `Text`'s string, a `Label`'s title's; empty for others.
    @MainActor
    package static func title(of view: any View) -> String {
        if let text = view as? Text { return text.content }
        if let source = view as? any _MenuTitleSource { return source._menuTitle }
        return ""
    }
}

/// A view a menu shows as an item.
@MainActor
package protocol _MenuItemSource {
    func _menuItem() -> _MenuItem?
}

/// A label whose plain title a menu item shows.
@MainActor
package protocol _MenuTitleSource {
    var _menuTitle: String { get }
}

extension Button: _MenuItemSource {
    package func _menuItem() -> _MenuItem? {
        _MenuItem(title: _MenuItem.title(of: label), kind: .action(action))
    }
}

extension Toggle: _MenuItemSource {
    package func _menuItem() -> _MenuItem? {
        _MenuItem(title: _MenuItem.title(of: label), kind: .toggle($isOn))
    }
}

extension Menu: _MenuItemSource {
    package func _menuItem() -> _MenuItem? {
        _MenuItem(title: _MenuItem.title(of: label), kind: .submenu(_MenuItem.items(of: content)))
    }
}

extension Divider: _MenuItemSource {
    package func _menuItem() -> _MenuItem? { _MenuItem(title: "", kind: .divider) }
}

extension Label: _MenuTitleSource {
    package var _menuTitle: String { _MenuItem.title(of: title) }
}

extension ModifiedContent: _MenuItemSource where Content: View {
    /// A shortcut or `.disabled` on an item's view marks the item; other modifiers leave it as
    /// it is.
    package func _menuItem() -> _MenuItem? {
        guard var item = _MenuItem.item(of: content) else { return nil }
        if let shortcut = modifier as? _KeyboardShortcutModifier { item.shortcut = shortcut.shortcut }
        if let hitTesting = modifier as? _HitTestingModifier, hitTesting.disables, !hitTesting.enabled { item.isDisabled = true }
        return item
    }
}
