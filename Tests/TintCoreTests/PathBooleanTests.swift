import Foundation
import Testing
import TintCore

/// Set operations on paths: the areas of union, intersection, subtraction and symmetric
/// difference (checked point by point), holes kept, the even-odd rule, the line operations, and
/// bad input (empty, not finite, too large).
@Suite struct PathBooleanTests {
    let left = Path(CGRect(x: 0, y: 0, width: 20, height: 20))
    let right = Path(CGRect(x: 10, y: 5, width: 20, height: 20))

    /// Whether each of `points` is inside `path`, by the non-zero rule (the results' rule).
    private func inside(_ path: Path, _ points: [(CGFloat, CGFloat)]) -> [Bool] {
        points.map { path.contains(CGPoint(x: $0.0, y: $0.1)) }
    }

    /// Points only in `left`, in both, only in `right`, in neither.
    let probes: [(CGFloat, CGFloat)] = [(5, 10), (15, 10), (25, 15), (35, 35)]

    private func subpaths(_ path: Path) -> Int {
        path.elements.filter { if case .move = $0 { true } else { false } }.count
    }

    @Test func unionCoversEither() {
        let union = left.union(right)
        #expect(inside(union, probes) == [true, true, true, false])
        #expect(union.boundingRect == CGRect(x: 0, y: 0, width: 30, height: 25))
        #expect(subpaths(union) == 1, "one outline around both")
    }

    @Test func intersectionCoversBoth() {
        let both = left.intersection(right)
        #expect(inside(both, probes) == [false, true, false, false])
        #expect(both.boundingRect == CGRect(x: 10, y: 5, width: 10, height: 15))
    }

    @Test func subtractingAndSymmetricDifference() {
        #expect(inside(left.subtracting(right), probes) == [true, false, false, false])
        #expect(inside(right.subtracting(left), probes) == [false, false, true, false])
        #expect(inside(left.symmetricDifference(right), probes) == [true, false, true, false])
    }

    @Test func aSubtractedMiddleLeavesAHole() {
        let ring = Path(CGRect(x: 0, y: 0, width: 30, height: 30)).subtracting(Path(CGRect(x: 10, y: 10, width: 10, height: 10)))
        #expect(ring.contains(CGPoint(x: 5, y: 5)))
        #expect(!ring.contains(CGPoint(x: 15, y: 15)), "the hole runs the other way round")
        #expect(subpaths(ring) == 2)
    }

    @Test func curvesCombine() {
        let a = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        let b = Path(ellipseIn: CGRect(x: 20, y: 0, width: 40, height: 40))
        let lens = a.intersection(b)
        #expect(lens.contains(CGPoint(x: 30, y: 20)))
        #expect(!lens.contains(CGPoint(x: 10, y: 20)))
        #expect(!lens.contains(CGPoint(x: 50, y: 20)))
        let bounds = lens.boundingRect
        #expect(abs(bounds.minX - 20) < 0.1 && abs(bounds.maxX - 40) < 0.1)
        let union = a.union(b)
        #expect(union.contains(CGPoint(x: 5, y: 20)) && union.contains(CGPoint(x: 55, y: 20)))
        #expect(!union.contains(CGPoint(x: 30, y: 1)), "the notch between the circles stays out")
    }

    @Test func theEvenOddRuleReadsNestedOutlinesAsAHole() {
        var nested = Path(CGRect(x: 0, y: 0, width: 30, height: 30))
        nested.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        let all = Path(CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(nested.intersection(all).contains(CGPoint(x: 15, y: 15)), "non-zero: both rectangles run one way, no hole")
        #expect(!nested.intersection(all, eoFill: true).contains(CGPoint(x: 15, y: 15)))
        #expect(!nested.normalized(eoFill: true).contains(CGPoint(x: 15, y: 15)))
    }

    @Test func lineOperationsCutALine() {
        var line = Path()
        line.move(to: CGPoint(x: -10, y: 10))
        line.addLine(to: CGPoint(x: 40, y: 10))
        let inner = line.lineIntersection(left)
        #expect(inner.boundingRect == CGRect(x: 0, y: 10, width: 20, height: 0))
        let outer = line.lineSubtraction(left)
        #expect(subpaths(outer) == 2)
        #expect(outer.boundingRect == CGRect(x: -10, y: 10, width: 50, height: 0))
        // A closed outline wholly inside stays closed.
        let small = Path(CGRect(x: 2, y: 2, width: 4, height: 4)).lineIntersection(left)
        #expect(small.elements.last == .closeSubpath)
    }

    @Test func emptyAndNonFiniteOperands() {
        #expect(left.intersection(Path()).isEmpty)
        #expect(inside(left.union(Path()), probes) == [true, true, false, false])
        #expect(Path().union(Path()).isEmpty)
        var broken = Path()
        broken.move(to: CGPoint(x: CGFloat.nan, y: 0))
        broken.addLine(to: CGPoint(x: 10, y: CGFloat.infinity))
        broken.addLine(to: CGPoint(x: 10, y: 10))
        #expect(inside(left.union(broken), probes) == [true, true, false, false])
    }

    @Test func tooManyEdgesGiveAnEmptyResultWithAWarning() {
        var many = Path()
        many.move(to: .zero)
        for index in 0..<(PathBooleans.maximumEdges + 10) { many.addLine(to: CGPoint(x: CGFloat(index % 100), y: CGFloat(index / 100))) }
        many.closeSubpath()
        #expect(many.union(left).isEmpty)
        #expect(!RuntimeWarnings.take { $0.contains("Path.union") && $0.contains("more than") }.isEmpty)
    }
}
