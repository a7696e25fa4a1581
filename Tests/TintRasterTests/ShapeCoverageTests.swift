import CTintFill
import Foundation
import PropertyBased
import Testing
import TintCore
@testable import TintRaster

/// Coverage of the anti-aliased shapes against their analytic areas, and the promises of
/// clipping and determinism.
@Suite struct ShapeCoverageTests {
    /// The summed coverage (alpha / 255 of opaque white on transparent) of what `draw` paints.
    private func coveredArea(width: Int = 160, height: Int = 160, _ draw: (Canvas) -> Void) -> Double {
        let buffer = PixelBuffer(width: width, height: height)
        draw(Canvas(buffer: buffer))
        var sum = 0.0
        for y in 0..<height {
            for x in 0..<width { sum += Double(buffer[x, y] >> 24) / 255 }
        }
        return sum
    }

    private func roundedRectArea(_ size: CGSize, _ radii: RectangleCornerRadii) -> Double {
        let r = radii.clamped(to: size)
        let corners = [r.topLeading, r.topTrailing, r.bottomLeading, r.bottomTrailing].map { Double($0 * $0) }
        return Double(size.width * size.height) - (4 - Double.pi) / 4 * corners.reduce(0, +)
    }

    /// Within 0.5 % of the area, plus the rounding of each covered edge pixel to 1/255.
    private func expectClose(_ measured: Double, _ expected: Double, perimeter: Double, _ what: String) {
        let tolerance = expected * 0.005 + perimeter * 2 / 255
        #expect(abs(measured - expected) <= tolerance, "\(what): covered \(measured), area \(expected)")
    }

    @Test func roundedRectanglesCoverTheirArea() async {
        await propertyCheck(count: 300, input: Gen<Double>.value(in: 0...1).array(of: 8...8)) { v in
            let rect = CGRect(x: 4 + v[0] * 20, y: 4 + v[1] * 20, width: 1 + v[2] * 120, height: 1 + v[3] * 120)
            // Radii up to (and beyond) half the shorter side, each corner its own.
            let limit = Double(min(rect.width, rect.height))
            let radii = RectangleCornerRadii(topLeading: v[4] * limit * 0.6, bottomLeading: v[5] * limit * 0.6,
                                    bottomTrailing: v[6] * limit * 0.6, topTrailing: v[7] * limit * 0.6)
            let covered = coveredArea { $0.fill(roundedRect: rect, radii: radii, color: .white) }
            expectClose(covered, roundedRectArea(rect.size, radii), perimeter: 2 * Double(rect.width + rect.height), "\(rect) \(radii)")
        }
    }

    @Test func ellipsesAndCirclesCoverTheirArea() async {
        await propertyCheck(count: 300, input: Gen<Double>.value(in: 0...1).array(of: 5...5)) { v in
            let width = 0.5 + v[2] * 140
            let height = v[4] < 0.3 ? width : 0.5 + v[3] * 140  // a third are circles
            let rect = CGRect(x: 4 + v[0] * 10, y: 4 + v[1] * 10, width: width, height: height)
            let covered = coveredArea { $0.fill(ellipseIn: rect, color: .white) }
            expectClose(covered, Double.pi * width * height / 4, perimeter: Double.pi * (width + height) / 2, "\(rect)")
        }
    }

    @Test func capsulesCoverTheirArea() async {
        await propertyCheck(count: 200, input: Gen<Double>.value(in: 0...1).array(of: 4...4)) { v in
            let rect = CGRect(x: 3 + v[0] * 10, y: 3 + v[1] * 10, width: 1 + v[2] * 140, height: 1 + v[3] * 140)
            let covered = coveredArea { $0.fill(capsuleIn: rect, color: .white) }
            let radius = min(rect.width, rect.height) / 2
            expectClose(covered, roundedRectArea(rect.size, RectangleCornerRadii(radius)), perimeter: 2 * Double(rect.width + rect.height), "\(rect)")
        }
    }

    @Test func strokesCoverTheRingBetweenTwoOutlines() async {
        await propertyCheck(count: 200, input: Gen<Double>.value(in: 0...1).array(of: 5...5)) { v in
            let rect = CGRect(x: 20 + v[0] * 5, y: 20 + v[1] * 5, width: 20 + v[2] * 100, height: 20 + v[3] * 100)
            let line = 0.5 + v[4] * 8
            let ellipse = coveredArea { $0.stroke(ellipseIn: rect, lineWidth: line, color: .white) }
            let outer = Double.pi * (rect.width + line) * (rect.height + line) / 4
            let inner = Double.pi * (rect.width - line) * (rect.height - line) / 4
            expectClose(ellipse, outer - inner, perimeter: Double.pi * Double(rect.width + rect.height), "ellipse \(rect) \(line)")

            let radius = min(rect.width, rect.height) * 0.2
            let rounded = coveredArea { $0.stroke(roundedRect: rect, radii: RectangleCornerRadii(radius), lineWidth: line, color: .white) }
            let grown = CGSize(width: rect.width + line, height: rect.height + line)
            let shrunk = CGSize(width: rect.width - line, height: rect.height - line)
            let ring = roundedRectArea(grown, RectangleCornerRadii(radius + line / 2)) - roundedRectArea(shrunk, RectangleCornerRadii(max(0, radius - line / 2)))
            expectClose(rounded, ring, perimeter: 4 * Double(rect.width + rect.height), "rounded \(rect) \(line)")
        }
    }

    @Test func polygonsAndCurvesCoverTheirArea() {
        var triangle = VectorPath()
        triangle.move(to: CGPoint(x: 10.3, y: 10.7))
        triangle.addLine(to: CGPoint(x: 90.2, y: 20.1))
        triangle.addLine(to: CGPoint(x: 40.9, y: 80.6))
        triangle.closeSubpath()
        let ax: Double = 90.2 - 10.3, ay: Double = 20.1 - 10.7, bx: Double = 40.9 - 10.3, by: Double = 80.6 - 10.7
        let shoelace = abs(ax * by - bx * ay) / 2
        expectClose(coveredArea { $0.fill(triangle, color: .white) }, shoelace, perimeter: 250, "triangle")

        // A circle of radius 50 from four cubic Béziers (the usual 0.5523 approximation is
        // 0.027 % larger than the circle).
        let k = 0.5522847498 * 50.0
        var circle = VectorPath()
        circle.move(to: CGPoint(x: 130, y: 80))
        circle.addCurve(to: CGPoint(x: 80, y: 130), control1: CGPoint(x: 130, y: 80 + k), control2: CGPoint(x: 80 + k, y: 130))
        circle.addCurve(to: CGPoint(x: 30, y: 80), control1: CGPoint(x: 80 - k, y: 130), control2: CGPoint(x: 30, y: 80 + k))
        circle.addCurve(to: CGPoint(x: 80, y: 30), control1: CGPoint(x: 30, y: 80 - k), control2: CGPoint(x: 80 - k, y: 30))
        circle.addCurve(to: CGPoint(x: 130, y: 80), control1: CGPoint(x: 80 + k, y: 30), control2: CGPoint(x: 130, y: 80 - k))
        expectClose(coveredArea { $0.fill(circle, color: .white) }, Double.pi * 2_500, perimeter: 314, "Bézier circle")

        // A quadratic segment closing a parabola: area 2/3 of its bounding triangle's base x height.
        var parabola = VectorPath()
        parabola.move(to: CGPoint(x: 10, y: 100))
        parabola.addQuadCurve(to: CGPoint(x: 110, y: 100), control: CGPoint(x: 60, y: 0))
        parabola.closeSubpath()
        expectClose(coveredArea { $0.fill(parabola, color: .white) }, 2.0 / 3.0 * 100 * 50, perimeter: 250, "parabola")
    }

    /// Found by the view-tree fuzzer: a dashed stroke of a curve whose control points lie near
    /// the largest finite numbers trapped converting its segment count (the deviation
    /// overflowed to infinity) to `Int`. Filled and stroked, it draws what the clip shows.
    @Test func curvesNearTheLargestNumbersAreFlattened() {
        for big in [CGFloat(1e300), 1.7e308, -1e300] {
            var path = VectorPath()
            path.move(to: CGPoint(x: 10, y: 10))
            path.addCurve(to: CGPoint(x: big, y: big), control1: CGPoint(x: -big, y: big), control2: CGPoint(x: big, y: -big))
            path.addQuadCurve(to: CGPoint(x: 20, y: 20), control: CGPoint(x: -big, y: -big))
            path.closeSubpath()
            let stroked = coveredArea { $0.stroke(path, options: StrokeOptions(width: 3, dash: [4, 2]), paint: .solid(.white)) }
            let filled = coveredArea { $0.fill(path, color: .white) }
            #expect(stroked.isFinite && filled.isFinite)
        }
        // A triangle whose top edge crosses one row from x = -1e300 to 1e300 (that row's cell
        // columns trapped): inside the canvas it covers y from about 10.25 to 100.
        var wide = VectorPath()
        wide.move(to: CGPoint(x: -1e300, y: 10))
        wide.addLine(to: CGPoint(x: 1e300, y: 10.5))
        wide.addLine(to: CGPoint(x: 0, y: 100))
        wide.closeSubpath()
        let band = coveredArea { $0.fill(wide, color: .white) }
        #expect(abs(band - 160 * 89.75) < 300, "\(band)")
        #expect(VectorPath.flatteningSteps(.infinity) == 1_000 && VectorPath.flatteningSteps(.nan) == 1_000)
        #expect(VectorPath.flatteningSteps(0) == 1 && VectorPath.flatteningSteps(2.5) == 3)
    }

    /// A circle's pixels carry the area of the disc inside each (`DiscCoverage`), checked
    /// against that area integrated numerically, column strip by column strip, for circles of
    /// every size at fractional centres (and partly outside the canvas).
    @Test func circlesCoverEachPixelByItsExactArea() {
        let circles: [(x: Double, y: Double, r: Double)] = [(40.3, 37.8, 20), (10.5, 10.5, 0.4), (64.17, 50.71, 1.3),
                                                            (30.9, 70.2, 7.25), (-5.4, 60.6, 33.3), (60.01, 40.99, 48.6)]
        for circle in circles {
            let buffer = PixelBuffer(width: 96, height: 96)
            Canvas(buffer: buffer).fill(ellipseIn: CGRect(x: circle.x - circle.r, y: circle.y - circle.r, width: 2 * circle.r, height: 2 * circle.r), color: .white)
            var worst = 0
            for y in 0..<96 {
                for x in 0..<96 {
                    // ∫ over the pixel's columns of the disc's height inside the row.
                    let steps = 200
                    var area = 0.0
                    for step in 0..<steps {
                        let u = Double(x) + (Double(step) + 0.5) / Double(steps) - circle.x
                        guard abs(u) < circle.r else { continue }
                        let h = (circle.r * circle.r - u * u).squareRoot()
                        let low = max(Double(y) - circle.y, -h), high = min(Double(y + 1) - circle.y, h)
                        area += max(0, high - low) / Double(steps)
                    }
                    let expected = Int((area * 255).rounded())
                    worst = max(worst, abs(Int(buffer[x, y] >> 24) - expected))
                }
            }
            #expect(worst <= 1, "circle \(circle): a pixel is \(worst) levels from its area")
        }
    }

    @Test func fillRulesDecideNestedSubpaths() {
        var nested = VectorPath()
        for inset in [10.0, 40.0] {  // both clockwise
            nested.move(to: CGPoint(x: inset, y: inset))
            nested.addLine(to: CGPoint(x: 150 - inset, y: inset))
            nested.addLine(to: CGPoint(x: 150 - inset, y: 150 - inset))
            nested.addLine(to: CGPoint(x: inset, y: 150 - inset))
            nested.closeSubpath()
        }
        let nonZero = coveredArea { $0.fill(nested, color: .white, rule: .nonZero) }
        let evenOdd = coveredArea { $0.fill(nested, color: .white, rule: .evenOdd) }
        #expect(abs(nonZero - 130 * 130) < 0.5)
        #expect(abs(evenOdd - (130 * 130 - 70 * 70)) < 0.5)
    }

    /// Clipping never writes outside the clip: a canary colour around it survives shapes that
    /// cross it, cover it, or lie far outside, with fractional and huge coordinates.
    @Test func clippingNeverWritesOutsideTheClip() async {
        let canary: UInt32 = 0xFF12_3456
        await propertyCheck(count: 200, input: Gen<Double>.value(in: -1...1).array(of: 6...6)) { v in
            let buffer = PixelBuffer(width: 64, height: 48)
            buffer.pixels.update(repeating: canary, count: buffer.stride * buffer.height)
            let clip = PixelRect(x: 8, y: 6, width: 40, height: 30)
            let canvas = Canvas(buffer: buffer, clip: clip)
            let rect = CGRect(x: 32 + v[0] * 60, y: 24 + v[1] * 60, width: v[2] * 90, height: v[3] * 90)
            canvas.fill(roundedRect: rect, radii: RectangleCornerRadii(abs(v[4]) * 30), color: Color(red: 1, green: 0, blue: 0, opacity: 0.8))
            canvas.fill(ellipseIn: rect.insetBy(dx: v[5] * 5, dy: 2), color: .blue)
            canvas.stroke(capsuleIn: rect, lineWidth: abs(v[5]) * 10, color: .green)
            canvas.fill(ellipseIn: CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9), color: Color(white: 0.5, opacity: 0.1))
            for y in 0..<buffer.height {
                for x in 0..<buffer.width where !(x >= clip.x && x < clip.maxX && y >= clip.y && y < clip.maxY) {
                    #expect(buffer[x, y] == canary, "pixel (\(x), \(y)) outside the clip was written")
                }
            }
        }
    }

    /// A rounded rectangle of equal radii drawn whole (its corners' arc tables shared: the top
    /// corners' rows, the leading corners' columns) is the same, pixel for pixel, as drawn in
    /// four clips of one corner each (each corner's tables its own), and as drawn in strips.
    @Test func sharedCornerTablesDrawTheSamePixels() async {
        await propertyCheck(count: 300, input: Gen<Double>.value(in: 0...1).array(of: 6...6)) { v in
            let rect = CGRect(x: 3 + v[0] * 9, y: 2 + v[1] * 9, width: 4 + v[2] * 90, height: 4 + v[3] * 70)
            let radii = RectangleCornerRadii(v[4] * Double(min(rect.width, rect.height)) * 0.6)
            let color = Color(red: 0.9, green: 0.3, blue: v[5], opacity: 0.8)
            func draw(clips: [PixelRect]) -> [UInt32] {
                let buffer = PixelBuffer(width: 110, height: 90)
                for clip in clips { Canvas(buffer: buffer, clip: clip).fill(roundedRect: rect, radii: radii, color: color) }
                return Array(UnsafeBufferPointer(start: buffer.pixels, count: buffer.stride * buffer.height))
            }
            let whole = draw(clips: [PixelRect(x: 0, y: 0, width: 110, height: 90)])
            let midX = Int(rect.midX), midY = Int(rect.midY)
            let quadrants = [PixelRect(x: 0, y: 0, width: midX, height: midY), PixelRect(x: midX, y: 0, width: 110 - midX, height: midY),
                             PixelRect(x: 0, y: midY, width: midX, height: 90 - midY), PixelRect(x: midX, y: midY, width: 110 - midX, height: 90 - midY)]
            let strips = (0..<9).map { PixelRect(x: 0, y: $0 * 10, width: 110, height: 10) }
            func differing(_ pixels: [UInt32]) -> Int { zip(pixels, whole).filter { $0 != $1 }.count }
            #expect(differing(draw(clips: quadrants)) == 0, "\(rect) \(radii): quadrants differ")
            #expect(differing(draw(clips: strips)) == 0, "\(rect) \(radii): strips differ")
        }
    }

    @Test func badInputDrawsNothingAndNeverCrashes() {
        let buffer = PixelBuffer(width: 32, height: 32)
        let canvas = Canvas(buffer: buffer)
        canvas.fill(roundedRect: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), radii: RectangleCornerRadii(3), color: .red)
        canvas.fill(ellipseIn: CGRect(x: 0, y: 0, width: 0, height: 10), color: .red)
        canvas.fill(roundedRect: CGRect(x: 2, y: 2, width: 10, height: 10), radii: RectangleCornerRadii(CGFloat.nan), color: .red)
        canvas.stroke(ellipseIn: CGRect(x: 2, y: 2, width: 10, height: 10), lineWidth: -3, color: .red)
        canvas.stroke(ellipseIn: CGRect(x: 2, y: 2, width: 10, height: 10), lineWidth: .infinity, color: .red)
        var path = VectorPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 5))
        path.addLine(to: CGPoint(x: 5, y: 9))
        canvas.fill(path, color: .red)
        // Only the NaN radius rectangle (radius 0: a plain square) drew.
        #expect(buffer[0, 0] == 0 && buffer[20, 20] == 0)
        #expect(buffer[5, 5] >> 24 == 255)
        // A negative size is the same rectangle, standardized.
        let other = PixelBuffer(width: 32, height: 32)
        Canvas(buffer: other).fill(roundedRect: CGRect(x: 12, y: 12, width: -10, height: -10), radii: RectangleCornerRadii(3), color: .red)
        #expect(other[5, 5] >> 24 == 255)
    }

    @Test func theSameSceneRendersByteIdenticalTwice() {
        func render() -> [UInt32] {
            let buffer = PixelBuffer(width: 120, height: 90)
            let canvas = Canvas(buffer: buffer, scale: 1.5)
            for index in 0..<40 {
                let t = Double(index)
                let rect = CGRect(x: (t * 7.3).truncatingRemainder(dividingBy: 70), y: (t * 3.7).truncatingRemainder(dividingBy: 50), width: 5 + t, height: 4 + t / 2)
                canvas.fill(roundedRect: rect, radii: RectangleCornerRadii(topLeading: t / 5, bottomLeading: 0, bottomTrailing: t / 3, topTrailing: 2), color: Color(red: t / 40, green: 0.5, blue: 1 - t / 40, opacity: 0.7))
                canvas.stroke(ellipseIn: rect, lineWidth: 1.5, color: Color(white: 0.1, opacity: 0.6))
            }
            return Array(UnsafeBufferPointer(start: buffer.pixels, count: buffer.stride * buffer.height))
        }
        #expect(render() == render())
    }
}

/// The vectorized span blends (Swift's four pixels at a time for short runs, the C library's
/// widest vectors for runs of 16 or more) give exactly the scalar source-over, and touch no
/// pixel beyond the run.
@Suite struct SpanBlendingTests {
    @Test func vectorBlendEqualsScalarOver() async {
        await propertyCheck(count: 400, input: Gen<Int>.int(in: 0...255).array(of: 4...4), Gen<Int>.int(in: 0...Int(UInt32.max)).array(of: 3...90)) { s, destination in
            // A premultiplied source: no channel above alpha.
            let alpha = UInt32(s[0])
            let source = alpha << 24 | min(UInt32(s[1]), alpha) << 16 | min(UInt32(s[2]), alpha) << 8 | min(UInt32(s[3]), alpha)
            let pixels = destination.map { UInt32($0) }
            var blended = pixels
            // The first and last pixels stay out of the run.
            blended.withUnsafeMutableBufferPointer { SpanBlending.blend(source, into: $0.baseAddress! + 1, count: $0.count - 2) }
            let expected = pixels.indices.map { $0 == 0 || $0 == pixels.count - 1 ? pixels[$0] : Compositing.over(source, pixels[$0]) }
            #expect(blended == expected)
        }
    }

    /// A rectangle's row in one pass (`tint_blend_row`): its first pixel blended with one
    /// source, its last with another, those between with the run's, exactly as one by one,
    /// for rows of 1 to 88 pixels, with the pixels around the row untouched.
    @Test func rowBlendEqualsScalarOverWithItsEdges() async {
        func premultiplied(_ s: ArraySlice<Int>) -> UInt32 {
            let alpha = UInt32(s[s.startIndex])
            return alpha << 24 | min(UInt32(s[s.startIndex + 1]), alpha) << 16 | min(UInt32(s[s.startIndex + 2]), alpha) << 8 | min(UInt32(s[s.startIndex + 3]), alpha)
        }
        await propertyCheck(count: 400, input: Gen<Int>.int(in: 0...255).array(of: 12...12), Gen<Int>.int(in: 0...Int(UInt32.max)).array(of: 3...90)) { s, destination in
            let first = premultiplied(s[0..<4]), run = premultiplied(s[4..<8]), last = premultiplied(s[8..<12])
            let pixels = destination.map { UInt32($0) }
            var blended = pixels
            let count = pixels.count - 2
            blended.withUnsafeMutableBufferPointer { tint_blend_row($0.baseAddress! + 1, count, first, run, last, 0) }
            let expected = pixels.indices.map { index -> UInt32 in
                switch index {
                case 0, pixels.count - 1: pixels[index]
                case 1: Compositing.over(first, pixels[index])
                case count: Compositing.over(last, pixels[index])
                default: Compositing.over(run, pixels[index])
                }
            }
            #expect(blended == expected, "a row of \(count)")
        }
    }

    /// A scaled image's row in C (`tint_image_row`, eight pixels at a time): each pixel the two
    /// source rows' bilinear mix at its columns (`Canvas.lerp`, the Swift loop's arithmetic),
    /// composited over the pixel, a transparent result leaving it; the pixels around the row
    /// untouched. Rows of 1 to 38, so both the groups of eight and the pixels past them.
    @Test func imageRowEqualsScalarBilinearOver() async {
        await propertyCheck(count: 300, input: Gen<Int>.int(in: 0...Int(UInt32.max)).array(of: 24...24), Gen<Int>.int(in: 0...Int(UInt32.max)).array(of: 3...40)) { source, destination in
            // Premultiplied source pixels (no channel above alpha), a quarter transparent.
            let image = source.map { value -> UInt32 in
                let v = UInt32(value), alpha = v & 3 == 0 ? 0 : v >> 24
                return alpha << 24 | min((v >> 16) & 0xFF, alpha) << 16 | min((v >> 8) & 0xFF, alpha) << 8 | min(v & 0xFF, alpha)
            }
            let upper = Array(image[0..<12]), lower = Array(image[12..<24])
            let pixels = destination.map { UInt32($0) }
            let count = pixels.count - 2
            // Columns from the destination's bits: neighbours within the row, weights 0...256.
            let lows = (0..<count).map { Int32((destination[$0] >> 3) % 12) }
            let highs = lows.map { min($0 + 1, 11) }
            let weights = (0..<count).map { $0 % 5 == 0 ? 0 : UInt32((destination[$0] >> 7) % 257) }
            let weight = UInt32(source[0] % 257)
            var drawn = pixels
            drawn.withUnsafeMutableBufferPointer { out in
                tint_image_row(out.baseAddress! + 1, count, upper, lower, lows, highs, weights, weight)
            }
            let expected = pixels.indices.map { index -> UInt32 in
                guard index > 0, index <= count else { return pixels[index] }
                let low = Int(lows[index - 1]), high = Int(highs[index - 1]), w = weights[index - 1]
                let mixed = Canvas.lerp(Canvas.lerp(upper[low], upper[high], w), Canvas.lerp(lower[low], lower[high], w), weight)
                return mixed >> 24 == 0 ? pixels[index] : Compositing.over(mixed, pixels[index])
            }
            #expect(drawn == expected, "a row of \(count)")
        }
    }

    /// The edge pixels' blend, a coverage byte a pixel and no branch on it: the one-by-one
    /// `Compositing.over(_:coverage:_:)`, a coverage of 0 leaving the pixel as it was.
    @Test func coverageBlendEqualsScalarOver() async {
        await propertyCheck(count: 200, input: Gen<Int>.int(in: 0...255).array(of: 4...4), Gen<Int>.int(in: 0...Int(UInt32.max)).array(of: 0...24)) { s, destination in
            let alpha = UInt32(s[0])
            let source = alpha << 24 | min(UInt32(s[1]), alpha) << 16 | min(UInt32(s[2]), alpha) << 8 | min(UInt32(s[3]), alpha)
            let pixels = destination.map { UInt32($0) }
            // Coverage from the pixels' own bits, with 0 and 255 among them.
            let coverage = pixels.map { pixel -> UInt8 in
                switch (pixel >> 8) & 3 {
                case 0: 0
                case 1: 255
                default: UInt8(pixel >> 24)
                }
            }
            var blended = pixels
            blended.withUnsafeMutableBufferPointer { out in
                coverage.withUnsafeBufferPointer { SpanBlending.blend(source, into: out.baseAddress!, coverage: $0.baseAddress!, count: out.count) }
            }
            let expected = pixels.indices.map { coverage[$0] == 0 ? pixels[$0] : Compositing.over(source, coverage: UInt32(coverage[$0]), pixels[$0]) }
            #expect(blended == expected)
        }
    }
}

/// Linear gradients: the end colours at the ends, a blend between, constant beyond.
@Suite struct GradientTests {
    @Test func horizontalGradientRunsFromStartToEndColour() {
        let buffer = PixelBuffer(width: 110, height: 10)
        let canvas = Canvas(buffer: buffer)
        let gradient = LinearGradientPaint(start: CGPoint(x: 5, y: 0), end: CGPoint(x: 105, y: 0), colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
        canvas.fill(CGRect(x: 0, y: 0, width: 110, height: 10), paint: .linearGradient(gradient))
        let left = buffer.straightPixel(x: 0, y: 5)!, right = buffer.straightPixel(x: 109, y: 5)!
        #expect(left == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(right == RGBA8(r: 0, g: 0, b: 255, a: 255))
        let middle = buffer.straightPixel(x: 55, y: 5)!
        #expect(abs(Int(middle.r) - 127) <= 2 && abs(Int(middle.b) - 128) <= 2)
        // Red falls and blue rises monotonically along the line.
        var previous = left
        for x in 1..<110 {
            let pixel = buffer.straightPixel(x: x, y: 5)!
            #expect(pixel.r <= previous.r && pixel.b >= previous.b)
            previous = pixel
        }
    }

    @Test func degenerateGradientsDrawTheirFirstColour() {
        let buffer = PixelBuffer(width: 10, height: 10)
        let canvas = Canvas(buffer: buffer)
        let same = LinearGradientPaint(start: CGPoint(x: 5, y: 5), end: CGPoint(x: 5, y: 5), colors: [.green, .red])
        canvas.fill(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), paint: .linearGradient(same))
        #expect(buffer.straightPixel(x: 5, y: 5) == RGBA8(Color.green))
        let empty = LinearGradientPaint(start: .zero, end: CGPoint(x: 10, y: 0), gradient: Gradient(stops: []))
        canvas.fill(CGRect(x: 0, y: 0, width: 10, height: 10), paint: .linearGradient(empty))
        #expect(buffer.straightPixel(x: 5, y: 5) == RGBA8(Color.green))
    }
}

/// Layers: a group drawn apart and composited with an opacity and a clip shape.
@Suite struct LayerTests {
    private func scene(on canvas: Canvas) {
        canvas.fill(roundedRect: CGRect(x: 3.5, y: 4.25, width: 40, height: 30), radii: RectangleCornerRadii(6), color: Color(red: 0.2, green: 0.5, blue: 0.9, opacity: 0.8))
        canvas.fill(ellipseIn: CGRect(x: 20, y: 10, width: 35, height: 25), paint: .linearGradient(LinearGradientPaint(start: CGPoint(x: 20, y: 0), end: CGPoint(x: 55, y: 0), colors: [.red, .yellow])))
        canvas.fill(CGRect(x: 30.5, y: 2, width: 10, height: 40.5), color: .black)
    }

    /// Drawing into a layer and compositing it at full opacity gives what drawing directly gives,
    /// to within 8-bit rounding (source-over is associative; its rounding is not).
    @Test func aLayerAtFullOpacityEqualsDirectDrawing() {
        let direct = PixelBuffer(width: 64, height: 48), layered = PixelBuffer(width: 64, height: 48)
        Canvas(buffer: direct).clear(.white)
        scene(on: Canvas(buffer: direct))
        let canvas = Canvas(buffer: layered)
        canvas.clear(.white)
        let layer = canvas.makeLayer(covering: PixelRect(x: 0, y: 0, width: 64, height: 48))!
        scene(on: layer)
        canvas.composite(layer)
        var largest = 0
        for y in 0..<48 {
            for x in 0..<64 {
                let a = direct.straightPixel(x: x, y: y)!, b = layered.straightPixel(x: x, y: y)!
                largest = max(largest, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
            }
        }
        #expect(largest <= 2, "largest channel difference \(largest)")
    }

    @Test func opacityAppliesToTheGroupAsAWhole() {
        let buffer = PixelBuffer(width: 20, height: 10)
        let canvas = Canvas(buffer: buffer)
        canvas.clear(.white)
        let layer = canvas.makeLayer(covering: PixelRect(x: 5, y: 0, width: 10, height: 10))!
        #expect(layer.originX == 5 && layer.buffer.width == 10)
        // Two overlapping opaque fills: the group at 50 % shows the top one only, half strong.
        layer.fill(CGRect(x: 0, y: 0, width: 20, height: 10), color: .black)
        layer.fill(CGRect(x: 0, y: 0, width: 20, height: 10), color: Color(red: 1, green: 0, blue: 0))
        canvas.composite(layer, opacity: 0.5)
        #expect(buffer.straightPixel(x: 2, y: 5) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        let mixed = buffer.straightPixel(x: 10, y: 5)!
        #expect(mixed.r == 255 && abs(Int(mixed.g) - 127) <= 1 && abs(Int(mixed.b) - 127) <= 1)
    }

    @Test func aMaskClipsToItsShape() {
        let buffer = PixelBuffer(width: 40, height: 40)
        let canvas = Canvas(buffer: buffer)
        canvas.clear(.white)
        let bounds = PixelRect(x: 0, y: 0, width: 40, height: 40)
        let layer = canvas.makeLayer(covering: bounds)!, mask = canvas.makeLayer(covering: bounds)!
        layer.fill(CGRect(x: 0, y: 0, width: 40, height: 40), color: .blue)
        mask.fill(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), color: .white)
        canvas.composite(layer, mask: mask)
        #expect(buffer.straightPixel(x: 20, y: 20) == RGBA8(Color.blue))
        #expect(buffer.straightPixel(x: 1, y: 1) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(canvas.makeLayer(covering: PixelRect(x: 50, y: 50, width: 10, height: 10)) == nil)
    }
}
