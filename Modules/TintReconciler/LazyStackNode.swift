import TintLayout
import TintViews

/// `LazyVStack` and `LazyHStack`, as the reconciler sees them.
@MainActor
protocol LazyStackPrimitive: PrimitiveView {
    associatedtype Content: View
    var content: Content { get }
    var spacing: CGFloat? { get }
    static var axis: Axis { get }
    var crossFraction: CGFloat { get }
}

extension LazyVStack: LazyStackPrimitive {
    static var axis: Axis { .vertical }
    var crossFraction: CGFloat { alignment.fraction }
}

extension LazyHStack: LazyStackPrimitive {
    static var axis: Axis { .horizontal }
    var crossFraction: CGFloat { alignment.fraction }
}

extension LazyStackPrimitive {
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<Self> {
        LazyStackNode(view, parent: parent, graph: graph, environment: environment)
    }
}

/// The node of a lazy stack. With a `ForEach` as content it builds only the rows layout shows:
/// after each placement (`BoxContent.onPlaced`) it compares the built rows with the stack's
/// visible part and, when they no longer cover it (or cover far more), builds the rows of the
/// visible part plus `overscan` on each side in the next pass of the same frame.
final class LazyStackNode<V: LazyStackPrimitive>: SingleChildBoxNode<V, V.Content> {
    /// Rows built beyond each end of the visible part.
    static var overscan: Int { 4 }
    /// Rows built before the first layout, to learn how long a row is.
    static var initialRows: Int { 16 }
    /// The most rows built at once (rows of zero length would otherwise all show).
    static var maximumBuiltRows: Int { 2_000 }

    private var view: V
    private var content: BoxContent
    private var rows: (any LazyRows)?
    private var wantedRows: Range<Int>?

    init(_ view: V, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        self.view = view
        content = BoxContent(name: "\(V.axis == .vertical ? "LazyVStack" : "LazyHStack")")
        super.init(box: graph.reserveBoxID(), graph: graph, parent: parent, environment: environment)
        let environment = Self.contentEnvironment(environment)
        if let source = view.content as? any LazyRowSource {
            let node = source.makeLazyRowsNode(parent: self, graph: graph, environment: environment, initialRows: Self.initialRows)
            rows = node
            // The rows node is the content's node: `V.Content` is that `ForEach`.
            child = unsafeDowncast(node, to: TypedNode<V.Content>.self)
        } else if let erased = view.content as? AnyView, let source = erased.view as? any LazyRowSource {
            let node = ErasedLazyRowsNode(erased, source: source, parent: self, graph: graph, environment: environment, initialRows: Self.initialRows)
            rows = node
            // `V.Content` is `AnyView`, the node's view type.
            child = unsafeDowncast(node, to: TypedNode<V.Content>.self)
        } else {
            child = makeNode(view.content, parent: self, graph: graph, environment: environment)
        }
        content = makeContent()
        graph.insertBox(box, content)
        publishChildren()
    }

    /// What the rows see: the stack's axis (a `Divider` row is a line across it).
    private static func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var inner = environment
        inner._stackAxis = V.axis
        return inner
    }

    private func makeContent() -> BoxContent {
        let layout = LazyStackLayout(axis: V.axis, spacing: view.spacing, crossFraction: view.crossFraction,
                                     rowCount: rows?.rowCount, firstRow: rows?.builtRows.lowerBound ?? 0)
        var content = BoxContent(name: self.content.name, layout: layout)
        if rows != nil { content.onPlaced = { [weak self] placement in self?.placed(placement) } }
        return content
    }

    override func update(_ view: V, environment: EnvironmentValues) {
        let layoutChanged = view.spacing != self.view.spacing || view.crossFraction != self.view.crossFraction
        self.view = view
        self.environment = environment
        if layoutChanged { refreshBox(box, &content, with: makeContent()) }
        child.update(view.content, environment: Self.contentEnvironment(environment))
    }

    override func absorbChildBoxesChange() -> Bool {
        publishChildren()
        refreshBox(box, &content, with: makeContent())
        return true
    }

    override func unmount(removeBoxes: Bool) {
        // Rows asked for by the last placement are not built for a stack that is gone.
        wantedRows = nil
        super.unmount(removeBoxes: removeBoxes)
    }

    override func runScheduledWork() {
        guard let wanted = wantedRows, let rows else { return }
        wantedRows = nil
        rows.build(wanted)
    }

    /// Decides from where layout put the built rows whether other rows must be built.
    private func placed(_ placement: BoxPlacement) {
        guard let rows, rows.rowCount > 0 else { return }
        let axis = V.axis
        func start(_ r: CGRect) -> CGFloat { axis == .vertical ? r.minY : r.minX }
        func end(_ r: CGRect) -> CGFloat { axis == .vertical ? r.maxY : r.maxX }
        let visible = placement.visibleRect
        // Off screen: keep what is built (nothing shows, so nothing is missing). With nothing
        // built, the stack has no size to be visible by: build a first batch below.
        guard !placement.childFrames.isEmpty || rows.builtRows.isEmpty else { return }
        guard placement.childFrames.isEmpty || (visible.width > 0 && visible.height > 0) else { return }
        let built = rows.builtRows
        // The spacing the layout uses (already checked, and warned about, when it was made).
        let spacing = (content.layout as? LazyStackLayout)?.spacing ?? defaultStackSpacing
        // The length of a row with its spacing, from the built rows as layout placed them.
        var pitch: CGFloat = 0
        if let first = placement.childFrames.first, let last = placement.childFrames.last {
            pitch = (end(last) - start(first) + spacing) / CGFloat(placement.childFrames.count)
        }
        let count = rows.rowCount
        // The rows that show, and those to build: these plus the overscan.
        var showing: Range<Int>
        if pitch > 0, pitch.isFinite {
            let origin = start(placement.frame)
            let lower = Int(((start(visible) - origin) / pitch).rounded(.down))
            let upper = Int(((end(visible) - origin) / pitch).rounded(.up))
            showing = Swift.max(0, Swift.min(lower, count))..<Swift.max(0, Swift.min(upper, count))
        } else {
            // Nothing built to measure (the data was empty): a first batch where the rows were.
            let lower = Swift.min(built.lowerBound, Swift.max(0, count - Self.initialRows))
            showing = lower..<Swift.min(count, lower + Self.initialRows)
        }
        if showing.count > Self.maximumBuiltRows {
            showing = showing.lowerBound..<(showing.lowerBound + Self.maximumBuiltRows)
        }
        // Keep what is built while it covers what shows and is not far larger (a hysteresis, so
        // rows of uneven length cannot make the range flip between two answers).
        if built.lowerBound <= showing.lowerBound, built.upperBound >= showing.upperBound,
           built.count <= showing.count + 4 * Self.overscan { return }
        let wanted = Swift.max(0, showing.lowerBound - Self.overscan)..<Swift.min(count, showing.upperBound + Self.overscan)
        guard wanted != built else { return }
        wantedRows = wanted
        graph.enqueueDirty(self)
    }
}
