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
        let width = area.width, height = area.height, count = width * height
        let blur = BoxBlur(width: width, height: height, radius: Swift.max(1, radius / 2), extendEdges: opaque)
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
    public func apply(_ matrix: ColorMatrix) {
        let area = clip
        guard !area.isEmpty, matrix != .identity else { return }
        if recorded(.colors(matrix)) { return }
        let m = matrix.m
        for y in area.y..<area.maxY {
            let row = self.row(y)
            for x in area.x..<area.maxX {
                // Pixels are premultiplied ARGB (`RGBA8.premultiplied`).
                let pixel = row[x]
                let r = Double((pixel >> 16) & 0xFF), g = Double((pixel >> 8) & 0xFF), b = Double(pixel & 0xFF), a = Double(pixel >> 24)
                func mapped(_ i: Int) -> Double { m[i * 4] * r + m[i * 4 + 1] * g + m[i * 4 + 2] * b + m[i * 4 + 3] * 255 * (a / 255) }
                let alpha = Swift.min(255, Swift.max(0, mapped(3).rounded()))
                func channel(_ i: Int) -> UInt32 { UInt32(Swift.min(alpha, Swift.max(0, mapped(i).rounded()))) }
                row[x] = UInt32(alpha) << 24 | channel(0) << 16 | channel(1) << 8 | channel(2)
            }
        }
    }
}
