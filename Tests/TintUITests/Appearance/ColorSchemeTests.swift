import Foundation
import Testing
import TintDemoScenes
import TintRaster
import TintUI

/// Light and dark appearance: the host's scheme, `.preferredColorScheme` for the whole window,
/// `.environment(\.colorScheme, _)` for a subtree, semantic and platform colours resolved per
/// scheme, the desktop's preference, and every control's look in both (goldens).
@MainActor
@Suite struct ColorSchemeTests {
    struct SchemeReader: View {
        @Environment(\.colorScheme) var colorScheme
        var body: some View {
            Text(colorScheme == .dark ? "dark" : "light").accessibilityIdentifier("scheme-\(colorScheme == .dark ? "dark" : "light")")
        }
    }

    @Test func aHeadlessHostDrawsLightUnlessToldOtherwise() throws {
        let host = HeadlessHost(rootView: SchemeReader(), width: 100, height: 40)
        host.renderFrame()
        #expect(host.frame(of: "scheme-light") != nil)
        #expect(host.pixel(x: 1, y: 1) == RGBA8(Color.white))
        host.options.colorScheme = .dark
        host.renderFrame()
        #expect(host.frame(of: "scheme-dark") != nil)
        // The window's background is macOS's dark grey, and primary text is light on it.
        #expect(host.pixel(x: 1, y: 1) == RGBA8(Color(white: 0.118)))
        let text = try #require(host.frame(of: "scheme-dark"))
        var brightest: UInt8 = 0
        for y in Int(text.minY)..<Int(text.maxY) {
            for x in Int(text.minX)..<Int(text.maxX) { brightest = max(brightest, host.pixel(x: x, y: y).r) }
        }
        #expect(brightest > 200)
    }

    struct Preferring: View {
        @State var dark = true
        var body: some View {
            VStack {
                Button("Switch") { dark.toggle() }.accessibilityIdentifier("switch")
                SchemeReader().preferredColorScheme(dark ? .dark : nil)
            }
        }
    }

    @Test func preferredColorSchemeTurnsTheWholeWindow() {
        let host = HeadlessHost(rootView: Preferring(), width: 120, height: 80)
        host.renderFrame()
        #expect(host.frame(of: "scheme-dark") != nil)
        #expect(host.pixel(x: 1, y: 1) == RGBA8(Color(white: 0.118)))
        // No preference: the system's (light, headless) again.
        host.tap("switch")
        host.renderFrame()
        #expect(host.frame(of: "scheme-light") != nil)
        #expect(host.pixel(x: 1, y: 1) == RGBA8(Color.white))
    }

    @Test func theEnvironmentTurnsASubtreeOnly() {
        let view = VStack(spacing: 0) {
            SchemeReader()
            SchemeReader().environment(\.colorScheme, .dark)
            Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("light-blue")
            Color.blue.frame(width: 20, height: 20).environment(\.colorScheme, .dark).accessibilityIdentifier("dark-blue")
        }
        let host = HeadlessHost(rootView: view, width: 100, height: 100)
        host.renderFrame()
        #expect(host.frame(of: "scheme-light") != nil && host.frame(of: "scheme-dark") != nil)
        let light = host.frame(of: "light-blue")!, dark = host.frame(of: "dark-blue")!
        #expect(host.pixel(x: Int(light.midX), y: Int(light.midY)) == RGBA8(Color(rgb: 0x007AFF)))
        #expect(host.pixel(x: Int(dark.midX), y: Int(dark.midY)) == RGBA8(Color(rgb: 0x0A84FF)))
    }

    @Test func semanticAndPlatformColoursResolvePerScheme() {
        #expect(Color.primary.resolved(in: .light) == Color(white: 0))
        #expect(Color.primary.resolved(in: .dark) == Color(white: 1))
        #expect(Color(.systemBlue).resolved(in: .dark) == Color(rgb: 0x0A84FF))
        #expect(Color(uiColor: .secondaryLabel) == Color.secondary)
        #expect(Color(nsColor: .windowBackgroundColor).resolved(in: .dark) == Color._windowBackground.resolved(in: .dark))
        // A fixed colour is the same in both; opacity keeps both appearances.
        #expect(Color(white: 0.3).resolved(in: .dark) == Color(white: 0.3))
        #expect(abs(Color.red.opacity(0.5).resolved(in: .dark).alpha - 0.5) < 1.0 / 255)
        #expect(Color(.red) == Color(red: 1, green: 0, blue: 0))
    }

    @Test func theDesktopPreference() {
        #expect(SystemAppearance.colorScheme(environment: ["TINT_COLOR_SCHEME": "dark"]) == .dark)
        #expect(SystemAppearance.colorScheme(environment: ["TINT_COLOR_SCHEME": "Light"]) == .light)
    }

    /// The controls scene and a form in the dark appearance (`demo-controls.png` and
    /// `structure-form.png` are the light ones).
    @Test func theControlsInTheDark() throws {
        let host = try #require(DemoScene.named("controls")).makeHost(width: 640, height: 480)
        host.currentDate = DemoSceneGoldenTests.clock
        host.options.colorScheme = .dark
        let report = host.renderFrame()
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        try GoldenImage.check(host.pixelBuffer, named: "dark-controls")
    }

    @Test func theNotesAppInTheDark() throws {
        let host = try #require(DemoScene.named("notes")).makeHost(width: 640, height: 480)
        host.options.colorScheme = .dark
        let report = host.renderFrame()
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        try GoldenImage.check(host.pixelBuffer, named: "dark-notes")
    }
}
