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
        if radius > 0 {
            // Three passes of a box a third of the radius wide each way.
            let box = Swift.max(1, radius / 2)
            for _ in 0..<3 {
                boxBlur(&alpha, width: width, height: height, radius: box, horizontal: true)
                boxBlur(&alpha, width: width, height: height, radius: box, horizontal: false)
            }
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

    /// A running-sum box blur along one axis: beyond the edges is transparent, or with
    /// `extendEdges` the edge value repeated.
    static func boxBlur(_ values: inout [UInt16], width: Int, height: Int, radius: Int, horizontal: Bool, extendEdges: Bool = false) {
        let lines = horizontal ? height : width, length = horizontal ? width : height
        // A window far wider than the line averages it away; capped so the sums cannot overflow.
        let radius = Swift.min(Swift.max(0, radius), 1 << 24)
        let window = UInt64(2 * radius + 1)
        var line = [UInt32](repeating: 0, count: length)
        for l in 0..<lines {
            func index(_ i: Int) -> Int { horizontal ? l * width + i : i * width + l }
            for i in 0..<length { line[i] = UInt32(values[index(i)]) }
            guard length > 0 else { continue }
            // The value at i, past the ends transparent or (extendEdges) the end's.
            func at(_ i: Int) -> UInt32 {
                if i >= 0 && i < length { return line[i] }
                return extendEdges ? line[i < 0 ? 0 : length - 1] : 0
            }
            // The sum over -radius..<radius, in time proportional to the line, not the radius
            // (a huge blur radius took seconds a line).
            let inside = Swift.min(radius, length)
            var sum: UInt64 = 0
            for i in 0..<inside { sum += UInt64(line[i]) }
            if extendEdges {
                sum += UInt64(line[0]) * UInt64(radius) + UInt64(line[length - 1]) * UInt64(radius - inside)
            }
            for i in 0..<length {
                sum += UInt64(at(i + radius))
                values[index(i)] = UInt16(sum / window)
                sum -= UInt64(at(i - radius))
            }
        }
    }
}
