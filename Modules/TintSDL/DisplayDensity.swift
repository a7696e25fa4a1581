import CSDL2
import CSDL2.X11
import Foundation

/// What the display says of its density: the X server's `Xft.dpi` resource (which GNOME, KDE
/// and `xrdb` set for a scaled desktop) and SDL's measure of the first display's DPI.
public enum DisplayDensity {
    /// `Xft.dpi` from the X server's resource database; nil without an X display or the
    /// resource.
    public static func xftDPI() -> Double? {
        guard let display = XOpenDisplay(nil) else { return nil }
        defer { XCloseDisplay(display) }
        guard let resources = XResourceManagerString(display) else { return nil }
        return parseXftDPI(String(cString: resources))
    }

    /// The `Xft.dpi` value in a resource database's text ("Xft.dpi:\t144").
    public static func parseXftDPI(_ resources: String) -> Double? {
        for line in resources.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "Xft.dpi" else { continue }
            if let value = Double(parts[1].trimmingCharacters(in: .whitespaces)), value.isFinite, value > 0 { return value }
        }
        return nil
    }

    /// SDL's diagonal DPI of the first display (the video subsystem started for the question
    /// if needed); nil when it does not know.
    public static func displayDPI() -> Double? {
        let started = SDL_WasInit(SDL_INIT_VIDEO) != 0
        if !started, SDL_InitSubSystem(SDL_INIT_VIDEO) != 0 { return nil }
        defer { if !started { SDL_QuitSubSystem(SDL_INIT_VIDEO) } }
        var diagonal: Float = 0
        guard SDL_GetDisplayDPI(0, &diagonal, nil, nil) == 0, diagonal.isFinite, diagonal > 0 else { return nil }
        return Double(diagonal)
    }
}

extension SDLWindow {
    /// The portal's name for this window as a parent of its dialogs ("x11:1a00004"); empty
    /// when the window is not an X11 one.
    public var portalParentName: String {
        var display: OpaquePointer?
        var xwindow: Window = 0
        guard tint_SDL_X11Window(window, &display, &xwindow) != 0 else { return "" }
        return "x11:" + String(xwindow, radix: 16)
    }
}
