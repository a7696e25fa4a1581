import TintLayout
import TintViews

/// The node of a `GeometryReader`: builds its content from the frame layout last gave its box,
/// and builds it again when layout reports a new one (`BoxContent.onPlaced`).
final class GeometryReaderNode<Content: View>: SingleChildBoxNode<GeometryReader<Content>, Content> {
    private var view: GeometryReader<Content>
    private var proxy = GeometryProxy(frame: .zero)

    init(_ view: GeometryReader<Content>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        self.view = view
        super.init(box: graph.reserveBoxID(), graph: graph, parent: parent, environment: environment)
        var content = BoxContent(name: "GeometryReader", layout: GeometryReaderLayout())
        content.onPlaced = { [weak self] placement in self?.placed(placement) }
        graph.insertBox(box, content)
        child = makeNode(view.content(proxy), parent: self, graph: graph, environment: environment)
        publishChildren()
    }

    override func update(_ view: GeometryReader<Content>, environment: EnvironmentValues) {
        self.view = view
        self.environment = environment
        child.update(view.content(proxy), environment: environment)
    }

    private func placed(_ placement: BoxPlacement) {
        let newProxy = GeometryProxy(frame: placement.frame)
        guard newProxy != proxy else { return }
        proxy = newProxy
        graph.enqueueDirty(self)
    }

    override func runScheduledWork() {
        child.update(view.content(proxy), environment: environment)
    }
}

extension GeometryReader: PrimitiveView {
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<Self> {
        GeometryReaderNode(view, parent: parent, graph: graph, environment: environment)
    }
}
