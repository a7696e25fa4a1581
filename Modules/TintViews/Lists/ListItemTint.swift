import Foundation

/// The tint of a list item's icon, as SwiftUI's `ListItemTint`: a sidebar row's symbol in a
/// colour of its own.
public struct ListItemTint: Hashable, Sendable {
    let color: Color?

    /// The icon in `tint`, whatever the app's accent.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// The icon in `tint` (Tint has no user preference to defer to).
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// The icon in the text's colour.
    public static let monochrome = ListItemTint(color: .primary)
}

private struct ListItemTintKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    /// The colour of the icons of the labels here (`.listItemTint`); nil: their own.
    package var _listItemTint: Color? {
        get { self[ListItemTintKey.self] }
        set { self[ListItemTintKey.self] = newValue }
    }
}

extension View {
    /// Draws the icons of the labels in this list item in `tint`.
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        environment(\._listItemTint, tint?.color)
    }

    /// Draws the icons of the labels in this list item in `tint`.
    public func listItemTint(_ tint: Color?) -> some View {
        environment(\._listItemTint, tint)
    }
}
