import TintBoxes
import TintLayout
import TintViews

/// The node of a `GeometryReader`: builds its content from the frame layout last gave its box,
/// and builds it again when layout reports a new one (`BoxContent.onPlaced`).
///
/// The closure runs outside any body, so its own reads are tracked here: a state or model it
/// reads builds the content again when it changes.
final class GeometryReaderNode<Content: View>: SingleChildBoxNode<GeometryReader<Content>, Content>, DirtyEvaluating {
    private var view: GeometryReader<Content>
    private var proxy = GeometryProxy(frame: .zero)
    private lazy var reads = ContentReads(name: "GeometryReader content", node: self, cause: "its size changed")

    init(_ view: GeometryReader<Content>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        self.view = view
        super.init(box: graph.reserveBoxID(), graph: graph, parent: parent, environment: environment)
        var content = BoxContent(name: "GeometryReader", layout: GeometryReaderLayout())
        content.mirrorsChildren = environment.layoutDirection == .rightToLeft
        content.onPlaced = { [weak self] placement in self?.placed(placement) }
        graph.insertBox(box, content)
        child = makeNode(buildContent(), parent: self, graph: graph, environment: environment)
        publishChildren()
    }

    /// The content for the current frame, its reads recorded.
    private func buildContent() -> Content {
        reads.track { view.content(proxy) }
    }

    func invalidate(because cause: String) {
        reads.invalidate(because: cause)
    }

    override func update(_ view: GeometryReader<Content>, environment: EnvironmentValues) {
        self.view = view
        self.environment = environment
        child.update(buildContent(), environment: environment)
    }

    private func placed(_ placement: BoxPlacement) {
        let newProxy = GeometryProxy(frame: placement.frame, spaces: environment._coordinateSpaces.frames())
        guard newProxy != proxy else { return }
        proxy = newProxy
        reads.schedule(because: "its size changed")
    }

    override func runScheduledWork() {
        guard reads.beginScheduledRun() else { return }
        child.update(buildContent(), environment: environment)
    }

    override func unmount(removeBoxes: Bool) {
        reads.unmounted()
        super.unmount(removeBoxes: removeBoxes)
    }
}

extension GeometryReader: PrimitiveView {
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<Self> {
        GeometryReaderNode(view, parent: parent, graph: graph, environment: environment)
    }
}
