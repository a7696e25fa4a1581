import TintBoxes
import TintLayout
import TintViews

/// A built-in modifier: it decides the node of the view it modifies.
@MainActor
protocol ModifierPrimitive: ViewModifier {
    static func makeModifiedNode<C: View>(_ view: ModifiedContent<C, Self>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<ModifiedContent<C, Self>>
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<Self> {
        guard let modifier = Modifier.self as? any ModifierPrimitive.Type else {
            if Modifier.Body.self != Never.self {
                return ModifierBodyNode(view, parent: parent, graph: graph, environment: environment)
            }
            RuntimeWarnings.emit("modifier \(Modifier.self) is not supported yet; its content is shown unmodified", fix: "leave the modifier out, or draw its effect with the modifiers Tint draws")
            return ContentOnlyNode(view, parent: parent, graph: graph, environment: environment)
        }
        func make<M: ModifierPrimitive>(_: M.Type) -> ViewNode {
            M.makeModifiedNode(reinterpret(view, as: ModifiedContent<Content, M>.self), parent: parent, graph: graph, environment: environment)
        }
        return unsafeDowncast(make(modifier), to: TypedNode<Self>.self)
    }
}

/// A modifier that wraps its content in a box of its own (a frame, a padding, an identifier).
@MainActor
protocol BoxModifierPrimitive: ModifierPrimitive, Equatable {
    func boxContent(environment: EnvironmentValues) -> BoxContent
    /// The environment the modified view sees (`.disabled` turns `isEnabled` off).
    func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues
}

extension BoxModifierPrimitive {
    func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { environment }
}

extension BoxModifierPrimitive {
    static func makeModifiedNode<C: View>(_ view: ModifiedContent<C, Self>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<ModifiedContent<C, Self>> {
        ContainerNode(view, parent: parent, graph: graph, environment: environment)
    }
}

extension ModifiedContent: ContainerDescribing where Content: View, Modifier: BoxModifierPrimitive {
    var containedContent: Content { content }
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        modifier.boxContent(environment: environment)
    }
    var boxKey: Modifier { modifier }
    static func sameBox(_ a: Modifier, _ b: Modifier) -> Bool { a == b }
    func withContainedContent<R>(in environment: EnvironmentValues, _ body: (Content) -> R) -> R { body(content) }
    func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { modifier.contentEnvironment(environment) }
}

/// A modifier that is only a layout around its content: a box running that layout.
@MainActor
protocol LayoutModifierPrimitive: BoxModifierPrimitive {
    associatedtype ModifierLayout: Layout
    var layout: ModifierLayout { get }
    /// The box's name in diagnostics.
    static var boxName: String { get }
}

extension LayoutModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        var content = BoxContent(name: Self.boxName, layout: layout)
        content.carriesLayoutValues = true
        return content
    }
}

extension _FrameLayout: LayoutModifierPrimitive { static var boxName: String { "frame" } }
extension _FlexibleFrameLayout: LayoutModifierPrimitive { static var boxName: String { "frame" } }
extension _FixedSizeLayout: LayoutModifierPrimitive { static var boxName: String { "fixedSize" } }
extension _OffsetEffect: LayoutModifierPrimitive { static var boxName: String { "offset" } }
extension _PositionLayout: LayoutModifierPrimitive { static var boxName: String { "position" } }
extension _PaddingLayout: LayoutModifierPrimitive { static var boxName: String { "padding" } }
extension _AspectRatioLayout: LayoutModifierPrimitive { static var boxName: String { "aspectRatio" } }

extension _LayoutPriorityModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        .passthrough("layoutPriority") { $0.layoutPriority = priority }
    }
}


extension _PlacementObserver: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        let observe = observe
        return .passthrough("placement") { $0.onPlaced = { observe($0.frame) } }
    }
}

extension _LayoutValueModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        .passthrough("layoutValue") { $0.layoutValue = entry }
    }
}

extension _TapGestureModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        // More than one click is a gesture; one is the view's action, as a button's.
        if let recognizer { return .passthrough("onTapGesture") { $0.recognizer = recognizer } }
        return BoxContent(name: "onTapGesture", layout: PassthroughLayout(), action: perform)
    }
}

extension BoxContent {
    /// A box that only passes its child through and carries one behaviour, set by `configure`:
    /// a gesture, keyboard input, a shortcut, a hover action, an alignment guide.
    static func passthrough(_ name: String, _ configure: (inout BoxContent) -> Void) -> BoxContent {
        var content = BoxContent(name: name, layout: PassthroughLayout())
        configure(&content)
        return content
    }
}

extension _GestureModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        .passthrough("gesture") { $0.recognizer = recognizer }
    }
}

extension _TextInputModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        .passthrough("textInput") { $0.textInput = handler }
    }
}

extension _KeyboardShortcutModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        .passthrough("keyboardShortcut") { $0.shortcut = shortcut }
    }
}

extension _HoverMoveModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        .passthrough("onContinuousHover") { $0.onHoverMove = action }
    }
}

extension _HoverModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        .passthrough("onHover") { $0.onHover = action }
    }
}

extension _AlignmentGuideModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        .passthrough("alignmentGuide") { $0.alignmentGuide = (key, computeValue) }
    }
}

extension _OpacityEffect: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        // Out of 0...1 is clamped without a word, as in SwiftUI; NaN is a mistake.
        if opacity.isNaN { RuntimeWarnings.emit("opacity is nan; using 0 instead", fix: "pass an opacity from 0 to 1") }
        let clamped = opacity.isNaN ? 0 : min(1, max(0, opacity))
        return BoxContent(name: "opacity", layout: PassthroughLayout(), effect: GroupEffect(opacity: clamped))
    }
}

extension _ClipEffect: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        BoxContent(name: "clipShape", layout: PassthroughLayout(), effect: GroupEffect(clip: outline))
    }
}

extension _BorderEffect: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        .passthrough("border") { $0.overlay = .border(color, width: LayoutInput.length(width, name: "border width")) }
    }
}

extension _AccessibilityMarkModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        .passthrough("accessibility") { $0.accessibility = mark }
    }
}

extension _AccessibilityIdentifierModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        BoxContent(name: "accessibilityIdentifier", layout: PassthroughLayout(), identifier: identifier)
    }
}

extension _EnvironmentKeyWritingModifier: ModifierPrimitive {
    static func makeModifiedNode<C: View>(_ view: ModifiedContent<C, Self>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<ModifiedContent<C, Self>> {
        ContentOnlyNode(view, parent: parent, graph: graph, environment: environment) { modifier, environment in
            var copy = environment
            copy[keyPath: modifier.keyPath] = modifier.value
            return copy
        }
    }
}

/// The node of a modifier that adds no box: its content, in an environment the modifier may
/// change (`.font`, `.environment`), or unchanged for modifiers Tint does not know yet.
final class ContentOnlyNode<C: View, M: ViewModifier>: TypedNode<ModifiedContent<C, M>> {
    typealias EnvironmentTransform = @MainActor (M, EnvironmentValues) -> EnvironmentValues
    private let transform: EnvironmentTransform
    private var child: TypedNode<C>!

    init(_ view: ModifiedContent<C, M>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues, transform: @escaping EnvironmentTransform = { $1 }) {
        self.transform = transform
        super.init(graph: graph, parent: parent, environment: environment)
        child = makeNode(view.content, parent: self, graph: graph, environment: transform(view.modifier, environment))
    }

    override func update(_ view: ModifiedContent<C, M>, environment: EnvironmentValues) {
        self.environment = environment
        child.update(view.content, environment: transform(view.modifier, environment))
    }

    override func appendBoxes(to list: inout [BoxID]) { child.appendBoxes(to: &list) }
    override func forEachChild(_ body: (ViewNode) -> Void) { body(child) }
    override func unmount(removeBoxes: Bool) { child.unmount(removeBoxes: removeBoxes) }
}

/// Item traits (`.tag`, `.tabItem`, row settings) change nothing where the view is shown: the
/// containers that read them (`List`, `TabView`) read them from their content's view list.
extension _TraitModifier {
    static func makeModifiedNode<C: View>(_ view: ModifiedContent<C, Self>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<ModifiedContent<C, Self>> {
        ContentOnlyNode(view, parent: parent, graph: graph, environment: environment)
    }
}

extension _TagModifier: ModifierPrimitive {}
extension _TabItemModifier: ModifierPrimitive {}
extension _DeleteActionModifier: ModifierPrimitive {}
extension _MoveActionModifier: ModifierPrimitive {}
extension _RowSettingModifier: ModifierPrimitive {}

extension _SecondaryClickModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        .passthrough("contextMenu") { $0.secondaryAction = action }
    }
}

extension _HitTestingModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        .passthrough(disables ? "disabled" : "allowsHitTesting") { $0.blocksHits = !enabled }
    }

    func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        guard disables, !enabled, environment.isEnabled else { return environment }
        var inner = environment
        inner.isEnabled = false
        return inner
    }
}

extension _ForegroundStyleModifier: ModifierPrimitive {
    static func makeModifiedNode<C: View>(_ view: ModifiedContent<C, Self>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<ModifiedContent<C, Self>> {
        ContentOnlyNode(view, parent: parent, graph: graph, environment: environment) { modifier, environment in
            modifier.apply(to: environment)
        }
    }
}

extension _TintStyleModifier: ModifierPrimitive {
    static func makeModifiedNode<C: View>(_ view: ModifiedContent<C, Self>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<ModifiedContent<C, Self>> {
        ContentOnlyNode(view, parent: parent, graph: graph, environment: environment) { modifier, environment in
            modifier.apply(to: environment)
        }
    }
}

extension _EnvironmentTransformModifier: ModifierPrimitive {
    static func makeModifiedNode<C: View>(_ view: ModifiedContent<C, Self>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<ModifiedContent<C, Self>> {
        ContentOnlyNode(view, parent: parent, graph: graph, environment: environment) { modifier, environment in
            var copy = environment
            modifier.transform(&copy)
            return copy
        }
    }
}

extension _EnvironmentObjectModifier: ModifierPrimitive {
    static func makeModifiedNode<C: View>(_ view: ModifiedContent<C, Self>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<ModifiedContent<C, Self>> {
        ContentOnlyNode(view, parent: parent, graph: graph, environment: environment) { modifier, environment in
            var copy = environment
            if modifier.isObservable {
                copy._observableObjects = copy._observableObjects.adding(modifier.object, for: modifier.type)
            } else {
                copy._environmentObjects = copy._environmentObjects.adding(modifier.object, for: modifier.type)
            }
            return copy
        }
    }
}

extension _FocusedModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        .passthrough("focused") { $0.focusLink = FocusLink(isFocused: isFocused, setFocused: setFocused) }
    }
}

extension _FontTransformModifier: ModifierPrimitive {
    static func makeModifiedNode<C: View>(_ view: ModifiedContent<C, Self>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<ModifiedContent<C, Self>> {
        ContentOnlyNode(view, parent: parent, graph: graph, environment: environment) { modifier, environment in
            var copy = environment
            copy.font = modifier.apply(to: environment.font)
            return copy
        }
    }
}

extension _ShadowEffect: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        let shadow = GroupEffect.Shadow(color: color, radius: GroupEffect.blurRadius(radius, name: "shadow radius"),
                                        x: LayoutInput.finite(x, name: "shadow x"), y: LayoutInput.finite(y, name: "shadow y"))
        return BoxContent(name: "shadow", layout: PassthroughLayout(), effect: GroupEffect(shadow: shadow))
    }
}

extension _TransformEffect: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        var angle = radians
        if !angle.isFinite {
            RuntimeWarnings.emit("rotationEffect angle is \(angle) radians; using 0", fix: "pass a finite angle")
            angle = 0
        }
        var transform = GroupEffect.Transform(scaleX: LayoutInput.finite(scaleX, name: "scaleEffect x"), scaleY: LayoutInput.finite(scaleY, name: "scaleEffect y"),
                                              radians: angle, anchor: anchor)
        if let projection {
            if projection.m.allSatisfy(\.isFinite), projection.inverted != nil {
                transform.projection = projection
            } else {
                RuntimeWarnings.emit("transformEffect \(projection.m) is not an invertible map of finite numbers; drawing the view untransformed", fix: "pass a transform of finite numbers that can be undone (no zero scale)")
            }
            return BoxContent(name: "transformEffect", layout: PassthroughLayout(), effect: GroupEffect(transform: transform))
        }
        if let axis {
            let perspective = perspective.isFinite && perspective > 0 ? perspective : 1
            if perspective != self.perspective { RuntimeWarnings.emit("rotation3DEffect perspective \(self.perspective) is not a positive number; using 1", fix: "pass a perspective greater than 0") }
            let values = [axis.x, axis.y, axis.z]
            if values.allSatisfy({ $0.isFinite }), values.contains(where: { $0 != 0 }) {
                transform.rotation3D = GroupEffect.Rotation3D(radians: angle, axis: (Double(axis.x), Double(axis.y), Double(axis.z)),
                                                              anchorZ: LayoutInput.finite(anchorZ, name: "rotation3DEffect anchorZ"), perspective: perspective)
            } else {
                RuntimeWarnings.emit("rotation3DEffect axis \(values) has no direction; drawing the view unturned", fix: "pass an axis with a non-zero x, y or z")
                transform.radians = 0
            }
            return BoxContent(name: "rotation3DEffect", layout: PassthroughLayout(), effect: GroupEffect(transform: transform))
        }
        return BoxContent(name: angle == 0 ? "scaleEffect" : "rotationEffect", layout: PassthroughLayout(), effect: GroupEffect(transform: transform))
    }
}

extension _FlipForRightToLeftModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        guard enabled, environment.layoutDirection == .rightToLeft else {
            return BoxContent(name: "flipsForRightToLeftLayoutDirection", layout: PassthroughLayout())
        }
        let mirror = GroupEffect.Transform(scaleX: -1, scaleY: 1, radians: 0, anchor: .center)
        return BoxContent(name: "flipsForRightToLeftLayoutDirection", layout: PassthroughLayout(), effect: GroupEffect(transform: mirror))
    }
}

extension _FocusTargetModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        .passthrough("focusable") {
            if isEnabled {
                $0.focusTarget = FocusTarget(takesClickFocus: true, showsRing: environment.isFocusEffectEnabled, focusChanged: focusChanged)
            }
        }
    }
}

extension _DragSourceModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        .passthrough(mark.isPreview ? "dragPreview" : "draggable") { $0.dragSource = mark }
    }
}

extension _DropTargetModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        .passthrough("dropDestination") { $0.dropTarget = target }
    }
}

extension _FocusSectionModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        .passthrough("focusSection") { $0.isFocusSection = true }
    }
}

extension _PrefersDefaultFocusModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        .passthrough("prefersDefaultFocus") { $0.prefersDefaultFocus = prefers }
    }
}

extension _KeyPressModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        .passthrough("onKeyPress") { $0.keyHandler = handle }
    }
}

extension _FocusedValueModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        .passthrough("focusedValue") { $0.focusedValue = publication }
    }
}

extension _ButtonPressModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        .passthrough("buttonStyle") {
            $0.action = .plain(action)
            // A button takes the focus from the keyboard (Tab), not from a click, as on macOS.
            if environment.isEnabled { $0.focusTarget = FocusTarget(showsRing: environment.isFocusEffectEnabled) }
            $0.pressChanged = pressChanged
            $0.repeatsAction = environment.buttonRepeatBehavior == .enabled
        }
    }
}

extension _ColorEffect: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        BoxContent(name: name, layout: PassthroughLayout(), effect: GroupEffect(colors: matrix))
    }
}

extension _CompositingGroupEffect: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        var effect = GroupEffect()
        effect.isolates = true
        return BoxContent(name: "compositingGroup", layout: PassthroughLayout(), effect: effect)
    }
}

extension _BlendModeEffect: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        guard mode != .normal else { return BoxContent(name: "blendMode", layout: PassthroughLayout()) }
        return BoxContent(name: "blendMode", layout: PassthroughLayout(), effect: GroupEffect(blendMode: mode.pixelMode))
    }
}

extension _BlurEffect: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        let radius = GroupEffect.blurRadius(radius, name: "blur radius")
        return BoxContent(name: "blur", layout: PassthroughLayout(), effect: radius > 0 ? GroupEffect(blur: GroupEffect.Blur(radius: radius, opaque: opaque)) : nil)
    }
}

extension _ZIndexModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        .passthrough("zIndex") { $0.zIndex = LayoutInput.finite(value, name: "zIndex") }
    }
}

extension _ContentShapeModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        let outline = ShapeDrawing.Outline.of(shape, in: environment)
        return .passthrough("contentShape") { $0.hitShape = outline }
    }
}

extension GroupEffect {
    /// The most a blur or shadow spreads, in points: by then a view is a haze, so a larger
    /// radius draws much the same; and the layers and pixel arithmetic stay in range (a radius
    /// of 1e300 trapped; one of 1,000 blurred a 4,000-pixel layer).
    static let maximumBlurRadius: CGFloat = 200

    /// `radius` repaired: NaN, negative and infinite as any length, then at most the maximum.
    static func blurRadius(_ radius: CGFloat, name: String) -> CGFloat {
        let length = LayoutInput.length(radius, name: name)
        guard length > maximumBlurRadius else { return length }
        RuntimeWarnings.emit("\(name) \(radius) is more than \(Int(maximumBlurRadius)) points; using \(Int(maximumBlurRadius))", fix: "use a radius of at most \(Int(maximumBlurRadius)) points")
        return maximumBlurRadius
    }
}
