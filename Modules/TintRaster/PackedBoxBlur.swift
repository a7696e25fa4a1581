/// `BoxBlur` over whole pixels: the four channels of a packed pixel summed side by side in one
/// `SIMD4<UInt32>`, straight from and back into the layer's rows, with the same floors and
/// edges as four planes blurred one by one (so the same bits).
///
/// Splitting a layer into planes, blurring each and packing them again did the running sums
/// one channel at a time and walked the layer twice more; in the demo's gallery the blur was
/// 13.5 % of a one-thread frame (7.0 % since, perf). Every value between passes is a floor of a mean of bytes, so a byte
/// again: pixels can stay packed between passes.
///
/// It serves windows up to 255 values (box radii up to 127), whose means a `Float` reciprocal
/// gives exactly (`mean`). Wider windows take `BoxBlur`.
struct PackedBoxBlur {
    let width: Int
    let height: Int
    let radius: Int
    let extendEdges: Bool
    /// 1 / window rounded up to a `Float`, in every lane (`mean`).
    private let reciprocal: SIMD4<Float>

    /// The widest window the reciprocal serves.
    static let widestWindow = 255

    /// nil when the window is wider than `widestWindow`.
    init?(width: Int, height: Int, radius: Int, extendEdges: Bool) {
        // Compared before doubling: a radius near `Int.max` would overflow the window.
        guard radius >= 0, radius <= (Self.widestWindow - 1) / 2 else { return nil }
        let window = 2 * radius + 1
        self.width = width
        self.height = height
        self.radius = radius
        self.extendEdges = extendEdges
        reciprocal = SIMD4(repeating: Self.reciprocal(of: window))
    }

    /// 1 / `window` as a `Float` no smaller than it.
    static func reciprocal(of window: Int) -> Float {
        let nearest = Float(1 / Double(window))
        return Double(nearest) * Double(window) >= 1 ? nearest : nearest.nextUp
    }

    /// The floor of each lane over the window, as a packed pixel. A sum s ≤ 255 · w is exact in
    /// a `Float`. t = s · r (r ≥ 1 / w, rounded to nearest) is never below an integer s / w
    /// reaches (the integer is a float), and errs above s / w by under 255 · 2⁻²² < 2⁻¹⁰: t lies
    /// in [q, q + 1 − 1 / w + 2⁻¹⁰) for q the floor, so t − 255 / 512 lies in [q − 0.499,
    /// q + 0.499) when w ≤ 255. Adding 1.5 · 2²³, where floats are whole numbers one apart,
    /// rounds that to 1.5 · 2²³ + q, whose low byte is q.
    ///
    /// The conversions go through those bit patterns because Swift's `SIMD4<Int32>(SIMD4<Float>)`
    /// converts lane by lane through a generic rounding rule, ten times slower than this whole
    /// blur.
    @inline(__always)
    func mean(_ sum: SIMD4<UInt32>) -> UInt32 {
        // 0x4B00_0000 | s is the float 2²³ + s, for s < 2²³.
        let float = unsafeBitCast(sum | 0x4B00_0000, to: SIMD4<Float>.self) - 8_388_608
        let rounded = (float * reciprocal - 0.498_046_875) + 12_582_912
        let quotient = unsafeBitCast(rounded, to: SIMD4<UInt32>.self) &- 0x4B40_0000
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: quotient), to: UInt32.self)
    }

    @inline(__always)
    private func unpack(_ pixel: UInt32) -> SIMD4<UInt32> {
        SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(pixel, to: SIMD4<UInt8>.self))
    }

    /// One horizontal pass: each row of `source` (rows `sourceStride` pixels apart) into the
    /// same row of `target`.
    func horizontal(_ source: UnsafePointer<UInt32>, stride sourceStride: Int, into target: UnsafeMutablePointer<UInt32>, stride targetStride: Int) {
        let length = width, radius = radius
        guard length > 0 else { return }
        let inside = Swift.min(radius, length)
        // Where the leaving value starts to come from the row, and where the entering one
        // stops: three stretches with no edge test inside.
        let leavesRow = inside, entersPast = Swift.max(0, length - radius)
        let firstBreak = Swift.min(leavesRow, entersPast), secondBreak = Swift.max(leavesRow, entersPast)
        for y in 0..<height {
            let line = source + y * sourceStride, out = target + y * targetStride
            let left = extendEdges ? unpack(line[0]) : .zero, right = extendEdges ? unpack(line[length - 1]) : .zero
            // The sum over -radius..<radius.
            var sum = left &* UInt32(radius) &+ right &* UInt32(radius - inside)
            for i in 0..<inside { sum &+= unpack(line[i]) }
            @inline(__always) func stretch(_ range: Range<Int>, enters: Bool, leaves: Bool) {
                for i in range {
                    sum &+= enters ? unpack(line[i + radius]) : right
                    out[i] = mean(sum)
                    sum &-= leaves ? unpack(line[i - radius]) : left
                }
            }
            stretch(0..<firstBreak, enters: true, leaves: false)
            if leavesRow <= entersPast {
                stretch(firstBreak..<secondBreak, enters: true, leaves: true)
            } else {
                stretch(firstBreak..<secondBreak, enters: false, leaves: false)
            }
            stretch(secondBreak..<length, enters: false, leaves: true)
        }
    }

    /// One vertical pass: each column of `source` into the same column of `target`, a row at a
    /// time, with a running sum per column in `sums` (`width` of them); `zeros` is a row of
    /// zeros, what lies past the edges when they are not extended.
    func vertical(_ source: UnsafePointer<UInt32>, stride sourceStride: Int, into target: UnsafeMutablePointer<UInt32>, stride targetStride: Int,
                  sums: UnsafeMutablePointer<SIMD4<UInt32>>, zeros: UnsafePointer<UInt32>) {
        guard width > 0, height > 0 else { return }
        let radius = radius, width = width
        let above = extendEdges ? source : zeros, below = extendEdges ? source + (height - 1) * sourceStride : zeros
        let inside = Swift.min(radius, height)
        for x in 0..<width {
            sums[x] = unpack(above[x]) &* UInt32(radius) &+ unpack(below[x]) &* UInt32(radius - inside)
        }
        for j in 0..<inside {
            let row = source + j * sourceStride
            for x in 0..<width { sums[x] &+= unpack(row[x]) }
        }
        for y in 0..<height {
            let out = target + y * targetStride
            let entering = y + radius < height ? source + (y + radius) * sourceStride : below
            let leaving = y >= radius ? source + (y - radius) * sourceStride : above
            for x in 0..<width {
                let sum = sums[x] &+ unpack(entering[x])
                out[x] = mean(sum)
                sums[x] = sum &- unpack(leaving[x])
            }
        }
    }

    /// Three passes each way over the pixels at `pixels` (rows `stride` apart), in place,
    /// through `spare` (`width · height` pixels).
    func gaussian(_ pixels: UnsafeMutablePointer<UInt32>, stride: Int, spare: UnsafeMutablePointer<UInt32>) {
        guard width > 0, height > 0 else { return }
        let sums = UnsafeMutablePointer<SIMD4<UInt32>>.allocate(capacity: width)
        let zeros = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        defer {
            sums.deallocate()
            zeros.deallocate()
        }
        zeros.initialize(repeating: 0, count: width)
        for _ in 0..<3 {
            horizontal(pixels, stride: stride, into: spare, stride: width)
            vertical(spare, stride: width, into: pixels, stride: stride, sums: sums, zeros: zeros)
        }
    }
}
