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

    /// The coverage of `layer`'s shadow over its clip: its alpha blurred by `radius` pixels.
    /// `inverted`: the shadow its outside casts inwards instead, moved by that many pixels (what
    /// is not the layer, blurred).
    static func shadowCoverage(of layer: Canvas, radius: Int, inverted: (dx: Int, dy: Int)? = nil) -> ShadowCoverage {
        let area = layer.clip
        let width = area.width, height = area.height
        let boxRadius = Swift.max(1, radius / 2)
        // Three passes of a box a third of the radius wide each way: four lines at a time
        // (`AlphaPlaneBlur`), or a value at a time past its widest window.
        let planeBlur = radius > 0 ? AlphaPlaneBlur(width: width, height: height, radius: boxRadius) : nil
        let stride = planeBlur?.paddedWidth ?? width, rows = planeBlur?.paddedHeight ?? height
        // Beyond the layer: nothing of it, so all of its outside.
        var alpha = [UInt8](repeating: inverted == nil ? 0 : 255, count: stride * rows)
        alpha.withUnsafeMutableBufferPointer { plane in
            if let (dx, dy) = inverted {
                for y in 0..<height where (0..<height).contains(y - dy) {
                    let row = layer.row(area.y + y - dy) + area.x
                    for x in 0..<width where (0..<width).contains(x - dx) {
                        plane[y * stride + x] = 255 - UInt8(truncatingIfNeeded: row[x - dx] >> 24)
                    }
                }
            } else {
                for y in 0..<height {
                    let row = layer.row(area.y + y) + area.x
                    for x in 0..<width { plane[y * stride + x] = UInt8(truncatingIfNeeded: row[x] >> 24) }
                }
            }
            guard radius > 0, width * height > 0, let base = plane.baseAddress else { return }
            if let planeBlur {
                let spare = UnsafeMutablePointer<UInt8>.allocate(capacity: plane.count)
                defer { spare.deallocate() }
                planeBlur.gaussian(base, spare: spare)
            } else {
                let blur = BoxBlur(width: width, height: height, radius: boxRadius, extendEdges: false)
                let values = UnsafeMutablePointer<UInt16>.allocate(capacity: 2 * width * height)
                let scratch = UnsafeMutableRawPointer.allocate(byteCount: blur.scratchBytes, alignment: 8)
                defer {
                    values.deallocate()
                    scratch.deallocate()
                }
                for index in 0..<(width * height) { values[index] = UInt16(base[index]) }
                blur.gaussian(values, spare: values + width * height, scratch: scratch)
                for index in 0..<(width * height) { base[index] = UInt8(Swift.min(values[index], 255)) }
            }
        }
        return ShadowCoverage(bytes: alpha, stride: stride)
    }

    /// Composites `color` through `shadow` (`shadowCoverage` of a layer over `area`), moved by
    /// (`dx`, `dy`) pixels.
    func composite(shadow: ShadowCoverage, of area: PixelRect, color: Color, dx: Int, dy: Int) {
        guard shadow.bytes.count >= shadow.stride * area.height, shadow.stride >= area.width else { return }
        shadow.bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            blend(coverage: base, width: area.width, height: area.height, stride: shadow.stride, x: area.x + dx, y: area.y + dy,
                  premultiplied: RGBA8(color).premultiplied)
        }
    }
}

/// A shadow's coverage: its layer's alpha, blurred, a byte a pixel in rows `stride` apart.
struct ShadowCoverage: Sendable {
    let bytes: [UInt8]
    let stride: Int
}
