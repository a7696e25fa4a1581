import Foundation
import Testing
@testable import TintUI

/// `Canvas` and `GraphicsContext`: fills and strokes, the state (transform, opacity, blend
/// modes, clips, layers, filters), shadings, texts and images, `Image(size:renderer:)`, and
/// redrawing when what the renderer reads changes. Read pixel by pixel on a white window.
@MainActor
@Suite struct CanvasTests {
    private func host(_ width: Int = 60, _ height: Int = 40, _ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> HeadlessHost {
        let host = HeadlessHost(rootView: Canvas(renderer: renderer), width: width, height: height)
        host.renderFrame()
        return host
    }

    private static let white = RGBA8(r: 255, g: 255, b: 255, a: 255)
    private static let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
    // (Tint's `.red` is the system's red, as SwiftUI's: not these.)
    nonisolated static let pureRed = Color(red: 1, green: 0, blue: 0)
    nonisolated static let pureBlue = Color(red: 0, green: 0, blue: 1)
    nonisolated static let pureGreen = Color(red: 0, green: 1, blue: 0)

    @Test func fillsAndStrokesPathsAtTheCanvasSize() {
        var seen = CGSize.zero
        let canvas = host { context, size in
            seen = size
            context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(Self.pureRed))
            context.stroke(Path(CGRect(x: 40, y: 10, width: 10, height: 20)), with: .color(Self.pureBlue), lineWidth: 2)
        }
        #expect(seen == CGSize(width: 60, height: 40), "a canvas takes what it is offered")
        #expect(canvas.pixel(x: 20, y: 20) == Self.red)
        #expect(canvas.pixel(x: 5, y: 5) == Self.white)
        #expect(canvas.pixel(x: 40, y: 20).b > 200 && canvas.pixel(x: 40, y: 20).r < 60, "the stroke's edge")
        #expect(canvas.pixel(x: 45, y: 20) == Self.white, "a stroke leaves the inside")
    }

    @Test func transformsCarryPathsAndStrokeWidths() {
        let canvas = host { context, _ in
            context.translateBy(x: 10, y: 5)
            context.scaleBy(x: 10, y: 10)
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(Self.pureRed))
            var turned = context
            turned.transform = .identity
            turned.rotate(by: .degrees(90))
            // (0...20, 0...5) turned a quarter clockwise about the origin: x in -5...0, off the canvas.
            turned.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 5)), with: .color(Self.pureBlue))
        }
        #expect(canvas.pixel(x: 15, y: 10) == Self.red, "translated, then scaled tenfold")
        #expect(canvas.pixel(x: 25, y: 10) == Self.white)
        #expect(canvas.pixel(x: 2, y: 2) == Self.white, "a copy's transform is its own, and its drawing left the canvas")
    }

    @Test func opacityBlendModesAndLayers() {
        let canvas = host { context, _ in
            var faded = context
            faded.opacity = 0.5
            faded.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(Self.pureRed))
            context.fill(Path(CGRect(x: 20, y: 0, width: 20, height: 20)), with: .color(Self.pureRed))
            var multiplied = context
            multiplied.blendMode = .multiply
            multiplied.fill(Path(CGRect(x: 20, y: 0, width: 20, height: 20)), with: .color(Color(red: 0, green: 0, blue: 1)))
            var layered = context
            layered.opacity = 0.5
            layered.drawLayer { layer in
                // Two overlapping opaque fills in one layer: composited as one, no darker overlap.
                layer.fill(Path(CGRect(x: 40, y: 0, width: 15, height: 20)), with: .color(Self.pureRed))
                layer.fill(Path(CGRect(x: 45, y: 0, width: 15, height: 20)), with: .color(Self.pureRed))
            }
        }
        let faded = canvas.pixel(x: 10, y: 10)
        #expect(faded.r == 255 && (120...135).contains(faded.g), "half red over white: \(faded)")
        #expect(canvas.pixel(x: 30, y: 10) == RGBA8(r: 0, g: 0, b: 0, a: 255), "red times blue is black")
        #expect(canvas.pixel(x: 42, y: 10) == canvas.pixel(x: 50, y: 10), "a layer's opacity applies once to the whole")
        #expect(canvas.pixel(x: 50, y: 10) == faded)
    }

    @Test func clipsToPathsTheirInversesAndLayers() {
        let canvas = host { context, size in
            var left = context
            left.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 40)))
            #expect(left.clipBoundingRect == CGRect(x: 0, y: 0, width: 20, height: 40))
            left.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Self.pureRed))
            var outside = context
            outside.clip(to: Path(CGRect(x: 20, y: 0, width: 20, height: 40)), options: .inverse)
            outside.fill(Path(CGRect(x: 20, y: 0, width: 40, height: 20)), with: .color(Self.pureBlue))
            var masked = context
            masked.clipToLayer { mask in mask.fill(Path(CGRect(x: 20, y: 20, width: 10, height: 20)), with: .color(.black)) }
            masked.fill(Path(CGRect(x: 20, y: 20, width: 40, height: 20)), with: .color(Self.pureGreen))
        }
        #expect(canvas.pixel(x: 10, y: 30) == Self.red)
        #expect(canvas.pixel(x: 30, y: 10) == Self.white, "blue is clipped out of 20...40")
        #expect(canvas.pixel(x: 50, y: 10).b == 255 && canvas.pixel(x: 50, y: 10).r == 0, "and drawn beyond it")
        #expect(canvas.pixel(x: 25, y: 30).g > 100 && canvas.pixel(x: 25, y: 30).r == 0, "inside the layer's alpha")
        #expect(canvas.pixel(x: 45, y: 30) == Self.white, "outside it")
    }

    @Test func gradientsAndStylesShadeInTheCanvasSpace() {
        let canvas = host { context, size in
            let rect = Path(CGRect(x: 0, y: 0, width: 60, height: 20))
            context.fill(rect, with: .linearGradient(Gradient(colors: [Self.pureRed, Self.pureBlue]), startPoint: .zero, endPoint: CGPoint(x: 60, y: 0)))
            context.fill(Path(CGRect(x: 0, y: 20, width: 60, height: 20)), with: .style(.tint))
        }
        let left = canvas.pixel(x: 1, y: 10), right = canvas.pixel(x: 58, y: 10)
        #expect(left.r > 230 && left.b < 30 && right.b > 230 && right.r < 30, "\(left) to \(right)")
        let tint = canvas.pixel(x: 30, y: 30)
        #expect(tint != Self.white && tint.b > tint.r, "the accent colour: \(tint)")
    }

    @Test func filtersBlurAndShadowEachDrawing() {
        let canvas = host { context, _ in
            var blurred = context
            blurred.addFilter(.blur(radius: 3))
            blurred.fill(Path(CGRect(x: 10, y: 10, width: 10, height: 20)), with: .color(.black))
            var shadowed = context
            shadowed.addFilter(.shadow(color: .black, radius: 0, x: 4, y: 0))
            shadowed.fill(Path(CGRect(x: 35, y: 10, width: 10, height: 20)), with: .color(Self.pureRed))
            var gray = context
            gray.addFilter(.grayscale(1))
            gray.fill(Path(CGRect(x: 50, y: 30, width: 10, height: 10)), with: .color(Self.pureRed))
        }
        let edge = canvas.pixel(x: 8, y: 20)
        #expect(edge.r < 255 && edge.r > 0, "the blur spreads past the edge: \(edge)")
        #expect(canvas.pixel(x: 40, y: 20) == Self.red, "the drawing over its shadow")
        #expect(canvas.pixel(x: 47, y: 20).r < 40, "the shadow four points right: \(canvas.pixel(x: 47, y: 20))")
        let gray = canvas.pixel(x: 55, y: 35)
        #expect(gray.r == gray.g && gray.g == gray.b && gray.r < 200, "\(gray)")
    }

    @Test func textsAndImagesAreDrawnAndMeasured() {
        var textSize = CGSize.zero
        var starSize = CGSize.zero
        var baselines = (first: CGFloat(0), last: CGFloat(0))
        let canvas = host(120, 40) { context, size in
            let text = context.resolve(Text("Hello").font(.system(size: 20)))
            textSize = text.measure(in: size)
            let twoLines = context.resolve(Text("Hello\nthere").font(.system(size: 20)))
            baselines = (twoLines.firstBaseline(in: CGSize(width: 200, height: 200)), twoLines.lastBaseline(in: CGSize(width: 200, height: 200)))
            context.draw(text, at: CGPoint(x: 0, y: 0), anchor: .topLeading)
            let star = context.resolve(Image(systemName: "star.fill"))
            starSize = star.size
            context.draw(star, at: CGPoint(x: 100, y: 20))
        }
        #expect(textSize.width > 40 && textSize.height > 18, "\(textSize)")
        #expect(baselines.first > 12 && baselines.first < textSize.height, "the first baseline sits on the line's ascent: \(baselines)")
        #expect(baselines.last > baselines.first + 12, "two lines: the last baseline a line lower: \(baselines)")
        #expect(starSize.width > 8 && starSize.width == starSize.height, "\(starSize)")
        var ink = 0
        for y in 0..<Int(textSize.height) { for x in 0..<Int(textSize.width) where canvas.pixel(x: x, y: y).r < 128 { ink += 1 } }
        #expect(ink > 40, "the text's glyphs")
        #expect(canvas.pixel(x: 100, y: 20).r < 128, "the star's middle")
        #expect(canvas.pixel(x: 70, y: 30) == Self.white)
    }

    @Test func symbolsAreDrawnByTheirTags() {
        var sizes: [CGSize?] = []
        let host = HeadlessHost(rootView: Canvas { context, _ in
            let square = context.resolveSymbol(id: 1)
            sizes = [square?.size, context.resolveSymbol(id: "ring")?.size, context.resolveSymbol(id: 99)?.size]
            if let square {
                context.draw(square, at: CGPoint(x: 10, y: 10), anchor: .topLeading)
                context.draw(square, in: CGRect(x: 30, y: 10, width: 20, height: 20))
            }
            if let ring = context.resolveSymbol(id: "ring") { context.draw(ring, at: CGPoint(x: 15, y: 32)) }
        } symbols: {
            Self.pureRed.frame(width: 10, height: 10).tag(1)
            Circle().stroke(Self.pureBlue, lineWidth: 2).frame(width: 12, height: 12).tag("ring")
        }, width: 60, height: 40)
        host.renderFrame()
        #expect(sizes == [CGSize(width: 10, height: 10), CGSize(width: 12, height: 12), nil])
        #expect(host.pixel(x: 15, y: 15) == Self.red, "drawn at its size")
        #expect(host.pixel(x: 45, y: 25) == Self.red, "and stretched into a rectangle")
        #expect(host.pixel(x: 25, y: 15) == Self.white)
        #expect(host.pixel(x: 15, y: 27).b > 150, "the ring's top edge")
        #expect(host.pixel(x: 15, y: 32) == Self.white, "and its empty middle")
    }

    /// Counts the bodies of a symbol view: each run is one drawing of it offscreen.
    @MainActor private final class SymbolRuns { static var count = 0 }
    private struct CountedSymbol: View {
        var body: some View {
            SymbolRuns.count += 1
            return CanvasTests.pureRed.frame(width: 4, height: 4)
        }
    }

    @Test func symbolsAreDrawnOnceWhileTheCanvasRedrawsForWhatItRead() {
        struct Redrawing: View {
            @State var shade = 0.0
            var body: some View {
                VStack(spacing: 0) {
                    Button("Shade") { shade += 0.5 }.accessibilityIdentifier("shade")
                    Canvas { context, size in
                        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(white: shade)))
                        if let dot = context.resolveSymbol(id: 0) { context.draw(dot, at: CGPoint(x: 10, y: 10)) }
                    } symbols: {
                        CountedSymbol().tag(0)
                    }
                    .frame(width: 40, height: 20)
                    .accessibilityIdentifier("canvas")
                }
            }
        }
        let host = HeadlessHost(rootView: Redrawing(), width: 80, height: 60)
        host.renderFrame()
        let drawn = SymbolRuns.count
        #expect(drawn >= 1)
        let canvas = host.frame(of: "canvas")!
        let before = host.pixel(x: Int(canvas.maxX) - 3, y: Int(canvas.midY))
        host.tap("shade")
        host.renderFrame()
        #expect(host.pixel(x: Int(canvas.maxX) - 3, y: Int(canvas.midY)) != before, "the canvas drew again")
        #expect(host.renderFrame().repaintedPixels == 0)
        #expect(SymbolRuns.count == drawn, "the canvas drew again; its symbol was kept")
    }

    @Test func drawnImagesHaveTheirSizeAndStretchWhenResizable() {
        let star = Image(size: CGSize(width: 10, height: 10)) { context in
            context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 10)), with: .color(Self.pureRed))
        }
        let host = HeadlessHost(rootView: HStack(spacing: 0) {
            star.accessibilityIdentifier("natural")
            star.resizable().frame(width: 40, height: 20).accessibilityIdentifier("stretched")
        }.fixedSize(), width: 80, height: 30)
        host.renderFrame()
        #expect(host.frame(of: "natural")?.size == CGSize(width: 10, height: 10))
        let stretched = host.frame(of: "stretched")!
        #expect(host.pixel(x: Int(stretched.minX) + 15, y: Int(stretched.midY)) == Self.red, "the left half, stretched")
        #expect(host.pixel(x: Int(stretched.minX) + 25, y: Int(stretched.midY)) == Self.white)
    }

    @Test func aCanvasDrawsAgainWhenWhatItReadsChanges() {
        struct Toggled: View {
            @State var on = false
            var body: some View {
                VStack(spacing: 0) {
                    Button("Flip") { on.toggle() }.accessibilityIdentifier("flip")
                    Canvas { context, size in
                        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(on ? CanvasTests.pureRed : CanvasTests.pureBlue))
                    }
                    .frame(width: 40, height: 20)
                    .accessibilityIdentifier("canvas")
                }
            }
        }
        let host = HeadlessHost(rootView: Toggled(), width: 80, height: 60)
        host.renderFrame()
        let middle = host.frame(of: "canvas")!
        #expect(host.pixel(x: Int(middle.midX), y: Int(middle.midY)).b == 255)
        host.tap("flip")
        host.renderFrame()
        #expect(host.pixel(x: Int(middle.midX), y: Int(middle.midY)) == Self.red)
    }

    @Test func badInputDrawsNothingAndNeverCrashes() {
        let canvas = HeadlessHost(rootView: Canvas { context, _ in
            context.fill(Path(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)), with: .color(Self.pureRed))
            context.stroke(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(Self.pureRed), lineWidth: .infinity)
            var scaled = context
            scaled.scaleBy(x: 0, y: 0)
            scaled.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(Self.pureRed))
            context.draw(Text("x"), in: CGRect(x: 0, y: 0, width: -5, height: CGFloat.nan))
            var thresholded = context
            thresholded.addFilter(.alphaThreshold(min: 0.5))
            thresholded.fill(Path(CGRect(x: 50, y: 30, width: 10, height: 10)), with: .color(Self.pureRed))
        }, width: 60, height: 40)
        let report = canvas.renderFrame()
        #expect(canvas.pixel(x: 5, y: 5) == Self.white)
        #expect(canvas.pixel(x: 55, y: 35) == Self.red, "an unsupported filter leaves the drawing as it is")
        #expect(report.warnings.contains { $0.contains("NaN") }, "\(report.warnings)")
        // A canvas given no room records nothing.
        var ran = false
        let empty = HeadlessHost(rootView: Canvas { _, _ in ran = true }.frame(width: 0, height: 0), width: 10, height: 10)
        empty.renderFrame()
        #expect(!ran)
    }

    /// A gradient, a shadowed circle, a dashed rectangle and a text turned 20 degrees, a symbol.
    @Test func matchesItsGolden() throws {
        let host = HeadlessHost(rootView: CanvasSample(), width: 240, height: 120)
        host.renderFrame()
        try GoldenImage.check(host.pixelBuffer, named: "canvas-sample")
    }
}

/// A canvas with a bit of everything, to look at.
struct CanvasSample: View {
    var body: some View {
        Canvas { context, size in
            context.fill(Path(roundedRect: CGRect(origin: .zero, size: size).insetBy(dx: 4, dy: 4), cornerRadius: 12),
                         with: .linearGradient(Gradient(colors: [.orange, .pink]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: size.height)))
            var shadowed = context
            shadowed.addFilter(.shadow(color: .black.opacity(0.4), radius: 4, x: 2, y: 3))
            shadowed.fill(Path(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60)), with: .color(.white))
            var turned = context
            turned.translateBy(x: 150, y: 60)
            turned.rotate(by: .degrees(20))
            turned.stroke(Path(CGRect(x: -30, y: -20, width: 60, height: 40)), with: .color(.indigo), style: StrokeStyle(lineWidth: 3, dash: [6, 3]))
            turned.draw(Text("Canvas").font(.headline), at: .zero)
            context.draw(Image(systemName: "star.fill"), at: CGPoint(x: 50, y: 50))
        }
    }
}
