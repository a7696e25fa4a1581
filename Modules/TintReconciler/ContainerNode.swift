import TintBoxes
import TintLayout
import TintViews

/// A primitive that owns one render box and a content subtree whose boxes become the box's
/// children: stacks, layout modifiers, buttons.
@MainActor
protocol ContainerDescribing {
    associatedtype Content: View
    var containedContent: Content { get }
    /// The content under `environment` (a `Button` under a custom `ButtonStyle` holds the
    /// style's body); `containedContent` unless a container says otherwise.
    func containedContent(in environment: EnvironmentValues) -> Content
    func boxContent(environment: EnvironmentValues) -> BoxContent
    /// The environment the content sees.
    func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues
    /// The part of the view its box is made from, kept by the node between updates: the view
    /// itself holds the whole subtree, which keeping would copy (and later destroy) on every
    /// update, every value of every row below.
    associatedtype BoxKey = Void
    var boxKey: BoxKey { get }
    /// True when `b` would produce the same box content as `a`, so the update can skip building
    /// it (building boxes the layout existential: an allocation per container per update).
    static func sameBox(_ a: BoxKey, _ b: BoxKey) -> Bool
    /// Runs `body` with the content under `environment`, borrowed where the view stores it (the
    /// `containedContent` getter returns a copy of the subtree).
    func withContainedContent<R>(in environment: EnvironmentValues, _ body: (Content) -> R) -> R
    /// The lazy container to suggest when this one holds very many children (a `VStack` of
    /// 100,000 rows builds them all); nil for containers that have none.
    static var lazyAlternative: String? { get }
}

extension ContainerDescribing {
    static var lazyAlternative: String? { nil }
    func containedContent(in environment: EnvironmentValues) -> Content { containedContent }
    func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { environment }
    func withContainedContent<R>(in environment: EnvironmentValues, _ body: (Content) -> R) -> R {
        body(containedContent(in: environment))
    }
}

extension ContainerDescribing where BoxKey == Void {
    var boxKey: Void { () }
    static func sameBox(_ a: Void, _ b: Void) -> Bool { false }
}

/// The node of a container primitive.
final class ContainerNode<V: View & ContainerDescribing>: SingleChildBoxNode<V, V.Content>, AnimationScopeHolding {
    private var boxKey: V.BoxKey
    private var content: BoxContent

    init(_ view: V, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        boxKey = view.boxKey
        content = view.boxContent(environment: environment).resolved(in: environment)
        super.init(box: graph.insertBox(content), graph: graph, parent: parent, environment: environment)
        child = makeNode(view.containedContent(in: environment), parent: self, graph: graph, environment: view.contentEnvironment(environment))
        adviseLazyIfCrowded(publishChildren())
    }

    override func absorbChildBoxesChange() -> Bool {
        adviseLazyIfCrowded(publishChildren())
        return true
    }

    var heldAnimationScope: AnimationScope? { content.animationScope }

    /// Children a plain stack holds before a warning suggests its lazy form: every one is
    /// built, measured and kept (a million plain rows took gigabytes).
    static var crowdedChildCount: Int { 5_000 }

    /// Whether this stack already said it is crowded (once is enough).
    private var advisedLazy = false

    private func adviseLazyIfCrowded(_ count: Int) {
        guard let lazy = V.lazyAlternative, !advisedLazy, count > Self.crowdedChildCount else { return }
        advisedLazy = true
        RuntimeWarnings.emit("a \(TypeNames.name(of: V.self)) holds \(count) views and builds every one; in a ScrollView, a \(lazy) builds only those in view", fix: "use \(lazy) (or a List) for long content in a ScrollView")
    }

    override func update(_ view: V, environment: EnvironmentValues) {
        let key = view.boxKey
        if environment != self.environment || !V.sameBox(boxKey, key) {
            refreshBox(box, &content, with: view.boxContent(environment: environment).resolved(in: environment))
        }
        boxKey = key
        self.environment = environment
        let child = self.child!, contentEnvironment = view.contentEnvironment(environment)
        view.withContainedContent(in: environment) { child.update($0, environment: contentEnvironment) }
    }
}

extension PrimitiveView where Self: ContainerDescribing {
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<Self> {
        makePrimitiveNode(view, parent: parent, graph: graph, environment: environment, record: graph.record(for: Self.self))
    }

    // The node class kept by the record: see `_ConditionalContent`.
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues, record: ViewTypeRecord) -> TypedNode<Self> {
        record.nodeClass(ContainerNode<Self>.self).init(view, parent: parent, graph: graph, environment: environment)
    }
}

/// A stack: its content laid out by an `Equatable` layout (VStack, HStack, ZStack).
@MainActor
protocol StackPrimitive: PrimitiveView, ContainerDescribing {
    associatedtype StackLayout: Layout & Equatable
    var layout: StackLayout { get }
    var content: Content { get }
    /// The box's name in diagnostics.
    static var boxName: String { get }
    /// The axis its children are arranged along (`nil`: layered, a ZStack).
    static var stackAxis: Axis? { get }
}

extension StackPrimitive {
    var containedContent: Content { content }
    func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        guard environment._stackAxis != Self.stackAxis else { return environment }
        var inner = environment
        inner._stackAxis = Self.stackAxis
        return inner
    }
    var boxKey: StackLayout { layout }
    static func sameBox(_ a: StackLayout, _ b: StackLayout) -> Bool { a == b }
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        BoxContent(name: Self.boxName, layout: layout)
    }
}

// Each stack hands its content on in its own extension, not in `StackPrimitive`'s: there
// `content` is read through the protocol's getter, a copy of the whole subtree.
extension VStack: StackPrimitive {
    func withContainedContent<R>(in environment: EnvironmentValues, _ body: (Content) -> R) -> R { body(content) }
    static var lazyAlternative: String? { "LazyVStack" }
    static var boxName: String { "VStack" }
    static var stackAxis: Axis? { .vertical }
}
extension HStack: StackPrimitive {
    func withContainedContent<R>(in environment: EnvironmentValues, _ body: (Content) -> R) -> R { body(content) }
    static var lazyAlternative: String? { "LazyHStack" }
    static var boxName: String { "HStack" }
    static var stackAxis: Axis? { .horizontal }
}
extension ZStack: StackPrimitive {
    func withContainedContent<R>(in environment: EnvironmentValues, _ body: (Content) -> R) -> R { body(content) }
    static var boxName: String { "ZStack" }
    static var stackAxis: Axis? { nil }
}

/// `.background` and `.overlay`: one box holding the decoration and the view, in paint order.
extension _DecoratedView: PrimitiveView, ContainerDescribing {
    var containedContent: _ConditionalContent<TupleView<(Decoration, Content)>, TupleView<(Content, Decoration)>> {
        // A decoration that moves between background and overlay is a new decoration.
        isOverlay ? .falseContent(TupleView((content, decoration))) : .trueContent(TupleView((decoration, content)))
    }
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        BoxContent(name: isOverlay ? "overlay" : "background", layout: DecorationLayout(alignment: alignment, contentIsLast: !isOverlay))
    }
}

/// `.mask`: one box holding the view and its mask (last), composited through the mask's alpha.
extension _MaskedView: PrimitiveView, ContainerDescribing {
    var containedContent: TupleView<(Content, Mask)> { TupleView((content, mask)) }
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        BoxContent(name: "mask", layout: DecorationLayout(alignment: alignment, contentIsLast: false), effect: GroupEffect(masksWithLastChild: true))
    }
}

extension _LayoutContainer: PrimitiveView, ContainerDescribing {
    var containedContent: Content { content }
    var boxKey: L { layout }
    static func sameBox(_ a: L, _ b: L) -> Bool { ValueEquality.equal(a, b) ?? false }
    func withContainedContent<R>(in environment: EnvironmentValues, _ body: (Content) -> R) -> R { body(content) }
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        BoxContent(name: "\(L.self)", layout: layout)
    }
    /// A layout that says it stacks (`layoutProperties.stackOrientation`) orients the dividers in it.
    func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        guard let axis = L.layoutProperties.stackOrientation, environment._stackAxis != axis else { return environment }
        var inner = environment
        inner._stackAxis = axis
        return inner
    }
}

extension Button: PrimitiveView, ContainerDescribing {
    var containedContent: _ConditionalContent<Label, _ConditionalContent<_StyledButton, _PrimitiveStyledButton>> { .trueContent(label) }

    /// Under a custom `ButtonStyle`, the style's body around the label: it takes the clicks
    /// (and knows when it is pressed), and the button's own box only holds it. Under a custom
    /// `PrimitiveButtonStyle`, the style's body, which triggers the action itself.
    func containedContent(in environment: EnvironmentValues) -> _ConditionalContent<Label, _ConditionalContent<_StyledButton, _PrimitiveStyledButton>> {
        if let primitive = environment._buttonStyle.primitive {
            return .falseContent(.falseContent(_PrimitiveStyledButton(style: primitive, label: AnyView(label), role: role, action: run(in: environment))))
        }
        guard let style = environment._buttonStyle.custom else { return containedContent }
        return .falseContent(.trueContent(_StyledButton(style: style, label: AnyView(label), role: role, action: run(in: environment))))
    }

    /// The action, and in an alert the alert's closing after it.
    private func run(in environment: EnvironmentValues) -> @MainActor () -> Void {
        guard let hook = environment._afterButtonAction else { return action }
        let action = action
        return { action(); hook.run() }
    }

    func boxContent(environment: EnvironmentValues) -> BoxContent {
        let style = environment._buttonStyle.resolved(in: environment._interfaceIdiom)
        if style.custom != nil || style.primitive != nil {
            // The style's body takes the clicks; the button is still one push button, named
            // by its label, whose "click" runs the action.
            var content = BoxContent(name: "Button", layout: PassthroughLayout())
            var mark = AccessibilityMark(role: .pushButton)
            mark.actions = [AccessibilityActionEntry(name: "click", run: run(in: environment))]
            content.accessibility = mark
            return content
        }
        let padding = style == .plain || style == .link ? EdgeInsets() : EdgeInsets(top: 3, leading: 10, bottom: 3, trailing: 10)
        let corners = environment._buttonBorderShape.corners
        let drawing: Drawing? = switch style {
        // A desktop push button: the label inset on a light bezel.
        case .bordered: .bezel(fill: Color._controlBackground, border: Color._controlBorder, corners: corners)
        case .borderedProminent: .bezel(fill: role == .destructive ? Color.red : environment._tint ?? Color.accentColor, border: Color(white: 0, opacity: 0.15),
                                        corners: corners)
        default: nil
        }
        var content = BoxContent(name: "Button", layout: PaddingLayout(padding), drawing: drawing, action: .plain(run(in: environment)))
        content.accessibility = AccessibilityMark(role: style == .link ? .link : .pushButton)
        content.repeatsAction = environment.buttonRepeatBehavior == .enabled
        // A button takes the focus from the keyboard (Tab), not from a click, as on macOS.
        if environment.isEnabled { content.focusTarget = FocusTarget(showsRing: environment.isFocusEffectEnabled) }
        return content
    }

    /// A prominent button's label is white; a destructive one's is red elsewhere; a disabled
    /// one's is grey. Under a custom `ButtonStyle` the style draws the label as it likes (it
    /// reads `role` and `\.isEnabled` itself), as in SwiftUI.
    func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        let style = environment._buttonStyle.resolved(in: environment._interfaceIdiom)
        if style.custom != nil || style.primitive != nil { return environment }
        if !environment.isEnabled {
            var inner = environment
            inner.foregroundColor = Color._disabledText
            return inner
        }
        if style == .borderedProminent {
            var inner = environment
            inner.foregroundColor = .white
            return inner
        }
        if style == .link {
            var inner = environment
            inner.foregroundColor = LinkShapeStyle()._style.color(in: environment)
            return inner
        }
        // The iPad's default button: its label in the tint (the accent colour), as iOS draws
        // a button; a destructive one's in red. A foreground the app set around it wins.
        if environment._buttonStyle == .automatic, environment._interfaceIdiom == .pad, environment.foregroundColor == nil {
            var inner = environment
            inner.foregroundColor = role == .destructive ? .red : environment._tint ?? Color.accentColor
            return inner
        }
        guard role == .destructive else { return environment }
        var inner = environment
        inner.foregroundColor = .red
        return inner
    }
}
