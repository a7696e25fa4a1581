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
