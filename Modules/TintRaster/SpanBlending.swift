import CTintFill

/// Compositing a run of pixels with one premultiplied source colour: the inner loop of every
/// fill. Runs of opaque full coverage are plain stores; others are source-over, four pixels at
/// a time in 16-bit lanes (SSE2, which every x86-64 has), the rest one by one.
enum SpanBlending {
    /// Stores `value` into `count` pixels. Long runs go to the C library's `wmemset`
    /// (`tint_fill32`): it picks the widest stores the processor has (AVX2, AVX-512) at run
    /// time, where Swift code is compiled for the baseline's 16-byte stores; a full-window fill
    /// took 1.7 times a `memset` of the same bytes.
    @inline(__always)
    static func store(_ value: UInt32, into pixels: UnsafeMutablePointer<UInt32>, count: Int) {
        if count >= 64 {
            tint_fill32(pixels, value, count)
        } else {
            pixels.update(repeating: value, count: count)
        }
    }

    /// Source-over of `source` (premultiplied, already scaled by coverage) onto `count` pixels.
    @inline(__always)
    static func blend(_ source: UInt32, into pixels: UnsafeMutablePointer<UInt32>, count: Int) {
        let alpha = source >> 24
        if alpha == 255 {
            store(source, into: pixels, count: count)
            return
        }
        if alpha == 0 { return }
        if count >= 16 {
            tint_blend32(pixels, source, count)
            return
        }
        let inverse = UInt16(255 - alpha)
        var index = 0
        if count >= 4 {
            // Sixteen bytes as eight 16-bit lanes, each holding two channels: the even channels
            // (blue, red) are the low bytes, the odd ones (green, alpha) the high bytes. Each
            // half is scaled in place, no widening needed; adding the source cannot carry from
            // a low byte into a high one, as premultiplied channels never exceed 255 in sum.
            let sourceLanes = unsafeBitCast(SIMD4<UInt32>(repeating: source), to: SIMD8<UInt16>.self)
            let inverseLanes = SIMD8<UInt16>(repeating: inverse)
            let lowMask = SIMD8<UInt16>(repeating: 0x00FF)
            let raw = UnsafeMutableRawPointer(pixels)
            @inline(__always) func blended(at offset: Int) -> SIMD8<UInt16> {
                let lanes = raw.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt16>.self)
                return (scale(lanes & lowMask, inverseLanes) | (scale(lanes &>> 8, inverseLanes) &<< 8)) &+ sourceLanes
            }
            @inline(__always) func blendFour(at offset: Int) {
                raw.storeBytes(of: blended(at: offset), toByteOffset: offset, as: SIMD8<UInt16>.self)
            }
            // The last four pixels are blended from their values before any store and stored
            // last, as `tint_blend32` does with eight: no pixel-by-pixel loop for the rest.
            let lastOffset = (count - 4) * 4
            let last = blended(at: lastOffset)
            // Eight pixels per turn: two independent chains keep the multiplier busy.
            while index + 8 <= count {
                blendFour(at: index * 4)
                blendFour(at: index * 4 + 16)
                index += 8
            }
            if index + 4 <= count {
                blendFour(at: index * 4)
            }
            raw.storeBytes(of: last, toByteOffset: lastOffset, as: SIMD8<UInt16>.self)
            return
        }
        while index < count {
            pixels[index] = Compositing.over(source, pixels[index])
            index += 1
        }
    }

    /// Source-over of `source` (premultiplied) scaled by each pixel's `coverage` (0...255, a
    /// byte a pixel) onto `count` pixels: the pixels an edge crosses, a few at a time.
    ///
    /// No branch on the coverage: scaling by 255 gives the colour itself and by 0 nothing, so
    /// the pixels are `Compositing.over(_:coverage:_:)`'s, and an edge's coverage changes too
    /// often from pixel to pixel for a branch to be guessed right.
    @inline(__always)
    static func blend(_ source: UInt32, into pixels: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt8>, count: Int) {
        for index in 0..<count {
            pixels[index] = Compositing.over(Compositing.scale(source, by: UInt32(coverage[index])), pixels[index])
        }
    }

    /// x * a / 255, rounded, per 16-bit lane (x, a <= 255), as `Compositing.div255`.
    @inline(__always)
    static func scale(_ x: SIMD8<UInt16>, _ a: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let t = x &* a &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }
}
