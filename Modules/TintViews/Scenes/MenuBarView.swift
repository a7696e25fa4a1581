import Observation

/// One menu of a window's menu bar: its title and items.
package struct _MenuBarMenu {
    package let title: String
    package let items: [_MenuItem]

    package init(title: String, items: [_MenuItem]) {
        self.title = title
        self.items = items
    }
}

/// The app's menus as the windows draw them, set by the app whenever they change (a title
/// such as "Undo Typing", an item enabled, a window opened): observable, so each window's
/// bar is drawn again then, and only then.
@MainActor @Observable
package final class _MenuBarState {
    package var menus: [_MenuBarMenu] = []

    package init() {}
}

/// The menu bar along the top of an app's window: each menu's title opens its items (a click
/// on an item runs it and closes the menu); items show their shortcuts, a toggle its check,
/// a submenu its items beside it; disabled items are greyed and take no clicks.
package struct _MenuBarView: View {
    let state: _MenuBarState

    package init(state: _MenuBarState) {
        self.state = state
    }

    package var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(state.menus.enumerated()), id: \.offset) { _, menu in
                Menu {
                    _MenuItemRows.rows(menu.items, path: menu.title)
                } label: {
                    Text(menu.title).fontWeight(menu.title == state.menus.first?.title ? .semibold : .regular)
                }
                .menuStyle(.borderlessButton)
                .menuIndicator(.hidden)
                .fixedSize()
                .padding(.horizontal, 4)
                .accessibilityIdentifier("menu-\(menu.title)")
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 6)
        .frame(height: 24)
        .frame(maxWidth: .infinity)
        .background(Color._barBackground)
        .overlay(alignment: .bottom) { Color._separator.frame(height: 1) }
        .accessibilityIdentifier("menu-bar")
    }
}

/// A menu's items as views, one row each (a `ForEach`, so the menu's card lists them).
enum _MenuItemRows {
    /// The rows of `items`; `path` is the menu's ("File", "Tools/Export"), naming each item's
    /// identifier ("menu-item-File/New Window").
    @MainActor
    static func rows(_ items: [_MenuItem], path: String) -> some View {
        ForEach(Array(items.enumerated()), id: \.offset) { _, item in
            _MenuItemRow(item: item, path: path)
        }
    }
}

/// One item of a drawn menu.
struct _MenuItemRow: View {
    let item: _MenuItem
    let path: String

    var body: some View { row(item) }

    @ViewBuilder private func row(_ item: _MenuItem) -> some View {
        let identifier = "menu-item-\(path)/\(item.title)"
        switch item.kind {
        case .divider:
            Divider()
        case .action(let action):
            Button(action: action) { label(item.title, check: false, shortcut: item.shortcut) }
                .disabled(item.isDisabled)
                .accessibilityIdentifier(identifier)
        case .toggle(let isOn):
            Button(action: { isOn.wrappedValue.toggle() }) { label(item.title, check: isOn.wrappedValue, shortcut: item.shortcut) }
                .disabled(item.isDisabled)
                .accessibilityIdentifier(identifier)
        case .submenu(let inner):
            Menu {
                _MenuItemRows.rows(inner, path: "\(path)/\(item.title)")
            } label: {
                label(item.title, check: false, shortcut: nil)
            }
            .menuStyle(.borderlessButton)
            .disabled(item.isDisabled)
            .accessibilityIdentifier(identifier)
        }
    }

    private func label(_ title: String, check: Bool, shortcut: KeyboardShortcut?) -> some View {
        HStack(spacing: 6) {
            Text(check ? "✓" : " ").frame(width: 12)
            Text(title)
            Spacer(minLength: 24)
            if let shortcut { Text(_MenuItemRow.describe(shortcut)).foregroundColor(.secondary) }
        }
    }

    /// A shortcut as a Linux menu writes it: "Ctrl+Shift+Z" (Command is Ctrl here).
    static func describe(_ shortcut: KeyboardShortcut) -> String {
        var parts: [String] = []
        if shortcut.modifiers.contains(.control) { parts.append("Ctrl") }
        if shortcut.modifiers.contains(.option) { parts.append("Alt") }
        if shortcut.modifiers.contains(.shift) { parts.append("Shift") }
        parts.append(shortcut.key.keyName == "," ? "Comma" : shortcut.key.keyName)
        return parts.joined(separator: "+")
    }
}
