import TintBoxes
import TintCore
import TintLayout
import TintRaster

/// Painting a `Canvas`: its renderer recorded for the box's size, then each command drawn on
/// the raster canvas, clipped to the frame. A command in a plain state (opaque, no blend mode,
/// clip or filter) is drawn straight; any other is drawn into a layer that the filters, clips,
/// opacity and blend mode then apply to as a whole, one command at a time, as SwiftUI's
/// `GraphicsContext` applies its state to each drawing.
extension RenderTree {
    func draw(_ drawing: CanvasDrawing, of box: RenderBox, on canvas: Canvas) {
        let frame = box.frame
        let size = drawing.designSize ?? frame.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite, frame.width > 0, frame.height > 0 else { return }
        let measurer = CanvasContentMeasurer(tree: self, owner: box)
        let commands = drawing.record(size, measurer)
        // From the canvas's space to the window's points: its origin at the frame's, a drawing
        // made at a design size stretched to the frame.
        let base = AffineMap(scaleX: frame.width / size.width, y: frame.height / size.height)
            .concatenating(AffineMap(translationX: frame.minX, y: frame.minY))
        let clipped = canvas.clipped(to: PixelRect(covering: frame, scale: scale))
        let painter = CanvasCommandPainter(tree: self, measurer: measurer, base: base)
        for command in commands { painter.run(command, on: clipped) }
    }
}

/// Sizes a canvas's texts and images with render boxes of their own, kept by the canvas's box
/// between paints (so a text laid out once is not laid out again for the next frame).
@MainActor
final class CanvasContentMeasurer: CanvasMeasurer {
    let tree: RenderTree
    let owner: RenderBox

    init(tree: RenderTree, owner: RenderBox) {
        self.tree = tree
        self.owner = owner
    }

    func size(of content: BoxContent, proposal: ProposedViewSize) -> CGSize {
        box(for: content).sizeThatFits(proposal)
    }

    func baseline(of content: BoxContent, proposal: ProposedViewSize, last: Bool) -> CGFloat? {
        let box = box(for: content)
        guard let text = box.text else { return nil }
        return tree.textBaseline(of: box, text, proposal: proposal, line: last ? .last : .first)
    }

    /// The detached box showing `content`: the one kept for equal content, else a new one.
    func box(for content: BoxContent) -> RenderBox {
        if let kept = tree.canvasContentBoxes[owner.id]?.first(where: { $0.content.drawing == content.drawing }) { return kept }
        let box = RenderBox(detachedWith: content, tree: tree)
        // Enough for a canvas full of labels; the oldest goes first.
        var kept = tree.canvasContentBoxes[owner.id] ?? []
        if kept.count >= 256 { kept.removeFirst() }
        kept.append(box)
        tree.canvasContentBoxes[owner.id] = kept
        return box
    }
}

/// Runs a canvas's commands on a raster canvas.
@MainActor
struct CanvasCommandPainter {
    let tree: RenderTree
    let measurer: CanvasContentMeasurer
    /// From the canvas's space to the window's points.
    let base: AffineMap
    private var scale: CGFloat { tree.scale }

    init(tree: RenderTree, measurer: CanvasContentMeasurer, base: AffineMap) {
        self.tree = tree
        self.measurer = measurer
        self.base = base
    }

    func run(_ command: CanvasCommand, on canvas: Canvas) {
        let state = command.state
        guard state.opacity > 0 else { return }
        if state.isPlain {
            drawBare(command, on: canvas)
            return
        }
        // Blurs and shadows read and write around the drawing: the layer reaches beyond the
        // canvas's clip by as much (it is cut to the frame when composited).
        let reach = state.filters.reduce(0) { reach, filter in
            switch filter {
            case .blur(let radius): reach + Canvas.blurReach(radius: PixelRect.wholePixels(radius * scale))
            case .shadow(_, let radius, let x, let y, _):
                reach + Canvas.blurReach(radius: PixelRect.wholePixels(radius * scale)) + PixelRect.wholePixels(Swift.max(abs(x), abs(y)) * scale)
            case .colorMatrix: reach
            }
        }
        guard let layer = reach > 0 ? canvas.makeUnclippedLayer(covering: canvas.clip.outset(by: reach)) : canvas.makeLayer(covering: canvas.clip)
        else { return }
        drawBare(command, on: layer)
        var shadows: [(Color, CGFloat, CGFloat, CGFloat)] = []
        var shadowOnly = false
        // The filter added last wraps the drawing first.
        for filter in state.filters.reversed() {
            switch filter {
            case .blur(let radius): layer.blur(radius: PixelRect.wholePixels(radius * scale))
            case .colorMatrix(let matrix): layer.apply(matrix)
            case .shadow(let color, let radius, let x, let y, let only):
                shadows.append((color, radius, x, y))
                shadowOnly = shadowOnly || only
            }
        }
        let mask = self.mask(for: state.clips, over: layer.clip, on: canvas)
        if !shadows.isEmpty, let shaded = canvas.makeUnclippedLayer(covering: layer.clip) {
            for (color, radius, x, y) in shadows {
                shaded.compositeShadow(of: layer, color: color, radius: PixelRect.wholePixels(radius * scale),
                                       dx: PixelRect.wholePixels(x * scale), dy: PixelRect.wholePixels(y * scale))
            }
            if !shadowOnly { shaded.composite(layer) }
            canvas.composite(shaded, opacity: state.opacity, mask: mask, blend: state.blendMode)
            return
        }
        canvas.composite(layer, opacity: state.opacity, mask: mask, blend: state.blendMode)
    }

    /// The coverage of every clip at once (their intersection), over `area`; nil for none.
    private func mask(for clips: [CanvasClip], over area: PixelRect, on canvas: Canvas) -> Canvas? {
        var mask: Canvas?
        for clip in clips {
            guard let layer = canvas.makeUnclippedLayer(covering: area) else { return nil }
            switch clip {
            case .path(let path, let evenOdd, let inverse, let transform):
                var shape = path.applying(transform.concatenating(base))
                var rule: FillRule = evenOdd ? .evenOdd : .nonZero
                if inverse {
                    // Outside the path: the whole area with the path cut out of it.
                    let whole = CGRect(x: CGFloat(area.x) / scale, y: CGFloat(area.y) / scale,
                                       width: CGFloat(area.width) / scale, height: CGFloat(area.height) / scale).insetBy(dx: -1, dy: -1)
                    var outside = Path(whole)
                    outside.addPath(shape)
                    shape = outside
                    rule = .evenOdd
                }
                layer.fill(VectorPath(shape, offsetBy: .zero), paint: .solid(.white), rule: rule)
            case .layer(let commands):
                for command in commands { run(command, on: layer) }
            }
            if let previous = mask, let both = canvas.makeUnclippedLayer(covering: area) {
                both.composite(previous, mask: layer)
                mask = both
            } else {
                mask = layer
            }
        }
        return mask
    }

    /// Draws a command as if its state were plain: only its transform applies.
    private func drawBare(_ command: CanvasCommand, on canvas: Canvas) {
        switch command {
        case .fill(let path, let shading, let evenOdd, let state):
            let map = state.transform.concatenating(base)
            canvas.fill(VectorPath(path.applying(map), offsetBy: .zero), paint: paint(shading, map), rule: evenOdd ? .evenOdd : .nonZero)
        case .stroke(let path, let shading, let style, let state):
            let map = state.transform.concatenating(base)
            // The stroke's width scales with the transform (the path is stroked in its own space).
            var style = style
            let factor = sqrt(abs(map.a * map.d - map.b * map.c))
            style.lineWidth *= factor
            style.dash = style.dash.map { $0 * factor }
            style.dashPhase *= factor
            guard style.lineWidth > 0, style.lineWidth.isFinite else { return }
            canvas.stroke(VectorPath(path.applying(map), offsetBy: .zero), options: StrokeOptions(style), paint: paint(shading, map))
        case .content(let content, let rect, let state):
            drawContent(content, in: rect, map: state.transform.concatenating(base), on: canvas)
        case .layer(let commands, _):
            for command in commands { run(command, on: canvas) }
        }
    }

    /// A text or image laid out in `rect`: straight where the transform only moves it (text
    /// stays on whole pixels, crisp); else drawn unmoved into a layer mapped into place.
    private func drawContent(_ content: BoxContent, in rect: CGRect, map: AffineMap, on canvas: Canvas) {
        guard rect.width.isFinite, rect.height.isFinite, rect.width >= 0, rect.height >= 0 else { return }
        let box = measurer.box(for: content)
        if map.a == 1, map.b == 0, map.c == 0, map.d == 1 {
            box.placeDetached(in: rect.offsetBy(dx: map.tx, dy: map.ty))
            tree.draw(box, on: canvas)
            return
        }
        box.placeDetached(in: rect)
        guard let layer = canvas.makeUnclippedLayer(covering: PixelRect(covering: rect, scale: scale).outset(by: 1)) else { return }
        tree.draw(box, on: layer)
        // Pixels of the layer (points of the canvas's space, scaled) to the window's pixels.
        let toPoints = AffineMap(scaleX: 1 / scale, y: 1 / scale)
        let pixelMap = toPoints.concatenating(map).concatenating(AffineMap(scaleX: scale, y: scale))
        canvas.composite(layer, map: pixelMap)
    }

    /// The raster paint of a shading, its points carried by `map` into the window (in pixels).
    private func paint(_ shading: CanvasShading, _ map: AffineMap) -> Paint {
        func pixel(_ point: CGPoint) -> CGPoint {
            let p = map.apply(point)
            return CGPoint(x: p.x * scale, y: p.y * scale)
        }
        let lengthScale = sqrt(abs(map.a * map.d - map.b * map.c)) * scale
        switch shading {
        case .color(let color):
            return .solid(color)
        case .linearGradient(let gradient, let start, let end):
            return .linearGradient(LinearGradientPaint(start: pixel(start), end: pixel(end), gradient: gradient))
        case .radialGradient(let gradient, let center, let startRadius, let endRadius):
            return .radialGradient(RadialGradientPaint(center: pixel(center), startRadius: startRadius * lengthScale,
                                                       endRadius: endRadius * lengthScale, gradient: gradient))
        case .conicGradient(let gradient, let center, let angle):
            let turn = atan2(map.b, map.a)
            return .angularGradient(AngularGradientPaint(center: pixel(center), startAngle: angle.radians + turn,
                                                         endAngle: angle.radians + turn + 2 * .pi, gradient: gradient))
        }
    }
}

extension CanvasCommand {
    var state: CanvasState {
        switch self {
        case .fill(_, _, _, let state), .stroke(_, _, _, let state), .content(_, _, let state), .layer(_, let state): state
        }
    }
}
