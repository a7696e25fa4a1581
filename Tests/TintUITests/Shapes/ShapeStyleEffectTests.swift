import Testing
import TintUI

/// Shadows and blend modes carried by a shape style: `.fill(.white.shadow(.drop(...)))` casts a
/// shadow under the shape, `.inner` one inside its edges (and nothing outside), and
/// `.blendMode` composites the shape as the view modifier does.
@MainActor
@Suite struct ShapeStyleEffectTests {
    private func host(_ view: some View) -> HeadlessHost { smallCanvas(view, alignment: .topLeading) }

    private let white = RGBA8(Color.white)

    @Test func aDropShadowFallsUnderAndBesideTheShape() {
        let host = host(Rectangle().fill(Color.white.shadow(.drop(color: .black, radius: 0, x: 4, y: 4))).frame(width: 20, height: 20))
        #expect(host.pixel(x: 10, y: 10) == white, "the shape itself")
        #expect(host.pixel(x: 22, y: 22) == RGBA8(Color.black), "its shadow, moved by 4")
        #expect(host.pixel(x: 30, y: 30) == white)
    }

    @Test func anInnerShadowDarkensInsideTheEdgesOnly() {
        let host = host(Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 0, x: 4, y: 4))).frame(width: 20, height: 20)
            .background(Color.red))
        // The outside, moved 4 down and right, covers the top and left 4 pixels inside.
        #expect(host.pixel(x: 1, y: 10) == RGBA8(Color.black))
        #expect(host.pixel(x: 10, y: 1) == RGBA8(Color.black))
        #expect(host.pixel(x: 12, y: 12) == white)
        #expect(host.pixel(x: 18, y: 18) == white, "the bottom and right edges are lit")
        #expect(host.pixel(x: 30, y: 30) == white, "nothing outside")
    }

    @Test func aSoftInnerShadowFadesInwards() {
        let host = host(Circle().fill(Color.white.shadow(.inner(color: .black, radius: 4))).frame(width: 40, height: 40))
        let edge = host.pixel(x: 20, y: 1), inside = host.pixel(x: 20, y: 4), centre = host.pixel(x: 20, y: 20)
        #expect(centre == white)
        #expect(edge.r < 250 && edge.r < inside.r, "darkest at the edge, fading inwards: \(edge), \(inside)")
        #expect(host.pixel(x: 1, y: 1) == white, "nothing outside the circle")
    }

    @Test func aBlendedStyleCompositesAsTheModifierDoes() {
        let styled = host(ZStack { Color.yellow; Rectangle().fill(Color.blue.blendMode(.multiply)) })
        let modified = host(ZStack { Color.yellow; Color.blue.blendMode(.multiply) })
        #expect(styled.pixel(x: 20, y: 20) == modified.pixel(x: 20, y: 20))
        #expect(styled.pixel(x: 20, y: 20) != RGBA8(Color.blue))
    }

    @Test func aForegroundShadowStyle() {
        let host = host(Rectangle().fill(.shadow(.drop(color: .black, radius: 0, x: 4, y: 4))).foregroundStyle(Color.green).frame(width: 20, height: 20))
        #expect(host.pixel(x: 10, y: 10) == RGBA8(Color.green))
        #expect(host.pixel(x: 22, y: 22) == RGBA8(Color.black))
    }

    @Test func anErasedStyleKeepsItsShadow() {
        let host = host(Rectangle().fill(AnyShapeStyle(Color.white.shadow(.drop(color: .black, radius: 0, x: 4, y: 4)))).frame(width: 20, height: 20))
        #expect(host.pixel(x: 22, y: 22) == RGBA8(Color.black))
    }
}
