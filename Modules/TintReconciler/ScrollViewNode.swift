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
    /// Where a `scrollTargetLayout()` inside registers itself.
    private let targetSlot = _ScrollTargetLayoutSlot()
    /// The id of the scroll position (`scrollPosition(id:)`) this node last showed or reported.
    private var positionID: AnyHashable?
    /// The content, in window points, as the last layout placed it (the viewport is `space.frame`).
    private var contentFrame = CGRect.zero
    /// A new offset waits for its layout: what shows now is not where the scroll view goes.
    private var movePending = false

    init(_ view: ScrollView<Content>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        axes = view.axes
        behavior = environment.scrollBehavior
        content = BoxContent(name: "ScrollView")
        super.init(box: graph.reserveBoxID(), graph: graph, parent: parent, environment: environment)
        content = makeContent()
        graph.insertBox(box, content)
        targetSlot.targetsPlaced = { [weak self] in self?.reportPosition() }
        child = makeNode(Self.stacked(view, behavior), parent: self, graph: graph, environment: contentEnvironment(environment))
        publishChildren()
        followPosition()
    }

    /// The content's environment: the viewport is its `.scrollView` space.
    private func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var inner = environment
        inner._coordinateSpaces = environment._coordinateSpaces.adding(EnvironmentValues._scrollViewSpaceName, space)
        inner._scrollTargetLayoutSlot = targetSlot
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
        followPosition()
    }

    /// Scrolls to the view a new `scrollPosition(id:)` value names, its `anchor` (the top when
    /// nil) on the same point of the viewport.
    private func followPosition() {
        guard let position = behavior.position, position.id != positionID else { return }
        positionID = position.id
        guard let id = position.id else { return }
        guard let target = targets().first(where: { $0.id == id })?.node ?? child.descendant(namedByScrollID: id) else {
            RuntimeWarnings.emit("scrollPosition(id:): no view in the scroll view has the id \(id.base); nothing scrolls", fix: "set the position to the id of a row in the scroll view (the rows carry .id or come from a ForEach)")
            return
        }
        reveal(target, anchor: position.anchor ?? .top)
    }

    /// The scroll targets: the views the `scrollTargetLayout()` inside names, or, with none,
    /// the views the content names.
    private func targets() -> [(id: AnyHashable, node: ViewNode)] {
        ((targetSlot.layout as? ViewNode) ?? child).namedDescendants()
    }

    /// The targets laid out now, with their frames in window points, in order.
    private func placedTargets() -> [(id: AnyHashable, frame: CGRect)] {
        guard let frames = environment._boxFrames else { return [] }
        var placed: [(id: AnyHashable, frame: CGRect)] = []
        var boxes: [BoxID] = []
        for target in targets() {
            boxes.removeAll(keepingCapacity: true)
            target.node.appendBoxes(to: &boxes)
            let shown = boxes.compactMap { frames.frame($0) }
            guard let first = shown.first else { continue }
            placed.append((target.id, shown.dropFirst().reduce(first) { $0.union($1) }))
        }
        return placed
    }

    /// Tells the `scrollPosition(id:)` binding which target is at the anchor now (the top or
    /// leading edge when nil): the first whose frame holds the anchor's point along the scrolled
    /// axis, or else the first that shows.
    private func reportPosition() {
        guard let position = behavior.position, reveal == nil, !movePending else { return }
        let anchor = position.anchor ?? .top
        let viewport = space.frame
        let point = CGPoint(x: viewport.minX + anchor.x * viewport.width, y: viewport.minY + anchor.y * viewport.height)
        let vertical = axes.contains(.vertical)
        let placed = placedTargets()
        let atAnchor = placed.first { target in
            vertical ? target.frame.minY <= point.y && point.y < target.frame.maxY
                : target.frame.minX <= point.x && point.x < target.frame.maxX
        } ?? placed.first { $0.frame.intersects(viewport) }
        guard let found = atAnchor, found.id != positionID else { return }
        positionID = found.id
        position.report(found.id)
    }

    /// Where a scroll by `delta` from the offset shown ends, as the scroll target behaviour
    /// moves it.
    private func aimed(_ proposed: CGPoint, delta: CGSize, _ targetBehavior: any ScrollTargetBehavior) -> CGPoint {
        let viewport = space.frame
        var target = ScrollTarget(rect: CGRect(origin: proposed, size: viewport.size))
        let frames = placedTargets().map { $0.frame.offsetBy(dx: -contentFrame.minX, dy: -contentFrame.minY) }
        let context = ScrollTargetBehaviorContext(originalTarget: target, velocity: CGVector(dx: delta.width, dy: delta.height),
                                                  contentSize: contentFrame.size, containerSize: viewport.size, axes: axes,
                                                  targetFrames: frames, shownOffset: shownOffset)
        targetBehavior.updateTarget(&target, context: context)
        guard let anchor = target.anchor else { return target.rect.origin }
        // The anchor's point of the rectangle on the same point of the viewport.
        return CGPoint(x: target.rect.minX + anchor.x * (target.rect.width - viewport.width),
                       y: target.rect.minY + anchor.y * (target.rect.height - viewport.height))
    }

    private static func stacked(_ view: ScrollView<Content>, _ behavior: ScrollBehavior) -> _LayoutContainer<ScrollContentStack, Content> {
        _LayoutContainer(layout: ScrollContentStack(axis: view.axes == .horizontal ? .horizontal : .vertical, margins: behavior.contentMargins),
                         content: view.content)
    }

    private func placed(_ placement: BoxPlacement) {
        space.frame = placement.frame
        guard let contentFrame = placement.childFrames.first else { return }
        defer { reportPosition() }
        self.contentFrame = contentFrame
        shownOffset = CGPoint(x: placement.frame.minX - contentFrame.minX, y: placement.frame.minY - contentFrame.minY)
        if !anchoredStart {
            anchoredStart = true
            if let anchor = behavior.defaultAnchor {
                // The anchor's point of the content on the same point of the viewport.
                offset = CGPoint(x: anchor.x * (contentFrame.width - placement.frame.width), y: anchor.y * (contentFrame.height - placement.frame.height))
                if offset.x.isFinite, offset.y.isFinite, offset != shownOffset {
                    movePending = true
                    graph.enqueueDirty(self)
                } else {
                    offset = shownOffset
                }
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
        movePending = true
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
        case .by(let delta):
            target = CGPoint(x: shownOffset.x + delta.width, y: shownOffset.y + delta.height)
            if let targetBehavior = behavior.targetBehavior { target = aimed(target, delta: delta, targetBehavior.behavior) }
        case .to(let point): target = point
        }
        if !axes.contains(.horizontal) { target.x = 0 }
        if !axes.contains(.vertical) { target.y = 0 }
        guard target.x.isFinite, target.y.isFinite else {
            RuntimeWarnings.emit("ScrollView: scroll offset \(target) is not finite; ignored", fix: "scroll to finite offsets")
            return
        }
        guard target != offset else { return }
        offset = target
        movePending = true
        graph.enqueueDirty(self)
    }

    override func runScheduledWork() {
        movePending = false
        refreshBox(box, &content, with: makeContent())
    }
}

extension ScrollView: PrimitiveView {
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<Self> {
        ScrollViewNode(view, parent: parent, graph: graph, environment: environment)
    }
}
