import Foundation
import TintBoxes
import TintRender
internal import TintDBus

/// An app's accessibility tree on the AT-SPI bus, as GTK and Qt put theirs: the app at
/// `/org/a11y/atspi/accessible/root` (role "application"), its windows ("frame") under it and
/// their elements under them, answering the interfaces a screen reader (Orca) uses:
/// Accessible, Application, Component, Action and Value, and their properties.
///
/// Elements are named by path from their window and box (`w2b417`): a box keeps its id while
/// it is on screen, so a path stays the element's across frames. Each window's
/// `AccessibilityTree` is brought up to date after its frames (`sync()`), from the boxes the
/// frames touched, and what changed is told to readers as AT-SPI's events (names, values,
/// states, children, the focus); a call is answered from the tree as it is.
@MainActor
final class ATSPIServer {
    nonisolated static let prefix = "/org/a11y/atspi/accessible"
    nonisolated static let rootPath = prefix + "/root"

    /// One window as the server sees it.
    struct Window {
        let id: Int
        var title: () -> String
        /// Its accessibility tree (nil once it closed).
        var tree: () -> AccessibilityTree?
        /// The box with the keyboard focus.
        var focused: () -> BoxID?
        /// Where its top-left corner is on the screen, in pixels, and its pixels a point.
        var origin: () -> CGPoint
        var scale: () -> CGFloat
        var size: () -> CGSize
        var isActive: () -> Bool
        /// The window's clipboard, for a reader's copy, cut and paste (none: they do nothing).
        var copy: (String) -> Void = { _ in }
        var paste: () -> String? = { nil }
    }

    let connection: DBusConnection
    let appName: String
    private(set) var windows: [Window] = []
    /// The registry's desktop, our root's parent (from `Embed`).
    private(set) var desktop: (bus: String, path: String) = ("", "/org/a11y/atspi/null")
    /// The windows whose tree was read once: their later changes are told as events (a
    /// window's first reading is news to nobody).
    private var readWindows: Set<Int> = []

    init(connection: DBusConnection, appName: String) {
        self.connection = connection
        self.appName = appName
        connection.export(Self.prefix) { [weak self] message in
            MainActor.assumeIsolated { self?.answer(message) }
        }
        // A client asks the cache for every element at once; Tint keeps none, so it answers
        // with none and the client asks the elements themselves.
        connection.export("/org/a11y/atspi/cache") { message in
            message.member == "GetItems" ? .values([.array(element: "((so)(so)(so)iiassusau)", [])]) : .unknownMethod(message)
        }
    }

    /// Tells the registry the app is here (`Socket.Embed`); its answer is our root's parent.
    func embed() throws(DBusError) {
        let reply = try connection.call(destination: "org.a11y.atspi.Registry", path: Self.rootPath, interface: "org.a11y.atspi.Socket",
                                        method: "Embed", arguments: [.structure([.string(connection.uniqueName), .objectPath(Self.rootPath)])])
        if case .structure(let fields)? = reply.first?.unwrapped, fields.count == 2, let bus = fields[0].string, let path = fields[1].string {
            desktop = (bus, path)
        }
    }

    func add(_ window: Window) {
        windows.append(window)
        emitChildren(of: Self.rootPath, added: true, child: Self.windowPath(window.id), index: windows.count - 1)
    }

    func remove(window id: Int) {
        guard let index = windows.firstIndex(where: { $0.id == id }) else { return }
        windows.remove(at: index)
        readWindows.remove(id)
        if focusedPath?.hasPrefix(Self.windowPath(id) + "b") == true { focusedPath = nil }
        emitChildren(of: Self.rootPath, added: false, child: Self.windowPath(id), index: index)
    }

    // MARK: Following the windows

    /// Brings every window's tree up to date and tells readers what changed: called after
    /// frames. A window whose frames touched nothing costs a look at an empty list.
    func sync() {
        // The focused element is looked for again only when a tree or a focus changed, or
        // another window came to the front: not every step of an idle loop.
        var moved = false
        for window in windows where sync(window) { moved = true }
        let active = windows.first { $0.isActive() }?.id
        if moved || active != activeWindow { noteFocus() }
        activeWindow = active
    }

    /// The window in front when the focus was last looked for.
    private var activeWindow: Int?

    /// Brings one window's tree up to date and tells what changed; true when anything did
    /// (the tree, or the box with the focus).
    private func sync(_ window: Window) -> Bool {
        guard let tree = window.tree() else { return false }
        let changes = tree.update()
        let focusMoved = tree.focus(on: window.focused())
        guard readWindows.contains(window.id) else {
            readWindows.insert(window.id)
            return true
        }
        guard !changes.isEmpty else { return focusMoved }
        tell(changes, in: tree, window: window.id)
        return true
    }

    /// AT-SPI's events for what an update changed, as GTK sends them: a property change for
    /// a name, description or value, a state change for each state that flipped, a children
    /// change for each child that came or went.
    private func tell(_ changes: AccessibilityTreeChanges, in tree: AccessibilityTree, window: Int) {
        for (box, old) in changes.changed where tree.isShown(box) {
            guard let new = tree.element(box) else { continue }
            let path = Self.path(window: window, box: box)
            if new.name != old.name { emit(path, "PropertyChange", "accessible-name", data: .string(new.name ?? "")) }
            if new.description != old.description { emit(path, "PropertyChange", "accessible-description", data: .string(new.description ?? "")) }
            if new.role != old.role { emit(path, "PropertyChange", "accessible-role", data: .uint32(UInt32(new.role.atspiNumber))) }
            if new.range?.value != old.range?.value, let range = new.range {
                emit(path, "PropertyChange", "accessible-value", data: .double(range.value))
            } else if new.value != old.value {
                emit(path, "PropertyChange", "accessible-value", data: .string(new.value ?? ""))
            }
            tellText(from: old, to: new, path: path)
            let before = Set(Self.stateNumbers(of: old)), after = Set(Self.stateNumbers(of: new))
            for number in before.symmetricDifference(after).sorted() {
                guard let name = Self.stateNames[number] else { continue }
                emit(path, "StateChanged", name, detail: after.contains(number) ? 1 : 0, data: .int32(0))
            }
        }
        for (parent, old, new) in changes.childrenChanged {
            guard parent.map(tree.isShown) ?? true else { continue }
            let parentPath = parent.map { Self.path(window: window, box: $0) } ?? Self.windowPath(window)
            let kept = Set(new), was = Set(old)
            for (index, id) in old.enumerated().reversed() where !kept.contains(id) {
                emitChildren(of: parentPath, added: false, child: Self.path(window: window, box: id), index: index)
            }
            for (index, id) in new.enumerated() where !was.contains(id) {
                emitChildren(of: parentPath, added: true, child: Self.path(window: window, box: id), index: index)
            }
        }
    }

    private func emitChildren(of path: String, added: Bool, child: String, index: Int) {
        emit(path, "ChildrenChanged", added ? "add" : "remove", detail: Int32(clamping: index), data: reference(child))
    }

    func emit(_ path: String, _ event: String, _ kind: String, detail: Int32 = 0, detail2: Int32 = 0, data: DBusValue) {
        try? connection.emit(path: path, interface: "org.a11y.atspi.Event.Object", name: event,
                             arguments: [.string(kind), .int32(detail), .int32(detail2), .variant(data), .dictionary([])])
    }

    // MARK: The focus

    /// The element that had the keyboard focus when last told.
    private var focusedPath: String?

    /// Tells readers where the keyboard focus went (`Event.Object:StateChanged:focused`, off
    /// on the element that had it, on on the one that has it): Orca follows the focus by
    /// these. The focus is the active window's deepest element around its focused box.
    private func noteFocus() {
        guard let window = windows.first(where: { $0.isActive() }), let tree = window.tree() else { return }
        let focused = tree.focusedElement.map { Self.path(window: window.id, box: $0) }
        guard focused != focusedPath else { return }
        if let old = focusedPath { emit(old, "StateChanged", "focused", detail: 0, data: .int32(0)) }
        if let new = focused { emit(new, "StateChanged", "focused", detail: 1, data: .int32(0)) }
        focusedPath = focused
    }

    // MARK: The tree

    nonisolated static func windowPath(_ id: Int) -> String { "\(prefix)/w\(id)" }
    nonisolated static func path(window: Int, box: BoxID) -> String { "\(prefix)/w\(window)b\(box.rawValue)" }

    /// What a path names: a window, or an element of it (its box).
    struct Target {
        let window: Window
        let tree: AccessibilityTree?
        let box: BoxID?
        /// The element: the window's frame, or the box's.
        let element: AccessibilityElement
        let children: [String]
        let parent: String
    }

    private func target(_ path: String) -> Target? {
        guard path.hasPrefix(Self.prefix + "/w") else { return nil }
        let rest = path.dropFirst(Self.prefix.count + 2)
        let parts = rest.split(separator: "b", maxSplits: 1, omittingEmptySubsequences: false)
        guard let id = Int(parts[0]), let window = windows.first(where: { $0.id == id }) else { return nil }
        let tree = window.tree()
        if tree != nil, !readWindows.contains(id) { _ = sync(window) }
        guard parts.count == 2 else {
            var frame = AccessibilityElement(role: .frame, frame: CGRect(origin: .zero, size: window.size()), box: BoxID(rawValue: 0))
            frame.name = window.title()
            frame.isFocused = window.isActive()
            return Target(window: window, tree: tree, box: nil, element: frame,
                          children: (tree?.roots ?? []).map { Self.path(window: id, box: $0) }, parent: Self.rootPath)
        }
        guard let raw = Int(parts[1]), let tree else { return nil }
        let box = BoxID(rawValue: raw)
        guard tree.isShown(box), let element = tree.element(box) else { return nil }
        return Target(window: window, tree: tree, box: box, element: element,
                      children: tree.children(of: box).map { Self.path(window: id, box: $0) },
                      parent: tree.parent(of: box).map { Self.path(window: id, box: $0) } ?? Self.windowPath(id))
    }

    /// The target's place among its parent's children.
    private func index(of target: Target) -> Int {
        guard let box = target.box, let tree = target.tree else { return windows.firstIndex { $0.id == target.window.id } ?? 0 }
        let siblings = tree.parent(of: box).map(tree.children) ?? tree.roots
        return siblings.firstIndex(of: box) ?? 0
    }

    func reference(_ path: String) -> DBusValue {
        .structure([.string(connection.uniqueName), .objectPath(path)])
    }

    static let nullReference = DBusValue.structure([.string(""), .objectPath("/org/a11y/atspi/null")])

    // MARK: Answers

    private func answer(_ message: DBusMessage) -> DBusReply? {
        guard let path = message.path else { return nil }
        if path == Self.rootPath { return answerRoot(message) }
        guard let entry = target(path) else {
            return .error(name: "org.freedesktop.DBus.Error.UnknownObject", message: "no accessible at \(path) (it went away)")
        }
        switch message.interface {
        case "org.freedesktop.DBus.Properties": return properties(message, entry: entry, path: path)
        case "org.a11y.atspi.Accessible": return accessible(message, entry: entry, path: path)
        case "org.a11y.atspi.Component": return component(message, entry: entry)
        case "org.a11y.atspi.Action": return action(message, entry: entry)
        case "org.a11y.atspi.Text": return text(message, entry: entry)
        case "org.a11y.atspi.EditableText": return editableText(message, entry: entry)
        case "org.a11y.atspi.Selection": return selection(message, entry: entry)
        case "org.a11y.atspi.Table": return table(message, entry: entry)
        default: return .unknownMethod(message)
        }
    }

    private func answerRoot(_ message: DBusMessage) -> DBusReply? {
        let children = windows.map { Self.windowPath($0.id) }
        switch (message.interface, message.member) {
        case ("org.a11y.atspi.Accessible", "GetChildren"): return .values([.array(element: "(so)", children.map(reference))])
        case ("org.a11y.atspi.Accessible", "GetChildAtIndex"):
            let index = Int(message.arguments.first?.number ?? -1)
            return .values([children.indices.contains(index) ? reference(children[index]) : Self.nullReference])
        case ("org.a11y.atspi.Accessible", "GetIndexInParent"): return .values([.int32(0)])
        case ("org.a11y.atspi.Accessible", "GetRole"): return .values([.uint32(75)])
        case ("org.a11y.atspi.Accessible", "GetRoleName"), ("org.a11y.atspi.Accessible", "GetLocalizedRoleName"):
            return .values([.string("application")])
        case ("org.a11y.atspi.Accessible", "GetState"): return .values([Self.states([])])
        case ("org.a11y.atspi.Accessible", "GetAttributes"): return .values([Self.stringMap(["toolkit": "Tint"])])
        case ("org.a11y.atspi.Accessible", "GetRelationSet"): return .values([.array(element: "(ua(so))", [])])
        case ("org.a11y.atspi.Accessible", "GetApplication"): return .values([reference(Self.rootPath)])
        case ("org.a11y.atspi.Accessible", "GetInterfaces"):
            return .values([.strings(["org.a11y.atspi.Accessible", "org.a11y.atspi.Application"])])
        case ("org.freedesktop.DBus.Properties", "Get"):
            guard message.arguments.count == 2, let name = message.arguments[1].string,
                  let value = rootProperties(childCount: children.count)[name] else { return .unknownMethod(message) }
            return .values([.variant(value)])
        case ("org.freedesktop.DBus.Properties", "GetAll"):
            return .values([.dictionary(rootProperties(childCount: children.count).sorted { $0.key < $1.key }.map { ($0.key, $0.value) })])
        case ("org.freedesktop.DBus.Properties", "Set"):
            // The registry sets the app's id; nothing else of the root is writable.
            return .values([])
        default: return .unknownMethod(message)
        }
    }

    private func rootProperties(childCount: Int) -> [String: DBusValue] {
        ["Name": .string(appName), "Description": .string(""), "Parent": .structure([.string(desktop.bus), .objectPath(desktop.path)]),
         "ChildCount": .int32(Int32(childCount)), "Locale": .string(Locale.current.identifier), "AccessibleId": .string(""),
         "ToolkitName": .string("Tint"), "Version": .string("1"), "AtspiVersion": .string("2.1"), "Id": .int32(0)]
    }

    private func accessible(_ message: DBusMessage, entry: Target, path: String) -> DBusReply? {
        let element = entry.element
        switch message.member {
        case "GetChildren": return .values([.array(element: "(so)", entry.children.map(reference))])
        case "GetChildAtIndex":
            let index = Int(message.arguments.first?.number ?? -1)
            return .values([entry.children.indices.contains(index) ? reference(entry.children[index]) : Self.nullReference])
        case "GetIndexInParent": return .values([.int32(Int32(index(of: entry)))])
        case "GetRole": return .values([.uint32(UInt32(element.role.atspiNumber))])
        case "GetRoleName", "GetLocalizedRoleName": return .values([.string(element.role.rawValue)])
        case "GetState": return .values([Self.states(Self.stateNumbers(of: element))])
        case "GetAttributes": return .values([Self.stringMap(attributes(of: element))])
        case "GetRelationSet": return .values([.array(element: "(ua(so))", [])])
        case "GetApplication": return .values([reference(Self.rootPath)])
        case "GetInterfaces": return .values([.strings(interfaces(of: element))])
        default: return .unknownMethod(message)
        }
    }

    private func interfaces(of element: AccessibilityElement) -> [String] {
        var names = ["org.a11y.atspi.Accessible", "org.a11y.atspi.Component"]
        if !element.actions.isEmpty { names.append("org.a11y.atspi.Action") }
        if element.range != nil { names.append("org.a11y.atspi.Value") }
        if Self.textContent(of: element) != nil { names.append("org.a11y.atspi.Text") }
        if element.textEditing != nil { names.append("org.a11y.atspi.EditableText") }
        if Self.selects(element.role) { names.append("org.a11y.atspi.Selection") }
        if element.role == .table { names.append("org.a11y.atspi.Table") }
        return names
    }

    private func attributes(of element: AccessibilityElement) -> [String: String] {
        var attributes = element.attributes
        if let level = element.headingLevel, level > 0 { attributes["level"] = String(level) }
        if let identifier = element.identifier { attributes["id"] = identifier }
        for entry in element.customContent { attributes[entry.label] = entry.value }
        return attributes
    }

    private func properties(_ message: DBusMessage, entry: Target, path: String) -> DBusReply? {
        let values = properties(of: entry)
        switch message.member {
        case "Get":
            guard message.arguments.count == 2, let name = message.arguments[1].string, let value = values[name] else {
                return .error(name: "org.freedesktop.DBus.Error.UnknownProperty", message: "no such property")
            }
            return .values([.variant(value)])
        case "GetAll":
            return .values([.dictionary(values.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })])
        case "Set":
            guard message.arguments.count == 3, message.arguments[1].string == "CurrentValue", let range = entry.element.range,
                  entry.element.isEnabled, let value = message.arguments[2].number, value.isFinite else {
                return .error(name: "org.freedesktop.DBus.Error.PropertyReadOnly", message: "only a value's CurrentValue can be set")
            }
            range.set(Swift.min(range.upperBound, Swift.max(range.lowerBound, value)))
            return .values([])
        default: return .unknownMethod(message)
        }
    }

    private func properties(of entry: Target) -> [String: DBusValue] {
        let element = entry.element
        var values: [String: DBusValue] = [
            "Name": .string(element.name ?? ""), "Description": .string(element.description ?? ""),
            "Parent": reference(entry.parent), "ChildCount": .int32(Int32(entry.children.count)),
            "Locale": .string(Locale.current.identifier), "AccessibleId": .string(element.identifier ?? ""),
            "HelpText": .string(element.description ?? ""), "NActions": .int32(Int32(element.actions.count)),
        ]
        if Self.selects(element.role), let tree = entry.tree, let box = entry.box {
            values["NSelectedChildren"] = .int32(Int32(selectedChildren(of: box, in: tree).count))
        }
        if element.role == .table, let tree = entry.tree, let box = entry.box {
            let table = TableShape(box, in: tree)
            values["NRows"] = .int32(Int32(table.rows.count))
            values["NColumns"] = .int32(Int32(table.columns))
            values["NSelectedRows"] = .int32(Int32(table.rows.filter { tree.element($0)?.isSelected == true }.count))
            values["NSelectedColumns"] = .int32(0)
            values["Caption"] = Self.nullReference
            values["Summary"] = Self.nullReference
        }
        if let text = Self.textContent(of: element) {
            values["CharacterCount"] = .int32(Int32(clamping: text.unicodeScalars.count))
            values["CaretOffset"] = .int32(Int32(clamping: element.textEditing?.caret ?? 0))
        }
        if let range = element.range {
            values["CurrentValue"] = .double(range.value)
            values["MinimumValue"] = .double(range.lowerBound)
            values["MaximumValue"] = .double(range.upperBound)
            values["MinimumIncrement"] = .double(range.effectiveStep)
            values["Text"] = .string(element.value ?? "")
        }
        return values
    }

    /// The element's extents in pixels: on the screen (`coordinates` 0) or in its window (1,
    /// and 2, the parent's, taken as the window's).
    func extents(of entry: Target, coordinates: Int) -> (x: Int32, y: Int32, width: Int32, height: Int32) {
        let window = entry.window
        let scale = window.scale()
        let frame = entry.element.frame
        let origin = coordinates == 0 ? window.origin() : .zero
        return (Int32((origin.x + frame.minX * scale).rounded()), Int32((origin.y + frame.minY * scale).rounded()),
                Int32((frame.width * scale).rounded()), Int32((frame.height * scale).rounded()))
    }

    private func component(_ message: DBusMessage, entry: Target) -> DBusReply? {
        // The coordinate type comes last: after the point for Contains, alone otherwise.
        let coordinates = message.member == "Contains" ? (message.arguments.count > 2 ? message.arguments[2].number : 0) : message.arguments.first?.number
        let (x, y, width, height) = extents(of: entry, coordinates: Int(coordinates ?? 0))
        switch message.member {
        case "GetExtents": return .values([.structure([.int32(x), .int32(y), .int32(width), .int32(height)])])
        case "GetPosition": return .values([.int32(x), .int32(y)])
        case "GetSize": return .values([.int32(width), .int32(height)])
        case "Contains":
            guard message.arguments.count >= 2, let px = message.arguments[0].number, let py = message.arguments[1].number else { return .unknownMethod(message) }
            let inside = px >= Double(x) && px < Double(x + width) && py >= Double(y) && py < Double(y + height)
            return .values([.boolean(inside)])
        case "GetLayer": return .values([.uint32(3)])  // ATSPI_LAYER_WIDGET
        case "GetMDIZOrder": return .values([.int16(0)])
        case "GetAlpha": return .values([.double(1)])
        case "GrabFocus": return .values([.boolean(false)])
        default: return .unknownMethod(message)
        }
    }

    private func action(_ message: DBusMessage, entry: Target) -> DBusReply? {
        let actions = entry.element.actions
        let index = Int(message.arguments.first?.number ?? -1)
        let named = actions.indices.contains(index) ? actions[index].name : nil
        switch message.member {
        case "GetActions": return .values([.array(element: "(sss)", actions.map { .structure([.string($0.name), .string(""), .string("")]) })])
        case "GetName", "GetLocalizedName": return .values([.string(named ?? "")])
        case "GetDescription", "GetKeyBinding": return .values([.string("")])
        case "DoAction":
            guard actions.indices.contains(index) else { return .values([.boolean(false)]) }
            actions[index].run()
            return .values([.boolean(true)])
        default: return .unknownMethod(message)
        }
    }

    // MARK: States

    static func stateNumbers(of element: AccessibilityElement) -> [Int] {
        var states = [30, 25]  // visible, showing
        if element.isEnabled { states += [8, 24] }  // enabled, sensitive
        if element.role.isControl { states.append(11) }  // focusable
        if element.isFocused { states.append(12) }
        if element.isChecked { states.append(4) }
        if element.role == .checkBox || element.role == .toggleButton || element.role == .checkMenuItem || element.role == .radioButton {
            states.append(41)  // checkable
        }
        if element.isMixed { states.append(32) }
        if element.isSelected { states.append(23) }
        if element.role.isSelectable { states.append(22) }  // selectable
        if element.isEditable { states += [7, element.attributes["multi-line"] != nil ? 17 : 26] }  // editable, multi- or single line
        if element.role == .frame, element.isFocused { states.append(1) }  // active
        if element.role == .dialog || element.role == .alert { states.append(16) }  // modal
        if element.attributes["haspopup"] != nil { states.append(42) }  // has a popup
        return states
    }

    /// The names of the states a change of an element's facts can flip, as events name them
    /// (the focus is told apart, by `noteFocus`).
    static let stateNames: [Int: String] = [
        4: "checked", 7: "editable", 16: "modal", 42: "has-popup", 8: "enabled", 11: "focusable", 22: "selectable", 23: "selected",
        24: "sensitive", 26: "single-line", 32: "indeterminate", 41: "checkable",
    ]

    /// AT-SPI's state set: two 32-bit words of bits.
    static func states(_ numbers: [Int]) -> DBusValue {
        var words: [UInt32] = [0, 0]
        for number in numbers where number >= 0 && number < 64 { words[number / 32] |= 1 << UInt32(number % 32) }
        return .array(element: "u", words.map { .uint32($0) })
    }

    static func stringMap(_ map: [String: String]) -> DBusValue {
        .array(element: "{ss}", map.sorted { $0.key < $1.key }.map { .dictEntry(.string($0.key), .string($0.value)) })
    }
}
