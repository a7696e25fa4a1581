import Foundation

/// Which bar a toolbar modifier is about, as SwiftUI's `ToolbarPlacement`. On the desktop every
/// placement is the bar over the navigation level (the window's toolbar area).
public struct ToolbarPlacement: Equatable, Sendable {
    let kind: Int
    public static let automatic = ToolbarPlacement(kind: 0)
    public static let windowToolbar = ToolbarPlacement(kind: 1)
    public static let navigationBar = ToolbarPlacement(kind: 2)
    public static let bottomBar = ToolbarPlacement(kind: 3)
    public static let tabBar = ToolbarPlacement(kind: 4)
}

/// What a toolbar is for, as SwiftUI's `ToolbarRole`: it arranges iPad bars; a desktop bar looks
/// the same in every role.
public struct ToolbarRole: Equatable, Sendable {
    let kind: Int
    public static let automatic = ToolbarRole(kind: 0)
    public static let browser = ToolbarRole(kind: 1)
    public static let editor = ToolbarRole(kind: 2)
    public static let navigationStack = ToolbarRole(kind: 3)
}

/// How a bar shows its title, as SwiftUI's `ToolbarTitleDisplayMode`: large titles are iOS's; a
/// desktop bar shows every title inline.
public struct ToolbarTitleDisplayMode: Equatable, Sendable {
    let kind: Int
    public static let automatic = ToolbarTitleDisplayMode(kind: 0)
    public static let large = ToolbarTitleDisplayMode(kind: 1)
    public static let inlineLarge = ToolbarTitleDisplayMode(kind: 2)
    public static let inline = ToolbarTitleDisplayMode(kind: 3)
}

/// An item a bar shows by itself, as SwiftUI's `ToolbarDefaultItemKind`: the title, and a split
/// view's sidebar toggle (which Tint's split view does not draw).
public struct ToolbarDefaultItemKind: Equatable, Sendable {
    let kind: Int
    public static let sidebarToggle = ToolbarDefaultItemKind(kind: 0)
    public static let title = ToolbarDefaultItemKind(kind: 1)
}

/// What the toolbar modifiers say of a bar, merged from their posts (the innermost wins).
struct _ToolbarConfiguration {
    var visibility: Visibility?
    var background: AnyView?
    var backgroundVisibility: Visibility?
    var colorScheme: ColorScheme??
    var titleMenu: AnyView?
    var removesTitle = false
    /// Whether the title is in large type under the bar's row (the iPad idiom); nil: automatic.
    var largeTitle: Bool?
    /// The background of the level's list (posted in the iPad idiom): a bar with a large
    /// title is drawn on it, as iOS draws its bar clear over the content at the top.
    var contentBackground: Color?

    static func merged(_ entries: [_ToolbarEntry]) -> _ToolbarConfiguration {
        var result = _ToolbarConfiguration()
        for entry in entries.reversed() {
            guard let post = entry.configuration else { continue }
            if let value = post.visibility { result.visibility = value }
            if let value = post.background { result.background = value }
            if let value = post.backgroundVisibility { result.backgroundVisibility = value }
            if let value = post.colorScheme { result.colorScheme = value }
            if let value = post.titleMenu { result.titleMenu = value }
            if post.removesTitle { result.removesTitle = true }
            if let value = post.largeTitle { result.largeTitle = value }
            if let value = post.contentBackground { result.contentBackground = value }
        }
        return result
    }
}

extension View {
    /// Posts what `configure` says of the bar over this view's level (nothing when `posts` is false).
    func toolbarConfiguration(posts: Bool = true, _ configure: (inout _ToolbarConfiguration) -> Void) -> some View {
        var configuration = _ToolbarConfiguration()
        configure(&configuration)
        return modifier(_BoardPostModifier(board: \._toolbar, value: posts ? [_ToolbarEntry(configuration: configuration)] : nil))
    }

    /// Shows or hides the bar over this view's navigation level.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbarConfiguration { $0.visibility = visibility }
    }

    /// Fills the bar's background with `style`.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let fill = AnyView(Rectangle().fill(style))
        return toolbarConfiguration { $0.background = fill }
    }

    /// Shows or hides the bar's background.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbarConfiguration { $0.backgroundVisibility = visibility }
    }

    /// The colour scheme the bar is drawn in (nil: the window's).
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        toolbarConfiguration { $0.colorScheme = .some(colorScheme) }
    }

    /// What the toolbar is for: a desktop bar looks the same in every role, so the view is as
    /// it was.
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        self
    }

    /// How the bar shows its title: a desktop bar shows every title inline; in the iPad idiom
    /// `.large` (and `.automatic`) puts it in large type under the bar's row, `.inline` and
    /// `.inlineLarge` in the row.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        let large: Bool? = mode == .automatic ? nil : mode == .large
        return toolbarConfiguration { $0.largeTitle = large }
    }

    /// A menu opened from the bar's title.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        let menu = AnyView(content())
        return toolbarConfiguration { $0.titleMenu = menu }
    }

    /// Removes an item the bar shows by itself.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        toolbarConfiguration { $0.removesTitle = defaultItemKind == .title }
    }
}
