import TintBoxes
import TintViews

/// What a lazy stack needs from its rows: how many there are, which are built, and a way to
/// build another range.
@MainActor
protocol LazyRows: AnyObject {
    var rowCount: Int { get }
    /// The rows built now, as a range of offsets in the data.
    var builtRows: Range<Int> { get }
    /// Builds exactly the rows of `range` (clamped to the data), keeping the nodes of rows
    /// already built there and releasing the others.
    func build(_ range: Range<Int>)
}

/// A `ForEach` that a lazy stack can build in part.
@MainActor
protocol LazyRowSource {
    func makeLazyRowsNode(parent: ViewNode, graph: ViewGraph, environment: EnvironmentValues, initialRows: Int) -> ViewNode & LazyRows
    /// Updates `node`, made by `makeLazyRowsNode` from a value of this type, with this value.
    func updateLazyRowsNode(_ node: ViewNode, environment: EnvironmentValues)
}

extension ForEach: LazyRowSource {
    func makeLazyRowsNode(parent: ViewNode, graph: ViewGraph, environment: EnvironmentValues, initialRows: Int) -> ViewNode & LazyRows {
        LazyRowsNode(self, parent: parent, graph: graph, environment: environment, initialRows: initialRows)
    }

    func updateLazyRowsNode(_ node: ViewNode, environment: EnvironmentValues) {
        unsafeDowncast(node, to: LazyRowsNode<Data, ID, Content>.self).update(self, environment: environment)
    }
}

/// A `ForEach` behind an `AnyView` in a lazy stack (a `List` builds its rows so): the rows
/// node of the erased `ForEach`, remade when the erased type changes.
final class ErasedLazyRowsNode: TypedNode<AnyView>, LazyRows {
    private var erasedType: ObjectIdentifier
    private var inner: (ViewNode & LazyRows)!
    private let initialRows: Int

    init(_ view: AnyView, source: any LazyRowSource, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues, initialRows: Int) {
        erasedType = ObjectIdentifier(type(of: view.view))
        self.initialRows = initialRows
        super.init(graph: graph, parent: parent, environment: environment)
        inner = source.makeLazyRowsNode(parent: self, graph: graph, environment: environment, initialRows: initialRows)
    }

    var rowCount: Int { inner.rowCount }
    var builtRows: Range<Int> { inner.builtRows }
    func build(_ range: Range<Int>) { inner.build(range) }

    override func update(_ view: AnyView, environment: EnvironmentValues) {
        self.environment = environment
        guard let source = view.view as? any LazyRowSource else {
            RuntimeWarnings.emit("lazy stack: the AnyView around its rows now holds \(type(of: view.view)), not a ForEach; the rows are kept as they were", fix: "keep a ForEach inside the lazy stack, or give the stack a new .id when its content changes kind")
            return
        }
        let newType = ObjectIdentifier(type(of: view.view))
        if newType == erasedType {
            source.updateLazyRowsNode(inner, environment: environment)
            return
        }
        erasedType = newType
        inner.unmount(removeBoxes: true)
        inner = source.makeLazyRowsNode(parent: self, graph: graph, environment: environment, initialRows: initialRows)
        childBoxesChanged()
    }

    override func appendBoxes(to list: inout [BoxID]) { inner.appendBoxes(to: &list) }
    override func forEachChild(_ body: (ViewNode) -> Void) { body(inner) }
    override func unmount(removeBoxes: Bool) { inner.unmount(removeBoxes: removeBoxes) }
}

/// The node of a `ForEach` inside a lazy stack: one child node per *built* row, keyed by id.
///
/// Nothing here is proportional to the data's size: ids are read only for built rows, and an
/// update rebuilds the same range of offsets, keeping the node of each id still found there
/// (its state follows it while it stays built; a row that leaves the built range is released,
/// as in SwiftUI's lazy stacks once a row is far off screen).
final class LazyRowsNode<Data: RandomAccessCollection, ID: Hashable, Content: View>: TypedNode<ForEach<Data, ID, Content>>, LazyRows, DirtyEvaluating {
    private var view: ForEach<Data, ID, Content>
    private(set) var builtRows: Range<Int> = 0..<0
    private var rows: [(id: ID, node: ViewNode)] = []
    /// What the content closure reads (`List(items) { Row(selected: $0.id == selection) }`):
    /// it runs outside the body that made it. A write to one rebuilds the built rows.
    private lazy var reads = ContentReads(name: "ForEach content", node: self)

    init(_ view: ForEach<Data, ID, Content>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues, initialRows: Int) {
        self.view = view
        super.init(graph: graph, parent: parent, environment: environment)
        _ = reads.track { rebuild(0..<Swift.min(rowCount, initialRows), updatingKept: false) }
    }

    var rowCount: Int { view.data.count }

    /// Rows built as they come near: the same closure, so its earlier reads still count.
    func build(_ range: Range<Int>) {
        if reads.track(continuing: true, { rebuild(range, updatingKept: false) }) { childBoxesChanged() }
    }

    override func update(_ view: ForEach<Data, ID, Content>, environment: EnvironmentValues) {
        let oldCount = rowCount
        self.view = view
        self.environment = environment
        // The same offsets as before, as far as the data still reaches.
        let count = rowCount
        let upper = Swift.min(builtRows.upperBound, count)
        let lower = Swift.max(0, Swift.min(builtRows.lowerBound, upper - builtRows.count))
        let changed = reads.track { rebuild(lower..<upper, updatingKept: true) }
        if changed || count != oldCount { childBoxesChanged() }
    }

    func invalidate(because cause: String) {
        reads.invalidate(because: cause)
    }

    /// The built rows made again by the last closure, whose reads changed.
    override func runScheduledWork() {
        guard reads.beginScheduledRun() else { return }
        if reads.track({ rebuild(builtRows, updatingKept: true) }) { childBoxesChanged() }
    }

    /// Builds the rows of `range`; `updatingKept` hands kept rows their rebuilt views (the data
    /// changed). Returns whether the list of row nodes changed.
    @discardableResult
    private func rebuild(_ range: Range<Int>, updatingKept: Bool) -> Bool {
        let range = range.clamped(to: 0..<rowCount)
        var pool: [ID: [ViewNode]] = [:]
        for row in rows { pool[row.id, default: []].append(row.node) }
        var newRows: [(id: ID, node: ViewNode)] = []
        newRows.reserveCapacity(range.count)
        var reusedAll = range.count == rows.count
        let data = view.data
        var index = data.index(data.startIndex, offsetBy: range.lowerBound)
        // Duplicates are looked for among the built rows only (the rest are never read).
        var seen = Set<ID>(minimumCapacity: range.count)
        for offset in range {
            let element = data[index]
            index = data.index(after: index)
            let id = view._idOf(element)
            if !seen.insert(id).inserted {
                RuntimeWarnings.emit("ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(id) occurs more than once among the rows built; each occurrence is its own row", fix: "give every element a unique id (Identifiable with unique ids, or ForEach(_:id:) with a unique key path)")
            }
            if var kept = pool[id], !kept.isEmpty {
                let node = kept.removeFirst()
                pool[id] = kept
                if updatingKept {
                    unsafeDowncast(node, to: TypedNode<Content>.self).update(view.content(element), environment: environment)
                }
                if reusedAll, rows[offset - range.lowerBound].node !== node { reusedAll = false }
                newRows.append((id, node))
            } else {
                reusedAll = false
                newRows.append((id, makeNode(view.content(element), parent: self, graph: graph, environment: environment)))
            }
        }
        for nodes in pool.values { for node in nodes { node.unmount(removeBoxes: true) } }
        rows = newRows
        builtRows = range
        return !reusedAll
    }

    override func appendBoxes(to list: inout [BoxID]) {
        for row in rows { row.node.appendBoxes(to: &list) }
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        for row in rows { body(row.node) }
    }

    override func node(namedByScrollID id: AnyHashable) -> ViewNode? {
        rows.first { AnyHashable($0.id) == id }?.node
    }

    override func forEachNamedChild(_ body: (AnyHashable, ViewNode) -> Void) -> Bool {
        for row in rows { body(AnyHashable(row.id), row.node) }
        return true
    }

    /// A row not built is found by reading the data's ids up to it (the one path here that
    /// grows with the data, taken for a scroll by code), then built with rows either side.
    override func materialize(namedByScrollID id: AnyHashable) -> ViewNode? {
        if let built = node(namedByScrollID: id) { return built }
        guard let wanted = id.base as? ID else { return nil }
        var offset = 0
        for element in view.data {
            if view._idOf(element) == wanted { break }
            offset += 1
        }
        guard offset < rowCount else { return nil }
        build(Swift.max(0, offset - LazyRowsNode.revealedNeighbours)..<Swift.min(rowCount, offset + LazyRowsNode.revealedNeighbours + 1))
        return node(namedByScrollID: id)
    }

    /// Rows built either side of one revealed by code: a viewport's worth, so it shows full.
    static var revealedNeighbours: Int { 24 }

    override func unmount(removeBoxes: Bool) {
        reads.unmounted()
        for row in rows { row.node.unmount(removeBoxes: removeBoxes) }
        rows.removeAll()
    }
}
