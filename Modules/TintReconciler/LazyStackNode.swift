import TintBoxes
import TintLayout
import TintViews

/// `LazyVStack`, `LazyHStack`, `LazyVGrid` and `LazyHGrid`, as the reconciler sees them: items
/// laid out in lines along an axis (one item a line for a stack, a line of cells for a grid).
@MainActor
protocol LazyStackPrimitive: PrimitiveView {
    associatedtype Content: View
    var content: Content { get }
    static var axis: Axis { get }
    static var boxName: String { get }
    /// The layout of `itemCount` items (`nil`: all built) of which those from `firstItem` are built.
    func lazyLayout(itemCount: Int?, firstItem: Int) -> any Layout
    /// How many items a line holds when the stack is `across` points wide across its axis.
    func itemsPerLine(across: CGFloat) -> Int
    /// The space between lines.
    var lineSpacing: CGFloat { get }
    /// Whether `other` lays out as this does.
    func sameArrangement(as other: Self) -> Bool
}

extension LazyVStack: LazyStackPrimitive {
    static var axis: Axis { .vertical }
    static var boxName: String { "LazyVStack" }
}

extension LazyHStack: LazyStackPrimitive {
    static var axis: Axis { .horizontal }
    static var boxName: String { "LazyHStack" }
}

/// The stacks: one item a line.
protocol LazyStackOfRows: LazyStackPrimitive {
    var spacing: CGFloat? { get }
    var crossFraction: CGFloat { get }
}

extension LazyVStack: LazyStackOfRows {
    var crossFraction: CGFloat { alignment.fraction }
}

extension LazyHStack: LazyStackOfRows {
    var crossFraction: CGFloat { alignment.fraction }
}

extension LazyStackOfRows {
    func lazyLayout(itemCount: Int?, firstItem: Int) -> any Layout {
        LazyStackLayout(axis: Self.axis, spacing: spacing, crossFraction: crossFraction, rowCount: itemCount, firstRow: firstItem)
    }
    func itemsPerLine(across: CGFloat) -> Int { 1 }
    var lineSpacing: CGFloat { LayoutInput.length(spacing ?? defaultStackSpacing, name: "lazy stack spacing") }
    func sameArrangement(as other: Self) -> Bool { spacing == other.spacing && crossFraction == other.crossFraction }
}

/// The grids: a line of cells, as many as the tracks across the grid's width (or height).
extension LazyVGrid: LazyStackPrimitive {
    static var axis: Axis { .vertical }
    static var boxName: String { "LazyVGrid" }
}

extension LazyHGrid: LazyStackPrimitive {
    static var axis: Axis { .horizontal }
    static var boxName: String { "LazyHGrid" }
}

protocol LazyGridPrimitive: LazyStackPrimitive {
    var layout: LazyGridLayout { get }
}

extension LazyVGrid: LazyGridPrimitive {}
extension LazyHGrid: LazyGridPrimitive {}

extension LazyGridPrimitive {
    func lazyLayout(itemCount: Int?, firstItem: Int) -> any Layout {
        var layout = layout
        layout.itemCount = itemCount
        layout.firstItem = firstItem
        return layout
    }
    func itemsPerLine(across: CGFloat) -> Int { layout.cellsPerLine(across) }
    var lineSpacing: CGFloat { layout.spacing ?? defaultStackSpacing }
    func sameArrangement(as other: Self) -> Bool { layout == other.layout }
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
        content = BoxContent(name: V.boxName)
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
        let layout = view.lazyLayout(itemCount: rows?.rowCount, firstItem: rows?.builtRows.lowerBound ?? 0)
        var content = BoxContent(name: self.content.name, layout: layout)
        content.mirrorsChildren = environment.layoutDirection == .rightToLeft
        if rows != nil { content.onPlaced = { [weak self] placement in self?.placed(placement) } }
        return content
    }

    override func update(_ view: V, environment: EnvironmentValues) {
        let layoutChanged = !view.sameArrangement(as: self.view)
        self.view = view
        self.environment = environment
        if layoutChanged { refreshBox(box, &content, with: makeContent()) }
        child.update(view.content, environment: Self.contentEnvironment(environment))
        // Data came to a stack that had none: with no row built, the stack's placement need
        // not change, so no placement would ask for rows. A first batch is built now.
        if let rows, rows.builtRows.isEmpty, rows.rowCount > 0, wantedRows == nil {
            wantedRows = 0..<Swift.min(rows.rowCount, Self.initialRows)
            graph.enqueueDirty(self)
        }
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
        environment._scrollTargetLayoutSlot?.targetsPlaced?()
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
        let spacing = view.lineSpacing
        // Items a line holds (1 for a stack; a grid's cells across its width).
        let across = V.axis == .vertical ? placement.frame.width : placement.frame.height
        let perLine = Swift.max(1, view.itemsPerLine(across: across))
        // The length of a line with its spacing, from the built lines as layout placed them.
        var pitch: CGFloat = 0
        if let first = placement.childFrames.first, let last = placement.childFrames.last {
            let lines = (placement.childFrames.count + perLine - 1) / perLine
            pitch = (end(last) - start(first) + spacing) / CGFloat(lines)
        }
        let count = rows.rowCount
        // The items that show (whole lines), and those to build: these plus the overscan.
        var showing: Range<Int>
        if pitch > 0, pitch.isFinite {
            let origin = start(placement.frame)
            let lower = Int(((start(visible) - origin) / pitch).rounded(.down)) * perLine
            let upper = Int(((end(visible) - origin) / pitch).rounded(.up)) * perLine
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
        let overscan = Self.overscan * perLine
        if built.lowerBound <= showing.lowerBound, built.upperBound >= showing.upperBound,
           built.count <= showing.count + 4 * overscan { return }
        // Built from a line's start, so the built cells fill their lines as layout expects.
        let lowest = Swift.max(0, showing.lowerBound - overscan)
        let wanted = (lowest - lowest % perLine)..<Swift.min(count, showing.upperBound + overscan)
        guard wanted != built else { return }
        wantedRows = wanted
        graph.enqueueDirty(self)
    }
}
