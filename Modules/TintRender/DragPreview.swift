import TintBoxes
import TintCore
import TintLayout
import TintRaster

/// A drag's preview: the dragged view (or the preview it gave) drawn again over everything,
/// translucent, moved by how far the pointer went; repainted only where it was and where it goes.
extension RenderTree {
    static let dragPreviewOpacity = 0.75

    /// After layout: damages the preview's old and new places when it moved.
    func refreshDragPreview() {
        var now: (box: BoxID, offset: CGSize, pixels: PixelRect)?
        if let preview = dragPreview, let box = boxes[preview.box], box.isInTree {
            let bounds = box.subtreeBounds.cgRect(scale: scale).offsetBy(dx: preview.offset.width, dy: preview.offset.height)
            now = (preview.box, preview.offset, PixelRect(covering: bounds.insetBy(dx: -1, dy: -1), scale: scale))
        }
        guard now?.box != paintedDragPreview?.box || now?.offset != paintedDragPreview?.offset else { return }
        if let old = paintedDragPreview { damage.add(old.pixels, clip: canvasBounds) }
        paintedDragPreview = now
        if let now { damage.add(now.pixels, clip: canvasBounds) }
    }

    func paintDragPreview(on canvas: Canvas) {
        guard let preview = paintedDragPreview, preview.pixels.intersects(canvas.clip), let box = boxes[preview.box] else { return }
        var move = GroupEffect.Transform(anchor: .topLeading)
        move.translationX = preview.offset.width
        move.translationY = preview.offset.height
        paintTransformed(box, move, opacity: RenderTree.dragPreviewOpacity, on: canvas, depth: 0)
    }

    /// The box a drag from `token` starts at, or its preview (`preview`).
    public func dragSourceBox(token: ObjectIdentifier, preview: Bool) -> RenderBox? {
        var found: RenderBox?
        for root in roots where found == nil {
            root.forEachInPaintOrder { box in
                if found == nil, let mark = box.content.dragSource, mark.token == token, mark.isPreview == preview { found = box }
            }
        }
        return found
    }

    /// The topmost box under `point` that takes drops of `payload`.
    public func dropTarget(at point: CGPoint, for payload: DragPayload) -> RenderBox? {
        var hit: RenderBox?
        for root in roots {
            root.forEachHittable(at: point, scale: scale) { box, local in
                if box.frame.contains(local), let target = box.content.dropTarget, target.accepts(payload) { hit = box }
            }
        }
        return hit
    }
}
