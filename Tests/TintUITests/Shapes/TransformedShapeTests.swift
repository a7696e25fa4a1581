import Foundation
import Testing
import TintUI

/// Shapes made from shapes (moved, turned, scaled, mapped, sized, erased), the static shape
/// members, `CGAffineTransform`, and the path queries.
@MainActor
@Suite struct TransformedShapeTests {
    let red = RGBA8(r: 255, g: 0, b: 0, a: 255), white = RGBA8(r: 255, g: 255, b: 255, a: 255)

    func host(_ view: some View, _ width: Int = 100, _ height: Int = 100) -> HeadlessHost {
        let host = HeadlessHost(rootView: view.frame(width: CGFloat(width), height: CGFloat(height)), width: width, height: height)
        host.renderFrame()
        return host
    }

    @Test func anOffsetShapeMovesItsPathWithinItsFrame() {
        let moved = host(Rectangle().size(width: 20, height: 20).offset(x: 50, y: 10).fill(Color(red: 1, green: 0, blue: 0)))
        #expect(moved.pixel(x: 60, y: 20) == red)
        #expect(moved.pixel(x: 10, y: 20) == white)
    }

    @Test func aRotatedShapeTurnsAboutItsAnchor() {
        // A thin bar across the middle, turned a quarter: now upright.
        let bar = Rectangle().scale(x: 1, y: 0.1).rotation(.degrees(90)).fill(Color(red: 1, green: 0, blue: 0))
        let turned = host(bar)
        #expect(turned.pixel(x: 50, y: 10) == red)
        #expect(turned.pixel(x: 10, y: 50) == white)
    }

    @Test func aScaledShapeShrinksAboutItsAnchor() {
        let half = host(Rectangle().scale(0.5, anchor: .topLeading).fill(Color(red: 1, green: 0, blue: 0)))
        #expect(half.pixel(x: 25, y: 25) == red)
        #expect(half.pixel(x: 75, y: 75) == white)
    }

    @Test func aTransformMapsThePath() {
        let t = CGAffineTransform(translationX: 40, y: 0).scaledBy(x: 0.5, y: 1)
        // Scaled first, then moved: the left half of the frame, moved 40 to the right.
        #expect(CGPoint(x: 100, y: 10).applying(t) == CGPoint(x: 90, y: 10))
        let mapped = host(Rectangle().transform(t).fill(Color(red: 1, green: 0, blue: 0)))
        #expect(mapped.pixel(x: 60, y: 50) == red)
        #expect(mapped.pixel(x: 20, y: 50) == white)
        #expect(mapped.pixel(x: 95, y: 50) == white)
    }

    @Test func anyShapeDrawsTheShapeItHolds() {
        for useCircle in [true, false] {
            let shape = useCircle ? AnyShape(Circle()) : AnyShape(Rectangle())
            let drawn = host(shape.fill(Color(red: 1, green: 0, blue: 0)))
            #expect(drawn.pixel(x: 50, y: 50) == red)
            #expect((drawn.pixel(x: 2, y: 2) == red) == !useCircle)
        }
    }

    @Test func staticMembersNameTheBuiltInShapes() {
        let clipped = host(Color(red: 1, green: 0, blue: 0).clipShape(.circle))
        #expect(clipped.pixel(x: 50, y: 50) == red && clipped.pixel(x: 2, y: 2) == white)
        let rounded = host(Color(red: 1, green: 0, blue: 0).clipShape(.rect(cornerRadius: 30)))
        #expect(rounded.pixel(x: 2, y: 2) == white && rounded.pixel(x: 50, y: 2) == red)
        let uneven = host(Color(red: 1, green: 0, blue: 0).clipShape(.rect(topLeadingRadius: 30)))
        #expect(uneven.pixel(x: 2, y: 2) == white && uneven.pixel(x: 97, y: 2) == red)
        #expect(host(Circle().fill()).pixel(x: 50, y: 50) != white)
        let capsule = host(Color(red: 1, green: 0, blue: 0).clipShape(.capsule), 100, 40)
        #expect(capsule.pixel(x: 1, y: 1) == white && capsule.pixel(x: 50, y: 1) == red)
        let ellipse = host(Color(red: 1, green: 0, blue: 0).clipShape(.ellipse), 100, 40)
        #expect(ellipse.pixel(x: 3, y: 3) == white && ellipse.pixel(x: 50, y: 20) == red)
        #expect(host(Color(red: 1, green: 0, blue: 0).clipShape(.rect)).pixel(x: 1, y: 1) == red)
    }

    @Test func affineTransformsComposeAsCoreGraphicsDoes() {
        let turn = CGAffineTransform(rotationAngle: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(turn)
        #expect(abs(p.x) < 1e-9 && abs(p.y - 1) < 1e-9)
        let t = CGAffineTransform.identity.translatedBy(x: 10, y: 0).rotated(by: .pi / 2)
        // Turned first, then moved.
        let q = CGPoint(x: 1, y: 0).applying(t)
        #expect(abs(q.x - 10) < 1e-9 && abs(q.y - 1) < 1e-9)
        let back = q.applying(t.inverted())
        #expect(abs(back.x - 1) < 1e-9 && abs(back.y) < 1e-9)
        #expect(CGAffineTransform(scaleX: 0, y: 0).inverted() == CGAffineTransform(scaleX: 0, y: 0))
        #expect(CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(scaleX: 2, y: 0.5)) == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(CGSize(width: 3, height: 4).applying(CGAffineTransform(translationX: 9, y: 9)) == CGSize(width: 3, height: 4))
        #expect(CGAffineTransform.identity.isIdentity && !turn.isIdentity)
    }

    @Test func pathsAnswerContainsAndWalkTheirElements() {
        let ring = Path { path in
            path.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
            path.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        }
        #expect(ring.contains(CGPoint(x: 10, y: 50)))
        #expect(!ring.contains(CGPoint(x: 2, y: 2)))
        // Both ellipses turn the same way: the hole is inside by the non-zero rule only.
        #expect(ring.contains(CGPoint(x: 50, y: 50)))
        #expect(!ring.contains(CGPoint(x: 50, y: 50), eoFill: true))
        #expect(!ring.contains(CGPoint(x: CGFloat.nan, y: 1)))

        var kinds: [String] = []
        Path(CGRect(x: 0, y: 0, width: 1, height: 1)).forEach { element in
            switch element {
            case .move: kinds.append("move")
            case .line: kinds.append("line")
            case .quadCurve, .curve: kinds.append("curve")
            case .closeSubpath: kinds.append("close")
            }
        }
        #expect(kinds.first == "move" && kinds.last == "close" && kinds.contains("line"))

        let moved = Path(CGRect(x: 0, y: 0, width: 5, height: 5)).offsetBy(dx: 10, dy: 1)
        #expect(moved.boundingRect == CGRect(x: 10, y: 1, width: 5, height: 5))
        let doubled = Path(CGRect(x: 1, y: 1, width: 5, height: 5)).applying(CGAffineTransform(scaleX: 2, y: 2))
        #expect(doubled.boundingRect == CGRect(x: 2, y: 2, width: 10, height: 10))
        var rects = Path()
        rects.addRects([CGRect(x: 0, y: 0, width: 2, height: 2), CGRect(x: 5, y: 5, width: 2, height: 2)])
        #expect(rects.contains(CGPoint(x: 6, y: 6)) && !rects.contains(CGPoint(x: 3, y: 3)))
    }

    @Test func aTangentArcRoundsTheCorner() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 3)
        // A line to where the arc starts, then the arc to where it meets the second line.
        #expect(path.currentPoint.map { abs($0.x - 10) < 1e-6 && abs($0.y - 3) < 1e-6 } == true)
        #expect(path.elements.contains(.line(to: CGPoint(x: 7, y: 0))))
        // No turn: a line to the corner.
        var straight = Path()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 3)
        #expect(straight.currentPoint == CGPoint(x: 5, y: 0))
    }
}
