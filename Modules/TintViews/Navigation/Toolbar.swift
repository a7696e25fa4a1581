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

/// Content of a toolbar, as SwiftUI's `ToolbarContent`.
@MainActor
public protocol ToolbarContent {
    func _entries() -> [_ToolbarEntry]
}

/// One item of a toolbar, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public func _entries() -> [_ToolbarEntry] { [_ToolbarEntry(placement: placement, view: AnyView(content))] }
}

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
}

/// Several toolbar contents, made by `@ToolbarContentBuilder`.
/// Public because `ToolbarContentBuilder`'s public build methods return it; apps never spell it.
public struct _ToolbarContentList: ToolbarContent {
    let parts: [any ToolbarContent]
    public func _entries() -> [_ToolbarEntry] { parts.flatMap { $0._entries() } }
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

    /// Adds views to the toolbar, each at the automatic placement.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(_BoardPostModifier(board: \._toolbar, value: _ViewList(content()).items.map { _ToolbarEntry(placement: .automatic, view: $0.view) }))
    }
}
