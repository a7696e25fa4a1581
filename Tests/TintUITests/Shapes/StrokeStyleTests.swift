import Foundation
import Testing
import TintRaster
import TintUI

/// `StrokeStyle` (caps, joins, miter limit, dashes), `trim(from:to:)`, `strokeBorder`,
/// `.fill(...).stroke(...)` chaining, `stroke(lineWidth:)` as a fillable shape, and arcs.
@MainActor
@Suite struct StrokeStyleTests {
    /// A horizontal line across the middle of its frame.
    struct Line: Shape {
        func path(in rect: CGRect) -> Path {
            Path { $0.move(to: CGPoint(x: 20, y: rect.midY)); $0.addLine(to: CGPoint(x: rect.maxX - 20, y: rect.midY)) }
        }
    }

    /// A right-angled corner: right along the top, then down.
    struct Corner: Shape {
        func path(in rect: CGRect) -> Path {
            Path { $0.addLines([CGPoint(x: 10, y: 20), CGPoint(x: 60, y: 20), CGPoint(x: 60, y: 70)]) }
        }
    }

    func render<V: View>(_ view: V, width: Int = 100, height: Int = 100) -> HeadlessHost {
        let host = HeadlessHost(rootView: view, width: width, height: height)
        let report = host.renderFrame()
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        return host
    }

    func isInk(_ host: HeadlessHost, _ x: Int, _ y: Int) -> Bool { host.pixel(x: x, y: y) != RGBA8(Color.white) }

    @Test func capsReachBeyondTheEndsOnlyWhenRoundOrSquare() {
        for (cap, reaches) in [(CGLineCap.butt, false), (.round, true), (.square, true)] {
            let host = render(Line().stroke(Color.black, style: StrokeStyle(lineWidth: 10, lineCap: cap)).frame(width: 100, height: 100))
            // The line ends at x = 80; a cap reaches 5 further.
            #expect(isInk(host, 78, 50))
            #expect(isInk(host, 83, 50) == reaches, "\(cap)")
            // A square cap fills its corner; a round one does not.
            #expect(isInk(host, 84, 46) == (cap == .square), "\(cap)")
        }
    }

    @Test func joinsShapeTheOuterCorner() {
        // The outer corner of the turn at (60, 20) with width 10 is (65, 15).
        var ink: [CGLineJoin: Bool] = [:]
        for join in [CGLineJoin.miter, .round, .bevel] {
            let host = render(Corner().stroke(Color.black, style: StrokeStyle(lineWidth: 10, lineJoin: join)).frame(width: 100, height: 100))
            ink[join] = isInk(host, 64, 16)
            // Every join fills the inside of the corner.
            #expect(isInk(host, 58, 22))
        }
        #expect(ink == [.miter: true, .round: false, .bevel: false])
        // A miter limit below the corner's ratio (sqrt 2 for a right angle) bevels it.
        let limited = render(Corner().stroke(Color.black, style: StrokeStyle(lineWidth: 10, lineJoin: .miter, miterLimit: 1.2)).frame(width: 100, height: 100))
        #expect(!isInk(limited, 64, 16))
    }

    @Test func dashesAlternateInkAndGaps() {
        let host = render(Line().stroke(Color.black, style: StrokeStyle(lineWidth: 4, dash: [10, 5])).frame(width: 100, height: 100))
        // From x = 20: ink 20..<30, gap 30..<35, ink 35..<45.
        #expect(isInk(host, 25, 50) && !isInk(host, 32, 50) && isInk(host, 40, 50))
        // A phase shifts the pattern.
        let shifted = render(Line().stroke(Color.black, style: StrokeStyle(lineWidth: 4, dash: [10, 5], dashPhase: 5)).frame(width: 100, height: 100))
        #expect(!isInk(shifted, 27, 50) && isInk(shifted, 32, 50))
    }

    @Test func aBadDashPatternStrokesSolidWithAWarning() {
        let host = HeadlessHost(rootView: Line().stroke(Color.black, style: StrokeStyle(lineWidth: 4, dash: [-1, .nan])).frame(width: 100, height: 100), width: 100, height: 100)
        let report = host.renderFrame()
        #expect(report.warnings.contains { $0.contains("dash") }, "\(report.warnings)")
        #expect(isInk(host, 32, 50))
    }

    /// Found by the view-tree fuzzer: a dashed outline over a huge frame trapped converting its
    /// length to an Int in the warning that it is too fine to dash.
    @Test func aDashedStrokeOverAHugeFrameIsDrawnSolidWithAWarning() {
        let view = RoundedRectangle(cornerRadius: 5).stroke(Color.blue, style: StrokeStyle(lineWidth: 2, dash: [4, 4]))
            .frame(width: 1e300, height: 1e300)
        let host = HeadlessHost(rootView: view, width: 100, height: 100)
        let report = host.renderFrame()
        #expect(report.warnings.contains { $0.contains("too fine to draw") }, "\(report.warnings)")
    }

    @Test func trimDrawsAFractionOfTheOutline() {
        // A circle's outline starts at 3 o'clock and runs clockwise on screen: its first
        // quarter is the lower-right arc.
        let host = render(Circle().trim(from: 0, to: 0.25).stroke(Color.black, lineWidth: 6).frame(width: 80, height: 80).padding(10))
        // Centre (50, 50), radius 40: the lower-right arc's midpoint is at 45 degrees.
        let d = 40 / 2.squareRoot()
        #expect(isInk(host, Int(50 + d), Int(50 + d)))
        #expect(!isInk(host, Int(50 - d), Int(50 + d)))
        #expect(!isInk(host, Int(50 + d), Int(50 - d)))
        // Nothing drawn for an empty range, everything for the whole.
        let empty = render(Circle().trim(from: 0.5, to: 0.5).stroke(Color.black, lineWidth: 6).frame(width: 80, height: 80).padding(10))
        #expect(!isInk(empty, 10, 50))
        let whole = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(whole.trimmedPath(from: 0, to: 1) == whole)
    }

    @Test func trimmedPathKeepsTheRightLength() {
        var path = Path()
        path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
        let middle = path.trimmedPath(from: 0.25, to: 0.75)
        // 200 long: from 50 along the first side to 50 down the second.
        #expect(middle.elements == [.move(to: CGPoint(x: 50, y: 0)), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 50))])
    }

    @Test func strokeBorderStaysInsideTheFrame() {
        let host = render(Rectangle().strokeBorder(Color.black, lineWidth: 6).frame(width: 60, height: 60).padding(20))
        // The frame is 20..<80: the border is its outer 6 points, nothing outside.
        #expect(isInk(host, 21, 50) && isInk(host, 25, 50))
        #expect(!isInk(host, 18, 50) && !isInk(host, 27, 50))
        let centred = render(Rectangle().stroke(Color.black, lineWidth: 6).frame(width: 60, height: 60).padding(20))
        #expect(isInk(centred, 18, 50))
    }

    @Test func fillThenStrokeDrawsBoth() {
        let host = render(Circle().fill(Color.blue).stroke(Color.red, lineWidth: 4).frame(width: 80, height: 80).padding(10))
        #expect(host.pixel(x: 50, y: 50) == RGBA8(Color.blue))
        #expect(host.pixel(x: 50, y: 11) == RGBA8(Color.red))
    }

    @Test func aStrokedShapeFilledPaintsTheRing() {
        let host = render(Circle().stroke(lineWidth: 6).fill(Color.red).frame(width: 80, height: 80).padding(10))
        #expect(host.pixel(x: 50, y: 11) == RGBA8(Color.red))
        #expect(host.pixel(x: 50, y: 50) == RGBA8(Color.white))
    }

    @Test func arcsTurnTheWaySwiftUIsDo() {
        // clockwise: false from 0 to 90 degrees turns clockwise on screen: through the lower right.
        struct Arc: Shape {
            let clockwise: Bool
            func path(in rect: CGRect) -> Path {
                Path { $0.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: clockwise) }
            }
        }
        let d = 40 / 2.squareRoot()
        let short = render(Arc(clockwise: false).stroke(Color.black, lineWidth: 4).frame(width: 100, height: 100))
        #expect(isInk(short, Int(50 + d), Int(50 + d)) && !isInk(short, Int(50 - d), Int(50 - d)))
        let long = render(Arc(clockwise: true).stroke(Color.black, lineWidth: 4).frame(width: 100, height: 100))
        #expect(!isInk(long, Int(50 + d), Int(50 + d)) && isInk(long, Int(50 - d), Int(50 - d)))
    }

    /// A progress ring, dashes, caps and joins, for a person to look at (`strokes.png`).
    @Test func theStrokeGallery() throws {
        let view = HStack(spacing: 16) {
            ZStack {
                Circle().stroke(Color.gray.opacity(0.3), lineWidth: 10)
                Circle().trim(from: 0, to: 0.7).stroke(Color.blue, style: StrokeStyle(lineWidth: 10, lineCap: .round)).rotationEffect(.degrees(-90))
            }.frame(width: 70, height: 70)
            RoundedRectangle(cornerRadius: 12).stroke(Color.orange, style: StrokeStyle(lineWidth: 3, dash: [8, 4])).frame(width: 70, height: 70)
            VStack(spacing: 8) {
                ForEach([CGLineCap.butt, .round, .square], id: \.self) { cap in
                    Line().stroke(Color.black, style: StrokeStyle(lineWidth: 8, lineCap: cap)).frame(width: 90, height: 14)
                }
            }
            HStack(spacing: 4) {
                ForEach([CGLineJoin.miter, .round, .bevel], id: \.self) { join in
                    Corner().stroke(Color.purple, style: StrokeStyle(lineWidth: 12, lineJoin: join)).frame(width: 75, height: 80)
                }
            }
            Circle().fill(Color.yellow).stroke(Color.red, lineWidth: 4).frame(width: 50, height: 50)
            Capsule().strokeBorder(Color.green, lineWidth: 4).frame(width: 60, height: 30)
        }.padding(10)
        let host = HeadlessHost(rootView: view, width: 700, height: 110, scale: 2)
        let report = host.renderFrame()
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        try GoldenImage.check(host.pixelBuffer, named: "strokes")
    }
}
