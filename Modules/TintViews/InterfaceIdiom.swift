/// The kind of device the app's controls are drawn for: macOS's (`mac`), or the iPad's
/// (`pad`), for code written for the iPhone and iPad first, which macOS's controls can make
/// unreadable (a default button around a white label on a coloured background gets macOS's
/// light bezel). Set app-wide by the host (`HostOptions.idiom`, `TINT_IDIOM`); the automatic
/// styles read it.
package enum _InterfaceIdiom: Equatable, Hashable, Sendable {
    case mac, pad
}

private struct InterfaceIdiomKey: EnvironmentKey {
    static let defaultValue = _InterfaceIdiom.mac
}

extension EnvironmentValues {
    /// The idiom the automatic styles here draw in.
    package var _interfaceIdiom: _InterfaceIdiom {
        get { self[InterfaceIdiomKey.self] }
        set { self[InterfaceIdiomKey.self] = newValue }
    }
}
