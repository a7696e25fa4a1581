import Foundation
import Testing
import TintUI

/// Styles decided by the environment: an app's `resolve(in:)`, `AnyShapeStyle`, `.opacity` and
/// the levels of a style, `.foregroundStyle` with several levels, the semantic styles, and the
/// colour spaces, resolution and asset colours of `Color`.
@MainActor
@Suite struct StyleResolutionTests {
    struct SchemeStyle: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
            environment.colorScheme == .dark ? Color(red: 1, green: 1, blue: 0) : Color(red: 0, green: 0, blue: 1)
        }
    }

    func pixel(of view: some View, scheme: ColorScheme = .light) -> RGBA8 {
        let host = HeadlessHost(rootView: view.environment(\.colorScheme, scheme).frame(width: 20, height: 20), width: 20, height: 20)
        host.renderFrame()
        return host.pixel(x: 10, y: 10)
    }

    @Test func anAppsStyleResolvesInTheEnvironmentOfTheViewItPaints() {
        #expect(pixel(of: Rectangle().fill(SchemeStyle())) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(pixel(of: Rectangle().fill(SchemeStyle()), scheme: .dark) == RGBA8(r: 255, g: 255, b: 0, a: 255))
        // As the foreground style too.
        #expect(pixel(of: Rectangle().foregroundStyle(SchemeStyle()), scheme: .dark) == RGBA8(r: 255, g: 255, b: 0, a: 255))
    }

    @Test func anyShapeStyleErasesWhicheverStyleWasChosen() {
        for useRed in [true, false] {
            let style = useRed ? AnyShapeStyle(Color.red) : AnyShapeStyle(SchemeStyle())
            #expect(pixel(of: Rectangle().fill(style)) == (useRed ? RGBA8(Color.red) : RGBA8(r: 0, g: 0, b: 255, a: 255)))
        }
        #expect(AnyShapeStyle(Color.red) == AnyShapeStyle(Color.red))
        #expect(AnyShapeStyle(Color.red) != AnyShapeStyle(Color.blue))
    }

    @Test func theTintAtAnOpacityIsTheTintHereFainter() {
        let half = pixel(of: Rectangle().fill(.tint.opacity(0.5)).tint(Color(red: 1, green: 0, blue: 0)))
        #expect(half.r == 255 && abs(Int(half.g) - 128) <= 2 && abs(Int(half.b) - 128) <= 2)
        // Without a tint: the accent colour.
        #expect(pixel(of: Rectangle().fill(.tint)) == RGBA8(Color.accentColor))
    }

    @Test func levelsOfAStyleAndOfTheForegroundFadeTheirColour() {
        let red = Color(red: 1, green: 0, blue: 0)
        let secondaryOfRed = pixel(of: Rectangle().fill(red.secondary))
        #expect(secondaryOfRed.r == 255 && abs(Int(secondaryOfRed.g) - 128) <= 2)
        // `.secondary` under a red foreground is red, fainter.
        let secondaryUnderRed = pixel(of: Rectangle().fill(.secondary).foregroundStyle(red))
        #expect(secondaryUnderRed == secondaryOfRed)
        // Two levels given: `.secondary` is the second.
        let green = Color(red: 0, green: 1, blue: 0)
        #expect(pixel(of: Rectangle().fill(.secondary).foregroundStyle(red, green)) == RGBA8(green))
        #expect(pixel(of: Rectangle().fill(.primary).foregroundStyle(red, green)) == RGBA8(red))
        #expect(pixel(of: Rectangle().fill(.tertiary).foregroundStyle(red, green, Color(red: 0, green: 0, blue: 1))) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        // The quinary level is fainter than the quaternary.
        let quaternary = pixel(of: Rectangle().fill(.quaternary)), quinary = pixel(of: Rectangle().fill(.quinary))
        #expect(quinary.r > quaternary.r)
    }

    @Test func semanticStylesPaintTheirColours() {
        let white = RGBA8(r: 255, g: 255, b: 255, a: 255)
        for style in [AnyShapeStyle(.separator), AnyShapeStyle(.fill), AnyShapeStyle(.link), AnyShapeStyle(.placeholder), AnyShapeStyle(.selection)] {
            #expect(pixel(of: Rectangle().fill(style)) != white)
        }
        #expect(pixel(of: Rectangle().fill(.selection)) == RGBA8(Color.accentColor))
        // The background: the window's colour, or what `.backgroundStyle` set.
        #expect(pixel(of: Rectangle().fill(.background)) == pixel(of: Rectangle().fill(.windowBackground)))
        #expect(pixel(of: Rectangle().fill(.background), scheme: .dark) != pixel(of: Rectangle().fill(.background)))
        #expect(pixel(of: Rectangle().fill(.background).backgroundStyle(Color.yellow)) == RGBA8(Color.yellow))
        // The fill's levels are fainter.
        #expect(pixel(of: Rectangle().fill(.fill.secondary)).r > pixel(of: Rectangle().fill(.fill)).r)
    }

    @Test func aStyleTintColoursControls() {
        let gradientTinted = pixel(of: Rectangle().fill(.tint).tint(Color(red: 1, green: 0, blue: 0).gradient))
        #expect(gradientTinted.r == 255 && gradientTinted.g > 0)
    }

    @Test func coloursInOtherSpacesBecomeSRGB() {
        let p3Red = Color(.displayP3, red: 1, green: 0, blue: 0)
        #expect(p3Red.red == 1 && p3Red.green == 0 && p3Red.blue == 0)   // outside sRGB: clamped
        let p3Grey = Color(.displayP3, red: 0.5, green: 0.5, blue: 0.5)
        #expect(abs(p3Grey.red - 0.5) < 0.002 && abs(p3Grey.blue - 0.5) < 0.002)  // greys are the same
        let linear = Color(.sRGBLinear, white: 0.5)
        #expect(abs(linear.red - 0.7354) < 0.001)
        #expect(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5) == Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5))
    }

    @Test func aColourResolvesToItsComponentsInAnEnvironment() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let primaryDark = Color.primary.resolve(in: dark), primaryLight = Color.primary.resolve(in: EnvironmentValues())
        #expect(primaryDark.red > 0.9 && primaryLight.red < 0.1)
        let resolved = Color.Resolved(red: 0.25, green: 0.5, blue: 1, opacity: 0.5)
        #expect(Color(resolved) == Color(red: 0.25, green: 0.5, blue: 1, opacity: 0.5))
        #expect(abs(resolved.linearGreen - 0.214) < 0.001)
        #expect(pixel(of: Rectangle().fill(Color.Resolved(red: 0, green: 1, blue: 0))) == RGBA8(r: 0, g: 255, b: 0, a: 255))
    }

    @Test func anAssetCatalogsColourIsReadWithItsDarkAppearance() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tint-assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let set = root.appendingPathComponent("Assets.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let contents = """
        {"colors":[
          {"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0xFF","green":"128","blue":"0.000","alpha":"1.000"}}},
          {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
           "color":{"color-space":"srgb","components":{"red":"0.000","green":"0.000","blue":"1.000","alpha":"1.000"}}}
        ],"info":{"author":"xcode","version":1}}
        """
        try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let bundle = try #require(Bundle(path: root.path))
        let brand = Color("Brand", bundle: bundle)
        #expect(brand.resolved(in: .light) == Color(red: 1, green: 128 / 255, blue: 0))
        #expect(brand.resolved(in: .dark) == Color(red: 0, green: 0, blue: 1))
    }

    @Test func aMissingAssetColourIsClearWithAWarning() {
        let host = HeadlessHost(rootView: Rectangle().fill(Color("NoSuchColour-\(UUID().uuidString)")).frame(width: 20, height: 20), width: 20, height: 20)
        let report = host.renderFrame()
        #expect(host.pixel(x: 10, y: 10) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(report.warnings.contains { $0.contains("No color named") })
    }
}
