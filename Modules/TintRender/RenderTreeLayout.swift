import Foundation
import TintBoxes
import TintCore
import TintLayout
import TintRaster
import TintText

/// Layout: the roots placed in the window, changes settled as far up as sizes change, placements
/// told to the views built from their geometry, and the depth layout may reach.
extension RenderTree {
    /// Lays out the roots in a window of `size` points (each root proposed the whole window and
    /// centred in it, as a SwiftUI window does), then damages every box whose frame or drawing
    /// changed. Does nothing when nothing changed.
    public func layout(in size: CGSize) {
        let bounds = PixelRect(covering: CGRect(origin: .zero, size: size), scale: scale)
        if bounds != canvasBounds {
            canvasBounds = bounds
            needsLayout = true
            for box in boxes.values { box.needsPaint = true }
            damage.add(bounds, clip: bounds)
        }
        animations.startContentAnimations()
        let laidOut = needsLayout
        if needsLayout { layoutBoxes(in: size) }
        if laidOut, !matchedGeometry.isEmpty { matchedGeometry.settle(in: self) }
        // Inserted views come in from their transition's state, which may depend on their
        // size: worked out now, and its first state recorded for painting.
        if animations.startInsertions() { layoutBoxes(in: size) }
        overlays.refresh(in: self, afterLayout: laidOut)
        refreshPressedLook()
        refreshFocusRing()
        refreshDragPreview()
    }


    func markNeedsRelayout(_ box: RenderBox) {
        boxesNeedingRelayout.append(box)
        needsLayout = true
    }

    /// Works out how far each change reaches (incremental layout, as Flutter's relayout
    /// boundaries but found by measuring): a changed box forgets its sizes and measures again
    /// for the proposals it answered before. If every answer is the same, its parent's layout
    /// would not change: the box alone is placed again, where it was. Otherwise the parent
    /// forgets its sizes too, and is judged in turn. A row whose text changed but not its
    /// height re-lays out the row, not the 1,000-row stack around it.
    ///
    /// Boxes are judged deepest first, each once. A box judged before a change below it was
    /// known would measure a sibling subtree from stale sizes, call itself unchanged, and stop
    /// the change from reaching the boxes above (which depended on the order changes arrived in).
    private func settleRelayouts() {
        let changed = boxesNeedingRelayout
        boxesNeedingRelayout.removeAll(keepingCapacity: true)
        settlePass &+= 1
        // Boxes waiting to be judged, by depth below their root.
        var levels: [[RenderBox]] = []
        func enqueue(_ box: RenderBox, depth: Int) {
            guard box.settledPass != settlePass else { return }
            box.settledPass = settlePass
            while levels.count <= depth { levels.append([]) }
            levels[depth].append(box)
        }
        // First every changed box forgets (before any is judged, so no judgement reads a
        // stale size of another).
        for box in changed where box.isInTree {
            box.forgetMeasurements()
            enqueue(box, depth: depth(of: box))
        }
        var placeInPlace: [RenderBox] = []
        var depth = levels.count - 1
        while depth >= 0 {
            // Judging a box enqueues only its parent, one level up: this level does not grow.
            // Every box that forgot is enqueued, so each is judged once, and then done with
            // its record of the sizes before the change.
            for box in levels[depth] {
                // Explicit alignment guides can move without a size change: no shortcut then.
                let unchanged = !containsAlignmentGuides && box.sizeIsUnchanged()
                box.forgetChangeRecord()
                if unchanged {
                    placeInPlace.append(box)
                } else if let parent = box.parent {
                    parent.forgetMeasurements()
                    enqueue(parent, depth: depth - 1)
                }
            }
            depth -= 1
        }
        for box in placeInPlace where box.isInTree { box.placeAgainInPlace() }
    }

    /// The number of ancestors of `box`, found once per settle pass for every box on the way
    /// up (each box remembers its own), so a first frame of a deep tree costs one walk per box.
    func depth(of box: RenderBox) -> Int {
        var path: [RenderBox] = []
        var current: RenderBox? = box
        var known = -1
        while let node = current {
            if node.depthPass == settlePass {
                known = Int(node.depthInTree)
                break
            }
            path.append(node)
            current = node.parent
        }
        for node in path.reversed() {
            known += 1
            node.depthInTree = Int32(truncatingIfNeeded: known)
            node.depthPass = settlePass
        }
        return Int(box.depthInTree)
    }

    /// Places every box whose size inputs changed, then records the damage of every box whose
    /// frame or drawing changed (`recordDamage`).
    private func layoutBoxes(in size: CGSize) {
        needsLayout = false
        settleRelayouts()
        windowSize = size
        let window = CGRect(origin: .zero, size: size)
        let proposal = ProposedViewSize(size)
        for root in roots {
            LayoutSubview(root).place(
                at: AlignmentPlacement.point(in: window, for: .center), anchor: .center, proposal: proposal)
        }
        recordDamage()
    }


    func recordPlacement(of box: RenderBox) {
        placedObservers.append(box)
    }

    /// Tells each box's observer where the last layout placed it, when that changed since it
    /// was last told; returns whether any observer was told (it may have changed views, so the
    /// host updates and lays out again before painting).
    public func deliverPlacements() -> Bool {
        guard !placedObservers.isEmpty else { return false }
        let placed = placedObservers
        placedObservers.removeAll(keepingCapacity: true)
        let window = CGRect(origin: .zero, size: windowSize)
        var delivered = false
        for box in placed where box.isInTree {
            let revealed = box.content.revealing.flatMap { id in boxes[id].flatMap { $0.isInTree ? $0.layoutFrame : nil } }
            let placement = BoxPlacement(
                frame: box.layoutFrame, visibleRect: box.visibleRect(in: window), childFrames: box.children.map(\.layoutFrame),
                revealedFrame: revealed)
            guard placement != box.lastPlacement?.value, let observer = box.content.onPlaced else { continue }
            box.lastPlacement = OutOfLine(placement)
            observer(placement)
            delivered = true
        }
        return delivered
    }


    /// Counts one more level of nested layout; false (with a warning, once) past `maximumDepth`.
    /// Also false where the thread's stack is too short for another level (checked every 8
    /// levels; see `StackRoom`).
    func enterNestedLayout() -> Bool {
        guard layoutNesting < RenderTree.maximumDepth, layoutNesting % 8 != 7 || hasStackRoom() else {
            if !reportedTooDeep {
                reportedTooDeep = true
                RuntimeWarnings.emit("Views are nested more than \(layoutNesting) render boxes deep (at most \(RenderTree.maximumDepth) are laid out, fewer where the thread's stack is short); the deeper ones are not laid out or drawn (their state is kept)", fix: "nest fewer containers (a recursive view that never stops?), or build deep content lazily")
            }
            return false
        }
        layoutNesting += 1
        return true
    }

    /// Whether the stack has room for more nested layout or painting: 256 KiB, some dozens of
    /// levels of a debug build's frames.
    func hasStackRoom() -> Bool {
        stackRoom.hasRoom(256 * 1024)
    }

    func leaveNestedLayout() {
        layoutNesting -= 1
    }
}
