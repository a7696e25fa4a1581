import TintCore

extension Canvas {
    /// Composites `layer` over this canvas in a blend mode other than source-over
    /// (`.blendMode`): pixel by pixel in floating point, through `PixelBlendMode.blend`. Blend
    /// modes are rare and their layers small, so this favours being right over being fast.
    func compositeBlended(_ layer: Canvas, area: PixelRect, factor: UInt32, mask: Canvas?, blend: PixelBlendMode) {
        let scale = Float(factor) / 255
        for y in area.y..<area.maxY {
            let target = row(y) + area.x, source = layer.row(y) + area.x
            let coverage = mask.map { UnsafePointer($0.row(y) + area.x) }
            for x in 0..<area.width {
                var amount = scale
                if let coverage { amount *= Float(coverage[x] >> 24) / 255 }
                guard amount > 0 else { continue }
                let s = Self.components(source[x]) * amount
                // A clear source leaves every mode but the Porter-Duff ones unchanged.
                if s.w == 0, blend != .sourceAtop { continue }
                target[x] = Self.packed(blend.blend(s, over: Self.components(target[x])))
            }
        }
    }

    /// A premultiplied ARGB8888 pixel's components, 0...1, as (r, g, b, a).
    private static func components(_ pixel: UInt32) -> SIMD4<Float> {
        SIMD4(Float((pixel >> 16) & 0xFF), Float((pixel >> 8) & 0xFF), Float(pixel & 0xFF), Float(pixel >> 24)) / 255
    }

    /// Components back to a premultiplied pixel, each kept within its alpha.
    private static func packed(_ c: SIMD4<Float>) -> UInt32 {
        let a = Swift.min(Swift.max(c.w, 0), 1)
        func byte(_ v: Float) -> UInt32 { UInt32((Swift.min(Swift.max(v, 0), a) * 255).rounded()) }
        return byte(c.x) << 16 | byte(c.y) << 8 | byte(c.z) | UInt32((a * 255).rounded()) << 24
    }
}
