import Testing
@testable import TintRaster

/// `Canvas.composite(_:opacity:mask:)` draws through `tint_composite_row`: every pixel must be
/// the one the per-pixel `Compositing` arithmetic gives, with and without a mask, at opacities
/// from none to whole, for rows of every length around the eight pixels done at once.
@Suite struct CompositeRowTests {
    private struct Random {
        var state: UInt64
        mutating func next(_ bound: UInt32) -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(state >> 33) % bound
        }
        /// A premultiplied pixel: transparent, opaque or between, by turns.
        mutating func pixel() -> UInt32 {
            let kind = next(4)
            if kind == 0 { return 0 }
            let alpha = kind == 1 ? 255 : next(256)
            return alpha << 24 | next(alpha + 1) << 16 | next(alpha + 1) << 8 | next(alpha + 1)
        }
    }

    /// The loop `composite` had before it went to C, one pixel at a time.
    private func reference(_ source: UInt32, over destination: UInt32, factor: UInt32, maskAlpha: UInt32?) -> UInt32 {
        if source == 0 { return destination }
        var weight = factor
        if let maskAlpha { weight = Compositing.div255(maskAlpha * factor) }
        if weight == 0 { return destination }
        let scaled = weight < 255 ? Compositing.scale(source, by: weight) : source
        return Compositing.over(scaled, destination)
    }

    @Test func everyPixelIsThePerPixelArithmetic() {
        var random = Random(state: 0x5EED)
        for width in [1, 7, 8, 9, 16, 23, 40] {
            for opacity in [0.0, 0.004, 0.37, 0.5, 0.999, 1.0] {
                for masked in [false, true] {
                    let height = 3
                    let base = PixelBuffer(width: width, height: height), layerPixels = PixelBuffer(width: width, height: height)
                    let maskPixels = PixelBuffer(width: width, height: height)
                    for y in 0..<height {
                        for x in 0..<width {
                            base[x, y] = random.pixel()
                            layerPixels[x, y] = random.pixel()
                            maskPixels[x, y] = random.next(3) == 0 ? 0 : random.pixel()
                        }
                    }
                    // A run of eight transparent layer pixels, skipped whole.
                    if width >= 16 { for x in 8..<16 { layerPixels[x, 1] = 0 } }
                    let before = base.copy()
                    Canvas(buffer: base).composite(Canvas(buffer: layerPixels), opacity: opacity, mask: masked ? Canvas(buffer: maskPixels) : nil)
                    let factor = UInt32((opacity * 255).rounded())
                    var same = true
                    for y in 0..<height {
                        for x in 0..<width {
                            let expected = factor == 0 ? before[x, y]
                                : reference(layerPixels[x, y], over: before[x, y], factor: factor, maskAlpha: masked ? maskPixels[x, y] >> 24 : nil)
                            same = same && base[x, y] == expected
                        }
                    }
                    #expect(same, "width \(width), opacity \(opacity), masked \(masked)")
                }
            }
        }
    }
}
