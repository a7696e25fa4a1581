import Foundation
import TintBoxes
import TintCore
import TintLayout
import TintRaster
import TintText

/// Applying the reconciler's change sets: boxes inserted, updated, reordered and removed.
extension RenderTree {
    /// Applies one update's changes, in order.
    public func apply(_ changes: consuming ChangeSet) {
        // A first frame inserts every box: room for them at once, not by repeated doubling
        // (each doubling rehashes every box inserted so far).
        if changes.insertCount > 16 { boxes.reserveCapacity(boxes.count + changes.insertCount) }
        // Taken out of the set one by one (moved, not copied: a box's content is large, and a
        // copy retains each of its references).
        animations.begin(changes.transaction)
        var pending = changes.takeOperations()
        // Boxes, children or contents may change: what was found of the tree's shape is stale.
        if !pending.isEmpty { structureGeneration &+= 1 }
        for index in pending.indices {
            var operation = ChangeSet.Operation.setRoot([])
            swap(&operation, &pending[index])
            switch operation {
            case .insert(let id, let content):
                let box = RenderBox(id: id, content: content, tree: self)
                boxes.updateValue(box, forKey: id)?.isInTree = false
                accessibilityTree?.touch(id)
                animations.noteInserted(box)
                needsLayout = true
            case .update(let id, let content, let visual):
                guard let box = boxes[id] else { continue }
                box.setContent(content, visual: visual)
                if visual { needsLayout = true }
                accessibilityTree?.touch(id)
            case .setChildren(let id, let childIDs):
                guard let box = boxes[id] else { continue }
                // A loop rather than `compactMap`: a main-actor closure handed to the standard
                // library checks the executor on every call.
                var children: [RenderBox] = []
                children.reserveCapacity(childIDs.count)
                for childID in childIDs { if let child = boxes[childID] { children.append(child) } }
                reattach(children, replacing: box.children, under: box)
                box.children = children
                accessibilityTree?.touch(id)
                box.invalidateLayout()
                box.invalidateSubtreeBounds()
                needsLayout = true
            case .remove(let id):
                guard let box = boxes[id] else { continue }
                matchedGeometry.leaving(box)
                // Kept on screen (not hit-testable) while a removal transition plays.
                if !animations.beginLeaving(box) { removeSubtree(box) }
                needsLayout = true
            case .setRoot(let ids):
                let newRoots = ids.compactMap { boxes[$0] }
                reattach(newRoots, replacing: roots, under: nil)
                roots = newRoots
                accessibilityTree?.touchRoots()
                needsLayout = true
            case .bodyRan(let run):
                overlays.bodyRan(run)
            case .bodyRunsEnded(let viewID):
                overlays.ended(viewID: viewID, tree: self)
            }
        }
    }

    /// Takes `box` and everything below it out of the tree, erasing their pixels.
    func removeSubtree(_ box: RenderBox) {
        structureGeneration &+= 1
        var stack = [box]
        let animating = animations.isRunning
        while let removed = stack.popLast() {
            damage.add(removed.shownBounds, clip: canvasBounds)
            removed.isInTree = false
            if animating { animations.forget(removed) }
            if boxes[removed.id] === removed {
                boxes[removed.id] = nil
                canvasContentBoxes[removed.id] = nil
                accessibilityTree?.forget(removed.id)
            }
            stack.append(contentsOf: removed.children)
            // Children still going out with their transition go with it, at once: they are
            // drawn with their parent, which is no longer drawn.
            let leaving = animations.leavingBoxes(of: removed)
            if !leaving.isEmpty {
                for child in leaving { animations.forgetLeaving(child) }
                stack.append(contentsOf: leaving)
            }
        }
    }

    /// Sets `parent` on `children`, which replace `old` under it. Old children left out but not
    /// removed (a tab or navigation level not shown) are detached: their pixels are erased, and
    /// they paint again when they are attached again.
    private func reattach(_ children: [RenderBox], replacing old: [RenderBox], under parent: RenderBox?) {
        detachPass &+= 1
        for child in children { child.attachedPass = detachPass }
        for box in old where box.attachedPass != detachPass && box.isInTree && !box.isDetached {
            box.isDetached = true
            box.forEachInPaintOrder(maximumDepth: .max) { damage.add($0.shownBounds, clip: canvasBounds) }
        }
        for child in children {
            child.parent = parent
            if child.isDetached {
                child.isDetached = false
                child.forEachInPaintOrder(maximumDepth: .max) { $0.needsPaint = true }
            }
        }
    }
}
