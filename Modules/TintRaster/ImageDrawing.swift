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
        let left = rect.minX * scale, top = rect.minY * scale
        // Source pixels per destination pixel.
        let stepX = Double(image.width) / Double(rect.width * scale)
        let stepY = Double(image.height) / Double(rect.height * scale)
        let tintColor = tint.map { RGBA8($0).premultiplied }
        for py in target.y..<target.maxY {
            let row = self.row(py)
            // The source position of the destination pixel's centre.
            let sy = (Double(py) + 0.5 - Double(top)) * stepY - 0.5
            for px in target.x..<target.maxX {
                let sx = (Double(px) + 0.5 - Double(left)) * stepX - 0.5
                var pixel = smooth ? Self.bilinear(image, sx, sy) : Self.nearest(image, sx, sy)
                if let tintColor {
                    let alpha = (pixel >> 24) & 0xFF
                    if alpha == 0 { continue }
                    pixel = Compositing.scale(tintColor, by: alpha)
                }
                if pixel >> 24 == 0 { continue }
                row[px] = Compositing.over(pixel, row[px])
            }
        }
    }

    private static func nearest(_ image: PixelBuffer, _ x: Double, _ y: Double) -> UInt32 {
        let ix = Swift.min(Swift.max(Int((x + 0.5).rounded(.down)), 0), image.width - 1)
        let iy = Swift.min(Swift.max(Int((y + 0.5).rounded(.down)), 0), image.height - 1)
        return image[ix, iy]
    }

    /// The four pixels around (x, y), weighted by distance, channel by channel (premultiplied,
    /// so transparent neighbours do not darken edges).
    private static func bilinear(_ image: PixelBuffer, _ x: Double, _ y: Double) -> UInt32 {
        let cx = Swift.min(Swift.max(x, 0), Double(image.width - 1)), cy = Swift.min(Swift.max(y, 0), Double(image.height - 1))
        let x0 = Int(cx.rounded(.down)), y0 = Int(cy.rounded(.down))
        let x1 = Swift.min(x0 + 1, image.width - 1), y1 = Swift.min(y0 + 1, image.height - 1)
        let fx = cx - Double(x0), fy = cy - Double(y0)
        let a = image[x0, y0], b = image[x1, y0], c = image[x0, y1], d = image[x1, y1]
        var result: UInt32 = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            func channel(_ p: UInt32) -> Double { Double((p >> UInt32(shift)) & 0xFF) }
            let top = channel(a) * (1 - fx) + channel(b) * fx
            let bottom = channel(c) * (1 - fx) + channel(d) * fx
            let value = UInt32((top * (1 - fy) + bottom * fy).rounded())
            result |= Swift.min(value, 255) << UInt32(shift)
        }
        return result
    }
}
