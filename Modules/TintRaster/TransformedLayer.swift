import TintCore

extension Canvas {
    /// A transparent layer over `bounds` (window pixels) that is not cut to this canvas's clip:
    /// a transformed group draws all of itself before it is mapped into the clip. At most
    /// 8,192 pixels a side (a larger group is cut).
    public func makeUnclippedLayer(covering bounds: PixelRect) -> Canvas? {
        let width = Swift.min(bounds.width, 8_192), height = Swift.min(bounds.height, 8_192)
        guard width > 0, height > 0 else { return nil }
        let area = PixelRect(x: bounds.x, y: bounds.y, width: width, height: height)
        if recording != nil { return Canvas(recordingInto: DisplayList(scale: scale, layerBounds: area), clip: area) }
        return Canvas(buffer: PixelBuffer(width: area.width, height: area.height), scale: scale,
                      originX: area.x, originY: area.y, clip: area, scratch: scratch)
    }

    /// Composites `layer` over this canvas mapped by `map` (in window pixels), with `opacity`.
    public func composite(_ layer: Canvas, map: AffineMap, opacity: Double = 1) {
        composite(layer, map: ProjectiveMap(map), opacity: opacity)
    }

    /// Composites `layer` over this canvas mapped by the projective `map` (in window pixels):
    /// each pixel of the clip samples the layer where the inverse map takes it (bilinear); what
    /// the map sends behind the viewer is not drawn.
    public func composite(_ layer: Canvas, map: ProjectiveMap, opacity: Double = 1) {
        guard let inverse = map.inverted else { return }
        let layerRect = CGRect(x: CGFloat(layer.clip.x), y: CGFloat(layer.clip.y), width: CGFloat(layer.clip.width), height: CGFloat(layer.clip.height))
        // A layer partly behind the viewer reaches without bound: every pixel of the clip is tried.
        let reach = map.boundingBox(of: layerRect).map { PixelRect(covering: $0, scale: 1).intersection(clip) } ?? clip
        guard !reach.isEmpty else { return }
        let factor = UInt32((Swift.min(1, Swift.max(0, opacity.isNaN ? 0 : opacity)) * 255).rounded())
        guard factor > 0 else { return }
        if let list = layer.recording, recorded(.compositeMapped(list, map, opacity: opacity), reach: reach) { return }
        let source = layer.buffer
        let projective = !map.isAffine
        for py in reach.y..<reach.maxY {
            let row = self.row(py)
            for px in reach.x..<reach.maxX {
                guard let p = inverse.apply(CGPoint(x: CGFloat(px) + 0.5, y: CGFloat(py) + 0.5)) else { continue }
                // The source point must lie in front of the viewer (the inverse of a point
                // behind it lands in the layer too).
                if projective, map.weight(p) <= 1e-9 { continue }
                let sx = Double(p.x) - Double(layer.originX) - 0.5, sy = Double(p.y) - Double(layer.originY) - 0.5
                guard sx > -1, sy > -1, sx < Double(source.width), sy < Double(source.height) else { continue }
                var pixel = Self.sample(source, sx, sy)
                if pixel == 0 { continue }
                if factor < 255 { pixel = Compositing.scale(pixel, by: factor) }
                row[px] = Compositing.over(pixel, row[px])
            }
        }
    }

    /// The layer's premultiplied colour at (x, y), bilinear, transparent outside it.
    private static func sample(_ image: PixelBuffer, _ x: Double, _ y: Double) -> UInt32 {
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let fx = x - Double(x0), fy = y - Double(y0)
        func at(_ x: Int, _ y: Int) -> UInt32 {
            x >= 0 && y >= 0 && x < image.width && y < image.height ? image[x, y] : 0
        }
        let a = at(x0, y0), b = at(x0 + 1, y0), c = at(x0, y0 + 1), d = at(x0 + 1, y0 + 1)
        var result: UInt32 = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            func channel(_ p: UInt32) -> Double { Double((p >> UInt32(shift)) & 0xFF) }
            let top = channel(a) * (1 - fx) + channel(b) * fx
            let bottom = channel(c) * (1 - fx) + channel(d) * fx
            result |= Swift.min(UInt32((top * (1 - fy) + bottom * fy).rounded()), 255) << UInt32(shift)
        }
        return result
    }
}
