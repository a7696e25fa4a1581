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
    @exclusivity(unchecked) public internal(set) var boxes: [BoxID: RenderBox] = [:]
    public internal(set) var roots: [RenderBox] = []
    /// The accessibility elements, once something asked for them (`accessibility`): told of
    /// every change set from then on.
    var accessibilityTree: AccessibilityTree?
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
    var needsLayout = true
    /// Counts `setChildren` operations, to tell a box's kept children from its detached ones.
    @exclusivity(unchecked) var detachPass: UInt32 = 0
    @exclusivity(unchecked) var damage = DamageRegion()
    var canvasBounds = PixelRect(x: 0, y: 0, width: 0, height: 0)
    var reportedFontErrors: Set<String> = []
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
    @exclusivity(unchecked) var layoutNesting = 0
    var reportedTooDeep = false
    /// Set when a box with an `.alignmentGuide` first appears; layouts look for explicit guides
    /// only from then on.
    @exclusivity(unchecked) var containsAlignmentGuides = false
    /// Set when a box with an `.onHover` first appears; pointer moves hit-test only from then on.
    var containsHoverTargets = false
    /// Set when a box with `.focused` first appears; focus states are kept in step from then on.
    public private(set) var containsFocusLinks = false
    /// Set when a box with `.focusedValue` (or `.prefersDefaultFocus`) first appears.
    public private(set) var containsFocusedValues = false
    public private(set) var containsDefaultFocus = false
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
        if facts.publishesFocusedValue { containsFocusedValues = true }
        if facts.prefersDefaultFocus { containsDefaultFocus = true }
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
    /// The boxes of `.matchedGeometryEffect`, by group.
    let matchedGeometry = MatchedGeometryGroups()

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
    var stackRoom = StackRoom()

    // Layout (RenderTreeLayout.swift)
    /// Boxes whose content or children changed since the last layout.
    var boxesNeedingRelayout: [RenderBox] = []
    var settlePass: UInt32 = 0
    /// Boxes with an `onPlaced` observer that were placed in this layout pass.
    var placedObservers: [RenderBox] = []
    var windowSize = CGSize.zero

    // Damage (RenderTreeDamage.swift)
    /// Counts the passes of `clipBoundsInPass`: what an ancestor kept in an earlier one is stale.
    var clipPass: UInt32 = 0
    /// The ancestors on the way up, reused from call to call.
    var clipChain: [RenderBox] = []
    /// Boxes whose drawing or frame changed since the damage was last recorded.
    @exclusivity(unchecked) var boxesNeedingPaint: [RenderBox] = []
    /// The boxes each canvas keeps for the texts and images its drawing shows, by the canvas's
    /// box (`CanvasContentMeasurer`): beside the tree, so other boxes carry nothing for it.
    var canvasContentBoxes: [BoxID: [RenderBox]] = [:]

    // Queries and hit tests (RenderTreeQueries.swift)
    /// The control the pointer is pressed on (`nil`: none); drawn pressed from the next frame.
    public internal(set) var pressedBox: BoxID?
    /// The control drawn pressed in the last frame: a press and release between two frames
    /// changes nothing on screen, so it damages nothing.
    var drawnPressedBox: BoxID?
    /// The box that shows the keyboard focus's ring (`nil`: none), and the pixels the ring
    /// covered when last painted (FocusRing.swift).
    public var focusRingBox: BoxID?
    var paintedFocusRing: (rect: CGRect, pixels: PixelRect)?
    /// The box a drag's preview shows, and how far from its place it is drawn (DragPreview.swift).
    public var dragPreview: (box: BoxID, offset: CGSize)?
    var paintedDragPreview: (box: BoxID, offset: CGSize, pixels: PixelRect)?

    // Text measurement (RenderTreeText.swift)
    /// The face found last and its font: neighbouring labels mostly share a font, and the
    /// library finds a face by its file's name (a string made and hashed each time).
    var lastFace: (font: Font, face: FontFace)?
    /// The smaller and tighter layouts of texts that may squeeze to fit (`SqueezedText`), by
    /// the shared text they squeeze.
    var squeezedTexts: [ObjectIdentifier: SqueezedText] = [:]

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
}
