import Dispatch
import Foundation
import TintCore

/// Drawing recorded by a canvas instead of done (`Canvas(recordingInto:)`), to be replayed:
/// the way a large repaint is drawn on several threads.
///
/// The painter walks the render tree once, on the main actor, into a recording canvas: every
/// lazy thing it needs (laid-out text, glyph masks, decoded images) is made then, and what is
/// recorded holds only values (`Sendable`): shapes, colours, masks, pixel buffers. Replaying the
/// list into horizontal strips of the window on several threads then touches nothing shared
/// but the pixels of its own strip. Every operation of a canvas is local to the pixels it
/// writes (its result at a pixel depends on that pixel and on the operation alone), so a strip
/// drawn on its own is exactly that strip of the whole.
///
/// A layer (a group drawn apart and composited: opacity, clip shape, blur, shadow, transform)
/// is a display list of its own, of the bounds it was made with. A layer is drawn whole (a blur
/// or shadow reads around each pixel, a transform samples anywhere) and once, by the first
/// thread that needs it, and then composited by the strips. (Chromium's and Flutter's painters
/// record display lists for the same reason: recording needs the tree, drawing does not.) The
/// list can be drawn after it is recorded (`replay(into:clip:threads:)`) or while it is
/// (`beginStreamedReplay`, `ReplayStream`).
///
/// Unchecked `Sendable`: one thread appends while recording, and hands sealed chunks of items
/// to other threads under a lock (`ReplayStream`); the items are never changed after; a
/// layer's pixels and shadows are written under its own lock (`drawing`).
public final class DisplayList: @unchecked Sendable {
    /// One recorded drawing operation, with the canvas clip it was recorded under and the
    /// pixels it can reach (`nil`: not worked out, any).
    struct Item {
        let clip: PixelRect
        let reach: PixelRect?
        let operation: Operation
    }

    enum Operation {
        case clear(Color)
        case fillRect(CGRect, Color)
        case fillPath(VectorPath, Paint, FillRule)
        case fillRoundedRect(CGRect, RectangleCornerRadii, Paint)
        case fillEllipse(CGRect, Paint)
        case strokePath(VectorPath, StrokeOptions, Paint)
        case strokeRoundedRect(CGRect, RectangleCornerRadii, CGFloat, Paint)
        case strokeEllipse(CGRect, CGFloat, Paint)
        /// Glyph masks in one colour, one after another (a line of text): one item, not one a
        /// glyph.
        case masks([PlacedMask], source: UInt32)
        /// A line of laid-out text: one item holding the lines, not a copy of each glyph.
        case glyphLine(any GlyphLines, line: Int, x: Int, y: Int, source: UInt32, opacity: Double)
        case image(PixelBuffer, CGRect, smooth: Bool, tint: Color?)
        case pixels(PixelBuffer, x: Int, y: Int, opacity: Double)
        case composite(DisplayList, opacity: Double, mask: DisplayList?, blend: PixelBlendMode)
        case compositeMapped(DisplayList, ProjectiveMap, opacity: Double)
        case shadow(DisplayList, Color, radius: Int, dx: Int, dy: Int)
        case blur(radius: Int, opaque: Bool)
        case colors(ColorMatrix)
        case innerShadow(Color, radius: Int, dx: Int, dy: Int)
    }

    /// The scale of the canvases that record it.
    public let scale: CGFloat
    /// For a layer, the window pixels its buffer covers; `nil` for the window's own list.
    let layerBounds: PixelRect?
    /// The items still being added to (the open chunk); `sealed` holds the ones before them.
    @exclusivity(unchecked) private(set) var items: [Item] = []
    /// Full chunks of items, in order: while a replay is streamed, each is handed to the
    /// drawing threads as it fills (`ReplayStream`), and never changes after.
    @exclusivity(unchecked) private(set) var sealed: [[Item]] = []
    /// How many items the open chunk holds before it is handed over: 1 when a streamed replay
    /// begins, doubled at each hand-over up to `ReplayStream.chunkSize`. A window of few items
    /// (the gallery: 31, most of its work in layers and the background) filled no chunk before
    /// the recording ended, and the workers waited for all of it (a tenth of the frame); the
    /// first item, the background, is theirs to clear at once.
    @exclusivity(unchecked) var handOffSize = ReplayStream.chunkSize
    /// The replay being streamed while this list is recorded, if any.
    @exclusivity(unchecked) var stream: ReplayStream?
    /// What the last streamed replay learnt for cutting the next one's strips.
    var streamBalance = StreamBalance()
    /// Whether the last streamed recording held enough to draw for sharing it to pay
    /// (`workWorthThreads`).
    public internal(set) var recordingWorthSharing = false
    /// Masks recorded one after another in one colour and clip, not yet an item.
    @exclusivity(unchecked) private var pendingMasks: [PlacedMask] = []
    @exclusivity(unchecked) private var pendingMasksSource: UInt32 = 0
    @exclusivity(unchecked) private var pendingMasksClip = PixelRect(x: 0, y: 0, width: 0, height: 0)
    @exclusivity(unchecked) private var pendingMasksReach = PixelRect(x: 0, y: 0, width: 0, height: 0)
    /// How deeply layers nest in this list (0: none): deep nesting is drawn on the calling
    /// thread, whose stack the painter's walk has already been checked against, not on a worker
    /// thread's smaller one.
    private(set) var layerDepth = 0
    /// A layer's pixels, drawn once by the first thread that needs them (under `drawing`).
    private var drawn: PixelBuffer?
    /// A layer's shadows by blur radius (`Canvas.shadowCoverage`), worked out once with its
    /// pixels: a strip composites its part of the shadow, and the blur reads the whole layer.
    private var shadows: [Int: ShadowCoverage] = [:]
    /// Held while a layer is drawn or its shadow worked out: two threads may need it at once.
    private let drawing = NSLock()

    init(scale: CGFloat, layerBounds: PixelRect?) {
        self.scale = scale
        self.layerBounds = layerBounds
    }

    /// An empty list for a window canvas of `scale`.
    public convenience init(scale: CGFloat) {
        self.init(scale: scale, layerBounds: nil)
    }

    /// Whether nothing was recorded.
    public var isEmpty: Bool { items.isEmpty && sealed.isEmpty && pendingMasks.isEmpty }

    /// Forgets every item, keeping the room they took (or, after `release`, making the room
    /// the last recording needed at once, rather than by doubling).
    public func removeAll() {
        items.removeAll(keepingCapacity: true)
        if items.capacity < roomToMake { items.reserveCapacity(roomToMake) }
        roomToMake = 0
        sealed.removeAll(keepingCapacity: true)
        pendingMasks.removeAll(keepingCapacity: true)
        layerDepth = 0
        drawn = nil
        shadows = [:]
    }

    /// Forgets every item once drawn, and what they hold (glyph masks, images, layers and
    /// their pixels). The room is kept up to `keptRoom` bytes; a larger recording (a first
    /// frame of tens of thousands of views) gives its room back, to be made again in one step
    /// by the next recording: held, it was a tenth of a large tree's memory, for a repaint that
    /// large that may not come again.
    public func release(keepingRoomUpTo keptRoom: Int) {
        let count = items.count
        if items.capacity * MemoryLayout<Item>.stride > keptRoom {
            items = []
            roomToMake = count
        } else {
            items.removeAll(keepingCapacity: true)
        }
        sealed.removeAll(keepingCapacity: true)
        pendingMasks.removeAll(keepingCapacity: true)
        layerDepth = 0
        drawn = nil
        shadows = [:]
    }
    /// The room the next recording makes at once (`release`).
    private var roomToMake = 0

    func append(_ operation: Operation, clip: PixelRect, reach: PixelRect? = nil) {
        finishMasks()
        switch operation {
        case .composite(let layer, _, let mask, _): layerDepth = Swift.max(layerDepth, layer.layerDepth + 1, (mask?.layerDepth ?? 0) + 1)
        case .compositeMapped(let layer, _, _), .shadow(let layer, _, _, _, _): layerDepth = Swift.max(layerDepth, layer.layerDepth + 1)
        default: break
        }
        items.append(Item(clip: clip, reach: reach, operation: operation))
        if stream != nil, items.count >= handOffSize { handOffItems() }
    }

    /// Records a glyph mask: it joins the masks recorded just before it in the same colour and
    /// clip.
    func appendMask(_ mask: AlphaMask, x: Int, y: Int, source: UInt32, clip: PixelRect, reach: PixelRect) {
        if !pendingMasks.isEmpty, source != pendingMasksSource || clip != pendingMasksClip { finishMasks() }
        if pendingMasks.isEmpty {
            pendingMasksSource = source
            pendingMasksClip = clip
            pendingMasksReach = reach
        } else {
            pendingMasksReach = pendingMasksReach.union(reach)
        }
        pendingMasks.append(PlacedMask(mask: mask, x: x, y: y))
    }

    /// The masks not yet an item become one.
    func finishMasks() {
        guard !pendingMasks.isEmpty else { return }
        items.append(Item(clip: pendingMasksClip, reach: pendingMasksReach, operation: .masks(pendingMasks, source: pendingMasksSource)))
        pendingMasks.removeAll(keepingCapacity: true)
        if stream != nil, items.count >= handOffSize { handOffItems() }
    }

    /// Seals the open chunk and hands it to the streamed replay's threads.
    func handOffItems() {
        guard !items.isEmpty else { return }
        var chunk: [Item] = []
        handOffSize = Swift.min(2 * handOffSize, ReplayStream.chunkSize)
        chunk.reserveCapacity(handOffSize)
        swap(&chunk, &items)
        sealed.append(chunk)
        stream?.publish(chunk)
    }

    /// Calls `body` with every item in order, sealed chunks first.
    @inline(__always)
    func forEachItem(_ body: (Item) -> Void) {
        for chunk in sealed { for item in chunk { body(item) } }
        for item in items { body(item) }
    }

    // MARK: Replay

    /// Draws the finished list into `buffer` within `clip`, split into horizontal strips of
    /// about equal work drawn by up to `threads` threads (the calling one among them); the
    /// layers are drawn first, independent ones on several threads. The pixels are the same
    /// for any number of threads. Returns how many threads drew the strips.
    @discardableResult
    public func replay(into buffer: PixelBuffer, clip: PixelRect, threads: Int) -> Int {
        finishMasks()
        drawLayers(threads: threads)
        let strips = Swift.min(clip.height, threads)
        let (rowWork, work) = rowWork(in: clip)
        // Little more than the background to draw (a window of plain rows): a second thread
        // would take longer to wake and join than it would save.
        guard strips > 1, work >= Self.workWorthThreads * clip.width * clip.height else {
            replay(on: Canvas(buffer: buffer, scale: scale, clip: clip))
            return 1
        }
        let bounds = stripBoundaries(of: clip, count: strips, rowWork: rowWork, total: work)
        DispatchQueue.concurrentPerform(iterations: strips) { index in
            replay(on: Canvas(buffer: buffer, scale: scale, clip: PixelRect(x: clip.x, y: bounds[index], width: clip.width, height: bounds[index + 1] - bounds[index])))
        }
        return strips
    }

    /// Layers nested deeper than this are drawn on the calling thread.
    static let deepestLayersOnWorkers = 32

    /// How many times the clip's area the items must reach for a replay to be shared between
    /// threads (the background counts once).
    static let workWorthThreads = 2

    /// The pixels the items can reach in each row of `clip`, and in all: the measure of work.
    func rowWork(in clip: PixelRect) -> (rows: [Int], total: Int) {
        var change = [Int](repeating: 0, count: clip.height + 1)
        func add(_ reach: PixelRect) {
            let r = reach.intersection(clip)
            guard !r.isEmpty else { return }
            change[r.y - clip.y] += r.width
            change[r.maxY - clip.y] -= r.width
        }
        forEachItem { item in add(item.reach.map { $0.intersection(item.clip) } ?? item.clip) }
        var rows = [Int](repeating: 0, count: clip.height), running = 0, total = 0
        for row in 0..<clip.height {
            running += change[row]
            rows[row] = running
            total += running
        }
        return (rows, total)
    }

    /// The rows (`count + 1` of them, from `clip.y` to `clip.maxY`) that cut `clip` into
    /// `count` strips of about equal work (`rowWork`). Strips of equal height left one thread
    /// idle while the other drew the busy half of a window; more, smaller strips cost more
    /// than they balanced (each strip goes through every item, and a shape cut in two is set
    /// up twice: 8 strips took 4.4 ms where 2 took 3.9).
    private func stripBoundaries(of clip: PixelRect, count: Int, rowWork: [Int], total: Int) -> [Int] {
        Self.cut(clip, rowWork: rowWork, goals: (1..<count).map { Double(total) * Double($0) / Double(count) })
    }

    /// The rows that cut `clip` where the work of the rows above reaches each of `goals`
    /// (ascending), every strip keeping at least one row: `goals.count + 2` rows, from
    /// `clip.y` to `clip.maxY`.
    static func cut(_ clip: PixelRect, rowWork: [Int], goals: [Double]) -> [Int] {
        let count = goals.count + 1
        var bounds = [clip.y], done = 0, row = 0
        for strip in 1..<count {
            while row < clip.height, Double(done + rowWork[row]) <= goals[strip - 1] { done += rowWork[row]; row += 1 }
            bounds.append(Swift.min(clip.maxY - (count - strip), Swift.max(bounds[strip - 1] + 1, clip.y + row)))
        }
        bounds.append(clip.maxY)
        return bounds
    }

    /// Every layer this list composites (and theirs) drawn, the independent ones of this list
    /// on up to `threads` threads.
    private func drawLayers(threads: Int) {
        let layers = referencedLayers()
        guard !layers.isEmpty else { return }
        if threads <= 1 || layers.count == 1 || layerDepth > Self.deepestLayersOnWorkers {
            for (layer, radii) in layers { layer.drawLayer(threads: threads, shadowRadii: radii) }
        } else {
            DispatchQueue.concurrentPerform(iterations: layers.count) { layers[$0].layer.drawLayer(threads: 1, shadowRadii: layers[$0].shadowRadii) }
        }
    }

    /// The layers the items of this list composite, each once, with the shadow radii each
    /// casts.
    private func referencedLayers() -> [(layer: DisplayList, shadowRadii: Set<Int>)] {
        var index: [ObjectIdentifier: Int] = [:], layers: [(layer: DisplayList, shadowRadii: Set<Int>)] = []
        func add(_ layer: DisplayList?, shadow radius: Int? = nil) {
            guard let layer else { return }
            let at = index[ObjectIdentifier(layer)] ?? {
                layers.append((layer, []))
                index[ObjectIdentifier(layer)] = layers.count - 1
                return layers.count - 1
            }()
            if let radius { layers[at].shadowRadii.insert(radius) }
        }
        forEachItem { item in
            switch item.operation {
            case .composite(let layer, _, let mask, _): add(layer); add(mask)
            case .compositeMapped(let layer, _, _): add(layer)
            case .shadow(let layer, _, let radius, _, _): add(layer, shadow: radius)
            default: break
            }
        }
        return layers
    }

    /// The layers no thread has started, drawn here from the last one referenced back: the
    /// workers draw the layers their strips composite as they reach them, from the first on,
    /// so the recording thread, once done recording, takes them from the other end. A band of
    /// layers (blurs, shadows) in one strip was drawn whole by that strip's thread while the
    /// other drew little more than background; now both draw layers until they meet. A layer
    /// another thread is drawing is left to it (`try`, not waited for); the pixels are the
    /// same whoever draws a layer.
    func drawUnclaimedLayers() {
        for (layer, radii) in referencedLayers().reversed() {
            guard layer.drawing.try() else { continue }
            layer.drawUnlocked(threads: 1)
            layer.drawing.unlock()
            for radius in radii { _ = layer.shadow(radius: radius) }
        }
    }

    /// This layer's pixels, drawn from its items (its own layers first), and the shadows it
    /// casts.
    private func drawLayer(threads: Int, shadowRadii: Set<Int>) {
        drawing.lock()
        drawUnlocked(threads: threads)
        drawing.unlock()
        for radius in shadowRadii { _ = shadow(radius: radius) }
    }

    private func drawUnlocked(threads: Int) {
        guard drawn == nil, let bounds = layerBounds else { return }
        finishMasks()
        drawLayers(threads: threads)
        let buffer = PixelBuffer(width: bounds.width, height: bounds.height)
        let canvas = Canvas(buffer: buffer, scale: scale, originX: bounds.x, originY: bounds.y, clip: bounds, scratch: RasterScratch())
        replay(on: canvas)
        drawn = buffer
    }

    private func layerCanvasUnlocked() -> Canvas? {
        guard let drawn, let bounds = layerBounds else { return nil }
        return Canvas(buffer: drawn, scale: scale, originX: bounds.x, originY: bounds.y, clip: bounds, scratch: RasterScratch())
    }

    /// A canvas over this layer's pixels, drawn first if no thread has drawn them yet.
    private func layerCanvas() -> Canvas? {
        drawing.lock()
        defer { drawing.unlock() }
        drawUnlocked(threads: 1)
        return layerCanvasUnlocked()
    }

    /// This layer's shadow of `radius`, worked out first if no thread has yet.
    private func shadow(radius: Int) -> ShadowCoverage? {
        drawing.lock()
        defer { drawing.unlock() }
        drawUnlocked(threads: 1)
        if shadows[radius] == nil { shadows[radius] = layerCanvasUnlocked().map { Canvas.shadowCoverage(of: $0, radius: radius) } }
        return shadows[radius]
    }

    /// Whether drawing `layer` here could recurse deeper than a worker thread should.
    private static func isDeep(_ layer: DisplayList?) -> Bool {
        (layer?.layerDepth ?? 0) >= deepestLayersOnWorkers && !(layer?.isDrawn ?? true)
    }

    /// Whether a layer's pixels are drawn (its shadows may still be missing: they need no
    /// recursion).
    private var isDrawn: Bool {
        drawing.lock()
        defer { drawing.unlock() }
        return drawn != nil
    }

    /// Draws each item that can reach `canvas`'s clip, under the clip it was recorded with.
    private func replay(on canvas: Canvas) {
        forEachItem { replay($0, on: canvas) }
    }

    /// Draws the items of `chunk` from `start` on `canvas`; on a worker thread (`onWorker`),
    /// stops before an item that would draw layers nested deeply and returns its index
    /// (`nil`: all drawn).
    func replay(_ chunk: [Item], from start: Int = 0, on canvas: Canvas, onWorker: Bool) -> Int? {
        for index in start..<chunk.count {
            let item = chunk[index]
            if onWorker {
                switch item.operation {
                case .composite(let layer, _, let mask, _): if Self.isDeep(layer) || Self.isDeep(mask) { return index }
                case .compositeMapped(let layer, _, _), .shadow(let layer, _, _, _, _): if Self.isDeep(layer) { return index }
                default: break
                }
            }
            replay(item, on: canvas)
        }
        return nil
    }

    /// Draws `item` if it can reach `canvas`'s clip, under the clip it was recorded with.
    private func replay(_ item: Item, on canvas: Canvas) {
        let clip = item.clip.intersection(canvas.clip)
        guard !clip.isEmpty, item.reach.map({ $0.intersects(clip) }) ?? true else { return }
        // Most items were recorded under the whole window's clip: the strip's canvas draws them
        // as it is (a clipped copy is three retains and releases an item on every thread).
        if clip == canvas.clip {
            draw(item.operation, on: canvas)
        } else {
            draw(item.operation, on: canvas.clipped(to: clip))
        }
    }

    /// Draws `operation` on `target`, which is clipped to where it may draw.
    private func draw(_ operation: Operation, on target: Canvas) {
        switch operation {
        case .clear(let color): target.clear(color)
        case .fillRect(let rect, let color): target.fill(rect, color: color)
        case .fillPath(let path, let paint, let rule): target.fill(path, paint: paint, rule: rule)
        case .fillRoundedRect(let rect, let radii, let paint): target.fill(roundedRect: rect, radii: radii, paint: paint)
        case .fillEllipse(let rect, let paint): target.fill(ellipseIn: rect, paint: paint)
        case .strokePath(let path, let options, let paint): target.stroke(path, options: options, paint: paint)
        case .strokeRoundedRect(let rect, let radii, let width, let paint): target.stroke(roundedRect: rect, radii: radii, lineWidth: width, paint: paint)
        case .strokeEllipse(let rect, let width, let paint): target.stroke(ellipseIn: rect, lineWidth: width, paint: paint)
        case .masks(let masks, let source):
            // In place: a copy of each mask was a retain of bytes the other strips read too.
            masks.withUnsafeBufferPointer { masks in
                for placed in masks.indices {
                    target.blend(coverage: masks[placed].mask.bytes, width: masks[placed].mask.width, height: masks[placed].mask.height,
                                 x: masks[placed].x, y: masks[placed].y, premultiplied: source)
                }
            }
        case .glyphLine(let lines, let line, let x, let y, let source, let opacity):
            lines.drawGlyphs(ofLine: line, on: target, x: x, y: y, premultiplied: source, opacity: opacity)
        case .image(let image, let rect, let smooth, let tint): target.draw(image: image, in: rect, smooth: smooth, tint: tint)
        case .pixels(let image, let x, let y, let opacity): target.draw(pixels: image, x: x, y: y, opacity: opacity)
        case .composite(let layer, let opacity, let mask, let blend):
            guard let source = layer.layerCanvas() else { return }
            target.composite(source, opacity: opacity, mask: mask?.layerCanvas(), blend: blend)
        case .compositeMapped(let layer, let map, let opacity):
            guard let source = layer.layerCanvas() else { return }
            target.composite(source, map: map, opacity: opacity)
        case .shadow(let layer, let color, let radius, let dx, let dy):
            guard let shadow = layer.shadow(radius: radius), let bounds = layer.layerBounds else { return }
            target.composite(shadow: shadow, of: bounds, color: color, dx: dx, dy: dy)
        case .blur(let radius, let opaque): target.blur(radius: radius, opaque: opaque)
        case .colors(let matrix): target.apply(matrix)
        case .innerShadow(let color, let radius, let dx, let dy): target.applyInnerShadow(color: color, radius: radius, dx: dx, dy: dy)
        }
    }
}

/// A glyph mask and where its top-left pixel lands (window pixels).
struct PlacedMask {
    let mask: AlphaMask
    let x: Int
    let y: Int
}
