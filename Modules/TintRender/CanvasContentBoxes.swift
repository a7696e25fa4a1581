import TintBoxes
import TintCore

extension RenderBox {
    /// A box that shows a canvas's text or image: in no tree, never damaged or hit, drawn only
    /// by the canvas that made it (`CanvasContentMeasurer`).
    convenience init(detachedWith content: BoxContent, tree: RenderTree) {
        self.init(id: BoxID(rawValue: -1), content: content, tree: tree, detached: true)
    }

    /// Lays the detached box out in `rect` (its frame and its layout's).
    func placeDetached(in rect: CGRect) {
        layoutFrame = rect
        frame = rect
    }
}
