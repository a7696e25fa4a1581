import Foundation

/// `contextMenu(forSelectionType:menu:primaryAction:)` on a list or table: the menu of a set of
/// selected values, and what a double-click does to them, erased to the rows' tags.
package struct _SelectionMenu: Equatable, @unchecked Sendable {
    let menu: @MainActor (Set<AnyHashable>) -> AnyView
    let primaryAction: (@MainActor (Set<AnyHashable>) -> Void)?
    private let identity = _ValueIdentity()

    init(menu: @escaping @MainActor (Set<AnyHashable>) -> AnyView, primaryAction: (@MainActor (Set<AnyHashable>) -> Void)?) {
        self.menu = menu
        self.primaryAction = primaryAction
    }

    /// Closures cannot be compared: a rebuilt menu replaces the old one, and a menu equals only
    /// itself (an environment value unequal to itself counts as changed at every update).
    package static func == (a: _SelectionMenu, b: _SelectionMenu) -> Bool { a.identity === b.identity }
}

private struct SelectionMenuKey: EnvironmentKey {
    static let defaultValue: _SelectionMenu? = nil
}

extension EnvironmentValues {
    /// The selection's context menu of the lists and tables here.
    package var _selectionMenu: _SelectionMenu? {
        get { self[SelectionMenuKey.self] }
        set { self[SelectionMenuKey.self] = newValue }
    }
}

extension View {
    /// A context menu for the rows of the list or table here, as SwiftUI's
    /// `contextMenu(forSelectionType:menu:primaryAction:)`: a secondary click on a selected row
    /// opens `menu` for the whole selection, on another row for that row alone; a double-click
    /// on a row runs `primaryAction` for the same set (Return too, on the selection).
    public func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self,
                                                  @ViewBuilder menu: @escaping @MainActor (Set<I>) -> M,
                                                  primaryAction: (@MainActor (Set<I>) -> Void)? = nil) -> some View {
        let typed: @MainActor (Set<AnyHashable>) -> Set<I> = { tags in Set(tags.compactMap { $0.base as? I }) }
        var primary: (@MainActor (Set<AnyHashable>) -> Void)?
        if let primaryAction { primary = { tags in primaryAction(typed(tags)) } }
        let erased = _SelectionMenu(menu: { tags in AnyView(menu(typed(tags))) }, primaryAction: primary)
        return environment(\._selectionMenu, erased)
    }
}
