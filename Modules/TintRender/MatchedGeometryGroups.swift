import Foundation
import TintBoxes
import TintCore
import TintLayout

/// The boxes of `.matchedGeometryEffect`, by group, and what an update did to them: members
/// that left (with where they were drawn) and members that came. Empty, it costs a dictionary
/// look-up per removal.
@MainActor
final class MatchedGeometryGroups {
    /// The members in the tree, by group.
    private(set) var members: [MatchedGeometry.Key: [RenderBox]] = [:]
    /// Members an update removed, with the frame they were drawn at (root coordinates), until
    /// the next layout.
    private var departed: [MatchedGeometry.Key: (box: RenderBox, frame: CGRect)] = [:]
    /// Members an update inserted, until the next layout.
    private var arrived: [RenderBox] = []

    var isEmpty: Bool { members.isEmpty && departed.isEmpty }

    /// `box` took `content` (new, or changed from `old`).
    func contentChanged(_ box: RenderBox, from old: MatchedGeometry?, to new: MatchedGeometry?, inserted: Bool) {
        guard old != new else { return }
        if let old { remove(box, from: old.key) }
        if let new {
            members[new.key, default: []].append(box)
            if inserted { arrived.append(box) }
        }
    }

    /// The subtree under `box` is leaving the tree (removed, or kept drawn while its removal
    /// transition plays): its members leave their groups, remembered where they were drawn.
    func leaving(_ box: RenderBox) {
        guard !members.isEmpty else { return }
        var stack = [box]
        while let current = stack.popLast() {
            if let mark = current.content.matchedGeometry, members[mark.key]?.contains(where: { $0 === current }) == true {
                remove(current, from: mark.key)
                if current.wasPlaced { departed[mark.key] = (current, current.frame) }
            }
            stack.append(contentsOf: current.children)
        }
    }

    private func remove(_ box: RenderBox, from key: MatchedGeometry.Key) {
        guard var list = members[key] else { return }
        list.removeAll { $0 === box }
        members[key] = list.isEmpty ? nil : list
    }

    /// After layout: each member that is not its group's source is placed where the source is;
    /// each member that arrived in an animated update where one of its group left flies from
    /// the one that left, which flies to it.
    func settle(in tree: RenderTree) {
        for (_, list) in members where list.count > 1 {
            guard let source = list.first(where: { $0.content.matchedGeometry?.isSource == true && $0.wasPlaced }) else { continue }
            for member in list where member !== source {
                guard let mark = member.content.matchedGeometry, !mark.isSource, member.wasPlaced else { continue }
                let frame = mark.frame(member.layoutFrame, sharing: source.layoutFrame)
                guard frame != member.layoutFrame, frame.size.width.isFinite, frame.size.height.isFinite else { continue }
                member.placeAt(frame, proposal: ProposedViewSize(frame.size))
            }
        }
        defer {
            departed.removeAll()
            arrived.removeAll()
        }
        guard !departed.isEmpty, !arrived.isEmpty else { return }
        let animations = tree.animations
        for box in arrived where box.isInTree && box.wasPlaced {
            guard let mark = box.content.matchedGeometry, let gone = departed[mark.key],
                  let animation = animations.transaction(for: box).animation, !animations.reducesMotion else { continue }
            let here = box.layoutFrame
            let there = mark.frame(here, sharing: gone.frame)
            // The new member, and all inside it, from the old one's place and size.
            MatchedGeometryGroups.forEachBox(under: box) { inner in
                animations.fly(inner, from: MatchedGeometryGroups.map(inner.layoutFrame, from: here, to: there), to: inner.layoutFrame, animation: animation)
            }
            // The old one, still drawn while it goes out, to the new one's.
            let drawn = gone.frame
            guard gone.box.isInTree else { continue }
            let target = mark.frame(drawn, sharing: here)
            MatchedGeometryGroups.forEachBox(under: gone.box) { inner in
                animations.fly(inner, from: inner.frame, to: MatchedGeometryGroups.map(inner.frame, from: drawn, to: target), animation: animation)
            }
        }
    }

    /// `frame`, inside `from`, moved and scaled as `from` is to become `to`.
    static func map(_ frame: CGRect, from: CGRect, to: CGRect) -> CGRect {
        let sx = from.width > 0 ? to.width / from.width : 1, sy = from.height > 0 ? to.height / from.height : 1
        return CGRect(x: to.minX + (frame.minX - from.minX) * sx, y: to.minY + (frame.minY - from.minY) * sy,
                      width: frame.width * sx, height: frame.height * sy)
    }

    private static func forEachBox(under box: RenderBox, _ body: (RenderBox) -> Void) {
        var stack = [box]
        while let current = stack.popLast() {
            body(current)
            stack.append(contentsOf: current.children)
        }
    }
}
