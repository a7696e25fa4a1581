import TintCore

extension Canvas {
    /// Composites the shadow of `layer` (from `makeLayer`) over this canvas: its alpha, blurred
    /// by `radius` pixels (three box blurs, close to a Gaussian of that radius), filled with
    /// `color` and moved by (`dx`, `dy`) pixels. The layer must cover the blur's reach.
    public func compositeShadow(of layer: Canvas, color: Color, radius: Int, dx: Int, dy: Int) {
        let area = layer.clip
        guard !area.isEmpty, color.alpha > 0 else { return }
        if let list = layer.recording, recorded(.shadow(list, color, radius: radius, dx: dx, dy: dy)) { return }
        composite(shadow: Self.shadowCoverage(of: layer, radius: radius), of: area, color: color, dx: dx, dy: dy)
    }

    /// The coverage of `layer`'s shadow over its clip, row by row: its alpha blurred by
    /// `radius` pixels.
    static func shadowCoverage(of layer: Canvas, radius: Int) -> [UInt16] {
        let area = layer.clip
        let width = area.width, height = area.height
        var alpha = [UInt16](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = layer.row(area.y + y)
            for x in 0..<width { alpha[y * width + x] = UInt16(row[area.x + x] >> 24) }
        }
        if radius > 0, width * height > 0 {
            // Three passes of a box a third of the radius wide each way.
            let blur = BoxBlur(width: width, height: height, radius: Swift.max(1, radius / 2), extendEdges: false)
            let spare = UnsafeMutablePointer<UInt16>.allocate(capacity: width * height)
            let scratch = UnsafeMutableRawPointer.allocate(byteCount: blur.scratchBytes, alignment: 8)
            defer {
                spare.deallocate()
                scratch.deallocate()
            }
            alpha.withUnsafeMutableBufferPointer { blur.gaussian($0.baseAddress!, spare: spare, scratch: scratch) }
        }
        return alpha
    }

    /// Composites `color` through `shadow` (`shadowCoverage` of a layer over `area`), moved by
    /// (`dx`, `dy`) pixels.
    func composite(shadow alpha: [UInt16], of area: PixelRect, color: Color, dx: Int, dy: Int) {
        let width = area.width
        let source = RGBA8(color).premultiplied
        let target = PixelRect(x: area.x + dx, y: area.y + dy, width: width, height: area.height).intersection(clip)
        guard !target.isEmpty, alpha.count == width * area.height else { return }
        for py in target.y..<target.maxY {
            let row = self.row(py)
            let sourceRow = (py - dy - area.y) * width - (area.x + dx)
            for px in target.x..<target.maxX {
                let coverage = UInt32(alpha[sourceRow + px])
                if coverage == 0 { continue }
                row[px] = Compositing.over(Compositing.scale(source, by: Swift.min(coverage, 255)), row[px])
            }
        }
    }
}
