import Foundation
import Testing
import TintCore
@testable import TintRaster

/// A recording replayed in strips on several threads gives exactly the pixels of drawing
/// directly: every canvas operation, layers (opacity, masks, blur, shadows, transforms) and
/// clipped canvases included.
@Suite struct DisplayListTests {
    /// A seeded scene drawn through the canvas API as the painter uses it.
    private static func drawScene(on canvas: Canvas, seed: UInt64) {
        var state = seed | 1
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        func rect(_ size: Double = 120) -> CGRect {
            CGRect(x: next() * 560 - 20, y: next() * 440 - 20, width: 4 + next() * size, height: 4 + next() * size)
        }
        func color() -> Color { Color(red: next(), green: next(), blue: next(), opacity: 0.3 + next() * 0.7) }
        let mask = AlphaMask(width: 7, height: 9, coverage: (0..<63).map { UInt8(($0 * 37) % 256) })
        let image = PixelBuffer(width: 5, height: 4)
        for y in 0..<4 { for x in 0..<5 { image[x, y] = RGBA8(r: UInt8(x * 50), g: UInt8(y * 60), b: 200, a: 255).premultiplied } }
        canvas.clear(.white)
        for index in 0..<60 {
            switch index % 12 {
            case 0: canvas.fill(rect(), color: color())
            case 1: canvas.fill(roundedRect: rect(), radii: RectangleCornerRadii(next() * 20), color: color())
            case 2: canvas.fill(ellipseIn: rect(), color: color())
            case 3:
                var path = VectorPath()
                let r = rect()
                path.move(to: CGPoint(x: r.minX, y: r.maxY))
                path.addCurve(to: CGPoint(x: r.maxX, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY), control2: CGPoint(x: r.maxX, y: r.maxY))
                path.addLine(to: CGPoint(x: r.midX, y: r.maxY))
                path.closeSubpath()
                canvas.fill(path, color: color())
                canvas.stroke(path, lineWidth: 1 + next() * 4, color: color())
            case 4: canvas.stroke(roundedRect: rect(), radii: RectangleCornerRadii(6), lineWidth: 3, color: color())
            case 5:
                let x = Int(next() * 560), y = Int(next() * 420)
                for glyph in 0..<12 { canvas.draw(mask: mask, x: x + glyph * 8, y: y, color: color()) }
            case 6: canvas.draw(image: image, in: rect(60), smooth: index % 2 == 0)
            case 7:
                // A group: opacity and a clip shape.
                let bounds = PixelRect(covering: rect(200), scale: 1)
                guard let layer = canvas.makeLayer(covering: bounds) else { continue }
                layer.fill(rect(), color: color())
                layer.fill(ellipseIn: rect(), color: color())
                let clipMask = canvas.makeLayer(covering: layer.clip)
                clipMask?.fill(roundedRect: CGRect(x: CGFloat(bounds.x), y: CGFloat(bounds.y), width: CGFloat(bounds.width), height: CGFloat(bounds.height)),
                               radii: RectangleCornerRadii(16), color: .white)
                canvas.composite(layer, opacity: 0.3 + next() * 0.7, mask: clipMask)
            case 8:
                // A blurred group, its layer beyond the clip by the blur's reach.
                let bounds = PixelRect(covering: rect(200), scale: 1)
                guard let layer = canvas.makeUnclippedLayer(covering: bounds.intersection(canvas.clip.outset(by: Canvas.blurReach(radius: 6)))) else { continue }
                layer.fill(roundedRect: rect(), radii: RectangleCornerRadii(10), color: color())
                layer.blur(radius: 6)
                canvas.composite(layer, opacity: 0.9)
            case 9:
                // A shadow, then the group over it.
                let bounds = PixelRect(covering: rect(160), scale: 1).outset(by: 12)
                guard let layer = canvas.makeLayer(covering: bounds) else { continue }
                layer.fill(roundedRect: rect(80), radii: RectangleCornerRadii(8), color: color())
                canvas.compositeShadow(of: layer, color: Color(white: 0, opacity: 0.5), radius: 8, dx: 3, dy: 5)
                canvas.composite(layer)
            case 10:
                // A rotated group, and a colour matrix.
                let r = rect(100)
                guard let layer = canvas.makeUnclippedLayer(covering: PixelRect(covering: r, scale: 1)) else { continue }
                layer.fill(r, color: color())
                layer.apply(ColorMatrix.saturation(0.2))
                let map = AffineMap.about(CGPoint(x: r.midX, y: r.midY), scaleX: 1.2, scaleY: 0.9, radians: next() * 1.2)
                canvas.composite(layer, map: map, opacity: 0.8)
            default:
                // A clipped canvas (a scroll view's viewport).
                let clipped = canvas.clipped(to: PixelRect(covering: rect(250), scale: 1))
                clipped.fill(ellipseIn: rect(300), color: color())
                clipped.fill(rect(300), color: color())
            }
        }
    }

    /// How many pixels of two buffers of one size differ.
    private static func differingPixels(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        let count = a.stride * a.height
        return (0..<count).reduce(0) { $0 + (a.pixels[$1] != b.pixels[$1] ? 1 : 0) }
    }

    @Test(arguments: [1, 2, 3, 4])
    func replayEqualsDrawing(threads: Int) {
        for seed in [UInt64(1), 7, 42, 1_234, 99_999] {
            let drawn = PixelBuffer(width: 600, height: 480)
            Self.drawScene(on: Canvas(buffer: drawn), seed: seed)
            let list = DisplayList(scale: 1)
            Self.drawScene(on: Canvas(recordingInto: list, clip: drawn.bounds), seed: seed)
            let replayed = PixelBuffer(width: 600, height: 480)
            let used = list.replay(into: replayed, clip: replayed.bounds, threads: threads)
            #expect(used == threads, "seed \(seed): the scene is busy enough to share")
            #expect(Self.differingPixels(replayed, drawn) == 0, "seed \(seed), \(threads) threads")
        }
    }

    /// Drawn while it is recorded (the painter's way): workers draw their strips from each
    /// chunk as it is handed over, the recording thread its own at the end.
    @Test(arguments: [2, 3, 4])
    func streamedReplayEqualsDrawing(threads: Int) {
        let list = DisplayList(scale: 1)
        for seed in [UInt64(3), 8, 77, 2_024] {
            let drawn = PixelBuffer(width: 600, height: 480)
            Self.drawScene(on: Canvas(buffer: drawn), seed: seed)
            // The same list each time, as a window's: later frames cut their strips from the
            // last one's work.
            list.removeAll()
            let replayed = PixelBuffer(width: 600, height: 480)
            list.beginStreamedReplay(into: replayed, clip: replayed.bounds, threads: threads)
            Self.drawScene(on: Canvas(recordingInto: list, clip: drawn.bounds), seed: seed)
            #expect(list.finishStreamedReplay() == threads)
            #expect(Self.differingPixels(replayed, drawn) == 0, "seed \(seed), \(threads) threads")
        }
    }

    /// A streamed recording hands its first items over at once, in chunks of 1, 2, 4... items:
    /// a window of few items (the demo's gallery: 31, its work in the background and layers)
    /// filled no whole chunk, and the workers waited for the whole recording.
    @Test func aStreamHandsItsFirstItemsOverAtOnce() {
        let list = DisplayList(scale: 1)
        let replayed = PixelBuffer(width: 600, height: 480)
        list.beginStreamedReplay(into: replayed, clip: replayed.bounds, threads: 2)
        let canvas = Canvas(recordingInto: list, clip: replayed.bounds)
        canvas.clear(.white)
        #expect(list.sealed.map(\.count) == [1])
        for index in 0..<6 { canvas.fill(CGRect(x: 10, y: 10 + 70 * index, width: 500, height: 40), color: .black) }
        #expect(list.sealed.map(\.count) == [1, 2, 4])
        #expect(list.finishStreamedReplay() == 2)
        let drawn = PixelBuffer(width: 600, height: 480)
        let direct = Canvas(buffer: drawn)
        direct.clear(.white)
        for index in 0..<6 { direct.fill(CGRect(x: 10, y: 10 + 70 * index, width: 500, height: 40), color: .black) }
        #expect(Self.differingPixels(replayed, drawn) == 0)
        #expect(replayed[20, 370] == RGBA8(Color.black).premultiplied)
    }

    /// Under a clip (a damaged rectangle), nothing outside it is touched.
    @Test func replayKeepsToTheClip() {
        let clip = PixelRect(x: 100, y: 60, width: 300, height: 250)
        let drawn = PixelBuffer(width: 600, height: 480)
        Self.drawScene(on: Canvas(buffer: drawn, clip: clip), seed: 5)
        let list = DisplayList(scale: 1)
        Self.drawScene(on: Canvas(recordingInto: list, clip: clip), seed: 5)
        let replayed = PixelBuffer(width: 600, height: 480)
        list.replay(into: replayed, clip: clip, threads: 2)
        #expect(Self.differingPixels(replayed, drawn) == 0)
        #expect(replayed[clip.x - 1, clip.y] == 0 && replayed[clip.x, clip.maxY] == 0)
    }

    /// A recording emptied for the next frame draws only what comes after.
    @Test func anEmptiedRecordingStartsAfresh() {
        let list = DisplayList(scale: 1)
        let canvas = Canvas(recordingInto: list, clip: PixelRect(x: 0, y: 0, width: 40, height: 40))
        canvas.fill(CGRect(x: 0, y: 0, width: 40, height: 40), color: .black)
        list.removeAll()
        #expect(list.isEmpty)
        canvas.fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: .white)
        let buffer = PixelBuffer(width: 40, height: 40)
        list.replay(into: buffer, clip: buffer.bounds, threads: 2)
        #expect(buffer[5, 5] == RGBA8(Color.white).premultiplied)
        #expect(buffer[20, 20] == 0)
    }

    /// Little to draw beyond the background: drawn on the calling thread alone.
    @Test func aLightRecordingIsDrawnOnOneThread() {
        let list = DisplayList(scale: 1)
        let clip = PixelRect(x: 0, y: 0, width: 600, height: 480)
        let canvas = Canvas(recordingInto: list, clip: clip)
        canvas.clear(.white)
        canvas.fill(CGRect(x: 10, y: 10, width: 100, height: 20), color: .black)
        #expect(list.replay(into: PixelBuffer(width: 600, height: 480), clip: clip, threads: 4) == 1)
    }

    /// A drawn recording lets go of its items (and what they hold); a large one gives its room
    /// back, and the next recording makes that room at once and draws as before.
    @Test func aReleasedRecordingKeepsLittle() {
        let list = DisplayList(scale: 1)
        let clip = PixelRect(x: 0, y: 0, width: 40, height: 40)
        let canvas = Canvas(recordingInto: list, clip: clip)
        for index in 0..<200 { canvas.fill(CGRect(x: index % 40, y: 0, width: 1, height: 40), color: .black) }
        let room = list.items.capacity
        #expect(room >= 200)
        list.release(keepingRoomUpTo: Int.max)
        #expect(list.isEmpty && list.items.capacity == room)
        for index in 0..<200 { canvas.fill(CGRect(x: index % 40, y: 0, width: 1, height: 40), color: .black) }
        list.release(keepingRoomUpTo: 1_000)
        #expect(list.isEmpty && list.items.capacity == 0)
        list.removeAll()
        #expect(list.items.capacity >= 200)
        canvas.fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: .white)
        let buffer = PixelBuffer(width: 40, height: 40)
        list.replay(into: buffer, clip: clip, threads: 2)
        #expect(buffer[5, 5] == RGBA8(Color.white).premultiplied)
        #expect(buffer[20, 20] == 0)
    }
}
