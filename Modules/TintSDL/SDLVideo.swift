import CSDL2

/// SDL's video subsystem, started by the first window.
public enum SDLVideo {
    /// Stops the video subsystem so the next window starts it again (and reads
    /// `SDL_VIDEODRIVER` anew). Windows still open become unusable.
    @MainActor
    public static func shutDown() {
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }
}
