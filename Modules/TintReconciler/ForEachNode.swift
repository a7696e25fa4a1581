import Foundation
import TintViews

/// The key of one `ForEach` child when ids repeat: its id, and which occurrence of that id it
/// is. A duplicate id keeps its first occurrence's state and keys the later ones by
/// (id, occurrence) (RULES 2.5).
struct ForEachKey<ID: Hashable>: Hashable {
    let id: ID
    let occurrence: Int
}

/// The node of a `ForEach`: one child node per element, keyed by id (RULES 2.4, 2.8).
/// Each update diffs the ids, keeps the nodes of kept ids (updating them with their element's
/// new view, whose comparison decides whether a body runs), mounts new ids fresh, unmounts
/// removed ids, and republishes the box order when anything but values changed.
///
/// Ids are diffed as they are while they are unique (the usual case: one hash per id, in code
/// specialized for common id types); only while they repeat are they turned into
/// (id, occurrence) keys, which costs a dictionary pass of its own.
///
/// This code runs unspecialized (the node is made for types known only at run time), where
/// every use of a type built from the generic parameters (`[TypedNode<Content>?]`, a closure
/// returning one) looks up its metadata, hundreds of instructions each time. So the children
/// are kept as plain `ViewNode`s, cast back with `unsafeDowncast` (free) to update them, and
/// the per-element loops touch no other generic types.
final class ForEachNode<Data: RandomAccessCollection, ID: Hashable, Content: View>: ChildListNode<ForEach<Data, ID, Content>, ViewNode>, DirtyEvaluating {
    /// The ids in order, compared first on every update: equal ids mean only values changed,
    /// found without hashing.
    private var ids: [ID] = []
    /// The (id, occurrence) keys, kept only while `ids` has duplicates.
    private var duplicateKeys: [ForEachKey<ID>]?
    /// The last value, whose elements are compared with the new ones (RULES 2.8: equality
    /// gives update or skip). Keeping it costs nothing: the parent's last body holds it too.
    private var last: ForEach<Data, ID, Content>
    /// The element comparison and the comparator it was made for.
    private var elementComparer: (comparator: ViewComparator, comparer: ValueComparer)?
    /// What the content closure reads: it runs here, outside the body that made it, so a state
    /// or model read only inside it (`ForEach(items) { Row(selected: $0.id == selection) }`)
    /// would otherwise never rebuild the rows. A write to one rebuilds them all from `last`.
    private lazy var reads = ContentReads(name: "ForEach content", node: self)

    override func node(namedByScrollID id: AnyHashable) -> ViewNode? {
        guard ids.count == children.count, let index = ids.firstIndex(where: { AnyHashable($0) == id }) else { return nil }
        return children[index]
    }

    override func forEachNamedChild(_ body: (AnyHashable, ViewNode) -> Void) -> Bool {
        guard ids.count == children.count else { return false }
        for (id, child) in zip(ids, children) { body(AnyHashable(id), child) }
        return true
    }

    init(_ view: ForEach<Data, ID, Content>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        last = view
        super.init(graph: graph, parent: parent, environment: environment)
        ids = ForEachNode.ids(of: view)
        if KeyedDiff.containsDuplicates(ids) { duplicateKeys = ForEachNode.keys(of: ids) }
        children.reserveCapacity(ids.count)
        // Read once: reading a field of the generic `ForEach` asks the runtime for its type's
        // layout, which per element was a metadata look-up each.
        let content = view.content, record = graph.record(for: Content.self)
        reads.track {
            ForEachNode.visit(view) { _, element in
                children.append(makeNode(content(element), parent: self, graph: graph, environment: environment, record: record))
            }
        }
    }

    override func update(_ view: ForEach<Data, ID, Content>, environment: EnvironmentValues) {
        // A closure that behaves as the last one reads what it read before: those reads stay
        // recorded (rows skipped now do not read them again), and new ones add to them.
        let sameContent = closuresEquivalent(view.content, last.content)
        reads.track(continuing: sameContent) {
            updateRows(view, environment: environment, sameContent: sameContent)
        }
    }

    func invalidate(because cause: String) {
        reads.invalidate(because: cause)
    }

    /// Every row built again by the last closure, whose reads changed; rows whose view comes
    /// out equal run no body.
    override func runScheduledWork() {
        guard reads.beginScheduledRun() else { return }
        let content = last.content, environment = self.environment
        reads.track {
            children.withUnsafeBufferPointer { children in
                ForEachNode.visit(last) { offset, element in
                    unsafeDowncast(children[offset], to: TypedNode<Content>.self).update(content(element), environment: environment)
                }
            }
        }
    }

    override func unmount(removeBoxes: Bool) {
        reads.unmounted()
        super.unmount(removeBoxes: removeBoxes)
    }

    /// `sameContent`: the new content closure behaves as the last one (`closuresEquivalent`).
    private func updateRows(_ view: ForEach<Data, ID, Content>, environment: EnvironmentValues, sameContent: Bool) {
        let environmentChanged = environment != self.environment
        self.environment = environment
        let newIDs = ForEachNode.ids(of: view)
        defer { last = view }
        if ForEachNode.idsEqual(newIDs, ids) {
            // Only values changed: no structure to diff, no hashing (the fast path of 2.8).
            let skipped = updateRowsInPlace(view, environmentChanged: environmentChanged, sameContent: sameContent)
            graph.recordSkips(skipped)
            return
        }
        var diff: KeyedDiff
        var newKeys: [ForEachKey<ID>]?
        if let oldKeys = duplicateKeys {
            newKeys = ForEachNode.keys(of: newIDs)
            diff = KeyedDiff(old: oldKeys, new: newKeys!)
        } else {
            diff = KeyedDiff(old: ids, new: newIDs)
            if diff.newRepeatsKeptKey || KeyedDiff.insertionsRepeatKeys(old: ids, new: newIDs, diff: diff) {
                newKeys = ForEachNode.keys(of: newIDs)
                diff = KeyedDiff(old: ids.map { ForEachKey(id: $0, occurrence: 0) }, new: newKeys!)
            }
        }
        for index in diff.removed { children[index].unmount(removeBoxes: true) }
        let content = view.content, equality = environmentChanged ? nil : elementEquality(view, sameContent: sameContent)
        var newChildren: [ViewNode] = []
        newChildren.reserveCapacity(newIDs.count)
        var skipped = 0
        var record: ViewTypeRecord?
        ForEachNode.visit(view) { offset, element in
            guard let old = diff.oldIndex(ofNew: offset) else {
                if record == nil { record = graph.record(for: Content.self) }
                newChildren.append(makeNode(content(element), parent: self, graph: graph, environment: environment, record: record))
                return
            }
            let node = children[old]
            newChildren.append(node)
            if let equality, equality.equal(old, offset) {
                skipped += 1
            } else {
                unsafeDowncast(node, to: TypedNode<Content>.self).update(content(element), environment: environment)
            }
        }
        ids = newIDs
        duplicateKeys = newKeys.flatMap { keys in keys.contains { $0.occurrence > 0 } ? keys : nil }
        children = newChildren
        graph.recordSkips(skipped)
        graph.recordKeyedDiff(diff)
        childBoxesChanged()
    }

    /// Updates every row in place with its element's rebuilt view, skipping rows whose element
    /// is equal to the one it was built from (see `elementEquality`); returns how many it skipped.
    private func updateRowsInPlace(_ view: ForEach<Data, ID, Content>, environmentChanged: Bool, sameContent: Bool) -> Int {
        let content = view.content, environment = self.environment
        let equality = environmentChanged ? nil : elementEquality(view, sameContent: sameContent)
        if let equality, let skipped = updateRowsByBlocks(view, equality: equality) { return skipped }
        if let equality, let skipped = updateChangedRows(view, equality: equality) { return skipped }
        var skipped = 0
        children.withUnsafeBufferPointer { children in
            ForEachNode.visit(view) { offset, element in
                if let equality, equality.equal(offset, offset) {
                    skipped += 1
                } else {
                    unsafeDowncast(children[offset], to: TypedNode<Content>.self).update(content(element), environment: environment)
                }
            }
        }
        return skipped
    }

    /// `updateRowsInPlace` when rows may be skipped and the data is an array: an element is read
    /// (copied: for a row with strings, retains and releases) only for a row that changed, not
    /// for each of the 1,000 rows passed over.
    private func updateChangedRows(_ view: ForEach<Data, ID, Content>, equality: ElementEquality) -> Int? {
        let content = view.content, environment = self.environment
        return view.data.withContiguousStorageIfAvailable { elements in
            var skipped = 0
            children.withUnsafeBufferPointer { children in
                let count = Swift.min(elements.count, children.count)
                var offset = 0
                while offset < count {
                    let changed = equality.firstDifference(in: offset..<count)
                    skipped += changed - offset
                    guard changed < count else { break }
                    unsafeDowncast(children[changed], to: TypedNode<Content>.self).update(content(elements[changed]), environment: environment)
                    offset = changed + 1
                }
            }
            return skipped
        }
    }

    /// `updateRowsInPlace` for elements whose equality is "same bytes" (see
    /// `StructComparer.Plan.wholeValueSpan`): blocks of 16 elements are compared with one
    /// `memcmp`, and only a block that differs is looked at element by element. For a list with
    /// one changed row, 63 block comparisons instead of 1,000 element comparisons. `nil` when
    /// the elements are not of that kind.
    private func updateRowsByBlocks(_ view: ForEach<Data, ID, Content>, equality: ElementEquality) -> Int? {
        guard let span = equality.plan?.wholeValueSpan, span == MemoryLayout<Data.Element>.size, span == equality.stride else { return nil }
        let old = equality.old, new = equality.new
        let count = children.count, content = view.content, environment = self.environment
        let block = 16
        var skipped = 0, start = 0
        while start < count {
            let end = Swift.min(start + block, count)
            if memcmp(old + start * span, new + start * span, (end - start) * span) == 0 {
                skipped += end - start
            } else {
                for offset in start..<end {
                    if equality.equal(offset, offset) {
                        skipped += 1
                    } else {
                        let element = new.advanced(by: offset * span).assumingMemoryBound(to: Data.Element.self).pointee
                        unsafeDowncast(children[offset], to: TypedNode<Content>.self).update(content(element), environment: environment)
                    }
                }
            }
            start = end
        }
        return skipped
    }

    /// "The old element at `old` equals the new element at `new`", when rows may be skipped on
    /// that ground; `nil` when every row must get its rebuilt view.
    ///
    /// An element equal to its old value (its `==`, else its properties: RULES 2.8) built by
    /// the very same content closure (same function, same captured context: a closure that
    /// captures nothing, one kept from the last body, or one that captures only its generic
    /// view's type parameters: `closuresEquivalent`) gives a row view equal to the old one,
    /// so the row is skipped without building and comparing its view: for a 1,000-row list
    /// with one changed row, 999 element comparisons instead of 1,000 closure calls and view
    /// comparisons. A closure rebuilt with captures differs every time, and then every row is
    /// updated as usual. The baseline policy (`alwaysEvaluate`) and the `mirror` engine never
    /// take the shortcut, so their benchmarks measure what they claim to. Elements are read in
    /// place, so only collections with contiguous storage (arrays) take it.
    private func elementEquality(_ view: ForEach<Data, ID, Content>, sameContent: Bool) -> ElementEquality? {
        let comparator = graph.comparator
        guard comparator.policy != .alwaysEvaluate, comparator.engine == .compiled, sameContent else { return nil }
        let comparer: ValueComparer
        if let cached = elementComparer, cached.comparator == comparator {
            comparer = cached.comparer
        } else {
            comparer = comparator.policy == .automatic
                ? CompiledPlans.comparer(for: Data.Element.self)
                : CompiledPlans.propertyComparer(for: Data.Element.self)
            elementComparer = (comparator, comparer)
        }
        // Both values stay alive (`last` until this update ends, `view` in the caller), so their
        // buffers outlive the returned value.
        guard let old = last.data.withContiguousStorageIfAvailable({ UnsafeRawPointer($0.baseAddress) }) ?? nil,
              let new = view.data.withContiguousStorageIfAvailable({ UnsafeRawPointer($0.baseAddress) }) ?? nil else { return nil }
        return ElementEquality(old: old, new: new, stride: MemoryLayout<Data.Element>.stride, comparer: comparer)
    }

    /// Calls `body` with each element and its offset, through contiguous storage: the data's
    /// own when it has some, else an array of the elements made by the view's own function
    /// (specialized where the `ForEach` was built). Generic iteration here, in unspecialized
    /// code, would look up the iterator's metadata and allocate on every step.
    private static func visit(_ view: ForEach<Data, ID, Content>, _ body: (Int, Data.Element) -> Void) {
        let done: Void? = view.data.withContiguousStorageIfAvailable { buffer in
            for offset in 0..<buffer.count { body(offset, buffer[offset]) }
        }
        guard done == nil else { return }
        view._elements(view.data).withUnsafeBufferPointer { buffer in
            for offset in 0..<buffer.count { body(offset, buffer[offset]) }
        }
    }

    /// The ids in order, through the view's own function: compiled, and specialized, where the
    /// `ForEach` was built.
    private static func ids(of view: ForEach<Data, ID, Content>) -> [ID] {
        view._ids(view.data)
    }

    /// Whether two id lists are equal: one byte comparison when `ID` is plain data (equal bytes
    /// are equal ids; different bytes fall back to `==`), else `==` per element, which in this
    /// unspecialized code goes through witness tables.
    private static func idsEqual(_ a: [ID], _ b: [ID]) -> Bool {
        guard a.count == b.count else { return false }
        if _isPOD(ID.self) {
            let same = a.withUnsafeBytes { a in b.withUnsafeBytes { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
            if same { return true }
        }
        return a == b
    }

    /// The keys of `ids`: occurrence 0 for the first of each id, counting up for duplicates,
    /// which are reported once each.
    private static func keys(of ids: [ID]) -> [ForEachKey<ID>] {
        var keys: [ForEachKey<ID>] = []
        keys.reserveCapacity(ids.count)
        var seen: [ID: Int] = [:]
        var warned: Set<ID> = []
        for id in ids {
            let occurrence = seen[id, default: 0]
            seen[id] = occurrence + 1
            if occurrence > 0, warned.insert(id).inserted {
                RuntimeWarnings.emit("ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(id) occurs more than once; the first keeps its state, later ones are keyed by occurrence", fix: "give every element a unique id (Identifiable with unique ids, or ForEach(_:id:) with a unique key path)")
            }
            keys.append(ForEachKey(id: id, occurrence: occurrence))
        }
        return keys
    }
}

extension ForEach: PrimitiveView {
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<Self> {
        makePrimitiveNode(view, parent: parent, graph: graph, environment: environment, record: graph.record(for: Self.self))
    }

    // Inlined into the witness, and the node class kept by the record: see `_ConditionalContent`.
    @inline(__always)
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues, record: ViewTypeRecord) -> TypedNode<Self> {
        record.nodeClass(ForEachNode<Data, ID, Content>.self).init(view, parent: parent, graph: graph, environment: environment)
    }
}
