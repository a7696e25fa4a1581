import TintBoxes
import TintCore
import TintRaster

/// The keyboard focus's ring: a rounded outline in the accent colour just outside the focused
/// box's frame, drawn over the tree (as macOS draws its focus ring over the window's content),
/// repainted only where it was and where it goes.
extension RenderTree {
    /// The ring's width and its gap outside the frame, in points.
    static let focusRingWidth: CGFloat = 3
    static let focusRingRadius: CGFloat = 5

    /// After layout: damages the ring's old and new places when the focus or its box moved.
    func refreshFocusRing() {
        var ring: CGRect?
        if let id = focusRingBox, let box = boxes[id], box.isInTree, box.frame.width > 0 || box.frame.height > 0 {
            ring = box.frame.insetBy(dx: -RenderTree.focusRingWidth / 2 - 1, dy: -RenderTree.focusRingWidth / 2 - 1)
        }
        guard ring != paintedFocusRing?.rect else { return }
        if let old = paintedFocusRing { damage.add(old.pixels, clip: canvasBounds) }
        paintedFocusRing = ring.map { rect in
            let pixels = PixelRect(covering: rect.insetBy(dx: -RenderTree.focusRingWidth, dy: -RenderTree.focusRingWidth), scale: scale)
            return (rect, pixels)
        }
        if let new = paintedFocusRing { damage.add(new.pixels, clip: canvasBounds) }
    }

    func paintFocusRing(on canvas: Canvas) {
        guard let ring = paintedFocusRing, ring.pixels.intersects(canvas.clip) else { return }
        canvas.stroke(roundedRect: ring.rect, radii: RectangleCornerRadii(RenderTree.focusRingRadius),
                      lineWidth: RenderTree.focusRingWidth, color: Color.accentColor.opacity(0.6))
    }
}
