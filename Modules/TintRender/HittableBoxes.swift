import TintBoxes
import TintCore
import TintRaster

extension RenderBox {
    /// Calls `body` with each box that input can reach under `point` (root points), in paint
    /// order, with the point in the box's own untransformed coordinates: a scaled, rotated or
    /// turned group takes clicks where it is drawn, not where layout put it. A subtree is passed
    /// by when it blocks hits, or when the point is outside its `.contentShape`.
    func forEachHittable(at point: CGPoint, scale: CGFloat, _ body: (RenderBox, CGPoint) -> Void) {
        var stack: [(box: RenderBox, depth: Int, point: CGPoint)] = [(self, 0, point)]
        while let (box, depth, outer) = stack.popLast() {
            if box.content.blocksHits { continue }
            var local = outer
            if box.facts.hasEffect, let transform = box.content.effect?.transform {
                let pixel = CGPoint(x: outer.x * scale, y: outer.y * scale)
                let map = transform.map(frame: box.frame, scale: scale)
                // The inverse must land in front of the viewer (a turned group's far side).
                guard let inverse = map.inverted, let source = inverse.apply(pixel), map.weight(source) > 0 else { continue }
                local = CGPoint(x: source.x / scale, y: source.y / scale)
            }
            if box.facts.hasHitShape, let shape = box.content.hitShape, !RenderBox.contains(shape, in: box.frame, local) { continue }
            // A `.contentShape` further down the view's chain of modifiers shapes this box too
            // (`.contentShape(Circle()).onTapGesture {}`: the gesture's box is the outer one).
            if box.tree.containsHitShapes, let (shaper, shape) = box.chainHitShape, shaper !== box,
               !RenderBox.contains(shape, in: shaper.frame, local) {
                // The box does not take the point, but its descendants may still.
            } else {
                body(box, local)
            }
            guard depth < RenderTree.maximumDepth else { continue }
            for child in box.childrenInPaintOrder.reversed() { stack.append((child, depth + 1, local)) }
        }
    }

    /// The `.contentShape` along this box's chain of one-child boxes, and the box that has it.
    var chainHitShape: (RenderBox, ShapeDrawing.Outline)? {
        var box = self
        while true {
            if box.facts.hasHitShape, let shape = box.content.hitShape { return (box, shape) }
            guard box.children.count == 1 else { return nil }
            box = box.children[0]
        }
    }

    /// Whether `point` is inside `shape` laid over `frame` (non-zero winding).
    static func contains(_ shape: ShapeDrawing.Outline, in frame: CGRect, _ point: CGPoint) -> Bool {
        guard frame.contains(point) || { if case .custom = shape { return true } else { return false } }() else { return false }
        let path: Path
        switch shape {
        case .builtIn(let outline):
            switch outline {
            case .rectangle: return true
            case .ellipse, .circle:
                let side = Swift.min(frame.width, frame.height)
                let rx = outline == .circle ? side / 2 : frame.width / 2, ry = outline == .circle ? side / 2 : frame.height / 2
                guard rx > 0, ry > 0 else { return false }
                let dx = (point.x - frame.midX) / rx, dy = (point.y - frame.midY) / ry
                return dx * dx + dy * dy <= 1
            case .roundedRectangle(let radii):
                path = Path { $0.addRoundedRect(in: frame, cornerRadii: radii) }
            case .capsule:
                path = Path { $0.addRoundedRect(in: frame, cornerRadii: RectangleCornerRadii(Swift.min(frame.width, frame.height) / 2)) }
            }
        case .custom(let custom):
            path = custom.path(in: CGRect(origin: .zero, size: frame.size))
            return windingNumber(of: VectorPath(path, offsetBy: frame.origin), at: point) != 0
        }
        return windingNumber(of: VectorPath(path, offsetBy: .zero), at: point) != 0
    }

    /// The winding number of `path` (flattened) around `point`.
    private static func windingNumber(of path: VectorPath, at point: CGPoint) -> Int {
        var winding = 0
        path.forEachFlattenedEdge { a, b in
            if a.y <= point.y {
                if b.y > point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
            } else if b.y <= point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) < 0 {
                winding -= 1
            }
        }
        return winding
    }
}
