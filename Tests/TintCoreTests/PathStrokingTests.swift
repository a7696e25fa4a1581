import Foundation
import Testing
import TintCore

/// `Path.strokedPath(_:)`: the outline a stroke covers, with its width, caps, joins and dashes,
/// and an empty path for a width that is not a positive number.
@Suite struct PathStrokingTests {
    private var line: Path {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 10))
        line.addLine(to: CGPoint(x: 20, y: 10))
        return line
    }

    @Test func aButtLineIsARectangleAsWideAsTheStroke() {
        let outline = line.strokedPath(StrokeStyle(lineWidth: 4))
        #expect(outline.contains(CGPoint(x: 10, y: 11.5)))
        #expect(!outline.contains(CGPoint(x: 10, y: 12.5)))
        #expect(!outline.contains(CGPoint(x: -0.5, y: 10)))
        #expect(outline.boundingRect == CGRect(x: 0, y: 8, width: 20, height: 4))
    }

    @Test func capsReachBeyondTheEnds() {
        let round = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round))
        #expect(round.contains(CGPoint(x: -1.5, y: 10)))
        #expect(!round.contains(CGPoint(x: -1.5, y: 8.2)), "round, not square")
        let square = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square))
        #expect(square.contains(CGPoint(x: -1.5, y: 8.2)))
        #expect(abs(square.boundingRect.minX + 2) < 1e-9)
    }

    @Test func aClosedOutlineStrokesARing() {
        let ring = Path(CGRect(x: 0, y: 0, width: 20, height: 20)).strokedPath(StrokeStyle(lineWidth: 2))
        #expect(ring.contains(CGPoint(x: 0.5, y: 10)))
        #expect(ring.contains(CGPoint(x: -0.5, y: 10)))
        #expect(!ring.contains(CGPoint(x: 10, y: 10)), "the middle is not stroked")
        // Miter joins fill the square's corners.
        #expect(ring.contains(CGPoint(x: -0.8, y: -0.8)))
        let beveled = Path(CGRect(x: 0, y: 0, width: 20, height: 20)).strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .bevel))
        #expect(!beveled.contains(CGPoint(x: -0.8, y: -0.8)), "a bevel cuts the corner")
    }

    @Test func dashesLeaveGaps() {
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [5, 5]))
        #expect(dashed.contains(CGPoint(x: 2, y: 10)))
        #expect(!dashed.contains(CGPoint(x: 7, y: 10)))
        #expect(dashed.contains(CGPoint(x: 12, y: 10)))
        let shifted = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [5, 5], dashPhase: 5))
        #expect(!shifted.contains(CGPoint(x: 2, y: 10)))
        #expect(shifted.contains(CGPoint(x: 7, y: 10)))
    }

    @Test func curvesAndBadWidths() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)).strokedPath(StrokeStyle(lineWidth: 2))
        #expect(circle.contains(CGPoint(x: 10, y: 0.5)))
        #expect(!circle.contains(CGPoint(x: 10, y: 10)))
        #expect(line.strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
        #expect(line.strokedPath(StrokeStyle(lineWidth: .nan)).isEmpty)
        #expect(line.strokedPath(StrokeStyle(lineWidth: -3)).isEmpty)
    }
}
