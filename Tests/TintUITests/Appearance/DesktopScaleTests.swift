import Foundation
import Testing
import TintSDL
@testable import TintUI

@MainActor struct DesktopScaleTests {
    @Test func theDesktopsScaleIsReadInGTKsOrder() {
        // TINT_SCALE wins over everything.
        #expect(DesktopScale.scale(environment: ["TINT_SCALE": "1.5", "GDK_SCALE": "2"], xftDPI: 192, displayDPI: 300) == 1.5)
        // GDK_SCALE, times GDK_DPI_SCALE.
        #expect(DesktopScale.scale(environment: ["GDK_SCALE": "2"], xftDPI: 96, displayDPI: nil) == 2)
        #expect(DesktopScale.scale(environment: ["GDK_SCALE": "1", "GDK_DPI_SCALE": "1.25"], xftDPI: nil, displayDPI: nil) == 1.25)
        // Xft.dpi over 96, rounded to a quarter.
        #expect(DesktopScale.scale(environment: [:], xftDPI: 144, displayDPI: nil) == 1.5)
        #expect(DesktopScale.scale(environment: [:], xftDPI: 120, displayDPI: nil) == 1.25)
        #expect(DesktopScale.scale(environment: [:], xftDPI: 100, displayDPI: 300) == 1)
        // The display's own DPI only when it says it is dense.
        #expect(DesktopScale.scale(environment: [:], xftDPI: nil, displayDPI: 96) == 1)
        #expect(DesktopScale.scale(environment: [:], xftDPI: nil, displayDPI: 110) == 1)
        #expect(DesktopScale.scale(environment: [:], xftDPI: nil, displayDPI: 192) == 2)
        // Bad values: ignored or held within 1 to 4.
        #expect(DesktopScale.scale(environment: ["GDK_SCALE": "zero"], xftDPI: nil, displayDPI: nil) == 1)
        #expect(DesktopScale.scale(environment: ["GDK_SCALE": "0"], xftDPI: .nan, displayDPI: .infinity) == 1)
        #expect(DesktopScale.scale(environment: ["GDK_SCALE": "9"], xftDPI: nil, displayDPI: nil) == 4)
        #expect(DesktopScale.scale(environment: [:], xftDPI: 30, displayDPI: nil) == 1)
    }

    @Test func xftDPIIsReadFromTheResourceDatabase() {
        #expect(DisplayDensity.parseXftDPI("Xft.antialias:\t1\nXft.dpi:\t144\nXft.hinting:\t1\n") == 144)
        #expect(DisplayDensity.parseXftDPI("Xft.dpi: 96.5") == 96.5)
        #expect(DisplayDensity.parseXftDPI("*.dpi:\t144\nXft.dpi:\tlots") == nil)
        #expect(DisplayDensity.parseXftDPI("") == nil)
    }
}
