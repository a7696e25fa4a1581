import TintBoxes
import TintViews

/// The node of a `ScrollViewReader`: builds its content with a proxy that reaches this node,
/// and answers `scrollTo` by finding the view the id names in its subtree and asking each
/// scroll view around it, innermost first, to reveal it (`ScrollViewNode.reveal`). No box of
/// its own: the content lays out as it would alone.
final class ScrollViewReaderNode<Content: View>: TypedNode<ScrollViewReader<Content>>, DirtyEvaluating, ScrollRevealing {
    private var view: ScrollViewReader<Content>
    private var child: TypedNode<Content>!
    private lazy var reads = ContentReads(name: "ScrollViewReader content", node: self)

    init(_ view: ScrollViewReader<Content>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        self.view = view
        super.init(graph: graph, parent: parent, environment: environment)
        child = makeNode(buildContent(), parent: self, graph: graph, environment: environment)
    }

    /// The content, its reads recorded: the closure runs here, outside the body that made it.
    private func buildContent() -> Content {
        reads.track { view.content(ScrollViewProxy(self)) }
    }

    func invalidate(because cause: String) {
        reads.invalidate(because: cause)
    }

    override func update(_ view: ScrollViewReader<Content>, environment: EnvironmentValues) {
        self.view = view
        self.environment = environment
        child.update(buildContent(), environment: environment)
    }

    override func runScheduledWork() {
        guard reads.beginScheduledRun() else { return }
        child.update(buildContent(), environment: environment)
    }

    func scrollTo(_ id: AnyHashable, anchor: UnitPoint?) {
        guard let target = child.descendant(namedByScrollID: id) else {
            RuntimeWarnings.emit("ScrollViewProxy.scrollTo: no view inside the ScrollViewReader has the id \(id.base); nothing scrolls", fix: "give the view to scroll to .id(\(id.base)) inside the ScrollViewReader, or scroll to an id a view has")
            return
        }
        var revealed = false
        var node = target.parent
        while let current = node, current !== self {
            if let scroller = current as? any RevealingScroller {
                scroller.reveal(target, anchor: anchor)
                revealed = true
            }
            node = current.parent
        }
        if !revealed {
            RuntimeWarnings.emit("ScrollViewProxy.scrollTo: the view with the id \(id.base) is in no scroll view inside the ScrollViewReader; nothing scrolls", fix: "put the view in a ScrollView (or List) inside the ScrollViewReader")
        }
    }

    override func appendBoxes(to list: inout [BoxID]) { child.appendBoxes(to: &list) }
    override func forEachChild(_ body: (ViewNode) -> Void) { body(child) }

    override func unmount(removeBoxes: Bool) {
        reads.unmounted()
        child.unmount(removeBoxes: removeBoxes)
    }
}

/// A scroll view's node, which can bring a view of its content into view.
@MainActor
protocol RevealingScroller: AnyObject {
    func reveal(_ target: ViewNode, anchor: UnitPoint?)
}

extension ScrollViewReader: PrimitiveView {
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<Self> {
        ScrollViewReaderNode(view, parent: parent, graph: graph, environment: environment)
    }
}
