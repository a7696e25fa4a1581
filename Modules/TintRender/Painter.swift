import TintBoxes
import TintCore
import TintRaster
import TintText

extension RenderTree {
    /// What the descendants of `group` paint, within the render depth: their painted bounds
    /// and frames. While the layout pass works out groups inside out, an inner group's
    /// descendants are looked up rather than walked again, so groups nested 20,000 deep cost
    /// one walk of the tree, not one per group (`groupDescendantsMemo`).
    func descendantsBounds(of group: RenderBox) -> PixelRect {
        var bounds = PixelRect(covering: group.frame, scale: scale)
        var stack: [(box: RenderBox, depth: Int)] = group.childrenInPaintOrder.map { ($0, 1) }
        while let (box, depth) = stack.popLast() {
            bounds = bounds.union(box.paintedBounds).union(PixelRect(covering: box.frame, scale: scale))
            if let known = groupDescendantsMemo?[ObjectIdentifier(box)] {
                bounds = bounds.union(known)
                continue
            }
            guard depth < RenderTree.maximumDepth else { continue }
            for child in box.childrenInPaintOrder { stack.append((child, depth + 1)) }
        }
        groupDescendantsMemo?[ObjectIdentifier(group)] = bounds
        return bounds
    }
}

extension RenderTree {
    /// The pixels `box` itself draws (not its children); for a group (`.opacity`,
    /// `.clipShape`), the pixels of the whole group, since changing the effect repaints them all.
    func paintBounds(of box: RenderBox) -> PixelRect {
        if box.facts.hasOverlay { return PixelRect(covering: box.frame, scale: scale) }
        if box.facts.hasEffect, let effect = box.content.effect {
            if let transform = effect.transform {
                let local = untransformedBounds(of: box)
                let rect = CGRect(x: CGFloat(local.x), y: CGFloat(local.y), width: CGFloat(local.width), height: CGFloat(local.height))
                // One pixel more each way for the bilinear sampling's reach.
                // A group turned partly behind the viewer reaches without bound: the canvas.
                guard let mapped = transform.map(frame: box.frame, scale: scale).boundingBox(of: rect) else { return canvasBounds }
                return PixelRect(covering: mapped.insetBy(dx: -1, dy: -1), scale: 1)
            }
            // The frame, the box's own drawing (a text's ink may overhang its frame) and its
            // descendants'.
            var bounds = PixelRect(covering: box.frame, scale: scale).union(drawingBounds(of: box))
            if effect.clip == nil, !(effect.blur?.opaque ?? false) {
                bounds = bounds.union(descendantsBounds(of: box))
            }
            if let blur = effect.blur, !blur.opaque {
                // The blur spreads the group by its radius (twice, for three box blurs' tail).
                let reach = PixelRect.wholePixels(2 * blur.radius * scale) + 1
                bounds = PixelRect(x: bounds.x - reach, y: bounds.y - reach, width: bounds.width + 2 * reach, height: bounds.height + 2 * reach)
            }
            if let shadow = effect.shadow {
                // The blurred copy reaches the radius (twice, for the tail of three box blurs)
                // beyond the group, moved by the offset.
                let reach = PixelRect.wholePixels(2 * shadow.radius * scale) + 1
                let moved = PixelRect(x: bounds.x + PixelRect.wholePixels(shadow.x * scale) - reach, y: bounds.y + PixelRect.wholePixels(shadow.y * scale) - reach,
                                      width: bounds.width + 2 * reach, height: bounds.height + 2 * reach)
                bounds = PixelRect(x: bounds.x - reach, y: bounds.y - reach, width: bounds.width + 2 * reach, height: bounds.height + 2 * reach).union(moved)
            }
            return bounds
        }
        return drawingBounds(of: box)
    }

    /// The pixels `box`'s own drawing covers (its text's ink, its fill or shape), without any
    /// group effect or children.
    private func drawingBounds(of box: RenderBox) -> PixelRect {
        if let text = box.text {
            if let far = boundsOfTextFarOutside(box, text) { return far }
            // Glyph ink can overhang the advance box (a 'j' at the left edge), so the painted
            // bounds are the union of the glyph masks as placed.
            var bounds = PixelRect(x: 0, y: 0, width: 0, height: 0)
            forEachLine(of: box, text) { block, index, x, y in
                let ink = block.lineInkBounds[index]
                bounds = bounds.union(PixelRect(x: x + ink.x, y: y + ink.y, width: ink.width, height: ink.height))
                if text.underline != nil || text.strikethrough != nil || text.editing != nil
                    || text.runs?.contains(where: { $0.background != nil || $0.underline != nil || $0.strikethrough != nil }) == true {
                    // (An edited line's caret may stand just past its last glyph.)
                    let caret = text.editing == nil ? 0 : Swift.max(1, Int(scale.rounded()))
                    bounds = bounds.union(PixelRect(x: x, y: y, width: block.lines[index].width + caret, height: block.lines[index].height))
                }
            }
            return bounds
        }
        // Most boxes only lay out (stacks, paddings, frames): no drawing to read (a copy of the
        // optional enum out of the content, a tenth of a scroll step over 1,000 rows).
        guard box.facts.hasDrawing else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        switch box.content.drawing {
        case nil, .text:
            return PixelRect(x: 0, y: 0, width: 0, height: 0)
        case .fill, .bezel, .border, .image, .canvas:
            // (A canvas draws within its frame: its commands are clipped to it.)
            return PixelRect(covering: box.frame, scale: scale)
        case .shape(let shape):
            // A stroke reaches half its width outside the outline; and curves are flattened to
            // polygons whose area matches the curve's, so their vertices lie a hair outside it
            // and may leave a trace of coverage in the next pixel.
            let outset = shape.strokeReach + 1 / scale
            return PixelRect(covering: box.frame.insetBy(dx: -outset, dy: -outset), scale: scale)
        }
    }

    /// The bounds of a text whose frame lies far outside the canvas: the frame and eight lines
    /// around it, with no glyph laid out. Its ink cannot show there, and nothing can bring it in
    /// without its bounds being worked out again (a new frame or canvas marks the box; with no
    /// transform in the tree, frames are where boxes draw). Laying out glyphs only to find ink
    /// no one sees cost a plain stack of 100,000 rows about 1 KB a row and most of its first
    /// frame. (A line lays out within its frame and one line beyond; eight lines of reach
    /// leave room for marks stacked far above a line.)
    private func boundsOfTextFarOutside(_ box: RenderBox, _ text: TextContent) -> PixelRect? {
        guard !containsShadows, text.editing == nil, let face = box.textFace ?? face(for: text.font) else { return nil }
        let reach = CGFloat(8 * face.height) / scale
        let around = PixelRect(covering: box.layoutFrame.union(box.frame).insetBy(dx: -reach, dy: -reach), scale: scale)
        return around.intersects(canvasBounds) ? nil : around
    }

    /// Calls `body` with the block laid out for the box's frame and each line's index and pixel
    /// position (its top-left), aligned by the text's alignment.
    func forEachLine(of box: RenderBox, _ text: TextContent, _ body: (TextBlock, Int, Int, Int) -> Void) {
        // Laid out at the size layout gave it, drawn where the box is now: a text whose frame
        // animates moves and keeps its lines, as in SwiftUI (it is not wrapped again at every
        // size on the way).
        guard let block = textBlock(of: box, text, width: box.layoutFrame.width, height: box.layoutFrame.height) else { return }
        let origin = textOrigin(of: box)
        let frameWidth = PixelRect.wholePixels(box.layoutFrame.width * scale)
        // Leading is the layout direction's start: the right edge right to left.
        let fraction: Int = switch text.alignment {
        case .leading: text.rightToLeft ? 2 : 0
        case .center: 1
        case .trailing: text.rightToLeft ? 0 : 2
        }
        let scroll = text.editing == nil ? 0 : caretScroll(of: box, text, block, origin: origin.x)
        for (index, lineWidth) in block.lineWidths.enumerated() {
            let x = origin.x + Swift.max(0, frameWidth - lineWidth) * fraction / 2 - scroll
            body(block, index, x, origin.y + index * block.lineAdvance)
        }
    }

    /// Where the caret before scalar `caret` (clamped to the line: a truncated line is shorter)
    /// sits in a drawn line of an edited text, in pixels from the line's left.
    func caretOffset(_ caret: Int, in line: String, of text: TextContent, face: FontFace) -> Int {
        face.caretX(in: line, beforeScalar: Swift.min(Swift.max(0, caret), line.unicodeScalars.count), rightToLeftByDefault: text.rightToLeft)
    }

    /// How far (pixels) an edited line is drawn to the left so its caret shows inside the
    /// clipping frame around it (a text field's edge): a caret past the edge brings the text
    /// along, as a field scrolls while typing. Only drawing moves; layout and clicks do not.
    private func caretScroll(of box: RenderBox, _ text: TextContent, _ block: TextBlock, origin: Int) -> Int {
        guard let marks = text.editing, let caret = marks.caret, block.lineTexts.count == 1, let face = box.textFace else { return 0 }
        var visibleMaxX = CGFloat.infinity
        box.forEachClippingAncestor { visibleMaxX = Swift.min(visibleMaxX, $0.frame.maxX) }
        guard visibleMaxX.isFinite else { return 0 }
        let line = block.lineTexts[0]
        let caretX = origin + caretOffset(block.line(holding: caret).offset, in: line, of: text, face: face)
        let edge = PixelRect.wholePixels(visibleMaxX * scale) - Swift.max(2, Int(scale.rounded()) * 2)
        return Swift.max(0, caretX - edge)
    }

    /// Text is drawn on whole pixels so glyph masks stay crisp and rendering is deterministic.
    private func textOrigin(of box: RenderBox) -> (x: Int, y: Int) {
        (PixelRect.wholePixels(box.frame.minX * scale), PixelRect.wholePixels(box.frame.minY * scale))
    }

    /// Paints every damaged rectangle of `damage` into `buffer`: the background, then each box
    /// that intersects it, parents before children, clipped to the rectangle.
    ///
    /// A rectangle of `RenderTree.pixelsWorthThreads` pixels or more is drawn by up to
    /// `threads` threads: the walk records what to draw (`DisplayList`), on this thread, where
    /// the tree and its caches live, and the recording is drawn in strips on all of them. The
    /// pixels are the same as drawn on one thread. Smaller damage is drawn as it is walked: a
    /// thread's start costs more than it would save.
    public func paint(_ damage: DamageRegion, into buffer: PixelBuffer, background: Color, threads: Int = 1) {
        lastPaintThreads = damage.rects.isEmpty ? 0 : 1
        for rect in damage.rects {
            screenArea = rect.width * rect.height
            let recording = threads > 1 && screenArea >= Self.pixelsWorthThreads && recordingMayBeShared() ? reusedRecording() : nil
            let canvas = recording.map { Canvas(recordingInto: $0, clip: rect) } ?? Canvas(buffer: buffer, scale: scale, clip: rect)
            // The other threads draw what is recorded as it comes, when the last recording was
            // worth sharing; else it is drawn after, on one thread unless it turns out to be.
            let streamed = recording != nil && lastRecordingShared
            if streamed { recording?.beginStreamedReplay(into: buffer, clip: rect, threads: threads) }
            canvas.clear(background)
            for root in roots { paintSubtree(root, on: canvas, depth: 0) }
            for root in animations.leavingBoxes(of: nil) { paintSubtree(root, on: canvas, depth: 0) }
            paintFocusRing(on: canvas)
            paintDragPreview(on: canvas)
            overlays.paint(on: canvas, tree: self)
            if let recording {
                let used = streamed ? recording.finishStreamedReplay() : recording.replay(into: buffer, clip: rect, threads: threads)
                lastPaintThreads = Swift.max(lastPaintThreads, used)
                lastRecordingShared = streamed ? recording.recordingWorthSharing : used > 1
                directPaintsBeforeRecording = lastRecordingShared ? 0 : 32
                recording.release(keepingRoomUpTo: Self.keptRecordingRoom)
            }
        }
    }

    /// Whether a large repaint is worth recording: not for the 32 large repaints after a
    /// recording that was drawn on one thread (the content may have grown since: then it is
    /// found at most 32 repaints late; the pixels are the same either way).
    private func recordingMayBeShared() -> Bool {
        guard directPaintsBeforeRecording > 0 else { return true }
        directPaintsBeforeRecording -= 1
        return false
    }

    /// The bytes of item room a recording keeps between repaints: a busy window's whole
    /// repaint (thousands of items) keeps its room; a far larger one gives it back.
    public static let keptRecordingRoom = 1 << 20

    /// An empty recording with the room of the last one.
    private func reusedRecording() -> DisplayList {
        if let list = paintRecording, list.scale == scale {
            list.removeAll()
            return list
        }
        let list = DisplayList(scale: scale)
        paintRecording = list
        return list
    }

    /// The damage area from which painting is shared between threads: a 1280x800 window's
    /// quarter. Below it, the whole repaint takes about as long as waking a second thread.
    public static let pixelsWorthThreads = 256 * 1024

    /// Paints `box` and its descendants, parents first, down to `maximumDepth` levels. A group
    /// is drawn into a layer of its own and composited with its opacity and clip shape.
    private func paintSubtree(_ box: RenderBox, on canvas: Canvas, depth: Int) {
        guard box.subtreeBounds.intersects(canvas.clip), depth % 8 != 7 || hasStackRoom() else { return }
        // A group that only fades (the common case in animations) is decided without copying
        // its effect.
        if box.facts.hasEffect, let opacity = box.content.fadeOnlyOpacity {
            if opacity < 1 {
                if let (drawer, faded) = fadedSingleDrawing(of: box, opacity: opacity) {
                    if drawer.paintedBounds.intersects(canvas.clip) { draw(faded, of: drawer, on: canvas) }
                    return
                }
                paintGroup(box, box.content.effect!, on: canvas, depth: depth)
                return
            }
            paintChildren(of: box, on: canvas, depth: depth)
            return
        }
        if box.facts.hasEffect, let effect = box.content.effect, effect.needsLayer {
            if let transform = effect.transform {
                paintTransformed(box, transform, opacity: effect.opacity, on: canvas, depth: depth)
                return
            }
            if effect.opacity >= 1, effect.clip == .rectangle, effect.shadow == nil, effect.blur == nil, effect.colors == nil, !effect.masksWithLastChild,
               effect.blendMode == nil, !effect.isolates, effect.innerShadow == nil,
               let pixels = wholePixels(box.frame) {
                // A rectangle on whole pixels clips exactly by narrowing the canvas: no layer.
                paintChildren(of: box, on: canvas.clipped(to: pixels), depth: depth)
                return
            }
            paintGroup(box, effect, on: canvas, depth: depth)
            return
        }
        paintChildren(of: box, on: canvas, depth: depth)
    }

    /// A group whose only effect is an opacity and whose few boxes draw one opaque fill on
    /// whole pixels: that fill with its colour faded by the opacity, without a layer. A fading
    /// view (`.opacity` on a `Color`, the common case in animations) then costs a fill, not a
    /// layer to allocate, clear, draw and composite.
    ///
    /// Only where the layer would hold the colour exactly (opaque, every pixel fully covered):
    /// there fading the colour rounds as compositing the layer does. A translucent colour, or
    /// an edge's partial coverage (a shape, a fill on fractional pixels), is rounded once more
    /// in the layer, and the two ways differ by a unit; the group would then paint differently
    /// whenever the chain changes, outside the damage of what changed.
    private func fadedSingleDrawing(of box: RenderBox, opacity: Double) -> (RenderBox, Drawing)? {
        // The chain's shape is found once per change of the tree's structure: a fade's frames
        // paint the same chains thousands of times.
        if box.foldGeneration != structureGeneration {
            box.foldedDrawer = singleDrawer(under: box)
            box.foldGeneration = structureGeneration
        }
        guard let drawer = box.foldedDrawer, case .fill(let color)? = drawer.content.drawing, color.alpha >= 1,
              wholePixels(drawer.frame) != nil else { return nil }
        return (drawer, .fill(Color(red: color.red, green: color.green, blue: color.blue, opacity: opacity)))
    }

    /// The one box that draws under `box`, when `box` heads a chain of boxes (each with one
    /// child at most, the shape of a view under a few modifiers) with no other drawing, no
    /// overlay, no inner group and nothing leaving; anything wider is composited as a group.
    private func singleDrawer(under box: RenderBox) -> RenderBox? {
        var drawer: RenderBox?
        var current = box
        for _ in 0..<8 {
            guard !current.facts.hasOverlay, current === box || !current.facts.hasEffect,
                  animations.leavingBoxes(of: current).isEmpty else { return nil }
            if current.facts.hasDrawing {
                guard drawer == nil else { return nil }
                drawer = current
            }
            let children = current.children
            if children.isEmpty { break }
            guard children.count == 1 else { return nil }
            current = children[0]
        }
        guard current.children.isEmpty else { return nil }
        return drawer
    }

    /// Draws `box`, its children and its overlay on `canvas`.
    private func paintChildren(of box: RenderBox, on canvas: Canvas, depth: Int) {
        guard !canvas.clip.isEmpty else { return }
        if box.paintedBounds.intersects(canvas.clip) { draw(box, on: canvas) }
        if depth < RenderTree.maximumDepth {
            for child in box.childrenInPaintOrder { paintSubtree(child, on: canvas, depth: depth + 1) }
            // Removed children still leaving (a removal transition).
            for child in animations.leavingBoxes(of: box) { paintSubtree(child, on: canvas, depth: depth + 1) }
        }
        if box.facts.hasOverlay, let overlay = box.content.overlay, box.paintedBounds.intersects(canvas.clip) { draw(overlay, of: box, on: canvas) }
    }

    /// `rect` in pixels, when its edges lie on whole pixels (within a rounding tolerance).
    private func wholePixels(_ rect: CGRect) -> PixelRect? {
        func whole(_ points: CGFloat) -> Bool {
            let pixels = points * scale
            return pixels.isFinite && abs(pixels - pixels.rounded()) < 1e-6
        }
        guard whole(rect.minX), whole(rect.minY), whole(rect.maxX), whole(rect.maxY) else { return nil }
        return PixelRect(covering: rect, scale: scale)
    }

    /// A scaled or rotated group: drawn, as it would be without the transform, into a layer that
    /// is then mapped into the canvas. The layer holds only the part that maps into the canvas's
    /// clip (with a pixel more for the bilinear sampling): a group scaled up or nested in other
    /// transforms would otherwise draw layers of millions of pixels that never show.
    func paintTransformed(_ box: RenderBox, _ transform: GroupEffect.Transform, opacity: Double, on canvas: Canvas, depth: Int) {
        let map = transform.map(frame: box.frame, scale: scale)
        var needed = untransformedBounds(of: box)
        let clip = CGRect(x: CGFloat(canvas.clip.x), y: CGFloat(canvas.clip.y), width: CGFloat(canvas.clip.width), height: CGFloat(canvas.clip.height))
        // A group scaled to nothing (a singular map) shows nothing.
        guard let inverse = map.inverted else { return }
        if let source = inverse.boundingBox(of: clip) {
            needed = needed.intersection(PixelRect(covering: source.insetBy(dx: -2, dy: -2), scale: 1))
        }
        // A group shrunk very small (or nested in such groups) would draw a layer far larger
        // than what it covers on screen, each of its pixels sampled for nothing: a fuzzed tree
        // spent 13 s there. Past 64 layer pixels for each pixel repainted on screen (and 4
        // million in all) it is not drawn, said once. The screen's area, not the enclosing
        // layer's: measured against the layer, eleven nested shrinking groups each allowed the
        // next 64 times more (16 s, and layers of 67 million pixels).
        if needed.width * needed.height > Swift.max(4 << 20, 64 * screenArea) {
            if !reportedShrunkGroups {
                reportedShrunkGroups = true
                RuntimeWarnings.emit("a scaled group would need a layer of \(needed.width)x\(needed.height) pixels to cover \(canvas.clip.width)x\(canvas.clip.height) on screen; groups shrunk that far are not drawn", fix: "scale the group down less, or draw it at a smaller size")
            }
            return
        }
        guard opacity > 0, !needed.isEmpty, let layer = canvas.makeUnclippedLayer(covering: needed) else { return }
        draw(box, on: layer)
        if depth < RenderTree.maximumDepth {
            for child in box.childrenInPaintOrder { paintSubtree(child, on: layer, depth: depth + 1) }
        }
        canvas.composite(layer, map: map, opacity: opacity)
    }

    /// The pixels a group paints before its transform: its frame and its descendants'.
    func untransformedBounds(of box: RenderBox) -> PixelRect {
        var bounds = PixelRect(covering: box.frame, scale: scale).union(drawingBounds(of: box))
        box.forEachInPaintOrder { descendant in
            if descendant !== box { bounds = bounds.union(descendant.paintedBounds).union(PixelRect(covering: descendant.frame, scale: scale)) }
        }
        return bounds
    }

    private func paintGroup(_ box: RenderBox, _ effect: GroupEffect, on canvas: Canvas, depth: Int) {
        // A blur reads pixels around each one: the layer draws the group beyond the damage by
        // the blur's reach, or the blur would fade at the damage's edges; not farther, where
        // nothing shown depends on it (a huge blurred view blurred the whole of it, seconds).
        let layer: Canvas?
        if let blur = effect.blur {
            let reach = Canvas.blurReach(radius: PixelRect.wholePixels(blur.radius * scale))
            layer = canvas.makeUnclippedLayer(covering: box.paintedBounds.intersection(canvas.clip.outset(by: reach)))
        } else if let inner = effect.innerShadow {
            // An inner shadow reads the group's edges around each pixel, as a blur does, and
            // beyond the offset.
            let reach = Canvas.blurReach(radius: PixelRect.wholePixels(inner.radius * scale))
                + PixelRect.wholePixels(Swift.max(abs(inner.x), abs(inner.y)) * scale)
            layer = canvas.makeUnclippedLayer(covering: box.paintedBounds.intersection(canvas.clip.outset(by: reach)))
        } else {
            layer = canvas.makeLayer(covering: box.paintedBounds)
        }
        guard effect.opacity > 0, let layer else { return }
        draw(box, on: layer)
        // `.mask`: the last child is drawn into the mask, not the layer.
        let maskChild = effect.masksWithLastChild ? box.children.last : nil
        if depth < RenderTree.maximumDepth {
            for child in box.childrenInPaintOrder where child !== maskChild { paintSubtree(child, on: layer, depth: depth + 1) }
        }
        var mask: Canvas?
        if let clip = effect.clip, let clipMask = canvas.makeLayer(covering: layer.clip) {
            fill(clip, in: box.frame, paint: .solid(.white), on: clipMask)
            mask = clipMask
        }
        if let maskChild, let alpha = canvas.makeUnclippedLayer(covering: layer.clip) {
            if depth < RenderTree.maximumDepth { paintSubtree(maskChild, on: alpha, depth: depth + 1) }
            mask = alpha
        }
        if let colors = effect.colors { layer.apply(colors) }
        if let inner = effect.innerShadow {
            layer.applyInnerShadow(color: inner.color, radius: PixelRect.wholePixels(inner.radius * scale),
                                   dx: PixelRect.wholePixels(inner.x * scale), dy: PixelRect.wholePixels(inner.y * scale))
        }
        var target = canvas
        if let blur = effect.blur {
            layer.blur(radius: PixelRect.wholePixels(blur.radius * scale), opaque: blur.opaque)
            // An opaque blur shows within the frame only.
            if blur.opaque { target = canvas.clipped(to: PixelRect(covering: box.frame, scale: scale)) }
        }
        if let shadow = effect.shadow {
            canvas.compositeShadow(of: layer, color: shadow.color, radius: PixelRect.wholePixels(shadow.radius * scale),
                                   dx: PixelRect.wholePixels(shadow.x * scale), dy: PixelRect.wholePixels(shadow.y * scale))
        }
        target.composite(layer, opacity: effect.opacity, mask: mask, blend: effect.blendMode ?? .normal)
    }

    func draw(_ box: RenderBox, on canvas: Canvas) {
        if let text = box.text, text.redacted {
            drawPlaceholderBars(of: box, text, on: canvas)
        } else if let text = box.text {
            if let marks = text.editing { drawEditingMarks(marks, of: box, text, on: canvas, overGlyphs: false) }
            if let runs = text.runs, !runs.isEmpty {
                drawStyledText(of: box, text, runs, on: canvas)
            } else {
                let source = RGBA8(text.color).premultiplied, opacity = text.color.alpha
                // A line at a time (a recording keeps the line, not each glyph); a colour glyph
                // (emoji) keeps its own colours, the text's colour lending it only its opacity,
                // as in SwiftUI.
                forEachLine(of: box, text) { block, index, x, y in
                    canvas.draw(line: index, of: block.lines, x: x, y: y, ink: block.lineInkBounds[index], premultiplied: source, opacity: opacity)
                }
                if text.underline != nil || text.strikethrough != nil { drawDecorations(of: box, text, on: canvas) }
            }
            if let marks = text.editing { drawEditingMarks(marks, of: box, text, on: canvas, overGlyphs: true) }
        } else if box.facts.hasDrawing, let drawing = box.content.drawing {
            draw(drawing, of: box, on: canvas)
        }
    }

    /// A redacted text: a rounded bar in a faint text colour over each line's width, where its
    /// glyphs would be, as SwiftUI draws a placeholder.
    private func drawPlaceholderBars(of box: RenderBox, _ text: TextContent, on canvas: Canvas) {
        guard let face = box.textFace else { return }
        let color = text.color.opacity(text.color.alpha * 0.2)
        forEachLine(of: box, text) { block, index, x, y in
            let width = CGFloat(Swift.max(0, block.lineWidths[index])), height = CGFloat(face.height)
            guard width > 0 else { return }
            let bar = CGRect(x: CGFloat(x) / scale, y: (CGFloat(y) + height * 0.15) / scale, width: width / scale, height: height * 0.7 / scale)
            canvas.fill(roundedRect: bar, radii: RectangleCornerRadii(bar.height / 4), paint: .solid(color))
        }
    }

    /// A text field's selection (under the glyphs), caret and marked text (over them), placed
    /// by the line's shaping (`FontFace.caretX`, `FontFace.spans`): a selection across
    /// directions is several spans, a caret in a right-to-left run sits at its characters'
    /// right edge. Marks count scalars of the whole text; the block says which line each
    /// falls on (a text editor's lines wrap).
    private func drawEditingMarks(_ marks: TextEditingMarks, of box: RenderBox, _ text: TextContent, on canvas: Canvas, overGlyphs: Bool) {
        guard let face = box.textFace else { return }
        let thickness = Swift.max(1, Int(scale.rounded()))
        forEachLine(of: box, text) { block, index, x, y in
            let line = block.lineTexts[index]
            func fill(_ left: Int, _ top: Int, _ width: Int, _ tall: Int, _ color: Color) {
                canvas.fill(CGRect(x: CGFloat(left) / scale, y: CGFloat(top) / scale, width: CGFloat(width) / scale, height: CGFloat(tall) / scale), color: color)
            }
            if !overGlyphs {
                for span in lineSpans(of: marks.selection, line: index, in: block, face: face, text) {
                    fill(x + span.lowerBound, y, span.count, face.height, marks.selectionColor)
                }
                return
            }
            if let marked = marks.marked {
                for span in lineSpans(of: marked, line: index, in: block, face: face, text) {
                    fill(x + span.lowerBound, y + face.height - thickness, span.count, thickness, text.color)
                }
            }
            if let caret = marks.caret, block.line(holding: caret).index == index {
                let at = caretOffset(block.line(holding: caret).offset, in: line, of: text, face: face)
                fill(x + Swift.min(at, Swift.max(0, block.lineWidths[index])), y, thickness, face.height, marks.caretColor)
            }
        }
    }

    /// A text of several styled pieces (`Text + Text`, markdown): each piece's glyphs in its
    /// colour, then its underline and strikethrough across its own stretch of the line.
    private func drawStyledText(of box: RenderBox, _ text: TextContent, _ runs: [TextRunStyle], on canvas: Canvas) {
        let thickness = Swift.max(1, Int(scale.rounded()))
        forEachLine(of: box, text) { block, index, x, y in
            let line = block.lines[index]
            for run in line.runs {
                let style = runs[Swift.min(Swift.max(0, run.style), runs.count - 1)]
                if let background = style.background, run.width > 0 {
                    canvas.fill(CGRect(x: CGFloat(x + run.x) / scale, y: CGFloat(y) / scale, width: CGFloat(run.width) / scale,
                                       height: CGFloat(line.height) / scale), color: background)
                }
                line.drawGlyphs(run.glyphs, on: canvas, x: x, y: y, premultiplied: RGBA8(style.color).premultiplied, opacity: style.color.alpha)
                for (color, fraction, dashes) in [(style.underline, 0.86, style.underlineDashes), (style.strikethrough, 0.56, style.strikethroughDashes)] {
                    guard let color, run.width > 0 else { continue }
                    let top = y + Int((CGFloat(line.height) * fraction).rounded())
                    drawTextLine(from: x + run.x, width: run.width, top: top, thickness: thickness, dashes: dashes, color: color, on: canvas)
                }
            }
        }
    }

    /// The pixel spans, from the line's left, of the part of the scalars `range` of an edited
    /// text that falls on line `index` of its block.
    private func lineSpans(of range: Range<Int>, line index: Int, in block: TextBlock, face: FontFace, _ text: TextContent) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        for part in block.lineRanges(of: range) where part.index == index {
            spans += face.spans(in: block.lineTexts[index], scalars: part.range, rightToLeftByDefault: text.rightToLeft)
        }
        return spans
    }

    /// `.underline` and `.strikethrough`: a line a pixel (a point) thick across each line of
    /// text, below the baseline or through the middle of the lowercase letters.
    private func drawDecorations(of box: RenderBox, _ text: TextContent, on canvas: Canvas) {
        let thickness = Swift.max(1, Int(scale.rounded()))
        forEachLine(of: box, text) { block, index, x, y in
            let line = block.lines[index]
            for (color, fraction, dashes) in [(text.underline, 0.86, text.underlineDashes), (text.strikethrough, 0.56, text.strikethroughDashes)] {
                guard let color else { continue }
                let top = y + Int((CGFloat(line.height) * fraction).rounded())
                drawTextLine(from: x, width: line.width, top: top, thickness: thickness, dashes: dashes, color: color, on: canvas)
            }
        }
    }

    /// A line under or through text, `width` pixels from `x`: solid, or dashed by `dashes`
    /// (on and off lengths in thicknesses, repeated from the line's start).
    private func drawTextLine(from x: Int, width: Int, top: Int, thickness: Int, dashes: [UInt8], color: Color, on canvas: Canvas) {
        func fill(_ from: Int, _ length: Int) {
            canvas.fill(CGRect(x: CGFloat(from) / scale, y: CGFloat(top) / scale, width: CGFloat(length) / scale,
                               height: CGFloat(thickness) / scale), color: color)
        }
        guard dashes.contains(where: { $0 > 0 }) else { return fill(x, width) }
        var at = 0, index = 0
        while at < width {
            let length = Int(dashes[index % dashes.count]) * thickness
            if index % 2 == 0 { fill(x + at, Swift.min(length, width - at)) }
            at += length
            index += 1
        }
    }

    private func draw(_ drawing: Drawing, of box: RenderBox, on canvas: Canvas) {
        switch drawing {
        case .border(let color, let width):
            guard width > 0 else { return }
            // Inside the frame: a stroke centred half a width in.
            let half = min(width / 2, min(box.frame.width, box.frame.height) / 2)
            canvas.stroke(roundedRect: box.frame.insetBy(dx: half, dy: half), radii: RectangleCornerRadii(0), lineWidth: width, color: color)
        case .fill(let color):
            canvas.fill(box.frame, color: color)
        case .shape(let shape):
            draw(shape, in: box.frame, on: canvas)
        case .bezel(let fill, let border, let corners):
            // A pressed control (the pointer is down on it) is drawn darker.
            let pressed = box.id == drawnPressedBox
            let face = pressed ? Color(red: fill.red * 0.82, green: fill.green * 0.82, blue: fill.blue * 0.82, opacity: fill.alpha) : fill
            let inner = box.frame.insetBy(dx: 1 / scale, dy: 1 / scale)
            if corners == .square {
                canvas.fill(box.frame, color: border)
                canvas.fill(inner, color: face)
            } else {
                let radius = corners.radius(in: box.frame.size)
                canvas.fill(roundedRect: box.frame, radii: RectangleCornerRadii(radius), color: border)
                canvas.fill(roundedRect: inner, radii: RectangleCornerRadii(Swift.max(0, radius - 1 / scale)), color: face)
            }
        case .text:
            // Never reached: a text drawing sets the box's `facts.hasText`, and `draw(_:on:)` draws
            // text from there (glyphs and decorations) before it looks at the drawing.
            break
        case .image(let image):
            draw(image, in: box.frame, on: canvas)
        case .canvas(let drawing):
            draw(drawing, of: box, on: canvas)
        }
    }
}
