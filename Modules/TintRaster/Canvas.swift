import CTintFill
import TintCore

/// Draws into a `PixelBuffer`, never outside `clip`.
///
/// Coordinates are in points; `scale` converts to pixels. Axis-aligned rectangles get exact
/// anti-aliased coverage at fractional edges (RULES 3.9: layout is not rounded).
///
/// A canvas may draw into a buffer that covers only part of the window (a layer): `origin` is
/// the window pixel of the buffer's top-left, and `clip` is in window pixels.
public struct Canvas {
    public let buffer: PixelBuffer
    public let scale: CGFloat
    /// Pixels outside this rectangle (window pixels) are never written.
    public let clip: PixelRect
    /// The window pixel at the buffer's top-left.
    public let originX: Int
    public let originY: Int
    /// Working memory reused by every shape this canvas fills.
    let scratch: RasterScratch
    /// Where a recording canvas puts what it is asked to draw instead of drawing it (see
    /// `DisplayList`); `nil` for a canvas that draws.
    let recording: DisplayList?

    public init(buffer: PixelBuffer, scale: CGFloat = 1, clip: PixelRect? = nil) {
        self.init(buffer: buffer, scale: scale, originX: 0, originY: 0, clip: clip, scratch: RasterScratch())
    }

    init(buffer: PixelBuffer, scale: CGFloat, originX: Int, originY: Int, clip: PixelRect?, scratch: RasterScratch, recording: DisplayList? = nil) {
        self.buffer = buffer
        self.scale = scale
        self.originX = originX
        self.originY = originY
        let bounds = PixelRect(x: originX, y: originY, width: buffer.width, height: buffer.height)
        self.clip = recording == nil ? (clip ?? bounds).intersection(bounds) : clip ?? bounds
        self.scratch = scratch
        self.recording = recording
    }

    /// A canvas that records into `list` what it is asked to draw within `clip` (window
    /// pixels), to be replayed later (`DisplayList.replay`), instead of drawing it.
    public init(recordingInto list: DisplayList, clip: PixelRect) {
        self.init(buffer: Self.noPixels, scale: list.scale, originX: clip.x, originY: clip.y, clip: clip, scratch: RasterScratch(), recording: list)
    }

    /// The buffer of recording canvases, which never draw.
    private static let noPixels = PixelBuffer(width: 0, height: 0)

    /// A recording canvas for a new layer over `area`, whose items go to a list of its own.
    private func recordingLayer(_ area: PixelRect) -> Canvas {
        Canvas(recordingInto: DisplayList(scale: scale, layerBounds: area), clip: area)
    }

    /// Records `operation` when this canvas records; `false` when it draws.
    @inline(__always)
    func recorded(_ operation: @autoclosure () -> DisplayList.Operation, reach: @autoclosure () -> PixelRect? = nil) -> Bool {
        guard let recording else { return false }
        recording.append(operation(), clip: clip, reach: reach())
        return true
    }

    /// Row `y` (window pixels) of the buffer, indexed by window column: `row(y)[x]`. Only
    /// columns inside the clip may be touched.
    @inline(__always)
    func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        buffer.pixels + (y - originY) * buffer.stride - originX
    }

    /// Replaces every pixel in the clip with `color` (no blending).
    public func clear(_ color: Color) {
        if recorded(.clear(color)) { return }
        store(RGBA8(color).premultiplied, in: clip)
    }

    /// Stores `value` into every pixel of `area` (inside the buffer): rows as wide as the
    /// buffer are one run, one string store for the whole area rather than one a row.
    func store(_ value: UInt32, in area: PixelRect) {
        guard !area.isEmpty else { return }
        if area.x == originX, area.width == buffer.stride {
            SpanBlending.store(value, into: row(area.y) + area.x, count: area.width * area.height)
            return
        }
        for y in area.y..<area.maxY {
            SpanBlending.store(value, into: row(y) + area.x, count: area.width)
        }
    }

    /// The same canvas, drawing only inside `rect` as well (a `ScrollView`'s viewport, a
    /// `.clipped()` frame on whole pixels): no layer needed.
    public func clipped(to rect: PixelRect) -> Canvas {
        Canvas(buffer: buffer, scale: scale, originX: originX, originY: originY, clip: clip.intersection(rect), scratch: scratch, recording: recording)
    }

    // MARK: Layers

    /// A transparent layer over `bounds` (window pixels, within this canvas's clip), to draw a
    /// group into and then `composite` as one: group opacity, clipping to a shape. `nil` when
    /// nothing of `bounds` can show.
    public func makeLayer(covering bounds: PixelRect) -> Canvas? {
        let area = bounds.intersection(clip)
        guard !area.isEmpty else { return nil }
        if recording != nil { return recordingLayer(area) }
        return Canvas(buffer: PixelBuffer(width: area.width, height: area.height), scale: scale,
                      originX: area.x, originY: area.y, clip: area, scratch: scratch)
    }

    /// Composites `layer` (from `makeLayer`) over this canvas, its alpha multiplied by `opacity`
    /// and, when given, by the coverage of `mask` (a layer of the same bounds in which a clip
    /// shape was filled opaque): `.opacity`, `.clipShape`, `.cornerRadius`.
    public func composite(_ layer: Canvas, opacity: Double = 1, mask: Canvas? = nil, blend: PixelBlendMode = .normal) {
        let area = layer.clip.intersection(clip)
        guard !area.isEmpty else { return }
        if let list = layer.recording, recorded(.composite(list, opacity: opacity, mask: mask?.recording, blend: blend), reach: area) { return }
        let factor = UInt32((Swift.min(1, Swift.max(0, opacity.isNaN ? 0 : opacity)) * 255).rounded())
        guard factor > 0 else { return }
        if blend != .normal {
            compositeBlended(layer, area: area, factor: factor, mask: mask, blend: blend)
            return
        }
        // Per pixel: the layer's pixel scaled by `factor` (times the mask's alpha / 255), over
        // this canvas's; eight at a time in C (`tint_composite_row`).
        for y in area.y..<area.maxY {
            tint_composite_row(row(y) + area.x, layer.row(y) + area.x, mask.map { UnsafePointer($0.row(y) + area.x) }, area.width, factor)
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
        if recorded(.fillRect(rect, color), reach: area) { return }
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
        // Sources per row coverage, computed once for all the fully covered rows (most of them).
        func sources(_ cy: CGFloat) -> (first: UInt32, run: UInt32, last: UInt32) {
            func scaled(_ c: CGFloat) -> UInt32 {
                let byte = UInt32((c * 255).rounded())
                return byte >= 255 ? source : Compositing.scale(source, by: byte)
            }
            return (scaled(firstCoverage * cy), scaled(cy), scaled(lastCoverage * cy))
        }
        let full = sources(1)
        // Blending reads each pixel first: the rows ahead are asked for (stores alone, and long
        // runs, are faster without).
        let translucent = source >> 24 != 255
        let prefetches = translucent && area.width < 512
        let lastRow = area.maxY - 1
        // An opaque rectangle on whole pixels: one store over its area.
        if !translucent, !single, firstFull, lastFull, sources(coverage(area.y, y0, y1)).run == source,
           sources(coverage(lastRow, y0, y1)).run == source {
            store(source, in: area)
            return
        }
        for y in area.y..<area.maxY {
            let row = self.row(y)
            // Only the first and last rows can be partly covered.
            let s = y > area.y && y < lastRow ? full : sources(coverage(y, y0, y1))
            if single {
                row[first] = Compositing.over(s.first, row[first])
                continue
            }
            // A translucent row in one pass with its edge columns (`tint_blend_row`): a full
            // edge's source is the run's.
            if translucent {
                tint_blend_row(row + first, last + 1 - first, s.first, s.run, s.last, prefetches && y + 2 < area.maxY ? 2 * buffer.stride : 0)
                continue
            }
            if !firstFull { row[first] = Compositing.over(s.first, row[first]) }
            if runEnd > runStart { SpanBlending.blend(s.run, into: row + runStart, count: runEnd - runStart) }
            if !lastFull { row[last] = Compositing.over(s.last, row[last]) }
        }
    }

    /// Asks for the pixels `from..<to` of row `y` (what of them the clip holds) to be brought into the
    /// cache for writing (`tint_prefetch_row`).
    @inline(__always)
    func prefetchRow(_ y: Int, _ from: Int, _ to: Int) {
        let x0 = Swift.max(from, clip.x), x1 = Swift.min(to, clip.maxX)
        guard y >= clip.y, y < clip.maxY, x1 > x0 else { return }
        tint_prefetch_row(row(y) + x0, x1 - x0)
    }

    /// Asks for the pixels of `rect` (what of it the clip holds) to be brought into the cache
    /// for writing, every row at once: a line of text then waits on memory once, not at each
    /// glyph's rows in turn.
    package func prefetch(_ rect: PixelRect) {
        for y in rect.y..<rect.maxY { prefetchRow(y, rect.x, rect.maxX) }
    }

    /// Whether this canvas records what it is asked to draw (`Canvas(recordingInto:clip:)`).
    package var isRecording: Bool { recording != nil }

    /// Composites `color` through an 8-bit coverage mask whose top-left pixel lands on (x, y).
    public func draw(mask: AlphaMask, x: Int, y: Int, color: Color) {
        guard color.alpha > 0 else { return }
        draw(mask: mask, x: x, y: y, premultiplied: RGBA8(color).premultiplied)
    }

    /// The same with the colour already premultiplied: a text converts its colour once, not
    /// once per glyph.
    public func draw(mask: AlphaMask, x: Int, y: Int, premultiplied source: UInt32) {
        if let recording {
            let target = PixelRect(x: x, y: y, width: mask.width, height: mask.height).intersection(clip)
            guard !target.isEmpty, source >> 24 != 0 else { return }
            recording.appendMask(mask, x: x, y: y, source: source, clip: clip, reach: target)
            return
        }
        withExtendedLifetime(mask) {
            blend(coverage: mask.bytes, width: mask.width, height: mask.height, x: x, y: y, premultiplied: source)
        }
    }

    /// Blends `width` x `height` coverage bytes (row-major, rows `stride` apart, else `width`)
    /// at pixel (x, y) in `source`, on a canvas that draws: a mask's bytes read in place
    /// (`AlphaMask.bytes`, a shadow's coverage), by a caller that keeps them alive.
    package func blend(coverage: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int? = nil, x: Int, y: Int, premultiplied source: UInt32) {
        let stride = stride ?? width
        let target = PixelRect(x: x, y: y, width: width, height: height).intersection(clip)
        guard !target.isEmpty, source >> 24 != 0 else { return }
        // Eight pixels at a time in C (`tint_blend_mask`, AVX2 where there; Swift's four at a
        // time took half as long again), each pixel `Compositing.over` of the colour scaled by
        // its coverage: an opaque colour at full coverage replaces the pixel, none leaves it. A
        // row's last one to seven pixels go as a group of eight when the seven pixels past the
        // mask are inside the clip (written back as they were: a row is one thread's), else one
        // by one.
        tint_blend_mask(row(target.y) + target.x, buffer.stride, coverage + (target.y - y) * stride + (target.x - x), stride,
                        target.width, target.height, source, target.maxX + 7 <= clip.maxX ? 1 : 0)
    }
}

/// An 8-bit coverage mask (a glyph, for instance), row-major without padding.
///
/// Its bytes live in storage of its own, reached through a plain pointer (`bytes`): drawing a
/// mask reads them in place, where reading an array's bytes retained the array. Every line
/// with a letter shares that glyph's mask, so two threads drawing strips of one window wrote
/// its count word by turns, once a glyph each.
public struct AlphaMask: @unchecked Sendable {
    public let width: Int
    public let height: Int
    /// The `width * height` coverage bytes, valid while this mask (or a copy of it) lives.
    /// Unchecked `Sendable`: they are never written after the mask is made.
    package let bytes: UnsafePointer<UInt8>
    private let storage: MaskBytes

    /// The coverage bytes, a copy.
    public var coverage: [UInt8] { Array(UnsafeBufferPointer(start: bytes, count: width * height)) }

    public init(width: Int, height: Int, coverage: [UInt8]) {
        precondition(coverage.count == width * height, "mask size mismatch")
        self.width = width
        self.height = height
        storage = MaskBytes(coverage)
        bytes = UnsafePointer(storage.pointer)
    }
}

/// The bytes of an `AlphaMask`, freed with it.
private final class MaskBytes: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<UInt8>

    init(_ bytes: [UInt8]) {
        pointer = .allocate(capacity: Swift.max(1, bytes.count))
        bytes.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { pointer.initialize(from: base, count: source.count) }
        }
    }

    deinit { pointer.deallocate() }
}

/// Working memory of a canvas's rasterizer, kept across the shapes it draws so a fill does not
/// allocate once the pools have grown.
///
/// Its cells and memory are made when a shape first asks for them: many canvases never fill a
/// shape (a recording's, a drawn layer's read as a source), and making them up front was three
/// allocations a canvas, a third of what a two-thread repaint allocates beyond one thread (the
/// demo's gallery: 408 allocations a frame, 327 since; one thread, 164).
final class RasterScratch {
    private(set) lazy var cells = ScanlineCells()
    private var memory: UnsafeMutableRawPointer?
    private var capacity = 0

    /// At least `byteCount` bytes, 16-byte aligned, good until the next call: one shape's tables
    /// (`DiscCoverage`, `CircularCorner`) or an image's column samples. A circle of radius 20
    /// needs 1.7 KB, past what `withUnsafeTemporaryAllocation` keeps on the stack: it was a
    /// `malloc` a circle.
    func bytes(_ byteCount: Int) -> UnsafeMutableRawPointer {
        if let memory, byteCount <= capacity { return memory }
        memory?.deallocate()
        capacity = Swift.max(byteCount, 2 * capacity, 4_096)
        let grown = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        memory = grown
        return grown
    }

    deinit { memory?.deallocate() }
}
