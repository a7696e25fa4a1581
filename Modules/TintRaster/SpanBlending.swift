/// Compositing a run of pixels with one premultiplied source colour: the inner loop of every
/// fill. Runs of opaque full coverage are plain stores; others are source-over, four pixels at
/// a time in 16-bit lanes (SSE2, which every x86-64 has), the rest one by one.
enum SpanBlending {
    /// Source-over of `source` (premultiplied, already scaled by coverage) onto `count` pixels.
    @inline(__always)
    static func blend(_ source: UInt32, into pixels: UnsafeMutablePointer<UInt32>, count: Int) {
        let alpha = source >> 24
        if alpha == 255 {
            pixels.update(repeating: source, count: count)
            return
        }
        if alpha == 0 { return }
        let inverse = UInt16(255 - alpha)
        var index = 0
        if count >= 4 {
            let sourceBytes = unsafeBitCast(SIMD4<UInt32>(repeating: source), to: SIMD16<UInt8>.self)
            let sourceLow = SIMD8<UInt16>(truncatingIfNeeded: sourceBytes.lowHalf)
            let sourceHigh = SIMD8<UInt16>(truncatingIfNeeded: sourceBytes.highHalf)
            let inverseLanes = SIMD8<UInt16>(repeating: inverse)
            let raw = UnsafeMutableRawPointer(pixels)
            while index + 4 <= count {
                let bytes = raw.loadUnaligned(fromByteOffset: index * 4, as: SIMD16<UInt8>.self)
                let low = scale(SIMD8<UInt16>(truncatingIfNeeded: bytes.lowHalf), inverseLanes) &+ sourceLow
                let high = scale(SIMD8<UInt16>(truncatingIfNeeded: bytes.highHalf), inverseLanes) &+ sourceHigh
                let result = SIMD16<UInt8>(lowHalf: SIMD8<UInt8>(truncatingIfNeeded: low), highHalf: SIMD8<UInt8>(truncatingIfNeeded: high))
                raw.storeBytes(of: result, toByteOffset: index * 4, as: SIMD16<UInt8>.self)
                index += 4
            }
        }
        while index < count {
            pixels[index] = Compositing.over(source, pixels[index])
            index += 1
        }
    }

    /// x * a / 255, rounded, per 16-bit lane (x, a <= 255), as `Compositing.div255`.
    @inline(__always)
    private static func scale(_ x: SIMD8<UInt16>, _ a: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let t = x &* a &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }
}
