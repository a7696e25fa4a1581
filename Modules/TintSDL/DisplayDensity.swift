import CSDL2
import CSDL2.X11
import Foundation

/// What the display says of its density: the X server's `Xft.dpi` resource (which GNOME, KDE
/// and `xrdb` set for a scaled desktop) and the screen's DPI from its size in pixels and
/// millimetres. Read with Xlib on a connection of its own, closed at once: SDL's video
/// subsystem is neither started nor stopped for the question (stopping it under a window
/// opening on another thread loses that window's display).
public enum DisplayDensity {
    /// `Xft.dpi` and the screen's horizontal DPI; nils without an X display.
    public static func read() -> (xftDPI: Double?, screenDPI: Double?) {
        guard let display = XOpenDisplay(nil) else { return (nil, nil) }
        defer { XCloseDisplay(display) }
        let xft = XResourceManagerString(display).flatMap { parseXftDPI(String(cString: $0)) }
        let screen = XDefaultScreen(display)
        let pixels = Double(XDisplayWidth(display, screen)), millimetres = Double(XDisplayWidthMM(display, screen))
        let dpi = millimetres > 0 && pixels > 0 ? pixels / (millimetres / 25.4) : nil
        return (xft, dpi.flatMap { $0.isFinite ? $0 : nil })
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
