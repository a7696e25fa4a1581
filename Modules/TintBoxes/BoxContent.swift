import TintCore
import TintLayout

/// Everything the render tree needs to know about one primitive view: how it sizes and places
/// children (`layout`), what it draws, and how it reacts. Produced by the reconciler, consumed by
/// TintRender: the reconciler never calls into the render tree (docs/architecture.md "Three trees").
@MainActor
public struct BoxContent {
    /// The fields, in one copy-on-write object (`BoxContentStorage`).
    private var storage: BoxContentStorage

    /// What the render tree asks of a box's content whenever it takes one, read in one call:
    /// each field read from another module is a call that copies the value out (a `Drawing?`
    /// through its enum's value witnesses), and a box used to make a dozen of them.
    public struct Facts {
        // The role after the numbers, so the flags fill the words it leaves (40 bytes, not 48).
        public internal(set) var layoutPriority: Double = 0
        /// Where the box is drawn among its siblings (`.zIndex`): higher over lower.
        public internal(set) var zIndex: Double = 0
        public internal(set) var stackRole: StackRole?
        /// Whether the box shapes where clicks land (`.contentShape`).
        public internal(set) var hasHitShape = false
        /// Whether the drawing is text (the render box reads the text from the drawing: a copy
        /// here doubled every text box's size).
        public internal(set) var hasText = false
        /// Whether the box draws anything itself.
        public internal(set) var hasDrawing = false
        /// Whether the box has an overlay drawing (`.border`).
        public internal(set) var hasOverlay = false
        /// Whether the box composites its subtree as a group, and whether that group clips.
        public internal(set) var hasEffect = false
        public internal(set) var clips = false
        public internal(set) var observesPlacement = false
        public internal(set) var setsAlignmentGuide = false
        public internal(set) var observesHover = false
        public internal(set) var linksFocus = false
        /// Whether the box adds to the focused values, or asks for the focus first.
        public internal(set) var publishesFocusedValue = false
        public internal(set) var prefersDefaultFocus = false
        /// Whether the group draws outside its children's own pixels (a shadow, a transform):
        /// a change inside it repaints it all.
        public internal(set) var reachesBeyondChildren = false
        /// Whether the box places its children mirrored (a right-to-left layout direction).
        public internal(set) var mirrorsChildren = false
        /// Whether the box is a modifier around one child (a padding, a frame) through which
        /// the child's layout values reach the parent's layout.
        public internal(set) var carriesLayoutValues = false
    }

    public var facts: Facts { storage.facts }

    private mutating func uniqueStorage() -> BoxContentStorage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// The container's layout; `nil` for leaves, which size themselves from their drawing.
    /// A getter, not a `_read`: the storage's layout is itself worked out (out of line), and a
    /// coroutine yielding a temporary made its frame with malloc, an allocation per read.
    public var layout: (any Layout)? {
        get { storage.layout }
        set { uniqueStorage().layout = newValue }
    }

    /// What the box draws under its children; `nil` for boxes that only lay out.
    public var drawing: Drawing? {
        // A getter, not a `_read` coroutine: lending this value from a coroutine put the
        // coroutine's frame on the heap, one allocation per read (the painter reads it of
        // every faded group).
        get { storage.drawing }
        set { uniqueStorage().drawing = newValue }
    }

    /// The text drawn, when the drawing is text. A getter, not a `_read`: the render tree asks
    /// it of a text box in every pass, and a coroutine's frame lending it went to the heap.
    public var text: TextContent? {
        guard storage.facts.hasText, case .text(let text)? = storage.drawing else { return nil }
        return text
    }

    /// `.accessibilityIdentifier`, for tests.
    public var identifier: String? {
        _read { yield storage.identifier }
        set { uniqueStorage().identifier = newValue }
    }

    /// Run when the box is tapped (`Button`).
    public var action: BoxAction? {
        get { storage.action }
        set { uniqueStorage().action = newValue }
    }

    /// Told when the pointer goes down on the box's action (`true`) and when the press ends
    /// (`false`): a custom `ButtonStyle`'s `isPressed`.
    public var pressChanged: (@MainActor (Bool) -> Void)? {
        get { storage.pressChanged }
        set { uniqueStorage().pressChanged = newValue }
    }

    /// Run when the box is clicked with the secondary (right) button (`.contextMenu`).
    public var secondaryAction: (@MainActor () -> Void)? {
        get { storage.secondaryAction }
        set { uniqueStorage().secondaryAction = newValue }
    }

    /// Whether clicks, hovers, drags and keys pass by this box and everything in it
    /// (`.allowsHitTesting(false)`, `.disabled(true)`).
    public var blocksHits: Bool {
        get { storage.blocksHits }
        set { uniqueStorage().blocksHits = newValue }
    }

    /// Whether the box's children are placed mirrored in its frame: its layout runs left to
    /// right and each child's frame is then flipped about the box's vertical centre line.
    /// Every box under a right-to-left layout direction mirrors, so the flips compose into
    /// one mirror image of the subtree's layout, as SwiftUI lays out right to left, while text
    /// and images inside keep their own orientation.
    public var mirrorsChildren: Bool {
        get { storage.mirrorsChildren }
        set { uniqueStorage().mirrorsChildren = newValue }
    }

    /// `.focused`: whether a focus state wants the text field inside focused, and how to tell
    /// it where the focus went.
    public var focusLink: FocusLink? {
        get { storage.focusLink }
        set { uniqueStorage().focusLink = newValue }
    }

    /// The primitive's type name, for diagnostics.
    public var name: String {
        get { storage.name }
        set { uniqueStorage().name = newValue }
    }

    /// Group compositing of this box with its descendants; `nil` draws them straight through.
    public var effect: GroupEffect? {
        // A getter, not a `_read` coroutine: a coroutine's frame holding a value this large is
        // allocated on the heap, one allocation per group per paint.
        get { storage.storedEffect }
        set { uniqueStorage().effect = newValue }
    }

    /// The opacity of a group that only fades (no clip, shadow, transform, blur, colour matrix
    /// or mask); nil for any other content. Read field by field in place: the painter asks it
    /// of every group it draws, and a copy of the whole effect went through its value
    /// witnesses, a tenth of a frame of 10,000 fades.
    public var fadeOnlyOpacity: Double? { storage.fadeOnlyOpacity }

    /// Sets the group's opacity in place, without copying the group's effect out and back.
    mutating func setEffectOpacity(_ opacity: Double) {
        uniqueStorage().setEffectOpacity(opacity)
    }

    /// Drawn over the children (`.border`), where `drawing` is drawn under them.
    public var overlay: Drawing? {
        get { storage.overlay }
        set { uniqueStorage().overlay = newValue }
    }

    /// A `Spacer`'s or `Divider`'s role; stacks size those themselves.
    public var stackRole: StackRole? {
        _read { yield storage.stackRole }
        set { uniqueStorage().stackRole = newValue }
    }

    /// `.layoutPriority`: stacks offer space to higher priorities first.
    public var layoutPriority: Double {
        get { storage.layoutPriority }
        set { uniqueStorage().layoutPriority = newValue }
    }

    /// Where the box is drawn among its siblings, and which of them takes a click (`.zIndex`).
    public var zIndex: Double {
        get { storage.zIndex }
        set { uniqueStorage().zIndex = newValue }
    }

    /// The shape, over the box's frame, within which the box and its descendants take clicks
    /// (`.contentShape`); `nil`: the frame.
    public var hitShape: ShapeDrawing.Outline? {
        get { storage.hitShape }
        set { uniqueStorage().hitShape = newValue }
    }

    /// Told, after a layout pass, where the box was placed when that changed: views whose
    /// content depends on layout (`GeometryReader`, `ScrollView`, lazy stacks) hear of their
    /// geometry here, and the host runs another update and layout pass in the same frame.
    public var onPlaced: (@MainActor (BoxPlacement) -> Void)? {
        get { storage.onPlaced }
        set { uniqueStorage().onPlaced = newValue }
    }

    /// A `.layoutValue(key:value:)`: a value the parent's layout reads for the box.
    public var layoutValue: LayoutValueEntry? {
        get { storage.layoutValue }
        set { uniqueStorage().layoutValue = newValue }
    }

    /// Whether the box's child's layout values reach the parent's layout through it (a
    /// modifier around one child).
    public var carriesLayoutValues: Bool {
        get { storage.carriesLayoutValues }
        set { uniqueStorage().carriesLayoutValues = newValue }
    }

    /// An `.alignmentGuide`: the box's explicit value for one guide, from its child's dimensions.
    public var alignmentGuide: (key: AlignmentKey, computeValue: @MainActor (ViewDimensions) -> CGFloat)? {
        get { storage.alignmentGuide }
        set { uniqueStorage().alignmentGuide = newValue }
    }

    /// Keyboard input while the box has the focus (a text field); answers copy and cut with the
    /// selected text.
    public var textInput: (@MainActor (TextInputEvent) -> String?)? {
        get { storage.textInput }
        set { uniqueStorage().textInput = newValue }
    }

    /// `.keyboardShortcut`: pressing it runs the action of the first control inside the box.
    public var shortcut: KeyboardShortcut? {
        get { storage.shortcut }
        set { uniqueStorage().shortcut = newValue }
    }

    /// A gesture recognized from presses that begin on the box (`.gesture(DragGesture()...)`).
    public var recognizer: (any PointerRecognizer)? {
        get { storage.recognizer }
        set { uniqueStorage().recognizer = newValue }
    }

    /// Told when the pointer enters (true) and leaves (false) the box's frame (`.onHover`).
    public var onHover: (@MainActor (Bool) -> Void)? {
        get { storage.onHover }
        set { uniqueStorage().onHover = newValue }
    }

    /// Told where the pointer is each time it moves over the box's frame, and `nil` when it
    /// leaves (`.onContinuousHover`).
    public var onHoverMove: (@MainActor (HoverLocation?) -> Void)? {
        get { storage.onHoverMove }
        set { uniqueStorage().onHoverMove = newValue }
    }

    /// The keyboard focus may rest on the box (a button, a `.focusable()` view).
    /// What the box tells assistive technology: a control's role and state, or what an
    /// accessibility modifier said (`AccessibilityMark`).
    public var accessibility: AccessibilityMark? {
        get { storage.accessibility }
        set { uniqueStorage().accessibility = newValue }
    }

    public var focusTarget: FocusTarget? {
        get { storage.focusTarget }
        set { uniqueStorage().focusTarget = newValue }
    }

    /// Hears the keys pressed while the focus is on the box or inside it (`.onKeyPress`);
    /// returns whether it handled the key.
    public var keyHandler: (@MainActor (KeyPressEvent) -> Bool)? {
        get { storage.keyHandler }
        set { uniqueStorage().keyHandler = newValue }
    }

    /// What the box adds to the focused values (`.focusedValue`).
    public var focusedValue: FocusedValuePublication? {
        get { storage.focusedValue }
        set { uniqueStorage().focusedValue = newValue }
    }

    /// The focus target inside the box takes the focus when nothing has it
    /// (`.prefersDefaultFocus`).
    public var prefersDefaultFocus: Bool {
        get { storage.prefersDefaultFocus }
        set { uniqueStorage().prefersDefaultFocus = newValue }
    }

    /// The box takes drops (`.dropDestination`).
    public var dropTarget: DropTarget? {
        get { storage.dropTarget }
        set { uniqueStorage().dropTarget = newValue }
    }

    /// A drag starts from the box, or the box is a drag's preview (`.draggable`).
    public var dragSource: DragSourceMark? {
        get { storage.dragSource }
        set { uniqueStorage().dragSource = newValue }
    }

    /// `.contentTransition`: how the drawing changes to another in an animated update.
    public var contentSwap: ContentSwap? {
        get { storage.contentSwap }
        set { uniqueStorage().contentSwap = newValue }
    }

    /// `.matchedGeometryEffect`: the group whose geometry the box shares.
    public var matchedGeometry: MatchedGeometry? {
        get { storage.matchedGeometry }
        set { uniqueStorage().matchedGeometry = newValue }
    }

    /// Tab keeps the focus targets inside the box together (`.focusSection()`).
    public var isFocusSection: Bool {
        get { storage.isFocusSection }
        set { uniqueStorage().isFocusSection = newValue }
    }

    /// Scrolls the box's content (`ScrollView`): by a wheel or a drag, or set by a test.
    public var onScroll: (@MainActor (ScrollRequest) -> Void)? {
        get { storage.onScroll }
        set { uniqueStorage().onScroll = newValue }
    }

    /// A box inside this scroll view's content to bring into view (`ScrollViewProxy.scrollTo`):
    /// the next placement of this box carries its frame (`BoxPlacement.revealedFrame`).
    public var revealing: BoxID? {
        get { storage.revealing }
        set { uniqueStorage().revealing = newValue }
    }

    /// Whether the action runs when the press begins and repeats while it is held
    /// (`buttonRepeatBehavior(.enabled)`), rather than once when it ends.
    public var repeatsAction: Bool {
        get { storage.repeatsAction }
        set { uniqueStorage().repeatsAction = newValue }
    }

    public init(name: String, layout: (any Layout)? = nil, drawing: Drawing? = nil, identifier: String? = nil,
                action: BoxAction? = nil, effect: GroupEffect? = nil) {
        self.storage = BoxContentStorage(name: name)
        // A new storage holds none of these: absent ones are not written (an effect written,
        // even nil, went through the rare fields' key path with 265 bytes copied, for every
        // content made).
        if let effect { self.effect = effect }
        self.layout = layout
        self.drawing = drawing
        if let identifier { self.identifier = identifier }
        if let action { self.action = action }
    }

    /// Whether the content carries closures that react to input (they cannot be compared, so
    /// a rebuilt one always replaces the old even when nothing visual changed).
    public var carriesHandlers: Bool {
        action != nil || secondaryAction != nil || onHover != nil || onHoverMove != nil || focusTarget != nil || keyHandler != nil || focusedValue != nil || dropTarget != nil || recognizer != nil || textInput != nil || focusLink != nil
            || animationScope != nil
    }

    /// Whether what the box tells assistive technology changed from `other`'s (a mark with
    /// closures always counts as changed, one without only when a field differs).
    public func accessibilityDiffers(from other: BoxContent) -> Bool {
        switch (accessibility, other.accessibility) {
        case (nil, nil): false
        case let (mark?, old?): !mark.isSame(as: old)
        default: true
        }
    }

    /// `.transition`: how the box comes and goes when it is inserted or removed in an animated
    /// change.
    public var transition: BoxTransition? {
        get { storage.transition }
        set { uniqueStorage().transition = newValue }
    }

    /// `.animation` or `.transaction` on the box's subtree: how the changes inside it animate.
    public var animationScope: AnimationScope? {
        get { storage.animationScope }
        set { uniqueStorage().animationScope = newValue }
    }

    /// Whether `other` is a copy of this content whose storage neither has written since
    /// (then nothing in them differs).
    public func isUnwrittenCopy(of other: BoxContent) -> Bool {
        storage === other.storage
    }
}
