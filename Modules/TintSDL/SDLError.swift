/// Why a window could not be opened or used; says what to install or set.
public struct SDLError: Error, CustomStringConvertible, Equatable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }

    /// No video driver can show a window; says what to install or set.
    static func noDisplay(_ reason: String) -> SDLError {
        SDLError(
            "cannot open a window: no display is available (\(reason)). Run under a desktop session or "
                + "under `xvfb-run -a` (Debian package xvfb), or set SDL_VIDEODRIVER=offscreen to open "
                + "an invisible window on purpose.")
    }
}
