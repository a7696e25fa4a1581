import TintBoxes
import TintLayout
import TintViews

/// The node of a `ScrollView`: keeps the content offset, which scroll requests
/// (`BoxContent.onScroll`) move and layout clamps, and hands it to the box's `ScrollLayout`.
/// Its child is the content in its implicit stack (`ScrollContentStack`).
final class ScrollViewNode<Content: View>: SingleChildBoxNode<ScrollView<Content>, _LayoutContainer<ScrollContentStack, Content>>, RevealingScroller {
    private var axes: Axis.Set
    /// The offset asked for; layout shows it clamped to the content.
    private var offset = CGPoint.zero
    /// The offset layout last showed, which relative scrolls start from.
    private var shownOffset = CGPoint.zero
    private var content: BoxContent
    /// A view to bring into view (`ScrollViewProxy.scrollTo`): its box rides in the content
    /// (`BoxContent.revealing`) until a placement brings its frame.
    private var reveal: (box: BoxID, anchor: UnitPoint?)?
    /// What the scroll modifiers around it set (`.scrollDisabled`, `.defaultScrollAnchor`...).
    private var behavior: ScrollBehavior
    /// Whether the default anchor placed the content yet (it does once, at the first layout).
    private var anchoredStart = false
    /// The viewport, as the `.scrollView` coordinate space and the container of
    /// `containerRelativeFrame` inside.
    private let space = _SpaceFrame()

    init(_ view: ScrollView<Content>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        axes = view.axes
        behavior = environment.scrollBehavior
        content = BoxContent(name: "ScrollView")
        super.init(box: graph.reserveBoxID(), graph: graph, parent: parent, environment: environment)
        content = makeContent()
        graph.insertBox(box, content)
        child = makeNode(Self.stacked(view, behavior), parent: self, graph: graph, environment: contentEnvironment(environment))
        publishChildren()
    }

    /// The content's environment: the viewport is its `.scrollView` space.
    private func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var inner = environment
        inner._coordinateSpaces = environment._coordinateSpaces.adding(EnvironmentValues._scrollViewSpaceName, space)
        return inner
    }

    private func makeContent() -> BoxContent {
        // The viewport clips its content: a rectangle clip, which painting does without a layer
        // when the viewport lies on whole pixels.
        var content = BoxContent(name: "ScrollView", layout: ScrollLayout(axes: axes, offset: offset),
                                 effect: behavior.clipsContent ? GroupEffect(clip: .rectangle) : nil)
        content.mirrorsChildren = environment.layoutDirection == .rightToLeft
        content.onPlaced = { [weak self] placement in self?.placed(placement) }
        content.onScroll = { [weak self] request in self?.scroll(request) }
        content.revealing = reveal?.box
        return content
    }

    override func update(_ view: ScrollView<Content>, environment: EnvironmentValues) {
        self.environment = environment
        if view.axes != axes || environment.scrollBehavior != behavior {
            axes = view.axes
            behavior = environment.scrollBehavior
            refreshBox(box, &content, with: makeContent())
        }
        child.update(Self.stacked(view, behavior), environment: contentEnvironment(environment))
    }

    private static func stacked(_ view: ScrollView<Content>, _ behavior: ScrollBehavior) -> _LayoutContainer<ScrollContentStack, Content> {
        _LayoutContainer(layout: ScrollContentStack(axis: view.axes == .horizontal ? .horizontal : .vertical, margins: behavior.contentMargins),
                         content: view.content)
    }

    private func placed(_ placement: BoxPlacement) {
        space.frame = placement.frame
        guard let contentFrame = placement.childFrames.first else { return }
        shownOffset = CGPoint(x: placement.frame.minX - contentFrame.minX, y: placement.frame.minY - contentFrame.minY)
        if !anchoredStart {
            anchoredStart = true
            if let anchor = behavior.defaultAnchor {
                // The anchor's point of the content on the same point of the viewport.
                offset = CGPoint(x: anchor.x * (contentFrame.width - placement.frame.width), y: anchor.y * (contentFrame.height - placement.frame.height))
                if offset.x.isFinite, offset.y.isFinite, offset != shownOffset { graph.enqueueDirty(self) } else { offset = shownOffset }
            }
        }
        guard let asked = reveal, let revealed = placement.revealedFrame else { return }
        reveal = nil
        // The view in content coordinates, and the offset that shows it.
        let inContent = revealed.offsetBy(dx: -contentFrame.minX, dy: -contentFrame.minY)
        let viewport = placement.frame.size
        func along(_ axis: Axis, shown: CGFloat) -> CGFloat {
            guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return 0 }
            let start = axis == .horizontal ? inContent.minX : inContent.minY
            let length = axis == .horizontal ? inContent.width : inContent.height
            let room = axis == .horizontal ? viewport.width : viewport.height
            if let anchor = asked.anchor {
                let fraction = axis == .horizontal ? anchor.x : anchor.y
                return start + fraction * length - fraction * room
            }
            // As little as shows it whole (its leading part when it is larger than the viewport).
            if start < shown || length > room { return start }
            if start + length > shown + room { return start + length - room }
            return shown
        }
        let target = CGPoint(x: along(.horizontal, shown: shownOffset.x), y: along(.vertical, shown: shownOffset.y))
        offset = target.x.isFinite && target.y.isFinite ? target : offset
        graph.enqueueDirty(self)
    }

    func reveal(_ target: ViewNode, anchor: UnitPoint?) {
        var boxes: [BoxID] = []
        target.appendBoxes(to: &boxes)
        guard let first = boxes.first else { return }
        reveal = (first, anchor)
        graph.enqueueDirty(self)
    }

    private func scroll(_ request: ScrollRequest) {
        // The wheel, a drag or a test's scroll: the user's, which `.scrollDisabled` stops.
        guard !behavior.isDisabled else { return }
        var target: CGPoint
        switch request {
        case .by(let delta): target = CGPoint(x: shownOffset.x + delta.width, y: shownOffset.y + delta.height)
        case .to(let point): target = point
        }
        if !axes.contains(.horizontal) { target.x = 0 }
        if !axes.contains(.vertical) { target.y = 0 }
        guard target.x.isFinite, target.y.isFinite else {
            RuntimeWarnings.emit("ScrollView: scroll offset \(target) is not finite; ignored")
            return
        }
        guard target != offset else { return }
        offset = target
        graph.enqueueDirty(self)
    }

    override func runScheduledWork() {
        refreshBox(box, &content, with: makeContent())
    }
}

extension ScrollView: PrimitiveView {
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<Self> {
        ScrollViewNode(view, parent: parent, graph: graph, environment: environment)
    }
}
