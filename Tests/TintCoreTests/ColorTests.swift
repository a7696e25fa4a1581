import Testing
import TintCore

@Suite struct ColorTests {
    @Test func componentsAreClampedAndNaNBecomesZero() {
        let c = Color(red: 2, green: -1, blue: .nan, opacity: 0.5)
        #expect(c.red == 1)
        #expect(c.green == 0)
        #expect(c.blue == 0)
        #expect(c.alpha == 0.5)
    }

    /// SwiftUI's `Color(hue:saturation:brightness:opacity:)`: the wheel's primaries and
    /// secondaries, grey without saturation, black without brightness, a hue of 1 is 0.
    @Test func hueSaturationBrightness() {
        func rgb(_ c: Color) -> [Double] { [c.red, c.green, c.blue].map { ($0 * 1000).rounded() / 1000 } }
        #expect(rgb(Color(hue: 0, saturation: 1, brightness: 1)) == [1, 0, 0])
        #expect(rgb(Color(hue: 1.0 / 3, saturation: 1, brightness: 1)) == [0, 1, 0])
        #expect(rgb(Color(hue: 2.0 / 3, saturation: 1, brightness: 1)) == [0, 0, 1])
        #expect(rgb(Color(hue: 1.0 / 6, saturation: 1, brightness: 1)) == [1, 1, 0])
        #expect(rgb(Color(hue: 0.5, saturation: 0.5, brightness: 0.8)) == [0.4, 0.8, 0.8])
        #expect(rgb(Color(hue: 0.3, saturation: 0, brightness: 0.6)) == [0.6, 0.6, 0.6])
        #expect(rgb(Color(hue: 0.7, saturation: 1, brightness: 0)) == [0, 0, 0])
        #expect(rgb(Color(hue: 1, saturation: 1, brightness: 1)) == rgb(Color(hue: 0, saturation: 1, brightness: 1)))
        #expect(rgb(Color(hue: .nan, saturation: 2, brightness: 1)) == [1, 0, 0])
        #expect(Color(hue: 0.2, saturation: 0.5, brightness: 0.5, opacity: 0.25).alpha == 0.25)
    }

    @Test func opacityMultiplies() {
        #expect(Color.blue.opacity(0.5).opacity(0.5).alpha == 0.25)
    }

    @Test func rgbHexInitializer() {
        let c = Color(rgb: 0x007AFF)
        #expect(c.red == 0)
        #expect(abs(c.green - 122.0 / 255) < 1e-9)
        #expect(c.blue == 1)
    }
}

@Suite struct GeometryTests {
    @Test func alignmentUnitPoints() {
        #expect(Alignment.center.unitPoint == .center)
        #expect(Alignment.bottomTrailing.unitPoint == UnitPoint(x: 1, y: 1))
        #expect(Alignment.topLeading.unitPoint == .zero)
    }

    @Test func edgeInsetsSums() {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.horizontal == 6)
        #expect(insets.vertical == 4)
        #expect(EdgeInsets(16) == EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
    }

    @Test func finiteRectDetectsNaNAndInfinity() {
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).isFiniteRect)
        #expect(!CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1).isFiniteRect)
        #expect(!CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1).isFiniteRect)
    }

    @Test func fontSizeMustBePositive() {
        _ = RuntimeWarnings.drain()
        #expect(Font.system(size: .nan).size == 13)
        #expect(Font.system(size: -4).size == 13)
        #expect(RuntimeWarnings.drain().count == 2)
        #expect(Font.system(size: 20, weight: .bold).weight == .bold)
    }
}
