import Foundation
import Testing
import TintRaster
import TintUI

/// `.blur`, the colour effects, `.mask`, `.zIndex`, `.contentShape`, `.rotation3DEffect`, and
/// clicks landing where transformed views are drawn.
@MainActor
@Suite struct MoreEffectTests {
    func render<V: View>(_ view: V, width: Int = 100, height: Int = 100) -> HeadlessHost {
        let host = HeadlessHost(rootView: view, width: width, height: height)
        let report = host.renderFrame()
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        return host
    }

    @Test func blurSpreadsTheEdgeAndOpaqueKeepsItInside() {
        let sharp = render(Color.black.frame(width: 40, height: 40))
        #expect(sharp.pixel(x: 28, y: 50) == RGBA8(Color.white))
        let soft = render(Color.black.frame(width: 40, height: 40).blur(radius: 6))
        // Outside the square now grey, its centre still black, the edge half way.
        let outside = soft.pixel(x: 27, y: 50), edge = soft.pixel(x: 30, y: 50)
        #expect(outside != RGBA8(Color.white) && outside.r > 128)
        #expect(edge.r > 60 && edge.r < 200, "\(edge)")
        #expect(soft.pixel(x: 50, y: 50) == RGBA8(Color.black))
        let opaque = render(Color.black.frame(width: 40, height: 40).blur(radius: 6, opaque: true))
        #expect(opaque.pixel(x: 27, y: 50) == RGBA8(Color.white))
        #expect(opaque.pixel(x: 31, y: 50).r < 40)
    }

    /// Found by the view-tree fuzzer: a blur radius of 1e300 trapped converting pixels to Int.
    @Test func hugeBlurAndShadowRadiiAreRepaired() {
        for view in [AnyView(Color.black.frame(width: 40, height: 40).blur(radius: 1e300)),
                     AnyView(Color.black.frame(width: 40, height: 40).shadow(radius: 1e300)),
                     AnyView(Color.black.frame(width: 40, height: 40).blur(radius: 6.25e298, opaque: true))] {
            let host = HeadlessHost(rootView: view, width: 100, height: 100)
            let report = host.renderFrame()
            #expect(report.warnings.contains { $0.contains("radius") && $0.contains("using 200") }, "\(report.warnings)")
        }
    }

    /// Found by the view-tree fuzzer (7 bytes, 14 s a run): a blurred view far larger than the
    /// window was blurred whole (a layer of up to 8,192 x 8,192 pixels). Its layer now covers
    /// the damage and the blur's reach around it: a small repaint gives exactly the pixels of a
    /// full one, at the blurred edge and in the middle.
    @Test func aHugeBlurredViewBlursWhatShowsExactly() {
        let view = HStack(spacing: 0) {
            Color.white.frame(width: 5_000, height: 5_000)
            Color.black.frame(width: 5_000, height: 5_000)
        }
        .blur(radius: 12)
        let host = render(view, width: 120, height: 100)
        // The black half starts at the window's centre: the edge is blurred, grey.
        let edge = host.pixel(x: 60, y: 50)
        #expect(edge.r > 60 && edge.r < 200, "\(edge)")
        for damage in [CGRect(x: 55, y: 40, width: 10, height: 10), CGRect(x: 0, y: 0, width: 7, height: 100)] {
            host.repaint([damage])
            #expect(firstDifference(host.pixelBuffer, host.fullRepaint()) == nil, "\(damage)")
        }
    }

    /// Found by the view-tree fuzzer: nested scaled and rotated groups drew whole layers of
    /// millions of pixels each (an input took over 10 s); a layer now holds only what maps into
    /// the canvas, and the drawing is the same.
    @Test func nestedTransformsDrawOnlyWhatShows() throws {
        var view = AnyView(Color.red.frame(width: 200, height: 200))
        for level in 0..<6 { view = AnyView(view.scaleEffect(3).rotationEffect(.degrees(Double(level) * 7))) }
        let host = HeadlessHost(rootView: view.frame(width: 100, height: 100), width: 100, height: 100)
        host.renderFrame()
        // Scaled 729 times about the centre: the window is inside the red square.
        #expect(host.pixel(x: 50, y: 50) == RGBA8(Color.red))
        #expect(host.pixel(x: 2, y: 2) == RGBA8(Color.red))
    }

    /// Found by the view-tree fuzzer (a 15-byte input, 13 s a run): a group scaled to nothing
    /// inside another made a layer of the canvas's limit, every pixel of which the inner group
    /// then sampled. A singular scale draws nothing; a group shrunk past 64 layer pixels a
    /// screen pixel is not drawn, with a warning; a modest shrink draws as before.
    @Test func groupsShrunkToNothingAreNotDrawn() {
        let zero = HeadlessHost(rootView: Color.red.frame(width: 100, height: 100).scaleEffect(0), width: 100, height: 100)
        zero.renderFrame()
        #expect(zero.pixel(x: 50, y: 50) == RGBA8(Color.white))
        var view = AnyView(Color.red.frame(width: 20_000, height: 20_000))
        view = AnyView(view.scaleEffect(0.002).rotationEffect(.degrees(10)).scaleEffect(0.5))
        let tiny = HeadlessHost(rootView: view.frame(width: 100, height: 100), width: 100, height: 100)
        let report = tiny.renderFrame()
        #expect(report.warnings.contains { $0.contains("not drawn") }, "\(report.warnings)")
        let modest = HeadlessHost(rootView: Color.red.frame(width: 400, height: 400).scaleEffect(0.1).frame(width: 100, height: 100), width: 100, height: 100)
        modest.renderFrame()
        #expect(modest.pixel(x: 50, y: 50) == RGBA8(Color.red))
    }

    /// Found by the view-tree fuzzer (16 s a run): eleven nested groups, each shrunk about five
    /// times. Each layer's limit was 64 pixels for each pixel of the enclosing layer, so every
    /// level allowed the next one 64 times more, up to layers of 67 million pixels. The limit is
    /// now the screen's: nested shrinks past it are not drawn; two halvings still are.
    @Test func nestedShrunkGroupsShareTheScreensLimit() {
        var deep = AnyView(Color.red.frame(width: 20_000, height: 20_000))
        for _ in 0..<4 { deep = AnyView(deep.scaleEffect(0.2).rotationEffect(.degrees(10))) }
        let host = HeadlessHost(rootView: deep.frame(width: 100, height: 100), width: 100, height: 100)
        let report = host.renderFrame()
        #expect(report.warnings.contains { $0.contains("not drawn") }, "\(report.warnings)")
        let halved = Color.red.frame(width: 400, height: 400).scaleEffect(0.5).rotationEffect(.degrees(1)).scaleEffect(0.5)
        let modest = HeadlessHost(rootView: halved.frame(width: 100, height: 100), width: 100, height: 100)
        modest.renderFrame()
        #expect(modest.pixel(x: 50, y: 50) == RGBA8(Color.red))
    }

    @Test func colourEffectsMapTheColours() {
        func colour<V: View>(_ view: V) -> RGBA8 { render(view.frame(width: 100, height: 100)).pixel(x: 50, y: 50) }
        let red = Color(red: 1, green: 0, blue: 0)
        let grey = colour(red.grayscale(1))
        #expect(grey.r == grey.g && grey.g == grey.b && abs(Int(grey.r) - 54) <= 1, "\(grey)")
        #expect(colour(red.saturation(0)) == grey)
        #expect(colour(Color(white: 0.5).brightness(0.5)) == RGBA8(Color.white))
        #expect(colour(Color.white.colorMultiply(Color(red: 0, green: 1, blue: 0))) == RGBA8(Color(red: 0, green: 1, blue: 0)))
        #expect(colour(Color.black.colorInvert()) == RGBA8(Color.white))
        let turned = colour(red.hueRotation(.degrees(120)))
        #expect(turned.g > turned.r && turned.g > turned.b, "\(turned)")
        #expect(colour(Color(white: 0.5).contrast(0)) == RGBA8(Color(white: 0.5)))
    }

    @Test func aMaskShowsTheViewThroughItsAlpha() {
        let host = render(Color.blue.frame(width: 80, height: 80).mask { Circle() }.padding(10))
        #expect(host.pixel(x: 50, y: 50) == RGBA8(Color.blue))
        // The corners are outside the circle: white, and the mask itself draws nothing.
        #expect(host.pixel(x: 13, y: 13) == RGBA8(Color.white))
        let faded = render(Color.blue.frame(width: 80, height: 80).mask(Color.black.opacity(0.5)).padding(10))
        let half = faded.pixel(x: 50, y: 50)
        #expect(half.b > 200 && half.r > 100 && half.r < 150, "\(half)")
    }

    struct Overlapping: View {
        @State var tapped = "none"
        var body: some View {
            ZStack {
                Color.red.frame(width: 60, height: 60).zIndex(1).onTapGesture { tapped = "red" }
                Color.blue.frame(width: 60, height: 60).onTapGesture { tapped = "blue" }
            }
            .overlay(alignment: .bottom) { Text(tapped).font(.system(size: 8)).accessibilityIdentifier("tapped-\(tapped)") }
        }
    }

    @Test func zIndexDrawsAndClicksTheHigherSiblingOnTop() {
        let host = render(Overlapping())
        #expect(host.pixel(x: 50, y: 50) == RGBA8(Color.red))
        host.tap(at: CGPoint(x: 50, y: 50))
        host.renderFrame()
        #expect(host.frame(of: "tapped-red") != nil)
    }

    struct RoundButton: View {
        @State var taps = 0
        var body: some View {
            Color.green.frame(width: 80, height: 80)
                .contentShape(Circle())
                .onTapGesture { taps += 1 }
                .overlay { Text("\(taps)").accessibilityIdentifier("taps-\(taps)") }
        }
    }

    @Test func contentShapeLimitsWhereClicksLand() {
        let host = render(RoundButton())
        // The frame's corner is outside the circle: no tap.
        host.tap(at: CGPoint(x: 12, y: 12))
        host.renderFrame()
        #expect(host.frame(of: "taps-0") != nil)
        host.tap(at: CGPoint(x: 50, y: 50))
        host.renderFrame()
        #expect(host.frame(of: "taps-1") != nil)
    }

    struct Scaled: View {
        @State var taps = 0
        var body: some View {
            VStack {
                Button("Go") { taps += 1 }.buttonStyle(.plain).frame(width: 40, height: 20)
                    .scaleEffect(2, anchor: .topLeading).accessibilityIdentifier("button")
                Text("\(taps)").accessibilityIdentifier("taps-\(taps)")
            }.frame(width: 200, height: 200, alignment: .topLeading)
        }
    }

    @Test func clicksLandWhereATransformedViewIsDrawn() throws {
        let host = render(Scaled(), width: 200, height: 200)
        let frame = try #require(host.frame(of: "button"))
        // Drawn twice as large from its top-left: the label's centre is drawn at the layout
        // frame's bottom-right corner; just beyond it, outside the layout frame, takes the click.
        host.tap(at: CGPoint(x: frame.maxX + 1, y: frame.maxY + 1))
        host.renderFrame()
        #expect(host.frame(of: "taps-1") != nil)
    }

    @Test func rotation3DEffectNarrowsTheFarSide() {
        // Turned 60 degrees about the y axis: the square is drawn narrower, and its right side
        // (turned away) shorter than its left.
        let host = render(Color.black.frame(width: 60, height: 60).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
        var columns: [Int] = []
        for x in 0..<100 {
            let ink = (0..<100).filter { host.pixel(x: x, y: $0).r < 128 }.count
            if ink > 0 { columns.append(ink) }
        }
        #expect(columns.count < 45 && columns.count > 20, "\(columns.count) columns")
        #expect(columns.first! > columns.last! + 5, "\(columns.first!) vs \(columns.last!)")
        // Turned edge-on, nothing shows; a zero axis draws unturned with a warning.
        let edgeOn = render(Color.black.frame(width: 60, height: 60).rotation3DEffect(.degrees(90), axis: (x: 0, y: 1, z: 0)))
        #expect((0..<100).allSatisfy { edgeOn.pixel(x: $0, y: 50).r > 100 })
        let bad = HeadlessHost(rootView: Color.black.frame(width: 60, height: 60).rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 0)), width: 100, height: 100)
        let report = bad.renderFrame()
        #expect(report.warnings.contains { $0.contains("axis") })
        #expect(bad.pixel(x: 25, y: 25) == RGBA8(Color.black))
    }

    /// Blur, colour effects, a mask and a turned card, for a person to look at.
    @Test func theMoreEffectsGallery() throws {
        let swatch = LinearGradient(colors: [.red, .yellow, .green, .blue], startPoint: .leading, endPoint: .trailing).frame(width: 60, height: 40)
        let view = HStack(spacing: 12) {
            Text("Blur").font(.title).blur(radius: 2)
            swatch.grayscale(1)
            swatch.saturation(0.4)
            swatch.brightness(0.3)
            swatch.hueRotation(.degrees(90))
            swatch.colorInvert()
            swatch.mask { Text("MASK").font(.system(size: 17, weight: .heavy)) }
            Color.blue.frame(width: 50, height: 40).overlay { Text("3D").foregroundColor(.white) }
                .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
        }.padding(10)
        let host = HeadlessHost(rootView: view, width: 640, height: 70, scale: 2)
        let report = host.renderFrame()
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        try GoldenImage.check(host.pixelBuffer, named: "more-effects")
    }
}

/// `.hidden`, `.luminanceToAlpha`, `.compositingGroup`/`.drawingGroup` and `.border` with a style.
@MainActor
@Suite struct GroupingAndHidingTests {
    @Test func aHiddenViewKeepsItsPlaceDrawsNothingAndTakesNoClicks() {
        struct Root: View {
            @State var taps = 0
            var body: some View {
                VStack(spacing: 0) {
                    Button("Hidden") { taps += 1 }.frame(width: 100, height: 30).background(.red).hidden().accessibilityIdentifier("hidden")
                    Text("taps \(taps)").accessibilityIdentifier("taps-\(taps)")
                }
            }
        }
        let host = HeadlessHost(rootView: Root(), width: 120, height: 80)
        host.renderFrame()
        let frame = host.frame(of: "hidden")
        #expect(frame?.height == 30)
        #expect(host.pixel(x: 60, y: Int(frame?.midY ?? 0)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        host.tap(at: CGPoint(x: 60, y: frame?.midY ?? 0))
        host.renderFrame()
        #expect(host.frame(of: "taps-0") != nil)
    }

    @Test func luminanceToAlphaMakesWhiteOpaqueBlackAndBlackClear() {
        let host = HeadlessHost(rootView: HStack(spacing: 0) {
            Color.white.frame(width: 20, height: 20)
            Color.black.frame(width: 20, height: 20)
        }.luminanceToAlpha().background(Color(red: 1, green: 0, blue: 0)), width: 40, height: 20)
        host.renderFrame()
        #expect(host.pixel(x: 10, y: 10) == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(host.pixel(x: 30, y: 10) == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func aCompositingGroupFadesAsOneLayer() {
        func overlap(_ grouped: Bool) -> (RGBA8, RGBA8) {
            let squares = ZStack(alignment: .topLeading) {
                Color(red: 1, green: 0, blue: 0).frame(width: 30, height: 30)
                Color(red: 1, green: 0, blue: 0).frame(width: 30, height: 30).offset(x: 15)
            }
            let host = HeadlessHost(rootView: Group {
                if grouped { squares.compositingGroup().opacity(0.5) } else { squares.drawingGroup().opacity(0.5) }
            }.frame(width: 60, height: 30, alignment: .topLeading), width: 60, height: 30)
            host.renderFrame()
            return (host.pixel(x: 5, y: 10), host.pixel(x: 20, y: 10))
        }
        for grouped in [true, false] {
            let (single, both) = overlap(grouped)
            #expect(single == both)
            #expect(single.g > 100 && single.g < 160)
        }
    }

    @Test func aBorderInAStyleIsDrawnInsideTheFrame() {
        let host = HeadlessHost(rootView: Color.white.frame(width: 40, height: 40).border(.tint, width: 3).tint(Color(red: 0, green: 1, blue: 0)), width: 40, height: 40)
        host.renderFrame()
        #expect(host.pixel(x: 1, y: 20) == RGBA8(r: 0, g: 255, b: 0, a: 255))
        #expect(host.pixel(x: 4, y: 20) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }
}
