import Testing
import TintUI

/// Every length a layout modifier or container takes, given one bad value at once.
private struct BadLengths: View {
    let value: CGFloat
    var body: some View {
        VStack(spacing: value) {
            Text("padded").padding(value).accessibilityIdentifier("padding")
            Text("edges").padding(.leading, value).accessibilityIdentifier("padding edges")
            Text("insets").padding(EdgeInsets(top: value, leading: 1, bottom: value, trailing: 1)).accessibilityIdentifier("padding insets")
            Color.red.frame(width: value, height: value).accessibilityIdentifier("fixed frame")
            Color.green.frame(minWidth: value, idealWidth: value, maxWidth: value, minHeight: value, idealHeight: value, maxHeight: value)
                .accessibilityIdentifier("flexible frame")
            Text("offset").offset(x: value, y: value).accessibilityIdentifier("offset")
            HStack(spacing: value) { Text("a"); Spacer(minLength: value); Text("b") }.accessibilityIdentifier("hstack")
            Text("font").font(.system(size: value)).accessibilityIdentifier("font")
            Text("line\nspacing").lineSpacing(value).accessibilityIdentifier("line spacing")
            // Written straight into the environment, past the modifier's check.
            Text("line\nspacing").environment(\.lineSpacing, value).accessibilityIdentifier("environment line spacing")
            Color.blue.aspectRatio(value, contentMode: .fit).frame(height: 20).accessibilityIdentifier("aspect ratio")
            ZStack { Color.gray.frame(width: 30, height: 10) }.padding(value).accessibilityIdentifier("zstack")
        }
    }
}

/// Every number a drawing takes, given one bad value at once.
private struct BadDrawingValues: View {
    let value: CGFloat
    var body: some View {
        VStack(spacing: 2) {
            RoundedRectangle(cornerRadius: value).fill(Color.blue).frame(width: 40, height: 20).accessibilityIdentifier("rounded")
            UnevenRoundedRectangle(topLeadingRadius: value, bottomTrailingRadius: 4).fill(Color.red).frame(width: 40, height: 20)
                .accessibilityIdentifier("uneven")
            Circle().stroke(Color.green, lineWidth: value).frame(width: 20, height: 20).accessibilityIdentifier("stroke")
            Rectangle().fill(LinearGradient(stops: [.init(color: .red, location: value), .init(color: .blue, location: 1)],
                                            startPoint: UnitPoint(x: value, y: 0), endPoint: .trailing))
                .frame(width: 40, height: 10).accessibilityIdentifier("gradient")
            Text("faded").opacity(Double(value)).accessibilityIdentifier("opacity")
            Text("clipped").cornerRadius(value).accessibilityIdentifier("corner radius")
            Text("bordered").border(Color.black, width: value).accessibilityIdentifier("border")
            Text("priority").layoutPriority(Double(value)).accessibilityIdentifier("priority")
            Text("big").font(.system(size: value)).lineLimit(2).frame(width: 60, height: 30).accessibilityIdentifier("font")
        }
    }
}

private let drawingIdentifiers = ["rounded", "uneven", "stroke", "gradient", "opacity", "corner radius", "border", "priority", "font"]

private let identifiers = [
    "padding", "padding edges", "padding insets", "fixed frame", "flexible frame", "offset", "hstack",
    "font", "line spacing", "environment line spacing", "aspect ratio", "zstack",
]

/// Bad input: NaN, negative and infinite lengths anywhere in layout are clamped with
/// a warning that names the view and the value; never a crash, never a frame that is not finite.
@MainActor
@Suite struct BadLayoutInputTests {
    /// Renders `view`, checks that every view named in `identifiers` was laid out at a finite
    /// frame of no negative size, and that the next frame is idle (nothing bad reached the
    /// rasterizer to be painted again).
    private func render(_ view: some View, width: Int, height: Int, identifiers: [String]) throws -> FrameReport {
        let host = HeadlessHost(rootView: view, width: width, height: height)
        let report = host.renderFrame()
        for identifier in identifiers {
            let frame = try #require(host.frame(of: identifier), "\(identifier) was not laid out")
            let finite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
            #expect(finite, "\(identifier): \(frame)")
            #expect(frame.width >= 0 && frame.height >= 0, "\(identifier): \(frame)")
        }
        #expect(host.renderFrame().repaintedPixels == 0)
        return report
    }

    /// Each of `names` has a warning that names it and `value`.
    private func expectWarnings(naming names: [String], _ value: CGFloat, in report: FrameReport) {
        let named = "\(value)"
        for name in names {
            #expect(report.warnings.contains { $0.contains(name) && $0.contains(named) }, "no warning names \(name) with \(named): \(report.warnings)")
        }
    }

    @Test(arguments: [CGFloat.nan, -5, .infinity, -.infinity, 1e300])
    func badLengthsAreClampedWithWarnings(value: CGFloat) throws {
        let report = try render(BadLengths(value: value), width: 400, height: 600, identifiers: identifiers)
        // A huge length is a length; a negative offset is an offset.
        guard !value.isFinite || value < 0 else { return }
        var warned = ["VStack spacing", "HStack spacing", "padding", "frame", "Spacer minLength", "font size", "line spacing", "Text line spacing", "aspect ratio"]
        if !value.isFinite { warned.append("offset") }
        expectWarnings(naming: warned, value, in: report)
    }

    /// Radii, line widths, gradient stops and points, opacity, border widths, priorities and
    /// font sizes: a bad one is drawn as the nearest sensible value, never a crash or a frame
    /// that is not finite.
    @Test(arguments: [CGFloat.nan, -5, .infinity, -.infinity, 1e300])
    func badDrawingValuesAreDrawnSafely(value: CGFloat) throws {
        let report = try render(BadDrawingValues(value: value), width: 200, height: 300, identifiers: drawingIdentifiers)
        // An infinite radius is a full rounding, and a huge finite number a valid one: those
        // pass without a word.
        var warned: [String] = []
        if value.isNaN || value < 0 { warned += ["RoundedRectangle cornerRadius", "UnevenRoundedRectangle topLeadingRadius"] }
        if !value.isFinite || value < 0 { warned += ["Circle stroke lineWidth", "border width"] }
        if !value.isFinite { warned += ["layoutPriority"] }
        if value.isNaN { warned += ["opacity"] }
        expectWarnings(naming: warned, value, in: report)
    }
}

/// Views whose size is a huge finite number reach the rasterizer with it: drawn clipped to the
/// window, never a trap converting a pixel coordinate to an integer.
@MainActor
@Suite struct HugeShapeTests {
    /// Found by the view-tree fuzzer: a scroll view whose content is 1e300 points tall drew its
    /// scroll bar as a rounded rectangle with a coordinate no integer holds.
    @Test func aScrollViewOfHugeContentDrawsItsBar() {
        let view = ScrollView { Color.red.frame(minWidth: 111, maxWidth: 179, minHeight: 1e300, maxHeight: 45) }
        let host = HeadlessHost(rootView: view, width: 240, height: 180)
        host.renderFrame()
        let middle = host.pixel(x: 120, y: 90)
        #expect(middle.r > 200 && middle.g < 100, "the content shows: \(middle)")
        #expect(host.renderFrame().repaintedPixels == 0)
    }

    /// Rounded rectangles, capsules and circles 1e300 points across, and far off-screen: the
    /// part in the window is filled, the rest costs nothing.
    @Test(arguments: [CGFloat(1e300), 1e18, 1e12, 3e9, 1e8, 4e5])
    func hugeShapesAreFilledWhereTheyShow(size: CGFloat) {
        let view = ZStack {
            RoundedRectangle(cornerRadius: 8).fill(Color.blue).frame(width: size, height: size)
            Capsule().fill(Color.green).frame(width: size, height: 20)
            Circle().stroke(Color.black, lineWidth: 2).frame(width: size, height: size).offset(x: size, y: 0)
        }
        .frame(width: 100, height: 100).clipped()
        let host = HeadlessHost(rootView: view, width: 100, height: 100)
        host.renderFrame()
        let corner = host.pixel(x: 2, y: 80), middle = host.pixel(x: 50, y: 50)
        #expect(corner.b > 200 && corner.g < 150, "the rectangle covers the window: \(corner)")
        // A filled circle that large, its centre at the window's: it covers the window too.
        let disc = HeadlessHost(rootView: Circle().fill(Color.red).frame(width: size, height: size).frame(width: 100, height: 100).clipped(), width: 100, height: 100)
        disc.renderFrame()
        #expect(disc.pixel(x: 1, y: 1).r > 200 && disc.pixel(x: 1, y: 1).g < 100, "\(disc.pixel(x: 1, y: 1))")
        // Past 2^53 the layout's centring cannot keep a 20-point offset; below it, exact.
        if size < 1e15 {
            #expect(middle.g > 150 && middle.b < 150, "the capsule crosses the middle: \(middle)")
        } else {
            #expect(middle.b > 200 || middle.g > 150, "\(middle)")
        }
    }
}
