import TintBoxes
import TintCore
import TintLayout
import TintRaster
import TintText

/// One node of the render tree: a primitive view's frame, layout behaviour and drawing.
///
/// Boxes are created and changed only by applying the reconciler's change sets. A box sizes
/// itself through its layout (containers) or its drawing (leaves), remembers the sizes it gave
/// for recent proposals, and knows the pixels it painted last so damage can erase them.
@MainActor
public final class RenderBox: LayoutItem {
    public let id: BoxID
    // The flags an animation step reads and writes, declared beside the content (Swift lays
    // a class out in declaration order): a step of 10,000 fades read each box's flags from a
    // cache line of their own, hundreds of bytes away from the content, one miss more a box.
    /// Set when the box's content changed in a way that paints the same pixels' area (an
    /// animation step of a colour or an opacity): its painted bounds are kept.
    var keepsPaintedBounds = false
    /// Set when the drawing or frame changed and the damage for it is not yet recorded; the
    /// tree keeps a list of such boxes so that recording damage never walks the whole tree.
    var needsPaint = true {
        didSet { if needsPaint && !oldValue { tree.markNeedsPaint(self) } }
    }
    /// Whether the tree still holds the box: cleared when it is removed (or replaced under its
    /// id), so lists of boxes kept across a change set skip the removed ones without a look-up.
    package internal(set) var isInTree = true
    // The other flags and counters follow, packed together: declared apart, each took a word
    // of its own (a million boxes, 60 MB of padding).
    /// Whether the box was placed once (a box's first frame never animates).
    var wasPlaced = false
    /// Whether `paintedBounds` were worked out for the frame the box has now (cleared when the
    /// frame moves): a flag rather than the frame they were worked out for, 31 bytes less.
    var boundsFitFrame = false
    /// Set when `subtreeBounds` must be computed again (something below painted elsewhere).
    var subtreeBoundsDirty = true
    /// Set when this box itself changed: its subtree bounds are computed from all its children.
    /// Otherwise only `dirtyChildren` changed, and their new bounds are added to the old ones.
    var recomputesSubtreeBounds = true
    /// Whether this box is in its parent's `dirtyChildren` (each child is listed once).
    var isListedAsDirtyChild = false
    /// Set when this box or a descendant changed size or content: its children must be placed
    /// again even if its own frame and proposal did not change (incremental layout).
    private var needsPlacement = true
    /// Whether the layout only passes its child through; kept with the content, because stacks
    /// ask for priorities and roles many times per layout, and the cast is not free.
    private var passesThrough = false
    /// Whether the box was left out of its parent's children without being removed (a tab or
    /// navigation level not shown); it paints again when it is attached again.
    var isDetached = false
    /// The last `setChildren` pass that listed this box (`RenderTree.detachPass`). The tree's
    /// passes and generations are 32-bit and wrap: they are only compared for equality.
    var attachedPass: UInt32 = 0
    /// The last relayout pass that settled this box (`RenderTree.settleRelayouts`).
    var settledPass: UInt32 = 0
    /// The box's number of ancestors, as worked out in relayout pass `depthPass`.
    var depthInTree: Int32 = 0
    var depthPass: UInt32 = 0
    /// The structure generation `foldedDrawer` was found at.
    var foldGeneration: UInt32 = .max
    /// `@exclusivity(unchecked)`: layout reads the content (its role, priority, drawing)
    /// several times per size query; it is only ever written by `setContent`, never while read.
    @exclusivity(unchecked) public private(set) var content: BoxContent
    /// `@exclusivity(unchecked)`, as `container`: read for every box of every walk (paint, hit
    /// testing, layout), written only when the structure changes, never during a walk.
    @exclusivity(unchecked) public internal(set) var children: [RenderBox] = [] {
        // Layout asks for the subviews on every measure and place: build them once per change.
        didSet {
            subviews = LayoutSubviews(children, layoutDirection: facts.mirrorsChildren ? .rightToLeft : .leftToRight)
            runner?.invalidateCache()
            refreshZOrder()
        }
    }
    /// What only a box with children or a layout keeps (`BoxContainerState`); `nil` for a leaf.
    @exclusivity(unchecked) private var container: BoxContainerState?
    private var madeContainer: BoxContainerState {
        if let container { return container }
        let made = BoxContainerState()
        container = made
        return made
    }
    // The container's fields, read as if stored here. Arrays are changed in place (`_modify`):
    // through a getter and a setter, an append would copy the array.
    var zOrderedChildren: [RenderBox]? {
        get { container?.zOrderedChildren }
        set { if newValue != nil || container != nil { madeContainer.zOrderedChildren = newValue } }
    }
    private var subviews: LayoutSubviews {
        get { container?.subviews ?? LayoutSubviews([]) }
        _modify { yield &madeContainer.subviews }
    }
    var dirtyChildren: [RenderBox] {
        get { container?.dirtyChildren ?? [] }
        _modify { yield &madeContainer.dirtyChildren }
    }
    /// For a group: the one box drawing in the chain under it (`RenderTree.singleDrawer`), as
    /// found at structure generation `foldGeneration`.
    var foldedDrawer: RenderBox? {
        get { container?.foldedDrawer }
        set { if newValue != nil || container != nil { madeContainer.foldedDrawer = newValue } }
    }
    /// What of its descendants may show, if found in clip pass `pass` (`RenderTree.clipBoundsInPass`).
    func descendantsClip(in pass: UInt32) -> PixelRect? {
        guard let container, container.clipPass == pass else { return nil }
        return container.descendantsClip.rect
    }

    /// Keeps what of its descendants may show, found in clip pass `pass` (a box with children:
    /// a leaf has no descendants to ask for it, and keeps nothing).
    func keepDescendantsClip(_ clip: PixelRect, pass: UInt32) {
        guard let container else { return }
        container.clipPass = pass
        container.descendantsClip = PackedPixelRect(clip)
    }

    /// Empties `dirtyChildren` (of a container: a leaf has none, and makes no container state).
    func forgetDirtyChildren() {
        guard let container, !container.dirtyChildren.isEmpty else { return }
        for child in container.dirtyChildren { child.isListedAsDirtyChild = false }
        container.dirtyChildren.removeAll(keepingCapacity: true)
    }
    private var runner: LayoutRunner? {
        get { container?.runner }
        set { if newValue != nil || container != nil { madeContainer.runner = newValue } }
    }
    /// `unowned(unsafe)`: a box is removed with its parent (a removal takes the subtree), so
    /// the parent outlives it; a weak reference would give every parent a side table, and every
    /// retain and release of a box (several per layout query) the slow, atomic path.
    unowned(unsafe) var parent: RenderBox?
    /// The frame as drawn now, in points, in root coordinates: the last layout's
    /// (`layoutFrame`), or on its way there while an animation moves it (`Animations`).
    ///
    /// This and the other geometry and text fields below skip the run-time exclusivity check
    /// (`@exclusivity(unchecked)`), as `content` does: layout and painting read them for every
    /// box many times a pass, each checked read an insert into a thread-local access set (a
    /// twentieth of a first frame with the body runs' checks). A box is touched only on the
    /// main actor by the tree's passes, which never hold an access across a call that could
    /// reach the same field.
    @exclusivity(unchecked) public internal(set) var frame: CGRect = .zero {
        didSet { if frame != oldValue { boundsFitFrame = false } }
    }
    /// The frame the last layout gave the box: where it is going when it animates. Layout
    /// works from these; drawing and clicks from `frame`.
    @exclusivity(unchecked) public internal(set) var layoutFrame: CGRect = .zero
    /// The pixels this box (not its children) painted last; erased when it changes.
    var paintedBounds: PixelRect {
        get { packedPaintedBounds.rect }
        set { packedPaintedBounds = PackedPixelRect(newValue) }
    }
    /// The part of `paintedBounds` its clipping ancestors let show: what damage records, so
    /// content scrolling outside a viewport damages only the viewport. (Painting decides from
    /// `paintedBounds`, which stays right when a viewport grows over content that did not move.)
    var shownBounds: PixelRect {
        get { packedShownBounds.rect }
        set { packedShownBounds = PackedPixelRect(newValue) }
    }
    /// The pixels this box and all its descendants painted: painting skips a subtree whose
    /// bounds miss the damage, so a repaint costs the boxes it touches, not the whole tree.
    var subtreeBounds: PixelRect {
        get { packedSubtreeBounds.rect }
        set { packedSubtreeBounds = PackedPixelRect(newValue) }
    }
    @exclusivity(unchecked) private var packedPaintedBounds = PackedPixelRect.zero
    @exclusivity(unchecked) private var packedShownBounds = PackedPixelRect.zero
    @exclusivity(unchecked) private var packedSubtreeBounds = PackedPixelRect.zero

    /// Marks this box's and its ancestors' subtree bounds for recomputation: this box from all
    /// its children, each ancestor from the one child on the path (a row that changed in a
    /// 1,000-row stack does not make the stack look at its 999 other rows).
    func invalidateSubtreeBounds() {
        recomputesSubtreeBounds = true
        guard !subtreeBoundsDirty else { return }
        subtreeBoundsDirty = true
        var child = self
        while let parent = child.parent {
            if !child.isListedAsDirtyChild {
                child.isListedAsDirtyChild = true
                parent.dirtyChildren.append(child)
            }
            if parent.subtreeBoundsDirty { return }
            parent.subtreeBoundsDirty = true
            child = parent
        }
    }
    /// The proposal of the last placement; with an unchanged frame and nothing below changed,
    /// placing again would give every descendant the same frame, so it is skipped.
    private var lastProposal: ProposedViewSize? {
        get { packedLastProposal == .none ? nil : packedLastProposal.proposal }
        set { packedLastProposal = newValue.map(PackedProposal.init) ?? .none }
    }
    @exclusivity(unchecked) private var packedLastProposal = PackedProposal.none
    /// What layout and painting ask of the content for every box in every pass (its text,
    /// role, priority, whether it draws, has an overlay, groups, clips or observes placement),
    /// kept here as a plain value: each read through the content is a call into TintReconciler
    /// that copies the value out.
    @exclusivity(unchecked) private(set) var facts: BoxContent.Facts

    /// The text the box draws, when it draws one (out of the content's drawing, which holds it
    /// in a box of its own).
    var text: TextContent? {
        facts.hasText ? content.text : nil
    }

    /// The text box's text as laid out (`SharedText`), shared with the boxes showing the same
    /// text; kept until its content changes (a layout asks for a few proposals, then paints one
    /// of them).
    var sharedText: SharedText? {
        get {
            if case .shared(let shared) = textFound { return shared }
            return nil
        }
        set {
            if let newValue {
                textFound = .shared(newValue)
            } else if case .shared(let shared) = textFound {
                textFound = .face(shared.face)
            }
        }
    }
    /// The font face of a text box, looked up once per content (a look-up hashes the font's
    /// file name, and layout measures text many times).
    var textFace: FontFace? {
        get {
            switch textFound {
            case .nothing: nil
            case .face(let face): face
            case .shared(let shared): shared.face
            }
        }
        set {
            guard let newValue else {
                textFound = .nothing
                return
            }
            // A shared text is laid out in the box's face: it keeps the face.
            if case .shared = textFound { return }
            textFound = .face(newValue)
        }
    }
    /// The face and shared text, in one word: a shared text holds its face, so the two need
    /// not be kept apart once it is found (the box a step smaller on the heap).
    private enum TextFound {
        case nothing
        case face(FontFace)
        case shared(SharedText)
    }
    @exclusivity(unchecked) private var textFound = TextFound.nothing
    /// Whether the text is one line, and its size if so: kept until the content changes.
    @exclusivity(unchecked) var oneLineText = OneLineText.unknown
    @exclusivity(unchecked) private var sizeCache = SmallCache<PackedProposal, CGSize>()
    /// `unowned(unsafe)`: the tree owns its boxes, and boxes are used only through the tree's
    /// host while it lives; a strong reference would make a cycle. Each use still retains and
    /// releases the tree (one pair per use), so a measure takes it once into a local.
    unowned(unsafe) let tree: RenderTree

    /// `detached`: a box of a canvas's drawing (`CanvasContentMeasurer`), which the tree does
    /// not hold, paint or animate.
    init(id: BoxID, content: BoxContent, tree: RenderTree, detached: Bool = false) {
        self.id = id
        self.tree = tree
        self.content = content
        self.facts = content.facts
        let layout = content.layout
        self.runner = layout.map(LayoutRunner.make(for:))
        self.passesThrough = layout is PassthroughLayout
        if detached { return }
        tree.noteFeatures(facts)
        if content.animationScope != nil { tree.animations.scopeChanged(self, fired: false) }
        if let mark = content.matchedGeometry { tree.matchedGeometry.contentChanged(self, from: nil, to: mark, inserted: true) }
        // A new box needs its first paint (`needsPaint` starts true, and an initial value does
        // not run `didSet`).
        tree.markNeedsPaint(self)
    }

    func setContent(_ newContent: BoxContent, visual: Bool) {
        let oldZIndex = facts.zIndex
        if let scope = newContent.animationScope ?? content.animationScope {
            tree.animations.scopeChanged(self, fired: scope.valueChanged(from: content.animationScope))
        }
        if visual, wasPlaced { tree.animations.contentChanging(self, from: content) }
        if newContent.matchedGeometry != nil || !tree.matchedGeometry.isEmpty {
            tree.matchedGeometry.contentChanged(self, from: content.matchedGeometry, to: newContent.matchedGeometry, inserted: false)
        }
        content = newContent
        facts = newContent.facts
        if facts.zIndex != oldZIndex { zIndexChanged() }
        container?.subviews.layoutDirection = facts.mirrorsChildren ? .rightToLeft : .leftToRight
        tree.noteFeatures(facts)
        guard visual else { return }
        // A new content may paint anywhere: an animation step's promise that the bounds stay
        // (`keepsPaintedBounds`, set earlier in this frame) no longer holds.
        keepsPaintedBounds = false
        sharedText = nil
        textFace = nil
        let record = changeRecord()
        if record.oneLineText == nil { record.oneLineText = oneLineText }
        oneLineText = .unknown
        // A runner is kept when the new layout is of its type; otherwise the spacing known
        // before the change is recorded (`sizeIsUnchanged` compares it) and the runner replaced.
        let keepsRunner = newContent.layout.map { runner?.replaceLayout(with: $0) == true } ?? false
        if !keepsRunner {
            if record.spacing == nil { record.spacing = knownSpacing }
            runner = newContent.layout.map(LayoutRunner.make(for:))
        }
        passesThrough = newContent.layout is PassthroughLayout
        needsPaint = true
        invalidateLayout()
    }

    /// Shows `presented` (the content on its way to `content`, from `Animations`): drawing
    /// only, no layout; the target stays in `targetContent`.
    func present(_ presented: BoxContent) {
        tree.structureGeneration &+= 1
        let before = content.effect, fixed = content.hasFixedPaintArea
        content = presented
        facts = presented.facts
        presentationChanged(from: before, fixedArea: fixed && presented.hasFixedPaintArea)
    }

    /// Sets the opacity of the group shown (a step of a fade): nothing else of the content or
    /// its facts changes, and the pixels it covers stay the same.
    func updatePresentedOpacity(_ opacity: Double) {
        // In place: the box holds the only reference to a presented content's storage.
        content.setOpacity(opacity)
        needsPaint = true
        keepsPaintedBounds = true
    }

    /// Changes the content shown in place (an animation step): the box holds the only
    /// reference to a presented content, so nothing is copied.
    func updatePresented(_ change: (inout BoxContent) -> Bool) {
        var presented = content
        content = BoxContent.placeholder
        let before = presented.effect
        let changed = change(&presented)
        content = presented
        guard changed else { return }
        tree.structureGeneration &+= 1
        facts = presented.facts
        presentationChanged(from: before, fixedArea: presented.hasFixedPaintArea)
    }

    /// The shown content changed from one with the group effect `before`: the box repaints,
    /// keeping its painted bounds when they cannot have changed (only colours or the opacity
    /// moved, the group neither made nor dissolved). When a group is made, dissolved or
    /// moved, its descendants paint elsewhere than before: all of it is damaged.
    private func presentationChanged(from before: GroupEffect?, fixedArea: Bool) {
        // A presented state may bring what no content had (a transition's transform): the
        // tree must then map changes inside it through it.
        if facts.reachesBeyondChildren { tree.containsShadows = true }
        let after = content.effect
        needsPaint = true
        keepsPaintedBounds = (before == nil) == (after == nil) && before?.transform == after?.transform
            && before?.shadow == after?.shadow && before?.blur == after?.blur && fixedArea
        // The subtree's old pixels, whether a group moved or one was made or dissolved (a view
        // going out with a move: a group made on it, its old place erased).
        if !keepsPaintedBounds { tree.damageSubtree(of: self) }
    }

    /// Marks the box's layout as changed: the next layout forgets what it measured and
    /// works out, going up, how far the change reaches (`settleSize`).
    func invalidateLayout() {
        tree.markNeedsRelayout(self)
    }

    /// What the box knew before its change, kept until layout compares: out of line, as only
    /// the boxes of a change being settled have one (inline, 90 bytes in every box).
    private final class ChangeRecord {
        /// The sizes this box gave before its change.
        var sizes: [(PackedProposal, CGSize)]?
        var spacing: ViewSpacing?
        /// What the box knew of its text: answers given from a one-line size are not in the
        /// size cache, so that size must be unchanged too.
        var oneLineText: OneLineText?
        /// Whether the size cache had dropped answers when the change was recorded.
        var answersWereDropped = false
    }
    private var record: ChangeRecord?

    private func changeRecord() -> ChangeRecord {
        if let record { return record }
        let made = ChangeRecord()
        record = made
        return made
    }

    /// Forgets what the box measured, keeping its old answers to compare with the new ones.
    func forgetMeasurements() {
        if record?.sizes == nil {
            let record = changeRecord()
            record.sizes = sizeCache.entries
            // Answers the cache dropped cannot be compared: then the box counts as changed.
            record.answersWereDropped = sizeCache.hasEvicted
            if record.spacing == nil { record.spacing = knownSpacing }
        }
        sizeCache.removeAll()
        runner?.cachedSpacing = nil
        needsPlacement = true
        runner?.invalidateCache()
    }

    /// After `forgetMeasurements`: whether the box answers every proposal it answered before
    /// with the same size (and keeps its spacing). Then its parent's layout would come out the
    /// same, and only the box itself needs placing again.
    func sizeIsUnchanged() -> Bool {
        guard packedLastProposal != .none, record?.answersWereDropped != true else { return false }
        let before = record?.sizes ?? []
        let oneLineBefore = record?.oneLineText ?? oneLineText
        if oneLineBefore.isOneLine {
            guard let text = self.text, tree.oneLineText(of: self, text) == oneLineBefore else { return false }
        } else if before.isEmpty {
            return false
        }
        if let spacingBefore = record?.spacing, spacing != spacingBefore { return false }
        return before.allSatisfy { proposal, size in sizeThatFits(proposal.proposal) == size }
    }

    /// Drops what `sizeIsUnchanged` compares with, once the relayout judged the box: no record
    /// outlives the change it was made for.
    func forgetChangeRecord() {
        record = nil
    }

    /// Places the box again where it is, as its parent would (its frame and proposal did not
    /// change), laying out its children again.
    func placeAgainInPlace() {
        guard let proposal = lastProposal else { return }
        needsPlacement = true
        place(atFinal: layoutFrame, proposal: proposal)
    }

    // MARK: LayoutItem

    /// `.layoutPriority`; a box that only passes its one child through (`.accessibilityIdentifier`)
    /// has its child's priority, as such a modifier does not take part in layout.
    public var layoutPriority: Double {
        if facts.layoutPriority != 0 || !passesThrough { return facts.layoutPriority }
        return passedThroughChild?.layoutPriority ?? 0
    }

    /// A layout value set on the box, or on its child through a modifier box (a padding, a
    /// frame, a pass-through) as SwiftUI's traits pass up through modifiers.
    public func layoutValue(for key: ObjectIdentifier) -> Any? {
        var box = self
        while true {
            if let entry = box.content.layoutValue, entry.key == key { return entry.value }
            guard box.children.count == 1, box.passesThrough || box.facts.carriesLayoutValues else { return nil }
            box = box.children[0]
        }
    }

    /// The one child of a box whose layout only passes it through.
    private var passedThroughChild: RenderBox? {
        children.count == 1 && passesThrough ? children[0] : nil
    }

    /// A spacer's minimum length; a box that only passes its one child through (an
    /// `.accessibilityIdentifier`) is as much a spacer as that child.
    public var stackRole: StackRole? {
        if facts.stackRole != nil || !passesThrough { return facts.stackRole }
        return passedThroughChild?.stackRole
    }

    /// The spacing the box answered last, if it is known without asking its layout.
    private var knownSpacing: ViewSpacing? {
        guard let runner else { return ViewSpacing() }
        return runner.cachedSpacing
    }

    /// What the box's `Layout` says through `spacing(subviews:cache:)` (Tint's uniform spacing
    /// unless an app layout says otherwise), kept until the layout or the children change.
    public var spacing: ViewSpacing {
        // A leaf's spacing is the default: nothing to keep.
        guard let runner else { return ViewSpacing() }
        if let cached = runner.cachedSpacing { return cached }
        let spacing = passedThroughChild?.spacing ?? runner.spacing(subviews: subviews)
        runner.cachedSpacing = spacing
        return spacing
    }

    /// True once any box in the tree has set an alignment guide: until then layouts never ask.
    public var mayHaveExplicitAlignments: Bool { tree.containsAlignmentGuides }

    public func explicitAlignment(of key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        guard tree.enterNestedLayout() else { return nil }
        defer { tree.leaveNestedLayout() }
        if let guide = content.alignmentGuide, guide.key == key {
            let dimensions = children.first.map { LayoutSubview($0).dimensions(in: proposal) }
                ?? ViewDimensions(size: sizeThatFits(proposal))
            let value = guide.computeValue(dimensions)
            guard value.isFinite else {
                RuntimeWarnings.emit("\(content.name): alignment guide \(key.id) computed \(value); ignored", fix: "return a finite number from the alignmentGuide closure")
                return nil
            }
            return value
        }
        if let line = key.textBaseline {
            // A text's baseline can move while its size stays (another face of the same line
            // height): once baselines line views up, a change no longer stops at a box whose
            // size is unchanged (as with any explicit guide).
            tree.containsAlignmentGuides = true
            if facts.hasText, let text { return tree.textBaseline(of: self, text, proposal: proposal, line: line) }
        }
        guard let runner else { return nil }
        return runner.explicitAlignment(of: key, in: CGRect(origin: .zero, size: sizeThatFits(proposal)), proposal: proposal, subviews: subviews)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        // A label measured before answers most proposals from its one-line size, without a
        // cache entry (`sizeIsUnchanged` accounts for the answers given this way).
        if let size = oneLineText.size(for: proposal) { return size }
        let key = PackedProposal(proposal)
        if let cached = sizeCache[key] { return cached }
        let size = measure(proposal)
        sizeCache.insert(size, for: key)
        return size
    }

    private func measure(_ proposal: ProposedViewSize) -> CGSize {
        // One strong copy of the tree for the whole measure: every use of the `unowned(unsafe)`
        // property retains and releases it.
        let tree = self.tree
        guard tree.enterNestedLayout() else { return .zero }
        defer { tree.leaveNestedLayout() }
        if let runner { return runner.sizeThatFits(proposal, subviews: subviews) }
        if let role = facts.stackRole {
            // A stack sizes spacers and dividers itself; this is their size anywhere else, or
            // at the exact size a stack placed them.
            return role.standaloneSize(proposal)
        }
        if facts.hasText {
            // Once the text has a shared layout, its sizes come from there, without reading the
            // content (a cold object by the time layout asks again).
            if let sharedText { return tree.textSize(of: self, in: sharedText, proposal: proposal) }
            if let text = self.text { return tree.textSize(of: self, text, proposal: proposal) }
        }
        if case .image(let image) = content.drawing {
            // An image is its natural size unless resizable; then it takes what it is offered
            // (its natural size where nothing is).
            let natural = tree.naturalSize(of: image)
            return image.resizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural
        }
        if case .canvas(let drawing) = content.drawing, let natural = drawing.designSize {
            // An image drawn by code (`Image(size:renderer:)`) is its size, as an image is.
            return drawing.resizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural
        }
        // Fills, bezels, shapes and borders take what they are offered.
        return facts.hasDrawing ? proposal.replacingUnspecifiedDimensions() : .zero
    }

    public func place(in frame: CGRect, proposal: ProposedViewSize) {
        // A mirroring parent's layout placed this box left to right: flip it into place.
        if let parent, parent.facts.mirrorsChildren {
            var mirrored = frame
            mirrored.origin.x = parent.layoutFrame.minX + parent.layoutFrame.maxX - frame.maxX
            place(atFinal: mirrored, proposal: proposal)
        } else {
            place(atFinal: frame, proposal: proposal)
        }
    }

    /// A copy of this box showing `old`, placed where this box is drawn: a content transition's
    /// old drawing, drawn as a leaving box while it goes out (`Animations.startSwap`).
    func ghost(showing old: BoxContent) -> RenderBox {
        let ghost = RenderBox(id: id, content: old, tree: tree, detached: true)
        ghost.parent = parent
        ghost.place(atFinal: frame, proposal: lastProposal ?? ProposedViewSize(frame.size))
        tree.markNeedsPaint(ghost)
        return ghost
    }

    /// Places the box at `frame` in root coordinates, as it is (no mirroring): a matched
    /// geometry's member put where its group's source is.
    func placeAt(_ frame: CGRect, proposal: ProposedViewSize) {
        place(atFinal: frame, proposal: proposal)
    }

    /// Places the box at `frame`, already where it goes (mirrored if its parent mirrors).
    private func place(atFinal frame: CGRect, proposal: ProposedViewSize) {
        if frame != layoutFrame || !wasPlaced {
            // Only moved: placed before, asked as before, the same size, nothing inside changed.
            let moved = wasPlaced && !needsPlacement && frame.size == layoutFrame.size && proposal == lastProposal
            let dx = frame.minX - layoutFrame.minX, dy = frame.minY - layoutFrame.minY
            layoutFrame = frame
            // What it draws follows the layout frame (a text's lines are laid out at its size)
            // even while the frame drawn has not moved yet: an animation step's promise that
            // the painted bounds stay no longer holds.
            keepsPaintedBounds = false
            if wasPlaced {
                // Drawn there now, or on its way there when the change animates.
                tree.animations.move(self, to: frame)
            } else {
                wasPlaced = true
                self.frame = frame
            }
            needsPaint = true
            if moved, moveChildren(dx, dy) { return }
        } else if !needsPlacement, proposal == lastProposal {
            return
        }
        needsPlacement = false
        lastProposal = proposal
        let observesPlacement = facts.observesPlacement
        guard observesPlacement || runner != nil else { return }
        let tree = self.tree
        if observesPlacement { tree.recordPlacement(of: self) }
        guard let runner, tree.enterNestedLayout() else { return }
        defer { tree.leaveNestedLayout() }
        runner.placeSubviews(in: frame, proposal: proposal, subviews: subviews)
    }

    /// After the box only moved by (`dx`, `dy`): its children moved by as much, without its
    /// layout placing them again, when the layout places relative to its bounds
    /// (`_PlacesSubviewsRelatively`) and every child was placed before. False, with nothing
    /// moved, otherwise. A scroll view's content moves this way at every step of a scroll:
    /// placed again, each of its rows asked its children for their sizes (a `VStack` of 1,000
    /// rows took 24 ms a step).
    private func moveChildren(_ dx: CGFloat, _ dy: CGFloat) -> Bool {
        if let runner, !runner.placesRelatively { return false }
        for child in children where !child.wasPlaced || child.packedLastProposal == .none { return false }
        let tree = self.tree
        if facts.observesPlacement { tree.recordPlacement(of: self) }
        guard !children.isEmpty, tree.enterNestedLayout() else { return true }
        defer { tree.leaveNestedLayout() }
        for child in children {
            child.place(atFinal: child.layoutFrame.offsetBy(dx: dx, dy: dy), proposal: child.packedLastProposal.proposal)
        }
        return true
    }

    /// The placement last handed to `content.onPlaced` (out of line: few boxes observe it).
    var lastPlacement: OutOfLine<BoxPlacement>?

    /// The part of `frame` that can show: cut by every clipping ancestor's frame (scroll views,
    /// `.clipped()`) and by the window.
    func visibleRect(in window: CGRect) -> CGRect {
        var visible = layoutFrame.intersection(window)
        forEachClippingAncestor { visible = visible.intersection($0.layoutFrame) }
        return visible.isNull ? .zero : visible
    }

    /// Calls `body` with each ancestor that clips its content (scroll views, `.clipped()`),
    /// nearest first.
    func forEachClippingAncestor(_ body: (RenderBox) -> Void) {
        var ancestor = parent
        while let box = ancestor {
            if box.facts.clips { body(box) }
            ancestor = box.parent
        }
    }

    /// Calls `body` with each box that input can reach, in paint order: boxes that block hits
    /// (`.allowsHitTesting(false)`, `.disabled`) are passed by with everything inside them.
    func forEachHittable(_ body: (RenderBox) -> Void) {
        var stack: [(box: RenderBox, depth: Int)] = [(self, 0)]
        while let (box, depth) = stack.popLast() {
            if box.content.blocksHits { continue }
            body(box)
            guard depth < RenderTree.maximumDepth else { continue }
            for child in box.childrenInPaintOrder.reversed() { stack.append((child, depth + 1)) }
        }
    }

    /// This box and its descendants, parents first (paint order), down to `maximumDepth`
    /// levels below this box (deeper boxes are neither laid out nor drawn).
    ///
    /// An explicit stack rather than recursion, so a deep tree cannot overflow the call stack.
    func forEachInPaintOrder(maximumDepth: Int = RenderTree.maximumDepth, _ body: (RenderBox) -> Void) {
        var stack: [(box: RenderBox, depth: Int)] = [(self, 0)]
        while let (box, depth) = stack.popLast() {
            body(box)
            guard depth < maximumDepth else { continue }
            for child in box.childrenInPaintOrder.reversed() { stack.append((child, depth + 1)) }
        }
    }
}
