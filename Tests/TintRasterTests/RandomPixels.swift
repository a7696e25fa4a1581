@testable import TintRaster

/// A layer of fixed pseudo-random premultiplied pixels (no colour above its alpha), a quarter
/// of them opaque, for tests that compare two ways of drawing the same pixels.
func randomPremultipliedPixels(width: Int, height: Int, seed: UInt64) -> PixelBuffer {
    var state = seed
    func next(_ bound: UInt32) -> UInt32 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt32(state >> 33) % bound
    }
    let buffer = PixelBuffer(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            let alpha = next(4) == 0 ? 255 : next(256)
            buffer[x, y] = alpha << 24 | next(alpha + 1) << 16 | next(alpha + 1) << 8 | next(alpha + 1)
        }
    }
    return buffer
}
