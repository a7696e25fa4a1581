import Foundation
internal import TintDBus
import TintViews

/// A `MenuBarExtra` in the desktop's status area: a StatusNotifierItem (KDE's, also shown by
/// GNOME's AppIndicator extension, XFCE and others) with its menu published as a
/// `com.canonical.dbusmenu`, both on the session bus.
///
/// The item owns `org.kde.StatusNotifierItem-<pid>-<n>` and registers with the desktop's
/// `org.kde.StatusNotifierWatcher`; the host draws the icon (the label drawn by Tint, as a
/// pixmap) and the menu from the layout asked for, and sends a click back as an `Event`,
/// which runs the item's action on the app's loop. Where no watcher runs, `register` throws
/// and the app says so.
@MainActor
final class StatusNotifierItem {
    static let itemPath = "/StatusNotifierItem"
    static let menuPath = "/MenuBar"
    private static var made = 0

    let connection: DBusConnection
    let busName: String
    private let title: String
    private let icon: CGImage?
    /// The menu's items as the app's body gives them now.
    private let readItems: @MainActor () -> [_MenuItem]
    /// The items as last published, by id (a submenu's item ids follow its own).
    private var published: [Int32: _MenuItem] = [:]
    private var revision: UInt32 = 1

    /// Publishes the item on `connection` and registers it with the desktop's watcher; throws
    /// when the desktop has no status area (no watcher answers).
    init(connection: DBusConnection, title: String, icon: CGImage?, items: @escaping @MainActor () -> [_MenuItem]) throws(DBusError) {
        self.connection = connection
        self.title = title
        self.icon = icon
        readItems = items
        StatusNotifierItem.made += 1
        busName = "org.kde.StatusNotifierItem-\(ProcessInfo.processInfo.processIdentifier)-\(StatusNotifierItem.made)"
        _ = try connection.requestName(busName)
        connection.export(Self.itemPath) { [weak self] message in
            MainActor.assumeIsolated { self?.itemCall(message) }
        }
        connection.export(Self.menuPath) { [weak self] message in
            MainActor.assumeIsolated { self?.menuCall(message) }
        }
        do {
            try connection.call(destination: "org.kde.StatusNotifierWatcher", path: "/StatusNotifierWatcher",
                                interface: "org.kde.StatusNotifierWatcher", method: "RegisterStatusNotifierItem",
                                arguments: [.string(busName)], timeout: 1)
        } catch {
            connection.unexport(Self.itemPath)
            connection.unexport(Self.menuPath)
            throw error
        }
    }

    /// Tells the host the menu changed, when it did (the app's state changed an item).
    func refresh() {
        let fresh = layout(of: readItems())
        guard fresh != lastLayout else { return }
        lastLayout = fresh
        revision += 1
        try? connection.emit(path: Self.menuPath, interface: "com.canonical.dbusmenu", name: "LayoutUpdated",
                             arguments: [.uint32(revision), .int32(0)])
    }

    private var lastLayout: DBusValue?

    // MARK: org.kde.StatusNotifierItem

    private var itemProperties: [(String, DBusValue)] {
        [
            ("Category", .string("ApplicationStatus")),
            ("Id", .string(AppIdentity.name)),
            ("Title", .string(title)),
            ("Status", .string("Active")),
            ("IconName", .string("")),
            ("IconPixmap", .array(element: "(iiay)", icon.map { [Self.pixmap($0)] } ?? [])),
            ("ToolTip", .structure([.string(""), .array(element: "(iiay)", []), .string(title), .string("")])),
            // The host shows the menu on a click; Activate is not needed.
            ("ItemIsMenu", .boolean(true)),
            ("Menu", .objectPath(Self.menuPath)),
        ]
    }

    private func itemCall(_ message: DBusMessage) -> DBusReply? {
        switch (message.interface, message.member) {
        case ("org.freedesktop.DBus.Properties", _):
            return properties(message, interface: "org.kde.StatusNotifierItem", itemProperties)
        case ("org.kde.StatusNotifierItem", "Activate"), ("org.kde.StatusNotifierItem", "SecondaryActivate"),
             ("org.kde.StatusNotifierItem", "ContextMenu"), ("org.kde.StatusNotifierItem", "Scroll"):
            return .values([])
        default:
            return nil
        }
    }

    /// The icon as the protocol carries it: width, height, ARGB bytes in network order,
    /// not premultiplied.
    static func pixmap(_ image: CGImage) -> DBusValue {
        var bytes: [DBusValue] = []
        bytes.reserveCapacity(image.pixels.count * 4)
        for pixel in image.pixels {
            let alpha = pixel >> 24
            func channel(_ shift: UInt32) -> UInt8 {
                let value = (pixel >> shift) & 0xFF
                return alpha == 0 ? 0 : UInt8(min(255, (value * 255 + alpha / 2) / alpha))
            }
            bytes += [.byte(UInt8(alpha)), .byte(channel(16)), .byte(channel(8)), .byte(channel(0))]
        }
        return .structure([.int32(Int32(image.width)), .int32(Int32(image.height)), .array(element: "y", bytes)])
    }

    // MARK: com.canonical.dbusmenu

    private func menuCall(_ message: DBusMessage) -> DBusReply? {
        switch (message.interface, message.member) {
        case ("org.freedesktop.DBus.Properties", _):
            return properties(message, interface: "com.canonical.dbusmenu", [
                ("Version", .uint32(3)), ("TextDirection", .string("ltr")), ("Status", .string("normal")),
                ("IconThemePath", .array(element: "s", [])),
            ])
        case ("com.canonical.dbusmenu", "GetLayout"):
            let items = readItems()
            let parent = message.arguments.first.flatMap(\.number).map { Int32($0) } ?? 0
            let tree = layout(of: items)
            lastLayout = tree
            return .values([.uint32(revision), subtree(tree, id: parent) ?? tree])
        case ("com.canonical.dbusmenu", "GetGroupProperties"):
            _ = layout(of: readItems())
            let ids = message.arguments.first?.items?.compactMap(\.number).map { Int32($0) } ?? []
            let wanted = ids.isEmpty ? published.keys.sorted() : ids
            return .values([.array(element: "(ia{sv})", wanted.compactMap { id in
                published[id].map { .structure([.int32(id), Self.properties(of: $0)]) }
            })])
        case ("com.canonical.dbusmenu", "GetProperty"):
            guard message.arguments.count == 2, let id = message.arguments[0].number, let name = message.arguments[1].string,
                  let item = published[Int32(id)], let value = Self.properties(of: item)[name] else {
                return .error(name: "org.freedesktop.DBus.Error.InvalidArgs", message: "no such item or property")
            }
            return .values([.variant(value)])
        case ("com.canonical.dbusmenu", "Event"):
            if let id = message.arguments.first?.number, message.arguments.count > 1, message.arguments[1].string == "clicked" {
                activate(Int32(id))
            }
            return .values([])
        case ("com.canonical.dbusmenu", "EventGroup"):
            for event in message.arguments.first?.items ?? [] {
                if let fields = event.items, fields.count > 1, let id = fields[0].number, fields[1].string == "clicked" { activate(Int32(id)) }
            }
            return .values([.array(element: "i", [])])
        case ("com.canonical.dbusmenu", "AboutToShow"):
            return .values([.boolean(false)])
        case ("com.canonical.dbusmenu", "AboutToShowGroup"):
            return .values([.array(element: "i", []), .array(element: "i", [])])
        default:
            return nil
        }
    }

    /// Runs the item with `id` as a click would (a disabled one: nothing).
    func activate(_ id: Int32) {
        guard let item = published[id], !item.isDisabled else { return }
        switch item.kind {
        case .action(let action): action()
        case .toggle(let binding): binding.wrappedValue.toggle()
        case .submenu, .divider: break
        }
    }

    /// The menu as dbusmenu lays it out, `(ia{sv}av)`: the root (id 0) and its items, ids
    /// numbered in order.
    private func layout(of items: [_MenuItem]) -> DBusValue {
        published = [:]
        var next: Int32 = 1
        func node(_ items: [_MenuItem]) -> [DBusValue] {
            items.map { item in
                let id = next
                next += 1
                published[id] = item
                let children: [DBusValue] = if case .submenu(let inner) = item.kind { node(inner) } else { [] }
                return .variant(.structure([.int32(id), Self.properties(of: item), .array(element: "v", children)]))
            }
        }
        let children = node(items)
        return .structure([.int32(0), .dictionary([("children-display", .string("submenu"))]), .array(element: "v", children)])
    }

    /// The node with `id` in a layout, if there is one.
    private func subtree(_ layout: DBusValue, id: Int32) -> DBusValue? {
        guard let fields = layout.items, fields.count == 3 else { return nil }
        if fields[0].number.map({ Int32($0) }) == id { return layout }
        for child in fields[2].items ?? [] {
            if let found = subtree(child.unwrapped, id: id) { return found }
        }
        return nil
    }

    /// An item's dbusmenu properties: its label (an underscore doubled, as the protocol's
    /// mnemonics want), whether it is enabled, a separator, a check mark, a submenu, a shortcut.
    static func properties(of item: _MenuItem) -> DBusValue {
        var entries: [(String, DBusValue)] = []
        switch item.kind {
        case .divider:
            entries.append(("type", .string("separator")))
        case .submenu:
            entries.append(("label", .string(item.title.replacingOccurrences(of: "_", with: "__"))))
            entries.append(("children-display", .string("submenu")))
        case .toggle(let binding):
            entries.append(("label", .string(item.title.replacingOccurrences(of: "_", with: "__"))))
            entries.append(("toggle-type", .string("checkmark")))
            entries.append(("toggle-state", .int32(binding.wrappedValue ? 1 : 0)))
        case .action:
            entries.append(("label", .string(item.title.replacingOccurrences(of: "_", with: "__"))))
        }
        if item.isDisabled { entries.append(("enabled", .boolean(false))) }
        if let shortcut = item.shortcut {
            var keys: [String] = []
            if shortcut.modifiers.contains(.command) || shortcut.modifiers.contains(.control) { keys.append("Control") }
            if shortcut.modifiers.contains(.option) { keys.append("Alt") }
            if shortcut.modifiers.contains(.shift) { keys.append("Shift") }
            keys.append(String(shortcut.key.character).uppercased())
            entries.append(("shortcut", .array(element: "as", [.strings(keys)])))
        }
        return .dictionary(entries)
    }

    /// Answers `org.freedesktop.DBus.Properties` `Get` and `GetAll` from `values`.
    private func properties(_ message: DBusMessage, interface: String, _ values: [(String, DBusValue)]) -> DBusReply? {
        switch message.member {
        case "GetAll":
            return .values([.dictionary(values)])
        case "Get":
            guard message.arguments.count == 2, let name = message.arguments[1].string,
                  let value = values.first(where: { $0.0 == name })?.1 else {
                return .error(name: "org.freedesktop.DBus.Error.UnknownProperty", message: "no property \(message.arguments.last?.string ?? "") on \(interface)")
            }
            return .values([.variant(value)])
        case "Set":
            return .error(name: "org.freedesktop.DBus.Error.PropertyReadOnly", message: "the item's properties are read-only")
        default:
            return nil
        }
    }
}
