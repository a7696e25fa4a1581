import TintCore

extension Canvas {
    /// Draws an inner shadow inside this layer's pixels (`ShadowStyle.inner`): the shadow the
    /// layer's outside casts inwards, moved by (`dx`, `dy`) pixels and blurred by `radius`,
    /// filled with `color` and composited onto the layer where it is opaque (source-atop), so
    /// the layer keeps its alpha. The layer must hold the blur's reach around its opaque pixels.
    public func applyInnerShadow(color: Color, radius: Int, dx: Int, dy: Int) {
        let area = clip
        guard !area.isEmpty, color.alpha > 0 else { return }
        if recorded(.innerShadow(color, radius: radius, dx: dx, dy: dy)) { return }
        let coverage = Self.shadowCoverage(of: self, radius: radius, inverted: (dx, dy))
        let source = RGBA8(color).premultiplied
        let sourceChannels = (0..<4).map { (source >> UInt32($0 * 8)) & 0xFF }
        coverage.bytes.withUnsafeBufferPointer { plane in
            for y in 0..<area.height {
                let row = self.row(area.y + y) + area.x
                for x in 0..<area.width {
                    let pixel = row[x]
                    let alpha = pixel >> 24
                    let shade = UInt32(plane[y * coverage.stride + x])
                    guard alpha > 0, shade > 0 else { continue }
                    // The colour through the shadow's coverage, then atop the pixel: its share
                    // is the pixel's alpha, the pixel keeps what the shadow leaves.
                    let sourceAlpha = (sourceChannels[3] * shade + 127) / 255
                    var result: UInt32 = 0
                    for channel in 0..<4 {
                        let shift = UInt32(channel * 8)
                        let under = (pixel >> shift) & 0xFF
                        let over = (sourceChannels[channel] * shade + 127) / 255
                        let value = channel == 3 ? under : Swift.min(alpha, (over * alpha + under * (255 - sourceAlpha) + 127) / 255)
                        result |= value << shift
                    }
                    row[x] = result
                }
            }
        }
    }
}
