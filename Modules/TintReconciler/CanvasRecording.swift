import Foundation
import TintBoxes
import TintViews

/// A canvas's drawing as render runs it: the app's renderer, handed a `GraphicsContext` that
/// records into commands, whose texts and images become the box contents their own views would
/// make (so a text in a canvas is shaped, coloured and cached as a `Text` view is).
@MainActor
enum CanvasRecording {
    /// `reads`: where the state the renderer reads as it draws is recorded, so that a change to
    /// it draws the canvas again (nil: not tracked).
    static func drawing(designSize: CGSize? = nil, resizable: Bool = false, environment: EnvironmentValues, reads: ContentReads? = nil,
                        symbols: CanvasSymbolImages? = nil, renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> CanvasDrawing {
        var drawing = CanvasDrawing(designSize: designSize) { [weak reads] size, measurer in
            let recorder = _CanvasRecorder(
                measurer: measurer,
                textContent: { text, environment in text.boxContent(environment: environment).resolved(in: environment) },
                imageContent: { image, environment in image.boxContent(environment: environment).resolved(in: environment) },
                symbol: { tag, environment in symbols?.image(tagged: tag, in: environment) })
            var context = GraphicsContext(recorder: recorder, size: size, environment: environment)
            if let reads {
                reads.track { renderer(&context, size) }
            } else {
                renderer(&context, size)
            }
            return recorder.commands
        }
        drawing.resizable = resizable
        return drawing
    }
}

extension Canvas: PrimitiveView {
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<Self> {
        CanvasNode(view, parent: parent, graph: graph, environment: environment)
    }
}

/// The node of a `Canvas`: one box whose drawing runs the renderer when painted. What the
/// renderer reads as it draws (state, observed properties) is recorded, and a change to it
/// draws the canvas again, as a change to what its parent's body read does.
final class CanvasNode<Symbols: View>: TypedNode<Canvas<Symbols>>, DirtyEvaluating {
    private var view: Canvas<Symbols>
    private let box: BoxID
    private var content: BoxContent
    private var reads: ContentReads!
    private let symbols = CanvasSymbolImages()

    init(_ view: Canvas<Symbols>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        self.view = view
        content = BoxContent(name: "Canvas")
        box = graph.insertBox(content)
        super.init(graph: graph, parent: parent, environment: environment)
        reads = ContentReads(name: "Canvas", node: self)
        symbols.reset(to: view.symbols)
        refreshBox(box, &content, with: makeContent())
    }

    private func makeContent() -> BoxContent {
        BoxContent(name: "Canvas", drawing: .canvas(CanvasRecording.drawing(environment: environment, reads: reads, symbols: symbols,
                                                                                 renderer: view.renderer)))
    }

    override func update(_ newView: Canvas<Symbols>, environment: EnvironmentValues) {
        view = newView
        self.environment = environment
        // A rebuilt canvas may show other symbols; a redraw for what the renderer read keeps them.
        symbols.reset(to: view.symbols)
        refreshBox(box, &content, with: makeContent())
    }

    override var updatesEnvironmentAlone: Bool { true }

    override func updateEnvironment(_ environment: EnvironmentValues) {
        guard environment != self.environment else { return }
        self.environment = environment
        symbols.reset(to: view.symbols)
        refreshBox(box, &content, with: makeContent())
    }

    func invalidate(because cause: String) {
        reads.invalidate(because: cause)
    }

    override func runScheduledWork() {
        guard reads.beginScheduledRun() else { return }
        refreshBox(box, &content, with: makeContent())
    }

    override func appendBoxes(to list: inout [BoxID]) {
        list.append(box)
    }

    override func unmount(removeBoxes: Bool) {
        reads.unmounted()
        if removeBoxes { graph.removeBox(box) }
    }
}

/// A canvas's symbol views by tag, and their pixels once drawn (by the host's
/// `_SymbolRasterizer`, in the canvas's environment), kept until the canvas's view changes.
@MainActor
final class CanvasSymbolImages {
    private var views: [(tag: AnyHashable, view: AnyView)] = []
    private var images: [AnyHashable: CGImage] = [:]

    func reset<Symbols: View>(to symbols: Symbols) {
        images = [:]
        views = Symbols.self == EmptyView.self ? [] : _ViewList(symbols).items.compactMap { item in
            item.traits.tag.map { ($0, item.view) }
        }
    }

    func image(tagged tag: AnyHashable, in environment: EnvironmentValues) -> CGImage? {
        if let kept = images[tag] { return kept }
        guard let view = views.first(where: { $0.tag == tag })?.view,
              let image = environment._symbolRasterizer.rasterize(view, environment) else { return nil }
        images[tag] = image
        return image
    }
}
