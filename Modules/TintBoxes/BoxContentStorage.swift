import TintCore
import TintLayout

/// The fields of a `BoxContent`, shared between its copies until one is written (copy on
/// write): a content is copied several times on its way from a node to its box (the node's
/// copy, the change set, the box), and copying twenty fields, most of them references, cost a
/// retain each.
///
/// Fields are read through `_read`, which lends the stored value: a `get` copied an
/// optional drawing out on every check of it, through the enum's generic value witnesses.
/// Their exclusivity is unchecked: a storage is written only through `uniqueStorage()`,
/// never while a read of it is under way.
final class BoxContentStorage {
    /// The layout of a box with children (`LayoutCell`), out of line: most boxes (texts, shapes,
    /// colours) have none, and inline the optional existential took 41 bytes of every content
    /// (a label's content was 192 bytes of heap, now 160).
    var layout: (any Layout)? {
        get { layoutCell?.layout }
        set { layoutCell = newValue.map(LayoutCell.init) }
    }
    @exclusivity(unchecked) private var layoutCell: LayoutCell?
    @exclusivity(unchecked) var drawing: Drawing? = nil {
        didSet {
            facts.hasDrawing = drawing != nil
            if case .text? = drawing { facts.hasText = true } else { facts.hasText = false }
        }
    }
    /// `.accessibilityIdentifier`, with the rare fields.
    var identifier: String? {
        get { rare?.identifier }
        set { setRare(\.identifier, newValue) }
    }
    @exclusivity(unchecked) var action: BoxAction? = nil
    var mirrorsChildren: Bool {
        get { facts.mirrorsChildren }
        set { facts.mirrorsChildren = newValue }
    }
    @exclusivity(unchecked) var name: String
    var effect: GroupEffect? {
        get { storedEffect }
        set {
            storedEffect = newValue
            facts.hasEffect = newValue != nil
            facts.clips = newValue?.clip != nil
            facts.reachesBeyondChildren = newValue?.reachesBeyondChildren ?? false
        }
    }
    /// The effect without the facts kept beside it: a fade's step changes only the opacity,
    /// which no fact depends on, in place (an observed property copied the effect out and
    /// back, and worked the facts out again, at every step). With the rare fields: 265 bytes
    /// that most boxes do not use.
    var storedEffect: GroupEffect? {
        get { rare?.effect }
        set { setRare(\.effect, newValue) }
    }
    // The role, priority and z index are kept in the facts alone (the render box reads them
    // there), not twice.
    var stackRole: StackRole? {
        get { facts.stackRole }
        set { facts.stackRole = newValue }
    }
    var layoutPriority: Double {
        get { facts.layoutPriority }
        set { facts.layoutPriority = newValue }
    }
    var zIndex: Double {
        get { facts.zIndex }
        set { facts.zIndex = newValue }
    }

    /// See `BoxContent.fadeOnlyOpacity`: the fields read in place in the rare fields' object.
    var fadeOnlyOpacity: Double? {
        guard let rare, rare.effect?.clip == nil, rare.effect?.shadow == nil, rare.effect?.transform == nil,
              rare.effect?.blur == nil, rare.effect?.colors == nil, rare.effect?.masksWithLastChild != true,
              rare.effect?.blendMode == nil, rare.effect?.isolates != true, rare.effect?.innerShadow == nil else { return nil }
        return rare.effect?.opacity
    }

    /// A fade's step: the opacity written in place.
    func setEffectOpacity(_ opacity: Double) {
        rare?.effect?.opacity = opacity
    }

    /// The fields few boxes set, in an object made when the first of them is: inline, their
    /// empty optionals (a transition alone is 224 bytes, an effect 265) made every content of
    /// a plain label over 2 KB.
    @exclusivity(unchecked) private var rare: RareContentFields?

    /// Writes a rare field, making the object only for a value (a nil written where none
    /// was set costs nothing).
    private func setRare<Value>(_ field: ReferenceWritableKeyPath<RareContentFields, Value?>, _ value: Value?) {
        guard value != nil || rare != nil else { return }
        let fields: RareContentFields
        if let rare {
            fields = rare
        } else {
            fields = RareContentFields()
            rare = fields
        }
        fields[keyPath: field] = value
    }

    var secondaryAction: (@MainActor () -> Void)? {
        get { rare?.secondaryAction }
        set { setRare(\.secondaryAction, newValue) }
    }
    var pressChanged: (@MainActor (Bool) -> Void)? {
        get { rare?.pressChanged }
        set { setRare(\.pressChanged, newValue) }
    }
    var focusLink: FocusLink? {
        get { rare?.focusLink }
        set {
            setRare(\.focusLink, newValue)
            facts.linksFocus = newValue != nil
        }
    }
    var overlay: Drawing? {
        get { rare?.overlay }
        set {
            setRare(\.overlay, newValue)
            facts.hasOverlay = newValue != nil
        }
    }
    var hitShape: ShapeDrawing.Outline? {
        get { rare?.hitShape }
        set {
            setRare(\.hitShape, newValue)
            facts.hasHitShape = newValue != nil
        }
    }
    var onPlaced: (@MainActor (BoxPlacement) -> Void)? {
        get { rare?.onPlaced }
        set {
            setRare(\.onPlaced, newValue)
            facts.observesPlacement = newValue != nil
        }
    }
    var alignmentGuide: (key: AlignmentKey, computeValue: @MainActor (ViewDimensions) -> CGFloat)? {
        get { rare?.alignmentGuide }
        set {
            setRare(\.alignmentGuide, newValue)
            facts.setsAlignmentGuide = newValue != nil
        }
    }
    var textInput: (@MainActor (TextInputEvent) -> String?)? {
        get { rare?.textInput }
        set { setRare(\.textInput, newValue) }
    }
    var animationScope: AnimationScope? {
        get { rare?.animationScope }
        set { setRare(\.animationScope, newValue) }
    }
    var transition: BoxTransition? {
        get { rare?.transition }
        set { setRare(\.transition, newValue) }
    }
    var shortcut: KeyboardShortcut? {
        get { rare?.shortcut }
        set { setRare(\.shortcut, newValue) }
    }
    var recognizer: (any PointerRecognizer)? {
        get { rare?.recognizer }
        set { setRare(\.recognizer, newValue) }
    }
    var onHover: (@MainActor (Bool) -> Void)? {
        get { rare?.onHover }
        set {
            setRare(\.onHover, newValue)
            facts.observesHover = rare?.onHover != nil || rare?.onHoverMove != nil
        }
    }
    var onHoverMove: (@MainActor (HoverLocation?) -> Void)? {
        get { rare?.onHoverMove }
        set {
            setRare(\.onHoverMove, newValue)
            facts.observesHover = rare?.onHover != nil || rare?.onHoverMove != nil
        }
    }
    var accessibility: AccessibilityMark? {
        get { rare?.accessibility }
        set { setRare(\.accessibility, newValue) }
    }
    var focusTarget: FocusTarget? {
        get { rare?.focusTarget }
        set { setRare(\.focusTarget, newValue) }
    }
    var keyHandler: (@MainActor (KeyPressEvent) -> Bool)? {
        get { rare?.keyHandler }
        set { setRare(\.keyHandler, newValue) }
    }
    var focusedValue: FocusedValuePublication? {
        get { rare?.focusedValue }
        set {
            setRare(\.focusedValue, newValue)
            facts.publishesFocusedValue = newValue != nil
        }
    }
    var prefersDefaultFocus: Bool {
        get { rare?.prefersDefaultFocus ?? false }
        set {
            setRare(\.prefersDefaultFocus, newValue ? true : nil)
            facts.prefersDefaultFocus = newValue
        }
    }
    var dropTarget: DropTarget? {
        get { rare?.dropTarget }
        set { setRare(\.dropTarget, newValue) }
    }
    var dragSource: DragSourceMark? {
        get { rare?.dragSource }
        set { setRare(\.dragSource, newValue) }
    }
    var matchedGeometry: MatchedGeometry? {
        get { rare?.matchedGeometry }
        set { setRare(\.matchedGeometry, newValue) }
    }
    var contentSwap: ContentSwap? {
        get { rare?.contentSwap }
        set { setRare(\.contentSwap, newValue) }
    }
    var isFocusSection: Bool {
        get { rare?.isFocusSection ?? false }
        set { setRare(\.isFocusSection, newValue ? true : nil) }
    }
    var onScroll: (@MainActor (ScrollRequest) -> Void)? {
        get { rare?.onScroll }
        set { setRare(\.onScroll, newValue) }
    }
    var revealing: BoxID? {
        get { rare?.revealing }
        set { setRare(\.revealing, newValue) }
    }

    var repeatsAction: Bool {
        get { rare?.repeatsAction ?? false }
        set { setRare(\.repeatsAction, newValue ? true : nil) }
    }
    var layoutValue: LayoutValueEntry? {
        get { rare?.layoutValue }
        set { setRare(\.layoutValue, newValue) }
    }
    var carriesLayoutValues: Bool {
        get { facts.carriesLayoutValues }
        set { facts.carriesLayoutValues = newValue }
    }

    /// Kept up to date by the fields' observers, so reading them is a copy, not a survey; the
    /// role, priority, z index and mirroring are stored here alone.
    @exclusivity(unchecked) private(set) var facts = BoxContent.Facts()
    // Last, in the byte the facts leave: declared earlier it padded the object past a 16-byte
    // step (a million boxes, 16 MB).
    @exclusivity(unchecked) var blocksHits = false

    init(name: String) {
        self.name = name
    }

    func copy() -> BoxContentStorage {
        let copy = BoxContentStorage(name: name)
        copy.layoutCell = layoutCell
        copy.drawing = drawing
        copy.action = action
        copy.blocksHits = blocksHits
        // The facts of the rare fields come with them.
        copy.rare = rare?.copy()
        copy.facts = facts
        return copy
    }
}

/// A content's layout (`BoxContentStorage.layout`); immutable, so copies of a content share it.
private final class LayoutCell {
    let layout: any Layout
    init(_ layout: any Layout) { self.layout = layout }
}

/// The rarely set fields of a `BoxContentStorage`.
final class RareContentFields {
    var effect: GroupEffect?
    var identifier: String?
    var secondaryAction: (@MainActor () -> Void)?
    var pressChanged: (@MainActor (Bool) -> Void)?
    var focusLink: FocusLink?
    var overlay: Drawing?
    var hitShape: ShapeDrawing.Outline?
    var onPlaced: (@MainActor (BoxPlacement) -> Void)?
    var alignmentGuide: (key: AlignmentKey, computeValue: @MainActor (ViewDimensions) -> CGFloat)?
    var textInput: (@MainActor (TextInputEvent) -> String?)?
    var animationScope: AnimationScope?
    var transition: BoxTransition?
    var shortcut: KeyboardShortcut?
    var recognizer: (any PointerRecognizer)?
    var onHover: (@MainActor (Bool) -> Void)?
    var onHoverMove: (@MainActor (HoverLocation?) -> Void)?
    var focusTarget: FocusTarget?
    var accessibility: AccessibilityMark?
    var keyHandler: (@MainActor (KeyPressEvent) -> Bool)?
    var focusedValue: FocusedValuePublication?
    var isFocusSection: Bool?
    var dropTarget: DropTarget?
    var dragSource: DragSourceMark?
    var matchedGeometry: MatchedGeometry?
    var contentSwap: ContentSwap?
    var prefersDefaultFocus: Bool?
    var onScroll: (@MainActor (ScrollRequest) -> Void)?
    var revealing: BoxID?
    var repeatsAction: Bool?
    var layoutValue: LayoutValueEntry?

    func copy() -> RareContentFields {
        let copy = RareContentFields()
        copy.effect = effect
        copy.identifier = identifier
        copy.secondaryAction = secondaryAction
        copy.pressChanged = pressChanged
        copy.focusLink = focusLink
        copy.overlay = overlay
        copy.hitShape = hitShape
        copy.onPlaced = onPlaced
        copy.alignmentGuide = alignmentGuide
        copy.textInput = textInput
        copy.animationScope = animationScope
        copy.transition = transition
        copy.shortcut = shortcut
        copy.recognizer = recognizer
        copy.onHover = onHover
        copy.onHoverMove = onHoverMove
        copy.focusTarget = focusTarget
        copy.accessibility = accessibility
        copy.keyHandler = keyHandler
        copy.focusedValue = focusedValue
        copy.isFocusSection = isFocusSection
        copy.dropTarget = dropTarget
        copy.dragSource = dragSource
        copy.matchedGeometry = matchedGeometry
        copy.contentSwap = contentSwap
        copy.prefersDefaultFocus = prefersDefaultFocus
        copy.onScroll = onScroll
        copy.revealing = revealing
        copy.repeatsAction = repeatsAction
        copy.layoutValue = layoutValue
        return copy
    }
}
