import Foundation
import TintBoxes
import TintCore
import TintRender
import TintViews

/// Drags and drops: a drag the views began (`.draggable`) followed to the drop target under the
/// pointer, which hears it enter, move and leave and takes the drop, while render draws the
/// preview where the pointer is; and files dropped from a file manager, handed to the drop
/// target under the pointer as file URLs.
@MainActor
final class DragDropInput {
    private let tree: RenderTree

    private struct Drag {
        let payload: DragPayload
        let start: CGPoint
        var location: CGPoint
        /// The drop target the pointer is over.
        var target: RenderBox?
    }

    private var drag: Drag?

    init(tree: RenderTree) {
        self.tree = tree
    }

    /// The service views reach through the environment.
    var service: _DragDrop {
        _DragDrop(begin: { [weak self] token, payload, start in self?.begin(token: token, payload: payload, at: start) },
                  move: { [weak self] point in self?.move(to: point) },
                  end: { [weak self] point in self?.end(at: point) })
    }

    /// Whether a drag is under way.
    var isDragging: Bool { drag != nil }

    private func begin(token: ObjectIdentifier, payload: DragPayload, at start: CGPoint) {
        cancel()
        drag = Drag(payload: payload, start: start, location: start)
        let shown = tree.dragSourceBox(token: token, preview: true) ?? tree.dragSourceBox(token: token, preview: false)
        tree.dragPreview = shown.map { ($0.id, .zero) }
    }

    private func move(to point: CGPoint) {
        guard var current = drag else { return }
        current.location = point
        if let preview = tree.dragPreview {
            tree.dragPreview = (preview.box, CGSize(width: point.x - current.start.x, height: point.y - current.start.y))
        }
        let target = tree.dropTarget(at: point, for: current.payload)
        if target !== current.target {
            if let old = current.target { old.content.dropTarget?.targeted(false, current.payload, local(point, in: old)) }
            if let target { target.content.dropTarget?.targeted(true, current.payload, local(point, in: target)) }
            current.target = target
        } else if let target {
            target.content.dropTarget?.moved(current.payload, local(point, in: target))
        }
        drag = current
    }

    private func end(at point: CGPoint) {
        move(to: point)
        guard let current = drag else { return }
        drag = nil
        tree.dragPreview = nil
        guard let target = current.target, target.isInTree, let dropTarget = target.content.dropTarget else { return }
        let location = local(point, in: target)
        dropTarget.targeted(false, current.payload, location)
        _ = dropTarget.perform(current.payload, location)
    }

    /// The drag ends without a drop (its view went away mid-drag, the button came up elsewhere).
    func cancel() {
        guard let current = drag else { return }
        drag = nil
        tree.dragPreview = nil
        if let target = current.target, target.isInTree {
            target.content.dropTarget?.targeted(false, current.payload, local(current.location, in: target))
        }
    }

    /// Files dropped from a file manager at `point`: the drop target there that takes file URLs
    /// gets them. Returns whether one took them.
    @discardableResult
    func dropFiles(_ urls: [URL], at point: CGPoint) -> Bool {
        guard !urls.isEmpty else { return false }
        let forms: [Any] = urls.map { [ClipboardContent(type: .fileURL, data: Data($0.absoluteString.utf8))] }
        let payload = DragPayload(typeIdentifiers: [UTType.fileURL.identifier], count: urls.count) { forms }
        guard let target = tree.dropTarget(at: point, for: payload), let dropTarget = target.content.dropTarget else {
            RuntimeWarnings.emit("dropFiles: no view at \(point) takes dropped files", fix: "drop at a point over a view with .dropDestination or .onDrop that takes file URLs")
            return false
        }
        let location = local(point, in: target)
        dropTarget.targeted(true, payload, location)
        dropTarget.targeted(false, payload, location)
        return dropTarget.perform(payload, location)
    }

    private func local(_ point: CGPoint, in box: RenderBox) -> CGPoint {
        CGPoint(x: point.x - box.frame.minX, y: point.y - box.frame.minY)
    }
}
