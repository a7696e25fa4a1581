import TintViews

/// Menus and menu items an app adds to its menu bar, as SwiftUI's `Commands`: `CommandMenu`s,
/// `CommandGroup`s placed among the standard items, the built-in sets (`SidebarCommands`...),
/// or a type of the app's own whose `body` is made of those.
@MainActor
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

/// Commands Tint reads itself rather than through a body.
@MainActor
protocol PrimitiveCommands {
    func appendEntries(to entries: inout [CommandEntry])
}

extension Commands {
    func appendEntries(to entries: inout [CommandEntry]) {
        if let primitive = self as? any PrimitiveCommands {
            primitive.appendEntries(to: &entries)
        } else {
            body.appendEntries(to: &entries)
        }
    }
}

/// What one command adds to the menu bar.
@MainActor
enum CommandEntry {
    /// A menu of its own (`CommandMenu`), after the standard menus and before Window and Help.
    case menu(title: String, items: [_MenuItem])
    /// Items placed among the standard ones (`CommandGroup`).
    case group(CommandGroupPlacement, CommandGroupPosition, items: [_MenuItem])
    /// A built-in set's items (`SidebarCommands`...).
    case builtIn(BuiltInCommands)
}

/// Where a `CommandGroup` goes relative to its placement's standard items.
enum CommandGroupPosition: Equatable {
    case before, after, replacing
}

/// The built-in command sets.
enum BuiltInCommands: Equatable {
    case sidebar, toolbar, textEditing, textFormatting, inspector

    /// Where the set's items go.
    var placement: CommandGroupPlacement {
        switch self {
        case .sidebar: .sidebar
        case .toolbar, .inspector: .toolbar
        case .textEditing: .textEditing
        case .textFormatting: .textFormatting
        }
    }
}

/// A scene's `.commands` content, read again each time the menu bar is (its items' actions
/// and toggles read the app's current state).
@MainActor
struct CommandContent {
    let entries: @MainActor () -> [CommandEntry]

    init<C: Commands>(_ commands: C) {
        entries = {
            var entries: [CommandEntry] = []
            commands.appendEntries(to: &entries)
            return entries
        }
    }
}

/// Builds commands, as SwiftUI's `CommandsBuilder`.
@resultBuilder @MainActor
public enum CommandsBuilder {
    public static func buildExpression<C: Commands>(_ commands: C) -> C { commands }
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    public static func buildBlock<C: Commands>(_ commands: C) -> C { commands }
    public static func buildBlock<each C: Commands>(_ commands: repeat each C) -> _TupleCommands<repeat each C> {
        _TupleCommands(repeat each commands)
    }
    public static func buildOptional<C: Commands>(_ commands: C?) -> _OptionalCommands<C> { _OptionalCommands(commands: commands) }
    public static func buildLimitedAvailability<C: Commands>(_ commands: C) -> C { commands }
}

/// Several commands side by side (`CommandsBuilder`).
public struct _TupleCommands<each C: Commands>: Commands, PrimitiveCommands {
    let commands: (repeat each C)

    init(_ commands: repeat each C) {
        self.commands = (repeat each commands)
    }

    public var body: Never { fatalError("_TupleCommands has no body") }

    func appendEntries(to entries: inout [CommandEntry]) {
        for command in repeat each commands {
            command.appendEntries(to: &entries)
        }
    }
}

/// Commands under an `if` (`CommandsBuilder`).
public struct _OptionalCommands<C: Commands>: Commands, PrimitiveCommands {
    let commands: C?
    public var body: Never { fatalError("_OptionalCommands has no body") }
    func appendEntries(to entries: inout [CommandEntry]) { commands?.appendEntries(to: &entries) }
}

/// No commands, as SwiftUI's `EmptyCommands`.
public struct EmptyCommands: Commands, PrimitiveCommands {
    public init() {}
    public var body: Never { fatalError("EmptyCommands has no body") }
    func appendEntries(to entries: inout [CommandEntry]) {}
}

/// A menu of the app's own in the menu bar, as SwiftUI's `CommandMenu`: placed after the
/// standard View menu, before Window and Help.
public struct CommandMenu<Content: View>: Commands, PrimitiveCommands {
    let title: String
    let content: Content

    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        title = name.content
        self.content = content()
    }

    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        title = nameKey._text
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        title = String(name)
        self.content = content()
    }

    public var body: Never { fatalError("CommandMenu has no body") }

    func appendEntries(to entries: inout [CommandEntry]) {
        entries.append(.menu(title: title, items: _MenuItem.items(of: content)))
    }
}

/// Items placed among the standard menu items, as SwiftUI's `CommandGroup`: before or after
/// a placement's standard items, or in their place.
public struct CommandGroup<Content: View>: Commands, PrimitiveCommands {
    let placement: CommandGroupPlacement
    let position: CommandGroupPosition
    let content: Content

    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        position = .before
        content = addition()
    }

    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        position = .after
        content = addition()
    }

    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        position = .replacing
        content = addition()
    }

    public var body: Never { fatalError("CommandGroup has no body") }

    func appendEntries(to entries: inout [CommandEntry]) {
        entries.append(.group(placement, position, items: _MenuItem.items(of: content)))
    }
}

/// Where standard menu items sit, as SwiftUI's `CommandGroupPlacement`: each names a group of
/// the standard items of one menu.
public struct CommandGroupPlacement: Hashable, Sendable {
    /// The standard menu the group is in.
    let menu: StandardMenu
    let name: String

    public static let appInfo = CommandGroupPlacement(menu: .app, name: "appInfo")
    public static let appSettings = CommandGroupPlacement(menu: .app, name: "appSettings")
    public static let systemServices = CommandGroupPlacement(menu: .app, name: "systemServices")
    public static let appVisibility = CommandGroupPlacement(menu: .app, name: "appVisibility")
    public static let appTermination = CommandGroupPlacement(menu: .app, name: "appTermination")
    public static let newItem = CommandGroupPlacement(menu: .file, name: "newItem")
    public static let saveItem = CommandGroupPlacement(menu: .file, name: "saveItem")
    public static let importExport = CommandGroupPlacement(menu: .file, name: "importExport")
    public static let printItem = CommandGroupPlacement(menu: .file, name: "printItem")
    public static let undoRedo = CommandGroupPlacement(menu: .edit, name: "undoRedo")
    public static let pasteboard = CommandGroupPlacement(menu: .edit, name: "pasteboard")
    public static let textEditing = CommandGroupPlacement(menu: .edit, name: "textEditing")
    public static let textFormatting = CommandGroupPlacement(menu: .format, name: "textFormatting")
    public static let toolbar = CommandGroupPlacement(menu: .view, name: "toolbar")
    public static let sidebar = CommandGroupPlacement(menu: .view, name: "sidebar")
    public static let windowSize = CommandGroupPlacement(menu: .window, name: "windowSize")
    public static let windowList = CommandGroupPlacement(menu: .window, name: "windowList")
    public static let singleWindowList = CommandGroupPlacement(menu: .window, name: "singleWindowList")
    public static let windowArrangement = CommandGroupPlacement(menu: .window, name: "windowArrangement")
    public static let help = CommandGroupPlacement(menu: .help, name: "help")
}

/// The menus of macOS's standard menu bar, in order.
enum StandardMenu: Int, CaseIterable, Hashable, Sendable {
    case app, file, edit, format, view, window, help
}

/// The sidebar's commands, as SwiftUI's `SidebarCommands`: View > Toggle Sidebar (Ctrl+Alt+S),
/// which hides the key window's split view's leading columns or shows them again.
public struct SidebarCommands: Commands, PrimitiveCommands {
    public init() {}
    public var body: Never { fatalError("SidebarCommands has no body") }
    func appendEntries(to entries: inout [CommandEntry]) { entries.append(.builtIn(.sidebar)) }
}

/// The toolbar's commands, as SwiftUI's `ToolbarCommands`: View > Hide Toolbar (Show Toolbar),
/// Ctrl+Alt+T, for the key window's toolbar.
public struct ToolbarCommands: Commands, PrimitiveCommands {
    public init() {}
    public var body: Never { fatalError("ToolbarCommands has no body") }
    func appendEntries(to entries: inout [CommandEntry]) { entries.append(.builtIn(.toolbar)) }
}

/// Text editing's commands, as SwiftUI's `TextEditingCommands`. Cut, Copy, Paste and Select All
/// are always in the Edit menu; the set's Find and Transformations items are not yet: it adds
/// none.
public struct TextEditingCommands: Commands, PrimitiveCommands {
    public init() {}
    public var body: Never { fatalError("TextEditingCommands has no body") }
    func appendEntries(to entries: inout [CommandEntry]) { entries.append(.builtIn(.textEditing)) }
}

/// Text formatting's commands, as SwiftUI's `TextFormattingCommands`. Tint's text fields hold
/// plain text, with nothing to format: the set adds no items.
public struct TextFormattingCommands: Commands, PrimitiveCommands {
    public init() {}
    public var body: Never { fatalError("TextFormattingCommands has no body") }
    func appendEntries(to entries: inout [CommandEntry]) { entries.append(.builtIn(.textFormatting)) }
}

/// The inspector's commands, as SwiftUI's `InspectorCommands`: View > Show Inspector (Hide
/// Inspector), Ctrl+Alt+I, for the key window's inspector.
public struct InspectorCommands: Commands, PrimitiveCommands {
    public init() {}
    public var body: Never { fatalError("InspectorCommands has no body") }
    func appendEntries(to entries: inout [CommandEntry]) { entries.append(.builtIn(.inspector)) }
}
