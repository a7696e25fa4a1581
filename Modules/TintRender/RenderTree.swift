import Foundation
import TintBoxes
import TintCore
import TintLayout
import TintRaster
import TintText

/// The render tree: boxes built from the reconciler's change sets, laid out in a window of a
/// given size, and painted only where something changed (RULES 4.1).
@MainActor
public final class RenderTree {
    // The tree's bookkeeping read or written once or more per box in every pass skips the
    // run-time exclusivity check (`@exclusivity(unchecked)`): only the tree's own main-actor
    // methods touch it, never two accesses at once, and a checked access cost a thread-local
    // access-set insert each time.
    @exclusivity(unchecked) public private(set) var boxes: [BoxID: RenderBox] = [:]
    public private(set) var roots: [RenderBox] = []
    /// Pixels per point.
    public let scale: CGFloat
    public let fonts: FontLibrary
    /// Decodes an image source (set by the host, which knows SDL2_image); without one, images
    /// draw nothing.
    public var imageLoader: ((ImageSource) -> Result<PixelBuffer, ImageLoadError>)?
    /// Decoded images (`ImageCache`).
    let images = ImageCache()
    /// Text blocks shared between boxes showing the same text (`TextLayoutCache`).
    @exclusivity(unchecked) var textLayouts = TextLayoutCache()
    private var needsLayout = true
    /// Counts `setChildren` operations, to tell a box's kept children from its detached ones.
    @exclusivity(unchecked) private var detachPass: UInt32 = 0
    @exclusivity(unchecked) var damage = DamageRegion()
    private(set) var canvasBounds = PixelRect(x: 0, y: 0, width: 0, height: 0)
    private var reportedFontErrors: Set<String> = []
    /// Whether a group shrunk too far to draw was reported (`paintTransformed`).
    var reportedShrunkGroups = false
    /// Pixels of the damaged rectangle being painted: the measure of how large a transformed
    /// group's layer may grow.
    var screenArea = 0
    /// The recording of the last repaint shared between threads, kept for its room: a full
    /// window records tens of thousands of items, and a new list every frame spent a third
    /// of the recording in page faults and copies while it grew.
    var paintRecording: DisplayList?
    /// Large repaints still to be drawn directly (not recorded) because the last recording was
    /// drawn on one thread, too little to share: a window of plain rows repainted whole paid
    /// for recording and gained nothing (161 -> 173 us a frame).
    var directPaintsBeforeRecording = 0
    /// Whether the last recording held enough to share: the next is then drawn while it is
    /// recorded (streamed). A first recording, or one after a light one, is drawn after it is
    /// recorded: waking a worker for a light repaint cost more than the repaint.
    var lastRecordingShared = false
    /// How many threads drew the last `paint`'s pixels (0: nothing was painted).
    public internal(set) var lastPaintThreads = 0
    /// How many boxes deep the layout pass is now.
    @exclusivity(unchecked) private var layoutNesting = 0
    private var reportedTooDeep = false
    /// Set when a box with an `.alignmentGuide` first appears; layouts look for explicit guides
    /// only from then on.
    @exclusivity(unchecked) var containsAlignmentGuides = false
    /// Set when a box with an `.onHover` first appears; pointer moves hit-test only from then on.
    var containsHoverTargets = false
    /// Set when a box with `.focused` first appears; focus states are kept in step from then on.
    public private(set) var containsFocusLinks = false
    /// Set when a box with `.shadow` or a transform first appears: a change inside one repaints
    /// it all.
    var containsShadows = false
    /// The descendants' bounds of the groups worked out so far in this layout pass (inside out);
    /// `nil` outside the pass, where a subtree may have changed since.
    var groupDescendantsMemo: [ObjectIdentifier: PixelRect]?

    /// Notes the features a box's content brings to the tree, which turn on work skipped
    /// until something uses them.
    func noteFeatures(_ facts: BoxContent.Facts) {
        if facts.setsAlignmentGuide { containsAlignmentGuides = true }
        if facts.observesHover { containsHoverTargets = true }
        if facts.linksFocus { containsFocusLinks = true }
        if facts.reachesBeyondChildren { containsShadows = true }
        if facts.zIndex != 0 { containsZIndices = true }
        if facts.hasHitShape { containsHitShapes = true }
    }

    /// Whether any box ever had a `.zIndex` or a `.contentShape`: until one does, drawing order
    /// and hit tests look at no modifier chains.
    var containsZIndices = false
    /// Bumped whenever boxes, children, contents or leaving views may have changed: what was
    /// found of the tree's shape at another generation is worked out again.
    var structureGeneration: UInt32 = 0
    var containsHitShapes = false

    /// Boxes nested deeper than this are not laid out or drawn (a runtime warning says so):
    /// layout is recursive by nature (a parent's size needs its children's), and past this
    /// depth a debug build's stack would run out. The view graph below keeps its state.
    public static let maximumDepth = 1_000

    /// The debug tint, render-count badges and heads-up display (RULES 4.2).
    let overlays = DebugOverlays()
    /// Frames and contents on their way to what the last update produced.
    let animations = Animations()

    /// Less motion: moves, scales and turns are drawn at once, insertions and removals fade.
    public var reducesMotion: Bool {
        get { animations.reducesMotion }
        set { animations.reducesMotion = newValue }
    }

    /// Whether anything animates: the host draws frames until nothing does.
    public var isAnimating: Bool { animations.isRunning }
    /// How many boxes animate now.
    public var animationCount: Int { animations.count }

    /// Starts a frame at `date`: animations move to where they are then. Call before the
    /// frame's update is applied.
    public func beginFrame(at date: Date) {
        if animations.advance(to: date.timeIntervalSinceReferenceDate) { needsLayout = true }
        for gone in animations.finishedLeaving where gone.isInTree {
            // The leaving list kept the parent alive (`parent` is unowned): held here until
            // it is told, and told only if it is still in the tree (it may have been removed
            // while its child was going out).
            let parent = gone.parent
            animations.forgetLeaving(gone)
            if let parent, parent.isInTree { parent.invalidateSubtreeBounds() }
            removeSubtree(gone)
        }
        animations.finishedLeaving.removeAll()
    }

    /// Ends the frame begun with `beginFrame`: completions of transactions that animated
    /// nothing run.
    public func endFrame() {
        animations.endFrame()
    }

    /// Which debug overlays show; turning one off erases it at the next frame.
    public var debugOverlayOptions: DebugOverlayOptions {
        get { overlays.options }
        set { overlays.setOptions(newValue, tree: self) }
    }

    /// The heads-up display's lines (`nil`: hidden); drawn over everything at the top-right.
    public func setHeadsUpDisplay(_ lines: [String]?) {
        overlays.setHeadsUpDisplay(lines, tree: self)
    }

    /// The room left on the stack of the thread laying out or painting.
    private var stackRoom = StackRoom()

    /// Boxes hold their children: releasing a root would release the tree through a recursion
    /// as deep as the tree (100,000 nested stacks overflowed the stack). Every box lets go of
    /// its children first, so each is released on its own, in a loop.
    isolated deinit {
        for box in boxes.values where !box.children.isEmpty { box.children = [] }
    }

    public init(scale: CGFloat = 1, fonts: FontLibrary = .shared) {
        self.scale = scale
        self.fonts = fonts
    }

    // MARK: Changes

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
                animations.noteInserted(box)
                needsLayout = true
            case .update(let id, let content, let visual):
                guard let box = boxes[id] else { continue }
                box.setContent(content, visual: visual)
                if visual { needsLayout = true }
            case .setChildren(let id, let childIDs):
                guard let box = boxes[id] else { continue }
                // A loop rather than `compactMap`: a main-actor closure handed to the standard
                // library checks the executor on every call.
                var children: [RenderBox] = []
                children.reserveCapacity(childIDs.count)
                for childID in childIDs { if let child = boxes[childID] { children.append(child) } }
                reattach(children, replacing: box.children, under: box)
                box.children = children
                box.invalidateLayout()
                box.invalidateSubtreeBounds()
                needsLayout = true
            case .remove(let id):
                guard let box = boxes[id] else { continue }
                // Kept on screen (not hit-testable) while a removal transition plays.
                if !animations.beginLeaving(box) { removeSubtree(box) }
                needsLayout = true
            case .setRoot(let ids):
                let newRoots = ids.compactMap { boxes[$0] }
                reattach(newRoots, replacing: roots, under: nil)
                roots = newRoots
                needsLayout = true
            case .bodyRan(let run):
                overlays.bodyRan(run)
            case .bodyRunsEnded(let viewID):
                overlays.ended(viewID: viewID, tree: self)
            }
        }
    }

    /// Takes `box` and everything below it out of the tree, erasing their pixels.
    private func removeSubtree(_ box: RenderBox) {
        structureGeneration &+= 1
        var stack = [box]
        let animating = animations.isRunning
        while let removed = stack.popLast() {
            damage.add(removed.shownBounds, clip: canvasBounds)
            removed.isInTree = false
            if animating { animations.forget(removed) }
            if boxes[removed.id] === removed { boxes[removed.id] = nil }
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

    // MARK: Layout

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
        // Inserted views come in from their transition's state, which may depend on their
        // size: worked out now, and its first state recorded for painting.
        if animations.startInsertions() { layoutBoxes(in: size) }
        overlays.refresh(in: self, afterLayout: laidOut)
        refreshPressedLook()
    }

    /// Boxes whose content or children changed since the last layout.
    private var boxesNeedingRelayout: [RenderBox] = []
    private var settlePass: UInt32 = 0

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
    private func depth(of box: RenderBox) -> Int {
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

    /// Places every box whose size inputs changed and records the damage of every box whose
    /// frame or drawing changed.
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
    /// Counts the passes of `clipBoundsInPass`: what an ancestor kept in an earlier one is stale.
    private var clipPass: UInt32 = 0
    /// The ancestors on the way up, reused from call to call.
    private var clipChain: [RenderBox] = []

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

    /// Boxes with an `onPlaced` observer that were placed in this layout pass.
    private var placedObservers: [RenderBox] = []
    private var windowSize = CGSize.zero

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
            let placement = BoxPlacement(
                frame: box.layoutFrame, visibleRect: box.visibleRect(in: window), childFrames: box.children.map(\.layoutFrame))
            guard placement != box.lastPlacement?.value, let observer = box.content.onPlaced else { continue }
            box.lastPlacement = OutOfLine(placement)
            observer(placement)
            delivered = true
        }
        return delivered
    }

    /// Boxes whose drawing or frame changed since the damage was last recorded.
    @exclusivity(unchecked) private var boxesNeedingPaint: [RenderBox] = []

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

    // MARK: Queries

    /// The frame of the view tagged `.accessibilityIdentifier(identifier)`.
    public func frame(ofIdentifier identifier: String) -> CGRect? {
        var found: CGRect?
        for root in roots {
            root.forEachInPaintOrder { box in
                if found == nil, box.content.identifier == identifier { found = box.frame }
            }
        }
        return found
    }

    /// The topmost box under `point` that reacts to taps: the last one painted.
    public func actionTarget(at point: CGPoint) -> RenderBox? {
        // Children may overflow their parent (RULES 3.4), so every subtree is searched.
        topmostBox(at: point) { $0.content.action != nil }
    }

    /// The boxes with a `.focused` link, in paint order, each with the first text field inside.
    public func focusLinks() -> [(box: RenderBox, field: RenderBox?)] {
        var links: [(box: RenderBox, field: RenderBox?)] = []
        guard containsFocusLinks else { return links }
        for root in roots {
            root.forEachInPaintOrder { box in
                guard box.content.focusLink != nil else { return }
                var field: RenderBox?
                box.forEachInPaintOrder { inner in if field == nil, inner.content.textInput != nil { field = inner } }
                links.append((box, field))
            }
        }
        return links
    }

    /// The root box that `id` hangs under (itself when it is a root); `nil` when it is not in
    /// the tree.
    /// Whether the box is on screen: in the tree, or removed and still going out with its
    /// removal transition.
    public func isShown(_ id: BoxID) -> Bool {
        boxes[id]?.isInTree == true
    }

    public func root(of id: BoxID) -> RenderBox? {
        guard var box = boxes[id] else { return nil }
        while let parent = box.parent { box = parent }
        return box
    }

    /// The link of a text (markdown's `[text](url)`) drawn under `point`, and the action that
    /// opens it: the piece of the line whose stretch holds the point.
    public func link(at point: CGPoint) -> (url: URL, open: URLOpener)? {
        guard let box = topmostBox(at: point, where: { $0.text?.openURL != nil }), let text = box.text,
              let runs = text.runs, let open = text.openURL else { return nil }
        // The point in the box's own coordinates (transforms undone), in pixels.
        var local: CGPoint?
        for root in roots where local == nil {
            root.forEachHittable(at: point, scale: scale) { hit, at in if hit === box { local = at } }
        }
        guard let local else { return nil }
        let px = Int((local.x * scale).rounded(.down)), py = Int((local.y * scale).rounded(.down))
        var found: URL?
        forEachLine(of: box, text) { block, index, x, y in
            guard found == nil, py >= y, py < y + block.lineAdvance else { return }
            for run in block.lines[index].runs where px >= x + run.x && px < x + run.x + run.width {
                found = runs[Swift.min(Swift.max(0, run.style), runs.count - 1)].link
            }
        }
        return found.map { ($0, open) }
    }

    /// The topmost box under `point` that reacts to a secondary click (`.contextMenu`).
    public func secondaryActionTarget(at point: CGPoint) -> RenderBox? {
        topmostBox(at: point) { $0.content.secondaryAction != nil }
    }

    /// The scroll view to scroll for the view tagged `identifier`: the first inside it, else
    /// the nearest around it.
    public func scrollTarget(identifier: String) -> RenderBox? {
        var tagged: RenderBox?
        for root in roots where tagged == nil {
            root.forEachInPaintOrder { box in
                if tagged == nil, box.content.identifier == identifier { tagged = box }
            }
        }
        guard let tagged else { return nil }
        var inside: RenderBox?
        tagged.forEachInPaintOrder { box in
            if inside == nil, box.content.onScroll != nil { inside = box }
        }
        if let inside { return inside }
        var ancestor = tagged.parent
        while let box = ancestor, box.content.onScroll == nil { ancestor = box.parent }
        return ancestor
    }

    /// The control the pointer is pressed on (`nil`: none); drawn pressed from the next frame.
    public private(set) var pressedBox: BoxID?
    /// The control drawn pressed in the last frame: a press and release between two frames
    /// changes nothing on screen, so it damages nothing.
    private(set) var drawnPressedBox: BoxID?

    /// Marks `box` as pressed (or none).
    public func setPressed(_ box: RenderBox?) {
        pressedBox = box?.id
    }

    /// Damages the controls whose pressed look changes in this frame.
    private func refreshPressedLook() {
        guard pressedBox != drawnPressedBox else { return }
        for id in [drawnPressedBox, pressedBox] {
            if let box = id.flatMap({ boxes[$0] }) { damage.add(box.shownBounds, clip: canvasBounds) }
        }
        drawnPressedBox = pressedBox
    }

    /// The topmost box under `point` with a drag gesture.
    public func dragTarget(at point: CGPoint) -> RenderBox? {
        topmostBox(at: point) { $0.content.drag != nil }
    }

    /// The action a key press triggers (`.keyboardShortcut`, a list's keys): that of the first
    /// control inside the first box whose shortcut it is, in paint order; but when the key
    /// belongs to several (two lists' Delete), the one whose area holds `point` (the last
    /// click), as the view clicked last holds the keyboard on a desktop.
    public func shortcutAction(keyName: String, shift: Bool, control: Bool, near point: CGPoint? = nil) -> (@MainActor (ActionEvent) -> Void)? {
        // The topmost root first: a presentation's Escape wins over the window's.
        for root in roots.reversed() {
            var first: (@MainActor (ActionEvent) -> Void)?
            var near: (@MainActor (ActionEvent) -> Void)?
            root.forEachHittable { box in
                guard near == nil, let shortcut = box.content.shortcut, shortcut.matches(keyName: keyName, shift: shift, control: control),
                      let action = firstAction(in: box) else { return }
                if first == nil { first = action }
                if let point, RenderTree.area(of: box).contains(point) { near = action }
            }
            if let chosen = near ?? first { return chosen }
        }
        return nil
    }

    /// The first action in `box`'s subtree, in paint order.
    private func firstAction(in box: RenderBox) -> (@MainActor (ActionEvent) -> Void)? {
        var action: (@MainActor (ActionEvent) -> Void)?
        box.forEachInPaintOrder { inner in
            if action == nil, let found = inner.content.action { action = found }
        }
        return action
    }

    /// The area a key command answers for: the frame of the nearest box around it that has one
    /// (a list's key commands take no space; the list around them does).
    private static func area(of box: RenderBox) -> CGRect {
        var current: RenderBox? = box
        while let candidate = current {
            if candidate.frame.width > 0, candidate.frame.height > 0 { return candidate.frame }
            current = candidate.parent
        }
        return .null
    }

    /// The first box in `root`, in paint order, that takes keyboard input (a text field): where
    /// the focus goes when a sheet opens.
    public func firstTextInput(in root: RenderBox) -> RenderBox? {
        var found: RenderBox?
        root.forEachInPaintOrder { box in
            if found == nil, box.content.textInput != nil { found = box }
        }
        return found
    }

    /// The topmost box under `point` that takes keyboard input (a text field).
    public func textInputTarget(at point: CGPoint) -> RenderBox? {
        topmostBox(at: point) { $0.content.textInput != nil }
    }

    /// Where the caret of the edited text inside `field` is drawn, in points (a line's height
    /// tall): where an input method's candidate window goes. nil without a caret.
    public func caretRect(in field: RenderBox) -> CGRect? {
        var rect: CGRect?
        field.forEachInPaintOrder { box in
            guard rect == nil, let text = box.text, let marks = text.editing, let caret = marks.caret,
                  let face = box.textFace else { return }
            // Where the caret is drawn: the line's origin (aligned, and moved along with a
            // field's caret) plus the caret's offset in the shaped line.
            forEachLine(of: box, text) { block, index, x, y in
                let holder = block.line(holding: caret)
                guard holder.index == index else { return }
                let at = caretOffset(holder.offset, in: block.lineTexts[index], of: text, face: face)
                rect = CGRect(x: CGFloat(x + at) / scale, y: CGFloat(y) / scale, width: 1, height: CGFloat(face.height) / scale)
            }
        }
        return rect
    }

    /// The box painted last (topmost) among those under `point` that pass `test`.
    private func topmostBox(at point: CGPoint, where test: (RenderBox) -> Bool) -> RenderBox? {
        var hit: RenderBox?
        for root in roots {
            root.forEachHittable(at: point, scale: scale) { box, local in
                if box.frame.contains(local), test(box) { hit = box }
            }
        }
        return hit
    }

    /// The boxes under `point` that want to hear of the pointer (`.onHover`), outermost first.
    public func hoverTargets(at point: CGPoint) -> [RenderBox] {
        var hits: [RenderBox] = []
        guard containsHoverTargets else { return hits }
        for root in roots {
            root.forEachHittable(at: point, scale: scale) { box, local in
                if box.content.onHover != nil, box.frame.contains(local) { hits.append(box) }
            }
        }
        return hits
    }

    /// The innermost scroll view under `point` (where a wheel turns).
    public func scrollTarget(at point: CGPoint) -> RenderBox? {
        topmostBox(at: point) { $0.content.onScroll != nil }
    }

    // MARK: Depth

    /// Counts one more level of nested layout; false (with a warning, once) past `maximumDepth`.
    /// Also false where the thread's stack is too short for another level (checked every 8
    /// levels; see `StackRoom`).
    func enterNestedLayout() -> Bool {
        guard layoutNesting < RenderTree.maximumDepth, layoutNesting % 8 != 7 || hasStackRoom() else {
            if !reportedTooDeep {
                reportedTooDeep = true
                RuntimeWarnings.emit("Views are nested more than \(layoutNesting) render boxes deep (at most \(RenderTree.maximumDepth) are laid out, fewer where the thread's stack is short); the deeper ones are not laid out or drawn (their state is kept)")
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

    // MARK: Text

    func face(for font: Font) -> FontFace? {
        if let last = lastFace, last.font == font { return last.face }
        let face = opening { () throws(FontError) in try fonts.face(for: font, scale: scale) }
        if let face { lastFace = (font, face) }
        return face
    }

    /// The face found last and its font: neighbouring labels mostly share a font, and the
    /// library finds a face by its file's name (a string made and hashed each time).
    private var lastFace: (font: Font, face: FontFace)?

    /// The symbol font with an em of `size` points (`SystemSymbols`).
    func symbolFace(size: CGFloat) -> FontFace? {
        opening { () throws(FontError) in try fonts.symbolFace(size: size, scale: scale) }
    }

    /// The face `open` opens, or nil with its error warned once.
    private func opening(_ open: () throws(FontError) -> FontFace) -> FontFace? {
        do {
            return try open()
        } catch {
            if reportedFontErrors.insert(error.description).inserted { RuntimeWarnings.emit(error.description) }
            return nil
        }
    }

    /// The size of `text` under `proposal`: its single-line size when the width is unspecified,
    /// else wrapped to the width, and cut (with an ellipsis) to the lines the height allows.
    func textSize(of box: RenderBox, _ text: TextContent, proposal: ProposedViewSize) -> CGSize {
        if let size = oneLineText(of: box, text).size(for: proposal) { return size }
        guard let block = textBlock(of: box, text, width: proposal.width, height: proposal.height) else { return .zero }
        return size(of: block)
    }

    /// The size of a text box's text under `proposal` once its shared text is known.
    func textSize(of box: RenderBox, in shared: SharedText, proposal: ProposedViewSize) -> CGSize {
        if let size = box.oneLineText.size(for: proposal) { return size }
        return size(of: textBlock(in: shared, of: box, width: proposal.width, height: proposal.height))
    }

    /// How far below the box's top the baseline of the first or the last line of `text` lies
    /// under `proposal`, in points (the text's own guide, `.firstTextBaseline`).
    func textBaseline(of box: RenderBox, _ text: TextContent, proposal: ProposedViewSize, line: AlignmentKey.TextBaseline) -> CGFloat? {
        guard let block = textBlock(of: box, text, width: proposal.width, height: proposal.height), let shared = box.sharedText,
              !block.lineWidths.isEmpty else { return nil }
        let index = line == .first ? 0 : block.lineWidths.count - 1
        // A line of one style sits on its face's ascent; a styled line on its highest piece's.
        let ascent = shared.spans == nil ? shared.face.ascent : block.lines[index].ascent
        return CGFloat(index * block.lineAdvance + ascent) / scale
    }

    private func size(of block: TextBlock) -> CGSize {
        CGSize(width: CGFloat(block.width) / scale, height: CGFloat(block.height) / scale)
    }

    /// What `box` knows of `text` without laying it out (`OneLineText`), worked out once per
    /// content.
    func oneLineText(of box: RenderBox, _ text: TextContent) -> OneLineText {
        if box.oneLineText.isUnknown {
            // Styled text is measured by its block (its pieces have faces of their own).
            if text.runs != nil || text.string.utf8.contains(UInt8(ascii: "\n")) {
                box.oneLineText = .multiline
            } else if let face = box.textFace ?? face(for: text.font) {
                box.textFace = face
                let width = face.width(of: text.string)
                box.oneLineText = .oneLine(widthInPixels: width, heightInPixels: face.height, scale: scale)
            } else {
                box.oneLineText = .multiline
            }
        }
        return box.oneLineText
    }

    private func pixels(_ points: CGFloat?) -> Int? {
        OneLineText.pixels(points, scale: scale)
    }

    /// The lines of `text` for a width and height in points (`nil`: unconstrained), from the
    /// box's shared text (`SharedText`). Sizes go to whole pixels with a small tolerance, so a
    /// frame measured from a block gives back the same block when painted.
    func textBlock(of box: RenderBox, _ text: TextContent, width: CGFloat?, height: CGFloat?) -> TextBlock? {
        guard let shared = box.sharedText ?? sharedText(for: box, text) else { return nil }
        return textBlock(in: shared, of: box, width: width, height: height)
    }

    /// The block of a box whose shared text is known: no read of its content.
    func textBlock(in shared: SharedText, of box: RenderBox, width: CGFloat?, height: CGFloat?) -> TextBlock {
        let before = shared.layouts
        var natural: Int?
        if let width = box.oneLineText.widthInPixels { natural = width }
        let block = shared.block(width: pixels(width), height: pixels(height), naturalWidth: natural)
        if shared.layouts != before { textLayouts.noteLayouts(shared.layouts - before, in: shared) }
        return block
    }

    /// Finds (or makes) the shared text of `box` for its content, and keeps it in the box.
    private func sharedText(for box: RenderBox, _ text: TextContent) -> SharedText? {
        guard let face = box.textFace ?? face(for: text.font) else { return nil }
        box.textFace = face
        // The content has no NaN or negative spacing (`LayoutInput`), but a finite one can be any
        // size: bounded before it becomes an `Int`.
        let spacing = Swift.max(0, PixelRect.wholePixels(text.lineSpacing * scale))
        let shared: SharedText
        if let runs = text.runs {
            // Styled text is laid out for its box alone: its styles are not in the shared key.
            var spans: [TextSpan] = []
            spans.reserveCapacity(runs.count)
            for (index, run) in runs.enumerated() {
                spans.append(TextSpan(length: run.length, face: self.face(for: run.font) ?? face, style: index))
            }
            shared = SharedText(string: text.string, face: face, spans: spans, lineSpacing: spacing, lineLimit: text.lineLimit,
                                rightToLeft: text.rightToLeft, truncation: text.truncation)
        } else {
            shared = textLayouts.entry(for: text.string, face: face, lineSpacing: spacing, lineLimit: text.lineLimit,
                                       rightToLeft: text.rightToLeft, truncation: text.truncation)
        }
        box.sharedText = shared
        return shared
    }
}
