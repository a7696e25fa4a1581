// iOS spellings that real SwiftUI code uses, kept so that such files compile unchanged on
// Tint. macOS has no navigation bar: each maps to its macOS counterpart or, where there is
// none, is accepted and changes nothing (said on each).

/// How a navigation bar shows its title on iOS, as SwiftUI's
/// `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
    /// Large, inline or automatic titles (iOS); accepted, and the title drawn as on macOS.
    public enum TitleDisplayMode: Sendable {
        case automatic, inline, large
    }
}

extension ToolbarItemPlacement {
    /// iOS's leading bar placement: the leading end of the bar.
    public static let navigationBarLeading = ToolbarItemPlacement.navigation
    /// iOS's trailing bar placement: the trailing end of the bar.
    public static let navigationBarTrailing = ToolbarItemPlacement.primaryAction
    public static let topBarLeading = ToolbarItemPlacement.navigation
    public static let topBarTrailing = ToolbarItemPlacement.primaryAction
    /// iOS's bottom toolbar: shown with the trailing items.
    public static let bottomBar = ToolbarItemPlacement.status
    /// Above the on-screen keyboard (iOS): a desktop has none, so these items are not shown
    /// (as on macOS, where the placement has no bar).
    public static let keyboard = ToolbarItemPlacement(rawValue: 100)
}

/// iOS's grouped list: each section's rows on a band as wide as the list, on the grouped
/// background, headers in small capitals above (in either idiom).
public struct GroupedListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { _ListStyleKind(base: .grouped, alternatesRowBackgrounds: false) }
}

/// iOS's inset grouped list: each section's rows on a rounded card inset from the list's
/// sides, on the grouped background (in either idiom; the iPad idiom's automatic list style).
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { _ListStyleKind(base: .insetGrouped, alternatesRowBackgrounds: false) }
}

extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }

extension View {
    /// iOS's title size: on the Mac every title is inline; in the iPad idiom `.large` (and
    /// `.automatic`) puts it in large type under the bar's row, as `toolbarTitleDisplayMode`.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        let large: Bool? = switch displayMode {
        case .automatic: nil
        case .inline: false
        case .large: true
        }
        return toolbarConfiguration { $0.largeTitle = large }
    }

    /// iOS's older title modifier: the level's title, as `.navigationTitle`.
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// iOS's older title modifier with a display mode (the mode changes nothing).
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }

    /// iOS's older bar items: the leading and trailing views as toolbar items.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(_BoardPostModifier(board: \._toolbar, value: [
            _ToolbarEntry(placement: .navigation, view: AnyView(leading)),
            _ToolbarEntry(placement: .primaryAction, view: AnyView(trailing)),
        ]))
    }

    /// iOS's older bar items, trailing only.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(_BoardPostModifier(board: \._toolbar, value: [_ToolbarEntry(placement: .primaryAction, view: AnyView(trailing))]))
    }

    /// iOS's older bar items, leading only.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(_BoardPostModifier(board: \._toolbar, value: [_ToolbarEntry(placement: .navigation, view: AnyView(leading))]))
    }

    /// Accepted, and changes nothing yet: the back button always shows on pushed levels.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> Self { self }
}
