/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Equatable, Sendable {
    let rawValue: Int
    var isLeading: Bool { self == .navigation || self == .cancellationAction }

    public static let automatic = ToolbarItemPlacement(rawValue: 0)
    public static let principal = ToolbarItemPlacement(rawValue: 1)
    public static let navigation = ToolbarItemPlacement(rawValue: 2)
    public static let primaryAction = ToolbarItemPlacement(rawValue: 3)
    public static let secondaryAction = ToolbarItemPlacement(rawValue: 4)
    public static let status = ToolbarItemPlacement(rawValue: 5)
    public static let confirmationAction = ToolbarItemPlacement(rawValue: 6)
    public static let cancellationAction = ToolbarItemPlacement(rawValue: 7)
    public static let destructiveAction = ToolbarItemPlacement(rawValue: 8)
}

/// Content of a toolbar, as SwiftUI's `ToolbarContent`: items, and an app's own groups of them
/// declared in `body`.
@MainActor
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Body { get }
    /// The items (Tint's own requirement; the default reads them from `body`).
    func _entries() -> [_ToolbarEntry]
}

extension ToolbarContent {
    public func _entries() -> [_ToolbarEntry] { body._entries() }
}

/// Toolbar content whose items the user may hide and show, each with its identifier, as
/// SwiftUI's `CustomizableToolbarContent` (`.toolbar(id:)`).
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {
    public func _entries() -> [_ToolbarEntry] { [] }
}

/// One item of a toolbar, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    var id: String? = nil
    var showsByDefault = true

    public func _entries() -> [_ToolbarEntry] {
        var entry = _ToolbarEntry(placement: placement, view: AnyView(content), id: id)
        entry.showsByDefault = showsByDefault
        return [entry]
    }

    public var body: Never { return fatalError("ToolbarItem has no body") }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
        self.id = id
    }

    /// A customizable item, hidden until the user shows it when not `showsByDefault`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content) {
        self.init(id: id, placement: placement, content: content)
        self.showsByDefault = showsByDefault
    }
}

/// Several items at one placement, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public func _entries() -> [_ToolbarEntry] {
        _ViewList(content).items.map { _ToolbarEntry(placement: placement, view: $0.view) }
    }

    public var body: Never { return fatalError("ToolbarItemGroup has no body") }
}

/// Several toolbar contents, made by `@ToolbarContentBuilder`.
/// Public because `ToolbarContentBuilder`'s public build methods return it; apps never spell it.
public struct _ToolbarContentList: CustomizableToolbarContent {
    let parts: [any ToolbarContent]
    public func _entries() -> [_ToolbarEntry] { parts.flatMap { $0._entries() } }
    public var body: Never { return fatalError("A toolbar content list has no body") }
}

/// Builds toolbar content from items, as SwiftUI's `ToolbarContentBuilder`.
@MainActor
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> _ToolbarContentList {
        var parts: [any ToolbarContent] = []
        repeat parts.append(each content)
        return _ToolbarContentList(parts: parts)
    }

    public static func buildOptional(_ content: _ToolbarContentList?) -> _ToolbarContentList {
        content ?? _ToolbarContentList(parts: [])
    }

    public static func buildEither(first content: _ToolbarContentList) -> _ToolbarContentList { content }
    public static func buildEither(second content: _ToolbarContentList) -> _ToolbarContentList { content }
}

extension View {
    /// Adds items to the toolbar of the navigation level this view is in.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(_BoardPostModifier(board: \._toolbar, value: content()._entries()))
    }

    /// Adds customizable items to the toolbar: a secondary click on the bar opens a menu that
    /// hides and shows each (kept across launches under `id`, as SwiftUI keeps them).
    public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        let entries = content()._entries().map { entry in
            var entry = entry
            entry.customization = id
            return entry
        }
        return modifier(_BoardPostModifier(board: \._toolbar, value: entries))
    }

    /// Adds views to the toolbar, each at the automatic placement.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(_BoardPostModifier(board: \._toolbar, value: _ViewList(content()).items.map { _ToolbarEntry(placement: .automatic, view: $0.view) }))
    }
}
