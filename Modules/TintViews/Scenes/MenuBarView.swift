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
/// bar is drawn again then, and only then. Also which menu is open and which of its items
/// the keyboard has reached: a window draws its bar's open menu from here.
@MainActor @Observable
package final class _MenuBarState {
    package var menus: [_MenuBarMenu] = [] {
        didSet { if let open, open >= menus.count { close() } }
    }
    /// The open menu's index, nil when none is.
    package private(set) var open: Int?
    /// The submenus the keyboard entered in the open menu, outermost first (item indices).
    package private(set) var submenus: [Int] = []
    /// The item the keyboard reached in the innermost menu shown, nil before an arrow key.
    package private(set) var highlighted: Int?

    package init() {}

    /// Opens menu `index` (another one open closes), or closes it when it is the one open.
    package func toggle(_ index: Int) {
        if open == index { close() } else { show(index, highlighting: nil) }
    }

    /// The pointer came over menu `index`'s title: while another menu is open, that one opens
    /// in its place, as a menu bar follows the pointer along it.
    package func hover(_ index: Int) {
        guard let open, open != index else { return }
        show(index, highlighting: nil)
    }

    private func show(_ index: Int, highlighting item: Int?) {
        guard menus.indices.contains(index) else { return }
        open = index
        submenus = []
        highlighted = item
    }

    package func close() {
        open = nil
        submenus = []
        highlighted = nil
    }

    /// The items shown: the open menu's, or the innermost submenu's the keyboard entered.
    package var shownItems: [_MenuItem] {
        guard let open, menus.indices.contains(open) else { return [] }
        var items = menus[open].items
        for index in submenus {
            guard items.indices.contains(index), case .submenu(let inner) = items[index].kind else { return [] }
            items = inner
        }
        return items
    }

    /// The titles of the submenus the keyboard or a click entered, outermost first.
    package var submenuTitles: [String] {
        guard let open, menus.indices.contains(open) else { return [] }
        var items = menus[open].items
        var titles: [String] = []
        for index in submenus {
            guard items.indices.contains(index), case .submenu(let inner) = items[index].kind else { break }
            titles.append(items[index].title)
            items = inner
        }
        return titles
    }

    /// F10: opens the first menu with its first item reached, or closes the bar's menu.
    package func keyboardOpen() {
        if open != nil { return close() }
        show(0, highlighting: nil)
        moveHighlight(by: 1)
    }

    /// Up and Down: the previous or next item that can be chosen (dividers and disabled items
    /// skipped), wrapping round.
    package func moveHighlight(by step: Int) {
        let items = shownItems
        guard !items.isEmpty else { return }
        var index = highlighted ?? (step > 0 ? -1 : items.count)
        for _ in 0..<items.count {
            index = (index + step + items.count) % items.count
            if case .divider = items[index].kind { continue }
            if items[index].isDisabled { continue }
            highlighted = index
            return
        }
    }

    /// Right: into the reached submenu, else the next menu along the bar. Left: out of a
    /// submenu, else the menu before.
    package func moveAcross(by step: Int) {
        let items = shownItems
        if step > 0, let highlighted, items.indices.contains(highlighted), case .submenu = items[highlighted].kind, !items[highlighted].isDisabled {
            submenus.append(highlighted)
            self.highlighted = nil
            return moveHighlight(by: 1)
        }
        if step < 0, let last = submenus.popLast() {
            highlighted = last
            return
        }
        guard let open, !menus.isEmpty else { return }
        show((open + step + menus.count) % menus.count, highlighting: nil)
        moveHighlight(by: 1)
    }

    /// Return: runs the reached item (a toggle flips), closing the menu; on a submenu, enters it.
    package func activateHighlighted() {
        let items = shownItems
        guard let highlighted, items.indices.contains(highlighted) else { return }
        activate(items[highlighted], at: highlighted)
    }

    /// Runs `item`, as a click on it does: the menu closes first.
    package func activate(_ item: _MenuItem, at index: Int) {
        guard !item.isDisabled else { return }
        switch item.kind {
        case .action(let action):
            close()
            action()
        case .toggle(let isOn):
            close()
            isOn.wrappedValue.toggle()
        case .submenu:
            highlighted = index
            moveAcross(by: 1)
        case .divider:
            break
        }
    }
}

/// The menu bar along the top of an app's window: each menu's title opens its items under it
/// (a click on an item runs it and closes the menu); items show their shortcuts, a toggle its
/// check, a submenu its items beside it; disabled items are greyed and take no clicks. F10
/// opens the first menu from the keyboard: Up and Down move through its items, Left and Right
/// to the menus beside it (Right into a submenu), Return runs the item, Escape closes.
package struct _MenuBarView: View {
    let state: _MenuBarState

    package init(state: _MenuBarState) {
        self.state = state
    }

    package var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(state.menus.enumerated()), id: \.offset) { index, menu in
                _MenuBarTitle(state: state, index: index, title: menu.title, isFirst: index == 0)
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

/// One menu's title in the bar, highlighted while its menu is open, which it shows as a card
/// whose top left corner is its bottom left, as macOS's menus hang from the bar.
struct _MenuBarTitle: View {
    let state: _MenuBarState
    let index: Int
    let title: String
    let isFirst: Bool
    /// Where the title is in the window, as its last layout placed it.
    @State private var place = _PlaceHolder()

    var body: some View {
        let place = self.place, isOpen = state.open == index
        return Button { state.toggle(index) } label: {
            Text(title)
                .fontWeight(isFirst ? .semibold : .regular)
                .foregroundStyle(isOpen ? Color.white : Color.primary)
                .padding(.horizontal, 8)
                .frame(height: 22)
                .background(isOpen ? Color.accentColor : Color.clear, in: RoundedRectangle(cornerRadius: 4))
        }
        .buttonStyle(.plain)
        .fixedSize()
        .background(GeometryReader { proxy in
            let _ = place.frame = proxy.frame(in: .global)
            Color.clear
        })
        .onHover { inside in if inside { state.hover(index) } }
        .accessibilityIdentifier("menu-\(title)")
        .modifier(_BoardPostModifier(board: \._presentations, value: presentation))
    }

    private var presentation: _Presentation? {
        let state = state, index = index
        let open = Binding(get: { state.open == index }, set: { if !$0, state.open == index { state.close() } })
        let frame = place.frame ?? .zero
        return _Presentation.layer(.popover(anchor: CGPoint(x: frame.minX, y: frame.maxY)), isPresented: open, id: "menu") {
            _MenuBarPopup(state: state, path: title)
        }
    }
}

/// The open menu's card: its items (or those of the submenu the keyboard entered), the one
/// the keyboard reached highlighted, taking the arrow keys, Return and Escape.
struct _MenuBarPopup: View {
    let state: _MenuBarState
    let path: String
    @FocusState private var focused: Bool

    var body: some View {
        let items = state.shownItems, inner = state.submenuTitles
        VStack(alignment: .leading, spacing: 0) {
            // Inside a submenu: a row back out of it, as Left does.
            if let title = inner.last {
                Button { state.moveAcross(by: -1) } label: {
                    HStack(spacing: 6) {
                        Text("◂").frame(width: 12)
                        Text(title).fontWeight(.semibold)
                    }
                    .padding(.horizontal, 10)
                    .frame(height: 22)
                    .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .accessibilityIdentifier("menu-back")
                Divider().padding(.vertical, 4)
            }
            ForEach(Array(items.enumerated()), id: \.offset) { index, item in
                _MenuItemRow(item: item, path: ([path] + inner).joined(separator: "/"), highlighted: state.highlighted == index) {
                    state.activate(item, at: index)
                }
            }
        }
        .padding(.vertical, 4)
        .frame(minWidth: 180, alignment: .leading)
        .focusable()
        .focusEffectDisabled()
        .focused($focused)
        .onAppear { focused = true }
        .onKeyPress(.downArrow) { state.moveHighlight(by: 1); return .handled }
        .onKeyPress(.upArrow) { state.moveHighlight(by: -1); return .handled }
        .onKeyPress(.rightArrow) { state.moveAcross(by: 1); return .handled }
        .onKeyPress(.leftArrow) { state.moveAcross(by: -1); return .handled }
        .onKeyPress(.return) { state.activateHighlighted(); return .handled }
        .accessibilityIdentifier("menu-card")
    }
}

/// One item of a drawn menu: a row that runs it (`activate`), the keyboard's reached one
/// highlighted; a submenu shows its arrow, and a click shows its items in the card's place.
struct _MenuItemRow: View {
    let item: _MenuItem
    let path: String
    var highlighted = false
    let activate: @MainActor () -> Void

    @ViewBuilder var body: some View {
        let identifier = "menu-item-\(path)/\(item.title)"
        switch item.kind {
        case .divider:
            Divider().padding(.vertical, 4)
        case .action, .toggle, .submenu:
            Button(action: activate) { row(check: isOn, arrow: isSubmenu) }
                .buttonStyle(.plain)
                .disabled(item.isDisabled)
                .accessibilityIdentifier(identifier)
        }
    }

    private var isSubmenu: Bool {
        if case .submenu = item.kind { true } else { false }
    }

    private var isOn: Bool {
        if case .toggle(let binding) = item.kind { binding.wrappedValue } else { false }
    }

    private func row(check: Bool, arrow: Bool) -> some View {
        label(item.title, check: check, shortcut: arrow ? nil : item.shortcut, arrow: arrow)
            .padding(.horizontal, 6)
            .frame(height: 22)
            .foregroundStyle(highlighted ? Color.white : (item.isDisabled ? Color.secondary : Color.primary))
            .background(highlighted ? Color.accentColor : Color.clear, in: RoundedRectangle(cornerRadius: 4))
            .padding(.horizontal, 4)
            .contentShape(Rectangle())
    }

    private func label(_ title: String, check: Bool, shortcut: KeyboardShortcut?, arrow: Bool) -> some View {
        HStack(spacing: 6) {
            Text(check ? "✓" : " ").frame(width: 12)
            Text(title)
            Spacer(minLength: 24)
            if let shortcut { Text(_MenuItemRow.describe(shortcut)).opacity(highlighted ? 0.9 : 0.6) }
            if arrow { Text("▸").opacity(0.6) }
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
