import TintCore

/// Draws into a `PixelBuffer`, never outside `clip`.
///
/// Coordinates are in points; `scale` converts to pixels. Axis-aligned rectangles get exact
/// anti-aliased coverage at fractional edges (SEMANTICS 3.9: layout is not rounded).
public struct Canvas {
    public let buffer: PixelBuffer
    public let scale: CGFloat
    /// Pixels outside this rectangle are never written.
    public let clip: PixelRect
    /// Working memory reused by every shape this canvas fills.
    let scratch: RasterScratch

    public init(buffer: PixelBuffer, scale: CGFloat = 1, clip: PixelRect? = nil) {
        self.buffer = buffer
        self.scale = scale
        self.clip = (clip ?? buffer.bounds).intersection(buffer.bounds)
        self.scratch = RasterScratch()
    }

    /// Replaces every pixel in the clip with `color` (no blending).
    public func clear(_ color: Color) {
        let value = RGBA8(color).premultiplied
        for y in clip.y..<clip.maxY {
            (buffer.pixels + y * buffer.stride + clip.x).update(repeating: value, count: clip.width)
        }
    }

    /// Fills `rect` (in points) with `color`, source-over, with anti-aliased fractional edges.
    ///
    /// Each row is a partly covered pixel at each end and a run between them, composited as
    /// one span (`SpanBlending`).
    public func fill(_ rect: CGRect, color: Color) {
        guard color.alpha > 0, rect.isFiniteRect else { return }
        let r = rect.standardized
        let x0 = r.minX * scale, x1 = r.maxX * scale, y0 = r.minY * scale, y1 = r.maxY * scale
        let area = PixelRect(covering: CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)).intersection(clip)
        guard !area.isEmpty else { return }
        let source = RGBA8(color).premultiplied
        // Coverage of a pixel column or row: the length of [p, p+1] inside [lo, hi].
        func coverage(_ p: Int, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
            Swift.max(0, Swift.min(CGFloat(p + 1), hi) - Swift.max(CGFloat(p), lo))
        }
        // Columns: the first and last may be partly covered; every column between is fully.
        let first = area.x, last = area.maxX - 1
        let firstCoverage = coverage(first, x0, x1), lastCoverage = coverage(last, x0, x1)
        let single = first == last
        let firstFull = !single && firstCoverage >= 1, lastFull = !single && lastCoverage >= 1
        let runStart = firstFull ? first : first + 1, runEnd = lastFull ? last + 1 : last
        let stride = buffer.stride
        // Sources per row coverage, computed once for all the fully covered rows (most of them).
        func sources(_ cy: CGFloat) -> (first: UInt32, run: UInt32, last: UInt32) {
            func scaled(_ c: CGFloat) -> UInt32 {
                let byte = UInt32((c * 255).rounded())
                return byte >= 255 ? source : Compositing.scale(source, by: byte)
            }
            return (scaled(firstCoverage * cy), scaled(cy), scaled(lastCoverage * cy))
        }
        let full = sources(1)
        for y in area.y..<area.maxY {
            let cy = coverage(y, y0, y1)
            let row = buffer.pixels + y * stride
            let s = cy >= 1 ? full : sources(cy)
            if single {
                row[first] = Compositing.over(s.first, row[first])
                continue
            }
            if !firstFull { row[first] = Compositing.over(s.first, row[first]) }
            if runEnd > runStart { SpanBlending.blend(s.run, into: row + runStart, count: runEnd - runStart) }
            if !lastFull { row[last] = Compositing.over(s.last, row[last]) }
        }
    }

    /// Composites `color` through an 8-bit coverage mask whose top-left pixel lands on (x, y).
    public func draw(mask: AlphaMask, x: Int, y: Int, color: Color) {
        let target = PixelRect(x: x, y: y, width: mask.width, height: mask.height).intersection(clip)
        guard !target.isEmpty, color.alpha > 0 else { return }
        let source = RGBA8(color).premultiplied
        let stride = buffer.stride
        mask.coverage.withUnsafeBufferPointer { cov in
            for py in target.y..<target.maxY {
                let row = buffer.pixels + py * stride
                let maskRow = (py - y) * mask.width - x
                for px in target.x..<target.maxX {
                    let c = UInt32(cov[maskRow + px])
                    if c == 0 { continue }
                    let s = c == 255 ? source : Compositing.scale(source, by: c)
                    row[px] = Compositing.over(s, row[px])
                }
            }
        }
    }
}

/// An 8-bit coverage mask (a glyph, for instance), row-major without padding.
public struct AlphaMask: Sendable {
    public let width: Int
    public let height: Int
    public let coverage: [UInt8]

    public init(width: Int, height: Int, coverage: [UInt8]) {
        precondition(coverage.count == width * height, "mask size mismatch")
        self.width = width
        self.height = height
        self.coverage = coverage
    }
}

/// Working memory of a canvas's rasterizer, kept across the shapes it draws so a fill does not
/// allocate once the pools have grown.
final class RasterScratch {
    let cells = ScanlineCells()
}
