import TintBoxes
import TintCore
import TintRender

/// `.onHover` and `.onContinuousHover`: the views the pointer is over, told when it enters and
/// leaves them (and, for a continuous hover, where it is at each move).
@MainActor
final class HoverInput {
    private let tree: RenderTree
    /// The boxes the pointer is over.
    private var hovered: [BoxID] = []

    init(tree: RenderTree) {
        self.tree = tree
    }

    /// The pointer moved to `point` (`nil`: it left the window): views it left are told
    /// `false`, views it entered `true`, outer views before inner ones.
    func moved(to point: CGPoint?) {
        let now = point.map { tree.hoverTargets(at: $0) } ?? []
        let nowIDs = now.map(\.id)
        for id in hovered where !nowIDs.contains(id) {
            tree.boxes[id]?.content.onHover?(false)
            tree.boxes[id]?.content.onHoverMove?(nil)
        }
        for box in now where !hovered.contains(box.id) { box.content.onHover?(true) }
        hovered = nowIDs
        if let point {
            for box in now { box.content.onHoverMove?(HoverLocation(location: point, boxFrame: box.frame)) }
        }
    }
}
