import Testing
import TintUI

/// Shapes combined by set operations, drawn: the area a union, intersection, subtraction or
/// symmetric difference covers, and a stroked line operation.
@MainActor
@Suite struct ShapeSetOperationTests {
    private let red = RGBA8(Color.red), white = RGBA8(Color.white)

    @Test func subtractingCutsTheCircleOutOfTheSquare() {
        let host = smallCanvas(Rectangle().subtracting(Circle().inset(by: 10)).fill(Color.red))
        #expect(host.pixel(x: 20, y: 20) == white)
        #expect(host.pixel(x: 2, y: 2) == red)
        #expect(host.pixel(x: 20, y: 5) == red)
    }

    @Test func intersectionAndUnion() {
        // Two circles side by side, 30 wide, overlapping in the middle.
        let a = Circle().offset(x: -5), b = Circle().offset(x: 5)
        let both = smallCanvas(a.intersection(b).fill(Color.red))
        #expect(both.pixel(x: 20, y: 20) == red)
        #expect(both.pixel(x: 2, y: 20) == white)
        #expect(both.pixel(x: 38, y: 20) == white)
        let either = smallCanvas(a.union(b).fill(Color.red))
        #expect(either.pixel(x: 2, y: 20) == red)
        #expect(either.pixel(x: 38, y: 20) == red)
        let oneOnly = smallCanvas(a.symmetricDifference(b).fill(Color.red))
        #expect(oneOnly.pixel(x: 20, y: 20) == white)
        #expect(oneOnly.pixel(x: 2, y: 20) == red)
    }

    @Test func aLineSubtractionStrokesOnlyTheLineOutside() {
        let host = smallCanvas(Rectangle().lineSubtraction(Rectangle().inset(by: 10).offset(x: 15)).stroke(Color.red, lineWidth: 4))
        // The square's left edge is stroked; its right edge lies inside the moved square and is not.
        #expect(host.pixel(x: 1, y: 20) == red)
        #expect(host.pixel(x: 38, y: 20) == white)
        #expect(host.pixel(x: 20, y: 20) == white, "a line, not an area")
    }
}
