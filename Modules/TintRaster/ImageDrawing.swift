import CTintFill
import TintCore

extension Canvas {
    /// Draws `image` (premultiplied pixels) scaled into `rect` (points), blended over what is
    /// there: bilinear when `smooth`, else the nearest pixel. With `tint`, the image is a
    /// template: its alpha is the coverage of `tint`.
    public func draw(image: PixelBuffer, in rect: CGRect, smooth: Bool, tint: Color? = nil) {
        guard image.width > 0, image.height > 0, rect.width > 0, rect.height > 0,
              rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let target = PixelRect(covering: rect, scale: scale).intersection(clip)
        guard !target.isEmpty else { return }
        if recorded(.image(image, rect, smooth: smooth, tint: tint), reach: target) { return }
        let left = rect.minX * scale, top = rect.minY * scale
        // Source pixels per destination pixel.
        let stepX = Double(image.width) / Double(rect.width * scale)
        let stepY = Double(image.height) / Double(rect.height * scale)
        let tintColor = tint.map { RGBA8($0).premultiplied }
        // Where each destination column and row samples the image, worked out once: the two
        // neighbours and the weight of the second in 1/256ths (nearest: the weight rounds). In
        // the canvas's working memory: no allocation an image.
        let columns = target.width
        let memory = scratch.bytes(12 * columns)
        let lows = memory.bindMemory(to: Int32.self, capacity: columns), highs = lows + columns
        let weights = (memory + 8 * columns).bindMemory(to: UInt32.self, capacity: columns)
        for index in 0..<columns {
            let (low, high, weight) = Self.sample(at: (Double(target.x + index) + 0.5 - Double(left)) * stepX - 0.5, size: image.width, smooth: smooth)
            lows[index] = Int32(low)
            highs[index] = Int32(high)
            weights[index] = weight
        }
        let pixels = image.pixels
        // Without a tint, a row at a time in C (`tint_image_row`, the same arithmetic, eight
        // pixels at a time: the Swift loop was a fifth of the demo gallery's frame).
        guard let tintColor else {
            for py in target.y..<target.maxY {
                let (y0, y1, fy) = Self.sample(at: (Double(py) + 0.5 - Double(top)) * stepY - 0.5, size: image.height, smooth: smooth)
                tint_image_row(row(py) + target.x, columns, pixels + y0 * image.stride, pixels + y1 * image.stride, lows, highs, weights, fy)
            }
            return
        }
        // A template: the image's alpha is the coverage of the tint.
        for py in target.y..<target.maxY {
            let row = self.row(py)
            let (y0, y1, fy) = Self.sample(at: (Double(py) + 0.5 - Double(top)) * stepY - 0.5, size: image.height, smooth: smooth)
            let upper = y0 * image.stride, lower = y1 * image.stride
            for index in 0..<columns {
                let x0 = Int(lows[index]), x1 = Int(highs[index]), fx = weights[index]
                let alpha = Self.lerp(Self.lerp(pixels[upper + x0], pixels[upper + x1], fx),
                                      Self.lerp(pixels[lower + x0], pixels[lower + x1], fx), fy) >> 24
                if alpha == 0 { continue }
                let pixel = Compositing.scale(tintColor, by: alpha)
                if pixel >> 24 == 0 { continue }
                let px = target.x + index
                row[px] = Compositing.over(pixel, row[px])
            }
        }
    }

    /// Composites `image` (premultiplied) unscaled with its top-left pixel on (x, y), its
    /// alpha scaled by `opacity`: a colour glyph, drawn pixel for pixel.
    public func draw(pixels image: PixelBuffer, x: Int, y: Int, opacity: Double = 1) {
        let target = PixelRect(x: x, y: y, width: image.width, height: image.height).intersection(clip)
        let alpha = UInt32((Swift.min(1, Swift.max(0, opacity.isFinite ? opacity : 0)) * 255).rounded())
        guard !target.isEmpty, alpha > 0 else { return }
        if recorded(.pixels(image, x: x, y: y, opacity: opacity), reach: target) { return }
        for py in target.y..<target.maxY {
            let row = self.row(py)
            let source = image.pixels + (py - y) * image.stride - x
            for px in target.x..<target.maxX {
                var pixel = source[px]
                if pixel >> 24 == 0 { continue }
                if alpha < 255 { pixel = Compositing.scale(pixel, by: alpha) }
                row[px] = Compositing.over(pixel, row[px])
            }
        }
    }

    /// The neighbours of source position `position` in a line of `size` pixels (clamped to the
    /// edges) and the second's weight in 1/256ths; nearest sampling puts all weight on one.
    private static func sample(at position: Double, size: Int, smooth: Bool) -> (Int, Int, UInt32) {
        let clamped = Swift.min(Swift.max(position, 0), Double(size - 1))
        let low = Int(clamped.rounded(.down))
        let high = Swift.min(low + 1, size - 1)
        let fraction = clamped - Double(low)
        if !smooth { return fraction >= 0.5 ? (high, high, 0) : (low, low, 0) }
        return (low, high, UInt32((fraction * 256).rounded()))
    }

    /// `p` and `q` mixed, `q` weighing `w`/256, two channels at a time (premultiplied, so
    /// transparent neighbours do not darken edges): each 16-bit lane holds at most 255 * 256.
    @inline(__always)
    static func lerp(_ p: UInt32, _ q: UInt32, _ w: UInt32) -> UInt32 {
        if w == 0 { return p }
        let v = 256 - w
        let redBlue = (((p & 0x00FF_00FF) &* v &+ (q & 0x00FF_00FF) &* w) >> 8) & 0x00FF_00FF
        let alphaGreen = (((p >> 8) & 0x00FF_00FF) &* v &+ ((q >> 8) & 0x00FF_00FF) &* w) & 0xFF00_FF00
        return redBlue | alphaGreen
    }
}
