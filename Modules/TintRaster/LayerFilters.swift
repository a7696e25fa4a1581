import TintCore

extension Canvas {
    /// How far, in pixels, `blur(radius:)` reads around a pixel: its three box passes of
    /// `radius / 2` each, and one more. A pixel's blurred value depends on nothing farther, so
    /// a layer that covers what is shown plus this margin blurs the shown part exactly.
    public static func blurReach(radius: Int) -> Int {
        radius <= 0 ? 0 : 3 * Swift.max(1, radius / 2) + 1
    }

    /// Blurs this layer in place by `radius` pixels (three box blurs per axis, close to a
    /// Gaussian), every channel. `opaque`: the edges are extended rather than faded (SwiftUI's
    /// `blur(radius:opaque:)`), so the layer keeps its hard outline.
    public func blur(radius: Int, opaque: Bool = false) {
        let area = clip
        guard radius > 0, !area.isEmpty else { return }
        if recorded(.blur(radius: radius, opaque: opaque)) { return }
        let boxRadius = Swift.max(1, radius / 2)
        if let packed = PackedBoxBlur(width: area.width, height: area.height, radius: boxRadius, extendEdges: opaque) {
            let spare = UnsafeMutablePointer<UInt32>.allocate(capacity: area.width * area.height)
            defer { spare.deallocate() }
            packed.gaussian(row(area.y) + area.x, stride: buffer.stride, spare: spare)
        } else {
            blurByPlanes(area, BoxBlur(width: area.width, height: area.height, radius: boxRadius, extendEdges: opaque))
        }
    }

    /// `blur` one channel at a time, for any window: the channels of `area` split into planes,
    /// each blurred by `blur` and packed again.
    func blurByPlanes(_ area: PixelRect, _ blur: BoxBlur) {
        let width = area.width, height = area.height, count = width * height
        // The four channels as planes, and a fifth plane's room for the passes.
        let planes = UnsafeMutablePointer<UInt16>.allocate(capacity: 5 * count)
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: blur.scratchBytes, alignment: 8)
        defer {
            planes.deallocate()
            scratch.deallocate()
        }
        for y in 0..<height {
            let row = self.row(area.y + y) + area.x
            for x in 0..<width {
                let pixel = row[x]
                for c in 0..<4 { planes[c * count + y * width + x] = UInt16((pixel >> UInt32(c * 8)) & 0xFF) }
            }
        }
        for c in 0..<4 {
            blur.gaussian(planes + c * count, spare: planes + 4 * count, scratch: scratch)
        }
        for y in 0..<height {
            let row = self.row(area.y + y) + area.x
            for x in 0..<width {
                var pixel: UInt32 = 0
                for c in 0..<4 { pixel |= UInt32(Swift.min(planes[c * count + y * width + x], 255)) << UInt32(c * 8) }
                row[x] = pixel
            }
        }
    }

    /// Maps every pixel of this layer through `matrix` (premultiplied RGBA), each colour
    /// channel clamped to the pixel's alpha so the result stays a valid premultiplied colour.
    ///
    /// The four rows are worked out side by side (`SIMD4`, lane by lane the same operations in
    /// the same order as one row at a time, so the same bits), and clamped and rounded side by
    /// side too, without the C library's `round` or a checked conversion (`roundedClamped`).
    public func apply(_ matrix: ColorMatrix) {
        let area = clip
        guard !area.isEmpty, matrix != .identity else { return }
        if recorded(.colors(matrix)) { return }
        let m = matrix.m
        // Column j of the matrix: lane i is row i's weight of channel j.
        let red = SIMD4(m[0], m[4], m[8], m[12]), green = SIMD4(m[1], m[5], m[9], m[13]), blue = SIMD4(m[2], m[6], m[10], m[14])
        let alphaWeight = SIMD4(m[3], m[7], m[11], m[15]) * 255
        @inline(__always) func map(_ mapped: SIMD4<Double>) -> UInt32 {
            let channels = Self.roundedClamped(mapped)
            let alpha = channels[3]
            return UInt32(truncatingIfNeeded: alpha << 24 | Swift.min(channels[0], alpha) << 16 | Swift.min(channels[1], alpha) << 8
                | Swift.min(channels[2], alpha))
        }
        // A large layer looks each channel's four products up (the same products, summed in
        // the same order: the same bits), 256 of each made once: four conversions, eight
        // multiplications and a division a pixel were most of the filter. A small one is not
        // worth the 1,024 products.
        guard area.width * area.height >= Self.tableWorthPixels else {
            for y in area.y..<area.maxY {
                let row = self.row(y)
                for x in area.x..<area.maxX {
                    // Pixels are premultiplied ARGB (`RGBA8.premultiplied`).
                    let pixel = row[x]
                    let r = Double((pixel >> 16) & 0xFF), g = Double((pixel >> 8) & 0xFF), b = Double(pixel & 0xFF), a = Double(pixel >> 24)
                    row[x] = map(red * r + green * g + blue * b + alphaWeight * (a / 255))
                }
            }
            return
        }
        withUnsafeTemporaryAllocation(of: SIMD4<Double>.self, capacity: 4 * 256) { products in
            let reds = products.baseAddress!, greens = reds + 256, blues = reds + 512, alphas = reds + 768
            for value in 0..<256 {
                let channel = Double(value)
                reds[value] = red * channel
                greens[value] = green * channel
                blues[value] = blue * channel
                alphas[value] = alphaWeight * (channel / 255)
            }
            for y in area.y..<area.maxY {
                let row = self.row(y)
                for x in area.x..<area.maxX {
                    let pixel = row[x]
                    let mapped = reds[Int((pixel >> 16) & 0xFF)] + greens[Int((pixel >> 8) & 0xFF)] + blues[Int(pixel & 0xFF)] + alphas[Int(pixel >> 24)]
                    row[x] = map(mapped)
                }
            }
        }
    }

    /// The pixels from which `apply` makes its tables of products.
    static let tableWorthPixels = 2_048

    /// `min(255, max(0, value.rounded()))` in each lane (NaN: 0): the schoolbook rounding,
    /// halves away from zero. A colour clamped to its pixel's whole alpha afterwards is the
    /// colour clamped first and rounded (rounding keeps order and whole numbers).
    ///
    /// Four lanes at once, with no conversion that checks its range: adding 2⁵² to a value in
    /// [0, 255] leaves its nearest whole number (halves to even) in the low bits, and the
    /// remainder, exact, says where a half went down. One lane at a time, with the checks of
    /// `Int(_: Double)`, was most of the filter.
    @inline(__always)
    static func roundedClamped(_ value: SIMD4<Double>) -> SIMD4<UInt64> {
        let twoTo52 = SIMD4<Double>(repeating: 4_503_599_627_370_496)
        let below = value.replacing(with: 255, where: .!(value .< 255))
        let clamped = below.replacing(with: 0, where: .!(value .> 0))
        let shifted = clamped + twoTo52
        let nearest = unsafeBitCast(shifted, to: SIMD4<UInt64>.self) &- unsafeBitCast(twoTo52, to: SIMD4<UInt64>.self)
        let halfWentDown = clamped - (shifted - twoTo52) .>= 0.5
        return nearest.replacing(with: nearest &+ 1, where: halfWentDown)
    }
}
