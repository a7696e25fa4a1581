/// One premultiplied colour composited through an 8-bit coverage mask, four pixels at a time:
/// the inner loop of text (a glyph is a mask).
///
/// The lanes are `SpanBlending`'s: eight 16-bit lanes over four pixels, the even channels
/// (blue, red) in one vector and the odd ones (green, alpha) in another, each pixel's coverage
/// in the two lanes of its channels. Every step is `Compositing.scale` and `Compositing.over`
/// per channel, with the same rounding, so the pixels are exactly the one-by-one loop's: a
/// coverage of 0 leaves a pixel as it was, one of 255 gives the colour over it.
struct MaskBlending {
    private let sourceEven: SIMD8<UInt16>
    private let sourceOdd: SIMD8<UInt16>
    private let sourceAlpha: SIMD8<UInt16>
    /// A literal, not a `static let`: reading one checked its lazy initialization every call.
    @inline(__always) private static var lowMask: SIMD8<UInt16> { SIMD8(repeating: 0x00FF) }

    init(_ source: UInt32) {
        let lanes = unsafeBitCast(SIMD4<UInt32>(repeating: source), to: SIMD8<UInt16>.self)
        sourceEven = lanes & Self.lowMask
        sourceOdd = lanes &>> 8
        sourceAlpha = SIMD8<UInt16>(repeating: UInt16(source >> 24))
    }

    /// Composites through the four coverage bytes of `coverage` (the first pixel's in the low
    /// byte) onto the four pixels at `pixels`.
    @inline(__always)
    func blendFour(into pixels: UnsafeMutablePointer<UInt32>, coverage: UInt32) {
        let c0 = UInt16(truncatingIfNeeded: coverage), c1 = UInt16(truncatingIfNeeded: coverage >> 8)
        let c2 = UInt16(truncatingIfNeeded: coverage >> 16), c3 = UInt16(truncatingIfNeeded: coverage >> 24)
        let covered = SIMD8<UInt16>(c0 & 0xFF, c0 & 0xFF, c1 & 0xFF, c1 & 0xFF, c2 & 0xFF, c2 & 0xFF, c3 & 0xFF, c3 & 0xFF)
        // The source scaled by each pixel's coverage, and 255 less its alpha.
        let even = SpanBlending.scale(sourceEven, covered), odd = SpanBlending.scale(sourceOdd, covered)
        let inverse = SIMD8<UInt16>(repeating: 255) &- SpanBlending.scale(sourceAlpha, covered)
        let raw = UnsafeMutableRawPointer(pixels)
        let destination = raw.loadUnaligned(as: SIMD8<UInt16>.self)
        let blendedEven = SpanBlending.scale(destination & Self.lowMask, inverse) &+ even
        let blendedOdd = SpanBlending.scale(destination &>> 8, inverse) &+ odd
        raw.storeBytes(of: blendedEven | (blendedOdd &<< 8), as: SIMD8<UInt16>.self)
    }
}
