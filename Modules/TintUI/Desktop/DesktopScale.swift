import Foundation
import TintSDL

/// The scale a new window draws at when the app names none: pixels per point from the
/// desktop, as GTK reads it.
///
/// In order: `TINT_SCALE` (a number from 1 to 4); `GDK_SCALE` (a whole number) times
/// `GDK_DPI_SCALE` when set; the X server's `Xft.dpi` over 96; the screen's DPI (its size in
/// pixels and millimetres) over 96 (X servers often report 96 whatever the screen, so this only raises the scale
/// for a display that says it is dense). The result is rounded to a quarter (1.25, 1.5, 2),
/// where text and one-pixel lines stay crisp, within 1 to 4.
enum DesktopScale {
    /// The scale for a new window on this desktop (X is asked once per process).
    @MainActor
    static func current() -> CGFloat {
        let environment = ProcessInfo.processInfo.environment
        if let text = environment["TINT_SCALE"], !text.isEmpty { return CanvasLimits.environmentScale(environment) }
        if cachedDensity == nil { cachedDensity = DisplayDensity.read() }
        return scale(environment: environment, xftDPI: cachedDensity?.xftDPI, displayDPI: cachedDensity?.screenDPI)
    }

    @MainActor private static var cachedDensity: (xftDPI: Double?, screenDPI: Double?)?

    /// The scale the environment and the display's densities give (see the type's comment).
    static func scale(environment: [String: String], xftDPI: Double?, displayDPI: Double?) -> CGFloat {
        if let text = environment["TINT_SCALE"], !text.isEmpty { return CanvasLimits.environmentScale(environment) }
        if let text = environment["GDK_SCALE"], let whole = Int(text), whole >= 1 {
            let factor = environment["GDK_DPI_SCALE"].flatMap(Double.init).flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 1
            return rounded(Double(whole) * factor)
        }
        if let xftDPI, xftDPI.isFinite, xftDPI > 0 { return rounded(xftDPI / 96) }
        if let displayDPI, displayDPI.isFinite, displayDPI >= 120 { return rounded(displayDPI / 96) }
        return 1
    }

    private static func rounded(_ scale: Double) -> CGFloat {
        CGFloat(min(4, max(1, (scale * 4).rounded() / 4)))
    }
}
