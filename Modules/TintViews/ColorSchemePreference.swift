private struct PreferredColorSchemesKey: EnvironmentKey {
    static let defaultValue: _Board<ColorScheme>? = nil
}

extension EnvironmentValues {
    /// The window's board of `.preferredColorScheme` posts (set by the window root).
    package var _preferredColorSchemes: _Board<ColorScheme>? {
        get { self[PreferredColorSchemesKey.self] }
        set { self[PreferredColorSchemesKey.self] = newValue }
    }
}

extension View {
    /// Asks the window showing this view to draw in `colorScheme` (`nil`: no preference, the
    /// system's), as SwiftUI's `preferredColorScheme`: the whole window follows, not only this
    /// view. When several views ask, the first to ask wins.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_BoardPostModifier(board: \._preferredColorSchemes, value: colorScheme))
    }
}
