import TintCore
import TintLayout
import TintViews

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
    @exclusivity(unchecked) var layout: (any Layout)? = nil
    @exclusivity(unchecked) var drawing: Drawing? = nil {
        didSet {
            facts.hasDrawing = drawing != nil
            if case .text(let text) = drawing { facts.text = text } else { facts.text = nil }
        }
    }
    @exclusivity(unchecked) var identifier: String? = nil
    @exclusivity(unchecked) var action: (@MainActor () -> Void)? = nil
    @exclusivity(unchecked) var secondaryAction: (@MainActor () -> Void)? = nil
    @exclusivity(unchecked) var pressChanged: (@MainActor (Bool) -> Void)? = nil
    @exclusivity(unchecked) var blocksHits = false
    @exclusivity(unchecked) var mirrorsChildren = false {
        didSet { facts.mirrorsChildren = mirrorsChildren }
    }
    @exclusivity(unchecked) var focusLink: _FocusedModifier? = nil {
        didSet { facts.linksFocus = focusLink != nil }
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
    /// back, and worked the facts out again, at every step).
    @exclusivity(unchecked) var storedEffect: GroupEffect? = nil
    @exclusivity(unchecked) var overlay: Drawing? = nil {
        didSet { facts.hasOverlay = overlay != nil }
    }
    @exclusivity(unchecked) var stackRole: StackRole? = nil {
        didSet { facts.stackRole = stackRole }
    }
    @exclusivity(unchecked) var layoutPriority: Double = 0 {
        didSet { facts.layoutPriority = layoutPriority }
    }
    @exclusivity(unchecked) var zIndex: Double = 0 {
        didSet { facts.zIndex = zIndex }
    }
    @exclusivity(unchecked) var hitShape: ShapeDrawing.Outline? = nil {
        didSet { facts.hasHitShape = hitShape != nil }
    }
    @exclusivity(unchecked) var onPlaced: (@MainActor (BoxPlacement) -> Void)? = nil {
        didSet { facts.observesPlacement = onPlaced != nil }
    }
    @exclusivity(unchecked) var alignmentGuide: (key: AlignmentKey, computeValue: @MainActor (ViewDimensions) -> CGFloat)? = nil {
        didSet { facts.setsAlignmentGuide = alignmentGuide != nil }
    }
    @exclusivity(unchecked) var textInput: (@MainActor (TextInputEvent) -> String?)? = nil
    @exclusivity(unchecked) var animationScope: AnimationScope? = nil
    @exclusivity(unchecked) var transition: AnyTransition? = nil
    @exclusivity(unchecked) var shortcut: KeyboardShortcut? = nil
    @exclusivity(unchecked) var drag: _DragGestureHandlers? = nil
    @exclusivity(unchecked) var onHover: (@MainActor (Bool) -> Void)? = nil {
        didSet { facts.observesHover = onHover != nil }
    }
    @exclusivity(unchecked) var onScroll: (@MainActor (ScrollRequest) -> Void)? = nil

    /// Kept up to date by the fields' observers, so reading them is a copy, not a survey.
    @exclusivity(unchecked) private(set) var facts = BoxContent.Facts()

    init(name: String) {
        self.name = name
    }

    func copy() -> BoxContentStorage {
        let copy = BoxContentStorage(name: name)
        copy.layout = layout
        copy.drawing = drawing
        copy.identifier = identifier
        copy.action = action
        copy.secondaryAction = secondaryAction
        copy.pressChanged = pressChanged
        copy.blocksHits = blocksHits
        copy.mirrorsChildren = mirrorsChildren
        copy.focusLink = focusLink
        copy.effect = effect
        copy.overlay = overlay
        copy.stackRole = stackRole
        copy.layoutPriority = layoutPriority
        copy.zIndex = zIndex
        copy.hitShape = hitShape
        copy.onPlaced = onPlaced
        copy.alignmentGuide = alignmentGuide
        copy.textInput = textInput
        copy.animationScope = animationScope
        copy.transition = transition
        copy.shortcut = shortcut
        copy.drag = drag
        copy.onHover = onHover
        copy.onScroll = onScroll
        return copy
    }
}
