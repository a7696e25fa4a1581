import Foundation
import TintBoxes
import TintCore
import TintLayout
import TintRaster
import TintText

/// Damage: the pixels each changed box painted before and paints now, cut to what its clipping
/// ancestors let show, and the bounds of subtrees that painting skips.
extension RenderTree {
    /// After the boxes were placed: the damage of every box whose frame or drawing changed,
    /// its old and new painted bounds, cut to what shows of it.
    func recordDamage() {
        let marked = boxesNeedingPaint
        boxesNeedingPaint.removeAll(keepingCapacity: true)
        // Two passes: every changed box's new painted bounds first, then what of them shows,
        // so the clip regions found for ancestors can be kept for the whole second pass.
        var changed: [RenderBox] = []
        changed.reserveCapacity(marked.count)
        var resizedClips: [RenderBox] = []
        var groups: [RenderBox] = []
        for box in marked where box.needsPaint && box.isInTree {
            // Recording the damage schedules the repaint: the flag's work is done.
            box.needsPaint = false
            damage.add(box.shownBounds, clip: canvasBounds)
            // A box whose look changed but not where it paints (an animation step of a colour
            // or an opacity, the frame unchanged) keeps its bounds: working them out again walks
            // a group's whole subtree.
            // It paints within the pixels it painted: those are the damage, and nothing
            // about what shows of it or of its subtree changed.
            if box.keepsPaintedBounds && box.boundsFitFrame {
                box.keepsPaintedBounds = false
                continue
            }
            box.keepsPaintedBounds = false
            // A group paints its descendants' pixels: its bounds are worked out after theirs.
            if box.facts.hasEffect {
                groups.append(box)
                continue
            }
            let before = box.paintedBounds
            box.paintedBounds = paintBounds(of: box)
            box.boundsFitFrame = true
            changed.append(box)
            if box.facts.clips, box.paintedBounds != before { resizedClips.append(box) }
        }
        if !groups.isEmpty {
            // Inner groups first: an outer group's bounds take in an inner one's, which it
            // then finds in the memo rather than by walking the inner group's subtree again.
            // (`depth(of:)` remembers each box's depth for this pass, so nested groups cost
            // one walk up, not one per group.)
            let ordered = groups.map { (group: $0, depth: depth(of: $0)) }.sorted { $0.depth > $1.depth }
            groupDescendantsMemo = [:]
            defer { groupDescendantsMemo = nil }
            for (group, _) in ordered {
                let before = group.paintedBounds
                group.paintedBounds = paintBounds(of: group)
                group.boundsFitFrame = true
                changed.append(group)
                if group.facts.clips, group.paintedBounds != before { resizedClips.append(group) }
            }
            groups.removeAll()
        }
        clipPass &+= 1
        for box in changed {
            box.shownBounds = box.paintedBounds.intersection(clipBoundsInPass(around: box))
            damage.add(box.shownBounds, clip: canvasBounds)
            box.invalidateSubtreeBounds()
        }
        // What shows of a clipping box's descendants changes with its bounds even where they
        // did not move: kept stale, a later change of one of them would damage only the part
        // the old clip showed. The clip's own damage covers the pixels; only the record moves.
        for clip in resizedClips where clip.isInTree {
            // Children going out with a transition (drawn with their parent) included.
            var stack = clip.children + animations.leavingBoxes(of: clip)
            while let box = stack.popLast() {
                box.shownBounds = box.paintedBounds.intersection(clipBoundsInPass(around: box))
                stack.append(contentsOf: box.children)
                stack.append(contentsOf: animations.leavingBoxes(of: box))
            }
        }
        if containsShadows { repaintShadows(around: marked) }
        for root in roots { _ = refreshSubtreeBounds(root, depth: 0) }
        for root in animations.leavingBoxes(of: nil) { _ = refreshSubtreeBounds(root, depth: 0) }
    }

    /// A change inside a group with a shadow or a transform changes pixels beyond the changed
    /// box (its shadow, its mapped place): the group is measured and damaged again, old and new.
    private func repaintShadows(around changed: [RenderBox]) {
        var groups: [ObjectIdentifier: RenderBox] = [:]
        for box in changed where box.isInTree {
            var ancestor: RenderBox? = box
            while let current = ancestor {
                if current.facts.reachesBeyondChildren { groups[ObjectIdentifier(current)] = current }
                ancestor = current.parent
            }
        }
        for group in groups.values {
            damage.add(group.shownBounds, clip: canvasBounds)
            group.paintedBounds = paintBounds(of: group)
            group.shownBounds = group.paintedBounds.intersection(clipBounds(around: group))
            damage.add(group.shownBounds, clip: canvasBounds)
            group.invalidateSubtreeBounds()
        }
    }

    /// The pixels the clipping ancestors of `box` let show, each ancestor keeping, for the rest
    /// of this clip pass, what its descendants may show: each is worked out once (a chain of
    /// 100,000 boxes cost its length for every box in it). Kept in the ancestors themselves,
    /// stamped with the pass, rather than in a dictionary by identity: a scroll step asks it of
    /// every box it moved, and the look-ups were a tenth of the step.
    private func clipBoundsInPass(around box: RenderBox) -> PixelRect {
        var known = canvasBounds
        var ancestor = box.parent
        while let current = ancestor {
            if let kept = current.descendantsClip(in: clipPass) {
                known = kept
                break
            }
            clipChain.append(current)
            ancestor = current.parent
        }
        while let current = clipChain.popLast() {
            if current.facts.clips { known = known.intersection(current.paintedBounds) }
            current.keepDescendantsClip(known, pass: clipPass)
        }
        return known
    }

    /// The pixels the clipping ancestors of `box` (scroll views, `.clipped()`) let show.
    private func clipBounds(around box: RenderBox) -> PixelRect {
        var bounds = canvasBounds
        box.forEachClippingAncestor { bounds = bounds.intersection($0.paintedBounds) }
        return bounds
    }

    /// Recomputes the subtree bounds along the dirty paths only; clean subtrees answer from
    /// what they kept. Past `maximumDepth` a subtree counts as covering the canvas.
    ///
    /// A box that only had children change adds their new bounds to its old ones: the result
    /// may be larger than what is painted now (never smaller), which only makes painting visit
    /// a subtree it could have skipped; a box that changed itself recomputes exactly.
    private func refreshSubtreeBounds(_ box: RenderBox, depth: Int) -> PixelRect {
        guard box.subtreeBoundsDirty else { return box.subtreeBounds }
        var bounds = box.paintedBounds
        if depth < RenderTree.maximumDepth {
            if box.recomputesSubtreeBounds {
                for child in box.children { bounds = bounds.union(refreshSubtreeBounds(child, depth: depth + 1)) }
                for child in animations.leavingBoxes(of: box) { bounds = bounds.union(refreshSubtreeBounds(child, depth: depth + 1)) }
            } else {
                bounds = bounds.union(box.subtreeBounds)
                for child in box.dirtyChildren { bounds = bounds.union(refreshSubtreeBounds(child, depth: depth + 1)) }
            }
            // Nothing of a clipped group shows outside its frame (a scroll view's content).
            if box.facts.clips { bounds = bounds.intersection(box.paintedBounds) }
        } else {
            bounds = canvasBounds
        }
        box.forgetDirtyChildren()
        box.recomputesSubtreeBounds = false
        box.subtreeBounds = bounds
        box.subtreeBoundsDirty = false
        return bounds
    }


    func markNeedsPaint(_ box: RenderBox) {
        boxesNeedingPaint.append(box)
    }

    /// Whether anything is damaged and waiting to be painted.
    public var hasDamage: Bool { !damage.isEmpty }

    /// The area, in pixels, of the damage waiting to be painted.
    public var pendingDamageArea: Int { damage.area }

    /// Text boxes holding laid-out lines (a walk over every box).
    public var laidOutTextCount: Int { boxes.values.reduce(0) { $0 + ($1.sharedText == nil ? 0 : 1) } }

    /// Returns and clears the damage accumulated since the last call.
    public func takeDamage() -> DamageRegion {
        let result = damage
        damage = DamageRegion()
        return result
    }

    /// Damages every pixel `box` and its descendants painted (siblings drawn in a new order).
    func damageSubtree(of box: RenderBox) {
        damage.add(box.subtreeBounds, clip: canvasBounds)
    }

    /// Marks the whole canvas damaged (a full repaint).
    public func damageAll() {
        damage.add(canvasBounds, clip: canvasBounds)
    }
}
