import TintViews

/// The app's menu bar as it is now, as macOS builds it: the app menu (Settings…, Quit), File
/// (New Window, Close), Edit (Undo, Redo, Cut, Copy, Paste, Select All), View, the app's own
/// `CommandMenu`s, Window (Minimize, a window's entry per `Window` scene, the open windows) and
/// Help, each standard group changed by the scenes' `CommandGroup`s. Menus with no items are
/// left out. Built afresh each time it is read: titles ("Undo Typing") and the windows follow
/// the app.
@MainActor
struct MenuBar {
    struct Menu {
        let title: String
        var items: [_MenuItem]
    }

    private(set) var menus: [Menu] = []

    init<Host>(session: AppSession<Host>) {
        let definitions = session.scenes.definitions
        let replacement = definitions.compactMap(\.replacementCommands).first
        let entries = (replacement ?? definitions.flatMap(\.commands)).flatMap { $0.entries() }
        var groups = replacement == nil ? MenuBar.standardGroups(session) : [:]
        var ownMenus: [Menu] = []
        var replaced: Set<CommandGroupPlacement> = []
        for entry in entries {
            switch entry {
            case .menu(let title, let items):
                ownMenus.append(Menu(title: title, items: items))
            case .group(let placement, let position, let items):
                switch position {
                case .before: groups[placement, default: []].insert(contentsOf: items, at: 0)
                case .after: groups[placement, default: []].append(contentsOf: items)
                case .replacing:
                    // The first replacement takes the standard items' place; others add to it.
                    if replaced.insert(placement).inserted { groups[placement] = items } else { groups[placement, default: []].append(contentsOf: items) }
                }
            case .builtIn(let set):
                groups[set.placement, default: []] += MenuBar.items(of: set, session: session)
            }
        }
        for menu in StandardMenu.allCases {
            if menu == .window { menus += ownMenus }
            let items = MenuBar.order[menu, default: []].reduce(into: [_MenuItem]()) { items, placement in
                guard let group = groups[placement], !group.isEmpty else { return }
                if !items.isEmpty { items.append(_MenuItem(title: "", kind: .divider)) }
                items += group
            }
            if !items.isEmpty { menus.append(Menu(title: MenuBar.title(of: menu), items: items)) }
        }
    }

    /// The placements of each standard menu, in order.
    private static let order: [StandardMenu: [CommandGroupPlacement]] = [
        .app: [.appInfo, .appSettings, .systemServices, .appVisibility, .appTermination],
        .file: [.newItem, .closeItem, .saveItem, .importExport, .printItem],
        .edit: [.undoRedo, .pasteboard, .textEditing],
        .format: [.textFormatting],
        .view: [.toolbar, .sidebar],
        .window: [.windowSize, .windowArrangement, .singleWindowList, .windowList],
        .help: [.help],
    ]

    private static func title(of menu: StandardMenu) -> String {
        switch menu {
        case .app: AppIdentity.name
        case .file: "File"
        case .edit: "Edit"
        case .format: "Format"
        case .view: "View"
        case .window: "Window"
        case .help: "Help"
        }
    }

    /// The standard items, by placement, for the app as it is now.
    private static func standardGroups<Host>(_ session: AppSession<Host>) -> [CommandGroupPlacement: [_MenuItem]] {
        let definitions = session.scenes.definitions
        let key = session.windows.last
        var groups: [CommandGroupPlacement: [_MenuItem]] = [:]
        groups[.appInfo] = [_MenuItem(title: "About \(AppIdentity.name)", kind: .action { session.showAbout() })]
        if definitions.contains(where: { $0.kind == .settings }) {
            groups[.appSettings] = [_MenuItem(title: "Settings…", kind: .action { session.openSettings() }, shortcut: KeyboardShortcut(",", modifiers: .command))]
        }
        groups[.appTermination] = [_MenuItem(title: "Quit \(AppIdentity.name)", kind: .action { session.requestQuit() }, shortcut: KeyboardShortcut("q", modifiers: .command))]
        // A document app's File menu starts with New (Ctrl+N), Open… (Ctrl+O) and Open
        // Recent; New Window then opens the first window group without a shortcut of its own.
        var newItems = MenuBar.documentItems(session)
        let documentsTakeNew = !newItems.isEmpty && newItems[0].title == "New"
        // New Window opens the first window group; the other groups, a "New" item each when
        // they have a shortcut of their own.
        var windowGroups = 0
        for (index, definition) in definitions.enumerated() where definition.kind == .windowGroup && !definition.commandsRemoved {
            let first = windowGroups == 0
            guard first || definition.openShortcut != nil else { continue }
            windowGroups += 1
            newItems.append(_MenuItem(title: first ? "New Window" : "New \(definition.title) Window", kind: .action { session.open(scene: index, value: nil) },
                                      shortcut: definition.openShortcut ?? (first && !documentsTakeNew ? KeyboardShortcut("n", modifiers: .command) : nil)))
        }
        groups[.newItem] = newItems
        groups[.saveItem] = MenuBar.saveItems(session)
        groups[.closeItem] = [_MenuItem(title: "Close", kind: .action { if let key { session.requestClose(key) } },
                                        shortcut: KeyboardShortcut("w", modifiers: .command), isDisabled: key == nil)]
        let undo = key?.host.pipeline.graph.rootEnvironment.undoManager
        groups[.undoRedo] = [
            _MenuItem(title: undo?.undoMenuItemTitle ?? "Undo", kind: .action { undo?.undo() }, shortcut: KeyboardShortcut("z", modifiers: .command),
                      isDisabled: !(undo?.canUndo ?? false)),
            _MenuItem(title: undo?.redoMenuItemTitle ?? "Redo", kind: .action { undo?.redo() }, shortcut: KeyboardShortcut("z", modifiers: [.command, .shift]),
                      isDisabled: !(undo?.canRedo ?? false)),
        ]
        // The focused control performs these, as their keys would.
        func forwarded(_ title: String, _ key: String) -> _MenuItem {
            _MenuItem(title: title, kind: .action { _ = session.windows.last?.host.pipeline.input.keyboard.pressed(KeyEvent(name: key, modifiers: .control)) },
                      shortcut: KeyboardShortcut(KeyEquivalent(Character(key.lowercased())), modifiers: .command), isDisabled: session.windows.isEmpty,
                      forwardsKey: true)
        }
        groups[.pasteboard] = [forwarded("Cut", "X"), forwarded("Copy", "C"), forwarded("Paste", "V"), forwarded("Select All", "A")]
        groups[.windowSize] = [_MenuItem(title: "Minimize", kind: .action { key?.host.pipeline.scenePhase = .background },
                                         shortcut: KeyboardShortcut("m", modifiers: .command), isDisabled: key == nil)]
        // A Window scene's entry opens its window or brings it forward.
        groups[.singleWindowList] = definitions.enumerated().compactMap { index, definition in
            guard definition.kind == .window, !definition.commandsRemoved else { return nil }
            return _MenuItem(title: definition.title, kind: .action { session.open(scene: index, value: nil) }, shortcut: definition.openShortcut)
        }
        groups[.windowList] = session.windows.map { window in
            _MenuItem(title: window.title, kind: .action { session.bringToFront(window) })
        }
        return groups
    }

    /// A document app's New (for a group that makes documents), Open… and Open Recent (the
    /// recent documents, then Clear Menu); none without a `DocumentGroup`.
    private static func documentItems<Host>(_ session: AppSession<Host>) -> [_MenuItem] {
        let scenes = session.scenes.documentScenes.filter { !session.scenes.definitions[$0].commandsRemoved }
        guard !scenes.isEmpty else { return [] }
        var items: [_MenuItem] = []
        if let maker = scenes.first(where: { session.scenes.definitions[$0].documents?.makeNew != nil }) {
            items.append(_MenuItem(title: "New", kind: .action { session.newDocument(scene: maker) }, shortcut: KeyboardShortcut("n", modifiers: .command)))
        }
        items.append(_MenuItem(title: "Open…", kind: .action { session.showOpenDialog() }, shortcut: KeyboardShortcut("o", modifiers: .command)))
        let recent = session.recentDocuments.urls
        let names = recent.map(\.lastPathComponent)
        var entries = recent.map { url in
            // Two recent files of one name are told apart by their folders.
            let name = url.lastPathComponent
            let title = names.filter { $0 == name }.count > 1 ? "\(name) — \(url.deletingLastPathComponent().lastPathComponent)" : name
            return _MenuItem(title: title, kind: .action { session.openDocument(at: url) })
        }
        if !entries.isEmpty { entries.append(_MenuItem(title: "", kind: .divider)) }
        entries.append(_MenuItem(title: "Clear Menu", kind: .action { session.recentDocuments.clear() }, isDisabled: recent.isEmpty))
        items.append(_MenuItem(title: "Open Recent", kind: .submenu(entries)))
        return items
    }

    /// Save (Ctrl+S), Save As… (Ctrl+Shift+S) and Revert to Saved, for the key window's
    /// document: enabled while it has one that may be saved (Revert, once it has a file and
    /// changes). None without a `DocumentGroup`.
    private static func saveItems<Host>(_ session: AppSession<Host>) -> [_MenuItem] {
        guard session.scenes.documentScenes.contains(where: { !session.scenes.definitions[$0].commandsRemoved }) else { return [] }
        let key = session.windows.last
        let document = key?.document
        let savable = document?.isEditable ?? false
        return [
            _MenuItem(title: "Save", kind: .action { if let key { session.save(key) } }, shortcut: KeyboardShortcut("s", modifiers: .command), isDisabled: !savable),
            _MenuItem(title: "Save As…", kind: .action { if let key { session.saveAs(key) } }, shortcut: KeyboardShortcut("s", modifiers: [.command, .shift]),
                      isDisabled: !savable),
            _MenuItem(title: "Revert to Saved", kind: .action { if let key { session.revert(key) } },
                      isDisabled: !(savable && document?.fileURL != nil && document?.isEdited == true)),
        ]
    }

    /// A built-in set's items for the app as it is now: Toggle Sidebar, enabled while the key
    /// window has a split view; Hide (Show) Toolbar while it has a toolbar; Show (Hide)
    /// Inspector while it has an inspector. macOS's Control-Command shortcuts of the last two
    /// are Ctrl+Alt here, Command being Ctrl. Text editing's Find items and formatting's set
    /// add none: Tint's text views have no find bar and hold plain text.
    private static func items<Host>(of set: BuiltInCommands, session: AppSession<Host>) -> [_MenuItem] {
        let commands = session.windows.last?.host.pipeline.graph.rootEnvironment._windowCommands
        switch set {
        case .sidebar:
            return [_MenuItem(title: "Toggle Sidebar", kind: .action { commands?.perform(.toggleSidebar) },
                              shortcut: KeyboardShortcut("s", modifiers: [.command, .option]), isDisabled: !(commands?.answers(.toggleSidebar) ?? false))]
        case .toolbar:
            let shown = commands?.isOn(.toggleToolbar) ?? true
            return [_MenuItem(title: shown ? "Hide Toolbar" : "Show Toolbar", kind: .action { commands?.perform(.toggleToolbar) },
                              shortcut: KeyboardShortcut("t", modifiers: [.command, .option]), isDisabled: !(commands?.answers(.toggleToolbar) ?? false))]
        case .inspector:
            let shown = commands?.isOn(.toggleInspector) ?? false
            return [_MenuItem(title: shown ? "Hide Inspector" : "Show Inspector", kind: .action { commands?.perform(.toggleInspector) },
                              shortcut: KeyboardShortcut("i", modifiers: [.command, .option]), isDisabled: !(commands?.answers(.toggleInspector) ?? false))]
        case .textEditing, .textFormatting:
            return []
        }
    }

    // MARK: Reading and running items

    /// Every item's path, "Menu/Item" ("Menu/Submenu/Item" inside submenus), dividers left out.
    var paths: [String] {
        func paths(_ items: [_MenuItem], under prefix: String) -> [String] {
            items.flatMap { item -> [String] in
                switch item.kind {
                case .divider: []
                case .submenu(let inner): paths(inner, under: "\(prefix)/\(item.title)")
                default: ["\(prefix)/\(item.title)"]
                }
            }
        }
        return menus.flatMap { paths($0.items, under: $0.title) }
    }

    /// What the menus show, to tell whether the drawn ones must change: every item's path
    /// and shortcut, and whether it is disabled or on.
    var signature: [String] {
        func lines(_ items: [_MenuItem], under prefix: String) -> [String] {
            items.flatMap { item -> [String] in
                let path = "\(prefix)/\(item.title)"
                switch item.kind {
                case .divider: return ["\(prefix)/—"]
                case .submenu(let inner): return ["\(path) \(item.isDisabled)"] + lines(inner, under: path)
                case .toggle(let isOn): return ["\(path) \(item.isDisabled) \(isOn.wrappedValue) \(String(describing: item.shortcut))"]
                case .action: return ["\(path) \(item.isDisabled) \(String(describing: item.shortcut))"]
                }
            }
        }
        return menus.flatMap { lines($0.items, under: $0.title) }
    }

    /// The item at `path`.
    func item(at path: String) -> _MenuItem? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, var items = menus.first(where: { $0.title == parts[0] })?.items else { return nil }
        for (offset, part) in parts.dropFirst().enumerated() {
            guard let item = items.first(where: { $0.title == part }) else { return nil }
            if offset == parts.count - 2 { return item }
            guard case .submenu(let inner) = item.kind else { return nil }
            items = inner
        }
        return nil
    }

    /// The item at `indices`: the menu's, then the item's in it, then in its submenus.
    func item(atIndices indices: [Int]) -> _MenuItem? {
        guard let first = indices.first, menus.indices.contains(first) else { return nil }
        var items = menus[first].items
        var found: _MenuItem?
        for index in indices.dropFirst() {
            guard items.indices.contains(index) else { return nil }
            found = items[index]
            if case .submenu(let inner) = items[index].kind { items = inner } else { items = [] }
        }
        return found
    }

    /// The enabled item whose shortcut a key press is (items that press their own key left out).
    func item(forKeyName name: String, shift: Bool, control: Bool, option: Bool) -> _MenuItem? {
        func find(_ items: [_MenuItem]) -> _MenuItem? {
            for item in items {
                if case .submenu(let inner) = item.kind, let found = find(inner) { return found }
                if let shortcut = item.shortcut, !item.isDisabled, !item.forwardsKey,
                   shortcut.matches(keyName: name, shift: shift, control: control, option: option) { return item }
            }
            return nil
        }
        for menu in menus { if let found = find(menu.items) { return found } }
        return nil
    }

    /// Runs `item` as a click on it would: its action, or its toggle flipped.
    static func perform(_ item: _MenuItem) {
        guard !item.isDisabled else { return }
        switch item.kind {
        case .action(let action): action()
        case .toggle(let isOn): isOn.wrappedValue.toggle()
        case .submenu, .divider: break
        }
    }
}

extension CommandGroupPlacement {
    /// File > Close: a group of its own, between New and Save.
    static let closeItem = CommandGroupPlacement(menu: .file, name: "closeItem")
}
