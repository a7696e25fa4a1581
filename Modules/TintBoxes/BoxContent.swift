import Foundation
import TintCore
import TintLayout

/// Identifies one render box across updates; assigned by the reconciler.
public struct BoxID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public var description: String { "#\(rawValue)" }

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
}

/// What a box draws inside its frame, before its children.
public enum Drawing: Equatable, Sendable {
    /// A solid colour over the whole frame (`Color`).
    case fill(Color)
    /// One line of text; the box measures it to size itself.
    ///
    /// Shapes and images are held in boxes of their own (`indirect`): a `Drawing` is stored
    /// inline in every box's content, and the largest case sets its size for all. A text is
    /// inline: its 40 bytes (its parts out of line, `TextContent`) fit in the 48 a colour and
    /// a width already take, where a box of its own cost every label an allocation of 64.
    case text(TextContent)
    /// A control's background: a fill with a hairline border (two colours, out of line like
    /// the others above a colour and a width).
    indirect case bezel(fill: Color, border: Color)
    /// A shape filling or stroking the frame.
    indirect case shape(ShapeDrawing)
    /// A line `width` wide just inside the frame.
    case border(Color, width: CGFloat)
    /// A picture scaled into the frame.
    indirect case image(ImageDrawing)
}

/// An image as the render tree draws it: where its pixels come from (the tree loads and caches
/// them), whether it takes the size offered, how it is scaled, and the colour it is filled with
/// when drawn as a template.
public struct ImageDrawing: Equatable, Sendable {
    public var source: ImageSource
    public var resizable: Bool
    public var smooth: Bool
    /// The foreground colour a template image is filled with; `nil` keeps its colours.
    public var template: Color?
    /// The side of a system symbol's square (the font's size times the image scale).
    public var symbolSize: CGFloat
    /// The variant a system symbol is drawn in where it has one (`.symbolVariant`).
    public var symbolVariants: SymbolVariants

    public init(source: ImageSource, resizable: Bool, smooth: Bool, template: Color?, symbolSize: CGFloat,
                symbolVariants: SymbolVariants = .none) {
        self.source = source
        self.resizable = resizable
        self.smooth = smooth
        self.template = template
        self.symbolSize = symbolSize
        self.symbolVariants = symbolVariants
    }
}

/// A shape as the render tree draws it: a built-in outline (drawn with exact-area arcs) or any
/// shape's path for the laid-out frame, filled or stroked, in a resolved colour.
public struct ShapeDrawing: Equatable, @unchecked Sendable {
    /// The outline drawn: one of the built-in shapes, or an app's shape.
    public enum Outline {
        case builtIn(ShapeOutline)
        /// An app's shape: its path is asked for once the frame is known.
        case custom(any CustomOutline)
    }

    /// How the shape is painted: a colour, or a gradient over its frame.
    public enum Fill: Equatable, Sendable {
        case color(Color)
        case linearGradient(GradientFill)
    }

    public var outline: Outline
    public var fill: Fill
    /// `nil` fills; otherwise how the outline is stroked, centred on it.
    public var stroke: StrokeStyle?
    /// How far inside the frame the outline lies (`.strokeBorder`).
    public var inset: CGFloat

    public init(outline: Outline, fill: Fill, stroke: StrokeStyle?, inset: CGFloat = 0) {
        self.outline = outline
        self.fill = fill
        self.stroke = stroke
        self.inset = inset
    }

    /// Two drawings of an app's shape are equal when the shape says it is the same
    /// (`CustomOutline.isSame(as:)`); otherwise they are taken as different, and the shape repaints.
    public static func == (lhs: ShapeDrawing, rhs: ShapeDrawing) -> Bool {
        guard lhs.fill == rhs.fill, lhs.stroke == rhs.stroke, lhs.inset == rhs.inset else { return false }
        switch (lhs.outline, rhs.outline) {
        case (.builtIn(let a), .builtIn(let b)): return a == b
        case (.custom(let a), .custom(let b)): return a.isSame(as: b)
        default: return false
        }
    }
}

/// How a box and its descendants are composited as a group (`.opacity`, `.clipShape`,
/// `.shadow`, the transforms, `.blur`, the colour effects, `.mask`).
public struct GroupEffect: Equatable, Sendable {
    public var opacity: Double = 1
    /// The shape, laid over the box's frame, outside which nothing of the group shows.
    public var clip: ShapeOutline?
    /// A blurred copy of the group's shape under it (`.shadow`).
    public var shadow: Shadow?
    /// The group drawn scaled and rotated about an anchor (`.scaleEffect`, `.rotationEffect`),
    /// or turned in space (`.rotation3DEffect`).
    public var transform: Transform?
    /// The group blurred by a radius in points (`.blur`); `opaque` keeps its edges hard.
    public var blur: Blur?
    /// A map of the group's colours (`.brightness`, `.saturation`, `.grayscale`...).
    public var colors: ColorMatrix?
    /// Whether the box's last child is a mask (`.mask`): drawn not on the canvas but as the
    /// alpha through which the other children show.
    public var masksWithLastChild = false

    /// `.scaleEffect`, `.rotationEffect` and `.rotation3DEffect`: the scale, the rotation, the
    /// turn in space, and the point of the box's frame they are about.
    public struct Transform: Equatable, Sendable {
        public var scaleX: CGFloat
        public var scaleY: CGFloat
        public var radians: Double
        public var anchor: UnitPoint
        public var rotation3D: Rotation3D?
        /// A move after the scale and rotation, in points (a transition's offset).
        public var translationX: CGFloat = 0
        public var translationY: CGFloat = 0

        public init(scaleX: CGFloat = 1, scaleY: CGFloat = 1, radians: Double = 0, anchor: UnitPoint, rotation3D: Rotation3D? = nil) {
            self.scaleX = scaleX
            self.scaleY = scaleY
            self.radians = radians
            self.anchor = anchor
            self.rotation3D = rotation3D
        }

        /// The map in window pixels for a box framed at `frame` (points), `scale` pixels a point.
        public func map(frame: CGRect, scale: CGFloat) -> ProjectiveMap {
            let anchorPoint = CGPoint(x: (frame.minX + anchor.x * frame.width) * scale, y: (frame.minY + anchor.y * frame.height) * scale)
            if let turn = rotation3D {
                // The viewer stands the frame's longer side divided by `perspective` away, as in SwiftUI.
                let distance = Swift.max(frame.width, frame.height) * scale / turn.perspective
                if let map = ProjectiveMap.rotation3D(radians: turn.radians, axis: turn.axis, anchor: anchorPoint, anchorZ: turn.anchorZ * scale, distance: distance) {
                    return map
                }
            }
            var map = AffineMap.about(anchorPoint, scaleX: scaleX, scaleY: scaleY, radians: radians)
            map.tx += translationX * scale
            map.ty += translationY * scale
            return ProjectiveMap(map)
        }
    }

    /// `.rotation3DEffect`'s angle, axis, depth of its anchor and relative perspective.
    public struct Rotation3D: Equatable, Sendable {
        public var radians: Double
        public var axis: (x: Double, y: Double, z: Double)
        public var anchorZ: CGFloat
        public var perspective: CGFloat

        public init(radians: Double, axis: (x: Double, y: Double, z: Double), anchorZ: CGFloat, perspective: CGFloat) {
            self.radians = radians
            self.axis = axis
            self.anchorZ = anchorZ
            self.perspective = perspective
        }

        public static func == (a: Rotation3D, b: Rotation3D) -> Bool {
            a.radians == b.radians && a.axis == b.axis && a.anchorZ == b.anchorZ && a.perspective == b.perspective
        }
    }

    /// `.shadow`'s colour, blur radius (points) and offset (points).
    public struct Shadow: Equatable, Sendable {
        public var color: Color
        public var radius: CGFloat
        public var x: CGFloat
        public var y: CGFloat

        public init(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat) {
            self.color = color
            self.radius = radius
            self.x = x
            self.y = y
        }
    }

    /// `.blur`'s radius (points), and whether the edges stay hard.
    public struct Blur: Equatable, Sendable {
        public var radius: CGFloat
        public var opaque: Bool

        public init(radius: CGFloat, opaque: Bool) {
            self.radius = radius
            self.opaque = opaque
        }
    }

    public init(opacity: Double = 1, clip: ShapeOutline? = nil, shadow: Shadow? = nil, transform: Transform? = nil,
                blur: Blur? = nil, colors: ColorMatrix? = nil, masksWithLastChild: Bool = false) {
        self.opacity = opacity
        self.clip = clip
        self.shadow = shadow
        self.transform = transform
        self.blur = blur
        self.colors = colors
        self.masksWithLastChild = masksWithLastChild
    }

    /// Whether painting needs a layer of its own for the group (a clear group needs none).
    public var needsLayer: Bool {
        opacity < 1 || clip != nil || shadow != nil || transform != nil || blur != nil || colors != nil || masksWithLastChild
    }

    /// Whether a change inside the group changes pixels beyond the changed box (a shadow, a
    /// transform, a blur spreading it): a change inside it repaints it all.
    public var reachesBeyondChildren: Bool {
        shadow != nil || transform != nil || blur != nil
    }
}

/// Text with its resolved font and colour.
public struct TextContent: Equatable, Sendable {
    public var string: String
    /// How the text looks (font, colour, alignment, direction, truncation, line limit), in a
    /// box shared between the texts that look alike (`TextLooks`): a list of a million labels
    /// kept a million copies of the same 90-odd bytes.
    private var look: OutOfLine<TextLook>
    /// What few texts carry (line spacing, lines, editing marks, a link opener), out of line:
    /// every text box holds its content, and inline these made it 360 bytes (now 40).
    private var extras: OutOfLine<TextContentExtras>? = nil
    /// The styled pieces of a text joined from several (`Text + Text`, markdown), covering
    /// `string` in order; nil for text of one style.
    public var runs: [TextRunStyle]? = nil

    public init(string: String, font: Font, color: Color, lineLimit: Int? = nil, alignment: TextAlignment = .leading, lineSpacing: CGFloat = 0) {
        self.init(string: string, look: OutOfLine(TextLook(font: font, color: color, alignment: alignment, lineLimit: lineLimit)))
        self.lineSpacing = lineSpacing
    }

    /// A text of `string` in a look shared with others.
    public init(string: String, look: OutOfLine<TextLook>) {
        self.string = string
        self.look = look
    }

    public var font: Font {
        get { look.value.font }
        set { relook { $0.font = newValue } }
    }
    public var color: Color {
        get { look.value.color }
        set { relook { $0.color = newValue } }
    }
    public var alignment: TextAlignment {
        get { look.value.alignment }
        set { relook { $0.alignment = newValue } }
    }
    /// Laid out under a right-to-left layout direction: `.leading` lines go right, and a
    /// paragraph without a strong direction of its own runs right to left.
    public var rightToLeft: Bool {
        get { look.value.rightToLeft }
        set { relook { $0.rightToLeft = newValue } }
    }
    /// Where a line too long for the text's width is cut (`.truncationMode`).
    public var truncation: TextTruncation {
        get { look.value.truncation }
        set { relook { $0.truncation = newValue } }
    }
    public var lineLimit: Int? {
        get { look.value.lineLimit }
        set { relook { $0.lineLimit = newValue } }
    }

    /// The look changed by `change`, in a box of its own (the old one may be shared); none is
    /// made when nothing changed.
    private mutating func relook(_ change: (inout TextLook) -> Void) {
        var changed = look.value
        change(&changed)
        if changed != look.value { look = OutOfLine(changed) }
    }

    /// Extra space between lines (`.lineSpacing`).
    public var lineSpacing: CGFloat {
        get { extras?.value.lineSpacing ?? 0 }
        set { extras = .updating(extras, empty: TextContentExtras()) { $0.lineSpacing = newValue } }
    }
    /// The colour of a line under the text (`.underline`), if any.
    public var underline: Color? {
        get { extras?.value.underline }
        set { extras = .updating(extras, empty: TextContentExtras()) { $0.underline = newValue } }
    }
    /// The colour of a line through the text (`.strikethrough`), if any.
    public var strikethrough: Color? {
        get { extras?.value.strikethrough }
        set { extras = .updating(extras, empty: TextContentExtras()) { $0.strikethrough = newValue } }
    }
    /// The caret, selection and marked text of a text being edited, drawn with it.
    public var editing: TextEditingMarks? {
        get { extras?.value.editing }
        set { extras = .updating(extras, empty: TextContentExtras()) { $0.editing = newValue } }
    }
    /// Opens a link of the text when it is clicked (the environment's `openURL`); set only
    /// for text with links.
    public var openURL: URLOpener? {
        get { extras?.value.openURL }
        set { extras = .updating(extras, empty: TextContentExtras()) { $0.openURL = newValue } }
    }
}

/// How a text looks (`TextContent.look`).
public struct TextLook: Equatable, Sendable {
    public var font: Font
    public var color: Color
    public var alignment: TextAlignment = .leading
    public var rightToLeft = false
    public var truncation: TextTruncation = .tail
    public var lineLimit: Int? = nil

    public init(font: Font, color: Color, alignment: TextAlignment = .leading, rightToLeft: Bool = false,
                truncation: TextTruncation = .tail, lineLimit: Int? = nil) {
        self.font = font
        self.color = color
        self.alignment = alignment
        self.rightToLeft = rightToLeft
        self.truncation = truncation
        self.lineLimit = lineLimit
    }
}

/// What few texts carry (`TextContent.extras`).
struct TextContentExtras: Equatable, Sendable {
    var lineSpacing: CGFloat = 0
    var underline: Color? = nil
    var strikethrough: Color? = nil
    var editing: TextEditingMarks? = nil
    var openURL: URLOpener? = nil
}

/// One styled piece of a text: how many scalars of the string it covers and how they are
/// drawn.
public struct TextRunStyle: Equatable, Sendable {
    public var length: Int
    public var font: Font
    public var color: Color
    public var underline: Color? = nil
    public var strikethrough: Color? = nil
    /// Where the piece links to (markdown's `[text](url)`): clicking it opens the URL.
    public var link: URL? = nil

    public init(length: Int, font: Font, color: Color, underline: Color? = nil, strikethrough: Color? = nil, link: URL? = nil) {
        self.length = length
        self.font = font
        self.color = color
        self.underline = underline
        self.strikethrough = strikethrough
        self.link = link
    }
}

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
        /// Whether the group draws outside its children's own pixels (a shadow, a transform):
        /// a change inside it repaints it all.
        public internal(set) var reachesBeyondChildren = false
        /// Whether the box places its children mirrored (a right-to-left layout direction).
        public internal(set) var mirrorsChildren = false
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
    public var action: (@MainActor (ActionEvent) -> Void)? {
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

    /// A drag that starts on the box (`.gesture(DragGesture()...)`).
    public var drag: DragHandlers? {
        get { storage.drag }
        set { uniqueStorage().drag = newValue }
    }

    /// Told when the pointer enters (true) and leaves (false) the box's frame (`.onHover`).
    public var onHover: (@MainActor (Bool) -> Void)? {
        get { storage.onHover }
        set { uniqueStorage().onHover = newValue }
    }

    /// Scrolls the box's content (`ScrollView`): by a wheel or a drag, or set by a test.
    public var onScroll: (@MainActor (ScrollRequest) -> Void)? {
        get { storage.onScroll }
        set { uniqueStorage().onScroll = newValue }
    }

    public init(name: String, layout: (any Layout)? = nil, drawing: Drawing? = nil, identifier: String? = nil,
                action: (@MainActor (ActionEvent) -> Void)? = nil, effect: GroupEffect? = nil) {
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
        action != nil || secondaryAction != nil || onHover != nil || drag != nil || textInput != nil || focusLink != nil
            || animationScope != nil
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

/// Where layout put a box that asked to hear of it (`BoxContent.onPlaced`).
public struct BoxPlacement: Equatable, Sendable {
    /// The box's frame, in window points.
    public var frame: CGRect
    /// The part of the frame that can show: the frame cut by the viewports of the scroll views
    /// and clipped views around it, and by the window.
    public var visibleRect: CGRect
    /// The frames of the box's children, in order.
    public var childFrames: [CGRect]

    public init(frame: CGRect, visibleRect: CGRect, childFrames: [CGRect]) {
        self.frame = frame
        self.visibleRect = visibleRect
        self.childFrames = childFrames
    }
}

/// A request to move a scroll view's content.
public enum ScrollRequest: Equatable, Sendable {
    /// Moves the content offset by this much (a wheel step, a drag).
    case by(CGSize)
    /// Sets the content offset: the point of the content shown at the viewport's top-leading corner.
    case to(CGPoint)
}

/// One run of a view's body, for the debug overlays: which view (an id stable for the view's
/// lifetime), its boxes (its frame is theirs together), and how often its body has run.
public struct BodyRun: Sendable {
    public var viewID: Int
    /// The view's type name.
    public var name: String
    /// The boxes the view contributes (its body's topmost boxes).
    public var boxes: [BoxID]
    /// Body evaluations of this view since it appeared.
    public var count: Int
    /// Distance from the root: overlays of inner views are drawn over their ancestors'.
    public var depth: Int
    /// Tinted whatever the host's setting (`.debugTint()` around it).
    public var forced: Bool

    public init(viewID: Int, name: String, boxes: [BoxID], count: Int, depth: Int, forced: Bool) {
        self.viewID = viewID
        self.name = name
        self.boxes = boxes
        self.count = count
        self.depth = depth
        self.forced = forced
    }
}

/// The reconciler's output for one update: how the render tree must change. Applied in order.
@MainActor
public struct ChangeSet {
    /// The transaction of the state changes this update applied (`withAnimation`).
    public var transaction = Transaction()

    /// One change to the render tree, applied in order.
    public enum Operation {
        /// A new box; its children arrive with `setChildren`.
        case insert(BoxID, BoxContent)
        /// New content for an existing box; `visual` is false when only actions changed.
        case update(BoxID, BoxContent, visual: Bool)
        /// The box's children, in order, replacing the previous list.
        case setChildren(BoxID, [BoxID])
        /// The box and everything below it are gone.
        case remove(BoxID)
        /// The boxes at the root of the window, in order.
        case setRoot([BoxID])
        /// A view's body ran (reported only while body runs are tracked: the debug tint and
        /// render-count badges). Out of line: inline, its run made every operation 56 bytes,
        /// and a first frame of a million boxes holds a million operations (24 bytes each now).
        indirect case bodyRan(BodyRun)
        /// A view whose body runs were reported is gone.
        case bodyRunsEnded(viewID: Int)
    }

    public private(set) var operations: [Operation] = []

    public init() {}

    public var isEmpty: Bool { operations.isEmpty }

    /// How many of the operations insert a box (a first frame inserts every box).
    public private(set) var insertCount = 0

    public mutating func append(_ operation: Operation) {
        if case .insert = operation { insertCount += 1 }
        operations.append(operation)
    }

    /// The operations, moved out (the set is left empty): a consumer that takes them need not
    /// copy each box content.
    public mutating func takeOperations() -> [Operation] {
        let taken = operations
        operations = []
        insertCount = 0
        return taken
    }
}
